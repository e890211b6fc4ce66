/**
 * The stand-in's spreadsheet refuses what Apps Script refuses (tools/standin/REFERENCE.md): a grid of the wrong
 * size for a range's setters, ranges starting before row or column 1 or reaching past the sheet, a range of a
 * deleted sheet, a text over 50,000 characters in a cell, a sheet name already taken, deleting the last
 * sheet or what is not a sheet, and growing past the spreadsheet's 10 million cells or 18,278 columns. Each
 * refusal leaves the spreadsheet as it was.
 */
import { describe, expect, it } from "vitest";
import { createStandin, type Standin } from "../index";

function book(): { s: Standin; ss: GoogleAppsScript.Spreadsheet.Spreadsheet } {
  const s = createStandin({ sheets: [{ name: "Players", rows: [["Name", "Club"]] }, { name: "Rounds" }] });
  const app = s.globals.SpreadsheetApp as GoogleAppsScript.Spreadsheet.SpreadsheetApp;
  return { s, ss: app.getActive() };
}

describe("the stand-in refuses what Sheets refuses", () => {
  it("every grid setter refuses a grid whose rows or columns do not match the range", () => {
    const { s, ss } = book();
    const range = ss.getSheetByName("Players")!.getRange(1, 1, 2, 2);
    const rows = /The number of rows in the data does not match the number of rows in the range/;
    const cols = /The number of columns in the data does not match the number of columns in the range/;
    const rule = (s.globals.SpreadsheetApp as GoogleAppsScript.Spreadsheet.SpreadsheetApp)
      .newDataValidation()
      .requireCheckbox()
      .build();
    const setters: [string, (g: unknown[][]) => unknown, unknown][] = [
      ["setValues", (g) => range.setValues(g), "x"],
      ["setFormulas", (g) => range.setFormulas(g as string[][]), "=1"],
      ["setNumberFormats", (g) => range.setNumberFormats(g as string[][]), "0"],
      ["setNotes", (g) => range.setNotes(g as string[][]), "n"],
      ["setBackgrounds", (g) => range.setBackgrounds(g as string[][]), "#ff0000"],
      [
        "setFontWeights",
        (g) => range.setFontWeights(g as GoogleAppsScript.Spreadsheet.FontWeight[][]),
        "bold",
      ],
      [
        "setDataValidations",
        (g) => range.setDataValidations(g as GoogleAppsScript.Spreadsheet.DataValidation[][]),
        rule,
      ],
    ];
    for (const [name, set, v] of setters) {
      expect(() => set([[v, v]]), name).toThrow(rows);
      expect(() => set([[v], [v]]), name).toThrow(cols);
    }
    expect(s.values("Players!A1:B2")).toEqual([
      ["Name", "Club"],
      ["", ""],
    ]);
  });

  it("getRange refuses a start before row or column 1, a size under 1, and cells past the sheet", () => {
    const { ss } = book();
    const sheet = ss.getSheetByName("Rounds")!;
    expect(() => sheet.getRange(0, 1)).toThrow("The starting row of the range is too small.");
    expect(() => sheet.getRange(1, 0)).toThrow("The starting column of the range is too small.");
    expect(() => sheet.getRange(1, 1, 0, 1)).toThrow("The number of rows in the range must be at least 1.");
    expect(() => sheet.getRange(1, 1, 1, 0)).toThrow(
      "The number of columns in the range must be at least 1.",
    );
    expect(() => sheet.getRange(1000, 1, 2, 1)).toThrow(/outside the dimensions of the sheet/);
    expect(() => sheet.getRange(1, 26, 1, 2)).toThrow(/outside the dimensions of the sheet/);
    expect(() => sheet.getRange("A0")).toThrow("Range not found");
  });

  it("a range of a deleted sheet throws, its single-cell getters and its grid getters too", () => {
    const { ss } = book();
    const rounds = ss.getSheetByName("Rounds")!;
    const range = rounds.getRange("A1:B2");
    const cell = rounds.getRange("A1");
    ss.deleteSheet(rounds);
    expect(() => range.getValues()).toThrow("The sheet has been deleted.");
    expect(() =>
      range.setValues([
        [1, 2],
        [3, 4],
      ]),
    ).toThrow("The sheet has been deleted.");
    for (const get of [
      () => cell.getValue(),
      () => cell.getDisplayValue(),
      () => cell.getFormula(),
      () => cell.getNumberFormat(),
      () => cell.getNote(),
      () => cell.getBackground(),
      () => range.getNumberFormats(),
      () => range.getBackgrounds(),
      () => range.getFontWeights(),
      () => range.getDataValidations(),
    ])
      expect(get).toThrow("The sheet has been deleted.");
    expect(() => rounds.getRange("A1")).toThrow("The sheet has been deleted.");
  });

  it("a text over 50,000 characters is refused, and nothing of the call written", () => {
    const { s, ss } = book();
    const players = ss.getSheetByName("Players")!;
    const long = "x".repeat(50_001);
    const message = "Your input contains more than the maximum of 50000 characters in a single cell.";
    expect(() => players.getRange("A2:B2").setValues([["Alice", long]])).toThrow(message);
    expect(() => players.getRange("A2").setValue(long)).toThrow(message);
    expect(() => players.getRange("A2").setFormula(long)).toThrow(message);
    expect(() => players.appendRow(["Alice", long])).toThrow(message);
    expect(s.values("Players!A2:B2")).toEqual([["", ""]]);
    players.getRange("A2").setValue("x".repeat(50_000));
    expect(String(s.values("Players!A2")[0]![0])).toHaveLength(50_000);
  });

  it("a sheet name already taken and the last sheet are refused", () => {
    const { ss } = book();
    expect(() => ss.insertSheet("Players")).toThrow(/A sheet with the name "Players" already exists/);
    expect(() => ss.getSheetByName("Rounds")!.setName("Players")).toThrow(/already exists/);
    ss.deleteSheet(ss.getSheetByName("Rounds")!);
    expect(() => ss.deleteSheet(ss.getSheetByName("Players")!)).toThrow(
      "You can't remove all the sheets in a document.",
    );
    expect(ss.getSheets().map((x) => x.getName())).toEqual(["Players"]);
  });

  it("a sheet name is taken whatever its case, as Sheets ignores case in tab names (insertSheet, setName)", () => {
    const { ss } = book();
    expect(() => ss.insertSheet("players")).toThrow(
      'A sheet with the name "players" already exists. Please enter another name.',
    );
    expect(() => ss.insertSheet("PLAYERS", 0)).toThrow(/A sheet with the name "PLAYERS" already exists/);
    const rounds = ss.getSheetByName("Rounds")!;
    expect(() => rounds.setName("pLaYeRs")).toThrow(/A sheet with the name "pLaYeRs" already exists/);
    // a sheet may change the case of its own name
    rounds.setName("ROUNDS");
    expect(ss.getSheets().map((x) => x.getName())).toEqual(["Players", "ROUNDS"]);
  });

  it("deleteSheet refuses what is not a sheet, as Apps Script refuses an argument of the wrong type", () => {
    const { ss } = book();
    const deleteSheet = ss.deleteSheet as (sheet: unknown) => void;
    for (const wrong of ["Rounds", null, ss.getSheetByName("Rounds")!.getRange("A1")])
      expect(() => deleteSheet.call(ss, wrong)).toThrow(
        /The parameters \(\w+\) don't match the method signature for SpreadsheetApp\.Spreadsheet\.deleteSheet/,
      );
    expect(ss.getSheets().map((x) => x.getName())).toEqual(["Players", "Rounds"]);
  });

  it("no sheet grows past 18,278 columns, no spreadsheet past 10 million cells", () => {
    const { ss } = book();
    const players = ss.getSheetByName("Players")!;
    expect(() => players.insertColumnsAfter(26, 18_278 - 25)).toThrow(
      /increase the number of columns in the sheet above the limit of 18278/,
    );
    expect(players.getMaxColumns()).toBe(26);
    // Rounds holds 1000 × 26 = 26,000 cells: Players may grow to 383,615 rows (9,999,990 cells in all)
    players.insertRowsAfter(1000, 383_615 - 1000);
    expect(players.getMaxRows() * 26 + 26_000).toBe(9_999_990);
    const cells = /increase the number of cells in the workbook above the limit of 10000000 cells/;
    expect(() => players.insertRowsAfter(1, 1)).toThrow(cells);
    expect(() => ss.getSheetByName("Rounds")!.insertColumnsAfter(26, 1)).toThrow(cells);
    expect(() => ss.insertSheet("More")).toThrow(cells);
    expect(() => players.appendRow(new Array(27).fill("x"))).toThrow(cells);
    expect(ss.getNumSheets()).toBe(2);
  });
});
