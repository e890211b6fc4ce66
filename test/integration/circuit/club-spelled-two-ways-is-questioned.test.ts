/**
 * A club (series) written "Nîmes" one year and "Nimes" the next is questioned, as a player's name
 * is: otherwise NIM24 would not replace NIM23 and every total would change silently. Through the
 * real bundle: Check and compute refuses, names both spellings and their rows, and writes nothing.
 */
import { describe, expect, it } from "vitest";
import { RESULTS, TOURNAMENTS } from "../../unit/engine/circuit/fixtures/two-seasons";
import { circuitWith } from "./year-2025";

function circuit(nimes24: string) {
  return circuitWith(
    [
      ...TOURNAMENTS.map((x) => [x.id, x.series, x.date, x.format === "pool" ? "poules" : "duplicate"]),
      ["NIM24", nimes24, "2024-04-14", "duplicate"],
    ],
    [
      ...RESULTS.map((x) => [x.tournament, x.player, x.place, x.duplicatePlace ?? ""]),
      ["NIM24", "Chloé", 1, ""],
      ["NIM24", "Émile", 2, ""],
    ],
    "2023-01-01",
  );
}

describe("a club spelled two ways", () => {
  it("« Nimes » after « Nîmes »: refused, both spellings named, nothing written", () => {
    const c = circuit("Nimes");
    const before = JSON.stringify(c.b.standin.values(`'${c.tabs.ranking}'!A1:L20`));
    const r = c.call("arbitreComputeCircuit", {});
    expect(r.ok).toBe(false);
    expect(r.error).toContain(
      "onglet «\u00a0Tournois\u00a0», ligne 9, colonne Série (club)\u00a0: «\u00a0Nimes\u00a0» et «\u00a0Nîmes\u00a0» (ligne 4) semblent être le même club",
    );
    expect(JSON.stringify(c.b.standin.values(`'${c.tabs.ranking}'!A1:L20`))).toBe(before);
  });

  it("written the same way, NIM24 replaces NIM23", () => {
    const c = circuit("Nîmes");
    const r = c.call("arbitreComputeCircuit", {});
    expect(r.ok, r.error).toBe(true);
    const head = (c.b.standin.values(`'${c.tabs.ranking}'!A3:L3`) as unknown[][])[0]!;
    expect(head).toContain("NIM24 (14/04/2024)");
    expect(head.some((h) => String(h).startsWith("NIM23"))).toBe(false);
  });
});
