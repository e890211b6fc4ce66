/**
 * A formula that names a tab the book does not have (never there, renamed away, deleted) is #REF! in Sheets,
 * and the organiser may type it again, or another formula over it, in the same cell. HyperFormula 3.5 keeps a
 * placeholder tab for that name and drops it while the old formula's cell is replaced, then fails on the new
 * one ("There's no sheet with id = 14", seen in the league's random run after "Effectifs" was renamed to
 * "Effectifs (2)" and a lineup cell naming 'Effectifs' was typed again). The stand-in must answer as Sheets.
 */
import { describe, expect, it } from "vitest";
import { createStandin } from "../index";

function book() {
  return createStandin({
    locale: "fr_FR",
    sheets: [
      { name: "Effectifs", rows: [["Loups 1"], ["Loups 2"]] },
      { name: "Compositions", rows: [["x"]] },
    ],
  });
}

describe("stand-in: a formula reading a tab that is not there can be typed again", () => {
  it("typed twice, then another formula naming the same missing tab", () => {
    const s = book();
    s.write("Compositions!B1", [["='Absent'!A1"]]);
    s.write("Compositions!B1", [["='Absent'!A1"]]);
    s.write("Compositions!B1", [["=Absent!A2"]]);
    expect(s.values("Compositions!B1")).toEqual([["#REF!"]]);
    // the tab comes: the formula reads it, as in Sheets
    s.spreadsheet.insertSheet("Absent").getRange("A2").setValue(7);
    expect(s.values("Compositions!B1")).toEqual([[7]]);
  });

  it("the tab it read renamed, then the old formula typed again", () => {
    const s = book();
    s.write("Compositions!B1", [["='Effectifs'!A2"]]);
    expect(s.values("Compositions!B1")).toEqual([["Loups 2"]]);
    s.spreadsheet.getSheetByName("Effectifs")!.setName("Effectifs (2)");
    expect(s.probe("Compositions!B1").formula).toBe("='Effectifs (2)'!A2");
    s.write("Compositions!B1", [["='Effectifs'!A2"]]);
    s.write("Compositions!B1", [["='Effectifs'!A2"]]);
    expect(s.values("Compositions!B1")).toEqual([["#REF!"]]);
    s.spreadsheet.getSheetByName("Effectifs (2)")!.setName("Effectifs");
    expect(s.values("Compositions!B1")).toEqual([["Loups 2"]]);
  });

  it("the tab it read deleted, then the formula typed again", () => {
    const s = book();
    s.write("Compositions!B1", [["=Effectifs!A1"]]);
    s.spreadsheet.deleteSheet(s.spreadsheet.getSheetByName("Effectifs")!);
    s.write("Compositions!B1", [["=Effectifs!A1"]]);
    expect(s.values("Compositions!B1")).toEqual([["#REF!"]]);
  });
});
