/**
 * The common mistakes of a pasted list are said once, not once per row: a circuit tournament's
 * results pasted twice, a Tarot tournament's deals pasted twice, the results of a tournament whose
 * own row was refused (its date), the results of an unknown tournament. Through the real bundle.
 */
import { describe, expect, it } from "vitest";
import { loadBundle } from "../../tools/standin/index";
import { circuitWith } from "./circuit/year-2025";
import { clubRows } from "./tarot/club";

// biome-ignore lint/suspicious/noExplicitAny: answers are plain JSON from the bundle.
type Json = any;

const players = (n: number) => Array.from({ length: n }, (_, i) => `Joueur ${i + 1}`);

function circuit(tournaments: unknown[][], results: unknown[][]) {
  return circuitWith(tournaments, results).call("arbitreComputeCircuit", {}) as Json;
}

const problemLines = (error: string) => error.split("\n").filter((l) => l.startsWith("•"));

describe("said once", () => {
  it("circuit: a 34-player list pasted twice is one problem naming both copies' rows", () => {
    const list = players(34).map((p, i) => ["BEZ26", p, i + 1, ""]);
    const r = circuit([["BEZ26", "Béziers", "2026-02-01", "duplicate"]], [...list, ...list]);
    expect(r.ok).toBe(false);
    expect(problemLines(r.error)).toEqual([
      "• onglet «\u00a0Résultats\u00a0», ligne 36, colonne Tournoi\u00a0: les résultats du tournoi «\u00a0BEZ26\u00a0» apparaissent deux fois, lignes 2–35 et 36–69\u00a0: supprimez une des deux copies",
    ]);
  });

  it("circuit: a tournament refused for its date is one problem, not one more per result", () => {
    const list = players(38).map((p, i) => ["TOU26", p, i + 1, ""]);
    const r = circuit([["TOU26", "Toulouse", "le 15 février", "duplicate"]], list);
    expect(r.ok).toBe(false);
    expect(problemLines(r.error)).toHaveLength(1);
    expect(r.error).toContain("ligne 2, colonne Date\u00a0: date «\u00a0le 15 février\u00a0» invalide");
  });

  it("circuit: the results of an unknown tournament are one problem, with how many rows", () => {
    const r = circuit(
      [["BEZ26", "Béziers", "2026-02-01", "duplicate"]],
      [["BEZ26", "Anne", 1, ""], ...players(12).map((p, i) => ["BZE26", p, i + 1, ""])],
    );
    expect(problemLines(r.error)).toEqual([
      "• onglet «\u00a0Résultats\u00a0», ligne 3, colonne Tournoi\u00a0: tournoi «\u00a0BZE26\u00a0» inconnu, sur 12 lignes à partir d'ici\u00a0: il n'est pas dans la liste des tournois",
    ]);
  });

  it("Tarot: a tournament's deals pasted twice are one problem naming both copies' rows", () => {
    const b = loadBundle("build/Code.js", { locale: "fr_FR" });
    const r = b.call("arbitreCreateEvent", {
      system: "tarot-duplicate",
      name: "Club",
      date: "2025-10-01",
    }) as Json;
    const tabs = r.state.tarot.tabs as Record<string, string>;
    const rows = clubRows({ players: 14, tournaments: 2, deals: 16, first: "2025-10-03" });
    const t2 = rows.filter((x) => x[0] === "T002");
    b.standin.write(`'${tabs.deals}'!A2`, [...rows, ...t2]);
    const got = b.call("arbitreComputeTarot", {}) as Json;
    expect(got.ok).toBe(false);
    const first = rows.length - t2.length + 2;
    const second = rows.length + 2;
    expect(problemLines(got.error)).toEqual([
      `• onglet «\u00a0Donnes\u00a0», ligne ${second}, colonne Tournoi\u00a0: les donnes du tournoi «\u00a0T002\u00a0» apparaissent deux fois, lignes ${first}–${second - 1} et ${second}–${second + t2.length - 1}\u00a0: supprimez une des deux copies`,
    ]);
  });
});
