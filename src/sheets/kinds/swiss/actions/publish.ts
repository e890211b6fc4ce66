/** Publish: rewrites the Public tab (the previous one is kept in the hidden undo tab). */
import type { PublishRequest } from "../../../../contract/views";
import { nameKey } from "../../../../engine/core/names";
import { canPublish, enforce } from "../../../../engine/swiss/event";
import { t } from "../../../../i18n/index";
import {
  ensureColumns,
  ensureRows,
  pad,
  type Row,
  sameValue,
  sheetOf,
  timeLabel,
} from "../../../gateway/workbook";
import { finalRanking } from "../bracket";
import { type Ctx, type Done, requireEvent, undoSheet } from "../context";
import { roundLabel } from "../labels";
import { asText } from "../schema";
import { currentGames, factsOf, readSnapshot, standingsOf } from "../snapshot";
import { publicTab, standingsTable } from "../tabs";

export function publish(ctx: Ctx, req: PublishRequest): Done {
  const ev = requireEvent(ctx, req);
  // the Public tab speaks the event's language (fixed at creation); the message, the sidebar's one
  const lang = ev.lang;
  const snap = readSnapshot(ctx.ss, ev);
  enforce(canPublish(factsOf(ev, snap), req?.expectedPublish));
  ev.published = (ev.published ?? 0) + 1;
  const clubs = new Map(snap.players.map((p) => [p.key, p.club]));
  let standings: Row[];
  let title: string;
  if (ev.finished) {
    standings = [[t(lang, "event.col.rank"), t(lang, "event.col.player"), t(lang, "event.col.club")]];
    for (const r of finalRanking(ev, snap))
      standings.push([r.rank, asText(r.name), asText(clubs.get(nameKey(r.name)) ?? "")]);
    title = t(lang, "public.final");
  } else {
    standings = standingsTable(standingsOf(ev, snap), ev.system, lang, clubs);
    title = t(lang, "public.standings");
  }
  const games = currentGames(ev, snap);
  const grid = publicTab({
    lang,
    eventName: ev.name,
    roundLabel: games.length > 0 ? roundLabel(lang, ev) : "",
    endLabel: ev.timer.endsAt === null ? "" : `'${timeLabel(ctx.ss, ev.timer.endsAt)}`,
    games,
    standings,
    standingsTitle: title,
    eventLang: ev.lang,
  });
  const width = Math.max(grid[0]!.length, ev.written.publicCols);
  const sheet = sheetOf(ctx.ss, ev.tabs.public);
  // undo: the previous Public tab (as read) goes to the hidden undo tab, in one write
  const previous = sheet.getDataRange().getValues() as unknown[][];
  const prevRows = previous.length;
  const prevCols = prevRows > 0 ? previous[0]!.length : 0;
  const store = undoSheet(ctx.ss, ev, true)!;
  const copyWidth = Math.max(prevCols, ev.written.undoCols ?? 0, 1);
  const copy = pad(
    previous.map((row) => row.map((v) => sameValue(v) as string | number)),
    ev.written.undo ?? 0,
    copyWidth,
  );
  ensureRows(store, copy.length);
  ensureColumns(store, copyWidth);
  store.getRange(1, 1, copy.length, copyWidth).setValues(copy);
  ev.written.undo = prevRows;
  ev.written.undoCols = prevCols;
  ev.undo = {
    kind: "publish",
    at: Date.now(),
    rows: prevRows,
    cols: prevCols,
    prevWritten: { public: ev.written.public, publicCols: ev.written.publicCols },
  };
  const padded = pad(grid, ev.written.public, width);
  ensureRows(sheet, padded.length);
  ensureColumns(sheet, width);
  sheet.getRange(1, 1, padded.length, width).setValues(padded);
  ev.written.public = grid.length;
  ev.written.publicCols = grid[0]!.length;
  return { message: t(ctx.lang, "event.msg.published", { tab: ev.tabs.public }), event: ev, snap };
}
