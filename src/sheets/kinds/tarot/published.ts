/**
 * What a Tarot club publishes: its Public tab (actions/publish.ts writes it from `tarotSources`)
 * and its live page (src/sheets/live): the last tournament, the month's indices, each player's
 * indices month by month for the chart. The page's tables are read from the very rows the Public
 * tab is written with (`publicRows`), so the two say the same.
 */
import type { LiveTable, TarotLive } from "../../../contract/index";
import type { TarotReport } from "../../../engine/tarot/types";
import { t } from "../../../i18n/index";
import { dayText, monthText, type Row, type Spreadsheet, today } from "../../gateway/index";
import type { TarotEvent } from "./config";
import type { TarotRead } from "./read";
import { publicRows } from "./tabs";

export interface TarotSources {
  report: TarotReport;
  stamp: string;
}

export function tarotSources(ss: Spreadsheet, ev: TarotEvent, read: TarotRead): TarotSources {
  return {
    report: read.report(ev.shown!.asOf),
    stamp: t(ev.lang, "tarot.public.stamp", { day: dayText(today(ss), ev.lang) }),
  };
}

/** A cell as typed (the Public tab's apostrophe off). */
function typed(v: unknown): string | number {
  if (typeof v === "number") return v;
  const s = String(v ?? "");
  return s.startsWith("'") ? s.slice(1) : s;
}

/** The Public tab's blocks: a bold title, a bold header, rows down to a blank row or the end. */
function blocks(rows: Row[], bold: number[]): LiveTable[] {
  const out: LiveTable[] = [];
  for (let i = 2; i < rows.length; i++) {
    if (!bold.includes(i + 1) || !bold.includes(i + 2)) continue;
    const body: (string | number)[][] = [];
    let r = i + 2;
    for (; r < rows.length && (rows[r] ?? []).length > 0; r++) body.push((rows[r] ?? []).map(typed));
    out.push({
      title: String(typed(rows[i]?.[0] ?? "")),
      head: (rows[i + 1] ?? []).map((v) => String(v)),
      rows: body,
    });
    i = r;
  }
  return out;
}

/** What the live page shows of a Tarot club (empty before the dashboard is first computed). */
export function tarotLive(ss: Spreadsheet, ev: TarotEvent, read: TarotRead): TarotLive {
  const lang = ev.lang;
  const empty: LiveTable = { title: "", head: [], rows: [] };
  if (!ev.shown)
    return {
      kind: "tarot",
      lang,
      name: ev.name,
      stamp: "",
      last: null,
      month: empty,
      months: [],
      series: [],
    };
  const src = tarotSources(ss, ev, read);
  const { rows, bold } = publicRows(ev.name, src.report, lang, src.stamp);
  const tables = blocks(rows, bold);
  const months = [...new Set(src.report.players.flatMap((p) => p.months.map((m) => m.month)))].sort();
  const index = new Map(months.map((m, i) => [m, i]));
  return {
    kind: "tarot",
    lang,
    name: ev.name,
    stamp: src.stamp,
    last: tables.length > 1 ? tables[0]! : null,
    month: tables[tables.length - 1] ?? empty,
    months: months.map((m) => monthText(m, lang)),
    series: src.report.players
      .filter((p) => p.months.length > 0)
      .map((p) => [
        p.player,
        p.months.map((m): [number, number, number] => [index.get(m.month)!, m.attack, m.defence]),
      ]),
  };
}
