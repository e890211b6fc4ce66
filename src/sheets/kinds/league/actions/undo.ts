/**
 * Undo last action: the tabs the last league action rewrote are written back from the hidden undo
 * tab (read once, one write per tab), and the config fields it changed are put back. Undoing
 * Generate calendar also takes off the dropdowns it put on the Games and Lineups tabs.
 */
import { leagueMatches } from "../../../../engine/league/calendar";
import { t } from "../../../../i18n/index";
import { sheetOf } from "../../../gateway/index";
import { undoTabs } from "../../undo";
import type { LeagueEvent, LeagueUndo, WrittenRole } from "../config";
import { actionLabel, type Ctx, type Done, readAfter } from "../context";
import { readLeague } from "../read";
import { GAMES, LINEUPS, TABLES } from "../schema";
import { keepLineupChoices } from "./lineup-form";

export function undoLeague(ctx: Ctx, ev: LeagueEvent, u: LeagueUndo, confirm: boolean): Done {
  const before = readLeague(ctx.ss, ev);
  // what Undo saves is this config without its undo record: it fits if this one does
  ctx.fits(ev);
  // a tab changed since the action (a result typed, a lineup edited): asked before losing it
  const restored = undoTabs<WrittenRole>(ctx, {
    event: ev,
    journal: u,
    tabs: ev.tabs,
    undoTab: ev.undoTab,
    confirm,
    question: "league.undo.changed",
    action: actionLabel(ctx.lang, u),
    now: (role) => before.raw(ev.tabs[role]),
  });
  if (u.kind === "generateCalendar" && ev.teams !== null) {
    // the dropdowns Generate calendar put on the Games results and the Lineups players and armies go too
    const rows = leagueMatches(ev.teams).length * TABLES;
    sheetOf(ctx.ss, ev.tabs.games)
      .getRange(2, GAMES.homeResult + 1, rows, 2)
      .clearDataValidations();
    sheetOf(ctx.ss, ev.tabs.lineups)
      .getRange(2, LINEUPS.player + 1, rows * 2, LINEUPS.army - LINEUPS.player + 1)
      .clearDataValidations();
  }
  const label = actionLabel(ctx.lang, u);
  ev.teams = u.prev.teams;
  ev.written = {
    ...u.prev.written,
    undo: ev.written.undo,
    undoCols: ev.written.undoCols,
    undoStart: ev.written.undoStart,
  };
  ev.published = u.prev.published;
  ev.undo = null;
  const after = readAfter(ctx, ev, before, restored);
  // the lineup form's choices follow the tabs put back: a match whose lineups are waiting again is
  // offered again (a form found deleted or Forms not answering does not stop the Undo done)
  keepLineupChoices(ev, after);
  return {
    message: t(ctx.lang, "league.msg.undone", { action: label }),
    event: ev,
    read: after,
  };
}
