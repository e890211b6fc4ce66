/**
 * A tie for first place in the Masters (RULES §5) is a play-off only once the games that decide it
 * are played: each tied player has played all 15 matches and no other player can still reach their
 * points. Before that (no game at all, or a game left that could change the top) the tie is the
 * standings of the moment: no play-off, the annual ranking orders them, no shared rank.
 */
import { describe, expect, it } from "vitest";
import {
  type MastersField,
  type MastersGame,
  mastersSchedule,
  mastersStandings,
} from "../../../../src/engine/circuit/masters-final";

const FIELD: MastersField = {
  players: Array.from({ length: 16 }, (_, i) => ({ seed: i + 1, player: `P${i + 1}`, annualRank: i + 1 })),
  tiedOut: [],
};

/**
 * The 120 games, each drawn 6–6 but those in `wins` ("winner-loser": 7–5), without those in
 * `missing` ("a-b", not entered yet).
 */
function season(wins: string[], missing: string[] = []): MastersGame[] {
  const out: MastersGame[] = [];
  mastersSchedule().forEach((tables, m) => {
    for (const [a, b] of tables) {
      if (missing.includes(`${a}-${b}`) || missing.includes(`${b}-${a}`)) continue;
      const coups = wins.includes(`${a}-${b}`) ? [7, 5] : wins.includes(`${b}-${a}`) ? [5, 7] : [6, 6];
      out.push({
        match: m + 1,
        a: `P${a}`,
        b: `P${b}`,
        coupsA: coups[0]!,
        coupsB: coups[1]!,
        topsA: 0,
        topsB: 0,
        topTop: false,
        row: out.length + 5,
      });
    }
  });
  return out;
}

const top = (games: MastersGame[]) =>
  mastersStandings(FIELD, games)
    .slice(0, 3)
    .map((s) => [s.rank, s.player, s.points, s.playoff]);

describe("a tie for first place in the Masters", () => {
  it("no game entered: nobody is in a play-off, the annual ranking orders them", () => {
    const s = mastersStandings(FIELD, []);
    expect(s.filter((x) => x.playoff)).toEqual([]);
    expect(s.map((x) => x.rank)).toEqual(Array.from({ length: 16 }, (_, i) => i + 1));
  });
  it("every game played, P1 and P16 tied all the way: play-off, shared rank 1", () => {
    expect(top(season(["1-15", "16-2"]))).toEqual([
      [1, "P1", 16, true],
      [1, "P16", 16, true],
      [3, "P3", 15, false],
    ]);
  });
  it("a game left that could still bring a third player level: not yet a play-off", () => {
    // P3 has 14 points and a game to play: 16 still within reach
    expect(top(season(["1-15", "16-2"], ["3-4"]))).toEqual([
      [1, "P1", 16, false],
      [2, "P16", 16, false],
      [3, "P5", 15, false],
    ]);
  });
  it("a game left between two players who can no longer reach the top: the play-off stands", () => {
    // P2 and P15 (13 points, one game left: 15 at most) meet in match 1
    expect(top(season(["1-15", "16-2"], ["2-15"]))).toEqual([
      [1, "P1", 16, true],
      [1, "P16", 16, true],
      [3, "P3", 15, false],
    ]);
  });
  it("a tied player with a game left: not yet a play-off", () => {
    // P1's game against P16 (match 1) not entered: both at 15 with a game to play
    const s = mastersStandings(FIELD, season(["1-15", "16-2"], ["1-16"]));
    expect(s.filter((x) => x.playoff)).toEqual([]);
  });
});
