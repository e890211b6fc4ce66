/**
 * The stand-in changes the random run needed (tools/standin/formulas.ts): text compared with
 * accents as Sheets does.
 */
import { describe, expect, it } from "vitest";
import { createStandin } from "../index";

function book() {
  return createStandin({
    sheets: [
      {
        name: "S",
        rows: [
          [1, "Zoé"],
          [2, "Zoe"],
          [3, "ZOÉ"],
        ],
      },
      { name: "T" },
    ],
  });
}

describe("stand-in: text comparison", () => {
  it("ignores case but not accents, like Sheets", () => {
    const s = book();
    s.write("T!A1", [['=B1="zoé"', "=S!B1=S!B2", "=S!B1=S!B3", '=COUNTIF(S!B1:B3,"zoe")']]);
    expect(s.values("T!A1:D1")).toEqual([[false, false, true, 1]]);
    s.write("T!A1", [['=S!B1="zoé"']]);
    expect(s.values("T!A1")).toEqual([[true]]);
  });
});
