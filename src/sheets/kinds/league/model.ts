/**
 * What the league's tabs say once read: each match's state (scenarios drawn, lineups accepted,
 * results in), the lineups waiting to be checked, and the tables the engine scores.
 */
import { nameKey } from "../../../engine/core/names";
import type { Outcome } from "../../../engine/core/results";
import type { LeagueMatch } from "../../../engine/league/calendar";
import { factionKey, type PastLineup, type PlayedArmy } from "../../../engine/league/lineup";
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
  /** Tables with both players and both results: the match has begun (its lineups no longer change). */
  played: number;
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
    const played = rows.filter(
      (r) => r?.homeResult && r.awayResult && r.homePlayer !== "" && r.awayPlayer !== "",
    ).length;
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
      played,
      complete,
      score,
    };
  });
}

/**
 * Matches begun (a game played) but not complete: not counted yet, and the standings are
 * provisional meanwhile. A table lost 0–3 by an accepted lineup alone does not begin a match.
 */
export function incompleteMatches(states: MatchState[]): MatchState[] {
  return states.filter((s) => s.played > 0 && !s.complete);
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
  /** Tables 1–4: the army typed beside each player (Army column), "" when blank. */
  armies: string[];
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
      out.push({ match: st, side, team, players, armies: rows.map((r) => r?.army ?? ""), rows });
    }
  }
  return out;
}

/** The players a lineup put in the Games tab (accepted), by table. */
export function acceptedPlayers(st: MatchState, side: Side): string[] {
  return st.rows.map((r) => (r ? (side === "home" ? r.homePlayer : r.awayPlayer) : ""));
}

/** The armies a lineup put in the Games tab (accepted), by table. */
export function acceptedArmies(st: MatchState, side: Side): string[] {
  return st.rows.map((r) => (r ? (side === "home" ? r.homeArmy : r.awayArmy) : ""));
}

/**
 * An army as typed in the Lineups tab's Army column ("Elfes", "Elfes + Nains", or as Check lineups
 * writes it, "Elfes + Nains · 1995 pts"): its faction and allied contingent; the points and special
 * characters always come from the roster.
 */
export function armyOf(text: string): PlayedArmy {
  const [faction = "", ...ally] = (text.split("·")[0] ?? "").split("+");
  return { faction: faction.trim(), ally: ally.join("+").trim() };
}

/**
 * The army each table of a lineup plays at this match: the one typed beside the player, else the
 * roster's (null). An army left from the player accepted before at that table (the player changed,
 * not the army) is that player's, not the new one's: the roster's then.
 */
export function playedArmies(l: TypedLineup): (PlayedArmy | null)[] {
  const players = acceptedPlayers(l.match, l.side);
  const armies = acceptedArmies(l.match, l.side);
  return l.armies.map((a, i) => {
    if (a === "") return null;
    const stale = a === (armies[i] ?? "") && nameKey(l.players[i] ?? "") !== nameKey(players[i] ?? "");
    return stale ? null : armyOf(a);
  });
}

const sameArmy = (a: string, b: string): boolean => {
  const x = armyOf(a);
  const y = armyOf(b);
  return factionKey(x.faction) === factionKey(y.faction) && factionKey(x.ally) === factionKey(y.ally);
};

/**
 * The typed lineup differs from what the Games tab holds (a player, or an army typed): it waits for
 * Check lineups.
 */
export function isPending(l: TypedLineup): boolean {
  const now = acceptedPlayers(l.match, l.side);
  if (l.players.some((p, i) => nameKey(p) !== nameKey(now[i] ?? ""))) return true;
  const armies = acceptedArmies(l.match, l.side);
  return l.armies.some((a, i) => a !== "" && l.players[i] !== "" && !sameArmy(a, armies[i] ?? ""));
}

/** Each team's round of every match (RULES §3 "ronde": the team's 1st, 2nd… match), in one pass. */
export function teamRounds(states: MatchState[]): Map<number, Record<Side, number>> {
  const count = new Map<string, number>();
  const out = new Map<number, Record<Side, number>>();
  const next = (team: string) => {
    const k = nameKey(team);
    const n = (count.get(k) ?? 0) + 1;
    count.set(k, n);
    return n;
  };
  for (const st of states) out.set(st.match.id, { home: next(st.match.home), away: next(st.match.away) });
  return out;
}

/** Every accepted lineup with its match number, for the roster rules (earlier ones: id below). */
export function acceptedLineups(states: MatchState[]): (PastLineup & { match: number })[] {
  const rounds = teamRounds(states);
  const out: (PastLineup & { match: number })[] = [];
  for (const st of states)
    for (const side of ["home", "away"] as const) {
      if (!st.accepted[side]) continue;
      out.push({
        match: st.match.id,
        round: rounds.get(st.match.id)![side],
        team: sideTeam(st.match, side),
        players: acceptedPlayers(st, side).filter((p) => p !== ""),
      });
    }
  return out;
}

/** The first leg of a return match (same pairing, same date), else null. */
export function firstLeg(states: MatchState[], st: MatchState): MatchState | null {
  if (st.match.leg !== "retour") return null;
  return states.find((x) => x.match.id === st.match.id - 1) ?? null;
}
