/**
 * What the league's tabs say once read: each match's state (scenarios drawn, lineups accepted,
 * results in), the lineups waiting to be checked, and the tables the engine scores.
 */
import { nameKey } from "../../../engine/core/names";
import type { Outcome } from "../../../engine/core/results";
import type { LeagueMatch } from "../../../engine/league/calendar";
import type { PastLineup } from "../../../engine/league/lineup";
import { type MatchResult, matchResults, type TableResult } from "../../../engine/league/standings";
import { type CalendarRow, type GameRow, gameKey, type LeagueRead, type LineupRow } from "./read";
import { TABLES } from "./schema";

export type Side = "home" | "away";

export interface MatchState {
  match: LeagueMatch;
  /** The Calendar row (date, host); undefined when the row was deleted. */
  cal: CalendarRow | undefined;
  /** Games rows by table (index 0 = table 1). */
  rows: (GameRow | undefined)[];
  drawn: boolean;
  accepted: Record<Side, boolean>;
  /** Tables with both results. */
  results: number;
  complete: boolean;
  /** The match score once complete. */
  score: MatchResult | null;
}

export const sideTeam = (m: LeagueMatch, side: Side): string => (side === "home" ? m.home : m.away);

export function matchStates(read: LeagueRead): MatchState[] {
  return read.expected.map((match) => {
    const rows = Array.from({ length: TABLES }, (_, i) => read.games.get(gameKey(match.id, i + 1)));
    const drawn = rows.every((r) => r !== undefined && r.scenario !== "");
    const has = (side: Side) =>
      rows.some((r) => r !== undefined && (side === "home" ? r.homePlayer : r.awayPlayer) !== "");
    const results = rows.filter((r) => r?.homeResult && r.awayResult).length;
    const complete = results === TABLES;
    let score: MatchResult | null = null;
    if (complete) {
      try {
        score = matchResults(tablesOf([rows as GameRow[]]))[0] ?? null;
      } catch (_e) {
        score = null; // results that do not go together: said by the Update action
      }
    }
    return {
      match,
      cal: read.calendar.get(match.id),
      rows,
      drawn,
      accepted: { home: has("home"), away: has("away") },
      results,
      complete,
      score,
    };
  });
}

/** The scored tables of these Games rows (both results in), for the engine and TEAM_STANDINGS. */
export function tablesOf(groups: (GameRow | undefined)[][]): TableResult[] {
  const out: TableResult[] = [];
  for (const rows of groups)
    for (const r of rows) {
      if (!r || !r.homeResult || !r.awayResult) continue;
      out.push({
        match: String(r.match),
        home: r.home,
        away: r.away,
        table: r.table,
        homeResult: r.homeResult as Outcome,
        awayResult: r.awayResult as Outcome,
      });
    }
  return out;
}

/** A lineup as typed in the Lineups tab: tables 1–4, with the row of each. */
export interface TypedLineup {
  match: MatchState;
  side: Side;
  team: string;
  players: string[];
  rows: (LineupRow | undefined)[];
}

/** Every lineup typed in the Lineups tab (at least one player), in match order. */
export function typedLineups(read: LeagueRead, states: MatchState[]): TypedLineup[] {
  const byKey = new Map<string, LineupRow>();
  for (const l of read.lineups) byKey.set(`${l.match}:${nameKey(l.team)}:${l.table}`, l);
  const out: TypedLineup[] = [];
  for (const st of states) {
    for (const side of ["home", "away"] as const) {
      const team = sideTeam(st.match, side);
      const rows = Array.from({ length: TABLES }, (_, i) =>
        byKey.get(`${st.match.id}:${nameKey(team)}:${i + 1}`),
      );
      const players = rows.map((r) => r?.player ?? "");
      if (players.every((p) => p === "")) continue;
      out.push({ match: st, side, team, players, rows });
    }
  }
  return out;
}

/** The players a lineup put in the Games tab (accepted), by table. */
export function acceptedPlayers(st: MatchState, side: Side): string[] {
  return st.rows.map((r) => (r ? (side === "home" ? r.homePlayer : r.awayPlayer) : ""));
}

/** The typed lineup differs from what the Games tab holds: it waits for Check lineups. */
export function isPending(l: TypedLineup): boolean {
  const now = acceptedPlayers(l.match, l.side);
  return l.players.some((p, i) => nameKey(p) !== nameKey(now[i] ?? ""));
}

/** Every lineup accepted before match `id` (any team), for the roster rules. */
export function earlierLineups(states: MatchState[], id: number): PastLineup[] {
  const out: PastLineup[] = [];
  for (const st of states) {
    if (st.match.id >= id) break;
    for (const side of ["home", "away"] as const) {
      if (!st.accepted[side]) continue;
      out.push({
        round: roundOf(states, st.match.id, sideTeam(st.match, side)),
        team: sideTeam(st.match, side),
        players: acceptedPlayers(st, side).filter((p) => p !== ""),
      });
    }
  }
  return out;
}

/** The team's round of a match (RULES §3 "ronde"): its 1st, 2nd… match of the season. */
export function roundOf(states: MatchState[], id: number, team: string): number {
  const k = nameKey(team);
  let n = 0;
  for (const st of states) {
    if (nameKey(st.match.home) === k || nameKey(st.match.away) === k) n++;
    if (st.match.id === id) return n;
  }
  return n;
}

/** The first leg of a return match (same pairing, same date), else null. */
export function firstLeg(states: MatchState[], st: MatchState): MatchState | null {
  if (st.match.leg !== "retour") return null;
  return states.find((x) => x.match.id === st.match.id - 1) ?? null;
}
