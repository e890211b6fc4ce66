/**
 * Reads a team league's tabs, each once, into rows that remember where they came from. Bad input
 * does not throw here: each problem is kept with its area (the tab it is about), so that the guards
 * refuse only the actions it concerns (a typo in the roster blocks lineups, not standings) and the
 * sidebar lists them all, each naming its tab, row and column. Each tab has its reader (teams.ts,
 * roster.ts, scenarios.ts, calendar.ts, lineups.ts, games.ts); the checks across tabs are in
 * cross.ts. The problems come in a fixed order: Teams, Roster, captains, renamed teams, Calendar,
 * Lineups, Games, results against lineups, missing Games rows.
 */
import type { Location } from "../../../../engine/core/errors";
import { type LeagueMatch, leagueMatches } from "../../../../engine/league/calendar";
import {
  collector,
  type DayOf,
  nameCell,
  type RawTab,
  type Spreadsheet,
  sheetDays,
  tabCache,
  tabPresence,
} from "../../../gateway/index";
import type { LeagueEvent } from "../config";
import { header } from "../schema";
import { readCalendar } from "./calendar";
import { captainProblems, goneTeams, missingGames, playedProblems, renamedTeams } from "./cross";
import { readGames } from "./games";
import { readLineups } from "./lineups";
import { readFactions, readRoster } from "./roster";
import { readScenarios } from "./scenarios";
import { readTeams } from "./teams";
import type { Area, CalendarRow, GameRow, LeagueRead, LineupRow, Problem, Reading } from "./types";

export { rawOf } from "../../../gateway/index";
export { gameKey, together } from "./games";
export type {
  Area,
  CalendarRow,
  GameRow,
  LeagueRead,
  LineupRow,
  Problem,
  RawTab,
  RosterRow,
  TeamRow,
} from "./types";

/** What the tab readers share: the tabs read, the problems collected, where a cell is. */
function reading(ev: LeagueEvent, raw: (name: string) => RawTab, days: DayOf): Reading {
  const lang = ev.lang;
  const { problems, say } = collector<Problem>();
  const at = (tab: Area, row: number, col: number): Location => ({
    tab: ev.tabs[tab],
    row,
    column: header(tab, col, lang),
  });
  const name = (tab: Area, r: number, c: number): string | null => {
    const got = nameCell(raw(ev.tabs[tab]), r, c, at(tab, r + 1, c));
    if (typeof got === "string") return got;
    problems.push({ area: tab, error: got });
    return null;
  };
  return {
    ev,
    lang,
    days,
    raw,
    problems,
    say,
    at,
    name,
  };
}

/** Reads every tab of the league (each once). Problems are collected, never thrown. */
export function readLeague(ss: Spreadsheet, ev: LeagueEvent, known?: Map<string, RawTab>): LeagueRead {
  // dates in the spreadsheet's time zone, read once
  const days = sheetDays(ss);
  const { raw, cache } = tabCache(ss, known);
  const rd = reading(ev, raw, days);
  const teams = readTeams(rd);
  // the list the dropdowns offer
  const factions = readFactions(rd, ss);
  // a calendar team no longer in the Teams tab (renamed there): said once, not on each roster row
  const gone = goneTeams(ev.teams, teams);
  const { roster, playerRow } = readRoster(rd, teams, gone, factions);
  captainProblems(rd, teams, playerRow, gone);
  const scenarios = readScenarios(rd);
  // the season as generated, and a renamed team
  const expected: LeagueMatch[] = ev.teams === null ? [] : leagueMatches(ev.teams);
  if (ev.teams !== null) renamedTeams(rd, ev.teams, teams, gone);
  const byId = new Map(expected.map((m) => [m.id, m]));
  let calendar = new Map<number, CalendarRow>();
  let lineups: LineupRow[] = [];
  let games = new Map<string, GameRow>();
  const heights = { lineups: 1, games: 1 };
  if (ev.teams !== null) {
    calendar = readCalendar(rd, expected, byId);
    lineups = readLineups(rd, byId);
    heights.lineups = raw(ev.tabs.lineups).values.length;
    const read = readGames(rd, byId);
    games = read.games;
    heights.games = raw(ev.tabs.games).values.length;
    // results and players against the accepted lineups, and a player moved after playing
    rd.problems.push(...playedProblems(games.values(), lineups, roster, ev));
    missingGames(rd, expected, games, read.gameRows);
  }
  const present = tabPresence(ss, cache);
  return {
    raw,
    cache,
    present,
    teams,
    roster,
    scenarios,
    factions,
    expected,
    calendar,
    lineups,
    games,
    problems: rd.problems,
    heights,
  };
}

/** The first problem of these areas, thrown (an action that needs them clean refuses with it). */
export function need(read: LeagueRead, areas: Area[]): void {
  const p = read.problems.find((x) => areas.includes(x.area));
  if (p) throw p.error;
}

/** The Elo ladder as last written (its tab), best first: for the sidebar and the Public tab. */
export function ladderTop(
  read: LeagueRead,
  ev: LeagueEvent,
): { rank: number; name: string; rating: number; games: number }[] {
  const out: { rank: number; name: string; rating: number; games: number }[] = [];
  const values = read.raw(ev.tabs.ladder).values;
  for (let r = 1; r < values.length; r++) {
    const row = values[r] ?? [];
    const rank = row[0];
    const rating = row[3];
    const games = row[4];
    if (typeof rank !== "number" || typeof rating !== "number") continue;
    out.push({ rank, name: String(row[1] ?? ""), rating, games: typeof games === "number" ? games : 0 });
  }
  return out;
}
