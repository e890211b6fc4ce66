/**
 * The "Performance Simultané" chart (RULES §6, seed 003): one player's cumuls as points (those
 * older than 45 days in grey), the 20th result counted marked, each side's average as a line. Its
 * data goes in the Chart tab (one write) and the embedded chart beside it is made or updated in one
 * call.
 */
import { nameKey } from "../../../engine/core/names";
import type { PlayerReport, TarotReport } from "../../../engine/tarot/types";
import { t } from "../../../i18n/index";
import { dayText, fitWidth, headLook, type Sheet } from "../../gateway/index";
import type { TarotEvent } from "./config";
import { writeRole } from "./context";
import { CHART_HEAD, chartRows, dashboardOrder } from "./tabs";

/** The player the chart shows: the one asked, else the one shown last, else the dashboard's first. */
export function chartPlayer(
  report: TarotReport,
  asked: string | undefined,
  kept: string,
): PlayerReport | null {
  for (const name of [asked, kept])
    if (name) {
      const p = report.players.find((x) => nameKey(x.player) === nameKey(name));
      if (p) return p;
    }
  return dashboardOrder(report.players)[0] ?? null;
}

/**
 * Series look, as the seed's chart has it: each cumul a red point (attack a triangle, defence a
 * circle), those older than 45 days grey, the 20th oldest result counted blue, the averages lines
 * told apart by their colour and their dashes (attack orange, dashed; defence green, solid).
 */
const SERIES = {
  0: { color: "#d93025", lineWidth: 0, pointSize: 7, pointShape: "triangle" },
  1: { color: "#d93025", lineWidth: 0, pointSize: 6, pointShape: "circle" },
  2: { color: "#9aa0a6", lineWidth: 0, pointSize: 6 },
  3: { color: "#1a73e8", lineWidth: 0, pointSize: 11, pointShape: "diamond" },
  4: { color: "#e37400", lineWidth: 2, pointSize: 0, lineDashStyle: [6, 4] },
  5: { color: "#188038", lineWidth: 2, pointSize: 0 },
};

/** Writes the chart's data for `player` and draws (or updates) the chart: one write, one chart call. */
export function writeChart(
  ev: TarotEvent,
  sheet: Sheet,
  report: TarotReport,
  player: PlayerReport | null,
  before: { values: unknown[][] },
): void {
  const rows = chartRows(report, player, ev.lang);
  writeRole(ev, sheet, "chart", rows, before);
  headLook(sheet, [1, CHART_HEAD], CHART_HEAD, 8);
  sheet.setColumnWidth(
    2,
    fitWidth(
      rows.slice(CHART_HEAD).map((r) => r[1]),
      90,
    ),
  );
  const count = rows.length - CHART_HEAD;
  if (count > 0) sheet.getRange(CHART_HEAD + 1, 3, count, 6).setNumberFormat("0.0");
  const existing = sheet.getCharts()[0];
  if (!player || count === 0) {
    if (existing) sheet.removeChart(existing);
    return;
  }
  const builder = (existing ? existing.modify().clearRanges() : sheet.newChart())
    .setChartType(Charts.ChartType.LINE)
    .addRange(sheet.getRange(CHART_HEAD, 1, count + 1, 1))
    .addRange(sheet.getRange(CHART_HEAD, 3, count + 1, 6))
    .setNumHeaders(1)
    .setOption(
      "title",
      t(ev.lang, "tarot.c.title", { player: player.player, day: dayText(report.asOf, ev.lang) }),
    )
    .setOption("legend", { position: "bottom" })
    .setOption("interpolateNulls", false)
    .setOption("series", SERIES)
    // beside the data, below the title and the help line (at J1 it hid the help line's end)
    .setPosition(CHART_HEAD, 10, 0, 0);
  if (existing) sheet.updateChart(builder.build());
  else sheet.insertChart(builder.build());
}
