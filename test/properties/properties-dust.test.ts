import { describe, expect, it } from "vitest";
import { big, mid, run, small } from "./property-check";

describe("Dust Tactics pairing properties (P1–P3, P5, P6: see property-check.ts)", () => {
  it("2–24 entrants, up to n + 2 rounds (1,000 tournaments): the exact check runs often; the bracket method alone is exact at the first boundary, ≤ 5 % off below", () => {
    const reached = run("dust", 1000, small, 20261);
    console.log("Dust property stats, small fields", reached);
    expect(reached.dustExact).toBeGreaterThan(500);
    expect(reached.bracketMissFirst).toBe(0);
    expect(reached.bracketMiss / reached.bracketRuns).toBeLessThan(0.05);
  });
  it("25–100 entrants (120 tournaments)", () => {
    run("dust", 120, mid, 20262);
  });
  it("101–300 entrants (25 tournaments)", () => {
    run("dust", 25, big, 20263);
  });
});
