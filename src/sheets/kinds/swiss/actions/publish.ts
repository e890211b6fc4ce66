/** Publish: rewrites the Public tab (the previous one is kept in the hidden undo tab). */
import type { PublishRequest } from "../../../../contract/index";
import { canPublish, enforce } from "../../../../engine/swiss/event";
import { t } from "../../../../i18n/index";
import { ensureColumns, ensureRows, pad, sheetOf, typedCopy, writeTyped } from "../../../gateway/index";
import { requireEvent } from "../../kind";
import { fitsMark, markCopy, stoppedCopy } from "../../undo";
import { type Ctx, type Done, swissUndoSheet, undoTabName } from "../context";
import { factsOf } from "../facts";
import { publicStandings, swissPublished } from "../published";
import { readSnapshot } from "../read/index";
import { PUBLIC_HEADER_ROWS, PUBLIC_WIDTHS, publicTab } from "../tabs";

export function publish(ctx: Ctx, req: PublishRequest): Done {
  const ev = requireEvent(ctx, req);
  // the Public tab speaks the event's language (fixed at creation); the message, the sidebar's one
  const lang = ev.lang;
  const snap = readSnapshot(ctx.ss, ev);
  const facts = factsOf(ev, snap);
  enforce(canPublish(facts, req?.expectedPublish));
  ev.published = (ev.published ?? 0) + 1;
  // the Public tab is written from what the event publishes (the live page shows the same)
  const pub = swissPublished(ctx.ss, ev, snap, facts);
  const { rows: grid, bold } = publicTab({
    lang,
    eventName: pub.name,
    dateLine: pub.dateLine,
    state: pub.state,
    endLabel: pub.timer === null ? null : pub.timer.endsAt !== null ? `'${pub.timer.endLabel}` : "",
    games: pub.pairings.map(([table, a, b]) => ({ table, a, b })),
    standings: publicStandings(pub),
    standingsTitle: pub.standings.title,
    eventLang: ev.lang,
  });
  const width = Math.max(grid[0]!.length, ev.written.publicCols);
  const sheet = sheetOf(ctx.ss, ev.tabs.public);
  // undo: the previous Public tab (as read: values, formulas, number formats) goes to the hidden
  // undo tab, its formats then its values written once each
  const before = sheet.getDataRange();
  const previous = before.getValues() as unknown[][];
  const copy = typedCopy({
    values: previous,
    formulas: before.getFormulas() as unknown[][],
    formats: before.getNumberFormats() as unknown[][],
  });
  let prevRows = previous.length;
  let prevCols = prevRows > 0 ? previous[0]!.length : 0;
  ctx.fits(ev);
  // a press again after a stop keeps the copy its first press made (the Public tab before it)
  const mark = stoppedCopy(ctx, ev, "publish", ev.undoTab ?? undoTabName(ev));
  if (mark) {
    // the undo tab is there (stoppedCopy found it): an event made before it had its name learns it
    ev.undoTab = ev.undoTab ?? undoTabName(ev);
    prevRows = mark.places.undo;
    prevCols = mark.places.undoCols;
    ev.written.undo = prevRows;
    ev.written.undoCols = prevCols;
  } else {
    fitsMark(ctx, ev, "publish", []);
    const base = { undo: ev.written.undo ?? 0, undoCols: ev.written.undoCols ?? 0 };
    const store = swissUndoSheet(ctx.ss, ev);
    writeTyped(store, copy, ev.written.undo ?? 0, Math.max(prevCols, ev.written.undoCols ?? 0, 1));
    ev.written.undo = prevRows;
    ev.written.undoCols = prevCols;
    markCopy(ctx, ev, "publish", base, []);
  }
  ev.undo = {
    kind: "publish",
    at: Date.now(),
    rows: prevRows,
    cols: prevCols,
    prevWritten: { public: ev.written.public, publicCols: ev.written.publicCols },
    formats: true,
  };
  const padded = pad(grid, ev.written.public, width);
  ensureRows(sheet, padded.length);
  ensureColumns(sheet, width);
  const written = sheet.getRange(1, 1, padded.length, width);
  written.setValues(padded);
  // legible for the clubs: bold title, block titles and headers (one call), the event's name, state,
  // round end and date frozen, three narrow columns that a phone shows whole (a call per column:
  // three, whatever the field), the names' columns wrapping a long name onto a second line (one
  // call); a block's title, in A, runs on over the empty cells beside it
  written.setFontWeights(padded.map((_, r) => new Array(width).fill(bold.includes(r) ? "bold" : "normal")));
  sheet.setFrozenRows(PUBLIC_HEADER_ROWS);
  PUBLIC_WIDTHS.forEach((px, c) => {
    sheet.setColumnWidth(c + 1, px);
  });
  if (grid.length > PUBLIC_HEADER_ROWS)
    sheet
      .getRange(PUBLIC_HEADER_ROWS + 1, 2, grid.length - PUBLIC_HEADER_ROWS, PUBLIC_WIDTHS.length - 1)
      .setWrap(true);
  ev.written.public = grid.length;
  ev.written.publicCols = grid[0]!.length;
  return { message: t(ctx.lang, "event.msg.published", { tab: ev.tabs.public }), event: ev, read: snap };
}
