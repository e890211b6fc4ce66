/** Publish: the Public tab the clubs see: the ranking the Ranking tab shows. One write; undoable. */
import type { PublishRequest } from "../../../../contract/index";
import { ArbitreError } from "../../../../engine/core/errors";
import { t } from "../../../../i18n/index";
import { sizeOf, today } from "../../../gateway/index";
import { requireEvent } from "../../kind";
import { type Ctx, type Done, journal, sheetsOf, writeRole } from "../context";
import { canPublish } from "../guard";
import { circuitSources } from "../published";
import { readCircuit } from "../read";
import { fitWidth, WIDTHS } from "../schema";
import { CHANGE_FORMAT, publicRows, shownLabel } from "../tabs";

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
  sheets.public!.getRangeList(bold.map((r) => `A${r}:E${r}`)).setFontWeight("bold");
  // the ranking's rows follow its header (the 5th row): their change of rank as +2, −1, =
  if (ranking.rows.length > 0)
    sheets.public!.getRange(6, 5, ranking.rows.length, 1).setNumberFormat(CHANGE_FORMAT);
  sheets.public!.setColumnWidth(
    2,
    fitWidth(
      ranking.rows.map((r) => r.player),
      WIDTHS.public[1]!,
    ),
  );
  ev.published += 1;
  return { message: t(ctx.lang, "circuit.msg.published", { tab: ev.tabs.public }), event: ev, read };
}
