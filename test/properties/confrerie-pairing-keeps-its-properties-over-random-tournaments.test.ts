import { describe, expect, it } from "vitest";
import { pairNextRound } from "../../src/lib/index";
import { big, mid, run, scaled, small } from "./property-check";
import { simulate } from "./simulate";

describe("Confrérie pairing properties (P1–P4, P6: see property-check.ts)", () => {
  it("2–24 entrants, up to n + 2 rounds (1,000 tournaments; 400 unless ARBITRE_PROPERTY_FULL=1), reaching stuck pairings, rematch-only rounds and passed-over byes", () => {
    const reached = run("confrerie", 1000, small, 20251);
    console.log("Confrérie property stats, small fields", reached);
    expect(reached.stuck).toBeGreaterThan(scaled(50));
    expect(reached.rematchRounds).toBeGreaterThan(scaled(50));
    expect(reached.byePassed).toBeGreaterThan(scaled(10));
  });
  it("25–100 entrants (120 tournaments; 48 unless ARBITRE_PROPERTY_FULL=1)", () => {
    run("confrerie", 120, mid, 20252);
  });
  it("101–300 entrants (25 tournaments; 10 unless ARBITRE_PROPERTY_FULL=1)", () => {
    run("confrerie", 25, big, 20253);
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
