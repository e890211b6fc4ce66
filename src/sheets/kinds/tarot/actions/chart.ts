/**
 * The chart of the player picked in the sidebar, redrawn in one call: the Deals tab read once, the
 * report at the date shown, the Chart tab's data written once and the chart updated. A display
 * choice: it is not an action Undo takes back (the chart follows the last Check and compute's date).
 */
import type { TarotRequest } from "../../../../contract/index";
import { t } from "../../../../i18n/index";
import { sheetOf } from "../../../gateway/index";
import { requireEvent } from "../../kind";
import { chartPlayer, writeChart } from "../chart";
import type { Ctx, Done } from "../context";
import { canChart } from "../guard";
import { readTarot } from "../read";

export function drawTarotChart(ctx: Ctx, req: TarotRequest): Done {
  const ev = requireEvent(ctx, req);
  const read = readTarot(ctx.ss, ev);
  const asked = typeof req?.player === "string" ? req.player : (ev.shown?.player ?? "");
  const refused = canChart(ev, read, ctx.lang, asked);
  if (refused) throw refused;
  const report = read.report(ev.shown!.asOf);
  const player = chartPlayer(report, asked, "")!;
  ctx.fits(ev);
  writeChart(ev, sheetOf(ctx.ss, ev.tabs.chart), report, player, read.raw(ev.tabs.chart));
  ev.shown = { asOf: ev.shown!.asOf, player: player.player };
  return {
    message: t(ctx.lang, "tarot.msg.chart", { player: player.player, tab: ev.tabs.chart }),
    event: ev,
    read,
  };
}
