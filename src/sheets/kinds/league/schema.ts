/**
 * The team league's tabs: names, columns and the words written in cells, per event language. Every
 * column index lives here (0-based), so readers and writers cannot disagree.
 */
import type { LeagueTabs } from "../../../contract/index";
import { type Lang, t } from "../../../i18n/index";
import { type CellRule, columnIndexes, fitWidths, HEADER_GREY, type TabSpec } from "../../gateway/index";

export const LEAGUE_TAB_ROLES: (keyof LeagueTabs)[] = [
  "teams",
  "roster",
  "scenarios",
  "calendar",
  "lineups",
  "games",
  "matches",
  "standings",
  "ladder",
  "history",
  "public",
  "factions",
];

export function leagueTabNames(lang: Lang, suffix: string): LeagueTabs {
  const out = {} as LeagueTabs;
  for (const role of LEAGUE_TAB_ROLES) {
    const base = t(lang, `league.tab.${role}`);
    out[role] = suffix === "" ? base : `${base} — ${suffix}`;
  }
  return out;
}

export const UNDO_TAB_KEY = "league.tab.undo";

/**
 * The input and written tabs' columns, in order, one list per tab: each column's field (the name
 * readers use), header key (`league.hdr.<key>`) and width (px); its index is its place.
 */
const COLUMNS = {
  /** Teams: A team, B club, C captain. */
  teams: [
    { field: "name", key: "team", width: 200 },
    { field: "club", key: "club", width: 160 },
    { field: "captain", key: "captain", width: 160 },
  ],
  /** Roster: A player, B team, C registered, D faction, E allied contingent, F special characters, G points. */
  roster: [
    { field: "player", key: "player", width: 180 },
    { field: "team", key: "team", width: 180 },
    { field: "registered", key: "registered", width: 110 },
    { field: "faction", key: "faction", width: 150 },
    { field: "ally", key: "ally", width: 150 },
    { field: "specials", key: "specials", width: 90 },
    { field: "points", key: "points", width: 70 },
  ],
  /** Scenarios: A scenario. */
  scenarios: [{ field: "name", key: "scenario", width: 220 }],
  /** Factions: A faction (the dropdowns' list, editable). */
  factions: [{ field: "name", key: "faction", width: 240 }],
  /**
   * Calendar: A match, B date number, C date, D leg, E team 1, F team 2, G host, H resting team, and
   * I written by Update standings: the match score once every table has a result.
   */
  calendar: [
    { field: "match", key: "match", width: 60 },
    { field: "round", key: "round", width: 80 },
    { field: "day", key: "day", width: 100 },
    { field: "leg", key: "leg", width: 80 },
    { field: "home", key: "home", width: 180 },
    { field: "away", key: "away", width: 180 },
    { field: "host", key: "host", width: 180 },
    { field: "rest", key: "rest", width: 160 },
    { field: "score", key: "score", width: 70 },
  ],
  /** Lineups: A match, B team, C table, D player, E army (written), F status (written). */
  lineups: [
    { field: "match", key: "match", width: 60 },
    { field: "team", key: "team", width: 180 },
    { field: "table", key: "table", width: 50 },
    { field: "player", key: "player", width: 180 },
    { field: "army", key: "army", width: 220 },
    { field: "status", key: "status", width: 200 },
  ],
  /**
   * Games: the first six columns are TEAM_STANDINGS' `games` (match, home, away, table, home result,
   * away result), then G–H the two players (beside their results: who reports "Alice beat Ben"
   * finds them at once), I–J their armies, K matchday, L leg, M scenario, N trait.
   */
  games: [
    { field: "match", key: "match", width: 60 },
    { field: "home", key: "home", width: 170 },
    { field: "away", key: "away", width: 170 },
    { field: "table", key: "table", width: 50 },
    { field: "homeResult", key: "homeResult", width: 90 },
    { field: "awayResult", key: "awayResult", width: 90 },
    { field: "homePlayer", key: "homePlayer", width: 170 },
    { field: "awayPlayer", key: "awayPlayer", width: 170 },
    { field: "homeArmy", key: "homeArmy", width: 200 },
    { field: "awayArmy", key: "awayArmy", width: 200 },
    { field: "round", key: "round", width: 80 },
    { field: "leg", key: "leg", width: 80 },
    { field: "scenario", key: "scenario", width: 140 },
    { field: "trait", key: "trait", width: 170 },
  ],
  /** Elo ladder: A rank, B player, C team, D rating, E games, F last change. */
  ladder: [
    { field: "rank", key: "rank", width: 50 },
    { field: "name", key: "player", width: 180 },
    { field: "team", key: "team", width: 170 },
    { field: "rating", key: "rating", width: 70 },
    { field: "games", key: "games", width: 70 },
    { field: "change", key: "change", width: 90 },
  ],
} as const;

export const TEAMS = columnIndexes(COLUMNS.teams);
export const ROSTER = columnIndexes(COLUMNS.roster);
export const SCENARIOS = columnIndexes(COLUMNS.scenarios);
export const FACTION_LIST = columnIndexes(COLUMNS.factions);
export const CALENDAR = columnIndexes(COLUMNS.calendar);
export const LINEUPS = columnIndexes(COLUMNS.lineups);
export const GAMES = columnIndexes(COLUMNS.games);
export const LADDER = columnIndexes(COLUMNS.ladder);
/** The input and written tabs' header background (bold text on grey). */
export { HEADER_GREY };
/** The Elo ladder's last change, signed: +21, −18, 0. */
export const CHANGE_FORMAT = "+0;−0;0";
/** League standings: TEAM_STANDINGS' seven columns. */
export const STANDINGS_WIDTH = 7;
/** Match sheets: blocks of 8 columns. */
export const SHEET_WIDTH = 8;
export const PUBLIC_WIDTH = 7;
export const TABLES = 4;

export type HeaderTab = keyof typeof COLUMNS;

export function headers(tab: HeaderTab, lang: Lang): string[] {
  return COLUMNS[tab].map((c) => t(lang, `league.hdr.${c.key}`));
}

/** The header of one column (for messages: "column « Joueur »"). */
export function header(tab: HeaderTab, col: number, lang: Lang): string {
  return t(lang, `league.hdr.${COLUMNS[tab][col]!.key}`);
}

/** Widths (px) of each input or written tab's columns. */
export const WIDTHS = Object.fromEntries(
  Object.entries(COLUMNS).map(([tab, cols]) => [tab, cols.map((c) => c.width)]),
) as Record<HeaderTab, number[]>;

/** Widths (px) of the tabs Arbitre writes in blocks (tabs.ts). */
export interface WrittenWidths {
  matches: readonly number[];
  standings: readonly number[];
  public: readonly number[];
}

/**
 * The league's tabs as made by New event, in order (the hidden undo tab last). What Arbitre writes
 * is protected with a warning (the organiser may still override it): the match numbers and teams
 * of Calendar, Lineups and Games, and the computed tabs as a whole. The Roster's dropdowns (its
 * team from Teams, its faction and ally from Factions) are warning-only: another value stays,
 * flagged, and Arbitre names it.
 */
export function leagueTabSpecs(
  lang: Lang,
  tabs: LeagueTabs,
  undoTab: string,
  name: string,
  written: WrittenWidths,
): TabSpec[] {
  const headed = (tab: HeaderTab, tabName: string): TabSpec => {
    const head = headers(tab, lang);
    return { name: tabName, headers: head, frozenRows: 1, widths: fitWidths(head, WIDTHS[tab]) };
  };
  const protect = t(lang, "league.protect.written");
  const warn = (...spans: [number, number][]) =>
    spans.map(([from, count]) => ({ column: from - 1, count, description: protect }));
  const empty = { row: 2, values: [[t(lang, "league.empty.calendar")]] };
  const note = { row: 1, values: [[t(lang, "league.empty.calendar")]] };
  const column = (values: string[]) => ({ row: 2, values: values.map((v) => [v]) });
  const inTab = (tab: string): CellRule => ({ kind: "inTab", tab, allowInvalid: true });
  return [
    headed("teams", tabs.teams),
    {
      ...headed("roster", tabs.roster),
      rules: [
        {
          column: ROSTER.registered,
          count: 1,
          rule: { kind: "date", allowInvalid: false, help: t(lang, "league.help.registered") },
        },
        { column: ROSTER.specials, count: 2, rule: { kind: "atLeast", min: 0, allowInvalid: false } },
        { column: ROSTER.team, count: 1, rule: inTab(tabs.teams) },
        { column: ROSTER.faction, count: 2, rule: inTab(tabs.factions!) },
      ],
    },
    { ...headed("scenarios", tabs.scenarios), cells: column(DEFAULT_SCENARIOS) },
    { ...headed("factions", tabs.factions!), cells: column(DEFAULT_FACTIONS) },
    { ...headed("calendar", tabs.calendar), cells: empty, warnColumns: warn([1, 2], [4, 3]) },
    { ...headed("lineups", tabs.lineups), cells: empty, warnColumns: warn([1, 3], [5, 2]) },
    { ...headed("games", tabs.games), cells: empty, warnColumns: warn([1, 4], [7, 8]) },
    { name: tabs.matches, cells: note, widths: written.matches, warn: protect },
    { name: tabs.standings, cells: note, widths: written.standings, frozenRows: 1, warn: protect },
    { ...headed("ladder", tabs.ladder), warn: protect },
    {
      name: tabs.history,
      cells: { row: 1, values: [[t(lang, "league.hdr.round")]], bold: true },
      frozenRows: 1,
      frozenColumns: 1,
      widths: [190],
      warn: protect,
    },
    {
      name: tabs.public,
      widths: written.public,
      cells: { row: 1, values: [[`'${name}`]] },
      warn: t(lang, "event.protect.public"),
    },
    { name: undoTab, hidden: true },
  ];
}

/** A column wide enough for its longest text (8 px a character, within [min, 420]). */
export function fitWidth(texts: string[], min: number): number {
  const longest = texts.reduce((n, s) => Math.max(n, s.length), 0);
  return Math.min(420, Math.max(min, Math.ceil(longest * 8) + 24));
}

/** Words written in cells, in the event's language. */
export interface LeagueWords {
  aller: string;
  retour: string;
  accepted: string;
  /** The status of an empty table of an accepted lineup. */
  emptyTable: string;
  /** Result words of the Games dropdown. */
  win: string;
  draw: string;
  loss: string;
  forfeit: string;
}

export function words(lang: Lang): LeagueWords {
  return {
    aller: t(lang, "league.word.aller"),
    retour: t(lang, "league.word.retour"),
    accepted: t(lang, "league.word.accepted"),
    emptyTable: t(lang, "league.word.emptyTable"),
    // whole words, read the same by TEAM_STANDINGS whatever the spreadsheet's locale (a bare "D"
    // is a loss in French and a draw in English); the codes V/N/D/F or W/D/L/F typed are read too
    win: lang === "fr" ? "Victoire" : "Win",
    draw: lang === "fr" ? "Nul" : "Draw",
    loss: lang === "fr" ? "Défaite" : "Loss",
    forfeit: lang === "fr" ? "Forfait" : "Forfeit",
  };
}

/** The six classic Kings of War scenarios, pre-filled in the Scenarios tab (editable). */
export const DEFAULT_SCENARIOS = ["Kill", "Control", "Invade", "Dominate", "Loot", "Pillage"];

/**
 * Mantic's Kings of War factions, pre-filled in the Factions tab (editable): the dropdowns of the
 * Roster's faction and ally and of the Lineups' army offer them, and a faction not in the tab is
 * named, so that one faction is not typed under two spellings.
 */
export const DEFAULT_FACTIONS = [
  "Abyssal Dwarfs",
  "Basileans",
  "Brotherhood",
  "Dwarfs",
  "Elves",
  "Empire of Dust",
  "Forces of Nature",
  "Forces of the Abyss",
  "Goblins",
  "Halflings",
  "Herd",
  "Kingdoms of Men",
  "League of Rhordia",
  "Nightstalkers",
  "Northern Alliance",
  "Ogres",
  "Order of the Green Lady",
  "Orcs",
  "Ratkin",
  "Riftforged Orcs",
  "Salamanders",
  "Sylvan Kin",
  "Trident Realm of Neritica",
  "Twilight Kin",
  "Undead",
  "Varangur",
];
