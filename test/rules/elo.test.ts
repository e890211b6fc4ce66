/**
 * Audit of RULES §4 (Elo): E(d) = Φ(d / (200·√2)); K = 50 until 10 games, then 40, by games played
 * before the round; V = K × (S − E) rounded half away from zero, per game; all games of a round use
 * the ratings from before the round. Reference Φ values computed independently
 * (Python math.erf: Φ(z) = ½(1 + erf(z/√2))):
 *   d = 100 → 0.6381631950841185   d = 677 → 0.9916570433669245   d = 50 → 0.5701581024006669
 *   d = 75  → 0.604558838529688    d = −25 → 0.46478401113880646
 */
import { describe, expect, it } from "vitest";
import { eloDelta, eloExpected, eloK, eloRatings } from "../../src/engine/index";
import { eloDeltaFromExpected } from "../../src/engine/ratings/elo";
import { runFunction } from "../../src/sheets/functions/index";

describe("§4 expected score", () => {
  it("50 % at equal ratings, 0.9917 at +677, Φ at +100 (not the seed's 0.71)", () => {
    expect(eloExpected(2000, 2000)).toBe(0.5);
    expect(eloExpected(2677, 2000)).toBeCloseTo(0.9916570433669245, 14);
    expect(eloExpected(2000, 2677)).toBeCloseTo(1 - 0.9916570433669245, 14);
    expect(eloExpected(2000, 1900)).toBeCloseTo(0.6381631950841185, 14);
    expect(eloExpected(1900, 2000)).toBeCloseTo(1 - 0.6381631950841185, 14);
    // the curve only reaches 0 / 1 at infinity
    expect(eloExpected(3000, 2000)).toBeLessThan(1);
    expect(eloExpected(2000, 3000)).toBeGreaterThan(0);
  });
  it("logistic option: 1 / (1 + 10^(−d/400))", () => {
    expect(eloExpected(2100, 2000, "logistic")).toBeCloseTo(1 / (1 + 10 ** -0.25), 14);
  });
});

describe("§4 V = K × (S − E), rounded half away from zero", () => {
  it("the seed's example with Φ: 2000 vs 1900, K 50", () => {
    // win 50 × 0.36184 = 18.09 → 18; loss 50 × (−0.63816) = −31.9 → −32; draw −6.9 → −7
    expect(eloDelta(2000, 1900, 1, 50)).toBe(18);
    expect(eloDelta(2000, 1900, 0, 50)).toBe(-32);
    expect(eloDelta(2000, 1900, 0.5, 50)).toBe(-7);
    expect(eloDelta(1900, 2000, 0.5, 50)).toBe(7);
  });
  it("the seed's arithmetic with its own E = 0.71: +14.5 → +15, −35.5 → −36, −10.5 → −11", () => {
    expect(eloDeltaFromExpected(50, 1, 0.71)).toBe(15);
    expect(eloDeltaFromExpected(50, 0, 0.29)).toBe(-15);
    expect(eloDeltaFromExpected(50, 0, 0.71)).toBe(-36);
    expect(eloDeltaFromExpected(50, 1, 0.29)).toBe(36);
    expect(eloDeltaFromExpected(50, 0.5, 0.71)).toBe(-11);
    expect(eloDeltaFromExpected(50, 0.5, 0.29)).toBe(11);
  });
  it("exact halves: d = 0 (E = 0.5), K = 3 → ±1.5 → ±2; K = 1 → ±0.5 → ±1", () => {
    expect(eloDelta(2000, 2000, 1, 3)).toBe(2);
    expect(eloDelta(2000, 2000, 0, 3)).toBe(-2);
    expect(eloDelta(2000, 2000, 1, 1)).toBe(1);
    expect(eloDelta(2000, 2000, 0, 1)).toBe(-1);
  });
  it("K: 50 below 10 games, 40 from 10", () => {
    expect([0, 9, 10, 11, 100].map(eloK)).toEqual([50, 50, 40, 40, 40]);
  });
});

/*
 * Ladder, initial 2000 (score = the first player's).
 *   Rounds 1–9: P draws Q (2000 vs 2000: E = 0.5, V = 0). P, Q: 2000, 9 games each.
 *   Round 10: P beats Q and P beats R (R new). Everyone uses the ratings before the round (2000) and
 *     the K of the games before it: P has 9 → K 50 for BOTH games (its 11th game too).
 *     P +25 +25 = 2050 (11 games); Q −25 = 1975 (10); R −25 = 1975 (1).
 *   Round 11: Q beats P; R draws S (new).
 *     P (2050, K 40) vs Q (1975, K 40): d = 75, E_P = 0.6045588
 *       V_P = 40 × (0 − 0.6045588) = −24.18 → −24;  V_Q = 40 × (1 − 0.3954412) = 24.18 → 24
 *     R (1975, K 50, 1 game) vs S (2000, K 50): E_R = 0.4647840
 *       V_R = 50 × (0.5 − 0.4647840) = 1.76 → 2;  V_S = −1.76 → −2
 *   Final: P 2026 (12), Q 1999 (11), S 1998 (1), R 1977 (2).
 */
describe("§4 ratings, round by round", () => {
  const games = [
    ...Array.from({ length: 9 }, (_, i) => ({ round: i + 1, player: "P", opponent: "Q", score: 0.5 })),
    { round: 10, player: "P", opponent: "Q", score: 1 },
    { round: 10, player: "P", opponent: "R", score: 1 },
    { round: 11, player: "Q", opponent: "P", score: 1 },
    { round: 11, player: "R", opponent: "S", score: 0.5 },
  ];
  const expected = [
    ["P", 2026, 12],
    ["Q", 1999, 11],
    ["S", 1998, 1],
    ["R", 1977, 2],
  ];
  it("eloRatings", () => {
    expect(eloRatings(games).map((r) => [r.name, r.rating, r.games])).toEqual(expected);
  });
  it("eloRatings does not depend on the order of the rows", () => {
    expect(eloRatings(games.slice().reverse()).map((r) => [r.name, r.rating, r.games])).toEqual(expected);
  });
  it("ELO_RATINGS custom function (French codes)", () => {
    const rows = games.map((g) => [
      g.round,
      g.player,
      g.opponent,
      g.score === 1 ? "V" : g.score === 0 ? "D" : "N",
    ]);
    const out = runFunction("ELO_RATINGS", "fr", [rows]) as unknown[][];
    expect(out.slice(1)).toEqual(expected);
  });
  /*
   * Per-game rounding and pre-round ratings: round 1 X beats Y, U beats V (X, U 2025; Y, V 1975).
   * Round 2: X beats Y and X beats V. X uses 2025 for both (d = 50, E = 0.5701581), K 50 (1 game):
   * each V = 50 × 0.4298419 = 21.49 → 21, so X + 42 = 2067 (rounding the sum 42.98 would give 43).
   * Y, V: −21.49 → −21 → 1954.
   */
  it("each game is rounded on its own; the round's games use the ratings before it", () => {
    const r = eloRatings([
      { round: 1, player: "X", opponent: "Y", score: 1 },
      { round: 1, player: "U", opponent: "V", score: 1 },
      { round: 2, player: "X", opponent: "Y", score: 1 },
      { round: 2, player: "X", opponent: "V", score: 1 },
    ]);
    expect(r.map((x) => [x.name, x.rating, x.games])).toEqual([
      ["X", 2067, 3],
      ["U", 2025, 1],
      ["V", 1954, 2],
      ["Y", 1954, 2],
    ]);
  });
});
