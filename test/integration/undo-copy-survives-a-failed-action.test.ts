/**
 * The undo journal's copies (src/sheets/gateway/journal.ts saveTabs): each save goes in columns the
 * previous save does not use, so that an action failing after its save (nothing of it kept, the
 * event's config not saved) leaves the previous action's undo copy whole and Undo still works.
 */
import { describe, expect, it } from "vitest";
import { type JournalHost, savedRows, saveTabs } from "../../src/sheets/gateway/journal";
import { createStandin } from "../../tools/standin/index";

function host(): JournalHost {
  return { undoTab: "Undo", written: { undo: 0, undoCols: 0 } };
}

describe("undo copies never overwrite the previous one", () => {
  it("a second save goes beside the first, a third back at the start when it fits; each reads back", () => {
    const s = createStandin({ locale: "fr_FR" });
    const ss = s.spreadsheet as unknown as GoogleAppsScript.Spreadsheet.Spreadsheet;
    const h = host();
    const first = saveTabs(ss, h, [{ role: "a", rows: [["A1", "A2"], ["A3"]] }]);
    // text and blanks only: all automatic, no formula (marked so that Undo reads neither back)
    const marks = { formats: true, automatic: true, formulas: false };
    expect(first).toEqual([{ role: "a", rows: 2, cols: 2, col: 0, ...marks }]);
    // an action saves, then fails: the event keeps `first` as its undo; its cells are still there
    const h2 = structuredClone(h);
    const second = saveTabs(ss, h2, [{ role: "b", rows: [["B1"], ["B2"], ["B3"]] }]);
    expect(second).toEqual([{ role: "b", rows: 3, cols: 1, col: 2, ...marks }]);
    const read = () => {
      const g = ss.getSheetByName("Undo")!.getDataRange();
      return { values: g.getValues(), formulas: g.getFormulas(), formats: g.getNumberFormats() };
    };
    expect(savedRows(read(), first[0]!).rows).toEqual([
      ["'A1", "'A2"],
      ["'A3", ""],
    ]);
    // the next save after `second` fits before it (1 column ≤ 2): back at column 0
    const third = saveTabs(ss, h2, [{ role: "c", rows: [["C1"]] }]);
    expect(third[0]!.col).toBe(0);
    expect(savedRows(read(), second[0]!).rows).toEqual([["'B1"], ["'B2"], ["'B3"]]);
    expect(savedRows(read(), third[0]!).rows).toEqual([["'C1"]]);
    // wider than the room before `third`: after it
    const fourth = saveTabs(ss, h2, [{ role: "d", rows: [["D1", "D2", "D3"]] }]);
    expect(fourth[0]!.col).toBe(1);
    expect(savedRows(read(), third[0]!).rows).toEqual([["'C1"]]);
  });
});
