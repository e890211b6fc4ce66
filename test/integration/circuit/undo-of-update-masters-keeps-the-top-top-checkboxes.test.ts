/**
 * Undo of Update the Masters (the standings computed from the games typed) leaves the Masters tab's
 * input look as it was: every top-top and withdrawal checkbox, the counts' rules and the grey bands,
 * cell by cell, and the top-top ticks typed. Through the bundle.
 */
import { describe, expect, it } from "vitest";
import { circuit2025 } from "./year-2025";

/** The Masters tab's rules (cell and kind), backgrounds that are not white, and the top-top column P. */
function inputs(c: ReturnType<typeof circuit2025>): { rules: string[]; bands: string[]; ticks: unknown[] } {
  const sheet = c.b.standin.spreadsheet.getSheetByName(c.tabs.masters!)!;
  const range = sheet.getRange(5, 1, sheet.getMaxRows() - 4, 28);
  const rules: string[] = [];
  const bands: string[] = [];
  for (const [r, row] of range.getDataValidations().entries())
    for (const [col, v] of row.entries())
      if (v) rules.push(`${r + 5}:${col + 1}:${String(v.getCriteriaType())}`);
  for (const [r, row] of range.getBackgrounds().entries())
    for (const [col, b] of row.entries()) if (b !== "#ffffff") bands.push(`${r + 5}:${col + 1}:${b}`);
  return { rules, bands, ticks: c.b.standin.values(`'${c.tabs.masters}'!P5:P124`).map((r) => r[0]) };
}

describe("Undo of Update the Masters", () => {
  it("keeps the top-top checkboxes, the rules, the bands and the ticks typed", () => {
    const c = circuit2025(30);
    expect(c.call("arbitreComputeCircuit", { final: true, year: 2025 }).ok).toBe(true);
    expect(c.call("arbitrePrepareMasters", { year: 2025 }).ok).toBe(true);
    // every game a 6–6 draw, one in two a top-top
    c.b.standin.write(
      `'${c.tabs.masters}'!L5`,
      Array.from({ length: 120 }, (_, i) => [6, 6, 0, 0, i % 2 === 0]),
    );
    const before = inputs(c);
    expect(before.rules.filter((r) => r.endsWith(":16:CHECKBOX"))).toHaveLength(120);
    const u = c.call("arbitreUpdateMasters", {});
    expect(u.ok, u.error).toBe(true);
    const undone = c.call("arbitreUndoLastAction", {});
    expect(undone.ok, undone.error).toBe(true);
    expect(inputs(c)).toEqual(before);
  });
});
