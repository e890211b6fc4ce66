/**
 * The Elo ladder with its history (RULES §4, src/engine/ratings/ladder.ts): the same replay as
 * eloRatings, with every player's rating after each round. Reference Φ values computed
 * independently (Python: Φ(d / (200·√2)) = ½(1 + erf(d / 400))):
 *   d = 25 → 0.5352159888611936   d = −25 → 0.46478401113880646
 *   d = −48 → 0.43262082409004    d = 50 → 0.5701581024006669
 */
import { describe, expect, it } from "vitest";
import { type EloGame, eloLadder, eloRatings, type LadderRound } from "../../../../src/engine/index";

const round = (n: number, games: [string, string, number][]): LadderRound => ({
  id: `r${n}`,
  label: `Round ${n}`,
  games: games.map(([player, opponent, score]) => ({ player, opponent, score })),
});

/** The ladder's rounds as eloRatings rows, round index = round number. */
const asEloGames = (rounds: LadderRound[]): EloGame[] =>
  rounds.flatMap((r, i) => r.games.map((g) => ({ round: i + 1, ...g })));

/*
 * J1: A beats B, C draws D (all 2000, E = 0.5, K 50): A 2025, B 1975, C 2000, D 2000.
 * J2: A (2025) beats C (2000): d = 25, E_A = 0.5352160, V_A = 50 × 0.4647840 = 23.24 → +23: A 2048,
 *     C 1977. B (1975) draws D (2000): E_B = 0.4647840, V_B = 50 × 0.0352160 = 1.76 → +2: B 1977,
 *     D 1998.
 * J3: E (new, 2000) beats A (2048): E_E = Φ(−48) = 0.4326208, V_E = 50 × 0.5673792 = 28.37 → +28:
 *     E 2028, A 2020.
 * Final: E 2028, A 2020, D 1998, B 1977 and C 1977 (shared 4th, B first by name).
 */
const ROUNDS: LadderRound[] = [
  round(1, [
    ["A", "B", 1],
    ["C", "D", 0.5],
  ]),
  round(2, [
    ["A", "C", 1],
    ["B", "D", 0.5],
  ]),
  round(3, [["E", "A", 1]]),
];

describe("the ladder's final table", () => {
  const ladder = eloLadder(ROUNDS);
  it("ranks by rating then name, shares the rank of equal ratings, and lists the players in that order", () => {
    expect(ladder.rows.map((r) => [r.rank, r.name, r.rating, r.games])).toEqual([
      [1, "E", 2028, 1],
      [2, "A", 2020, 3],
      [3, "D", 1998, 2],
      [4, "B", 1977, 2],
      [4, "C", 1977, 2],
    ]);
    expect(ladder.players).toEqual(["E", "A", "D", "B", "C"]);
  });
  it("change is the rating change over the player's last rated round, not the last round", () => {
    // B and D last played in J2, C too; A and E in J3
    expect(ladder.rows.map((r) => [r.name, r.change])).toEqual([
      ["E", 28],
      ["A", -28],
      ["D", -2],
      ["B", 2],
      ["C", -23],
    ]);
  });
  it("is the same table as eloRatings when each round's index is its round number", () => {
    expect(ladder.rows.map((r) => [r.name, r.rating, r.games])).toEqual(
      eloRatings(asEloGames(ROUNDS)).map((r) => [r.name, r.rating, r.games]),
    );
  });
});

describe("the ladder's history", () => {
  const ladder = eloLadder(ROUNDS);
  it("gives every player's rating after each round, aligned with players, null before the first game", () => {
    expect(ladder.history).toEqual([
      { id: "r1", label: "Round 1", ratings: [null, 2025, 2000, 1975, 2000] },
      { id: "r2", label: "Round 2", ratings: [null, 2048, 1998, 1977, 1977] },
      { id: "r3", label: "Round 3", ratings: [2028, 2020, 1998, 1977, 1977] },
    ]);
  });
  it("a player first appearing in a late round starts at the initial rating", () => {
    // E came in J3 at 2000 (+28); with another initial rating, E starts there
    const late = eloLadder(ROUNDS, { initial: 1500 });
    const e = late.players.indexOf("E");
    expect(late.history.map((h) => h.ratings[e])).toEqual([null, null, 1500 + 28]);
  });
  it("a round without games repeats the ratings; no round gives an empty ladder", () => {
    const withEmpty = eloLadder([ROUNDS[0]!, { id: "off", label: "Off", games: [] }]);
    expect(withEmpty.history[1]!.ratings).toEqual(withEmpty.history[0]!.ratings);
    expect(eloLadder([])).toEqual({ rows: [], players: [], history: [] });
  });
});

/*
 * K by the games played before the round. Rounds 1–9: P draws Q (2000 each, V = 0): 9 games each.
 * Round 10: P beats R (new): P has 9 games before the round, so its 10th game is at K 50: +25 → 2025.
 * Round 11: P (10 games → K 40, 2025) beats S (new, K 50): d = 25, E_P = 0.5352160:
 *   V_P = 40 × 0.4647840 = 18.59 → +19 → 2044;  V_S = 50 × (0 − 0.4647840) = −23.24 → −23 → 1977.
 *   Q (9 games → still K 50) beats T (new): +25 → 2025; T 1975.
 */
describe("K switches from 50 to 40 after the 10th game", () => {
  const rounds: LadderRound[] = [
    ...Array.from({ length: 9 }, (_, i) => round(i + 1, [["P", "Q", 0.5]])),
    round(10, [["P", "R", 1]]),
    round(11, [
      ["P", "S", 1],
      ["Q", "T", 1],
    ]),
  ];
  const ladder = eloLadder(rounds);
  const at = (name: string) => ladder.players.indexOf(name);
  it("the 10th game is at K 50, the 11th at K 40; a player with 9 games is still at K 50", () => {
    expect(ladder.history.map((h) => h.ratings[at("P")])).toEqual([...Array(9).fill(2000), 2025, 2044]);
    expect(ladder.rows.map((r) => [r.name, r.rating, r.games, r.change])).toEqual([
      ["P", 2044, 11, 19],
      ["Q", 2025, 10, 25],
      ["S", 1977, 1, -23],
      ["R", 1975, 1, -25],
      ["T", 1975, 1, -25],
    ]);
  });
  it("matches eloRatings", () => {
    expect(ladder.rows.map((r) => [r.name, r.rating, r.games])).toEqual(
      eloRatings(asEloGames(rounds)).map((r) => [r.name, r.rating, r.games]),
    );
  });
});

describe("the ladder and eloRatings share one replay", () => {
  it("on a longer seeded run (players past 10 games, odd spellings), the ladder equals eloRatings, with both curves", () => {
    const names = ["Ana", "bea", "Cid", "Dom", "Eve", " Fay ", "Gus", "Hal"];
    let x = 12345;
    const next = (n: number) => {
      x = (x * 1103515245 + 12345) % 2147483648;
      return Math.floor((x / 2147483648) * n);
    };
    const rounds: LadderRound[] = Array.from({ length: 25 }, (_, r) => {
      const games: [string, string, number][] = [];
      for (let g = 0; g < 3; g++) {
        const a = names[next(names.length)]!;
        const b = names[next(names.length)]!;
        if (a !== b) games.push([a, b, [0, 0.5, 1][next(3)]!]);
      }
      return round(r + 1, games);
    });
    for (const curve of ["normal", "logistic"] as const) {
      const ladder = eloLadder(rounds, { curve });
      expect(Math.max(...ladder.rows.map((r) => r.games))).toBeGreaterThan(10);
      expect(ladder.rows.map((r) => [r.name, r.rating, r.games])).toEqual(
        eloRatings(asEloGames(rounds), { curve }).map((r) => [r.name, r.rating, r.games]),
      );
      // the last history entry is the final table
      expect(ladder.history.at(-1)!.ratings).toEqual(ladder.rows.map((r) => r.rating));
    }
  });
  it("refuses a score that is not 1, 0.5 or 0", () => {
    expect(() => eloLadder([round(1, [["A", "B", 0.7]])])).toThrow(/fn.bad.score/);
  });
});
