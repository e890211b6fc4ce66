/**
 * What the league's actions write, as rows: the Calendar, Lineups and Games tabs (rebuilt from the
 * season, keeping what the organiser typed), the printable match sheets, the standings, the Elo
 * ladder and its history, and the Public tab. Pure functions of what was read.
 */
import { nameKey } from "../../../engine/core/names";
import type { LeagueMatch } from "../../../engine/league/calendar";
import type { PlayedArmy } from "../../../engine/league/lineup";
import { traitAdvantage } from "../../../engine/league/match-sheet";
import { headToHeadShown, type MatchResult, type TeamRow as Ranked } from "../../../engine/league/standings";
import { ELO_INITIAL } from "../../../engine/ratings/elo";
import type { LadderResult } from "../../../engine/ratings/ladder";
import { type Lang, t } from "../../../i18n/index";
import { type Row, writtenDay } from "../../gateway/index";
import { acceptedPlayers, incompleteMatches, type MatchState, type Side, sideTeam } from "./model";
import type { CalendarRow, LeagueRead, RosterRow } from "./read";
import {
  CALENDAR,
  GAMES,
  headers,
  LADDER,
  LINEUPS,
  PUBLIC_WIDTH,
  SHEET_WIDTH,
  TABLES,
  words,
} from "./schema";

/** Text that must stay text (a name like "=Eve" or "1984"). */
const txt = (s: string): string => (s === "" ? "" : `'${s}`);

/**
 * A match's score as the clubs see it: "9–6", and "3–10 (forfait)" when a team fielded fewer than 2
 * players (the match lost by forfeit, RULES §3).
 */
export function scoreText(s: MatchResult, lang: Lang): string {
  const forfeit = s.homePlayers < 2 || s.awayPlayers < 2;
  return t(lang, forfeit ? "league.status.scoreForfeit" : "league.status.score", {
    home: s.homeScore,
    away: s.awayScore,
  });
}

/** "YYYY-MM-DD" + n days. */
export function addDays(iso: string, n: number): string {
  const [y, m, d] = iso.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + n)).toISOString().slice(0, 10);
}

export const legWord = (lang: Lang, leg: "aller" | "retour"): string => words(lang)[leg];

/**
 * The Calendar tab: a date every 14 days from the event's date (editable), the first team hosting;
 * `day` turns a day into the cell's value (a date at the spreadsheet's midnight).
 */
export function calendarRows(
  matches: LeagueMatch[],
  start: string,
  lang: Lang,
  day: (iso: string) => Row[number] = (iso) => iso,
): Row[] {
  const out: Row[] = [headers("calendar", lang)];
  for (const m of matches) {
    const row: Row = new Array(CALENDAR.width).fill("");
    row[CALENDAR.match] = m.id;
    row[CALENDAR.round] = m.round;
    // a date value (`day`), which Sheets shows in the spreadsheet's date format
    row[CALENDAR.day] = day(addDays(start, 14 * (m.round - 1)));
    row[CALENDAR.leg] = legWord(lang, m.leg);
    row[CALENDAR.home] = txt(m.home);
    row[CALENDAR.away] = txt(m.away);
    row[CALENDAR.host] = txt(m.home);
    row[CALENDAR.rest] = txt(m.rest ?? "");
    out.push(row);
  }
  return out;
}

/** The Lineups tab: for each match, each team's tables 1–4, ready for the captains' players. */
export function lineupRows(matches: LeagueMatch[], lang: Lang): Row[] {
  const out: Row[] = [headers("lineups", lang)];
  for (const m of matches)
    for (const team of [m.home, m.away])
      for (let table = 1; table <= TABLES; table++) {
        const row: Row = new Array(LINEUPS.width).fill("");
        row[LINEUPS.match] = m.id;
        row[LINEUPS.team] = txt(team);
        row[LINEUPS.table] = table;
        out.push(row);
      }
  return out;
}

/** An army as the match sheets show it: "Elfes + Nains · 1 995 pts · 1 perso. spécial". */
export function armyText(r: RosterRow | undefined, lang: Lang, played?: PlayedArmy | null): string {
  if (!r) return "";
  const army = played ?? r;
  const parts = [
    army.ally === "" ? army.faction : `${army.faction} + ${army.ally}`,
    t(lang, "league.army.points", { points: r.points }),
  ];
  if (r.specials > 0) parts.push(t(lang, "league.army.specials", { count: r.specials }));
  return parts.join(" · ");
}

/** Who holds the trait advantage on a table: the host on 1 and 3 at the aller, on 2 and 4 at the retour. */
export function traitTeam(m: LeagueMatch, cal: CalendarRow | undefined, table: number): string {
  const host = cal?.host ?? m.home;
  const visitor = nameKey(host) === nameKey(m.home) ? m.away : m.home;
  return traitAdvantage(m.leg, table) === "host" ? host : visitor;
}

/** Changes an action makes to one Games row (undefined: keep as read). */
export interface GameChange {
  scenario?: string;
  homePlayer?: string;
  homeArmy?: string;
  awayPlayer?: string;
  awayArmy?: string;
  homeResult?: string;
  awayResult?: string;
}

/**
 * The Games tab, rebuilt in season order (match, table) with the organiser's results kept as typed
 * (formulas too) and `changes` applied.
 */
export function gamesRows(
  states: MatchState[],
  lang: Lang,
  changes: Map<string, GameChange> = new Map(),
): Row[] {
  const out: Row[] = [headers("games", lang)];
  for (const st of states) {
    const m = st.match;
    for (let table = 1; table <= TABLES; table++) {
      const r = st.rows[table - 1];
      const c = changes.get(`${m.id}:${table}`) ?? {};
      const row: Row = new Array(GAMES.width).fill("");
      row[GAMES.match] = m.id;
      row[GAMES.home] = txt(m.home);
      row[GAMES.away] = txt(m.away);
      row[GAMES.table] = table;
      const keep = (v: unknown): string | number =>
        typeof v === "number" ? v : v === null || v === undefined ? "" : String(v);
      row[GAMES.homeResult] = c.homeResult ?? keep(r?.typed[0]);
      row[GAMES.awayResult] = c.awayResult ?? keep(r?.typed[1]);
      row[GAMES.round] = m.round;
      row[GAMES.leg] = legWord(lang, m.leg);
      row[GAMES.scenario] = txt(c.scenario ?? r?.scenario ?? "");
      row[GAMES.trait] = txt(traitTeam(m, st.cal, table));
      row[GAMES.homePlayer] = txt(c.homePlayer ?? r?.homePlayer ?? "");
      row[GAMES.homeArmy] = txt(c.homeArmy ?? r?.homeArmy ?? "");
      row[GAMES.awayPlayer] = txt(c.awayPlayer ?? r?.awayPlayer ?? "");
      row[GAMES.awayArmy] = txt(c.awayArmy ?? r?.awayArmy ?? "");
      out.push(row);
    }
  }
  return out;
}

/** A game's points on the match sheet (RULES §3): 3 a win, 2 a draw, 1 a loss. */
const GAME_POINTS = { win: 3, draw: 2, loss: 1 } as const;
const points = (o: string | null | undefined): number =>
  o === "win" || o === "draw" || o === "loss" ? GAME_POINTS[o] : 0;

/** A match's block of the match sheets: a blank row, its title, its header, a row per table, its score. */
const SHEET_BLOCK = 3 + TABLES + 1;

/** Rows of the match sheets in bold (1-based): the event's name, and each block's title, header and score. */
export function matchSheetEmphasis(matches: number): number[] {
  const out = [1];
  for (let k = 0; k < matches; k++) {
    const blank = 2 + SHEET_BLOCK * k;
    out.push(blank + 1, blank + 2, blank + 3 + TABLES);
  }
  return out;
}

/** The printable match sheets: one block per match (blank, title, header, tables 1–4, score: 8 rows). */
export function matchSheets(states: MatchState[], lang: Lang, eventName: string): Row[] {
  const out: Row[] = [[txt(eventName), "", "", "", "", "", "", ""]];
  for (const st of states) {
    const m = st.match;
    const day = st.cal?.day ? writtenDay(st.cal.day, lang) : t(lang, "league.sheet.noDate");
    out.push(new Array(SHEET_WIDTH).fill(""));
    out.push([
      txt(
        t(lang, "league.sheet.title", {
          match: m.id,
          round: m.round,
          leg: legWord(lang, m.leg),
          day,
          host: st.cal?.host ?? m.home,
        }),
      ),
      "",
      "",
      "",
      "",
      "",
      "",
      "",
    ]);
    out.push([
      t(lang, "league.hdr.table"),
      t(lang, "league.hdr.scenario"),
      t(lang, "league.hdr.trait"),
      txt(m.home),
      t(lang, "league.hdr.army"),
      txt(m.away),
      t(lang, "league.hdr.army"),
      t(lang, "league.hdr.gamePoints"),
    ]);
    for (let table = 1; table <= TABLES; table++) {
      const r = st.rows[table - 1];
      const pts = r?.homeResult && r.awayResult ? `${points(r.homeResult)}–${points(r.awayResult)}` : "";
      out.push([
        table,
        txt(r?.scenario ?? ""),
        txt(traitTeam(m, st.cal, table)),
        txt(r?.homePlayer ?? ""),
        txt(r?.homeArmy ?? ""),
        txt(r?.awayPlayer ?? ""),
        txt(r?.awayArmy ?? ""),
        txt(pts),
      ]);
    }
    const s = st.score;
    out.push(["", "", "", "", "", "", t(lang, "league.sheet.score"), s ? txt(scoreText(s, lang)) : ""]);
  }
  return out;
}

/** "Provisional standings: match 4 has 3 of 4 results …", or null when no match is half entered. */
export function provisionalText(states: MatchState[], lang: Lang): string | null {
  const open = incompleteMatches(states);
  if (open.length === 0) return null;
  const list = open.map((s) =>
    t(lang, "league.provisional.match", { match: s.match.id, done: s.results, total: TABLES }),
  );
  return t(lang, "league.provisional", { list: list.join(", ") });
}

/** The League standings tab; a provisional season says so under the ranking. */
export function standingsTab(rows: Ranked[], states: MatchState[], lang: Lang): Row[] {
  const out: Row[] = standingsRows(rows, lang);
  const note = provisionalText(states, lang);
  if (note !== null) {
    const blankRow = (): Row => ["", "", "", "", "", "", ""];
    const line = blankRow();
    line[0] = txt(note);
    out.push(blankRow(), line);
  }
  return out;
}

/**
 * The standings table: headers, then a row per team. The one builder of the League standings tab
 * and of TEAM_STANDINGS (src/sheets/functions/league.ts); `team` writes a team's name (in a tab: as
 * text, never read as a number or a date).
 */
export function standingsRows(
  rows: Ranked[],
  lang: Lang,
  team: (name: string) => string = txt,
): (string | number)[][] {
  const shown = headToHeadShown(rows);
  return [
    [
      t(lang, "league.h.rank"),
      t(lang, "league.h.team"),
      t(lang, "league.h.points"),
      t(lang, "league.h.headToHead"),
      t(lang, "league.h.sonneborn"),
      t(lang, "league.h.gamesWon"),
      t(lang, "league.h.matches"),
    ],
    ...rows.map((x, i) => [
      x.rank,
      team(x.team),
      x.leaguePoints,
      shown[i]!,
      x.sonnebornBerger,
      x.gamesWon,
      x.matches,
    ]),
  ];
}

export function ladderRows(ladder: LadderResult, teamOf: Map<string, string>, lang: Lang): Row[] {
  return [
    headers("ladder", lang),
    ...ladder.rows.map((x) => {
      const row: Row = new Array(LADDER.width).fill("");
      row[LADDER.rank] = x.rank;
      row[LADDER.name] = txt(x.name);
      row[LADDER.team] = txt(teamOf.get(nameKey(x.name)) ?? "");
      row[LADDER.rating] = x.rating;
      row[LADDER.games] = x.games;
      row[LADDER.change] = x.change;
      return row;
    }),
  ];
}

/** The history: a start row, then one row per rated round (its label), one column per player (the ladder's order). */
export function historyRows(ladder: LadderResult, lang: Lang): Row[] {
  const last = ladder.players.map(() => ELO_INITIAL);
  return [
    [t(lang, "league.hdr.ladderRound"), ...ladder.players.map(txt)],
    // everyone starts at 2000 (RULES §4): the chart's lines start there
    [t(lang, "league.history.start"), ...ladder.players.map(() => ELO_INITIAL)],
    // before a player's first game his rating is still 2000: a late starter's line starts at the start
    ...ladder.history.map((h) => [
      txt(h.label),
      ...h.ratings.map((v, i) => {
        if (v !== null) last[i] = v;
        return last[i]!;
      }),
    ]),
  ];
}

/** Widths (px) of the match sheets' columns (table, scenario, trait, player, army, player, army, points). */
export const SHEET_WIDTHS = [60, 120, 190, 190, 220, 190, 220, 110];
/** Widths (px) of the League standings' columns. */
export const STANDINGS_WIDTHS = [60, 230, 120, 190, 140, 130, 120];

/** The Public tab shows the ladder down to this rank (ties included). */
export const PUBLIC_LADDER = 20;

/**
 * Widths (px) of the Public tab's columns, for a phone: rank or matchday, then two names (a team,
 * a player, the other team): 340 px in all, its blocks one under the other.
 */
export const PUBLIC_WIDTHS = [60, 140, 140];

/**
 * A row's figures after the first three, each after its header, as lines of at most 38 characters
 * (the names' two columns): « Confrontation directe 0 · Sonneborn-Berger 0 », « Parties gagnées 2 ».
 */
function figureLines(head: (string | number)[], row: (string | number)[]): string[] {
  const parts = head
    .slice(3)
    .map((h, i) => [h, row[i + 3]] as const)
    .filter(([, v]) => v !== "" && v !== undefined)
    .map(([h, v]) => `${h} ${String(v).replace(/^'/, "")}`);
  const lines: string[] = [];
  for (const part of parts) {
    const last = lines[lines.length - 1];
    if (last !== undefined && last.length + 3 + part.length <= 38)
      lines[lines.length - 1] = `${last} · ${part}`;
    else lines.push(part);
  }
  return lines;
}

/**
 * The Public tab, for a phone (three columns, blocks one under the other): title, standings (rank,
 * team, points, the tie-breaks on the line under each team), the calendar (matchday and the two
 * teams, the score on the line under them, then the day, the leg and the venue), the ladder's top
 * 20 (rank, player, rating, the games under). `bold`: its bold rows (1-based).
 */
export function publicRows(
  eventName: string,
  states: MatchState[],
  ranking: Ranked[],
  ladder: { rank: number; name: string; rating: number; games: number }[],
  lang: Lang,
  published: string,
): { rows: Row[]; bold: number[] } {
  const blankRow = (): Row => new Array(PUBLIC_WIDTH).fill("");
  const line = (...cells: (string | number)[]): Row => {
    const r = blankRow();
    cells.forEach((c, i) => {
      r[i] = c;
    });
    return r;
  };
  const out: Row[] = [line(txt(eventName)), line(txt(published)), blankRow()];
  const bold = [1];
  const title = (text: string) => {
    out.push(line(text));
    bold.push(out.length);
  };
  const head = (row: Row) => {
    out.push(row);
    bold.push(out.length);
  };
  title(t(lang, "league.public.standings"));
  const [header, ...teams] = standingsRows(ranking, lang);
  head(line(...header!.slice(0, 3)));
  for (const team of teams) {
    out.push(line(...team.slice(0, 3)));
    for (const figures of figureLines(header!, team)) out.push(line("", txt(figures)));
  }
  const note = provisionalText(states, lang);
  // in bold, in the names' column (wrapped there): a captain must not miss that the ranking is provisional
  if (note !== null) head(line("", txt(note)));
  out.push(blankRow());
  title(t(lang, "league.public.calendar"));
  head(line(t(lang, "league.hdr.round"), t(lang, "league.hdr.home"), t(lang, "league.hdr.away")));
  for (const st of states) {
    const s = st.score;
    out.push(line(st.match.round, txt(st.match.home), txt(st.match.away)));
    // a match in progress says "3/4 résultats": a bare "3/4" would read as a score
    const score = s
      ? txt(scoreText(s, lang))
      : st.results > 0
        ? txt(t(lang, "league.status.results", { done: st.results, total: TABLES }))
        : "";
    if (score !== "") out.push(line("", score));
    const when = [st.cal?.day ? writtenDay(st.cal.day, lang) : "", legWord(lang, st.match.leg)];
    out.push(line("", txt(when.filter((x) => x !== "").join(" · "))));
    out.push(line("", txt(t(lang, "league.public.venue", { host: st.cal?.host ?? st.match.home }))));
  }
  if (ladder.length > 0) {
    out.push(blankRow());
    title(t(lang, "league.public.ladder"));
    head(line(t(lang, "league.hdr.rank"), t(lang, "league.hdr.player"), t(lang, "league.hdr.rating")));
    // the top 20, and every player tied with the 20th
    const games = t(lang, "league.hdr.games");
    for (const x of ladder.filter((x) => x.rank <= PUBLIC_LADDER)) {
      out.push(line(x.rank, txt(x.name), x.rating));
      out.push(line("", `${games} ${x.games}`));
    }
  }
  return { rows: out, bold };
}

/**
 * The ladder's team column: the team a player played for (his games stay with it), else his
 * roster team.
 */
export function teamOfPlayers(read: LeagueRead, states: MatchState[]): Map<string, string> {
  const out = new Map<string, string>();
  for (const st of states) {
    if (!st.complete) continue;
    for (const side of ["home", "away"] as Side[])
      for (const p of acceptedPlayers(st, side))
        if (p !== "" && !out.has(nameKey(p))) out.set(nameKey(p), sideTeam(st.match, side));
  }
  for (const r of read.roster) if (!out.has(nameKey(r.player))) out.set(nameKey(r.player), r.team);
  return out;
}
