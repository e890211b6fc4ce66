/**
 * Publish: the Public tab the clubs see (File ▸ Share ▸ Publish to the web): the standings, the
 * calendar with every score, and the Elo ladder as last updated. One write; undoable.
 */
import type { PublishRequest } from "../../../../contract/index";
import { ArbitreError } from "../../../../engine/core/errors";
import { t } from "../../../../i18n/index";
import { columnLetter } from "../../../gateway/index";
import { requireEvent } from "../../kind";
import { type Ctx, type Done, journal, sheetsOf, writeRole } from "../context";
import { canPublish, factsOf } from "../guard";
import { leagueSources } from "../published";
import { readLeague } from "../read";
import { PUBLIC_WIDTH } from "../schema";
import { PUBLIC_WIDTHS, publicRows } from "../tabs";

export function publishLeague(ctx: Ctx, req: PublishRequest): Done {
  const ev = requireEvent(ctx, req);
  if (typeof req?.expectedPublish === "number" && req.expectedPublish !== ev.published + 1)
    throw new ArbitreError("event.alreadyPublished", {});
  const read = readLeague(ctx.ss, ev);
  const facts = factsOf(read);
  const refusal = canPublish(ev, facts);
  if (refusal) throw refusal;
  const sheets = sheetsOf(ctx.ss, ev, ["public"]);
  // what the league publishes (the live page shows the same): the standings, the calendar, the
  // Elo ladder as last written, read (a renamed tab refused) before the first write
  const src = leagueSources(ctx.ss, ev, read);
  journal(ctx, ev, read, "publish", ["public"]);
  const { rows, bold } = publicRows(ev.name, src.states, src.ranking, src.ladder, ev.lang, src.stamp);
  writeRole(ev, sheets, "public", rows, PUBLIC_WIDTH, read.raw(ev.tabs.public).values.length);
  // the old layout's seven columns made normal, bold across the phone's three columns only
  const last = columnLetter(PUBLIC_WIDTHS.length);
  sheets
    .public!.getRange(1, 1, Math.max(1, sheets.public!.getMaxRows()), PUBLIC_WIDTH)
    .setFontWeight("normal");
  if (bold.length > 0)
    sheets.public!.getRangeList(bold.map((r) => `A${r}:${last}${r}`)).setFontWeight("bold");
  // a phone's width: three narrow columns, the names' columns wrapping a long name (never cut)
  PUBLIC_WIDTHS.forEach((px, c) => {
    sheets.public!.setColumnWidth(c + 1, px);
  });
  if (rows.length > 3) sheets.public!.getRange(4, 2, rows.length - 3, 2).setWrap(true);
  ev.published += 1;
  return { message: t(ctx.lang, "league.msg.published", { tab: ev.tabs.public }), event: ev, read };
}
