/**
 * Reads a Tarot duplicate's Deals tab (once) into the engine's rows, each remembering its sheet
 * row. Bad input is collected, not thrown: the cells that cannot be read, then every problem the
 * engine finds in what could (indexDeals), each naming its tab, row and column, so Check and
 * compute can list them all and compute nothing. The report is computed at most once per action
 * and shared with the sidebar's answer.
 */
import { ArbitreError, type Params } from "../../../../engine/core/errors";
import { cleanName, foldWord, nameKey } from "../../../../engine/core/names";
import { reportOf } from "../../../../engine/tarot/report";
import type { DealRow, TarotReport } from "../../../../engine/tarot/types";
import { indexDeals } from "../../../../engine/tarot/validate";
import type { Lang } from "../../../../i18n/index";
import {
  blank,
  dayText,
  isoDay,
  locator,
  type Spreadsheet,
  sheetDays,
  tabCache,
  tabPresence,
} from "../../../gateway/index";
import type { TarotEvent } from "../config";
import { DEALS, type DealsColumn, dealsHeader } from "../schema";

export interface TarotRead {
  deals: DealRow[];
  problems: ArbitreError[];
  /** The Deals tab's height as read (rows, the header included). */
  height: number;
  /** Distinct tournaments and non-blank deal rows. */
  counts: { tournaments: number; deals: number };
  /** A fingerprint of the Deals tab's input columns (what Check and compute computed from). */
  print: string;
  /** Each tab read at most once per action (values and formulas), on first use. */
  raw: (name: string) => { values: unknown[][]; formulas: unknown[][] };
  /** The report at `asOf` ("" = the last deal's day), computed once per date. Throws on a problem. */
  report: (asOf: string) => TarotReport;
  /** Whether a tab exists (asked once per tab; a tab read exists): a renamed one refuses its actions. */
  present: (name: string) => boolean;
}

/** A differential cell: a number, or a number typed as text ("12", "-7", "12,5"); else the text as is. */
function numberOf(v: unknown): number | string {
  if (typeof v === "number") return v;
  const s = String(v).trim();
  return /^[-+−]?\d+([.,]\d+)?$/.test(s) ? Number(s.replace(",", ".").replace("−", "-")) : s;
}

/** A "not finished" cell: ticked (TRUE) or a word meaning so; blank or FALSE: finished. */
function unfinishedOf(v: unknown): boolean | null {
  if (v === true) return true;
  if (v === false || blank(v)) return false;
  const w = foldWord(String(v));
  if (["x", "oui", "yes", "vrai", "true", "non terminee", "not finished", "hors temps"].includes(w))
    return true;
  if (["non", "no", "faux", "false"].includes(w)) return false;
  return null;
}

export function readTarot(ss: Spreadsheet, ev: TarotEvent): TarotRead {
  const lang: Lang = ev.lang;
  // the Deals tab: values only (nothing of it is saved for Undo); the others with formulas
  const { raw, cache } = tabCache(ss, [], (name) => name !== ev.tabs.deals);
  // dates in the spreadsheet's time zone, read once
  const days = sheetDays(ss);
  const problems: ArbitreError[] = [];
  const at = locator(ev.tabs.deals, (col: DealsColumn) => dealsHeader(col, lang));
  const grid = raw(ev.tabs.deals);
  const deals: DealRow[] = [];
  const tournaments = new Set<string>();
  for (let r = 1; r < grid.values.length; r++) {
    const row = grid.values[r] ?? [];
    // an unticked "not finished" box alone is a blank row
    if (row.slice(0, DEALS.input).every((v, c) => blank(v) || (c === DEALS.unfinished && v === false)))
      continue;
    const bad = (col: DealsColumn, key: string, params: Params = {}) =>
      problems.push(new ArbitreError(key, params, at(r + 1, col)));
    const tournament = row[DEALS.tournament];
    const date = isoDay(row[DEALS.date], days);
    const deal = row[DEALS.deal];
    const side = row[DEALS.side];
    const participant = row[DEALS.participant];
    const diff = row[DEALS.differential];
    const unfinished = unfinishedOf(row[DEALS.unfinished]);
    const dealNumber =
      typeof deal === "number" ? deal : blank(deal) ? Number.NaN : Number(String(deal).trim());
    if (date === null && !blank(row[DEALS.date]))
      bad("date", "tarot.badDate", { value: grid.shown(r, DEALS.date) });
    else if (date === null) bad("date", "tarot.missingDate");
    else if (!Number.isInteger(dealNumber) || dealNumber < 1)
      bad("deal", blank(deal) ? "tarot.missingDeal" : "tarot.badDeal", { value: grid.shown(r, DEALS.deal) });
    else if (typeof participant !== "string" && !blank(participant))
      bad("participant", "results.badName", { value: grid.shown(r, DEALS.participant) });
    else if (unfinished === null)
      bad("unfinished", "tarot.badUnfinished", { value: grid.shown(r, DEALS.unfinished) });
    else if (!unfinished && blank(diff)) bad("differential", "tarot.missingDifferential");
    else {
      const id = typeof tournament === "number" ? String(tournament) : String(tournament ?? "").trim();
      if (id !== "") tournaments.add(nameKey(id));
      deals.push({
        tournament: id,
        date,
        deal: dealNumber,
        side: String(side ?? ""),
        participant: typeof participant === "string" ? cleanName(participant) : "",
        differential: unfinished ? null : numberOf(diff),
        finished: !unfinished,
        row: r + 1,
      });
    }
  }
  // what the engine finds in the rows that could be read, said in the tab's words
  const indexed = indexDeals(deals);
  // "no bot row" is said only of a tab whose every row could be read (a bot row refused for its
  // date is not missing)
  const unread = problems.length > 0;
  problems.push(...indexed.problems.filter((e) => !unread || e.code !== "tarotNoBot"));
  const located = problems.map((e) => {
    if (e.at.tab !== undefined) return e;
    const col = (e.at.column ?? "") as DealsColumn;
    // dates as the organiser reads them (14/01/2026), not as the engine keeps them
    const params: Params = { ...e.params };
    for (const k of ["date", "previous", "first"])
      if (typeof params[k] === "string") params[k] = dayText(params[k], lang);
    return new ArbitreError(
      e.key,
      params,
      {
        tab: ev.tabs.deals,
        ...(e.at.row !== undefined ? { row: e.at.row } : {}),
        ...(col !== ("" as DealsColumn) ? { column: dealsHeader(col, lang) } : {}),
      },
      e.words,
    );
  });
  located.sort((a, b) => (a.at.row ?? 0) - (b.at.row ?? 0));
  const reports = new Map<string, TarotReport>();
  const report = (asOf: string): TarotReport => {
    let got = reports.get(asOf);
    if (!got) {
      if (located.length > 0) throw located[0]!;
      got = reportOf(deals, indexed.index, asOf === "" ? null : asOf);
      reports.set(asOf, got);
    }
    return got;
  };
  return {
    deals,
    problems: located,
    height: grid.values.length,
    counts: { tournaments: tournaments.size, deals: deals.length },
    print: dealsPrint(grid.values),
    raw,
    report,
    present: tabPresence(ss, cache),
  };
}

/**
 * A fingerprint of the Deals tab's input columns (A–G), to tell whether they changed since the last
 * Check and compute: numbers, days and words mixed into one hash, each distinct word hashed once
 * (the same few ids, names and sides recur on every row). Blank rows at the end do not count.
 */
export function dealsPrint(values: unknown[][]): string {
  const words = new Map<string, number>();
  let h = 0x811c9dc5 | 0;
  let rows = 0;
  for (let r = 1; r < values.length; r++) {
    const row = values[r] ?? [];
    let any = false;
    let rh = rows | 0;
    for (let c = 0; c < DEALS.input; c++) {
      const v = row[c];
      let x: number;
      if (typeof v === "number") x = Math.round(v * 1000) | 0;
      else if (v instanceof Date) x = (v.getTime() / 60000) | 0;
      else if (typeof v === "boolean") x = v ? 1 : 2;
      else if (v === null || v === undefined || v === "") x = 0;
      else {
        const text = String(v).trim();
        let w = words.get(text);
        if (w === undefined) {
          w = 0x811c9dc5 | 0;
          for (let i = 0; i < text.length; i++) w = Math.imul(w ^ text.charCodeAt(i), 0x01000193);
          words.set(text, w);
        }
        x = w;
      }
      if (x !== 0) any = true;
      rh = Math.imul(rh ^ x, 0x01000193) ^ c;
    }
    // a blank row, between rows or after them, changes nothing (rows are counted, not numbered)
    if (!any) continue;
    h = Math.imul(h ^ rh, 0x01000193);
    rows++;
  }
  return `${(h >>> 0).toString(16)}:${rows}`;
}
