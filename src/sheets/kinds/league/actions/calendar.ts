/**
 * Generate calendar: the Berger double round robin from the Teams tab (RULES §3), written to the
 * Calendar, Lineups, Games and Match sheets tabs, one write each. The teams are frozen in the
 * config: a team renamed or a calendar row deleted later is noticed and named.
 */
import type { LeagueRequest } from "../../../../contract/index";
import { leagueMatches } from "../../../../engine/league/calendar";
import { t } from "../../../../i18n/index";
import { dayValue } from "../../../gateway/index";
import { requireEvent } from "../../kind";
import { type Ctx, type Done, journal, readAfter, sheetsOf, writeMatchSheets, writeRole } from "../context";
import { canGenerateCalendar, factsOf, NEEDS } from "../guard";
import { matchStates } from "../model";
import { readLeague } from "../read";
import { CALENDAR, fitWidth, GAMES, LINEUPS, words } from "../schema";
import { calendarRows, gamesRows, lineupRows } from "../tabs";
import { factionRule } from "./create";
import { keepLineupChoices } from "./lineup-form";

const ROLES = NEEDS.generateCalendar;

export function generateCalendar(ctx: Ctx, req: LeagueRequest): Done {
  const ev = requireEvent(ctx, req);
  const read = readLeague(ctx.ss, ev);
  const refusal = canGenerateCalendar(ev, factsOf(read));
  if (refusal) throw refusal;
  const sheets = sheetsOf(ctx.ss, ev, [...ROLES]);
  const teams = read.teams.map((x) => x.name);
  const matches = leagueMatches(teams);
  const lang = ev.lang;
  journal(ctx, ev, read, "generateCalendar", [...ROLES], undefined, { teams });
  ev.teams = teams;
  const calendar = calendarRows(matches, ev.date, lang, (iso) => dayValue(iso, ctx.ss));
  writeRole(ev, sheets, "calendar", calendar, CALENDAR.width, read.raw(ev.tabs.calendar).values.length);
  const lineups = lineupRows(matches, lang);
  writeRole(ev, sheets, "lineups", lineups, LINEUPS.width, read.raw(ev.tabs.lineups).values.length);
  const fresh = { ...read, expected: matches, games: new Map(), calendar: new Map() };
  const games = gamesRows(matchStates(fresh), lang);
  writeRole(ev, sheets, "games", games, GAMES.width, read.raw(ev.tabs.games).values.length);
  const after = readAfter(ctx, ev, read, { calendar, lineups, games });
  writeMatchSheets(ev, sheets, matchStates(after), read.raw(ev.tabs.matches).values.length);
  keepLineupChoices(ev, after);
  // dropdowns: the Games result codes, the Lineups players from the Roster (typos are still
  // accepted as typed, then named by Check lineups)
  const w = words(lang);
  const gamesRowsCount = matches.length * 4;
  sheets
    .games!.getRange(2, GAMES.homeResult + 1, gamesRowsCount, 2)
    .setDataValidation(
      SpreadsheetApp.newDataValidation()
        .requireValueInList([w.win, w.draw, w.loss, w.forfeit], true)
        .setAllowInvalid(false)
        .setHelpText(t(lang, "league.help.result"))
        .build(),
    );
  const roster = ctx.ss.getSheetByName(ev.tabs.roster);
  if (roster)
    sheets.lineups!.getRange(2, LINEUPS.player + 1, gamesRowsCount * 2, 1).setDataValidation(
      SpreadsheetApp.newDataValidation()
        .requireValueInRange(roster.getRange(2, 1, Math.max(1, roster.getMaxRows() - 1), 1), true)
        .setAllowInvalid(true)
        .build(),
    );
  // the army played: the Factions tab's list (an event created before it has none)
  const factions = ev.tabs.factions === undefined ? null : ctx.ss.getSheetByName(ev.tabs.factions);
  if (factions)
    sheets
      .lineups!.getRange(2, LINEUPS.army + 1, gamesRowsCount * 2, 1)
      .setDataValidation(factionRule(factions));
  // the team names whole wherever they are written (a few calls, whatever the number of teams)
  const width = fitWidth(teams, 170);
  const widen: [string, number[]][] = [
    [ev.tabs.calendar, [CALENDAR.home, CALENDAR.away, CALENDAR.host, CALENDAR.rest]],
    [ev.tabs.lineups, [LINEUPS.team]],
    [ev.tabs.games, [GAMES.home, GAMES.away, GAMES.trait]],
    [ev.tabs.matches, [2, 3, 5]],
    [ev.tabs.standings, [1]],
    [ev.tabs.public, [1, 3]],
  ];
  for (const [tab, cols] of widen) {
    const sheet = ctx.ss.getSheetByName(tab);
    if (sheet) for (const c of cols) sheet.setColumnWidth(c + 1, width);
  }
  const dates = Math.max(...matches.map((m) => m.round));
  return {
    message: t(ctx.lang, "league.msg.calendar", {
      dates,
      matches: matches.length,
      tab: ev.tabs.calendar,
    }),
    event: ev,
    read: after,
  };
}
