/// <reference lib="dom" />
/**
 * Draws one embedded chart of the stand-in (a ChartRecord: tools/standin/charts.ts) as a plain inline SVG line
 * chart on a white card: the title on top, x = the first column's values as labels, one polyline per other
 * column (a blank or non-number cell breaks the line), round gridlines with their values, the first and last x values, and a legend with the
 * series' names. The options Sheets reads are honoured: "series" (per series color, lineWidth — 0 draws
 * points only —, lineDashStyle — dash and gap lengths —, pointSize — 0 draws no points —, pointShape
 * circle / diamond / square / triangle), "colors",
 * "lineWidth", "pointSize", "title" and "legend.position" (right, bottom, none). Other chart types are drawn
 * the same way, and say so. Texts are set with textContent.
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

/** A round step near `rough`: 1, 2, 2.5 or 5 × a power of ten. */
function niceStep(rough: number): number {
  if (!(rough > 0)) return 1;
  const p = 10 ** Math.floor(Math.log10(rough));
  const f = rough / p;
  return (f <= 1 ? 1 : f <= 2 ? 2 : f <= 2.5 ? 2.5 : f <= 5 ? 5 : 10) * p;
}

const numberOf = (v: unknown): number | null => (typeof v === "number" && Number.isFinite(v) ? v : null);

type Options = Record<string, unknown>;

const isObject = (v: unknown): v is Options => typeof v === "object" && v !== null && !Array.isArray(v);

/** An option given nested ({legend: {position}}) or flat ("legend.position"), as Sheets takes both. */
function option(options: Options, path: string): unknown {
  if (path in options) return options[path];
  let v: unknown = options;
  for (const key of path.split(".")) {
    if (!isObject(v)) return undefined;
    v = v[key];
  }
  return v;
}

/** How one series is drawn: from the chart's "series" option (by index), then "colors", then defaults. */
export interface SeriesLook {
  color: string;
  lineWidth: number;
  /** The line's dash and gap lengths ("6 4"), "" for a solid line. */
  dash: string;
  /** null: not set (a lone point still shows as a dot); 0: no points; else each point's size in px. */
  pointSize: number | null;
  pointShape: string;
}

function seriesLooks(chart: ChartRecord, count: number): SeriesLook[] {
  const o = chart.options;
  const colours = Array.isArray(o.colors)
    ? (o.colors as unknown[]).filter((c): c is string => typeof c === "string")
    : [];
  const size = (v: unknown): number | null => (typeof v === "number" && v >= 0 ? v : null);
  return Array.from({ length: count }, (_, i) => {
    const own = (key: string): unknown => option(o, `series.${i}.${key}`);
    const color = own("color");
    const width = size(own("lineWidth")) ?? size(option(o, "lineWidth"));
    const shape = own("pointShape") ?? option(o, "pointShape");
    const dash = own("lineDashStyle");
    return {
      color: typeof color === "string" ? color : (colours[i] ?? CHART_COLOURS[i % CHART_COLOURS.length]!),
      lineWidth: width ?? 2,
      dash: Array.isArray(dash) && dash.every((d) => typeof d === "number" && d >= 0) ? dash.join(" ") : "",
      pointSize: size(own("pointSize")) ?? size(option(o, "pointSize")),
      pointShape: typeof shape === "string" ? shape : "circle",
    };
  });
}

/** "right" (Sheets' default for a line chart), "bottom" or "none" ("top" is drawn as "bottom"). */
function legendPosition(options: Options): "right" | "bottom" | "none" {
  const p = String(option(options, "legend.position") ?? option(options, "legend") ?? "right").toLowerCase();
  return p === "none" ? "none" : p === "bottom" || p === "top" ? "bottom" : "right";
}

const LEGEND_NAME_MAX = 22;

/** A bottom legend item's width: its symbol, its name (about 6 px a character at 11 px) and a gap. */
function legendItemWidth(name: string): number {
  return 18 + Math.min(name.length, LEGEND_NAME_MAX) * 6 + 14;
}

/** The series in bottom-legend rows, as many a row as fit in `width`. */
function legendRows(count: number, name: (i: number) => string, width: number): number[][] {
  const rows: number[][] = [];
  let line: number[] = [];
  let used = 0;
  for (let s = 0; s < count; s++) {
    const w = legendItemWidth(name(s));
    if (line.length && used + w > width) {
      rows.push(line);
      line = [];
      used = 0;
    }
    line.push(s);
    used += w;
  }
  if (line.length) rows.push(line);
  return rows;
}

/** A point's marker of `size` px centred on (cx, cy): a circle, or a diamond, square or triangle. */
function marker(shape: string, cx: number, cy: number, size: number): SVGElement {
  const r = size / 2;
  const at = (points: [number, number][]): string =>
    points.map(([dx, dy]) => `${(cx + dx).toFixed(1)},${(cy + dy).toFixed(1)}`).join(" ");
  const attrs = { class: "chart-point", "data-shape": shape, stroke: "none" };
  if (shape === "diamond")
    return svg("polygon", {
      ...attrs,
      points: at([
        [0, -r * 1.2],
        [r * 1.2, 0],
        [0, r * 1.2],
        [-r * 1.2, 0],
      ]),
    });
  if (shape === "square") return svg("rect", { ...attrs, x: cx - r, y: cy - r, width: size, height: size });
  if (shape === "triangle")
    return svg("polygon", {
      ...attrs,
      points: at([
        [0, -r * 1.2],
        [r * 1.1, r * 0.8],
        [-r * 1.1, r * 0.8],
      ]),
    });
  return svg("circle", { ...attrs, "data-shape": "circle", cx, cy, r });
}

/** A legend's symbol centred on (cx, cy): a short line for a line series (its marker on it), else the marker. */
function legendSymbol(look: SeriesLook, cx: number, cy: number): SVGElement {
  const g = svg("g", { class: "legend-symbol", stroke: look.color, fill: look.color });
  if (look.lineWidth > 0)
    g.append(
      svg("line", {
        x1: cx - 7,
        y1: cy,
        x2: cx + 7,
        y2: cy,
        "stroke-width": Math.max(2, look.lineWidth),
        ...(look.dash ? { "stroke-dasharray": look.dash } : {}),
      }),
    );
  const size = look.pointSize ?? (look.lineWidth > 0 ? 0 : 5);
  if (size > 0) g.append(marker(look.pointShape, cx, cy, Math.min(size, 10)));
  return g;
}

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
  const look = seriesLooks(chart, seriesCount);
  const name = (i: number): string => header[i + 1] || pt(lang, "chart.series", { n: i + 1 });
  const legendAt = legendPosition(chart.options);

  // plot area: y labels on the left, the legend on the right (or in rows below), x labels below
  const legendRight = seriesCount > 0 && legendAt === "right";
  const bottomRows =
    seriesCount > 0 && legendAt === "bottom" ? legendRows(seriesCount, name, CHART_WIDTH - 32) : [];
  const plot = {
    left: 52,
    top: title ? 40 : 16,
    right: CHART_WIDTH - 16 - (legendRight ? 128 : 0),
    bottom: CHART_HEIGHT - 34 - bottomRows.length * 16,
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
  // round gridlines, as Sheets draws them: a step of 1, 2, 2.5 or 5 × 10^k, about five of them, the bounds
  // widened to a step (unless the chart sets its view window)
  const step = niceStep((max - min) / 4);
  if (optMin === null) min = Math.floor(min / step + 1e-9) * step;
  if (optMax === null) max = Math.ceil(max / step - 1e-9) * step;
  const x = (i: number): number =>
    rows.length <= 1
      ? (plot.left + plot.right) / 2
      : plot.left + ((plot.right - plot.left) * i) / (rows.length - 1);
  const y = (v: number): number => plot.bottom - ((plot.bottom - plot.top) * (v - min)) / (max - min);

  // axes, the gridlines and their labels (the lowest and highest marked y-min / y-max)
  const axes = svg("g", { class: "chart-axes" });
  axes.append(
    svg("line", { x1: plot.left, y1: plot.bottom, x2: plot.right, y2: plot.bottom }),
    svg("line", { x1: plot.left, y1: plot.top, x2: plot.left, y2: plot.bottom }),
  );
  const ticks: number[] = [];
  for (let v = min; v <= max + step * 1e-6 && ticks.length < 12; v += step) ticks.push(v);
  if (ticks[ticks.length - 1] !== max) ticks.push(max);
  ticks.forEach((v, k) => {
    const ty = k === ticks.length - 1 ? plot.top : y(v);
    const which = k === 0 ? "y-min" : k === ticks.length - 1 ? "y-max" : "y-tick";
    if (k > 0)
      axes.append(svg("line", { class: "grid-line", x1: plot.left, y1: ty, x2: plot.right, y2: ty }));
    axes.append(
      svg(
        "text",
        { class: "y-label", "data-axis": which, x: plot.left - 6, y: ty + 4 },
        formatNumber(Number(v.toPrecision(12)), lang),
      ),
    );
  });
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

  // per series, as its options say: a polyline broken where a cell is blank or not a number (none when its
  // lineWidth is 0), and a marker of pointSize on every point (none when 0); without a pointSize, a lone
  // point is a dot, as before
  for (let s = 0; s < seriesCount; s++) {
    const o = look[s]!;
    const g = svg("g", {
      class: "chart-series",
      "data-series": name(s),
      "data-line-width": o.lineWidth,
      "data-line-dash": o.dash,
      "data-point-size": o.pointSize ?? "",
      "data-point-shape": o.pointShape,
      stroke: o.color,
      fill: o.color,
    });
    let run: [number, number][] = [];
    const flush = (): void => {
      if (run.length > 1 && o.lineWidth > 0)
        g.append(
          svg("polyline", {
            points: run.map(([px, py]) => `${px.toFixed(1)},${py.toFixed(1)}`).join(" "),
            fill: "none",
            "stroke-width": o.lineWidth,
            ...(o.dash ? { "stroke-dasharray": o.dash } : {}),
          }),
        );
      const size = o.pointSize ?? (run.length === 1 ? 5 : 0);
      if (size > 0) for (const [px, py] of run) g.append(marker(o.pointShape, px, py, size));
      run = [];
    };
    rows.forEach((row, i) => {
      const v = numberOf(row[s + 1]);
      if (v === null) flush();
      else run.push([x(i), y(v)]);
    });
    flush();
    root.append(g);
  }

  // legend: on the right, as many names as fit, then "+ n more"; at the bottom, in rows
  if (seriesCount && legendRight) {
    const legend = svg("g", { class: "chart-legend", "data-position": "right" });
    const top = plot.top;
    const fit = Math.max(1, Math.floor((plot.bottom - top) / 16));
    const shown = seriesCount > fit ? fit - 1 : seriesCount;
    for (let s = 0; s < shown; s++) {
      const ly = top + s * 16;
      const item = svg("g", { "data-legend": name(s) });
      item.append(
        legendSymbol(look[s]!, plot.right + 19, ly + 7),
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
  if (bottomRows.length) {
    const legend = svg("g", { class: "chart-legend", "data-position": "bottom" });
    bottomRows.forEach((line, r) => {
      const used = line.reduce((sum, s) => sum + legendItemWidth(name(s)), 0);
      let lx = (CHART_WIDTH - used) / 2;
      const ly = CHART_HEIGHT - 12 - (bottomRows.length - 1 - r) * 16;
      for (const s of line) {
        const item = svg("g", { "data-legend": name(s) });
        item.append(
          legendSymbol(look[s]!, lx + 7, ly - 4),
          svg("text", { x: lx + 18, y: ly }, shortText(name(s), LEGEND_NAME_MAX)),
        );
        legend.append(item);
        lx += legendItemWidth(name(s));
      }
    });
    root.append(legend);
  }
  return card;
}
