/**
 * Check and compute: the Deals tab read once and checked as a whole (every problem named with its
 * row and column; then nothing is computed or written); the report at the date asked; each deal's
 * % and matchpoints written beside it (the Deals tab's H:I, one write), the Tournaments tab, the
 * players' dashboard and the chart of the player shown, one write each.
 */
import type { TarotRequest } from "../../../../contract/index";
import { ArbitreError } from "../../../../engine/core/errors";
import { t } from "../../../../i18n/index";
import {
  dayText,
  ensureColumns,
  fitWidth,
  headLook,
  type Sheet,
  sheetOf,
  sizeOf,
} from "../../../gateway/index";
import { requireEvent } from "../../kind";
import { validDate } from "../../settings";
import { chartPlayer, writeChart } from "../chart";
import type { ShownDashboard } from "../config";
import { type Ctx, type Done, fitsJournaled, journal, writeRole } from "../context";
import { canCompute, WRITTEN } from "../guard";
import { readTarot } from "../read";
import { DEALS } from "../schema";
import { COMPUTED, chartRows, dealsComputed, PLAYERS_HEAD, playersRows, tournamentsRows } from "../tabs";

/** The dashboard asked: the request's date, else the one shown last, else the latest. */
function askedDate(req: TarotRequest, kept: ShownDashboard | null): string {
  if (req && typeof req.asOf === "string") {
    const asOf = req.asOf.trim();
    if (asOf !== "" && !validDate(asOf)) throw new ArbitreError("tarot.badAsOf", { value: asOf });
    return asOf;
  }
  return kept?.asOf ?? "";
}

export function computeTarot(ctx: Ctx, req: TarotRequest): Done {
  const ev = requireEvent(ctx, req);
  const asOf = askedDate(req, ev.shown);
  const read = readTarot(ctx.ss, ev);
  const refused = canCompute(ev, read, ctx.lang);
  if (refused) throw refused;
  const report = read.report(asOf);
  const player = chartPlayer(report, req?.player, ev.shown?.player ?? "");
  const roles = WRITTEN;
  const sheets = {
    deals: sheetOf(ctx.ss, ev.tabs.deals),
    tournaments: sheetOf(ctx.ss, ev.tabs.tournaments),
    players: sheetOf(ctx.ss, ev.tabs.players),
    chart: sheetOf(ctx.ss, ev.tabs.chart),
  };
  // the computed columns H:I exist (an organiser may have deleted them) before anything is saved or written
  fitsJournaled(ctx, ev, "computeTarot", [...roles]);
  ensureColumns(sheets.deals, DEALS.width);
  const lang = ev.lang;
  const tournaments = tournamentsRows(report, lang);
  const players = playersRows(report, lang);
  // the copy covers the rows about to be written (their one-decimal format below a shorter tab)
  journal(ctx, ev, read, "computeTarot", [...roles], {
    tournaments: sizeOf(tournaments),
    players: sizeOf(players),
    chart: sizeOf(chartRows(report, player, lang)),
  });
  // each deal's % and matchpoints beside it: the computed columns only, never what was typed
  const computed = dealsComputed(read, report);
  sheets.deals.getRange(2, COMPUTED.col, computed.length, COMPUTED.width).setValues(computed);
  sheets.deals.getRange(2, COMPUTED.col, computed.length, 1).setNumberFormat("0.0");
  writeRole(ev, sheets.tournaments, "tournaments", tournaments, read.raw(ev.tabs.tournaments));
  headLook(sheets.tournaments, [1], 1, 10);
  fitPlayers(sheets.tournaments, tournaments, 3, 1);
  writeRole(ev, sheets.players, "players", players, read.raw(ev.tabs.players));
  headLook(sheets.players, [1, PLAYERS_HEAD], PLAYERS_HEAD, 14);
  fitPlayers(sheets.players, players, 0, PLAYERS_HEAD);
  if (players.length > PLAYERS_HEAD) {
    const n = players.length - PLAYERS_HEAD;
    sheets.players
      .getRangeList([
        `C${PLAYERS_HEAD + 1}:D${PLAYERS_HEAD + n}`,
        `F${PLAYERS_HEAD + 1}:F${PLAYERS_HEAD + n}`,
        `K${PLAYERS_HEAD + 1}:N${PLAYERS_HEAD + n}`,
      ])
      .setNumberFormat("0.0");
  }
  writeChart(ev, sheets.chart, report, player, read.raw(ev.tabs.chart));
  ev.shown = { asOf, player: player?.player ?? "" };
  // the last deal's day ("YYYY-MM-DD" compare as text)
  ev.lastDay =
    read.deals
      .map((d) => d.date)
      .sort()
      .pop() ?? "";
  ev.computed = read.print;
  return {
    message: t(ctx.lang, "tarot.msg.computed", {
      tournaments: read.counts.tournaments,
      deals: read.counts.deals,
      title: t(lang, "tarot.p.title", { day: dayText(report.asOf, lang) }),
      players: report.players.length,
      tab: ev.tabs.players,
    }),
    event: ev,
    read,
  };
}

/** The player column as wide as the longest name (`col` 0-based; rows below `head`). */
export function fitPlayers(sheet: Sheet, rows: unknown[][], col: number, head: number): void {
  sheet.setColumnWidth(
    col + 1,
    fitWidth(
      rows.slice(head).map((r) => (r as unknown[])[col]),
      160,
    ),
  );
}
