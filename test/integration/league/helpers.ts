/** Helpers for the team league tests: a league in the stand-in, its teams and rosters typed in. */
import vm from "node:vm";
import { expect } from "vitest";
import { createRng } from "../../../src/engine/core/random";
import { type LoadedBundle, loadBundle } from "../../../tools/standin/index";

// biome-ignore lint/suspicious/noExplicitAny: answers are plain JSON from the bundle.
export type Json = any;

export interface League {
  b: LoadedBundle;
  call(name: string, ...args: unknown[]): Json;
  state(): Json;
  tabs: Record<string, string>;
  /** Uncounted values of a tab's A1:…, as Sheets would return them. */
  values(tab: string): unknown[][];
}

export const FACTIONS = [
  "Basileans",
  "Elves",
  "Dwarfs",
  "Orcs",
  "Undead",
  "Forces of the Abyss",
  "Kingdoms of Men",
  "Ogres",
  "Trident Realm of Neritica",
  "Nightstalkers",
  "Goblins",
  "Salamanders",
  "Northern Alliance",
  "Forces of Nature",
  "Empire of Dust",
  "League of Rhordia",
  "Varangur",
  "Halflings",
  "Ratkin",
  "Sylvan Kin",
];

export const TEAM_NAMES = ["Les Loups", "Les Aigles", "Les Renards", "Les Ours", "Les Lynx", "Les Cerfs"];

/** Team i's players: "Loups 1" … "Loups 5", each with its own faction. */
export function playerName(team: string, i: number): string {
  return `${team.replace(/^Les /, "")} ${i}`;
}

/**
 * The Teams and Roster rows as the organiser types them: `teams` teams (Les Loups…, each with its
 * club and its player 1 as captain), `players` players each with their own faction, registered on
 * 2026-12-01 with 1995 points.
 */
export function leagueRows(teams: number, players: number): { teams: unknown[][]; roster: unknown[][] } {
  const names = Array.from({ length: teams }, (_, i) =>
    i < TEAM_NAMES.length ? TEAM_NAMES[i]! : `Équipe ${i + 1}`,
  );
  const roster: unknown[][] = [];
  names.forEach((t, ti) => {
    for (let p = 1; p <= players; p++)
      roster.push([
        playerName(t, p),
        t,
        "2026-12-01",
        FACTIONS[(ti * 5 + p - 1) % FACTIONS.length],
        "",
        0,
        1995,
      ]);
  });
  return { teams: names.map((t, i) => [t, `Club ${i + 1}`, playerName(t, 1)]), roster };
}

export function newLeague(
  opts: {
    teams?: number;
    players?: number;
    locale?: string;
    name?: string;
    timeZone?: string;
    /** The bundle's Math.random seeded: two leagues of one seed draw the same scenarios. */
    seed?: number;
  } = {},
): League {
  const b = loadBundle("build/Code.js", {
    locale: opts.locale ?? "fr_FR",
    ...(opts.timeZone ? { timeZone: opts.timeZone } : {}),
  });
  if (opts.seed !== undefined) {
    (b.context as Record<string, unknown>).__testRandom = createRng(opts.seed);
    vm.runInContext("Math.random = function () { return __testRandom(); };", b.context);
  }
  const call = (name: string, ...args: unknown[]) => b.call(name, ...args) as Json;
  const r = call("arbitreCreateEvent", {
    system: "league-kow",
    name: opts.name ?? "Inter-clubs",
    date: "2027-01-10",
  });
  if (!r.ok) throw new Error(r.error);
  const tabs = r.state.league.tabs as Record<string, string>;
  const typed = leagueRows(opts.teams ?? 4, opts.players ?? 5);
  b.standin.write(`'${tabs.teams}'!A2`, typed.teams);
  b.standin.write(`'${tabs.roster}'!A2`, typed.roster);
  return {
    b,
    call,
    state: () => call("arbitreGetState"),
    tabs,
    values: (tab: string) => b.standin.values(`'${tab}'!A1:Z2000`) as unknown[][],
  };
}

/** Types a team's lineup for a match in the Lineups tab (tables 1–4, "" for an empty table). */
export function typeLineup(l: League, match: number, team: string, players: string[]): void {
  const rows = l.values(l.tabs.lineups!);
  for (let r = 1; r < rows.length; r++) {
    const row = rows[r]!;
    if (row[0] === match && row[1] === team) {
      const table = Number(row[2]);
      l.b.standin.write(`'${l.tabs.lineups}'!D${r + 1}`, [[players[table - 1] ?? ""]]);
    }
  }
}

/** Types the two results of a table of a match in the Games tab. */
export function typeResult(l: League, match: number, table: number, home: string, away: string): void {
  const rows = l.values(l.tabs.games!);
  for (let r = 1; r < rows.length; r++) {
    const row = rows[r]!;
    if (row[0] === match && row[3] === table) {
      l.b.standin.write(`'${l.tabs.games}'!E${r + 1}`, [[home, away]]);
      return;
    }
  }
  throw new Error(`no Games row for match ${match} table ${table}`);
}

/** Every tab's values (hidden ones included): equal before and after, an action wrote nothing. */
export function allTabs(l: League): string {
  return JSON.stringify(l.b.standin.book.sheets.map((s) => [s.name, l.values(s.name)]));
}

/** Calls an action that must be refused: its error, once checked that no tab changed. */
export function refused(l: League, fn: string, args: unknown = {}): string {
  const before = allTabs(l);
  const r = l.call(fn, args);
  expect(r.ok, "the action should be refused").toBe(false);
  expect(allTabs(l)).toBe(before);
  return String(r.error);
}

/** Calls an action that must succeed. */
export function ok(r: { ok: boolean; error?: string }): Json {
  expect(r.ok, r.error).toBe(true);
  return r;
}

/** The sheet row (1-based) of a team's table of a match in the Lineups tab. */
export function lineupRow(l: League, match: number, team: string, table: number): number {
  const rows = l.values(l.tabs.lineups!);
  const r = rows.findIndex((row) => row[0] === match && row[1] === team && row[2] === table);
  if (r < 0) throw new Error(`no Lineups row for match ${match}, ${team}, table ${table}`);
  return r + 1;
}

/** The sheet row (1-based) of a roster player. */
export function rosterRow(l: League, player: string): number {
  const r = l.values(l.tabs.roster!).findIndex((row) => row[0] === player);
  if (r < 0) throw new Error(`no Roster row for ${player}`);
  return r + 1;
}

/** The sheet row (1-based) of a table of a match in the Games tab. */
export function gamesRow(l: League, match: number, table: number): number {
  const r = l.values(l.tabs.games!).findIndex((row) => row[0] === match && row[3] === table);
  if (r < 0) throw new Error(`no Games row for match ${match} table ${table}`);
  return r + 1;
}

/** Tables 1–4 of a team: its players 1–4. */
export const fourOf = (team: string): string[] => [1, 2, 3, 4].map((i) => playerName(team, i));

/**
 * Calendar generated and date 1 drawn; with `lineups`, match 1's two lineups (players 1–4) typed and
 * accepted. Match 1's teams.
 */
export function firstMatch(opts: { locale?: string; lineups?: boolean } = {}): {
  l: League;
  home: string;
  away: string;
} {
  const l = newLeague(opts.locale ? { locale: opts.locale } : {});
  ok(l.call("arbitreGenerateCalendar", {}));
  ok(l.call("arbitreDrawScenarios", {}));
  const m = l.state().league.next.matches[0];
  if (opts.lineups !== false) {
    typeLineup(l, 1, m.home, fourOf(m.home));
    typeLineup(l, 1, m.away, fourOf(m.away));
    ok(l.call("arbitreCheckLineups", {}));
  }
  return { l, home: m.home, away: m.away };
}

/** Match 1's lineups accepted and its four tables won by the home team (typed in Games). */
export function firstMatchWonAtHome(opts: { locale?: string } = {}): {
  l: League;
  home: string;
  away: string;
} {
  const first = firstMatch(opts);
  for (let t = 1; t <= 4; t++) typeResult(first.l, 1, t, "Victoire", "Défaite");
  return first;
}

/** The League standings tab's league points, by team. */
export function leaguePoints(l: League): Map<unknown, unknown> {
  return new Map(
    l
      .values(l.tabs.standings!)
      .slice(1)
      .filter((r) => typeof r[0] === "number")
      .map((r) => [r[1], r[2]]),
  );
}
