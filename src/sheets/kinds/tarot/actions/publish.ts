/** Publish: the Public tab the clubs see: the last tournament's ranking and the month's indices. */
import type { PublishRequest } from "../../../../contract/index";
import { ArbitreError } from "../../../../engine/core/errors";
import { t } from "../../../../i18n/index";
import { sheetOf, sizeOf, WRITE_AUTOMATIC } from "../../../gateway/index";
import { requireEvent } from "../../kind";
import { type Ctx, type Done, journal, writeRole } from "../context";
import { canPublish } from "../guard";
import { tarotSources } from "../published";
import { readTarot } from "../read";
import { WIDTHS } from "../schema";
import { publicRows } from "../tabs";

export function publishTarot(ctx: Ctx, req: PublishRequest): Done {
  const ev = requireEvent(ctx, req);
  if (typeof req?.expectedPublish === "number" && req.expectedPublish !== ev.published + 1)
    throw new ArbitreError("event.alreadyPublished", {});
  const read = readTarot(ctx.ss, ev);
  const refused = canPublish(ev, read, ctx.lang);
  if (refused) throw refused;
  const sheet = sheetOf(ctx.ss, ev.tabs.public);
  // what the club publishes (the live page reads the same rows)
  const { report, stamp } = tarotSources(ctx.ss, ev, read);
  const { rows, bold, decimal } = publicRows(ev.name, report, ev.lang, stamp);
  // the copy covers the rows about to be written (their one-decimal format below a shorter tab)
  journal(ctx, ev, read, "publish", ["public"], { public: sizeOf(rows) });
  writeRole(ev, sheet, "public", rows, read.raw(ev.tabs.public));
  // the bold of a tab written before on nine columns goes too
  const width = Math.min(9, sheet.getMaxColumns());
  sheet.getRange(1, 1, Math.max(1, sheet.getMaxRows()), width).setFontWeight("normal");
  sheet.getRangeList(bold.map((r) => `A${r}:C${r}`)).setFontWeight("bold");
  // the indices and the current % (in C) with one decimal, the counts as they are
  const one = new Set(decimal);
  sheet
    .getRange(1, 3, rows.length, 1)
    .setNumberFormats(rows.map((_, i) => [one.has(i + 1) ? "0.0" : WRITE_AUTOMATIC]));
  // a phone's width: three narrow columns, the names (B) and the figures' names wrapped, never cut
  WIDTHS.public.forEach((px, c) => {
    sheet.setColumnWidth(c + 1, px);
  });
  if (rows.length > 3) sheet.getRange(4, 2, rows.length - 3, 2).setWrap(true);
  ev.published += 1;
  return { message: t(ctx.lang, "tarot.msg.published", { tab: ev.tabs.public }), event: ev, read };
}
