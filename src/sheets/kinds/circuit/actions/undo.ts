/**
 * Undo last action: the tabs the last circuit action rewrote come back from the hidden undo tab
 * (read once, one write per tab), and the Tournaments tab's column of seeds present; when one was
 * changed since, the organiser is asked first.
 */
import type { UndoActionRequest } from "../../../../contract/index";
import { ArbitreError } from "../../../../engine/core/errors";
import { t } from "../../../../i18n/index";
import { sheetOf, today } from "../../../gateway/index";
import { undoTabs } from "../../undo";
import { actionLabel, blockOf, type Ctx, columnOf, type Done, requireCircuit } from "../context";
import { mastersLookAfterUndo } from "../masters";
import { readCircuit } from "../read";
import { TOURNAMENTS } from "../schema";

export function undoCircuit(ctx: Ctx, req: UndoActionRequest): Done {
  const ev = requireCircuit(ctx, req);
  const u = ev.undo;
  if (!u) throw new ArbitreError("event.undo.nothing", {});
  if (typeof req?.at === "number" && req.at !== u.at) throw new ArbitreError("event.undo.stale", {});
  // what Undo saves is this config without its undo record: it fits if this one does
  ctx.fits(ev);
  // the Tournaments tab read once: its column of seeds present is compared and put back, and the
  // sidebar's answer reads the tabs from this read (column E as put back)
  const read = readCircuit(ctx.ss, ev, today(ctx.ss));
  const tournamentsNow = () => read.raw(ev.tabs.tournaments);
  const restored = undoTabs(ctx, {
    journal: u,
    tabs: { ...ev.tabs, seedsPresent: ev.tabs.tournaments },
    // the seeds present: the Tournaments tab's column E, compared and put back alone
    column: columnOf,
    now: (role) => (role === "seedsPresent" ? blockOf(role, tournamentsNow()) : undefined),
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
  // the Masters tab's checkboxes and rules on the rows of the candidates and games put back, each
  // where it is (none before the first Prepare; a row inserted since among them: none), so that
  // they follow the values put back (its grey bands are put back with the tab's look when the undo
  // copy kept it)
  if (restored.masters) {
    const bands = !u.saved.some((s) => s.role === "masters" && s.look !== undefined);
    mastersLookAfterUndo(sheetOf(ctx.ss, ev.tabs.masters), restored.masters, ev.lang, bands);
  }
  const column = restored.seedsPresent;
  if (column) {
    const height = tournamentsNow().values.length;
    read.wrote(
      ev.tabs.tournaments,
      Array.from({ length: height }, (_, r) => [column[r]?.[0] ?? ""]),
      { row: 0, col: TOURNAMENTS.seeds },
    );
  }
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
  return { message: t(ctx.lang, "circuit.msg.undone", { action: label }), event: ev, read };
}
