/**
 * Undo last action: the tabs the last Tarot action rewrote come back from the hidden undo tab (read
 * once, one write per tab); when one was changed since, the organiser is asked first. The Deals
 * tab is never put back: what was typed there stays, and its computed columns follow it. Only what
 * the undone action changed of the config goes back (Publish leaves the chart's player as picked).
 */
import type { UndoActionRequest } from "../../../../contract/index";
import { ArbitreError } from "../../../../engine/core/errors";
import { t } from "../../../../i18n/index";
import { undoTabs } from "../../undo";
import { actionLabel, type Ctx, type Done, requireTarot } from "../context";

export function undoTarot(ctx: Ctx, req: UndoActionRequest): Done {
  const ev = requireTarot(ctx, req);
  const u = ev.undo;
  if (!u) throw new ArbitreError("event.undo.nothing", {});
  if (typeof req?.at === "number" && req.at !== u.at) throw new ArbitreError("event.undo.stale", {});
  // what Undo saves is this config without its undo record: it fits if this one does
  ctx.fits(ev);
  undoTabs(ctx, {
    journal: u,
    tabs: ev.tabs,
    undoTab: ev.undoTab,
    confirm: req?.confirm === true,
    question: "tarot.undo.changed",
    action: actionLabel(ctx.lang, u),
    // the chart drawn from data no longer there: gone until the next compute
    after: (role, sheet) => {
      if (role === "chart") for (const c of sheet.getCharts()) sheet.removeChart(c);
    },
  });
  const label = actionLabel(ctx.lang, u);
  ev.published = u.prev.published;
  // what Check and compute changed goes back with it; Publish changed none of it (the chart's
  // player picked since stays shown)
  if (u.kind === "computeTarot") {
    ev.shown = u.prev.shown;
    ev.lastDay = u.prev.lastDay;
    if (u.prev.computed !== undefined) ev.computed = u.prev.computed;
    else delete ev.computed;
  }
  ev.undo = null;
  return { message: t(ctx.lang, "tarot.msg.undone", { action: label }), event: ev, read: null };
}
