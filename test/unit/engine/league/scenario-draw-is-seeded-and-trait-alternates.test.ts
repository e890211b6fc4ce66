/** The match sheet's scenario draw (seeded, with replacement) and "trait" advantage (RULES §3). */
import { describe, expect, it } from "vitest";
import { drawScenarios, traitAdvantage } from "../../../../src/engine/league/match-sheet";

const LIST = ["Invasion", "Pillage", "Domination", "Kill", "Loot", "Raze"];

describe("scenario draw", () => {
  it("one scenario per table, from the list, the same for the same seed and match, another for another match", () => {
    const a = drawScenarios(LIST, 4, 42, 1);
    expect(a).toHaveLength(4);
    for (const s of a) expect(LIST).toContain(s);
    expect(drawScenarios(LIST, 4, 42, 1)).toEqual(a);
    const others = [2, 3, 4, 5, 6].map((m) => drawScenarios(LIST, 4, 42, m).join("|"));
    expect(others.some((o) => o !== a.join("|"))).toBe(true);
  });
  it("with replacement: over many draws a scenario lands twice on one match, and every one is drawn", () => {
    const draws = Array.from({ length: 200 }, (_, m) => drawScenarios(LIST, 4, 7, m));
    expect(draws.some((d) => new Set(d).size < 4)).toBe(true);
    expect(new Set(draws.flat())).toEqual(new Set(LIST));
  });
  it("blank entries are ignored; an empty list is refused", () => {
    expect(drawScenarios(["", " Pillage ", ""], 4, 1)).toEqual(["Pillage", "Pillage", "Pillage", "Pillage"]);
    expect(() => drawScenarios(["", " "], 4, 1)).toThrow(/league.noScenario/);
  });
});

describe("trait advantage", () => {
  it("aller: the host on tables 1 and 3; retour: the host on 2 and 4", () => {
    expect([1, 2, 3, 4].map((t) => traitAdvantage("aller", t))).toEqual([
      "host",
      "visitor",
      "host",
      "visitor",
    ]);
    expect([1, 2, 3, 4].map((t) => traitAdvantage("retour", t))).toEqual([
      "visitor",
      "host",
      "visitor",
      "host",
    ]);
  });
});
