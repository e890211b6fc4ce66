/**
 * What every kind's tab readers share: each tab read at most once per action (values, formulas,
 * what the cells show), blank cells and rows told the same way, a name cell read as text or
 * refused quoting what it shows, and problems located at their tab, sheet row and column header.
 * A reader collects problems (never throws them) so that the sidebar lists them all.
 */
import { ArbitreError, type ErrorCode, type Location, type Params } from "../../engine/core/errors";
import { cleanName } from "../../engine/core/names";
import { type Grid, readGrid, type Shown, type Spreadsheet, sheetOf } from "./workbook";

/** A tab as read (values and formulas, "" where no formula), once per action. */
export interface RawTab {
  values: Grid;
  formulas: Grid;
  shown: Shown;
}

/** The tabs an action has read, each at most once, on first use. */
export interface TabCache {
  /** The tab, read on first use (throws "event.tabMissing" for a tab that is not there). */
  raw: (name: string) => RawTab;
  /** The tabs read so far, by name. */
  cache: Map<string, RawTab>;
}

/**
 * Reads each tab at most once, on first use. `known`: tabs already in hand (what an action just
 * wrote). `formulas`: whether a tab's formulas are read too (all of them by default).
 */
export function tabCache(
  ss: Spreadsheet,
  known?: Iterable<[string, RawTab]>,
  formulas: (name: string) => boolean = () => true,
): TabCache {
  const cache = new Map<string, RawTab>(known ?? []);
  const raw = (name: string): RawTab => {
    let got = cache.get(name);
    if (!got) {
      const g = readGrid(sheetOf(ss, name), formulas(name));
      got = { values: g.values, formulas: g.formulas ?? [], shown: g.shown };
      cache.set(name, got);
    }
    return got;
  };
  return { raw, cache };
}

/** A blank cell: empty, null, or only spaces. */
export const blank = (v: unknown): boolean =>
  v === null || v === undefined || (typeof v === "string" && v.trim() === "");

/** A row whose first `width` cells are all blank (a missing row too). */
export const blankRow = (row: readonly unknown[] | undefined, width: number): boolean =>
  (row ?? []).slice(0, width).every(blank);

/** A cell as text: "" when blank, text cleaned (`cleanName`), anything else as `String` gives it. */
export const cellText = (v: unknown): string =>
  blank(v) ? "" : typeof v === "string" ? cleanName(v) : String(v);

/**
 * Where the problems of one tab are: `locate(row, col)` names the tab, the sheet row (1-based) and
 * the column by its header (`column` gives a column's header from its index or name).
 */
export function locator<C>(tab: string, column: (col: C) => string): (row: number, col: C) => Location {
  return (row, col) => ({ tab, row, column: column(col) });
}

/**
 * A name cell (0-based row and column of the grid): "" when blank, the text cleaned, or, for a
 * number, a date or a logical value, the error "results.badName" quoting what the cell shows,
 * located at `at`.
 */
export function nameCell(
  tab: { values: Grid; shown: Shown },
  r: number,
  c: number,
  at: Location,
): string | ArbitreError {
  const v = tab.values[r]?.[c];
  if (blank(v)) return "";
  if (typeof v === "string") return cleanName(v);
  return new ArbitreError("results.badName", { value: tab.shown(r, c) }, at);
}

/** A problem of a read and the area it blocks (the tab it is about, or a kind's own areas). */
export interface Found<A extends string> {
  area: A;
  error: ArbitreError;
}

/** Collects a read's problems in the order they are found; `say` adds one. */
export function collector<P extends Found<string>>(): {
  problems: P[];
  say: (area: P["area"], key: string, params: Params, at: Location, code?: ErrorCode) => void;
} {
  const problems: P[] = [];
  const say = (area: P["area"], key: string, params: Params, at: Location, code?: ErrorCode) => {
    problems.push({ area, error: new ArbitreError(key, params, at, {}, code ?? null) } as P);
  };
  return { problems, say };
}

/** A cell as typed: its formula text when it holds a formula, else its value (to write it back). */
export const asTypedIn = (tab: { values: Grid; formulas: Grid }, r: number, c: number): unknown => {
  const f = tab.formulas[r]?.[c];
  return typeof f === "string" && f !== "" ? f : tab.values[r]?.[c];
};

/**
 * A tab as an action just wrote it, as a read would find it (text without its leading apostrophe):
 * the read after an action, without reading the tab again. `cellValue` gives a formula cell's value.
 */
export function rawOf(rows: unknown[][], cellValue?: (r: number, c: number) => unknown): RawTab {
  const values: Grid = [];
  const formulas: Grid = [];
  rows.forEach((row, r) => {
    values.push(
      row.map((v, c) => {
        if (typeof v !== "string") return v;
        if (v.startsWith("'")) return v.slice(1);
        if (v.startsWith("=")) return cellValue ? cellValue(r, c) : "";
        return v;
      }),
    );
    formulas.push(row.map((v) => (typeof v === "string" && v.startsWith("=") ? v : "")));
  });
  return { values, formulas, shown: (r, c) => String(values[r]?.[c] ?? "") };
}
