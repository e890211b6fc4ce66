/** New event ▸ Team league: the league's config and its tabs (Teams, Roster, … Elo history, Public). */
import type { CreateEventRequest, NewEventDefaults } from "../../../../contract/views";
import { type Lang, t } from "../../../../i18n/index";
import { STORE_VERSION } from "../../../gateway/store";
import { buildTabs } from "../../../gateway/tab-spec";
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
import { LEAGUE_TAB_ROLES, leagueTabNames, leagueTabSpecs, UNDO_TAB_KEY } from "../schema";
import { PUBLIC_WIDTHS, SHEET_WIDTHS, STANDINGS_WIDTHS } from "../tabs";

export const LEAGUE_SYSTEM = "league-kow";

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
  const built = buildTabs(
    ss,
    leagueTabSpecs(lang, tabs, ev.undoTab, name, {
      matches: SHEET_WIDTHS,
      standings: STANDINGS_WIDTHS,
      public: PUBLIC_WIDTHS,
    }),
  );
  ss.setActiveSheet(built.get(tabs.teams)!);
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
