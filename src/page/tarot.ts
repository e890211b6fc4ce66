/**
 * The live page of a Tarot club: the last tournament, the month's indices, and one player's attack
 * and defence indices month by month, drawn as SVG here (no library). Every text set with
 * textContent.
 */
import type { TarotLive } from "../contract/index";
import { el, nameSearch, type Typed, table, text } from "./dom";
import type { Frame } from "./league";
import { type PageLang, startsLike, word } from "./words";

const SVG = "http://www.w3.org/2000/svg";
const typed: Typed = { query: "" };

function svg(tag: string, attrs: Record<string, string | number>): SVGElement {
  const e = document.createElementNS(SVG, tag);
  for (const [k, v] of Object.entries(attrs)) e.setAttribute(k, String(v));
  return e;
}

function label(x: number, y: number, value: string, anchor = "middle"): SVGElement {
  const e = svg("text", { x, y, "text-anchor": anchor, class: "axis" });
  e.textContent = value;
  return e;
}

/** One player's chart: attack and defence by month, the axis bounds, a legend. */
export function chart(
  data: TarotLive,
  player: string,
  points: [number, number, number][],
  lang: PageLang,
): Element {
  const W = 360;
  const H = 230;
  const [left, right, top, bottom] = [44, 12, 28, 34];
  const values = points.flatMap(([, a, d]) => [a, d]);
  const lo = Math.floor(Math.min(...values) - 1);
  const hi = Math.ceil(Math.max(...values) + 1);
  const span = Math.max(1, data.months.length - 1);
  const x = (i: number) => left + ((W - left - right) * i) / span;
  const y = (v: number) => top + ((H - top - bottom) * (hi - v)) / (hi - lo);
  const title = word(lang, "chart", { player });
  const root = svg("svg", { viewBox: `0 0 ${W} ${H}`, role: "img", "aria-label": title, class: "chart" });
  root.append(svg("line", { x1: left, y1: top, x2: left, y2: H - bottom, class: "grid" }));
  root.append(svg("line", { x1: left, y1: H - bottom, x2: W - right, y2: H - bottom, class: "grid" }));
  root.append(label(left - 6, y(hi) + 5, String(hi), "end"), label(left - 6, y(lo) + 5, String(lo), "end"));
  const first = points[0]?.[0] ?? 0;
  const last = points[points.length - 1]?.[0] ?? 0;
  root.append(label(x(first), H - 10, data.months[first] ?? "", "start"));
  if (last !== first) root.append(label(x(last), H - 10, data.months[last] ?? "", "end"));
  [
    { i: 1, cls: "attack", key: "attack" as const },
    { i: 2, cls: "defence", key: "defence" as const },
  ].forEach(({ i, cls, key }, n) => {
    const line = points.map((p) => `${x(p[0]).toFixed(1)},${y(p[i]!).toFixed(1)}`).join(" ");
    root.append(svg("polyline", { points: line, class: `series ${cls}`, fill: "none" }));
    for (const p of points)
      root.append(svg("circle", { cx: x(p[0]), cy: y(p[i]!), r: 3, class: `dot ${cls}` }));
    const lx = left + n * 110;
    root.append(svg("rect", { x: lx, y: 6, width: 14, height: 4, class: `key ${cls}` }));
    root.append(label(lx + 18, 13, word(lang, key), "start"));
  });
  return root;
}

function picker(data: TarotLive, lang: PageLang): HTMLElement {
  return nameSearch(word(lang, "search"), word(lang, "chartHelp"), typed, (query, out) => {
    const found = data.series.find(([name]) => startsLike(name, query));
    if (!found) {
      out.append(text("p", word(lang, "noMatch")));
      return;
    }
    out.append(
      text("p", word(lang, "chart", { player: found[0] }), "found-name"),
      chart(data, found[0], found[1], lang),
    );
  });
}

export function tarot(app: HTMLElement, data: TarotLive, f: Frame): void {
  const lang = f.lang;
  const head = el("header", { class: "head" });
  head.append(text("h1", data.name), text("p", data.stamp, "muted"), ...f.head());
  app.append(head);
  if (data.series.length > 0) app.append(picker(data, lang));
  if (data.last) app.append(table("last", data.last.title, data.last.head, data.last.rows));
  if (data.month.rows.length > 0)
    app.append(table("standings", data.month.title, data.month.head, data.month.rows));
  app.append(f.footer());
}
