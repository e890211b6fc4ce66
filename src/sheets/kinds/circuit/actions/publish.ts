/** Publish: the Public tab the clubs see: the ranking the Ranking tab shows. One write; undoable. */
import type { PublishRequest } from "../../../../contract/index";
import { ArbitreError } from "../../../../engine/core/errors";
import { t } from "../../../../i18n/index";
import { columnLetter, sizeOf, today } from "../../../gateway/index";
import { requireEvent } from "../../kind";
import { type Ctx, type Done, journal, sheetsOf, writeRole } from "../context";
import { canPublish } from "../guard";
import { circuitSources } from "../published";
import { readCircuit } from "../read";
import { PUBLIC_WIDTHS, publicRows, shownLabel } from "../tabs";

export function publishCircuit(ctx: Ctx, req: PublishRequest): Done {
  const ev = requireEvent(ctx, req);
  if (typeof req?.expectedPublish === "number" && req.expectedPublish !== ev.published + 1)
    throw new ArbitreError("event.alreadyPublished", {});
  const day = today(ctx.ss);
  const read = readCircuit(ctx.ss, ev, day);
  const refused = canPublish(ev, read, ctx.lang);
  if (refused) throw refused;
  const shown = ev.shown!;
  const sheets = sheetsOf(ctx.ss, ev, ["public"]);
  // what the circuit publishes (the live page shows the same): the ranking, and the Masters
  // standings as last computed in the Masters tab, read (a renamed tab refused) before the first write
  const { ranking, masters, stamp } = circuitSources(ctx.ss, ev, read);
  const { rows, bold } = publicRows(
    ev.name,
    ranking,
    shownLabel(ranking, shown, ev.lang),
    ev.lang,
    stamp,
    masters,
  );
  // the copy covers the rows about to be written (their change format below a shorter tab)
  journal(ctx, ev, read, "publish", ["public"], { public: sizeOf(rows) });
  writeRole(ev, sheets.public!, "public", rows, sizeOf(read.raw(ev.tabs.public).values));
  sheets.public!.getRange(1, 1, Math.max(1, sheets.public!.getMaxRows()), 5).setFontWeight("normal");
  // bold across the phone's three columns only (the old layout's D:E made normal above, never bold)
  const last = columnLetter(PUBLIC_WIDTHS.length);
  sheets.public!.getRangeList(bold.map((r) => `A${r}:${last}${r}`)).setFontWeight("bold");
  // a phone's width: three narrow columns, the names' column wrapping a long name (never cut); the
  // tournaments played and the change of rank are text on the line under each player
  PUBLIC_WIDTHS.forEach((px, c) => {
    sheets.public!.setColumnWidth(c + 1, px);
  });
  if (rows.length > 5) sheets.public!.getRange(6, 2, rows.length - 5, 1).setWrap(true);
  ev.published += 1;
  return { message: t(ctx.lang, "circuit.msg.published", { tab: ev.tabs.public }), event: ev, read };
}
