/**
 * What a Tarot club publishes: its Public tab (actions/publish.ts writes it from `tarotSources`)
 * and its live page (src/sheets/live): the last tournament, the month's indices, each player's
 * indices month by month for the chart. The page's tables are the very tables the Public tab is
 * written from (`publicTables`, laid out for a phone by `publicRows`), so the two say the same.
 */
import type { LiveTable, TarotLive } from "../../../contract/index";
import type { TarotReport } from "../../../engine/tarot/types";
import { t } from "../../../i18n/index";
import { dayText, monthText, type Spreadsheet, today } from "../../gateway/index";
import type { TarotEvent } from "./config";
import type { TarotRead } from "./read";
import { publicTables } from "./tabs";

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
  const tables = publicTables(src.report, lang);
  const months = [...new Set(src.report.players.flatMap((p) => p.months.map((m) => m.month)))].sort();
  const index = new Map(months.map((m, i) => [m, i]));
  return {
    kind: "tarot",
    lang,
    name: ev.name,
    stamp: src.stamp,
    last: tables.last,
    month: tables.month,
    months: months.map((m) => monthText(m, lang)),
    series: src.report.players
      .filter((p) => p.months.length > 0)
      .map((p) => [
        p.player,
        p.months.map((m): [number, number, number] => [index.get(m.month)!, m.attack, m.defence]),
      ]),
  };
}
