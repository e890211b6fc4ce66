/**
 * Team league (RULES §3, seed 000_4841a537ffbe4f62.txt): the Berger calendar, game and match
 * points, league points, and the final ranking with head-to-head, Sonneborn-Berger and games won.
 */
import { describe, expect, it } from "vitest";
import type { Outcome } from "../../../../src/engine/core/results";
import { bergerCalendar } from "../../../../src/engine/league/calendar";
import { matchResults, type TableResult, teamStandings } from "../../../../src/engine/league/standings";

/**
 * A match from its tables' results, from the home side: "V" win, "N" draw, "D" loss, "F" the home
 * side has no player (the visitor wins 3–0), "f" the visitor has no player, "x" neither side has one.
 */
function match(id: string, home: string, away: string, codes: string): TableResult[] {
  const HOME: Record<string, Outcome> = {
    V: "win",
    N: "draw",
    D: "loss",
    F: "forfeit",
    f: "win",
    x: "forfeit",
  };
  const AWAY: Record<string, Outcome> = {
    V: "loss",
    N: "draw",
    D: "win",
    F: "win",
    f: "forfeit",
    x: "forfeit",
  };
  return [...codes].map((c, i) => ({
    match: id,
    home,
    away,
    table: i + 1,
    homeResult: HOME[c]!,
    awayResult: AWAY[c]!,
  }));
}

describe("the seed's match example: A beats B 9–6", () => {
  it("win 3/1, draw 2/2, loss 1/3, a win by forfeit 3/0: 9–6, league points 3 and 1", () => {
    const [m] = matchResults(match("1", "A", "B", "VNDf"));
    expect(m).toMatchObject({ homeScore: 9, awayScore: 6, winner: "home", homePoints: 3, awayPoints: 1 });
    expect([m!.homePlayers, m!.awayPlayers]).toEqual([4, 3]);
  });
  it("a team fielding fewer than 2 players loses by forfeit and scores 0 league points", () => {
    const [m] = matchResults(match("1", "A", "B", "DFFF"));
    expect(m).toMatchObject({ winner: "away", homePoints: 0, awayPoints: 3, homeScore: 1, awayScore: 12 });
  });
  it("equal match scores are a draw: 2 league points each", () => {
    const [m] = matchResults(match("1", "A", "B", "VDVD"));
    expect(m).toMatchObject({ homeScore: 8, awayScore: 8, winner: "draw", homePoints: 2, awayPoints: 2 });
  });
  it("a match counts only once each of its 4 tables has a result: 1 or 2 of 4 is no match played", () => {
    for (const codes of ["V", "VV", "VVV"]) {
      const [m] = matchResults(match("1", "A", "B", codes));
      expect(m).toMatchObject({ results: codes.length, complete: false });
      const rows = teamStandings(match("1", "A", "B", codes));
      expect(rows.map((r) => [r.team, r.leaguePoints, r.sonnebornBerger, r.matches])).toEqual([
        ["A", 0, 0, 0],
        ["B", 0, 0, 0],
      ]);
    }
    expect(teamStandings(match("1", "A", "B", "VVVV")).map((r) => r.matches)).toEqual([1, 1]);
  });
  it("results that do not go together, and a table entered twice, are refused", () => {
    const bad = match("1", "A", "B", "VVVV");
    bad[0] = { ...bad[0]!, awayResult: "win" };
    expect(() => matchResults(bad)).toThrow(/league.badResult/);
    const twice = [...match("1", "A", "B", "VVVV"), ...match("1", "A", "B", "V")];
    expect(() => matchResults(twice)).toThrow(/league.tableTwice/);
  });
});

describe("missing players (RULES §3)", () => {
  const outline = (codes: string) => {
    const [m] = matchResults(match("1", "A", "B", codes));
    return [m!.homePlayers, m!.homeScore, m!.awayScore, m!.winner, m!.homePoints, m!.awayPoints];
  };
  it("one missing (3 fielded): table 4 is lost 0–3, league points as usual, the short side may still win", () => {
    // 3+3+2+0 = 8 against 1+1+2+3 = 7
    expect(outline("VVNF")).toEqual([3, 8, 7, "home", 3, 1]);
  });
  it("two missing (2 fielded): tables 3 and 4 are lost 0–3, a lost match still earns 1 league point", () => {
    // 3+3+0+0 = 6 against 1+1+3+3 = 8
    expect(outline("VVFF")).toEqual([2, 6, 8, "away", 1, 3]);
  });
  it("three missing (1 fielded): the match is lost by forfeit, 0 league points, even with the one table won", () => {
    expect(outline("VFFF")).toEqual([1, 3, 10, "away", 0, 3]);
  });
  it("four missing (none fielded): 0–12, lost by forfeit, and the visitor's four tables count as games won", () => {
    expect(outline("FFFF")).toEqual([0, 0, 12, "away", 0, 3]);
    expect(matchResults(match("1", "A", "B", "FFFF"))[0]!.awayWins).toBe(4);
  });
  it("a table neither side fielded is 0–0: both sides short of one player is an ordinary match", () => {
    expect(outline("VVNx")).toEqual([3, 8, 4, "home", 3, 1]);
  });
  it("both sides under 2 players: a draw with 0 league points each, whatever the match score", () => {
    // A's one player beats B's one player: 3–1, but both teams are out
    expect(outline("Vxxx")).toEqual([1, 3, 1, "draw", 0, 0]);
    // the engine scores it as a drawn match: in Sonneborn-Berger each side gets half the other's
    // final league points; A's one game won counts
    const rows = teamStandings([...match("1", "A", "B", "Vxxx"), ...match("2", "A", "C", "VVVD")]);
    expect(rows.map((r) => [r.rank, r.team, r.leaguePoints, r.sonnebornBerger, r.gamesWon])).toEqual([
      [1, "A", 3, 1, 4],
      [2, "C", 1, 0, 1],
      [3, "B", 0, 1.5, 0],
    ]);
  });
});

describe("the final ranking", () => {
  it("league points first, then head-to-head among the tied teams, each in its own column", () => {
    // A beats B, C beats A, B beats D: A and B tie on 4 league points, A won their match
    const rows = teamStandings([
      ...match("1", "A", "B", "VVVD"),
      ...match("2", "C", "A", "VVVD"),
      ...match("3", "B", "D", "VVVD"),
    ]);
    expect(rows.map((r) => [r.rank, r.team, r.leaguePoints, r.headToHead])).toEqual([
      [1, "A", 4, 3],
      [2, "B", 4, 1],
      [3, "C", 3, 0],
      [4, "D", 1, 0],
    ]);
  });
  it("Sonneborn-Berger: the beaten teams' final league points (half for a draw), then games won, then a shared rank", () => {
    const rows = teamStandings([
      ...match("1", "A", "C", "VVVD"), // A beats C
      ...match("2", "B", "D", "VVVD"), // B beats D
      ...match("3", "C", "D", "VVDD"), // draw 8–8
    ]);
    const by = new Map(rows.map((r) => [r.team, r]));
    expect(by.get("A")!.leaguePoints).toBe(3);
    expect(by.get("B")!.leaguePoints).toBe(3);
    // A and B: no match between them (head-to-head 0); SB: C and D both end on 3 league points
    expect([by.get("A")!.sonnebornBerger, by.get("B")!.sonnebornBerger]).toEqual([3, 3]);
    expect([by.get("A")!.gamesWon, by.get("B")!.gamesWon]).toEqual([3, 3]);
    expect([by.get("A")!.rank, by.get("B")!.rank]).toEqual([1, 1]);
    expect(by.get("C")!.sonnebornBerger).toBe(1.5);
  });
  /*
   * A beats B and C; B and C draw 8–8; B beats D, C beats E, D beats E.
   * League points: A 3+3 = 6, B 1+2+3 = 6, C 1+2+3 = 6, D 1+3 = 4, E 1+1 = 2.
   * Mini-league of A, B, C: A 6, B 1+2 = 3, C 1+2 = 3: A first, B and C still tied.
   * Sonneborn-Berger: B drew C (6/2) and beat D (4) = 7; C drew B (6/2) and beat E (2) = 5: B before C.
   */
  it("three teams tied: the mini-league puts one ahead and leaves two tied, Sonneborn-Berger separates them", () => {
    const rows = teamStandings([
      ...match("1", "A", "B", "VVVD"),
      ...match("2", "A", "C", "VVVD"),
      ...match("3", "B", "C", "VDVD"),
      ...match("4", "B", "D", "VVVD"),
      ...match("5", "C", "E", "VVVD"),
      ...match("6", "D", "E", "VVVD"),
    ]);
    expect(rows.map((r) => [r.rank, r.team, r.leaguePoints, r.headToHead, r.sonnebornBerger])).toEqual([
      [1, "A", 6, 6, 12],
      [2, "B", 6, 3, 7],
      [3, "C", 6, 3, 5],
      [4, "D", 4, 0, 2],
      [5, "E", 2, 0, 0],
    ]);
  });
  it("tied on league points, head-to-head and Sonneborn-Berger: games won decide", () => {
    // A beats C with 3 games won, B beats D 10–6 with 2 won and 2 drawn; C and D both end on 1
    const rows = teamStandings([...match("1", "A", "C", "VVVD"), ...match("2", "B", "D", "VVNN")]);
    expect(
      rows.map((r) => [r.rank, r.team, r.leaguePoints, r.headToHead, r.sonnebornBerger, r.gamesWon]),
    ).toEqual([
      [1, "A", 3, 0, 1, 3],
      [2, "B", 3, 0, 1, 2],
      [3, "C", 1, 0, 0, 1],
      [4, "D", 1, 0, 0, 0],
    ]);
  });
  it("teams with no match yet rank with 0", () => {
    const rows = teamStandings(match("1", "A", "B", "VVVV"), ["A", "B", "C"]);
    expect(rows.map((r) => [r.team, r.leaguePoints, r.matches])).toEqual([
      ["A", 3, 1],
      ["B", 1, 1],
      ["C", 0, 0],
    ]);
  });
});

describe("the Berger calendar", () => {
  for (const n of [2, 3, 4, 5, 6, 7, 8, 11, 12]) {
    it(`${n} teams: every pair meets on exactly one date, nobody plays twice a date, one rest when odd`, () => {
      const teams = Array.from({ length: n }, (_, i) => `T${i + 1}`);
      const cal = bergerCalendar(teams);
      expect(cal).toHaveLength(n % 2 === 0 ? n - 1 : n);
      const met = new Set<string>();
      for (const d of cal) {
        const playing = d.pairs.flat();
        expect(new Set(playing).size).toBe(playing.length);
        expect(d.rest === null).toBe(n % 2 === 0);
        expect(playing.length + (d.rest === null ? 0 : 1)).toBe(n);
        for (const [a, b] of d.pairs) {
          const k = [a, b].sort().join("|");
          expect(met.has(k), k).toBe(false);
          met.add(k);
        }
      }
      expect(met.size).toBe((n * (n - 1)) / 2);
    });
  }
  it("with 4 teams: 3 dates of 2 matches (the seed), and nobody hosts every date", () => {
    const cal = bergerCalendar(["A", "B", "C", "D"]);
    expect(cal.map((d) => d.pairs.length)).toEqual([2, 2, 2]);
    for (const t of ["A", "B", "C", "D"]) {
      const hosted = cal.filter((d) => d.pairs.some(([h]) => h === t)).length;
      expect(hosted, t).toBeLessThan(3);
    }
  });
  it("with 5 teams: each team rests exactly once over the 5 dates; 10 pairings × 2 legs = 20 matches, 8 per team", () => {
    const teams = ["A", "B", "C", "D", "E"];
    const cal = bergerCalendar(teams);
    expect(cal).toHaveLength(5);
    expect(cal.map((d) => d.rest).sort()).toEqual(teams);
    expect(cal.flatMap((d) => d.pairs)).toHaveLength(10);
    const tables = cal.flatMap((d) =>
      d.pairs.flatMap(([h, v]) => [
        ...match(`${d.date}-aller-${h}`, h, v, "VVVD"),
        ...match(`${d.date}-retour-${h}`, h, v, "DDDV"),
      ]),
    );
    expect(matchResults(tables)).toHaveLength(20);
    // each team won one leg and lost the other of each of its 4 pairings: 4 × (3 + 1) = 16
    const rows = teamStandings(tables);
    expect(rows.map((r) => [r.matches, r.leaguePoints])).toEqual(Array(5).fill([8, 16]));
  });
  it("refuses fewer than 2 teams and a team listed twice", () => {
    expect(() => bergerCalendar(["A"])).toThrow(/league.fewTeams/);
    expect(() => bergerCalendar(["A", "B", " a "])).toThrow(/league.duplicateTeam/);
  });
});
