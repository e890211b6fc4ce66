/** New event ▸ Team league: the league's config and its tabs (Teams, Roster, … Elo history, Public). */
import type { CreateEventRequest, NewEventDefaults } from "../../../../contract/index";
import { type Lang, t } from "../../../../i18n/index";
import { type Sheet, type Spreadsheet, STORE_VERSION } from "../../../gateway/index";
import {
  buildNewEventTabs,
  checkNewEventFits,
  newEventStart,
  oneSystemDefaults,
  registerEvent,
} from "../../settings";
import { type LeagueEvent, NO_WRITES } from "../config";
import type { Ctx, Done } from "../context";
import { leagueTabNames, leagueTabSpecs, UNDO_TAB_KEY } from "../schema";
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
  const start = newEventStart(ctx, req, leagueTabNames, UNDO_TAB_KEY);
  const { name, suffix } = start;
  const ss = ctx.ss;
  const ev: LeagueEvent = {
    v: STORE_VERSION,
    kind: "league",
    system: LEAGUE_SYSTEM,
    id: start.id,
    name,
    date: start.date,
    suffix,
    lang,
    tabs: start.tabs,
    seed: Math.floor(Math.random() * 2147483647),
    teams: null,
    written: { ...NO_WRITES },
    published: 0,
    undo: null,
    undoTab: start.undoTab,
  };
  checkNewEventFits(ctx, ev);
  const tabs = ev.tabs;
  const built = buildNewEventTabs(
    ctx,
    req,
    ev,
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
