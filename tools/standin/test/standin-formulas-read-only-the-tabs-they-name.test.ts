/**
 * The stand-in's formulas (HyperFormula, tools/standin/formulas.ts) hold only the tabs formulas live in or
 * read: a tab of 105,048 rows that no formula names is written as fast as in a book without formulas, and is
 * not refused by HyperFormula's own row limit (Sheets holds 10 million cells). Formulas still see every tab
 * they read, however they come to read it: a formula written later that names the tab, a tab added or renamed
 * to a name a formula reads, a named range, an open range.
 */
import { describe, expect, it } from "vitest";
import { createStandin } from "../index";

function book() {
  return createStandin({
    locale: "fr_FR",
    sheets: [
      { name: "Nums", rows: [[1], [2], [3]] },
      { name: "Calc", rows: [["=SUM(Nums!A1:A3)"]] },
      { name: "Donnes" },
    ],
  });
}

describe("stand-in: formulas read only the tabs they name", () => {
  it("105,048 rows pasted into a tab no formula reads, in a book with formulas", () => {
    const s = book();
    expect(s.values("Calc!A1")).toEqual([[6]]);
    const sheet = s.spreadsheet.getSheetByName("Donnes")!;
    const rows = Array.from({ length: 105_048 }, (_, i) => [i + 1, `Joueur ${i % 40}`, "N", 12]);
    sheet.insertRowsAfter(sheet.getMaxRows(), rows.length);
    const t0 = performance.now();
    sheet.getRange(1, 1, rows.length, 4).setValues(rows);
    const written = performance.now() - t0;
    expect(s.values("Donnes!A105048:B105048")).toEqual([[105_048, "Joueur 7"]]);
    expect(s.values("Calc!A1")).toEqual([[6]]);
    // the same rows in a book without formulas, for comparison: HyperFormula adds next to nothing
    const bare = createStandin({ locale: "fr_FR", sheets: [{ name: "Donnes" }] });
    const other = bare.spreadsheet.getSheetByName("Donnes")!;
    other.insertRowsAfter(other.getMaxRows(), rows.length);
    const t1 = performance.now();
    other.getRange(1, 1, rows.length, 4).setValues(rows);
    const alone = performance.now() - t1;
    expect(written).toBeLessThan(3 * alone + 500);
  });

  it("a formula written later that names the tab reads what it holds", () => {
    const s = book();
    s.write("Donnes!A1", [[40], [2]]);
    expect(s.values("Calc!A1")).toEqual([[6]]);
    s.write("Calc!B1", [["=Donnes!A1+Donnes!A2", "='Donnes'!A1*2", "=SUM(donnes!A:A)"]]);
    expect(s.values("Calc!B1:D1")).toEqual([[42, 80, 42]]);
    s.write("Donnes!A2", [[3]]);
    expect(s.values("Calc!B1:D1")).toEqual([[43, 80, 43]]);
    s.spreadsheet.getSheetByName("Donnes")!.insertRowsBefore(1, 2);
    expect(s.values("Calc!B1")).toEqual([[43]]);
    expect(s.probe("Calc!B1").formula).toBe("=Donnes!A3+Donnes!A4");
  });

  it("a tab added or renamed to the name a formula reads", () => {
    const s = book();
    s.write("Calc!B1", [["=SUM('Plus tard'!A1:A2)"]]);
    const later = s.spreadsheet.insertSheet("Plus tard");
    later.getRange("A1:A2").setValues([[5], [6]]);
    expect(s.values("Calc!B1")).toEqual([[11]]);
    s.write("Calc!C1", [["=Autre!A1"]]);
    s.write("Donnes!A1", [[9]]);
    s.spreadsheet.getSheetByName("Donnes")!.setName("Autre");
    expect(s.values("Calc!C1")).toEqual([[9]]);
  });

  it("a named range and an open range reach their tab", () => {
    const s = book();
    const donnes = s.spreadsheet.getSheetByName("Donnes")!;
    donnes.getRange("A1:A3").setValues([[1], [10], [100]]);
    s.spreadsheet.setNamedRange("Points", donnes.getRange("A1:A3"));
    s.write("Calc!B1", [["=SUM(Points)", "=SUM(Donnes!A2:A)"]]);
    expect(s.values("Calc!B1:C1")).toEqual([[111, 110]]);
    s.write(`Donnes!A${donnes.getMaxRows()}`, [[1000]]);
    expect(s.values("Calc!C1")).toEqual([[1110]]);
  });
});
