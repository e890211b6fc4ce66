/**
 * A date-time typed or pasted as text ("10/03/2024 15:30") is read as its day by the circuit's and
 * the Tarot duplicate's tabs (`isoDay`); MASTERS_RANKING's tournaments and TAROT_FORM's deals read
 * it the same way (`tabDay`), not as a bad date.
 */
import { describe, expect, it } from "vitest";
import { runFunction } from "../../../src/sheets/functions/index";

const RESULTS = [
  ["A1", "Ann", 1, ""],
  ["A1", "Bob", 2, ""],
];

describe("a date-time typed as text is its day, in the functions as in the tabs", () => {
  it("MASTERS_RANKING: a tournament dated 10/03/2024 15:30 is the one of 10/03/2024", () => {
    const at = (date: string) =>
      runFunction("MASTERS_RANKING", "fr", [[["A1", "Club A", date, "duplicate"]], RESULTS]);
    expect(at("10/03/2024 15:30")).toEqual(at("10/03/2024"));
    expect(at("2024-03-10 à 15h")).toEqual(at("2024-03-10"));
    expect(() => at("10/03/2024 soir")).toThrow(
      "MASTERS_RANKING\u00a0: argument tournaments, ligne 1, colonne date\u00a0: date «\u00a010/03/2024 soir\u00a0» invalide",
    );
  });

  it("TAROT_FORM: a deal dated 2025-01-14 20:30 is the one of 2025-01-14", () => {
    const form = (date: string) =>
      runFunction("TAROT_FORM", "en", [
        [
          ["2025-01-07", "attack", 110],
          [date, "defence", 95],
        ],
      ]);
    expect(form("2025-01-14 20:30")).toEqual(form("2025-01-14"));
    expect(form("14/01/2025 20:30:00")).toEqual(form("14/01/2025"));
  });
});
