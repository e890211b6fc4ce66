/**
 * A Masters withdrawal typed by hand in the Forfait column (« oui », "x", 1, "TRUE"…) is read as the
 * checkbox ticked, as the top-top cell is: Prepare the Masters again takes the player out. Anything
 * else is named with its tab, row and column, and Prepare is refused (its button too), nothing
 * written. Through the bundle.
 */
import { describe, expect, it } from "vitest";
import { circuit2025, type Json } from "./year-2025";

function prepared() {
  const c = circuit2025();
  expect(c.call("arbitreComputeCircuit", { final: true, year: 2025 }).ok).toBe(true);
  expect(c.call("arbitrePrepareMasters", { year: 2025 }).ok).toBe(true);
  return c;
}

describe("a Masters withdrawal typed by hand", () => {
  for (const typed of ["oui", "Oui", "x", "yes", 1, "TRUE"]) {
    it(`${JSON.stringify(typed)} takes Joueur 03 out on Prepare again`, () => {
      const c = prepared();
      // row 7: the third candidate, Joueur 03
      c.b.standin.type(`'${c.tabs.masters}'!D7`, typed);
      const again = c.call("arbitrePrepareMasters", { year: 2025 }) as Json;
      expect(again.ok, again.error).toBe(true);
      expect(again.message).toContain(
        "Forfait\u00a0: Joueur 03\u202f; à leur place dans le Masters\u00a0: Joueur 17.",
      );
    });
  }

  it("« peut-être » is named with its cell; Prepare is refused, its button too, nothing written", () => {
    const c = prepared();
    c.b.standin.type(`'${c.tabs.masters}'!D7`, "peut-être");
    const before = JSON.stringify(c.b.standin.values(`'${c.tabs.masters}'!A1:AB130`));
    const state = c.call("arbitreGetState") as Json;
    const r = c.call("arbitrePrepareMasters", { year: 2025 }) as Json;
    expect(r.ok).toBe(false);
    expect(r.error).toContain("«\u00a0peut-être\u00a0» illisible");
    expect(r.error).toContain(c.tabs.masters);
    expect(r.error).toMatch(/ligne 7/);
    expect(r.error).toContain("Forfait");
    expect(JSON.stringify(c.b.standin.values(`'${c.tabs.masters}'!A1:AB130`))).toBe(before);
    const button = state.actions.prepareMasters;
    expect(button.enabled).toBe(false);
    expect(button.reason).toContain("«\u00a0peut-être\u00a0» illisible");
  });
});
