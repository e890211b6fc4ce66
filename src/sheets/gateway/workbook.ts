/**
 * Reading and writing tabs: the helpers every kind's actions use so that each action reads a tab
 * once (getDataRange) and writes it once (one setValues over a padded block).
 */
import { ArbitreError } from "../../engine/core/errors";
import { zoneOf } from "./dates";

export type Sheet = GoogleAppsScript.Spreadsheet.Sheet;
export type Spreadsheet = GoogleAppsScript.Spreadsheet.Spreadsheet;
/** A block of cells as read (getValues). */
export type Grid = unknown[][];
/** A block of cells to write. */
export type Row = (string | number | boolean | Date)[];

/**
 * Pads `rows` to `height` rows (at least one) and every row to `width` cells with `fill` ("" by
 * default; the undo journal pads number formats with the automatic one). Plain loops into arrays
 * of their final size: a block can be 400,000 cells.
 */
export function pad<T = Row[number]>(
  rows: readonly (readonly T[] | undefined)[],
  height: number,
  width: number,
  fill: T = "" as T,
): T[][] {
  const h = Math.max(rows.length, height, 1);
  const out = new Array<T[]>(h);
  for (let r = 0; r < h; r++) {
    const src = rows[r];
    const row = new Array<T>(width);
    for (let c = 0; c < width; c++) row[c] = src?.[c] ?? fill;
    out[r] = row;
  }
  return out;
}

/**
 * Which tab names are taken, asked once (one getSheets): Sheets ignores case in tab names, so a
 * name is taken when any tab has it in any capitals (« public » beside « Public » is refused).
 * Every name Arbitre picks for a tab it makes goes through this.
 */
export function takenTabNames(ss: Spreadsheet): (name: string) => boolean {
  const taken = new Set(ss.getSheets().map((s) => s.getName().toLowerCase()));
  return (name) => taken.has(name.toLowerCase());
}

/**
 * The tab Arbitre is about to make under `name` (a tab it made once, deleted since), refused before
 * any write when a tab of the organiser's has that name in other capitals: Sheets would refuse it.
 */
export function checkTabNameFree(ss: Spreadsheet, name: string): void {
  if (ss.getSheetByName(name) !== null) return;
  const folded = name.toLowerCase();
  const other = ss.getSheets().find((s) => s.getName().toLowerCase() === folded);
  if (other) throw new ArbitreError("event.tabNameTaken", { tab: other.getName(), wanted: name }, {});
}

export function sheetOf(ss: Spreadsheet, name: string): Sheet {
  const sheet = ss.getSheetByName(name);
  if (!sheet) throw new ArbitreError("event.tabMissing", { tab: name }, {});
  return sheet;
}

/**
 * What a cell of a grid read shows in the spreadsheet (0-based row and column of the grid): its
 * text as the organiser sees it, in the spreadsheet's locale and the cell's number format
 * («11/03/2025», «1984», «VRAI»), to quote a typed value that is not text.
 */
export type Shown = (r: number, c: number) => string;

/**
 * Reads a tab's data range: values, and formulas when asked. What the cells show is read only when
 * `shown` is first called (a value to quote or a name typed as a number), then kept: at most one
 * more call per tab, and none while every cell that matters is text.
 */
export function readGrid(
  sheet: Sheet,
  formulas: boolean,
): { values: Grid; formulas: Grid | null; shown: Shown } {
  const range = sheet.getDataRange();
  const values = range.getValues() as Grid;
  let display: string[][] | null = null;
  const shown: Shown = (r, c) => {
    if (display === null) display = range.getDisplayValues();
    return String(display[r]?.[c] ?? "");
  };
  return { values, formulas: formulas ? (range.getFormulas() as Grid) : null, shown };
}

export function lastUsedRow(values: Grid, width: number): number {
  for (let r = values.length - 1; r >= 1; r--) {
    const row = values[r] ?? [];
    for (let c = 0; c < width; c++)
      if (row[c] !== "" && row[c] !== null && row[c] !== undefined) return r + 1;
  }
  return 1;
}

export function ensureRows(sheet: Sheet, lastRow: number): void {
  const max = sheet.getMaxRows();
  if (lastRow > max) sheet.insertRowsAfter(max, lastRow - max);
}

export function ensureColumns(sheet: Sheet, lastCol: number): void {
  const max = sheet.getMaxColumns();
  if (lastCol > max) sheet.insertColumnsAfter(max, lastCol - max);
}

/** Writes `rows` at the top-left of a tab padded to the previous height: one setValues. */
export function writeBlock(sheet: Sheet, rows: Row[], previousHeight: number, width: number): number {
  const grid = pad(rows, previousHeight, width);
  ensureRows(sheet, grid.length);
  ensureColumns(sheet, width);
  sheet.getRange(1, 1, grid.length, width).setValues(grid);
  return rows.length;
}

export function timeLabel(ss: Spreadsheet, ms: number | null): string {
  if (ms === null) return "";
  try {
    return Utilities.formatDate(new Date(ms), zoneOf(ss), "HH:mm");
  } catch (_e) {
    const d = new Date(ms);
    return `${String(d.getHours()).padStart(2, "0")}:${String(d.getMinutes()).padStart(2, "0")}`;
  }
}

export function today(ss: Spreadsheet): string {
  try {
    return Utilities.formatDate(new Date(), zoneOf(ss), "yyyy-MM-dd");
  } catch (_e) {
    return new Date().toISOString().slice(0, 10);
  }
}

/**
 * Whether a tab exists, asked of the spreadsheet at most once per tab (a tab already read exists):
 * what a guard needs to refuse an action whose tab was renamed or deleted, for its button too.
 */
export function tabPresence(
  ss: Spreadsheet,
  read: { has(name: string): boolean },
): (name: string) => boolean {
  const seen = new Map<string, boolean>();
  return (name) => {
    if (read.has(name)) return true;
    let got = seen.get(name);
    if (got === undefined) {
      got = ss.getSheetByName(name) !== null;
      seen.set(name, got);
    }
    return got;
  };
}

/**
 * The refusal of the first tab of `roles` (named by `tabs`) that is not there any more (renamed or
 * deleted), else null.
 */
export function missingTab<R extends string>(
  present: (name: string) => boolean,
  tabs: Record<R, string>,
  roles: readonly R[],
): ArbitreError | null {
  const gone = roles.map((role) => tabs[role]).find((name) => !present(name));
  return gone === undefined ? null : new ArbitreError("event.tabMissing", { tab: gone }, {});
}
