/** Publish: the Public tab the clubs see: the last tournament's ranking and the month's indices. */
import type { PublishRequest } from "../../../../contract/index";
import { ArbitreError } from "../../../../engine/core/errors";
import { t } from "../../../../i18n/index";
import { sheetOf, sizeOf } from "../../../gateway/index";
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
  const { rows, bold, numbers } = publicRows(ev.name, report, ev.lang, stamp);
  // the copy covers the rows about to be written (their one-decimal format below a shorter tab)
  journal(ctx, ev, read, "publish", ["public"], { public: sizeOf(rows) });
  writeRole(ev, sheet, "public", rows, read.raw(ev.tabs.public));
  const width = WIDTHS.public.length;
  sheet.getRange(1, 1, Math.max(1, sheet.getMaxRows()), width).setFontWeight("normal");
  sheet.getRangeList(bold.map((r) => `A${r}:I${r}`)).setFontWeight("bold");
  // the indices (E:H) and the current % (I) with one decimal
  if (numbers.count > 0) sheet.getRange(numbers.first, 5, numbers.count, 5).setNumberFormat("0.0");
  ev.published += 1;
  return { message: t(ctx.lang, "tarot.msg.published", { tab: ev.tabs.public }), event: ev, read };
}
