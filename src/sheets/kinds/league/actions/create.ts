/** New event ▸ Team league: the league's config and its tabs (Teams, Roster, … Elo history, Public). */
import type { CreateEventRequest, NewEventDefaults } from "../../../../contract/views";
import { type Lang, t } from "../../../../i18n/index";
import { setWidths } from "../../../gateway/look";
import { STORE_VERSION } from "../../../gateway/store";
import { type Sheet, type Spreadsheet, today } from "../../../gateway/workbook";
import {
  checkNewEvent,
  checkNewEventFits,
  cleanEventName,
  nextEventId,
  oneSystemDefaults,
  registerEvent,
  tabSuffix,
  validDate,
} from "../../settings";
import { type LeagueEvent, NO_WRITES } from "../config";
import type { Ctx, Done } from "../context";
import {
  DEFAULT_FACTIONS,
  DEFAULT_SCENARIOS,
  HEADER_GREY,
  type HeaderTab,
  headers,
  LEAGUE_TAB_ROLES,
  leagueTabNames,
  ROSTER,
  UNDO_TAB_KEY,
  WIDTHS,
} from "../schema";
import { PUBLIC_WIDTHS, SHEET_WIDTHS, STANDINGS_WIDTHS } from "../tabs";

export const LEAGUE_SYSTEM = "league-kow";

function header(sheet: Sheet, tab: HeaderTab, lang: Lang): void {
  const head = headers(tab, lang);
  sheet.getRange(1, 1, 1, head.length).setValues([head]).setFontWeight("bold").setBackground(HEADER_GREY);
  sheet.setFrozenRows(1);
  WIDTHS[tab].forEach((px, i) => {
    sheet.setColumnWidth(i + 1, Math.max(px, Math.ceil(head[i]!.length * 8.5) + 28));
  });
}

/** A warning-only dropdown of the Factions tab's column A. */
export function factionRule(factions: Sheet): GoogleAppsScript.Spreadsheet.DataValidation {
  return SpreadsheetApp.newDataValidation()
    .requireValueInRange(factions.getRange(2, 1, Math.max(1, factions.getMaxRows() - 1), 1), true)
    .setAllowInvalid(true)
    .build();
}

export function createLeague(ctx: Ctx, req: CreateEventRequest): Done {
  const lang = ctx.lang;
  checkNewEvent(lang, ctx.all, req);
  const ss = ctx.ss;
  const name = cleanEventName(req.name);
  const suffix = tabSuffix(name, ctx.all.events.length === 0, (x) => {
    const names = leagueTabNames(lang, x);
    return LEAGUE_TAB_ROLES.every((r) => ss.getSheetByName(names[r]!) === null);
  });
  const id = nextEventId(ctx.all);
  const undoBase = t(lang, UNDO_TAB_KEY);
  const ev: LeagueEvent = {
    v: STORE_VERSION,
    kind: "league",
    system: LEAGUE_SYSTEM,
    id,
    name,
    date: req.date && validDate(req.date) ? req.date : today(ss),
    suffix,
    lang,
    tabs: leagueTabNames(lang, suffix),
    seed: Math.floor(Math.random() * 2147483647),
    teams: null,
    written: { ...NO_WRITES },
    published: 0,
    undo: null,
    undoTab: suffix === "" ? undoBase : `${undoBase} — ${suffix}`,
  };
  checkNewEventFits(ctx, ev);
  const tabs = ev.tabs;
  const teams = ss.insertSheet(tabs.teams);
  header(teams, "teams", lang);
  const roster = ss.insertSheet(tabs.roster);
  header(roster, "roster", lang);
  const rows = roster.getMaxRows() - 1;
  roster
    .getRange(2, ROSTER.registered + 1, rows, 1)
    .setDataValidation(
      SpreadsheetApp.newDataValidation()
        .requireDate()
        .setAllowInvalid(false)
        .setHelpText(t(lang, "league.help.registered"))
        .build(),
    );
  roster
    .getRange(2, ROSTER.specials + 1, rows, 2)
    .setDataValidation(
      SpreadsheetApp.newDataValidation().requireNumberGreaterThanOrEqualTo(0).setAllowInvalid(false).build(),
    );
  const scenarios = ss.insertSheet(tabs.scenarios);
  header(scenarios, "scenarios", lang);
  scenarios.getRange(2, 1, DEFAULT_SCENARIOS.length, 1).setValues(DEFAULT_SCENARIOS.map((s) => [s]));
  // the factions list (editable) and the Roster's dropdowns: its team from Teams, its faction and
  // ally from Factions; warning-only (another value stays, flagged, and Arbitre names it)
  const factions = ss.insertSheet(tabs.factions!);
  header(factions, "factions", lang);
  factions.getRange(2, 1, DEFAULT_FACTIONS.length, 1).setValues(DEFAULT_FACTIONS.map((f) => [f]));
  roster.getRange(2, ROSTER.team + 1, rows, 1).setDataValidation(
    SpreadsheetApp.newDataValidation()
      .requireValueInRange(teams.getRange(2, 1, Math.max(1, teams.getMaxRows() - 1), 1), true)
      .setAllowInvalid(true)
      .build(),
  );
  roster.getRange(2, ROSTER.faction + 1, rows, 2).setDataValidation(factionRule(factions));
  for (const [role, tab] of [
    ["calendar", "calendar"],
    ["lineups", "lineups"],
    ["games", "games"],
  ] as const) {
    const sheet = ss.insertSheet(tabs[role]);
    header(sheet, tab, lang);
    sheet.getRange(2, 1).setValue(t(lang, "league.empty.calendar"));
  }
  const matches = ss.insertSheet(tabs.matches);
  matches.getRange(1, 1).setValue(t(lang, "league.empty.calendar"));
  setWidths(matches, SHEET_WIDTHS);
  const standings = ss.insertSheet(tabs.standings);
  standings.getRange(1, 1).setValue(t(lang, "league.empty.calendar"));
  STANDINGS_WIDTHS.forEach((px, i) => {
    standings.setColumnWidth(i + 1, px);
  });
  standings.setFrozenRows(1);
  // what Arbitre writes is protected with a warning (the organiser may still override it): the
  // match numbers and teams of Calendar, Lineups and Games, and the computed tabs as a whole
  const warn = (sheet: Sheet, from: number, count: number) => {
    sheet
      .getRange(1, from, sheet.getMaxRows(), count)
      .protect()
      .setWarningOnly(true)
      .setDescription(t(lang, "league.protect.written"));
  };
  const calendarSheet = ss.getSheetByName(tabs.calendar)!;
  warn(calendarSheet, 1, 2);
  warn(calendarSheet, 4, 3);
  const lineupsSheet = ss.getSheetByName(tabs.lineups)!;
  warn(lineupsSheet, 1, 3);
  warn(lineupsSheet, 5, 2);
  const gamesSheet = ss.getSheetByName(tabs.games)!;
  warn(gamesSheet, 1, 4);
  warn(gamesSheet, 7, 8);
  const ladder = ss.insertSheet(tabs.ladder);
  header(ladder, "ladder", lang);
  const history = ss.insertSheet(tabs.history);
  history.getRange(1, 1).setValue(t(lang, "league.hdr.round")).setFontWeight("bold");
  history.setFrozenRows(1);
  history.setFrozenColumns(1);
  history.setColumnWidth(1, 190);
  for (const sheet of [ladder, history, ss.getSheetByName(tabs.matches)!, ss.getSheetByName(tabs.standings)!])
    sheet.protect().setWarningOnly(true).setDescription(t(lang, "league.protect.written"));
  const pub = ss.insertSheet(tabs.public);
  PUBLIC_WIDTHS.forEach((px, i) => {
    pub.setColumnWidth(i + 1, px);
  });
  pub.getRange(1, 1).setValue(`'${name}`);
  pub.protect().setWarningOnly(true).setDescription(t(lang, "event.protect.public"));
  const undo = ss.insertSheet(ev.undoTab);
  undo.hideSheet();
  ss.setActiveSheet(teams);
  registerEvent(ctx.all, ev);
  return {
    message: t(lang, "league.msg.created", { name, teams: tabs.teams, roster: tabs.roster }),
    event: ev,
    read: null,
  };
}

export function leagueDefaults(lang: Lang, ss: Spreadsheet): NewEventDefaults {
  return oneSystemDefaults(lang, ss, {
    id: LEAGUE_SYSTEM,
    labelKey: "league.system",
    roundMinutes: 60,
    kind: "league",
  });
}
