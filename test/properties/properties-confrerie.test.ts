import { describe, expect, it } from "vitest";
import { pairNextRound } from "../../src/lib/index";
import { big, manyRounds, mid, run, small, stats, usual } from "./property-check";
import { simulate } from "./simulate";

describe("Confrérie pairing properties (P1–P4, P6: see property-check.ts)", () => {
  it("small fields, many rounds (1,000 tournaments)", () => run("confrerie", 1000, small, manyRounds));
  it("25–100 entrants (120 tournaments)", () => run("confrerie", 120, mid, usual));
  it("101–300 entrants (25 tournaments)", () => run("confrerie", 25, big, usual));
  it("the random tournaments reach stuck pairings, rematch-only rounds, passed-over byes", () => {
    console.log("Confrérie property stats", stats);
    expect(stats.stuck).toBeGreaterThan(50);
    expect(stats.rematchRounds).toBeGreaterThan(50);
    expect(stats.byePassed).toBeGreaterThan(10);
  });
});

describe("determinism", () => {
  it("same input, same output byte for byte; entrant order does not matter", () => {
    for (const system of ["confrerie", "dust"] as const) {
      for (let k = 0; k < 40; k++) {
        const input = simulate({ n: 3 + k * 3, system, seed: 77 + k, dropRate: 0.05, lateRate: 0.3 });
        const a = JSON.stringify(pairNextRound(input));
        const b = JSON.stringify(pairNextRound(JSON.parse(JSON.stringify(input))));
        const c = JSON.stringify(pairNextRound({ ...input, entrants: input.entrants.slice().reverse() }));
        expect(b).toBe(a);
        expect(c).toBe(a);
      }
    }
  });
});
