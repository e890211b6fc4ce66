/**
 * Prepare the Masters again after rows were inserted by hand among the candidates and the games:
 * the tab is laid out afresh, its checkboxes and rules on the candidates' and the games' rows only
 * (none left behind on a row below them, pushed down by the rows inserted); Update the Masters then
 * its Undo leave them exactly so. Through the bundle.
 */
import { describe, expect, it } from "vitest";
import { circuit2025 } from "./year-2025";

/** The Masters tab's rules, cell by cell (row, column, kind). */
function rules(c: ReturnType<typeof circuit2025>): string[] {
  const sheet = c.b.standin.spreadsheet.getSheetByName(c.tabs.masters!)!;
  const range = sheet.getRange(1, 1, sheet.getMaxRows(), 28);
  const out: string[] = [];
  for (const [r, row] of range.getDataValidations().entries())
    for (const [col, v] of row.entries())
      if (v) out.push(`${r + 1}:${col + 1}:${String(v.getCriteriaType())}`);
  return out;
}

describe("Prepare the Masters again after rows inserted by hand", () => {
  it("leaves no checkbox or rule off the candidates and games; Update then Undo keep them so", () => {
    const c = circuit2025(30);
    expect(c.call("arbitreComputeCircuit", { final: true, year: 2025 }).ok).toBe(true);
    expect(c.call("arbitrePrepareMasters", { year: 2025 }).ok).toBe(true);
    const fresh = rules(c);
    const sheet = c.b.standin.spreadsheet.getSheetByName(c.tabs.masters!)!;
    sheet.insertRowBefore(12);
    sheet.insertRowBefore(60);
    expect(c.call("arbitrePrepareMasters", { year: 2025, confirm: true }).ok).toBe(true);
    // the same layout as a first Prepare: the games on rows 5 to 124, nothing on 125 and 126
    expect(rules(c)).toEqual(fresh);
    const u = c.call("arbitreUpdateMasters", {});
    expect(u.ok, u.error).toBe(true);
    expect(c.call("arbitreUndoLastAction", {}).ok).toBe(true);
    expect(rules(c)).toEqual(fresh);
  });
});
