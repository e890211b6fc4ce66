/**
 * "Why this rank?" with a problem in the tabs says what is wrong (the first problem and how many
 * more), not that the ranking is still to compute. Circuit and Tarot, through the real bundle.
 */
import { describe, expect, it } from "vitest";
import { circuit2025, type Json } from "./circuit/year-2025";
import { newClub } from "./tarot/club";

describe("Why this rank? with a problem", () => {
  it("circuit: a place given twice after a computation", () => {
    const c = circuit2025();
    expect((c.call("arbitreComputeCircuit", {}) as Json).ok).toBe(true);
    c.b.standin.write(`'${c.tabs.results}'!C3`, [[1]]);
    const why = c.call("arbitreExplainRank", { name: "Joueur 01" }) as Json;
    expect(why.ok).toBe(false);
    expect(why.text).toMatch(
      /^corrigez d'abord\u00a0: onglet «\u00a0Résultats\u00a0», ligne 3, colonne Place finale\u00a0: la place 1 du tournoi «\u00a0T1\u00a0» est déjà donnée ligne 2/,
    );
  });

  it("Tarot: a side that is not one after a computation", () => {
    const c = newClub({ players: 4, tournaments: 1, deals: 8, first: "2026-01-07" });
    expect(c.call("arbitreComputeTarot", {}).ok).toBe(true);
    c.b.standin.write(`'${c.tabs.deals}'!D2`, [["milieu"]]);
    const why = c.call("arbitreExplainRank", { name: "Anne" }) as Json;
    expect(why.ok).toBe(false);
    expect(why.text).toMatch(
      /^corrigez d'abord\u00a0: onglet «\u00a0Donnes\u00a0», ligne 2, colonne Position/,
    );
  });
});
