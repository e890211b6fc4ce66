/**
 * A row inserted among the Masters' games (or among the candidates) by the organiser, then Update
 * the Masters, or Prepare the Masters again, and its Undo: every checkbox and rule is back on the
 * cell it was on (the 120th game's top-top, pushed down a row, keeps its checkbox; the blank row
 * inserted gets none). Through the bundle.
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

describe("Undo of Update the Masters, or of Prepare again, after a row inserted by hand", () => {
  it.each([
    ["arbitreUpdateMasters", "among the games", 40],
    ["arbitreUpdateMasters", "among the candidates and the first games", 8],
    ["arbitrePrepareMasters", "among the games", 40],
    ["arbitrePrepareMasters", "among the candidates and the first games", 8],
  ])("%s, a row inserted %s: every checkbox and rule back where it was", (fn, _, at) => {
    const c = circuit2025(30);
    expect(c.call("arbitreComputeCircuit", { final: true, year: 2025 }).ok).toBe(true);
    expect(c.call("arbitrePrepareMasters", { year: 2025 }).ok).toBe(true);
    c.b.standin.spreadsheet.getSheetByName(c.tabs.masters!)!.insertRowBefore(at);
    c.b.standin.write(`'${c.tabs.masters}'!L5`, [
      [6, 6, 0, 0, true],
      [7, 5, 1, 0, false],
    ]);
    const before = rules(c);
    // the last game, pushed down to row 125, has its top-top checkbox
    expect(before).toContain("125:16:CHECKBOX");
    const u = c.call(fn, fn === "arbitrePrepareMasters" ? { year: 2025, confirm: true } : {});
    expect(u.ok, u.error).toBe(true);
    // Update never touches them
    if (fn === "arbitreUpdateMasters") expect(rules(c)).toEqual(before);
    const undone = c.call("arbitreUndoLastAction", {});
    expect(undone.ok, undone.error).toBe(true);
    expect(rules(c)).toEqual(before);
  });
});

describe("Undo of Update the Masters after a row inserted since (the organiser says go ahead)", () => {
  it("puts the games back on their rows with their checkboxes and rules, none on a row without a game", () => {
    const c = circuit2025(30);
    expect(c.call("arbitreComputeCircuit", { final: true, year: 2025 }).ok).toBe(true);
    expect(c.call("arbitrePrepareMasters", { year: 2025 }).ok).toBe(true);
    c.b.standin.write(`'${c.tabs.masters}'!L5`, [[6, 6, 0, 0, true]]);
    const before = rules(c);
    const u = c.call("arbitreUpdateMasters", {});
    expect(u.ok, u.error).toBe(true);
    c.b.standin.spreadsheet.getSheetByName(c.tabs.masters!)!.insertRowBefore(40);
    const asked = c.call("arbitreUndoLastAction", {});
    expect(asked.ok).toBe(false);
    const undone = c.call("arbitreUndoLastAction", { confirm: true });
    expect(undone.ok, undone.error).toBe(true);
    expect(rules(c)).toEqual(before);
  });
});
