/**
 * A place no tournament can have (1000000000000, or 25 in a tournament of 20 results) is named at
 * the row where it is typed, not at the row after the place it left missing; a gap with every
 * place within the results is still said at the row after it. Final and duplicate places alike.
 */
import { describe, expect, it } from "vitest";
import { circuit2025, circuitWith } from "./year-2025";

function refusal(c: ReturnType<typeof circuit2025>): string {
  const r = c.call("arbitreComputeCircuit", {});
  expect(r.ok).toBe(false);
  return String(r.error);
}

describe("a place beyond the tournament's results", () => {
  it.each([[1e12], [25]])("%s typed for 4th place: named at its own row", (place) => {
    const c = circuit2025();
    // row 5 is T1's 4th place
    c.b.standin.write(`'${c.tabs.results}'!C5`, [[place]]);
    const error = refusal(c);
    expect(error).toContain(
      `onglet «\u00a0Résultats\u00a0», ligne 5, colonne Place finale\u00a0: place ${place} au tournoi «\u00a0T1\u00a0»\u00a0: c'est plus que son nombre de résultats (20)\u202f; il manque la place 4`,
    );
    expect(error).not.toContain("ligne 6");
  });
  it("a gap within the results is still said at the row after it", () => {
    const c = circuit2025();
    // T1's 4th place typed 5: places 1, 2, 3, 5, 5, 6 … : 5 twice and 4 missing
    c.b.standin.write(`'${c.tabs.results}'!C5`, [[5]]);
    expect(refusal(c)).toContain(
      "il manque la place 4 au tournoi «\u00a0T1\u00a0» (place suivante\u00a0: 5)",
    );
  });
  it("a duplicate place of 1000000000000 in a pool tournament: named at its own row", () => {
    const c = circuitWith(
      [["P1", "Club", "2025-03-10", "poules"]],
      [
        ["P1", "Anne", 1, 2],
        ["P1", "Bruno", 2, 1e12],
        ["P1", "Chloé", 3, 3],
      ],
    );
    expect(refusal(c)).toContain(
      "ligne 3, colonne Place au duplicate\u00a0: place au duplicate 1000000000000 au tournoi «\u00a0P1\u00a0»\u00a0: c'est plus que son nombre de résultats (3)\u202f; il manque la place au duplicate 1",
    );
  });
});
