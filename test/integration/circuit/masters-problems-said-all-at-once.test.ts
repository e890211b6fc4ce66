/**
 * The Masters tab's problems come all at once: a blank count on one game, 13 coups on another and a
 * top-top on a game that is not a draw are listed together by Update Masters (and the button's
 * reason), not one after the other is fixed. Through the real bundle.
 */
import { describe, expect, it } from "vitest";
import { circuit2025, type Json } from "./year-2025";

function ok(r: Json): Json {
  expect(r.ok, r.error).toBe(true);
  return r;
}

describe("the Masters tab's problems", () => {
  it("a blank coups, 13 coups and a top-top not drawn: three problems in one message", () => {
    const c = circuit2025();
    ok(c.call("arbitreComputeCircuit", { final: true, year: 2025 }));
    ok(c.call("arbitrePrepareMasters", { year: 2025 }));
    c.b.standin.write(`'${c.tabs.masters}'!L5`, [
      ["", 5, 0, 0, false],
      [13, 0, 0, 0, false],
      [7, 5, 0, 0, true],
    ]);
    const r = c.call("arbitreUpdateMasters", {});
    expect(r.ok).toBe(false);
    expect(r.error).toMatch(/^3 problèmes dans l'onglet «\u00a0Masters\u00a0»/);
    expect(r.error).toMatch(/ligne 5, colonne Coups A\u00a0: les coups manquent/);
    expect(r.error).toMatch(/ligne 6, colonne Coups A\u00a0: .*«\u00a013\u00a0»/);
    expect(r.error).toMatch(/ligne 7, colonne Top-top\u00a0: top-top marqué sur un match non nul/);
    const st = c.call("arbitreGetState");
    expect(st.actions.updateMasters.enabled).toBe(false);
    expect(st.actions.updateMasters.reason).toMatch(
      /^corrigez d.abord\u00a0: .*ligne 5.* \(et 2 autres problèmes\)$/,
    );
  });
});
