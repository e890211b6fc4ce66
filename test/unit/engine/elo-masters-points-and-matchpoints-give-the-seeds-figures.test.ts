import { describe, expect, it } from "vitest";
import {
  eloDelta,
  eloDeltaFromExpected,
  eloExpected,
  eloK,
  eloRatings,
  erfc,
  normalCdf,
  roundHalfAway,
} from "../../../src/engine/ratings/elo";
import { gamePoints, matchResult } from "../../../src/engine/scoring/kow";
import { duplicatePoints, finalPoints, mastersPoints } from "../../../src/engine/scoring/masters";
import { DUPLICATE_TABLE, FINAL_TABLE, SEED_EXAMPLES } from "../../../src/engine/scoring/masters-tables";
import { dealMatchpoints } from "../../../src/engine/scoring/matchpoints";
import { thrown } from "../../fixtures/errors";

describe("erfc and Φ to full double precision", () => {
  // Reference values: a libm erfc (correctly rounded to within one ulp), printed with 17 digits.
  const REF: [number, number][] = [
    [0.1, 0.8875370839817152],
    [0.5, 0.4795001221869535],
    [0.9, 0.20309178757716786],
    [1, 0.15729920705028513],
    [1.5, 0.033894853524689274],
    [2, 0.004677734981047265],
    [3, 2.2090496998585438e-5],
    [4, 1.541725790028002e-8],
    [5, 1.5374597944280351e-12],
    [6, 2.1519736712498916e-17],
    [8, 1.1224297172982928e-29],
    [10, 2.088487583762545e-45],
    [15, 7.212994172451206e-100],
    [20, 5.3958656116079005e-176],
    [26, 5.663192408856143e-296],
  ];
  it.each(REF)("erfc(%s) to ~1e-15 relative", (x, v) => {
    expect(Math.abs(erfc(x) - v) / v).toBeLessThan(2e-15);
    expect(Math.abs(erfc(-x) - (2 - v))).toBeLessThan(4e-16);
  });
  it("Φ at known points", () => {
    expect(normalCdf(0)).toBe(0.5);
    expect(Math.abs(normalCdf(1) - 0.8413447460685429) / 0.8413447460685429).toBeLessThan(1e-15);
    expect(Math.abs(normalCdf(-2) - 0.022750131948179195) / 0.022750131948179195).toBeLessThan(2e-15);
    expect(Math.abs(normalCdf(-3) - 0.0013498980316300933) / 0.0013498980316300933).toBeLessThan(2e-15);
  });
});

describe("Elo (RULES §4)", () => {
  it("50 % at equal ratings, 99 % at +677 (0.9917), symmetric, logistic option", () => {
    expect(eloExpected(2000, 2000)).toBe(0.5);
    expect(eloExpected(2677, 2000)).toBeCloseTo(0.9917, 4);
    expect(eloExpected(2000, 2677)).toBeCloseTo(0.0083, 4);
    expect(eloExpected(2000, 1900)).toBeCloseTo(0.638, 3); // the seed's 0.71 contradicts its own 677 rule
    expect(eloExpected(2100, 1900) + eloExpected(1900, 2100)).toBeCloseTo(1, 15);
    expect(eloExpected(2400, 2000, "logistic")).toBeCloseTo(10 / 11, 15);
    expect(thrown(() => eloExpected(2000, 2000, "cubic" as never))).toMatch(/curve 'cubic'/);
  });

  it("the seed's worked example with its E = 0.71 (Albert 2000, Bertrand 1900, K = 50)", () => {
    // Albert wins: +14.5 → +15, Bertrand −14.5 → −15
    expect(eloDeltaFromExpected(50, 1, 0.71)).toBe(15);
    expect(eloDeltaFromExpected(50, 0, 0.29)).toBe(-15);
    // Bertrand wins: −35.5 → −36, +35.5 → +36
    expect(eloDeltaFromExpected(50, 0, 0.71)).toBe(-36);
    expect(eloDeltaFromExpected(50, 1, 0.29)).toBe(36);
    // draw: −10.5 → −11 (50 × (0.5 − 0.71) is −10.499999999999998 in doubles), +10.5 → +11
    expect(50 * (0.5 - 0.71)).not.toBe(-10.5);
    expect(eloDeltaFromExpected(50, 0.5, 0.71)).toBe(-11);
    expect(eloDeltaFromExpected(50, 0.5, 0.29)).toBe(11);
    // new ratings 2015/1885, 1964/1936, 1989/1911
    expect(2000 + eloDeltaFromExpected(50, 0, 0.71)).toBe(1964);
    expect(1900 + eloDeltaFromExpected(50, 0.5, 0.29)).toBe(1911);
  });

  it("rounds half away from zero", () => {
    expect(roundHalfAway(14.5)).toBe(15);
    expect(roundHalfAway(-35.5)).toBe(-36);
    expect(roundHalfAway(40 * (1 - 0.71))).toBe(12); // 11.600000000000001
    expect(roundHalfAway(-0.4)).toBe(0);
    expect(Object.is(roundHalfAway(-0.4), -0)).toBe(false);
    expect(roundHalfAway(2.4999999)).toBe(2);
  });

  it("deltas with the normal curve and K", () => {
    // E(+100) = Φ(100/(200√2)) = 0.63816…; win: 50 × 0.36184 = 18.09 → 18; loss: −31.9 → −32
    expect(eloDelta(2000, 1900, 1)).toBe(18);
    expect(eloDelta(2000, 1900, 0)).toBe(-32);
    expect(eloDelta(2000, 1900, 0.5, 40)).toBe(-6); // 40 × (0.5 − 0.63816) = −5.53
    expect(eloK(0)).toBe(50);
    expect(eloK(9)).toBe(50);
    expect(eloK(10)).toBe(40);
    expect(thrown(() => eloK(-1))).toMatch(/number of games/);
    expect(thrown(() => eloDelta(2000, 1900, 0.7))).toMatch(/score '0.7'/);
  });

  it("ratings: all games of a round use pre-round ratings, K by games before the round", () => {
    const games = [
      { round: 1, player: "Albert", opponent: "Bertrand", score: 1 },
      { round: 1, player: "Chloé", opponent: "David", score: 0.5 },
      { round: 2, player: "Albert", opponent: "Chloé", score: 0 },
      // same round: Albert's second game also uses his pre-round rating
      { round: 2, player: "Albert", opponent: "David", score: 1 },
    ];
    const r = eloRatings(games);
    // Round 1 (all 2000): Albert +25, Bertrand −25, Chloé 0, David 0.
    // Round 2: Albert 2025 vs Chloé 2000: E = Φ(25/(200√2)) = 0.53525… → 50 × (0 − 0.53525) = −26.76 → −27;
    //          Chloé: 50 × (1 − 0.46475) = 26.76 → +27.
    //          Albert vs David 2000: +50 × (1 − 0.53525) = 23.24 → +23; David −23.
    const by = Object.fromEntries(r.map((x) => [x.name, [x.rating, x.games]]));
    expect(by).toEqual({
      Albert: [2025 - 27 + 23, 3],
      Bertrand: [1975, 1],
      Chloé: [2027, 2],
      David: [1977, 2],
    });
    expect(r.map((x) => x.name)).toEqual(["Chloé", "Albert", "David", "Bertrand"]);
  });

  it("ratings: K falls to 40 from the round after the 10th game; rounds may be unsorted", () => {
    const games = [];
    for (let round = 11; round >= 1; round--) games.push({ round, player: "a", opponent: "b", score: 1 });
    const r = eloRatings(games, { initial: 1500 });
    // replay by hand
    let a = 1500;
    let b = 1500;
    for (let i = 0; i < 11; i++) {
      const k = i < 10 ? 50 : 40;
      const ea = eloExpected(a, b);
      const da = roundHalfAway(k * (1 - ea));
      const db = roundHalfAway(k * (0 - eloExpected(b, a)));
      a += da;
      b += db;
    }
    expect(r[0]).toMatchObject({ key: "a", rating: a, games: 11 });
    expect(r[1]).toMatchObject({ key: "b", rating: b, games: 11 });
  });
});

describe("Masters Grand Sud points (RULES §5)", () => {
  it("the formulas give every cell of both tables of seed 002", () => {
    expect(DUPLICATE_TABLE).toHaveLength(32);
    expect(FINAL_TABLE).toHaveLength(32);
    for (let place = 1; place <= 32; place++) {
      expect(DUPLICATE_TABLE[place - 1]).toHaveLength(17);
      for (let seeds = 0; seeds <= 16; seeds++) {
        expect(duplicatePoints(place, seeds), `duplicate ${place}/${seeds}`).toBe(
          DUPLICATE_TABLE[place - 1]![seeds],
        );
        expect(finalPoints(place, seeds), `final ${place}/${seeds}`).toBe(FINAL_TABLE[place - 1]![seeds]);
        expect(mastersPoints(place, seeds)).toBe(
          DUPLICATE_TABLE[place - 1]![seeds]! + FINAL_TABLE[place - 1]![seeds]!,
        );
      }
    }
  });
  it("the seed's examples: 9 seeds, 14th → 65 duplicate and 290 final", () => {
    expect(duplicatePoints(SEED_EXAMPLES.place, SEED_EXAMPLES.seeds)).toBe(65);
    expect(finalPoints(SEED_EXAMPLES.place, SEED_EXAMPLES.seeds)).toBe(290);
    expect(mastersPoints(14, 9)).toBe(355);
    expect(mastersPoints(14, 9, 3)).toBe(290 + 120);
  });
  it("0 beyond 32nd; a duplicate place beyond 32 adds 0", () => {
    expect(mastersPoints(33, 16)).toBe(0);
    expect(mastersPoints(33, 16, 1)).toBe(0);
    expect(mastersPoints(1, 0, 40)).toBe(480);
  });
  it("more than 16 seeds counts as 16 (RULES §5: ties at 16th are all seeds, the table stops at 16)", () => {
    expect(mastersPoints(3, 17)).toBe(mastersPoints(3, 16));
    expect(mastersPoints(1, 40, 2)).toBe(mastersPoints(1, 16, 2));
    expect(mastersPoints(3, 16)).toBeGreaterThan(mastersPoints(3, 15));
  });
  it("refuses bad places and seeds", () => {
    expect(thrown(() => mastersPoints(1, -1))).toMatch(
      "number of seeds present '-1' is not valid (expected a whole number, 0 or more (above 16 counts as 16))",
    );
    expect(thrown(() => mastersPoints(1, 2.5))).toMatch(/seeds present '2.5'/);
    expect(thrown(() => mastersPoints(0, 3))).toMatch(/final place '0'/);
    expect(thrown(() => mastersPoints(1.5, 3))).toMatch(/final place/);
    expect(thrown(() => mastersPoints(1, 3, 0))).toMatch(/duplicate place '0'/);
  });
});

describe("matchpoints (RULES §6)", () => {
  it("2 per participant beaten, 1 per tie; bulle 0, top 2 × others", () => {
    expect(dealMatchpoints([100, 120, 80])).toEqual([2, 4, 0]);
    expect(dealMatchpoints([100, 100, 80, 130])).toEqual([3, 3, 0, 6]);
    expect(dealMatchpoints([100, 100])).toEqual([1, 1]);
  });
  it("unfinished = 0 and beaten by every finisher; absent stays absent", () => {
    expect(dealMatchpoints([100, "unfinished", 80, null])).toEqual([4, 0, 2, null]);
    expect(dealMatchpoints(["unfinished", "unfinished", 50])).toEqual([0, 0, 4]);
    expect(dealMatchpoints([null, null])).toEqual([null, null]);
  });
});

describe("Kings of War match (RULES §3)", () => {
  it("the seed's example: 3/1, 2/2, 1/3, 3/0 → 9–6, league 3 and 1", () => {
    const m = matchResult(["win", "draw", "loss", "opponentForfeit"]);
    expect(m.score).toEqual([9, 6]);
    expect(m.league).toEqual([3, 1]);
    expect(m.fielded).toEqual([4, 3]);
  });
  it("game points and league points of a forfeit", () => {
    expect(gamePoints("forfeit")).toEqual([0, 3]);
    expect(matchResult(["draw", "draw", "draw", "draw"]).league).toEqual([2, 2]);
    // only one player fielded: a loss by forfeit scores 0 league points
    expect(matchResult(["loss", "forfeit", "forfeit", "forfeit"]).league).toEqual([0, 3]);
    expect(thrown(() => matchResult(["win", "win", "win", "win", "win"]))).toMatch(/4 tables/);
  });
});
