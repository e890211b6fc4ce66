/** Publish: rewrites the Public tab (the previous one is kept in the hidden undo tab). */
import type { PublishRequest } from "../../../../contract/index";
import { canPublish, enforce } from "../../../../engine/swiss/event";
import { t } from "../../../../i18n/index";
import { ensureColumns, ensureRows, pad, sheetOf, typedCopy } from "../../../gateway/index";
import { requireEvent } from "../../kind";
import { copyOnce } from "../../undo";
import type { StoredEvent } from "../config";
import { type Ctx, type Done, journalHost } from "../context";
import { factsOf } from "../facts";
import { publicStandings, swissPublished } from "../published";
import { readSnapshot } from "../read/index";
import { PUBLIC_HEADER_ROWS, PUBLIC_WIDTHS, publicTab } from "../tabs";

/** Publish's undo record at its largest (the config's size checked before the first write). */
const PUBLISH_AT_MOST = {
  kind: "publish" as const,
  rows: 1e9,
  cols: 1e9,
  col: 1e9,
  prevWritten: { public: 1e9, publicCols: 1e9 },
  formats: true as const,
  columnWidths: PUBLIC_WIDTHS.map(() => 99999),
};

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
  // the widths a phone's layout sets, as they were (Undo puts them back)
  const widths = PUBLIC_WIDTHS.slice(0, sheet.getMaxColumns()).map((_, c) => sheet.getColumnWidth(c + 1));
  ctx.fits({ ...ev, undo: { ...PUBLISH_AT_MOST, at: Date.now() } } as StoredEvent);
  // beside the previous action's copy, never over it; a press again after a stop keeps the copy its
  // first press made (the Public tab before it)
  const [saved] = copyOnce(ctx, journalHost(ev), "publish", ["public"], () => [
    { role: "public", ...copy, columnWidths: widths },
  ]);
  ev.undo = {
    kind: "publish",
    at: Date.now(),
    rows: saved!.rows,
    cols: saved!.cols,
    col: saved!.col,
    prevWritten: { public: ev.written.public, publicCols: ev.written.publicCols },
    formats: true,
    ...(saved!.columnWidths ? { columnWidths: saved!.columnWidths } : {}),
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
