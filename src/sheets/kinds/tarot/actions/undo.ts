/**
 * Undo last action: the tabs the last Tarot action rewrote come back from the hidden undo tab (read
 * once, one write per tab); when one was changed since, the organiser is asked first. The Deals
 * tab is never put back: what was typed there stays, and its computed columns follow it.
 */
import type { UndoActionRequest } from "../../../../contract/views";
import { ArbitreError } from "../../../../engine/core/errors";
import { t } from "../../../../i18n/index";
import { fingerprint, savedRows } from "../../../gateway/journal";
import { readGrid, sheetOf, writeBlock } from "../../../gateway/workbook";
import { NeedConfirm } from "../../kind";
import { actionLabel, type Ctx, type Done, requireTarot } from "../context";

export function undoTarot(ctx: Ctx, req: UndoActionRequest): Done {
  const ev = requireTarot(ctx, req);
  const u = ev.undo;
  if (!u) throw new ArbitreError("event.undo.nothing", {});
  if (typeof req?.at === "number" && req.at !== u.at) throw new ArbitreError("event.undo.stale", {});
  const tabs = u.saved.map((s) => ({ s, sheet: sheetOf(ctx.ss, ev.tabs[s.role]) }));
  const saved = readGrid(sheetOf(ctx.ss, ev.undoTab), true);
  const now = tabs.map(({ sheet }) => readGrid(sheet, true));
  const changed = tabs
    .filter(({ s }, i) => {
      const want = u.after?.[s.role];
      return want !== undefined && fingerprint(now[i]!.values, now[i]!.formulas ?? []) !== want;
    })
    .map(({ s }) => ev.tabs[s.role]);
  if (changed.length > 0 && req?.confirm !== true)
    throw new NeedConfirm(
      t(ctx.lang, "tarot.undo.changed", {
        action: actionLabel(ctx.lang, u),
        tabs: changed.map((x) => (ctx.lang === "fr" ? `« ${x} »` : `'${x}'`)).join(", "),
      }),
      changed,
    );
  tabs.forEach(({ s, sheet }, i) => {
    const rows = savedRows(saved, s);
    const current = now[i]!.values;
    const width = Math.max(s.cols, ...current.map((r) => r.length), 1);
    writeBlock(sheet, rows.length > 0 ? rows : [[""]], current.length, width);
    // the chart drawn from data no longer there: gone until the next compute
    if (s.role === "chart") for (const c of sheet.getCharts()) sheet.removeChart(c);
  });
  const label = actionLabel(ctx.lang, u);
  ev.shown = u.prev.shown;
  ev.lastDay = u.prev.lastDay;
  ev.published = u.prev.published;
  if (u.prev.computed !== undefined) ev.computed = u.prev.computed;
  else delete ev.computed;
  ev.undo = null;
  return { message: t(ctx.lang, "tarot.msg.undone", { action: label }), event: ev, read: null };
}
