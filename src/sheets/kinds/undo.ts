/**
 * Undo last action, as the kinds that keep one undoable action share it (league, circuit, Tarot):
 * the tabs the action rewrote are compared with what it wrote (a fingerprint each); a tab changed
 * since is asked about first; then each saved tab is written back from the hidden undo tab (read
 * once, one write per tab). What the action changed of the event's config is the kind's to put back.
 */
import { t } from "../../i18n/index";
import {
  fingerprint,
  type Look,
  lookFrom,
  type Row,
  readGrid,
  type SavedCell,
  type SavedTab,
  type Sheet,
  savedRows,
  sheetOf,
  sizeOf,
  writeBlock,
  writeTyped,
} from "../gateway/index";
import { type KindContext, NeedConfirm } from "./kind";

export interface UndoJournal<R extends string> {
  saved: SavedTab<R>[];
  /** Fingerprints of the tabs as the action wrote them. */
  after?: Partial<Record<R, string>>;
}

export interface UndoTabs<R extends string> {
  journal: UndoJournal<R>;
  tabs: Record<R, string>;
  undoTab: string;
  /** The organiser's go-ahead after the question. */
  confirm: boolean;
  /** The question's message key ({action}, {tabs}) and the action's label. */
  question: string;
  action: string;
  /** A tab as it is now (values and formulas), read once; default (or undefined): read here. */
  now?: (role: R) => { values: unknown[][]; formulas: unknown[][] } | undefined;
  /** Where a role's block sits in its tab (0-based column; default 0): `now` gives that block only. */
  column?: (role: R) => number;
  /** After a tab is written back (e.g. its conditional formats or charts taken off). */
  after?: (role: R, sheet: Sheet) => void;
}

/**
 * Puts the saved tabs back (asking first when one changed since), values with their types, number
 * formats and look (backgrounds, font weights): the rows written, by role.
 */
export function undoTabs<R extends string>(
  ctx: KindContext,
  o: UndoTabs<R>,
): Partial<Record<R, SavedCell[][]>> {
  const tabs = o.journal.saved.map((s) => {
    const sheet = sheetOf(ctx.ss, o.tabs[s.role]);
    const now =
      o.now?.(s.role) ??
      (() => {
        const g = readGrid(sheet, true);
        return { values: g.values, formulas: g.formulas ?? [] };
      })();
    return { s, sheet, now };
  });
  const changed = tabs
    .filter(({ s, now }) => {
      const want = o.journal.after?.[s.role];
      return want !== undefined && fingerprint(now.values, now.formulas) !== want;
    })
    .map(({ s }) => o.tabs[s.role]);
  if (changed.length > 0 && !o.confirm)
    throw new NeedConfirm(
      t(ctx.lang, o.question, {
        action: o.action,
        tabs: changed.map((x) => (ctx.lang === "fr" ? `«\u00a0${x}\u00a0»` : `'${x}'`)).join(", "),
      }),
      changed,
    );
  // the undo tab read once: values and formulas of the saved blocks only (the columns and rows
  // they span, not the copies of other actions beside them)
  const lo = Math.min(...o.journal.saved.map((s) => s.col));
  const hi = Math.max(...o.journal.saved.map((s) => s.col + s.cols));
  const height = Math.max(...o.journal.saved.map((s) => s.rows));
  const saved: { values: unknown[][]; formulas: unknown[][] | null } = { values: [], formulas: [] };
  const undo = tabs.length > 0 ? sheetOf(ctx.ss, o.undoTab) : null;
  // within the tab as it is (its rows or columns may have been deleted by hand since)
  const maxRows = undo ? undo.getMaxRows() : 0;
  const maxCols = undo ? undo.getMaxColumns() : 0;
  const rows = Math.min(height, maxRows);
  const cols = Math.min(hi, maxCols) - lo;
  if (undo && rows > 0 && cols > 0) {
    const range = undo.getRange(1, lo + 1, rows, cols);
    saved.values = range.getValues() as unknown[][];
    // the formulas only where a block may hold one
    saved.formulas = o.journal.saved.every((s) => s.formulas === false)
      ? null
      : (range.getFormulas() as unknown[][]);
  }
  // the number formats of the blocks that are not all automatic (saved side by side): one read
  const own = o.journal.saved.filter((s) => s.formats && !s.automatic);
  const fLo = own.length > 0 ? Math.min(...own.map((s) => s.col)) : 0;
  const fCols = Math.min(Math.max(...own.map((s) => s.col + s.cols)), maxCols) - fLo;
  const fRows = Math.min(Math.max(0, ...own.map((s) => s.rows)), maxRows);
  const formats =
    undo && own.length > 0 && fRows > 0 && fCols > 0
      ? (undo.getRange(1, fLo + 1, fRows, fCols).getNumberFormats() as unknown[][])
      : [];
  // the looks kept (backgrounds and font weights of the blocks saved side by side): one read each
  const kept = o.journal.saved.filter((s) => s.look === "kept");
  const lLo = kept.length > 0 ? Math.min(...kept.map((s) => s.col)) : 0;
  const lCols = Math.min(Math.max(...kept.map((s) => s.col + s.cols)), maxCols) - lLo;
  const lRows = Math.min(Math.max(0, ...kept.map((s) => Math.min(s.rows, s.lookRows ?? s.rows))), maxRows);
  let look: Look | undefined;
  if (undo && kept.length > 0 && lRows > 0 && lCols > 0) {
    const range = undo.getRange(1, lLo + 1, lRows, lCols);
    look = lookFrom(range.getBackgrounds() as unknown[][], range.getFontWeights() as unknown[][]) ?? {
      backgrounds: [],
      weights: [],
    };
  }
  const restored: Partial<Record<R, SavedCell[][]>> = {};
  for (const { s, sheet, now } of tabs) {
    const copy = savedRows(
      { ...saved, formats, ...(look ? { look } : {}) },
      { ...s, col: s.col - lo },
      s.col - fLo,
      s.col - lLo,
    );
    // no spread of the tab's rows (a call takes a bounded number of arguments)
    const width = Math.max(s.cols, sizeOf(now.values).cols, 1);
    if (copy.legacy)
      writeBlock(sheet, copy.rows.length > 0 ? (copy.rows as Row[]) : [[""]], now.values.length, width);
    else writeTyped(sheet, copy, now.values.length, width, o.column?.(s.role) ?? 0);
    o.after?.(s.role, sheet);
    restored[s.role] = copy.rows;
  }
  return restored;
}
