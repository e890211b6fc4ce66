/**
 * Check and compute asked without a choice of ranking (the menu's item, a request `{}`) recomputes the ranking
 * the Ranking tab shows: an organiser who picked a past date or a year-end ranking keeps it after adding
 * results; `asOf: ""` asks for the ranking after the last tournament. As the Tarot dashboard does.
 */
import { describe, expect, it } from "vitest";
import { circuit2025, type Json } from "./year-2025";

describe("Check and compute without a choice", () => {
  it("keeps the ranking shown; an empty date is the ranking after the last tournament", () => {
    const c = circuit2025();
    const title = () => (c.b.standin.values(`'${c.tabs.ranking}'!A1`) as unknown[][])[0]![0];
    const shown = (req: object) => {
      const r = c.call("arbitreComputeCircuit", req) as Json;
      expect(r.ok, r.error).toBe(true);
      return [r.state.circuit.shown.asOf, r.state.circuit.shown.final];
    };
    expect(shown({})).toEqual(["", false]);
    expect(title()).toMatch(/après le dernier tournoi/);
    expect(shown({ asOf: "2025-04-30" })).toEqual(["2025-04-30", false]);
    expect(shown({})).toEqual(["2025-04-30", false]);
    expect(title()).toMatch(/au 30\/04\/2025/);
    expect(shown({ final: true, year: 2025 })).toEqual(["", true]);
    expect(shown({})).toEqual(["", true]);
    expect(shown({ asOf: "" })).toEqual(["", false]);
    expect(title()).toMatch(/après le dernier tournoi/);
  });
});
