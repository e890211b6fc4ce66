/**
 * Undo last action: the tabs the last circuit action rewrote come back from the hidden undo tab
 * (read once, one write per tab); when one was changed since, the organiser is asked first.
 */
import type { UndoActionRequest } from "../../../../contract/views";
import { ArbitreError } from "../../../../engine/core/errors";
import { t } from "../../../../i18n/index";
import { undoTabs } from "../../undo";
import { actionLabel, type Ctx, type Done, requireCircuit } from "../context";

export function undoCircuit(ctx: Ctx, req: UndoActionRequest): Done {
  const ev = requireCircuit(ctx, req);
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
    question: "circuit.undo.changed",
    action: actionLabel(ctx.lang, u),
    after: (role, sheet) => {
      if (role !== "ranking") return;
      // the previous ranking's greyed results are not known any more: no rule until the next compute
      sheet.setConditionalFormatRules([]);
      sheet.showColumns(1, sheet.getMaxColumns());
    },
  });
  const label = actionLabel(ctx.lang, u);
  ev.shown = u.prev.shown;
  ev.lastDay = u.prev.lastDay;
  ev.written = {
    ...u.prev.written,
    undo: ev.written.undo,
    undoCols: ev.written.undoCols,
    undoStart: ev.written.undoStart,
  };
  ev.published = u.prev.published;
  ev.masters = u.prev.masters ?? null;
  if (u.prev.computed !== undefined) ev.computed = u.prev.computed;
  else delete ev.computed;
  ev.undo = null;
  return { message: t(ctx.lang, "circuit.msg.undone", { action: label }), event: ev, read: null };
}
