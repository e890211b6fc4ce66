/**
 * The undo journal's copies (src/sheets/gateway/journal.ts) keep each cell's type and number format:
 * a number saved where an earlier copy held a date reads back as the number, not as a date in the
 * earlier copy's format; a date and time comes back as the same instant; text that reads as a number
 * or a date stays text, in a plain-text cell too; a boolean stays a boolean, a formula a formula. A
 * copy saved before formats were kept reads back its values as then, and no formats.
 */
import { describe, expect, it } from "vitest";
import {
  AUTOMATIC_FORMAT,
  copyTab,
  type JournalHost,
  savedCell,
  savedRows,
  saveTabs,
  writeTyped,
} from "../../src/sheets/gateway/journal";
import { createStandin } from "../../tools/standin/index";

type Ss = GoogleAppsScript.Spreadsheet.Spreadsheet;

function setup() {
  const s = createStandin({ locale: "fr_FR", timeZone: "Europe/Paris" });
  const ss = s.spreadsheet as unknown as Ss;
  const host: JournalHost = { undoTab: "Undo", written: { undo: 0, undoCols: 0 } };
  const read = () => {
    const g = ss.getSheetByName("Undo")!.getDataRange();
    return { values: g.getValues(), formulas: g.getFormulas(), formats: g.getNumberFormats() };
  };
  return { s, ss, host, read };
}

describe("a saved cell keeps its type", () => {
  it("numbers, booleans, dates as themselves; text with its apostrophe, but in a plain-text cell", () => {
    const d = new Date("2026-03-14T13:30:00Z");
    expect(savedCell(1.5, "", AUTOMATIC_FORMAT)).toBe(1.5);
    expect(savedCell(true, "", AUTOMATIC_FORMAT)).toBe(true);
    expect(savedCell(d, "", "yyyy-mm-dd hh:mm")).toBe(d);
    expect(savedCell(new Date(Number.NaN), "", "yyyy-mm-dd")).toBe("");
    expect(savedCell("1984", "", AUTOMATIC_FORMAT)).toBe("'1984");
    expect(savedCell("1984", "", "@")).toBe("1984");
    expect(savedCell(2, "=1+1", AUTOMATIC_FORMAT)).toBe("=1+1");
    expect(savedCell("", "", "0.00")).toBe("");
  });
});

describe("undo copies keep types and number formats", () => {
  it("a number saved where the previous copy held a date reads back as the number", () => {
    const { ss, host, read } = setup();
    const first = saveTabs(ss, host, [
      { role: "a", rows: [[new Date("2027-01-09T23:00:00Z"), 1.5]], formats: [["yyyy-mm-dd", "0.0"]] },
    ]);
    // the next copy is beside the first; the one after goes back over the first's cells
    saveTabs(ss, host, [{ role: "b", rows: [["x", "y", "z"]] }]);
    const third = saveTabs(ss, host, [{ role: "c", rows: [[1, 1.5]] }]);
    expect(third[0]!.col).toBe(first[0]!.col);
    // all automatic now: formatted in one call over the first copy's date format, not read back
    expect(third[0]).toMatchObject({ automatic: true, formulas: false });
    expect(savedRows(read(), third[0]!)).toEqual({
      rows: [[1, 1.5]],
      formats: [],
      automatic: true,
      legacy: false,
    });
    // the same cells read back as a block with formats of its own (a record without the mark)
    const { automatic: _, ...unmarked } = third[0]!;
    expect(savedRows(read(), unmarked)).toEqual({
      rows: [[1, 1.5]],
      formats: [[AUTOMATIC_FORMAT, AUTOMATIC_FORMAT]],
      legacy: false,
    });
  });

  it("blocks with formats of their own go first, the automatic ones after, each read back", () => {
    const { ss, host, read } = setup();
    const saved = saveTabs(ss, host, [
      { role: "plain", rows: [["'a", 2]] },
      { role: "dated", rows: [[new Date("2027-01-09T23:00:00Z"), "=1+1"]], formats: [["yyyy-mm-dd", "0.0"]] },
    ]);
    expect(saved).toEqual([
      { role: "plain", rows: 1, cols: 2, col: 2, formats: true, automatic: true, formulas: false },
      { role: "dated", rows: 1, cols: 2, col: 0, formats: true },
    ]);
    expect(savedRows(read(), saved[0]!).rows).toEqual([["'a", 2]]);
    expect(savedRows(read(), saved[1]!)).toEqual({
      rows: [[new Date("2027-01-09T23:00:00Z"), "=1+1"]],
      formats: [["yyyy-mm-dd", "0.0"]],
      legacy: false,
    });
  });

  it("a tab copied and written back: every cell's value, type, formula and format as it was", () => {
    const { s, ss, host, read } = setup();
    s.seedSheet({
      name: "Tab",
      rows: [
        ["Match", "Jour", "Heure", "Nom", "Coché", "SB", "Somme"],
        [1, "2027-01-10", "2026-03-14 14:30", "'1984", true, 1.5, "=F2*2"],
      ],
      numberFormats: { "A2:A2": "0", "F2:F2": "0.0", "D2:D2": "@" },
    });
    const tab = ss.getSheetByName("Tab")!;
    const g = tab.getDataRange();
    const before = { values: g.getValues(), formulas: g.getFormulas(), formats: g.getNumberFormats() };
    const [saved] = saveTabs(ss, host, [{ role: "tab", ...copyTab(ss, "Tab", before) }]);
    // the action rewrites the tab: dates where numbers were, text over everything
    tab
      .getRange(1, 1, 2, 7)
      .setNumberFormat("yyyy-mm-dd")
      .setValues([
        ["a", "b", "c", "d", "e", "f", "g"],
        ["2027-01-01", "x", "y", "z", "w", "v", "u"],
      ]);
    writeTyped(tab, savedRows(read(), saved!), 2, 7);
    const after = tab.getDataRange();
    expect({
      values: after.getValues(),
      formulas: after.getFormulas(),
      formats: after.getNumberFormats(),
    }).toEqual(before);
    expect(typeof after.getValues()[1]![3]).toBe("string");
  });

  it("a copy saved before formats were kept: its values as then, no formats put back", () => {
    const { ss, host, read } = setup();
    const [saved] = saveTabs(ss, host, [{ role: "a", rows: [[7, "'Anne"]] }]);
    const { formats: _, ...older } = saved!;
    expect(savedRows(read(), older)).toEqual({ rows: [[7, "'Anne"]], formats: [], legacy: true });
  });
});
