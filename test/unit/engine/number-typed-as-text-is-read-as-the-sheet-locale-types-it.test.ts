/**
 * A score or army-points cell holding text means what the sheet means (RULES §0): text is a number
 * only when the spreadsheet's locale would have typed it as one. In a French sheet « 3.5 » stays
 * text (the decimal mark is the comma), so the custom functions refuse it with its cell named, as
 * the Rounds tab's status and the server do; « 3,5 » in an English sheet likewise.
 */
import { describe, expect, it } from "vitest";
import { collect } from "../../../src/engine/core/records";
import { parseRow } from "../../../src/engine/core/results";
import { thrown } from "../../fixtures/errors";

const FR = { french: true };
const EN = { french: false };

describe("a score typed as text, read as the sheet's locale types numbers", () => {
  it("« 3.5 » in a French sheet is not a number: refused, its column named", () => {
    const e = thrown(() => parseRow("Ann", "Bob", "3.5", 1, FR, { row: 4 }));
    expect(e).toMatch(/row 4.*score A.*'3\.5' and '1': two numbers or two codes/);
  });

  it("« 3,5 » in an English sheet is not a number either; « 3,5 » in French and « 3.5 » in English are", () => {
    const e = thrown(() => parseRow("Ann", "Bob", 1, "3,5", EN, { row: 2 }));
    expect(e).toMatch(/row 2.*score B.*'1' and '3,5': two numbers or two codes/);
    expect(parseRow("Ann", "Bob", "3,5", 1, FR)).toMatchObject({ outcomeA: "win", scoreA: 3.5 });
    expect(parseRow("Ann", "Bob", "3.5", 1, EN)).toMatchObject({ outcomeA: "win", scoreA: 3.5 });
  });

  it("army points left as text follow the same locale", () => {
    const row = { a: "Ann", b: "Bob", scoreA: 2, scoreB: 1, armyA: "12.5", armyB: 3 };
    const e = thrown(() => collect([row], FR));
    expect(e).toMatch(/12\.5/);
    expect(collect([{ ...row, armyA: "12,5" }], FR).games[0]!.armyA).toBe(12.5);
  });
});
