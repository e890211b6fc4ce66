/**
 * The undo journal of the kinds that rewrite whole tabs (the team league, the season circuit, the
 * Tarot duplicate): before an action rewrites tabs, their contents (values with their types,
 * formulas kept, number formats) go side by side into the event's hidden undo tab in one write of
 * the values and at most two of the formats (a grid for the blocks with formats of their own, one
 * call for those all automatic); Undo writes them back the same way, once per tab. A
 * fingerprint of each tab as the action wrote it lets Undo ask first when a tab was changed since.
 */
import { cellDay } from "./dates";
import { type Look, lookAt, readLook, writeLook } from "./journal-look";
import {
  checkTabNameFree,
  ensureColumns,
  ensureRows,
  pad,
  type Row,
  type Sheet,
  type Spreadsheet,
  sheetOf,
  writeBlock,
} from "./workbook";

export { cellDay, isoDate } from "./dates";
export { type Look, lookFrom, readLook } from "./journal-look";

/** What the journal keeps in an event's config. */
export interface JournalHost {
  undoTab: string;
  /**
   * The undo tab's height, the width of the blocks saved last and the column they start at
   * (0-based; absent: 0). Each save goes beside the previous one, never over it, so that an action
   * failing after its save leaves the previous action's undo copy whole.
   */
  written: { undo: number; undoCols: number; undoStart?: number };
}

/** A tab as it was before the action: its block sits in the hidden undo tab at column `col` (0-based). */
export interface SavedTab<R extends string = string> {
  role: R;
  rows: number;
  cols: number;
  col: number;
  /**
   * The block carries the tab's number formats (saves made since they are kept): Undo puts them
   * back with the values. Absent in older records, whose undo tab's formats mean nothing.
   */
  formats?: true;
  /**
   * Every cell of the block had the automatic number format (most of a computed tab of 400,000
   * cells): the undo tab's cells were given it in one call, and Undo neither reads the block's
   * formats nor writes them back cell by cell.
   */
  automatic?: true;
  /**
   * No cell of the block held a formula (a text starting with "=" in a plain-text cell counts as
   * one): when every block of the copy has this mark, Undo does not read the formulas.
   */
  formulas?: false;
  /**
   * The block's look (backgrounds, font weights) is kept in the undo tab's cells ("kept"), or every
   * cell had the default one ("plain"): Undo puts it back. Absent in older records: Undo leaves the
   * look as it is.
   */
  look?: "kept" | "plain";
  /** A look kept: the rows it covers (those below are white and normal). */
  lookRows?: number;
  /** The widths of the tab's first columns before the action (it sets them): Undo puts them back. */
  columnWidths?: number[];
}

/** A cell as saved and written back: its formula, or its value with its type. */
export type SavedCell = string | number | boolean | Date;

/** A tab's cells as saved (their values typed by `savedCell`) and their number formats. */
export interface TabCopy {
  rows: SavedCell[][];
  formats: string[][];
  /** Every cell's number format is the automatic one (then written in one call, `formats` empty). */
  automatic?: true;
  /** The cells' look: null when all have the default one; absent when not kept (left as it is). */
  look?: Look | null;
  /** The widths of the tab's first columns, where the action sets them (Publish's phone layout). */
  columnWidths?: number[];
}

/** The number format Sheets reports for a cell never formatted ("automatic"). */
export const AUTOMATIC_FORMAT = "0.###############";

/**
 * What gives a cell the automatic format back: Sheets reads it as AUTOMATIC_FORMAT, but that pattern
 * written is a custom format of its own (a date or a percentage typed later is not shown as such).
 * "General" is not in Google's reference: the self-check writes it and reads AUTOMATIC_FORMAT back.
 */
export const WRITE_AUTOMATIC = "General";

/** A number format as read, as it is written back (the automatic one as "General"). */
function writable(f: string): string {
  return f === AUTOMATIC_FORMAT ? WRITE_AUTOMATIC : f;
}

/**
 * A cell as read, to be written back as it was where its number format is not known: `savedCell`
 * with text always kept as text (an apostrophe), a date as the same instant (never the day as text).
 */
export function typedCell(v: unknown, f: unknown): SavedCell {
  return savedCell(v, f, undefined);
}

/** The cells of a block as read, formulas in place of their values (written back as they were). */
export function typedRows(values: unknown[][], formulas: unknown[][]): Row[] {
  return values.map((row, r) => row.map((v, c) => typedCell(v, formulas[r]?.[c])));
}

/**
 * A cell as read, to be written back exactly once its number format is back: its formula, else its
 * value with its type (a number, a boolean, a date as the same instant), text kept as text — with
 * the apostrophe that keeps Sheets from reading "1984" or "2027-01-10" as a number or a date, except
 * in a plain-text cell ("@"), where nothing is read and an apostrophe would stay.
 */
export function savedCell(v: unknown, f: unknown, format: unknown): SavedCell {
  if (typeof f === "string" && f !== "") return f;
  if (typeof v === "number" || typeof v === "boolean") return v;
  if (v instanceof Date) return Number.isNaN(v.getTime()) ? "" : v;
  const s = v === null || v === undefined ? "" : String(v);
  if (s === "") return "";
  return format === "@" ? s : `'${s}`;
}

/** A cell's number format as read, automatic when missing. */
function formatOf(f: unknown): string {
  return typeof f === "string" && f !== "" ? f : AUTOMATIC_FORMAT;
}

/** The widest row's length (no spread: a tab may hold more rows than a call takes arguments). */
function widest(rows: readonly (readonly unknown[])[]): number {
  let w = 0;
  for (const r of rows) if (r.length > w) w = r.length;
  return w;
}

/**
 * A block's number formats, `rows` × `cols` from column `col`, the missing ones automatic. Plain
 * loops into arrays of their final size: the journal copies tabs of 400,000 cells.
 */
function formatGrid(
  formats: readonly (readonly unknown[] | undefined)[] | null | undefined,
  rows: number,
  cols: number,
  col = 0,
): string[][] {
  const out = new Array<string[]>(rows);
  for (let r = 0; r < rows; r++) {
    const src = formats?.[r];
    const line = new Array<string>(cols);
    for (let c = 0; c < cols; c++) line[c] = formatOf(src?.[col + c]);
    out[r] = line;
  }
  return out;
}

/** A block's copy from its cells as read: values, formulas (null: none) and number formats. */
export function typedCopy(raw: {
  values: unknown[][];
  formulas: unknown[][] | null;
  formats: unknown[][] | null;
}): TabCopy {
  const height = raw.values.length;
  const formats = formatGrid(raw.formats, height, widest(raw.values));
  const rows = new Array<SavedCell[]>(height);
  for (let r = 0; r < height; r++) {
    const values = raw.values[r]!;
    const formulas = raw.formulas?.[r];
    const shape = formats[r]!;
    const row = new Array<SavedCell>(values.length);
    for (let c = 0; c < values.length; c++) row[c] = savedCell(values[c], formulas?.[c], shape[c]);
    rows[r] = row;
  }
  return { rows, formats };
}

/**
 * A tab's copy for the journal, from its cells as read (values and formulas of its data range):
 * the number formats of the same cells are read here (one call). `cover`: the rows and columns the
 * action is about to write over; where they reach past the data range, the copy takes those blank
 * cells too, with their number formats (a column formatted further down than the data reaches is
 * put back as it was).
 */
export function copyTab(
  ss: Spreadsheet,
  name: string,
  raw: { values: unknown[][]; formulas: unknown[][] | null },
  cover?: { rows: number; cols: number },
  widthCols = 0,
): TabCopy {
  let sheet: Sheet | null = null;
  const tab = () => (sheet ??= sheetOf(ss, name));
  const dataCols = widest(raw.values);
  let rows = raw.values.length;
  let cols = dataCols;
  let values = raw.values;
  if (cover) {
    // within the tab as it is (the rows and columns the action adds had no format); when a cover
    // is given the tab's size is always asked, so that the calls do not depend on the data
    rows = Math.max(rows, Math.min(cover.rows, tab().getMaxRows()));
    cols = Math.max(cols, Math.min(cover.cols, tab().getMaxColumns()));
  }
  if (rows > raw.values.length || cols > dataCols) {
    values = new Array<unknown[]>(rows);
    for (let r = 0; r < rows; r++) {
      const src = raw.values[r] ?? [];
      values[r] = src.length >= cols ? src : [...src, ...new Array<string>(cols - src.length).fill("")];
    }
  }
  const range = rows > 0 && cols > 0 ? tab().getRange(1, 1, rows, cols) : null;
  const formats = range ? (range.getNumberFormats() as unknown[][]) : [];
  const copy: TabCopy = {
    ...typedCopy({ values, formulas: raw.formulas, formats }),
    look: range ? readLook(range) : null,
  };
  // the widths the action sets, as they were (a call per column, the few the action sets)
  if (widthCols > 0) {
    const n = Math.min(widthCols, tab().getMaxColumns());
    copy.columnWidths = Array.from({ length: n }, (_, c) => tab().getColumnWidth(c + 1));
  }
  return copy;
}

/** Puts back the widths of a tab's first columns as a copy kept them (a call per column). */
export function writeColumnWidths(sheet: Sheet, widths: readonly number[] | undefined): void {
  widths?.forEach((px, c) => {
    sheet.setColumnWidth(c + 1, px);
  });
}

/**
 * Writes cells over a tab's top-left block (from column `col`, 0-based), padded to `height` rows and
 * `width` columns (blank cells in the automatic format): the number formats first, then the values,
 * so that each value is read in its own cell's format and not in the one the cell had before; then
 * the look when the copy has one (the cells past the copy's white and normal). Two to four calls on
 * one range.
 */
export function writeTyped(sheet: Sheet, copy: TabCopy, height: number, width: number, col = 0): void {
  const h = Math.max(copy.rows.length, height, 1);
  const w = Math.max(width, 1);
  ensureRows(sheet, h);
  ensureColumns(sheet, col + w);
  const range = sheet.getRange(1, col + 1, h, w);
  // the block and its padding all automatic: one call, no grid of 400,000 format strings built
  if (copy.automatic) range.setNumberFormat(WRITE_AUTOMATIC);
  else range.setNumberFormats(writableFormats(copy.formats, h, w));
  range.setValues(pad<SavedCell>(copy.rows, h, w));
  if (copy.look !== undefined) writeLook(sheet, copy.look, h, w, col);
}

/** Number formats padded to `h` × `w` with the automatic one, as written back. */
function writableFormats(formats: readonly (readonly string[])[], h: number, w: number): string[][] {
  const out = pad(formats, h, w, AUTOMATIC_FORMAT);
  for (const row of out) for (let c = 0; c < row.length; c++) row[c] = writable(row[c]!);
  return out;
}

/** Whether every cell of a block (`cols` wide) has the automatic number format. */
function allAutomatic(b: { rows: SavedCell[][]; formats?: string[][] }, cols: number): boolean {
  for (let r = 0; r < b.rows.length; r++) {
    const shape = b.formats?.[r];
    if (shape) for (let c = 0; c < cols; c++) if (formatOf(shape[c]) !== AUTOMATIC_FORMAT) return false;
  }
  return true;
}

/** Whether a saved cell may be a formula (text is saved with its apostrophe, but in a plain-text cell). */
function hasFormula(rows: SavedCell[][]): boolean {
  for (const row of rows)
    for (const v of row) if (typeof v === "string" && v.length > 1 && v.charCodeAt(0) === 61) return true;
  return false;
}

/** The event's undo tab, created hidden when missing. */
export function undoSheet(
  ss: Spreadsheet,
  host: { undoTab: string; written: { undo?: number; undoCols?: number } },
): Sheet {
  let sheet = ss.getSheetByName(host.undoTab);
  if (!sheet) {
    checkTabNameFree(ss, host.undoTab);
    sheet = ss.insertSheet(host.undoTab);
    sheet.hideSheet();
    host.written.undo = 0;
    host.written.undoCols = 0;
  }
  return sheet;
}

/**
 * Saves the blocks side by side in the undo tab (one write of the values, at most two of the
 * formats); where each one sits. They go in the
 * columns the previous save does not use: after it, or before it when they fit there, so that the
 * previous copy (still the undo of record until this action is saved) is never overwritten.
 */
export function saveTabs<R extends string>(
  ss: Spreadsheet,
  host: JournalHost,
  blocks: {
    role: R;
    rows: SavedCell[][];
    formats?: string[][];
    look?: Look | null;
    columnWidths?: number[];
  }[],
): SavedTab<R>[] {
  let height = 1;
  for (const b of blocks) height = Math.max(height, b.rows.length);
  const widths = blocks.map((b) => Math.max(1, widest(b.rows)));
  const automatic = blocks.map((b, i) => allAutomatic(b, widths[i]!));
  const total = widths.reduce((n, w) => n + w, 0);
  const prevStart = host.written.undoStart ?? 0;
  const prevEnd = prevStart + host.written.undoCols;
  const start = host.written.undoCols === 0 || (prevStart > 0 && total <= prevStart) ? 0 : prevEnd;
  // the blocks with formats of their own first, then the automatic ones: each kind of block is one
  // range, its formats written in one call (a grid for the first, one format for the others)
  const order = blocks.map((_, i) => i).sort((x, y) => Number(automatic[x]) - Number(automatic[y]));
  const saved = new Array<SavedTab<R>>(blocks.length);
  let col = start;
  let split = start;
  // the blocks whose look is kept lie before this column (the others' cells: white and normal)
  let lookEnd = start;
  let lookRows = 0;
  for (const i of order) {
    const b = blocks[i]!;
    saved[i] = {
      role: b.role,
      rows: b.rows.length,
      cols: widths[i]!,
      col,
      formats: true,
      ...(automatic[i] ? { automatic: true as const } : {}),
      ...(hasFormula(b.rows) ? {} : { formulas: false as const }),
      ...(b.look === undefined
        ? {}
        : b.look === null
          ? { look: "plain" as const }
          : { look: "kept" as const, lookRows: b.look.backgrounds.length }),
      ...(b.columnWidths ? { columnWidths: b.columnWidths } : {}),
    };
    col += widths[i]!;
    if (!automatic[i]) split = col;
    if (b.look) {
      lookEnd = col;
      lookRows = Math.max(lookRows, b.look.backgrounds.length);
    }
  }
  const sheet = undoSheet(ss, host);
  // the rows below these blocks in their columns are cleared (a taller copy saved there before);
  // every cell gets its format, so that no format of an earlier copy stays under these values
  const rows = Math.max(height, host.written.undo);
  const width = Math.max(1, col - start);
  const values = new Array<SavedCell[]>(rows);
  const formats = new Array<string[]>(rows);
  for (let r = 0; r < rows; r++) {
    const v = new Array<SavedCell>(width);
    const f = new Array<string>(split - start);
    let k = 0;
    for (const i of order) {
      const src = blocks[i]!.rows[r];
      const shape = automatic[i] ? undefined : blocks[i]!.formats?.[r];
      for (let c = 0; c < widths[i]!; c++, k++) {
        v[k] = src?.[c] ?? "";
        if (k < split - start) f[k] = writable(formatOf(shape?.[c]));
      }
    }
    for (; k < width; k++) v[k] = "";
    values[r] = v;
    formats[r] = f;
  }
  ensureRows(sheet, rows);
  ensureColumns(sheet, start + width);
  if (split > start) sheet.getRange(1, start + 1, rows, split - start).setNumberFormats(formats);
  if (col > split) sheet.getRange(1, split + 1, rows, col - split).setNumberFormat(WRITE_AUTOMATIC);
  sheet.getRange(1, start + 1, rows, width).setValues(values);
  if (lookEnd > start) keepLook(sheet, blocks, order, widths, { start, end: lookEnd, rows: lookRows });
  host.written.undo = Math.max(height, host.written.undo);
  host.written.undoCols = col - start;
  host.written.undoStart = start;
  return saved;
}

/**
 * The looks of the blocks kept, written as the undo tab's own cells' (one call for the backgrounds,
 * one for the weights) over columns `start`…`end` (0-based) and the rows the longest one covers, the
 * blocks in `order` (a block's cells below its own look's rows white and normal).
 */
function keepLook(
  sheet: Sheet,
  blocks: { rows: SavedCell[][]; look?: Look | null }[],
  order: number[],
  widths: number[],
  at: { start: number; end: number; rows: number },
): void {
  const width = at.end - at.start;
  const empty = (): Look => ({
    backgrounds: Array.from({ length: at.rows }, () => new Array<string | null>(width).fill(null)),
    weights: Array.from({ length: at.rows }, () => new Array<"bold" | null>(width).fill(null)),
  });
  const grid = empty();
  let k = 0;
  for (const i of order) {
    if (k >= width) break;
    const look = blocks[i]!.look;
    if (look)
      for (let r = 0; r < look.backgrounds.length && r < at.rows; r++)
        for (let c = 0; c < widths[i]! && k + c < width; c++) {
          grid.backgrounds[r]![k + c] = look.backgrounds[r]?.[c] ?? null;
          grid.weights[r]![k + c] = (look.weights[r]?.[c] ?? null) as "bold" | null;
        }
    k += widths[i]!;
  }
  const range = sheet.getRange(1, at.start + 1, at.rows, width);
  range.setBackgrounds(grid.backgrounds);
  range.setFontWeights(grid.weights);
}

/**
 * A saved block, from the undo tab as read (values, formulas, number formats and the look of the
 * blocks whose look is kept, from column `lookAtCol`), ready to write back with `writeTyped`. A block saved before formats were kept: its values as before, no formats
 * (the undo tab's formats are not the tab's). `formatsAt`: the block's first column in
 * `saved.formats` (by default its column in the values).
 */
export function savedRows(
  saved: { values: unknown[][]; formulas: unknown[][] | null; formats?: unknown[][] | null; look?: Look },
  s: SavedTab,
  formatsAt = s.col,
  lookAtCol = s.col,
): TabCopy & { legacy: boolean } {
  if (!s.formats)
    return {
      rows: saved.values
        .slice(0, s.rows)
        .map((row, r) =>
          Array.from({ length: s.cols }, (_, c) =>
            typedCell(row[s.col + c], saved.formulas?.[r]?.[s.col + c]),
          ),
        ),
      formats: [],
      legacy: true,
    };
  // a block all automatic: no grid (written back in one call)
  const formats = s.automatic ? [] : formatGrid(saved.formats, s.rows, s.cols, formatsAt);
  const rows = new Array<SavedCell[]>(s.rows);
  for (let r = 0; r < s.rows; r++) {
    const values = saved.values[r];
    const formulas = s.formulas === false ? undefined : saved.formulas?.[r];
    const shape = formats[r];
    const row = new Array<SavedCell>(s.cols);
    for (let c = 0; c < s.cols; c++)
      row[c] = savedCell(values?.[s.col + c], formulas?.[s.col + c], shape?.[c] ?? AUTOMATIC_FORMAT);
    rows[r] = row;
  }
  const look =
    s.look === "plain"
      ? { look: null }
      : s.look === "kept" && saved.look
        ? { look: lookAt(saved.look, Math.min(s.rows, s.lookRows ?? s.rows), s.cols, lookAtCol) }
        : {};
  return s.automatic
    ? { rows, formats, automatic: true, legacy: false, ...look }
    : { rows, formats, legacy: false, ...look };
}

const SMALL_INTEGERS = 10_000;
const smallIntegers: string[] = [];

/** A cell as the organiser sees it, the same whether written by Arbitre or read back from the tab. */
function canonical(v: unknown, f: unknown): string {
  if (typeof f === "string" && f !== "") return f;
  // ranks, points and counts: their text made once (a tab of 400,000 of them is fingerprinted)
  if (typeof v === "number" && v >= 0 && v < SMALL_INTEGERS && Number.isInteger(v)) {
    const known = smallIntegers[v];
    if (known !== undefined) return known;
    const text = String(v);
    smallIntegers[v] = text;
    return text;
  }
  if (v instanceof Date) return cellDay(v) ?? "";
  if (typeof v === "boolean") return v ? "TRUE" : "FALSE";
  const s = v === null || v === undefined ? "" : String(v);
  return (s.startsWith("'") ? s.slice(1) : s).trim();
}

/**
 * A short fingerprint of a tab's cells (trailing blanks ignored): written rows, or values and
 * formulas read. Hashed as it goes (no text of the whole tab is built); the days of date cells
 * worked out once each.
 */
export function fingerprint(values: unknown[][], formulas: unknown[][]): string {
  // FNV-1a over the cells' text, the hash kept in an int32 local (no number boxed per character)
  let h = 0x811c9dc5 | 0;
  let length = 0;
  const days = new Map<number, string>();
  let lines = 0;
  let pendingBlank = 0;
  const cells: string[] = [];
  for (let r = 0; r < values.length; r++) {
    const row = values[r]!;
    const fr = formulas[r];
    cells.length = row.length;
    for (let c = 0; c < row.length; c++) {
      const v = row[c];
      const f = fr?.[c];
      if (v instanceof Date && !(typeof f === "string" && f !== "")) {
        const ms = v.getTime();
        let d = days.get(ms);
        if (d === undefined) {
          d = canonical(v, f);
          days.set(ms, d);
        }
        cells[c] = d;
      } else cells[c] = canonical(v, f);
    }
    let end = cells.length;
    while (end > 0 && cells[end - 1] === "") end--;
    if (end === 0) {
      pendingBlank++;
      continue;
    }
    // the blank lines between two lines with text count; those at the end do not
    for (let k = 0; k < pendingBlank; k++) {
      if (lines > 0) {
        h = Math.imul(h ^ 0x02, 0x01000193);
        length++;
      }
      lines++;
    }
    pendingBlank = 0;
    if (lines > 0) {
      h = Math.imul(h ^ 0x02, 0x01000193);
      length++;
    }
    lines++;
    for (let c = 0; c < end; c++) {
      if (c > 0) {
        h = Math.imul(h ^ 0x01, 0x01000193);
        length++;
      }
      const s = cells[c]!;
      for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 0x01000193);
      length += s.length;
    }
  }
  return `${(h >>> 0).toString(16)}:${length}`;
}

/**
 * Writes one tab over what it held (`previous`: its height and width as read; the rows padded to the
 * wider of the two) and records what was written in the host's last undo (`after`), so that Undo
 * can tell whether the tab was changed since.
 */
export function writeJournaled<R extends string>(
  host: { undo: { after?: Partial<Record<R, string>> } | null },
  sheet: Sheet,
  role: R,
  rows: Row[],
  previous: { rows: number; cols: number },
): void {
  const width = Math.max(1, previous.cols, widest(rows));
  writeBlock(sheet, rows, previous.rows, width);
  if (host.undo)
    host.undo.after = { ...host.undo.after, [role]: fingerprint(rows, []) } as Partial<Record<R, string>>;
}

/** A tab's height and width as read (what writeJournaled writes over). */
export function sizeOf(values: unknown[][]): { rows: number; cols: number } {
  return { rows: values.length, cols: widest(values) };
}
