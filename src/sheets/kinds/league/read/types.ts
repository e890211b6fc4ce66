/**
 * The rows a team league's tabs give (each remembering its sheet row), the problems found in them,
 * and `Reading`: what each tab's reader shares while `readLeague` reads (the tabs, the problems
 * collected so far, where a cell is).
 */
import type { UiMessage } from "../../../../contract/index";
import type { ErrorCode, Location, Params } from "../../../../engine/core/errors";
import type { Outcome } from "../../../../engine/core/results";
import type { LeagueMatch } from "../../../../engine/league/calendar";
import type { RosterEntry } from "../../../../engine/league/lineup";
import type { Lang } from "../../../../i18n/index";
import type { DayOf, Found, RawTab } from "../../../gateway/index";
import type { LeagueEvent } from "../config";

export type { RawTab } from "../../../gateway/index";

export type Area = "teams" | "roster" | "scenarios" | "calendar" | "lineups" | "games";

export interface Problem extends Found<Area> {
  /**
   * A roster problem's teams (name keys): it blocks only their lineups (guard.ts `rosterBlocks`).
   * Absent: a problem of no team that can be told, blocking every lineup.
   */
  teams?: string[];
}

export interface TeamRow {
  name: string;
  club: string;
  captain: string;
  row: number;
}

export interface RosterRow extends RosterEntry {
  row: number;
}

export interface CalendarRow extends LeagueMatch {
  /** "YYYY-MM-DD", "" when the cell is blank. */
  day: string;
  host: string;
  row: number;
}

export interface LineupRow {
  match: number;
  team: string;
  table: number;
  player: string;
  army: string;
  status: string;
  row: number;
}

export interface GameRow {
  match: number;
  table: number;
  home: string;
  away: string;
  homeResult: Outcome | null;
  awayResult: Outcome | null;
  scenario: string;
  trait: string;
  homePlayer: string;
  homeArmy: string;
  awayPlayer: string;
  awayArmy: string;
  row: number;
  /** The two result cells as typed (formula text when a formula): written back as they were. */
  typed: [unknown, unknown];
  /** The two result cells' values. */
  values: [unknown, unknown];
}

export interface LeagueRead {
  /** Each tab read at most once per action, on first use (values and formulas). */
  raw: (name: string) => RawTab;
  /** The tabs read so far, by name. */
  cache: Map<string, RawTab>;
  /** Whether a tab exists (asked once per tab; a tab read exists): a renamed one refuses its actions. */
  present: (name: string) => boolean;
  teams: TeamRow[];
  roster: RosterRow[];
  scenarios: string[];
  /**
   * The Factions tab's factions by spelling key (`factionKey`), null when the event has no such tab
   * (created before it, or the tab deleted): factions are then compared as typed.
   */
  factions: Map<string, string> | null;
  /** The season's matches as generated (from the stored teams), [] before the calendar. */
  expected: LeagueMatch[];
  /** The Calendar tab's rows, by match number (a deleted row is missing). */
  calendar: Map<number, CalendarRow>;
  lineups: LineupRow[];
  /** Games rows by "match:table". */
  games: Map<string, GameRow>;
  problems: Problem[];
  /** Heights read (header included), for padding a rewrite. */
  heights: { lineups: number; games: number };
  /** What applying the captains' lineup form says in the sidebar (actions/apply-lineups.ts). */
  messages?: UiMessage[];
}

/** What each tab's reader shares while the league is read. */
export interface Reading {
  ev: LeagueEvent;
  lang: Lang;
  /** Dates in the spreadsheet's time zone. */
  days: DayOf;
  /** Each tab read at most once. */
  raw: (name: string) => RawTab;
  /** The problems found so far, in the order found. */
  problems: Problem[];
  /** Adds a problem of `area`. */
  say: (area: Area, key: string, params: Params, at: Location, code?: ErrorCode) => void;
  /** Where a cell of an area's tab is: the tab, its sheet row (1-based), its column's header. */
  at: (tab: Area, row: number, col: number) => Location;
  /**
   * A name cell of an area's tab (0-based row and column of the grid): "" when blank, the text;
   * null for a value that is not text (said as a problem).
   */
  name: (tab: Area, r: number, c: number) => string | null;
}
