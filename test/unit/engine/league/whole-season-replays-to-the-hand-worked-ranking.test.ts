/**
 * A whole team-league season replayed by the engine (RULES §3, §4): the fixture
 * test/fixtures/league/four-team-season.ts (4 teams, double round robin, 48 tables) goes to the
 * final ranking (teamStandings) and to the Elo ladder (eloLadder), each (date, leg) one round,
 * aller before retour. A table where one side has no player is not a rated game.
 */
import { describe, expect, it } from "vitest";
import type { Outcome } from "../../../../src/engine/core/results";
import { bergerCalendar } from "../../../../src/engine/league/calendar";
import { matchResults, type TableResult, teamStandings } from "../../../../src/engine/league/standings";
import { eloLadder, type LadderRound } from "../../../../src/engine/ratings/ladder";
import { ROSTERS, SEASON, type SeasonMatch, TEAMS } from "../../../fixtures/league/four-team-season";

const matchId = (m: SeasonMatch) => `${m.date}-${m.leg}-${m.host}`;

/** The season's tables as the engine reads them. */
function tableResults(season: SeasonMatch[]): TableResult[] {
  const flip: Record<string, Outcome> = { V: "loss", N: "draw", D: "win" };
  const mine: Record<string, Outcome> = { V: "win", N: "draw", D: "loss" };
  return season.flatMap((m) =>
    m.tables.map((t, i) => {
      const hostIn = t.host !== "";
      const visitorIn = t.visitor !== "";
      const both = hostIn && visitorIn;
      return {
        match: matchId(m),
        home: m.host,
        away: m.visitor,
        table: i + 1,
        homeResult: both ? mine[t.result]! : hostIn ? "win" : "forfeit",
        awayResult: both ? flip[t.result]! : visitorIn ? "win" : "forfeit",
      };
    }),
  );
}

/** One ladder round per (date, leg), aller before retour; only tables with a player on each side. */
function ladderRounds(season: SeasonMatch[]): LadderRound[] {
  const dates = [...new Set(season.map((m) => m.date))].sort((a, b) => a - b);
  return dates.flatMap((date) =>
    (["aller", "retour"] as const).map((leg) => ({
      id: `${date}-${leg}`,
      label: `Date ${date} ${leg}`,
      games: season
        .filter((m) => m.date === date && m.leg === leg)
        .flatMap((m) => m.tables)
        .filter((t) => t.host !== "" && t.visitor !== "")
        .map((t) => ({
          player: t.host,
          opponent: t.visitor,
          score: t.result === "V" ? 1 : t.result === "N" ? 0.5 : 0,
        })),
    })),
  );
}

describe("the fixture is a Berger double round robin", () => {
  it("3 dates × 2 pairings × aller + retour = 12 matches, 48 tables, on bergerCalendar's pairings", () => {
    expect(SEASON).toHaveLength(12);
    expect(SEASON.flatMap((m) => m.tables)).toHaveLength(48);
    const cal = bergerCalendar(TEAMS);
    for (const leg of ["aller", "retour"]) {
      const played = SEASON.filter((m) => m.leg === leg).map((m) => [m.date, m.host, m.visitor]);
      expect(played).toEqual(cal.flatMap((d) => d.pairs.map(([h, v]) => [d.date, h, v])));
    }
  });
  it("every player sits for their own team, and a short lineup leaves its last tables empty", () => {
    for (const m of SEASON) {
      const host = m.tables.map((t) => t.host);
      const visitor = m.tables.map((t) => t.visitor);
      for (const [team, lineup] of [
        [m.host, host],
        [m.visitor, visitor],
      ] as const) {
        for (const p of lineup) if (p !== "") expect(ROSTERS[team], `${matchId(m)} ${p}`).toContain(p);
        const fielded = lineup.filter((p) => p !== "").length;
        expect(lineup.slice(0, fielded).every((p) => p !== "")).toBe(true);
      }
    }
  });
});

/*
 * Each match by hand (host first; game points win 3, draw 2, loss 1, no player 0; league points
 * 3 / 2 / 1, 0 when fewer than 2 players were fielded):
 *   1-aller  Loups–Renards   V V N D   3+3+2+1 = 9 – 7   3–1   games won 2–1
 *   1-aller  Ours–Aigles     V D N N   8 – 8 (draw)       2–2   1–1
 *   1-retour Loups–Renards   V V V D   10 – 6             3–1   3–1
 *   1-retour Ours–Aigles     D V N N   8 – 8 (draw)       2–2   1–1
 *   2-aller  Renards–Aigles  V D N –   3+1+2+0 = 6 – 1+3+2+3 = 9; Renards fielded 3: 1–3   1–2
 *   2-aller  Loups–Ours      V N D D   7 – 9              1–3   1–2
 *   2-retour Renards–Aigles  D D D V   6 – 10             1–3   1–3
 *   2-retour Loups–Ours      V V D N   9 – 7              3–1   2–1
 *   3-aller  Ours–Renards    V V D D   8 – 8 (draw)       2–2   2–2
 *   3-aller  Aigles–Loups    D D N V   7 – 9              1–3   1–2
 *   3-retour Ours–Renards    D – – –   1+3+3+3 = 10 – 3; Renards fielded 1: forfeit, 3–0   3–1
 *   3-retour Aigles–Loups    V V N D   9 – 7              3–1   2–1
 * League points: Loups 3+3+1+3+3+1 = 14, Aigles 2+2+3+3+1+3 = 14, Ours 2+2+3+1+2+3 = 13,
 *   Renards 1+1+1+1+2+0 = 6.
 * Loups and Aigles tie on 14. Head-to-head (their two matches): Loups 3+1 = 4, Aigles 1+3 = 4: still tied.
 * Sonneborn-Berger: Loups beat Renards twice (6+6), Ours (13) and Aigles (14) = 39;
 *   Aigles drew Ours twice (13/2 + 13/2), beat Renards twice (6+6) and Loups (14) = 39: still tied.
 * Games won: Loups 2+3+1+2+2+1 = 11, Aigles 1+1+2+3+1+2 = 10: Loups first.
 * Ours: SB 14/2 + 14/2 (drew Aigles twice) + 14 (beat Loups) + 6/2 (drew Renards) + 6 (beat
 *   Renards) = 37; games won 1+1+2+1+2+3 = 10. Renards: SB 13/2 = 6.5 (drew Ours); games won
 *   1+1+1+1+2+1 = 7 (Quy's win on the forfeited match counts).
 */
describe("the season's final ranking", () => {
  const tables = tableResults(SEASON);
  it("each match's score, league points and games won", () => {
    expect(
      matchResults(tables).map((m) => [
        m.match,
        m.homeScore,
        m.awayScore,
        m.homePoints,
        m.awayPoints,
        m.homeWins,
        m.awayWins,
      ]),
    ).toEqual([
      ["1-aller-Loups", 9, 7, 3, 1, 2, 1],
      ["1-aller-Ours", 8, 8, 2, 2, 1, 1],
      ["1-retour-Loups", 10, 6, 3, 1, 3, 1],
      ["1-retour-Ours", 8, 8, 2, 2, 1, 1],
      ["2-aller-Renards", 6, 9, 1, 3, 1, 2],
      ["2-aller-Loups", 7, 9, 1, 3, 1, 2],
      ["2-retour-Renards", 6, 10, 1, 3, 1, 3],
      ["2-retour-Loups", 9, 7, 3, 1, 2, 1],
      ["3-aller-Ours", 8, 8, 2, 2, 2, 2],
      ["3-aller-Aigles", 7, 9, 1, 3, 1, 2],
      ["3-retour-Ours", 10, 3, 3, 0, 3, 1],
      ["3-retour-Aigles", 9, 7, 3, 1, 2, 1],
    ]);
  });
  it("Loups and Aigles tie on league points, head-to-head and Sonneborn-Berger; games won put Loups first", () => {
    expect(
      teamStandings(tables, TEAMS).map((r) => [
        r.rank,
        r.team,
        r.leaguePoints,
        r.headToHead,
        r.sonnebornBerger,
        r.gamesWon,
        r.matches,
      ]),
    ).toEqual([
      [1, "Loups", 14, 4, 39, 11, 6],
      [2, "Aigles", 14, 4, 39, 10, 6],
      [3, "Ours", 13, 0, 37, 10, 6],
      [4, "Renards", 6, 0, 6.5, 7, 6],
    ]);
  });
});

/*
 * Round 1 (date 1, aller): everyone starts at 2000, so d = 0 and E = Φ(0) = 0.5; K = 50:
 *   Ana beats Pia: V = 50 × (1 − 0.5) = +25 → 2025.  Dom loses to Sam: 50 × (0 − 0.5) = −25 → 1975.
 * Round 2 (date 1, retour): E(d) = Φ(d / (200·√2)); Φ(50 / 282.84) = Φ(0.1767767) = 0.5701581.
 *   Ana (2025) beats Quy (1975, lost to Bea in round 1): d = 50, V = 50 × (1 − 0.5701581) = 21.49 → +21 → 2046.
 *   Dom (1975) beats Sam (2025): d = −50, E = 0.4298419, V = 50 × 0.5701581 = 28.51 → +29 → 2004.
 * Nobody reaches 10 games in the season, so K is 50 throughout: each game's two changes are
 * opposite and the ratings always sum to 2000 × the players rated.
 * The final table below was computed by a separate replay (Python, math.erf; not the engine).
 */
describe("the season's Elo ladder", () => {
  const rounds = ladderRounds(SEASON);
  const ladder = eloLadder(rounds);
  const at = (name: string) => ladder.players.indexOf(name);
  const ratingsOf = (name: string) => ladder.history.map((h) => h.ratings[at(name)]);
  it("six rounds, aller before retour; tables where a side has no player are not rated (44 games of 48)", () => {
    expect(rounds.map((r) => [r.id, r.games.length])).toEqual([
      ["1-aller", 8],
      ["1-retour", 8],
      ["2-aller", 7],
      ["2-retour", 8],
      ["3-aller", 8],
      ["3-retour", 5],
    ]);
  });
  it("Ana and Dom after rounds 1 and 2, as computed by hand", () => {
    expect(ratingsOf("Ana").slice(0, 2)).toEqual([2025, 2046]);
    expect(ratingsOf("Dom").slice(0, 2)).toEqual([1975, 2004]);
  });
  it("the final ratings, with shared ranks, and the ratings still sum to 2000 a player", () => {
    expect(ladder.rows.map((r) => [r.rank, r.name, r.rating, r.games])).toEqual([
      [1, "Ana", 2072, 6],
      [2, "Bea", 2058, 6],
      [3, "Tom", 2050, 2],
      [4, "Leo", 2044, 6],
      [5, "Jon", 2021, 2],
      [6, "Oda", 2017, 4],
      [7, "Kim", 2015, 6],
      [8, "Gus", 2013, 5],
      [9, "Eve", 2009, 3],
      [10, "Ivy", 2000, 4],
      [10, "Sam", 2000, 4],
      [12, "Mia", 1998, 4],
      [13, "Rex", 1995, 4],
      [14, "Hal", 1994, 4],
      [15, "Ned", 1974, 3],
      [16, "Cid", 1957, 5],
      [16, "Dom", 1957, 4],
      [18, "Fay", 1951, 6],
      [19, "Quy", 1943, 5],
      [20, "Pia", 1932, 5],
    ]);
    for (const h of ladder.history) {
      const rated = h.ratings.filter((r) => r !== null);
      expect(rated.reduce((s, r) => s + r, 0)).toBe(2000 * rated.length);
    }
  });
  it("players who first play later have no rating before; an unopposed table changes nothing", () => {
    expect(ratingsOf("Ana")).toEqual([2025, 2046, 2067, 2086, 2105, 2072]);
    expect(ratingsOf("Eve")).toEqual([null, null, 1975, 1979, 1979, 2009]);
    expect(ratingsOf("Tom")).toEqual([null, null, null, 2025, 2050, 2050]);
    // Jon's table 4 on date 3 retour is unopposed: no game, no change
    expect(ratingsOf("Jon")).toEqual([null, null, 2025, 2021, 2021, 2021]);
    expect(ratingsOf("Ned")).toEqual([2000, 2000, 2000, 1975, 1975, 1974]);
  });
});
