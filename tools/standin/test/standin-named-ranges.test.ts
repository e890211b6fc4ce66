/**
 * Speed-ups of the stand-in the random run needed (tools/standin/formulas.ts): named ranges handed
 * to HyperFormula only once a formula mentions them, named expressions synchronised by difference,
 * and getLastRow/getDataRange scanning only the margin where a spilled array can reach. Formulas
 * must compute what they computed before.
 */
import { describe, expect, it } from "vitest";
import { createStandin, loadBundle } from "../index";

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

describe("stand-in: named ranges in formulas", () => {
  it("a formula written after the named range uses it", () => {
    const s = book();
    const sh = s.spreadsheet.getSheetByName("S")!;
    s.write("T!A1", [["=1+1"]]); // the formula engine exists before the name
    s.spreadsheet.setNamedRange("Nums", sh.getRange("A1:A3"));
    s.write("T!B1", [["=SUM(Nums)", "=SUM(nums)*2"]]);
    expect(s.values("T!A1:C1")).toEqual([[2, 6, 12]]);
    s.write("S!A1", [[10]]);
    expect(s.values("T!B1:C1")).toEqual([[15, 30]]);
  });

  it("a named range created after the formula that mentions it", () => {
    const s = book();
    const sh = s.spreadsheet.getSheetByName("S")!;
    s.write("T!A1", [["=SUM(Later)"]]);
    expect(s.values("T!A1")).toEqual([["#NAME?"]]);
    s.spreadsheet.setNamedRange("Later", sh.getRange("A1:A2"));
    expect(s.values("T!A1")).toEqual([[3]]);
  });

  it("follows inserted rows and a renamed tab; a removed name is #NAME? again", () => {
    const s = book();
    const sh = s.spreadsheet.getSheetByName("S")!;
    s.spreadsheet.setNamedRange("Nums", sh.getRange("A1:A3"));
    s.write("T!A1", [["=SUM(Nums)"]]);
    expect(s.values("T!A1")).toEqual([[6]]);
    sh.insertRowBefore(2);
    s.write("S!A2", [[100]]);
    expect(s.values("T!A1")).toEqual([[106]]);
    sh.setName("Renamed");
    s.write("Renamed!A1", [[0]]);
    expect(s.values("T!A1")).toEqual([[105]]);
    s.spreadsheet.removeNamedRange("Nums");
    s.write("Renamed!A1", [[1]]);
    expect(s.values("T!A1")).toEqual([["#NAME?"]]);
  });

  it("a name that only appears inside a longer word is not a mention, yet formulas still compute", () => {
    const s = book();
    const sh = s.spreadsheet.getSheetByName("S")!;
    s.spreadsheet.setNamedRange("N", sh.getRange("A1:A3"));
    s.write("T!A1", [['=LEN("N")+SUM(S!A1:A3)', "=SUM(N)"]]);
    expect(s.values("T!A1:B1")).toEqual([[7, 6]]);
  });
});

describe("stand-in: last row with spilled arrays", () => {
  it("getLastRow and getDataRange count a spill below the formula, and its shrinking", () => {
    const b = loadBundle("tools/standin/fixtures/Code.js", { sheets: [{ name: "Data", rows: [[3]] }] });
    const sh = b.standin.spreadsheet.getSheetByName("Data")!;
    b.standin.write("Data!C2", [["=TABLE(A1)"]]);
    expect(sh.getLastRow()).toBe(4);
    expect(sh.getLastColumn()).toBe(4);
    expect(sh.getDataRange().getA1Notation()).toBe("A1:D4");
    b.standin.write("Data!A1", [[1]]);
    expect(sh.getLastRow()).toBe(2);
    expect(sh.getDataRange().getA1Notation()).toBe("A1:D2");
  });
});
