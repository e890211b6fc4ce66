import { describe, expect, it } from "vitest";
import { big, manyRounds, mid, run, small, stats, usual } from "./property-check";

describe("Dust Tactics pairing properties (P1–P3, P5, P6: see property-check.ts)", () => {
  it("small fields, many rounds (1,000 tournaments)", () => run("dust", 1000, small, manyRounds));
  it("25–100 entrants (120 tournaments)", () => run("dust", 120, mid, usual));
  it("101–300 entrants (25 tournaments)", () => run("dust", 25, big, usual));
  it("the exact check ran often; the bracket method alone is exact at the first boundary, ≤ 5 % off below", () => {
    console.log("Dust property stats", stats);
    expect(stats.dustExact).toBeGreaterThan(500);
    expect(stats.bracketMissFirst).toBe(0);
    expect(stats.bracketMiss / stats.bracketRuns).toBeLessThan(0.05);
  });
});
