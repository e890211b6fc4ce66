/**
 * Reads a team league's tabs, each once, into rows that remember where they came from. Bad input
 * does not throw here: each problem is kept with its area (the tab it is about), so that the guards
 * refuse only the actions it concerns (a typo in the roster blocks lineups, not standings) and the
 * sidebar lists them all, each naming its tab, row and column.
 */
import type { UiMessage } from "../../../contract/views";
import { ArbitreError } from "../../../engine/core/errors";
import { cleanName, nameKey } from "../../../engine/core/names";
import { type Outcome, parseOutcome } from "../../../engine/core/results";
import { type LeagueMatch, leagueMatches } from "../../../engine/league/calendar";
import { factionKey, type RosterEntry } from "../../../engine/league/lineup";
import { isoDate, sheetDays } from "../../gateway/dates";

import {
  type Grid,
  readGrid,
  type Shown,
  type Spreadsheet,
  sheetOf,
  tabPresence,
} from "../../gateway/workbook";
import type { LeagueEvent } from "./config";
import { playedProblems } from "./played";
import {
  CALENDAR,
  FACTION_LIST,
  GAMES,
  type HeaderTab,
  header,
  LINEUPS,
  ROSTER,
  SCENARIOS,
  TABLES,
  TEAMS,
  words,
} from "./schema";

export type Area = "teams" | "roster" | "scenarios" | "calendar" | "lineups" | "games";

export interface Problem {
  area: Area;
  error: ArbitreError;
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

/** A tab as read (values and formulas), once per action: see `rawTab`. */
export interface RawTab {
  values: Grid;
  formulas: Grid;
  shown: Shown;
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

/** Two results that go together on one table (RULES §3: a side with no player scores 0, the other 3). */
export function together(a: Outcome, b: Outcome): boolean {
  return (
    (a === "win" && (b === "loss" || b === "forfeit")) ||
    (b === "win" && (a === "loss" || a === "forfeit")) ||
    (a === "draw" && b === "draw") ||
    (a === "forfeit" && b === "forfeit")
  );
}

export const gameKey = (match: number, table: number): string => `${match}:${table}`;

const blank = (v: unknown): boolean =>
  v === null || v === undefined || (typeof v === "string" && v.trim() === "");

/** Reads every tab of the league (each once). Problems are collected, never thrown. */
export function readLeague(ss: Spreadsheet, ev: LeagueEvent, known?: Map<string, RawTab>): LeagueRead {
  const lang = ev.lang;
  // dates in the spreadsheet's time zone, read once
  const days = sheetDays(ss);
  const problems: Problem[] = [];
  const w = words(lang);
  const cache = new Map<string, RawTab>(known ?? []);
  const raw = (name: string): RawTab => {
    let got = cache.get(name);
    if (!got) {
      const g = readGrid(sheetOf(ss, name), true);
      got = { values: g.values, formulas: g.formulas ?? [], shown: g.shown };
      cache.set(name, got);
    }
    return got;
  };
  const grid = raw;
  /** A located error: tab, sheet row, column header, what the cell shows. */
  const at = (tab: HeaderTab, name: string, row: number, col: number) => ({
    tab: name,
    row,
    column: header(tab, col, lang),
  });
  const text = (v: unknown): string => (blank(v) ? "" : typeof v === "string" ? cleanName(v) : String(v));
  /** A name cell: text, or a problem quoting what the cell shows. */
  const nameCell = (
    area: Area,
    tab: HeaderTab,
    tabName: string,
    values: Grid,
    shown: Shown,
    r: number,
    c: number,
  ): string | null => {
    const v = values[r]?.[c];
    if (blank(v)) return "";
    if (typeof v === "string") return cleanName(v);
    problems.push({
      area,
      error: new ArbitreError("results.badName", { value: shown(r, c) }, at(tab, tabName, r + 1, c)),
    });
    return null;
  };

  // Teams
  const tg = grid(ev.tabs.teams);
  const teams: TeamRow[] = [];
  const teamRow = new Map<string, number>();
  for (let r = 1; r < tg.values.length; r++) {
    const row = tg.values[r] ?? [];
    if (row.slice(0, TEAMS.width).every(blank)) continue;
    const name = nameCell("teams", "teams", ev.tabs.teams, tg.values, tg.shown, r, TEAMS.name);
    if (name === null) continue;
    if (name === "") {
      problems.push({
        area: "teams",
        error: new ArbitreError("league.read.teamMissing", {}, at("teams", ev.tabs.teams, r + 1, TEAMS.name)),
      });
      continue;
    }
    const first = teamRow.get(nameKey(name));
    if (first !== undefined) {
      problems.push({
        area: "teams",
        error: new ArbitreError(
          "league.read.teamTwice",
          { name, first },
          at("teams", ev.tabs.teams, r + 1, TEAMS.name),
        ),
      });
      continue;
    }
    teamRow.set(nameKey(name), r + 1);
    teams.push({ name, club: text(row[TEAMS.club]), captain: text(row[TEAMS.captain]), row: r + 1 });
  }

  // Factions: the list the dropdowns offer
  let factions: Map<string, string> | null = null;
  const factionsTab = ev.tabs.factions;
  if (factionsTab !== undefined && ss.getSheetByName(factionsTab) !== null) {
    factions = new Map();
    const fg = grid(factionsTab);
    for (let r = 1; r < fg.values.length; r++) {
      const v = fg.values[r]?.[FACTION_LIST.name];
      if (!blank(v)) factions.set(factionKey(text(v)), text(v));
    }
  }
  /** A faction the list does not hold (none: any). */
  const unlisted = (faction: string): boolean =>
    factions !== null && faction !== "" && !factions.has(factionKey(faction));

  // Roster
  const rg = grid(ev.tabs.roster);
  const roster: RosterRow[] = [];
  const playerRow = new Map<string, RosterRow>();
  const teamNames = new Map(teams.map((x) => [nameKey(x.name), x.name]));
  // a calendar team no longer in the Teams tab (renamed there): said once below, not on each roster row
  const gone = new Map(
    (ev.teams ?? []).filter((team) => !teamNames.has(nameKey(team))).map((team) => [nameKey(team), team]),
  );
  for (let r = 1; r < rg.values.length; r++) {
    const row = rg.values[r] ?? [];
    if (row.slice(0, ROSTER.width).every(blank)) continue;
    const where = (c: number) => at("roster", ev.tabs.roster, r + 1, c);
    // the row's problems, tagged below with the team(s) they touch
    const first = problems.length;
    const touched: string[] = [];
    // every problem of the row is said, not only its first; a row with one is left out
    let broken = false;
    const bad = (key: string, c: number, params: Record<string, string | number> = {}) => {
      broken = true;
      problems.push({ area: "roster", error: new ArbitreError(key, params, where(c)) });
    };
    const player = nameCell("roster", "roster", ev.tabs.roster, rg.values, rg.shown, r, ROSTER.player);
    const team = nameCell("roster", "roster", ev.tabs.roster, rg.values, rg.shown, r, ROSTER.team);
    if (player === "") bad("league.read.playerMissing", ROSTER.player);
    let teamName: string | undefined;
    if (team === "") bad("league.read.rosterTeamMissing", ROSTER.team, { name: player ?? "" });
    else if (team !== null) {
      teamName = teamNames.get(nameKey(team)) ?? gone.get(nameKey(team));
      if (teamName === undefined) bad("league.read.unknownTeam", ROSTER.team, { team, tab: ev.tabs.teams });
    }
    const before = player ? playerRow.get(nameKey(player)) : undefined;
    if (before !== undefined) touched.push(nameKey(before.team));
    if (before !== undefined)
      bad(
        teamName !== undefined && nameKey(before.team) === nameKey(teamName)
          ? "league.read.playerTwice"
          : "league.read.twoTeams",
        ROSTER.player,
        { name: player!, first: before.row, team: before.team },
      );
    const registered = isoDate(row[ROSTER.registered], days);
    if (registered === null)
      bad(
        blank(row[ROSTER.registered]) ? "league.read.dateMissing" : "league.read.badDate",
        ROSTER.registered,
        {
          value: rg.shown(r, ROSTER.registered),
          name: player ?? "",
        },
      );
    const count = (c: number, max: number): number | null => {
      const v = row[c];
      if (blank(v)) return 0;
      const n = typeof v === "number" ? v : Number(String(v).trim().replace(",", "."));
      if (!Number.isInteger(n) || n < 0 || n > max) {
        bad("league.read.badNumber", c, { value: rg.shown(r, c) });
        return null;
      }
      return n;
    };
    const specials = count(ROSTER.specials, 99);
    const points = count(ROSTER.points, 100000);
    const faction = text(row[ROSTER.faction]);
    const ally = text(row[ROSTER.ally]);
    if (faction === "") bad("league.read.factionMissing", ROSTER.faction, { name: player ?? "" });
    for (const [f, c] of [
      [faction, ROSTER.faction],
      [ally, ROSTER.ally],
    ] as const)
      if (unlisted(f)) bad("league.read.factionNotListed", c, { faction: f, tab: factionsTab ?? "" });
    if (teamName !== undefined)
      for (const p of problems.slice(first)) p.teams = [nameKey(teamName), ...touched];
    if (
      broken ||
      player === null ||
      teamName === undefined ||
      registered === null ||
      specials === null ||
      points === null
    )
      continue;
    const entry: RosterRow = {
      player: player!,
      team: teamName,
      registered,
      faction,
      ally,
      specials,
      points,
      row: r + 1,
    };
    playerRow.set(nameKey(player), entry);
    roster.push(entry);
  }

  // each team's captain is a player of its roster (a roster problem: it blocks the lineups, not the standings)
  for (const team of teams) {
    if (team.captain === "") continue;
    const entry = playerRow.get(nameKey(team.captain));
    if (entry !== undefined && nameKey(entry.team) === nameKey(team.name)) continue;
    // on the roster of a team renamed in the Teams tab: the renaming is said, once
    if (entry !== undefined && gone.has(nameKey(entry.team))) continue;
    problems.push({
      area: "roster",
      teams: [nameKey(team.name)],
      error: new ArbitreError(
        entry === undefined ? "league.read.captainNotRostered" : "league.read.captainElsewhere",
        { name: team.captain, team: team.name, other: entry?.team ?? "", tab: ev.tabs.roster },
        at("teams", ev.tabs.teams, team.row, TEAMS.captain),
      ),
    });
  }

  // Scenarios
  const sg = grid(ev.tabs.scenarios);
  const scenarios: string[] = [];
  for (let r = 1; r < sg.values.length; r++) {
    const v = sg.values[r]?.[SCENARIOS.name];
    if (!blank(v)) scenarios.push(text(v));
  }

  // The season as generated, and a renamed team
  let expected: LeagueMatch[] = [];
  if (ev.teams !== null) {
    expected = leagueMatches(ev.teams);
    const calendarTeams = new Set(ev.teams.map(nameKey));
    const added = teams.filter((x) => !calendarTeams.has(nameKey(x.name)));
    const missing = [...gone.values()];
    if (added.length === missing.length) {
      // as many new names as lost ones: renamed, each named on its row (in the tab's order)
      added.forEach((x, i) => {
        problems.push({
          area: "teams",
          error: new ArbitreError(
            "league.read.teamReplaced",
            { team: missing[i]!, name: x.name },
            at("teams", ev.tabs.teams, x.row, TEAMS.name),
          ),
        });
      });
    } else {
      for (const team of missing)
        problems.push({
          area: "teams",
          error: new ArbitreError("league.read.teamRenamed", { team }, { tab: ev.tabs.teams }),
        });
      for (const x of added)
        problems.push({
          area: "teams",
          error: new ArbitreError(
            "league.read.teamAdded",
            { team: x.name },
            at("teams", ev.tabs.teams, x.row, TEAMS.name),
          ),
        });
    }
  }
  const byId = new Map(expected.map((m) => [m.id, m]));

  // Calendar
  const calendar = new Map<number, CalendarRow>();
  let lineups: LineupRow[] = [];
  const games = new Map<string, GameRow>();
  let heights = { lineups: 1, games: 1 };
  if (ev.teams !== null) {
    const cg = grid(ev.tabs.calendar);
    for (let r = 1; r < cg.values.length; r++) {
      const row = cg.values[r] ?? [];
      if (row.slice(0, CALENDAR.width).every(blank)) continue;
      const where = (c: number) => at("calendar", ev.tabs.calendar, r + 1, c);
      const id = row[CALENDAR.match];
      const m = typeof id === "number" ? byId.get(id) : undefined;
      if (m === undefined) {
        problems.push({
          area: "calendar",
          error: new ArbitreError(
            "league.read.unknownMatch",
            { value: cg.shown(r, CALENDAR.match) },
            where(CALENDAR.match),
          ),
        });
        continue;
      }
      if (calendar.has(m.id)) {
        problems.push({
          area: "calendar",
          error: new ArbitreError(
            "league.read.matchTwice",
            { match: m.id, first: calendar.get(m.id)!.row },
            where(CALENDAR.match),
          ),
        });
        continue;
      }
      const home = text(row[CALENDAR.home]);
      const away = text(row[CALENDAR.away]);
      if (nameKey(home) !== nameKey(m.home) || nameKey(away) !== nameKey(m.away)) {
        problems.push({
          area: "calendar",
          error: new ArbitreError(
            "league.read.calendarTeams",
            { match: m.id, home: m.home, away: m.away },
            where(CALENDAR.home),
          ),
        });
        continue;
      }
      const dayCell = row[CALENDAR.day];
      const day = blank(dayCell) ? "" : isoDate(dayCell, days);
      if (day === null) {
        problems.push({
          area: "calendar",
          error: new ArbitreError(
            "league.read.badDate",
            { value: cg.shown(r, CALENDAR.day), name: "", match: m.id },
            where(CALENDAR.day),
          ),
        });
        continue;
      }
      const hostText = text(row[CALENDAR.host]);
      const host = hostText === "" ? m.home : hostText;
      if (nameKey(host) !== nameKey(m.home) && nameKey(host) !== nameKey(m.away)) {
        problems.push({
          area: "calendar",
          error: new ArbitreError(
            "league.read.badHost",
            { host, home: m.home, away: m.away, match: m.id },
            where(CALENDAR.host),
          ),
        });
        continue;
      }
      calendar.set(m.id, {
        ...m,
        day,
        host: nameKey(host) === nameKey(m.home) ? m.home : m.away,
        row: r + 1,
      });
    }
    // a row deleted (or cleared): named where it belongs, after the row of the match before it
    let previousRow = 1;
    for (const m of expected) {
      const present = calendar.get(m.id);
      if (present) previousRow = present.row;
      else if (!problems.some((p) => p.area === "calendar" && p.error.params.match === m.id))
        problems.push({
          area: "calendar",
          error: new ArbitreError(
            "league.read.calendarRowMissing",
            { match: m.id, home: m.home, away: m.away },
            at("calendar", ev.tabs.calendar, previousRow + 1, CALENDAR.match),
          ),
        });
    }

    // Lineups
    const lg = grid(ev.tabs.lineups);
    heights = { ...heights, lineups: lg.values.length };
    for (let r = 1; r < lg.values.length; r++) {
      const row = lg.values[r] ?? [];
      if (row.slice(0, LINEUPS.width).every(blank)) continue;
      const where = (c: number) => at("lineups", ev.tabs.lineups, r + 1, c);
      const id = row[LINEUPS.match];
      const m = typeof id === "number" ? byId.get(id) : undefined;
      if (m === undefined) {
        problems.push({
          area: "lineups",
          error: new ArbitreError(
            "league.read.unknownMatch",
            { value: lg.shown(r, LINEUPS.match) },
            where(LINEUPS.match),
          ),
        });
        continue;
      }
      const team = text(row[LINEUPS.team]);
      const side =
        nameKey(team) === nameKey(m.home) ? m.home : nameKey(team) === nameKey(m.away) ? m.away : null;
      if (side === null) {
        problems.push({
          area: "lineups",
          error: new ArbitreError(
            "league.read.lineupTeam",
            { team, match: m.id, home: m.home, away: m.away },
            where(LINEUPS.team),
          ),
        });
        continue;
      }
      const tv = row[LINEUPS.table];
      if (typeof tv !== "number" || !Number.isInteger(tv) || tv < 1 || tv > TABLES) {
        problems.push({
          area: "lineups",
          error: new ArbitreError(
            "league.read.badTable",
            { value: lg.shown(r, LINEUPS.table), max: TABLES },
            where(LINEUPS.table),
          ),
        });
        continue;
      }
      const player = nameCell("lineups", "lineups", ev.tabs.lineups, lg.values, lg.shown, r, LINEUPS.player);
      if (player === null) continue;
      lineups.push({
        match: m.id,
        team: side,
        table: tv,
        player,
        army: text(row[LINEUPS.army]),
        status: text(row[LINEUPS.status]),
        row: r + 1,
      });
    }
    // a (match, team, table) given twice
    const seen = new Map<string, number>();
    lineups = lineups.filter((l) => {
      const k = `${l.match}:${nameKey(l.team)}:${l.table}`;
      const first = seen.get(k);
      if (first !== undefined) {
        problems.push({
          area: "lineups",
          error: new ArbitreError(
            "league.read.lineupTwice",
            { match: l.match, team: l.team, table: l.table, first },
            at("lineups", ev.tabs.lineups, l.row, LINEUPS.table),
          ),
        });
        return false;
      }
      seen.set(k, l.row);
      return true;
    });

    // Games
    const gg = grid(ev.tabs.games);
    heights = { ...heights, games: gg.values.length };
    const french = lang === "fr";
    /** (match, table) of every row read, kept or refused. */
    const gameRows = new Set<string>();
    for (let r = 1; r < gg.values.length; r++) {
      const row = gg.values[r] ?? [];
      if (row.slice(0, GAMES.width).every(blank)) continue;
      const where = (c: number) => at("games", ev.tabs.games, r + 1, c);
      const id = row[GAMES.match];
      const m = typeof id === "number" ? byId.get(id) : undefined;
      if (m === undefined) {
        problems.push({
          area: "games",
          error: new ArbitreError(
            "league.read.unknownMatch",
            { value: gg.shown(r, GAMES.match) },
            where(GAMES.match),
          ),
        });
        continue;
      }
      const tv = row[GAMES.table];
      if (typeof tv !== "number" || !Number.isInteger(tv) || tv < 1 || tv > TABLES) {
        problems.push({
          area: "games",
          error: new ArbitreError(
            "league.read.badTable",
            { value: gg.shown(r, GAMES.table), max: TABLES },
            where(GAMES.table),
          ),
        });
        continue;
      }
      const key = gameKey(m.id, tv);
      gameRows.add(key);
      const first = games.get(key);
      if (first !== undefined) {
        problems.push({
          area: "games",
          error: new ArbitreError(
            "league.read.reportedTwice",
            { match: m.id, table: tv, first: first.row },
            where(GAMES.match),
          ),
        });
        continue;
      }
      if (
        nameKey(text(row[GAMES.home])) !== nameKey(m.home) ||
        nameKey(text(row[GAMES.away])) !== nameKey(m.away)
      ) {
        problems.push({
          area: "games",
          error: new ArbitreError(
            "league.read.calendarTeams",
            { match: m.id, home: m.home, away: m.away },
            where(GAMES.home),
          ),
        });
        continue;
      }
      const result = (c: number): Outcome | null | undefined => {
        const v = row[c];
        if (blank(v)) return null;
        const o = typeof v === "string" ? parseOutcome(v, { french }) : null;
        if (o === null) {
          problems.push({
            area: "games",
            error: new ArbitreError(
              "league.read.badResult",
              { value: gg.shown(r, c), codes: `${w.win}, ${w.draw}, ${w.loss}, ${w.forfeit}` },
              where(c),
            ),
          });
          return undefined;
        }
        return o;
      };
      const homeResult = result(GAMES.homeResult);
      const awayResult = result(GAMES.awayResult);
      if (homeResult === undefined || awayResult === undefined) continue;
      if ((homeResult === null) !== (awayResult === null)) {
        const c = homeResult === null ? GAMES.homeResult : GAMES.awayResult;
        problems.push({
          area: "games",
          error: new ArbitreError("league.read.halfResult", { match: m.id, table: tv }, where(c)),
        });
      } else if (homeResult !== null && awayResult !== null && !together(homeResult, awayResult)) {
        problems.push({
          area: "games",
          error: new ArbitreError(
            "league.read.resultsApart",
            {
              home: gg.shown(r, GAMES.homeResult),
              away: gg.shown(r, GAMES.awayResult),
              match: m.id,
              table: tv,
            },
            where(GAMES.homeResult),
          ),
        });
      }
      const typedCell = (c: number): unknown => {
        const f = gg.formulas?.[r]?.[c];
        return typeof f === "string" && f !== "" ? f : row[c];
      };
      games.set(key, {
        match: m.id,
        table: tv,
        home: m.home,
        away: m.away,
        homeResult,
        awayResult,
        scenario: text(row[GAMES.scenario]),
        trait: text(row[GAMES.trait]),
        homePlayer: text(row[GAMES.homePlayer]),
        homeArmy: text(row[GAMES.homeArmy]),
        awayPlayer: text(row[GAMES.awayPlayer]),
        awayArmy: text(row[GAMES.awayArmy]),
        row: r + 1,
        typed: [typedCell(GAMES.homeResult), typedCell(GAMES.awayResult)],
        values: [row[GAMES.homeResult], row[GAMES.awayResult]],
      });
    }
    // results and players against the accepted lineups, and a player moved after playing
    problems.push(...playedProblems(games.values(), lineups, roster, ev));
    // a Games row deleted, cleared or pasted over: every table of every match has its row
    let previousGame = 1;
    for (const m of expected)
      for (let table = 1; table <= TABLES; table++) {
        const present = games.get(gameKey(m.id, table));
        if (present) previousGame = present.row;
        else if (!gameRows.has(gameKey(m.id, table)))
          problems.push({
            area: "games",
            error: new ArbitreError(
              "league.read.gameRowMissing",
              { match: m.id, table, home: m.home, away: m.away },
              at("games", ev.tabs.games, previousGame + 1, GAMES.match),
            ),
          });
      }
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
    problems,
    heights,
  };
}

/**
 * A tab as an action just wrote it, as a read would find it (text without its leading apostrophe):
 * the read after an action, without reading the tab again. `cellValue` gives a formula cell's value.
 */
export function rawOf(rows: unknown[][], cellValue?: (r: number, c: number) => unknown): RawTab {
  const values: Grid = [];
  const formulas: Grid = [];
  rows.forEach((row, r) => {
    values.push(
      row.map((v, c) => {
        if (typeof v !== "string") return v;
        if (v.startsWith("'")) return v.slice(1);
        if (v.startsWith("=")) return cellValue ? cellValue(r, c) : "";
        return v;
      }),
    );
    formulas.push(row.map((v) => (typeof v === "string" && v.startsWith("=") ? v : "")));
  });
  return { values, formulas, shown: (r, c) => String(values[r]?.[c] ?? "") };
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
