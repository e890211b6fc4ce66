import { describe, expect, it } from "vitest";
import { big, mid, run, scaled, small } from "./property-check";

describe("Dust Tactics pairing properties (P1–P3, P5, P6: see property-check.ts)", () => {
  it("2–24 entrants, up to n + 2 rounds (1,000 tournaments; 400 unless ARBITRE_PROPERTY_FULL=1): the optimum is checked by enumeration (≤ 12) or by the independent oracle (13–64, late entries included) in most rounds", () => {
    const reached = run("dust", 1000, small, 20261);
    console.log("Dust property stats, small fields", reached);
    expect(reached.dustExact).toBeGreaterThan(scaled(500));
    expect(reached.dustOracle).toBeGreaterThan(scaled(500));
    expect(reached.dustOracleGaveUp).toBeLessThan(reached.dustOracle / 10);
    expect(reached.dustSquares).toBeGreaterThan(scaled(100));
  }, 240_000);
  it("25–100 entrants (120 tournaments; 48 unless ARBITRE_PROPERTY_FULL=1): the independent oracle checks the rounds up to 64 entrants (within its search budget)", () => {
    const reached = run("dust", 120, mid, 20262);
    console.log("Dust property stats, 25–100", reached);
    expect(reached.dustOracle).toBeGreaterThan(scaled(200));
    expect(reached.dustOracleGaveUp).toBeLessThan(reached.dustOracle / 10);
  }, 240_000);
  it("101–300 entrants (25 tournaments; 10 unless ARBITRE_PROPERTY_FULL=1)", () => {
    run("dust", 25, big, 20263);
  });
});
