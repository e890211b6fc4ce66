/**
 * Undo of Prepare the Masters puts the Masters tab back as it was: after the first Prepare, no
 * checkbox, no rule and no grey band is left on the blanked tab; after a Prepare again (a
 * withdrawal), the first Prepare's checkboxes and rules are there again, over its own rows.
 * Through the bundle.
 */
import { describe, expect, it } from "vitest";
import { circuit2025 } from "./year-2025";

type Look = { rules: string[]; backgrounds: string[] };

/** The Masters tab's data-validation rules (kind and cells) and its non-white backgrounds, from row 5. */
function lookOf(c: ReturnType<typeof circuit2025>): Look {
  const sheet = c.b.standin.spreadsheet.getSheetByName(c.tabs.masters!)!;
  const range = sheet.getRange(5, 1, sheet.getMaxRows() - 4, Math.min(28, sheet.getMaxColumns()));
  const rules: string[] = [];
  const backgrounds: string[] = [];
  const validations = range.getDataValidations();
  const colours = range.getBackgrounds();
  for (const [r, row] of validations.entries())
    for (const [col, v] of row.entries())
      if (v) rules.push(`${r + 5}:${col + 1}:${String(v.getCriteriaType())}`);
  for (const [r, row] of colours.entries())
    for (const [col, b] of row.entries())
      if (b && b.toLowerCase() !== "#ffffff") backgrounds.push(`${r + 5}:${col + 1}:${b}`);
  return { rules, backgrounds };
}

describe("Undo of Prepare the Masters", () => {
  it("leaves no checkbox, rule or band on the tab the first Prepare laid out", () => {
    const c = circuit2025(20);
    expect(c.call("arbitreComputeCircuit", { final: true, year: 2025 }).ok).toBe(true);
    const before = lookOf(c);
    expect(before.rules).toEqual([]);
    const p = c.call("arbitrePrepareMasters", { year: 2025 });
    expect(p.ok, p.error).toBe(true);
    expect(lookOf(c).rules.length).toBeGreaterThan(0);
    const u = c.call("arbitreUndoLastAction", {});
    expect(u.ok, u.error).toBe(true);
    expect(lookOf(c)).toEqual(before);
  });

  it("puts back the first Prepare's checkboxes and rules after a Prepare again", () => {
    // 30 players: the candidates listed go down to the 8th after the field's last, 24 then 25
    const c = circuit2025(30);
    expect(c.call("arbitreComputeCircuit", { final: true, year: 2025 }).ok).toBe(true);
    expect(c.call("arbitrePrepareMasters", { year: 2025 }).ok).toBe(true);
    const first = lookOf(c);
    // Joueur 03 withdraws: the field and its candidates change
    c.b.standin.write(`'${c.tabs.masters}'!D7`, [[true]]);
    const again = c.call("arbitrePrepareMasters", { year: 2025, confirm: true });
    expect(again.ok, again.error).toBe(true);
    expect(lookOf(c)).not.toEqual(first);
    const u = c.call("arbitreUndoLastAction", { confirm: true });
    expect(u.ok, u.error).toBe(true);
    expect(lookOf(c)).toEqual(first);
  });
});
