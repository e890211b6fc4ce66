/**
 * The undo journal of the kinds that rewrite whole tabs (the team league, the season circuit, the
 * Tarot duplicate): before an action rewrites tabs, their contents (values, formulas kept) go side by side
 * into the event's hidden undo tab in one write; Undo writes them back, one write per tab. A
 * fingerprint of each tab as the action wrote it lets Undo ask first when a tab was changed since.
 */
import { cellDay } from "./dates";
import { ensureColumns, ensureRows, type Row, type Sheet, type Spreadsheet, writeBlock } from "./workbook";

export { cellDay, isoDate } from "./dates";

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
}

/** A cell as read, to be written back as it was: its formula, a number, a day, or text kept as text. */
export function typedCell(v: unknown, f: unknown): string | number {
  if (typeof f === "string" && f !== "") return f;
  if (typeof v === "number") return v;
  if (typeof v === "boolean") return v ? "TRUE" : "FALSE";
  if (v instanceof Date) return cellDay(v) ?? "";
  const s = v === null || v === undefined ? "" : String(v);
  return s === "" ? "" : `'${s}`;
}

/** The cells of a block as read, formulas in place of their values (written back as they were). */
export function typedRows(values: unknown[][], formulas: unknown[][]): Row[] {
  return values.map((row, r) => row.map((v, c) => typedCell(v, formulas[r]?.[c])));
}

/** The event's undo tab, created hidden when missing. */
export function undoSheet(ss: Spreadsheet, host: JournalHost): Sheet {
  let sheet = ss.getSheetByName(host.undoTab);
  if (!sheet) {
    sheet = ss.insertSheet(host.undoTab);
    sheet.hideSheet();
    host.written.undo = 0;
    host.written.undoCols = 0;
  }
  return sheet;
}

/**
 * Saves the blocks side by side in the undo tab (one write); where each one sits. They go in the
 * columns the previous save does not use: after it, or before it when they fit there, so that the
 * previous copy (still the undo of record until this action is saved) is never overwritten.
 */
export function saveTabs<R extends string>(
  ss: Spreadsheet,
  host: JournalHost,
  blocks: { role: R; rows: Row[] }[],
): SavedTab<R>[] {
  const height = Math.max(1, ...blocks.map((b) => b.rows.length));
  const saved: SavedTab<R>[] = [];
  const total = blocks.reduce((n, b) => n + Math.max(1, ...b.rows.map((r) => r.length)), 0);
  const prevStart = host.written.undoStart ?? 0;
  const prevEnd = prevStart + host.written.undoCols;
  const start = host.written.undoCols === 0 || (prevStart > 0 && total <= prevStart) ? 0 : prevEnd;
  let col = start;
  const grid: Row[] = Array.from({ length: height }, () => []);
  for (const b of blocks) {
    const w = Math.max(1, ...b.rows.map((r) => r.length));
    for (let r = 0; r < height; r++) {
      const src = b.rows[r] ?? [];
      for (let c = 0; c < w; c++) grid[r]!.push(src[c] ?? "");
    }
    saved.push({ role: b.role, rows: b.rows.length, cols: w, col });
    col += w;
  }
  const sheet = undoSheet(ss, host);
  // the rows below these blocks in their columns are cleared (a taller copy saved there before)
  const rows = Math.max(height, host.written.undo);
  while (grid.length < rows) grid.push([]);
  const width = Math.max(1, col - start);
  const padded = grid.map((r) => [...r, ...new Array(Math.max(0, width - r.length)).fill("")]);
  ensureRows(sheet, rows);
  ensureColumns(sheet, start + width);
  sheet.getRange(1, start + 1, rows, width).setValues(padded);
  host.written.undo = Math.max(height, host.written.undo);
  host.written.undoCols = col - start;
  host.written.undoStart = start;
  return saved;
}

/** A saved block, from the undo tab as read (values and formulas), ready to write back. */
export function savedRows(saved: { values: unknown[][]; formulas: unknown[][] | null }, s: SavedTab): Row[] {
  return saved.values
    .slice(0, s.rows)
    .map((row, r) =>
      Array.from({ length: s.cols }, (_, c) => typedCell(row[s.col + c], saved.formulas?.[r]?.[s.col + c])),
    );
}

/** A cell as the organiser sees it, the same whether written by Arbitre or read back from the tab. */
function canonical(v: unknown, f: unknown): string {
  if (typeof f === "string" && f !== "") return f;
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
  let h = 0x811c9dc5;
  let length = 0;
  const feed = (s: string) => {
    for (let i = 0; i < s.length; i++) {
      h ^= s.charCodeAt(i);
      h = Math.imul(h, 0x01000193) >>> 0;
    }
    length += s.length;
  };
  const days = new Map<number, string>();
  const cell = (v: unknown, f: unknown): string => {
    if (v instanceof Date && !(typeof f === "string" && f !== "")) {
      const ms = v.getTime();
      let d = days.get(ms);
      if (d === undefined) {
        d = canonical(v, f);
        days.set(ms, d);
      }
      return d;
    }
    return canonical(v, f);
  };
  let lines = 0;
  let pendingBlank = 0;
  values.forEach((row, r) => {
    const cells = row.map((v, c) => cell(v, formulas[r]?.[c]));
    let end = cells.length;
    while (end > 0 && cells[end - 1] === "") end--;
    if (end === 0) {
      pendingBlank++;
      return;
    }
    // the blank lines between two lines with text count; those at the end do not
    for (let k = 0; k < pendingBlank; k++) {
      if (lines > 0) feed("\u0002");
      lines++;
    }
    pendingBlank = 0;
    if (lines > 0) feed("\u0002");
    lines++;
    for (let c = 0; c < end; c++) {
      if (c > 0) feed("\u0001");
      feed(cells[c]!);
    }
  });
  return `${h.toString(16)}:${length}`;
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
  const width = Math.max(1, previous.cols, ...rows.map((r) => r.length));
  const padded = rows.map((r) => [...r, ...new Array(Math.max(0, width - r.length)).fill("")]);
  writeBlock(sheet, padded, previous.rows, width);
  if (host.undo)
    host.undo.after = { ...host.undo.after, [role]: fingerprint(rows, []) } as Partial<Record<R, string>>;
}

/** A tab's height and width as read (what writeJournaled writes over). */
export function sizeOf(values: unknown[][]): { rows: number; cols: number } {
  return { rows: values.length, cols: Math.max(0, ...values.map((r) => r.length)) };
}
