/**
 * Team league scoring and ranking (RULES §3, seed 000): game points per table, match score, league
 * points, and the final ranking with its tie-breaks, each kept for its own column.
 */
import { ArbitreError } from "../core/errors";
import { cleanName, nameKey } from "../core/names";
import type { Outcome } from "../core/results";
import { LINEUP_RULES } from "./lineup";

/** One table of one match: its two results (`forfeit`: the side fielded no player there). */
export interface TableResult {
  match: string;
  home: string;
  away: string;
  table: number;
  homeResult: Outcome;
  awayResult: Outcome;
}

/** Game points of one side of a table: win 3, draw 2, loss 1, no player 0 (the other side: 3). */
export function gamePoints(mine: Outcome): number {
  return mine === "win" ? 3 : mine === "draw" ? 2 : mine === "loss" ? 1 : 0;
}

export interface MatchResult {
  match: string;
  home: string;
  away: string;
  /** Sums of game points (the seed's 9–6). */
  homeScore: number;
  awayScore: number;
  /** Players fielded (tables where the side is not `forfeit`). */
  homePlayers: number;
  awayPlayers: number;
  /** League points: win 3, draw 2, loss 1 when at least 2 players were fielded, else 0. */
  homePoints: number;
  awayPoints: number;
  /** "home" | "away" | "draw": who won the match. */
  winner: "home" | "away" | "draw";
  /** Games won by each side (a table won by forfeit counts). */
  homeWins: number;
  awayWins: number;
  /** Tables 1–4 with both results. */
  results: number;
  /** Each of tables 1–4 has a result: only then does the match count in the standings. */
  complete: boolean;
}

const consistent = (a: Outcome, b: Outcome): boolean =>
  (a === "win" && (b === "loss" || b === "forfeit")) ||
  (b === "win" && (a === "loss" || a === "forfeit")) ||
  (a === "draw" && b === "draw") ||
  (a === "forfeit" && b === "forfeit");

/** The matches of a list of tables, in order of first appearance. Bad input throws ArbitreError. */
export function matchResults(tables: TableResult[]): MatchResult[] {
  const byMatch = new Map<string, TableResult[]>();
  tables.forEach((t, i) => {
    if (!consistent(t.homeResult, t.awayResult))
      throw new ArbitreError(
        "league.badResult",
        {},
        { row: i + 1, column: "homeResult" },
        { homeKey: `outcome.${t.homeResult}`, awayKey: `outcome.${t.awayResult}` },
      );
    const list = byMatch.get(t.match) ?? [];
    const first = list[0];
    if (first && (nameKey(first.home) !== nameKey(t.home) || nameKey(first.away) !== nameKey(t.away)))
      throw new ArbitreError("league.matchTeams", { match: t.match }, { row: i + 1, column: "home" });
    if (list.some((x) => x.table === t.table))
      throw new ArbitreError(
        "league.tableTwice",
        { match: t.match, table: t.table },
        { row: i + 1, column: "table" },
      );
    list.push(t);
    byMatch.set(t.match, list);
  });
  const out: MatchResult[] = [];
  for (const [match, list] of byMatch) {
    const t0 = list[0]!;
    let homeScore = 0;
    let awayScore = 0;
    let homePlayers = 0;
    let awayPlayers = 0;
    let homeWins = 0;
    let awayWins = 0;
    const results = new Set(list.map((t) => t.table).filter((n) => n >= 1 && n <= LINEUP_RULES.tables)).size;
    for (const t of list) {
      homeScore += gamePoints(t.homeResult);
      awayScore += gamePoints(t.awayResult);
      if (t.homeResult !== "forfeit") homePlayers++;
      if (t.awayResult !== "forfeit") awayPlayers++;
      if (t.homeResult === "win") homeWins++;
      if (t.awayResult === "win") awayWins++;
    }
    // fewer than 2 players fielded: the match is lost by forfeit (0 league points)
    const homeOut = homePlayers < 2;
    const awayOut = awayPlayers < 2;
    let winner: MatchResult["winner"];
    if (homeOut && awayOut) winner = "draw";
    else if (homeOut) winner = "away";
    else if (awayOut) winner = "home";
    else winner = homeScore > awayScore ? "home" : homeScore < awayScore ? "away" : "draw";
    const points = (side: "home" | "away", out: boolean): number => {
      if (out) return 0;
      if (winner === "draw") return 2;
      return winner === side ? 3 : 1;
    };
    out.push({
      match,
      home: cleanName(t0.home),
      away: cleanName(t0.away),
      homeScore,
      awayScore,
      homePlayers,
      awayPlayers,
      homePoints: points("home", homeOut),
      awayPoints: points("away", awayOut),
      winner,
      homeWins,
      awayWins,
      results,
      complete: results === LINEUP_RULES.tables,
    });
  }
  return out;
}

/**
 * Each row's head-to-head as shown in a table: blank ("") for a team no other team ties on league
 * points (it has no head-to-head; its 0 would read as a score).
 */
export function headToHeadShown(rows: TeamRow[]): (number | "")[] {
  const count = new Map<number, number>();
  for (const r of rows) count.set(r.leaguePoints, (count.get(r.leaguePoints) ?? 0) + 1);
  return rows.map((r) => ((count.get(r.leaguePoints) ?? 0) > 1 ? r.headToHead : ""));
}

export interface TeamRow {
  rank: number;
  team: string;
  leaguePoints: number;
  /** League points from the matches between the teams tied on league points (0 when not tied). */
  headToHead: number;
  sonnebornBerger: number;
  gamesWon: number;
  matches: number;
}

/**
 * The final ranking (RULES §3): league points; then head-to-head, a mini-league of the league
 * points from the matches between the teams tied on league points; then Sonneborn-Berger (each
 * match won adds the beaten team's final league points, each drawn half); then games won; then a
 * shared rank. `teams` lists teams with no match yet (they rank with 0). A match counts only once
 * each of its 4 tables has a result (a season being typed in): an incomplete one is left out whole.
 */
export function teamStandings(tables: TableResult[], teams: string[] = []): TeamRow[] {
  const all = matchResults(tables);
  const matches = all.filter((m) => m.complete);
  const rows = new Map<string, TeamRow>();
  const row = (name: string): TeamRow => {
    const k = nameKey(name);
    let r = rows.get(k);
    if (!r) {
      r = {
        rank: 0,
        team: cleanName(name),
        leaguePoints: 0,
        headToHead: 0,
        sonnebornBerger: 0,
        gamesWon: 0,
        matches: 0,
      };
      rows.set(k, r);
    }
    return r;
  };
  for (const t of teams) row(t);
  // a team whose only matches are incomplete is still listed, with 0
  for (const m of all) {
    row(m.home);
    row(m.away);
  }
  for (const m of matches) {
    const h = row(m.home);
    const a = row(m.away);
    h.leaguePoints += m.homePoints;
    a.leaguePoints += m.awayPoints;
    h.gamesWon += m.homeWins;
    a.gamesWon += m.awayWins;
    h.matches++;
    a.matches++;
  }
  for (const m of matches) {
    const h = row(m.home);
    const a = row(m.away);
    if (m.winner === "home") h.sonnebornBerger += a.leaguePoints;
    else if (m.winner === "away") a.sonnebornBerger += h.leaguePoints;
    else {
      h.sonnebornBerger += a.leaguePoints / 2;
      a.sonnebornBerger += h.leaguePoints / 2;
    }
  }
  // head-to-head within each group tied on league points
  const groups = new Map<number, TeamRow[]>();
  for (const r of rows.values()) groups.set(r.leaguePoints, [...(groups.get(r.leaguePoints) ?? []), r]);
  for (const group of groups.values()) {
    if (group.length < 2) continue;
    const inGroup = new Set(group.map((r) => nameKey(r.team)));
    for (const m of matches) {
      if (!inGroup.has(nameKey(m.home)) || !inGroup.has(nameKey(m.away))) continue;
      row(m.home).headToHead += m.homePoints;
      row(m.away).headToHead += m.awayPoints;
    }
  }
  const key = (r: TeamRow) => [r.leaguePoints, r.headToHead, r.sonnebornBerger, r.gamesWon];
  const cmp = (x: TeamRow, y: TeamRow): number => {
    const a = key(x);
    const b = key(y);
    for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return b[i]! - a[i]!;
    return 0;
  };
  const sorted = [...rows.values()].sort((x, y) => cmp(x, y) || x.team.localeCompare(y.team));
  sorted.forEach((r, i) => {
    r.rank = i > 0 && cmp(sorted[i - 1]!, r) === 0 ? sorted[i - 1]!.rank : i + 1;
  });
  return sorted;
}
