/// <reference lib="dom" />
/**
 * Draws one embedded chart of the stand-in (a ChartRecord: tools/standin/charts.ts) as a plain inline SVG line
 * chart on a white card: the title on top, x = the first column's values as labels, one polyline per other
 * column (a blank or non-number cell breaks the line), the axes' first and last values, and a legend with the
 * series' names. Other chart types are drawn the same way, and say so. Texts are set with textContent.
 */
import type { ChartRecord } from "../../tools/standin/charts";
import { type PlaygroundLang, pt } from "../i18n";

export const CHART_WIDTH = 480;
export const CHART_HEIGHT = 300;

/** Twelve distinct colours, cycled (the chart's own "colors" option comes first). */
export const CHART_COLOURS = [
  "#4285f4",
  "#db4437",
  "#f4b400",
  "#0f9d58",
  "#ab47bc",
  "#00acc1",
  "#ff7043",
  "#9e9d24",
  "#5c6bc0",
  "#f06292",
  "#00796b",
  "#8d6e63",
];

const SVG_NS = "http://www.w3.org/2000/svg";

function svg<K extends keyof SVGElementTagNameMap>(
  tag: K,
  attrs: Record<string, string | number> = {},
  text?: string,
): SVGElementTagNameMap[K] {
  const e = document.createElementNS(SVG_NS, tag);
  for (const [k, v] of Object.entries(attrs)) e.setAttribute(k, String(v));
  if (text !== undefined) e.textContent = text;
  return e;
}

function shortText(s: string, max: number): string {
  return s.length > max ? `${s.slice(0, max - 1)}…` : s;
}

function formatNumber(v: number, lang: PlaygroundLang): string {
  return v.toLocaleString(lang === "fr" ? "fr-FR" : "en-US", { maximumFractionDigits: 2 });
}

const numberOf = (v: unknown): number | null => (typeof v === "number" && Number.isFinite(v) ? v : null);

/** The chart's card, to be placed over the grid by the caller. */
export function drawChart(chart: ChartRecord, lang: PlaygroundLang): HTMLElement {
  const title = chart.title ?? "";
  const card = document.createElement("figure");
  card.className = "chart";
  card.dataset.chartId = String(chart.id);
  card.dataset.chartType = chart.type;
  card.setAttribute("aria-label", pt(lang, "chart.label", { title: title || pt(lang, "chart.untitled") }));
  card.style.width = `${CHART_WIDTH}px`;
  card.style.height = `${CHART_HEIGHT}px`;

  const root = svg("svg", {
    class: "chart-svg",
    width: CHART_WIDTH,
    height: CHART_HEIGHT,
    viewBox: `0 0 ${CHART_WIDTH} ${CHART_HEIGHT}`,
    role: "img",
  });
  card.append(root);
  if (title)
    root.append(svg("text", { class: "chart-title", x: CHART_WIDTH / 2, y: 22 }, shortText(title, 60)));
  if (chart.type !== "LINE")
    root.append(
      svg(
        "text",
        { class: "chart-note", x: CHART_WIDTH - 8, y: CHART_HEIGHT - 6 },
        pt(lang, "chart.asLines", { type: chart.type }),
      ),
    );

  const { header, rows } = chart.series;
  const width = Math.max(header.length, ...rows.map((r) => r.length));
  const seriesCount = Math.max(0, width - 1);
  const colours = Array.isArray(chart.options.colors)
    ? (chart.options.colors as unknown[]).filter((c): c is string => typeof c === "string")
    : [];
  const colour = (i: number): string => colours[i] ?? CHART_COLOURS[i % CHART_COLOURS.length]!;
  const name = (i: number): string => header[i + 1] || pt(lang, "chart.series", { n: i + 1 });

  // plot area: y labels on the left, the legend on the right, x labels below
  const legendWidth = seriesCount ? 128 : 0;
  const plot = {
    left: 52,
    top: title ? 40 : 16,
    right: CHART_WIDTH - 16 - legendWidth,
    bottom: CHART_HEIGHT - 34,
  };

  const values = rows.flatMap((r) => r.slice(1).map(numberOf)).filter((v): v is number => v !== null);
  const optMin = numberOf(chart.options["vAxis.viewWindow.min"]);
  const optMax = numberOf(chart.options["vAxis.viewWindow.max"]);
  let min = optMin ?? (values.length ? Math.min(...values) : 0);
  let max = optMax ?? (values.length ? Math.max(...values) : 1);
  if (min === max) {
    min -= 1;
    max += 1;
  }
  const x = (i: number): number =>
    rows.length <= 1
      ? (plot.left + plot.right) / 2
      : plot.left + ((plot.right - plot.left) * i) / (rows.length - 1);
  const y = (v: number): number => plot.bottom - ((plot.bottom - plot.top) * (v - min)) / (max - min);

  // axes and the min / max labels
  const axes = svg("g", { class: "chart-axes" });
  axes.append(
    svg("line", { x1: plot.left, y1: plot.bottom, x2: plot.right, y2: plot.bottom }),
    svg("line", { x1: plot.left, y1: plot.top, x2: plot.left, y2: plot.bottom }),
    svg("line", { class: "grid-line", x1: plot.left, y1: plot.top, x2: plot.right, y2: plot.top }),
    svg(
      "text",
      { class: "y-label", "data-axis": "y-max", x: plot.left - 6, y: plot.top + 4 },
      formatNumber(max, lang),
    ),
    svg(
      "text",
      { class: "y-label", "data-axis": "y-min", x: plot.left - 6, y: plot.bottom + 4 },
      formatNumber(min, lang),
    ),
  );
  const label = (v: unknown): string => (typeof v === "number" ? formatNumber(v, lang) : String(v ?? ""));
  if (rows.length) {
    const first = label(rows[0]![0]);
    const last = label(rows[rows.length - 1]![0]);
    axes.append(
      svg(
        "text",
        { class: "x-label", "data-axis": "x-first", x: x(0), y: plot.bottom + 16 },
        shortText(first, 16),
      ),
    );
    if (rows.length > 1)
      axes.append(
        svg(
          "text",
          { class: "x-label", "data-axis": "x-last", x: x(rows.length - 1), y: plot.bottom + 16 },
          shortText(last, 16),
        ),
      );
  }
  root.append(axes);

  // one polyline per series, broken where a cell is blank or not a number; a lone point is a dot
  for (let s = 0; s < seriesCount; s++) {
    const g = svg("g", { class: "chart-series", "data-series": name(s), stroke: colour(s), fill: colour(s) });
    let run: string[] = [];
    const flush = (): void => {
      if (run.length > 1) g.append(svg("polyline", { points: run.join(" "), fill: "none" }));
      else if (run.length === 1) {
        const [px, py] = run[0]!.split(",");
        g.append(svg("circle", { cx: px!, cy: py!, r: 2.5, stroke: "none" }));
      }
      run = [];
    };
    rows.forEach((row, i) => {
      const v = numberOf(row[s + 1]);
      if (v === null) flush();
      else run.push(`${x(i).toFixed(1)},${y(v).toFixed(1)}`);
    });
    flush();
    root.append(g);
  }

  // legend: as many names as fit, then "+ n more"
  if (seriesCount) {
    const legend = svg("g", { class: "chart-legend" });
    const top = plot.top;
    const fit = Math.max(1, Math.floor((plot.bottom - top) / 16));
    const shown = seriesCount > fit ? fit - 1 : seriesCount;
    for (let s = 0; s < shown; s++) {
      const ly = top + s * 16;
      const item = svg("g", { "data-legend": name(s) });
      item.append(
        svg("rect", { x: plot.right + 14, y: ly + 2, width: 10, height: 10, fill: colour(s) }),
        svg("text", { x: plot.right + 30, y: ly + 11 }, shortText(name(s), 14)),
      );
      legend.append(item);
    }
    if (shown < seriesCount)
      legend.append(
        svg(
          "text",
          { x: plot.right + 30, y: top + shown * 16 + 11 },
          pt(lang, "chart.more", { n: seriesCount - shown }),
        ),
      );
    root.append(legend);
  }
  return card;
}
