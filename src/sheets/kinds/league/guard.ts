/**
 * Whether each league action may run, and why not: one guard per action, used both by the sidebar's
 * button (enabled, reason) and by the action itself (it throws the same refusal).
 */
import { ArbitreError } from "../../../engine/core/errors";
import { nameKey } from "../../../engine/core/names";
import { LINEUP_RULES } from "../../../engine/league/lineup";
import { missingTab } from "../../gateway/index";
import type { LeagueEvent, WrittenRole } from "./config";
import { isPending, type MatchState, matchStates, type TypedLineup, typedLineups } from "./model";
import type { Area, LeagueRead } from "./read";
import { header, TEAMS } from "./schema";

export interface LeagueFacts {
  read: LeagueRead;
  states: MatchState[];
  typed: TypedLineup[];
  pending: TypedLineup[];
  /** The next date whose scenarios are not all drawn, else null. */
  toDraw: number | null;
}

export function factsOf(read: LeagueRead): LeagueFacts {
  const states = matchStates(read);
  const typed = typedLineups(read, states);
  const undrawn = states.filter((s) => !s.drawn);
  return {
    read,
    states,
    typed,
    pending: typed.filter(isPending),
    toDraw: undrawn.length > 0 ? Math.min(...undrawn.map((s) => s.match.round)) : null,
  };
}

/** A refusal: the key and parameters of its message. */
export type Refusal = ArbitreError | null;

function problem(f: LeagueFacts, areas: Area[]): Refusal {
  return f.read.problems.find((p) => areas.includes(p.area))?.error ?? null;
}

export function canGenerateCalendar(ev: LeagueEvent, f: LeagueFacts): Refusal {
  if (ev.teams !== null) return new ArbitreError("league.guard.calendarDone", {});
  const bad = problem(f, ["teams", "roster"]);
  if (bad) return bad;
  const teams = f.read.teams;
  if (teams.length < 2) return new ArbitreError("league.fewTeams", { count: teams.length });
  for (const team of teams) {
    const count = f.read.roster.filter((r) => nameKey(r.team) === nameKey(team.name)).length;
    if (count < LINEUP_RULES.tables)
      return new ArbitreError(
        "league.guard.smallTeam",
        { team: team.name, count, min: LINEUP_RULES.tables, tab: ev.tabs.roster },
        { tab: ev.tabs.teams, row: team.row, column: header("teams", TEAMS.name, ev.lang) },
      );
  }
  return missingTab(f.read.present, ev.tabs, NEEDS.generateCalendar);
}

function calendarNeeded(ev: LeagueEvent, f: LeagueFacts, areas: Area[]): Refusal {
  if (ev.teams === null) return new ArbitreError("league.guard.noCalendar", {});
  return problem(f, areas);
}

/** The tabs each action writes or reads then: its guard refuses a renamed or deleted one, before the first write. */
export const NEEDS = {
  generateCalendar: ["calendar", "lineups", "games", "matches"],
  drawScenarios: ["games", "matches"],
  checkLineups: ["games", "lineups", "matches"],
  updateLeague: ["calendar", "matches", "standings", "ladder", "history"],
  // the ladder as last updated is read for the Public tab
  publish: ["public", "ladder"],
} as const satisfies Record<string, readonly WrittenRole[]>;

export function canDrawScenarios(ev: LeagueEvent, f: LeagueFacts): Refusal {
  const bad = calendarNeeded(ev, f, ["teams", "calendar", "games", "scenarios"]);
  if (bad) return bad;
  if (f.read.scenarios.length === 0)
    return new ArbitreError("league.noScenario", {}, { tab: ev.tabs.scenarios });
  if (f.toDraw === null) return new ArbitreError("league.guard.allDrawn", {});
  return missingTab(f.read.present, ev.tabs, NEEDS.drawScenarios);
}

/**
 * The Roster problems that block a team's lineups: the problems of its rows (and of its captain), and
 * those of a row whose team cannot be told. A lineup of another team is checked as usual.
 */
export function rosterBlocks(f: LeagueFacts, team: string): ArbitreError[] {
  const key = nameKey(team);
  return f.read.problems
    .filter((p) => p.area === "roster" && (p.teams === undefined || p.teams.includes(key)))
    .map((p) => p.error);
}

export function canCheckLineups(ev: LeagueEvent, f: LeagueFacts): Refusal {
  const bad =
    calendarNeeded(ev, f, ["teams", "calendar", "lineups", "games"]) ??
    f.read.problems.find((p) => p.area === "roster" && p.teams === undefined)?.error ??
    null;
  if (bad) return bad;
  // a Roster problem blocks only the lineups of its team: refused when every lineup waiting is blocked
  const blocked = problem(f, ["roster"]);
  if (blocked && f.pending.every((l) => rosterBlocks(f, l.team).length > 0))
    return rosterBlocks(f, f.pending[0]?.team ?? "")[0] ?? blocked;
  if (f.pending.length === 0) {
    // nothing typed yet: the next step may be the draw, which comes before the lineups
    const next = f.states.find((s) => !s.complete);
    if (next && !next.drawn) return new ArbitreError("league.guard.drawFirst", { round: next.match.round });
    return new ArbitreError("league.guard.noLineup", { tab: ev.tabs.lineups });
  }
  return missingTab(f.read.present, ev.tabs, NEEDS.checkLineups);
}

export function canUpdate(ev: LeagueEvent, f: LeagueFacts): Refusal {
  return (
    calendarNeeded(ev, f, ["teams", "calendar", "games"]) ??
    missingTab(f.read.present, ev.tabs, NEEDS.updateLeague)
  );
}

export function canPublish(ev: LeagueEvent, f: LeagueFacts): Refusal {
  return (
    calendarNeeded(ev, f, ["teams", "calendar", "games"]) ??
    missingTab(f.read.present, ev.tabs, NEEDS.publish)
  );
}

/**
 * The lineup form's guard, for its button and its action alike: one form per league, made again
 * once it is known deleted (`gone`, set by the sidebar's refresh or an action that found it so).
 */
export function canMakeLineupForm(ev: LeagueEvent): Refusal {
  const form = ev.lineupForm;
  return form && form.gone !== true ? new ArbitreError("league.form.exists", { url: form.url }) : null;
}
