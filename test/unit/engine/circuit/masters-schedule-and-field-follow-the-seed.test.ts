/**
 * The end-of-season Masters (RULES §5, seed 002): the 16 players from the year-end ranking with
 * withdrawals replaced, the 15 matches in the seed's exact order (fixture transcribed from the
 * seed), and the standings' whole tie-break chain, down to "play-off required" on first place.
 */
import { describe, expect, it } from "vitest";
import {
  type MastersField,
  type MastersGame,
  mastersField,
  mastersPairings,
  mastersSchedule,
  mastersStandings,
} from "../../../../src/engine/circuit/masters-final";
import type { CircuitRanking } from "../../../../src/engine/circuit/types";
import { SEED_002_MATCH_EXAMPLE, seedMatchOrder } from "./fixtures/masters-schedule.seed-002";

/** A year-end ranking of `n` players P1…Pn; `ranks` overrides some ranks (shared ranks). */
function ranking(n: number, ranks: Record<number, number> = {}): CircuitRanking {
  return {
    asOf: "2024-12-31",
    year: 2024,
    final: true,
    tournaments: [],
    keep: 1,
    latestDay: "2024-11-30",
    rows: Array.from({ length: n }, (_, i) => ({
      rank: ranks[i + 1] ?? i + 1,
      player: `P${i + 1}`,
      played: 1,
      total: 1000 - i,
      best: 1000 - i,
      change: 0,
      previousRank: i + 1,
      points: [],
    })),
  };
}

describe("the Masters schedule", () => {
  it("equals the seed's table cell by cell: 15 matches, tables 1 to 8", () => {
    const seed = seedMatchOrder();
    expect(seed).toHaveLength(15);
    for (const m of seed) expect(m).toHaveLength(8);
    expect(mastersSchedule()).toEqual(seed);
  });

  it("the seed's example: match 3, table 2, the 2nd meets the 13th", () => {
    const { match, table, seeds } = SEED_002_MATCH_EXAMPLE;
    expect(mastersSchedule()[match - 1]![table - 1]).toEqual([...seeds]);
  });

  it("everyone meets the 15 others once, and plays once per match", () => {
    const met = new Set<string>();
    for (const tables of mastersSchedule()) {
      const seen = tables.flat();
      expect(new Set(seen).size).toBe(16);
      for (const [a, b] of tables) met.add(`${a}-${b}`);
    }
    expect(met.size).toBe(120);
  });

  it("pairings name the players by annual rank", () => {
    const p = mastersPairings(mastersField(ranking(16)));
    expect(p).toHaveLength(120);
    expect(p[0]).toEqual({ match: 1, table: 1, seedA: 1, seedB: 16, a: "P1", b: "P16" });
    expect(p[8 * 2 + 1]).toEqual({ match: 3, table: 2, seedA: 2, seedB: 13, a: "P2", b: "P13" });
  });
});

describe("the Masters field", () => {
  it("the top 16 of the year-end ranking", () => {
    const f = mastersField(ranking(20));
    expect(f.players.map((p) => p.player)).toEqual(Array.from({ length: 16 }, (_, i) => `P${i + 1}`));
    expect(f.tiedOut).toEqual([]);
  });

  it("a withdrawal is replaced by the 17th, then the 18th", () => {
    const f = mastersField(ranking(20), ["p3", "P10"]);
    expect(f.players.map((p) => p.player)).toEqual([
      ...["P1", "P2", "P4", "P5", "P6", "P7", "P8", "P9"],
      ...["P11", "P12", "P13", "P14", "P15", "P16", "P17", "P18"],
    ]);
    expect(f.players[2]).toEqual({ seed: 3, player: "P4", annualRank: 4 });
  });

  it("players tied with the 16th but left out are named; fewer than 16 players is refused", () => {
    expect(mastersField(ranking(18, { 17: 16 })).tiedOut).toEqual(["P17"]);
    expect(() => mastersField(ranking(16), ["P1"])).toThrow("masters.fewPlayers");
  });
});

const FIELD: MastersField = mastersField(ranking(16));
const g = (
  match: number,
  a: number,
  b: number,
  coupsA: number,
  coupsB: number,
  topsA = 0,
  topsB = 0,
  topTop = false,
): MastersGame => ({
  match,
  a: `P${a}`,
  b: `P${b}`,
  coupsA,
  coupsB,
  topsA,
  topsB,
  topTop,
});
const order = (games: MastersGame[]) =>
  mastersStandings(FIELD, games).map((s) => [s.rank, s.player, s.points, s.playoff]);

describe("the Masters standings", () => {
  it("win 2, draw 1, loss 0, a top-top draw 2 each; then tops, defence, attack, the games between them, the annual ranking", () => {
    const games = [
      g(15, 1, 2, 7, 5, 3, 0), // P1: 2 points, 3 tops
      g(15, 3, 4, 7, 5, 2, 0), // P3: 2 points, 2 tops, conceded 5, took 7
      g(15, 5, 6, 7, 4, 2, 0), // P5: 2 tops, conceded 4: better defence than P3 and P7
      g(15, 7, 8, 8, 5, 2, 0), // P7: 2 tops, conceded 5, took 8: better attack than P3
      g(15, 9, 10, 6, 6, 1, 1, true), // top-top draw: 2 points each, 1 top each
      g(15, 11, 12, 6, 6), // draw: 1 point each
    ];
    const s = mastersStandings(FIELD, games);
    expect(s.find((x) => x.player === "P9")).toMatchObject({ points: 2, draws: 1, tops: 1 });
    expect(s.find((x) => x.player === "P11")).toMatchObject({ points: 1, draws: 1 });
    expect(order(games).map((x) => x[1])).toEqual([
      "P1", // tops 3
      "P5", // defence
      "P7", // attack
      "P3",
      "P9", // tied with P10 all the way (their game a top-top draw): annual ranking
      "P10",
      "P11",
      "P12",
      "P13", // no game: nothing conceded, ahead of the losers
      "P14",
      "P15",
      "P16",
      "P2", // conceded 7, took 5, as P4: annual ranking
      "P4",
      "P6", // conceded 7, took 4
      "P8", // conceded 8
    ]);
    expect(s.map((x) => x.rank)).toEqual(Array.from({ length: 16 }, (_, i) => i + 1));
  });

  it("the game between the tied players decides first place", () => {
    const games = [
      g(1, 1, 16, 7, 5, 2, 2), // P1 beats P16
      g(2, 1, 15, 5, 7), // P1 loses to P15
      g(2, 2, 16, 5, 7), // P16 beats P2
    ];
    const s = mastersStandings(FIELD, games);
    // P1 and P16: 2 points, 2 tops, conceded 12, took 12: P1 won their game
    expect(s.slice(0, 3).map((x) => [x.rank, x.player, x.headToHead, x.playoff])).toEqual([
      [1, "P1", 2, false],
      [2, "P16", 0, false],
      [3, "P15", 0, false],
    ]);
  });

  it("first place tied with games still to play: the annual ranking orders them, no play-off yet", () => {
    // the play-off once every game that decides it is played: masters-play-off-only-once-…test.ts
    const games = [g(2, 1, 15, 7, 5, 1, 0), g(2, 2, 16, 5, 7, 0, 1)];
    expect(order(games).slice(0, 3)).toEqual([
      [1, "P1", 2, false],
      [2, "P16", 2, false],
      [3, "P3", 0, false],
    ]);
    // P2 and P15 tie all the way below: the annual ranking decides, no play-off
    expect(order(games).slice(-2)).toEqual([
      [15, "P2", 0, false],
      [16, "P15", 0, false],
    ]);
  });

  it("bad results are refused with their row", () => {
    const bad = (games: MastersGame[]) => {
      try {
        mastersStandings(FIELD, games);
      } catch (e) {
        const err = e as { key: string; at: { row?: number; column?: string } };
        return [err.key, err.at.row, err.at.column];
      }
      return null;
    };
    expect(bad([g(1, 1, 16, 7, 5), g(1, 1, 15, 7, 5)])).toEqual(["masters.notScheduled", 2, "a"]);
    expect(bad([g(1, 1, 16, 7, 5), g(1, 16, 1, 5, 7)])).toEqual(["masters.gameTwice", 2, "a"]);
    expect(bad([g(1, 1, 16, 7, 5, 0, 0, true)])).toEqual(["masters.topTopNotDraw", 1, "topTop"]);
    expect(bad([g(1, 1, 16, 13, 5)])).toEqual(["masters.badCount", 1, "coupsA"]);
    expect(bad([g(16, 1, 16, 7, 5)])).toEqual(["masters.badMatch", 1, "match"]);
    expect(bad([{ ...g(1, 1, 16, 7, 5), b: "Nobody" }])).toEqual(["masters.notInField", 1, "b"]);
  });
});
