/**
 * When one result counts (three tournaments: ⌊3/2⌋ = 1), the Ranking tab and "Why this rank?" say
 * « Le meilleur résultat compte », not « Les 1 meilleurs résultats comptent ». Through the bundle.
 */
import { describe, expect, it } from "vitest";
import { circuit2025, type Json } from "./year-2025";

describe("one counted result", () => {
  it("the Ranking tab's line and Why this rank? are in the singular", () => {
    const c = circuit2025();
    const r = c.call("arbitreComputeCircuit", { final: true, year: 2025 }) as Json;
    expect(r.ok, r.error).toBe(true);
    const line = (c.b.standin.values(`'${c.tabs.ranking}'!A2`) as unknown[][])[0]![0];
    expect(line).toBe("Le meilleur résultat compte sur 3 tournois\u202f; les autres sont en gris.");
    const why = c.call("arbitreExplainRank", { name: "Joueur 02" }) as Json;
    expect(why.text).toMatch(/^Joueur 02 est 2e avec \d+ points \(le meilleur résultat sur 3 tournois\)/);
  });
});
