/**
 * The undo journal, as the kinds that save the tabs an action rewrites share it (league, circuit,
 * Tarot): `journalTabs` before the action's first write, `undoTabs` to put them back. Undo last
 * action itself, as every kind shares it: undoLast in kind.ts.
 *
 * Undo last action of these kinds:
 * the tabs the action rewrote are compared with what it wrote (a fingerprint each); a tab changed
 * since is asked about first; then each saved tab is written back from the hidden undo tab (read
 * once, one write per tab). What the action changed of the event's config is the kind's to put back.
 * The event is saved with its journal marked `undoing` before the first write: pressed again after
 * a stop half-way, Undo asks nothing (the tabs it had begun to put back are its own work, and the
 * first press had asked already) and puts every tab back again.
 */
import { type MessageKey, t } from "../../i18n/index";
import {
  assertFits,
  fingerprint,
  type JournalHost,
  type Look,
  lookFrom,
  type PendingCopy,
  type Row,
  readGrid,
  type SavedCell,
  type SavedTab,
  type Sheet,
  type StoredEventBase,
  savedRows,
  saveEvent,
  saveTabs,
  sheetOf,
  sizeOf,
  type TabCopy,
  type UndoPlaces,
  writeBlock,
  writeColumnWidths,
  writeTyped,
} from "../gateway/index";
import { type KindContext, NeedConfirm, savedAtMost } from "./kind";

/** What the undo copy's mark needs of an action's context. */
type Journaling = Pick<KindContext, "ss" | "all">;

/** An event that keeps an undo copy in its hidden undo tab (its places in `written`). */
type Copying = StoredEventBase & { written: { undo?: number; undoCols?: number; undoStart?: number } };

function placesOf(w: Copying["written"]): UndoPlaces {
  const p: UndoPlaces = { undo: w.undo ?? 0, undoCols: w.undoCols ?? 0 };
  if (w.undoStart !== undefined) p.undoStart = w.undoStart;
  return p;
}

function samePlaces(a: UndoPlaces, b: UndoPlaces): boolean {
  return a.undo === b.undo && a.undoCols === b.undoCols && (a.undoStart ?? 0) === (b.undoStart ?? 0);
}

/** The event's config as loaded (before this action), without a mark. */
function loaded(ctx: Journaling, ev: StoredEventBase): StoredEventBase | null {
  const stored = ctx.all.events.find((e) => e.id === ev.id);
  if (!stored) return null;
  const { pending: _, ...was } = stored;
  return was;
}

/**
 * The undo copy this action made before a press stopped half-way (a quota, the time limit): the
 * config's mark, when it is this action's (`kind`) and no action was saved since (the undo tab's
 * places as the mark found them, the undo tab still there); else null. A mark saved ahead of the
 * action's last write (`ahead`) holds at the places after the copy, and only while the tab written
 * last is as it was before the action (`last`, its fingerprint now): once written, the action was
 * done and its mark is stale. The event's own mark is dropped either way.
 */
export function stoppedCopy(
  ctx: Journaling,
  ev: Copying,
  kind: string,
  undoTab: string,
  last?: string,
): PendingCopy | null {
  const mark = ctx.all.events.find((e) => e.id === ev.id)?.pending;
  delete ev.pending;
  if (!mark || mark.kind !== kind) return null;
  if (mark.ahead !== undefined && mark.ahead !== last) return null;
  if (!samePlaces(mark.ahead === undefined ? mark.base : mark.places, placesOf(ev.written))) return null;
  return ctx.ss.getSheetByName(undoTab) ? mark : null;
}

/**
 * Refuses, before any write, a config whose mark of the undo copy (`saved` at its largest) would
 * not fit.
 */
export function fitsMark(ctx: Journaling, ev: Copying, kind: string, saved: SavedTab[]): void {
  const was = loaded(ctx, ev);
  const base = placesOf(ev.written);
  if (was) assertFits({ ...was, pending: { kind, base, places: base, saved } }, ctx.all);
}

/**
 * Saves the event's config as it was loaded with the mark of the undo copy just made (`base`: the
 * undo tab's places before it; the event's `written` now has them after it), before the action's
 * first write to its tabs.
 */
export function markCopy(
  ctx: Journaling,
  ev: Copying,
  kind: string,
  base: UndoPlaces,
  saved: SavedTab[],
): void {
  const was = loaded(ctx, ev);
  if (was) saveEvent({ ...was, pending: { kind, base, places: placesOf(ev.written), saved } });
}

/** How an action saved ahead of its last write (kinds/kind.ts `saveAhead`) uses `copyOnce`. */
export interface Ahead {
  /** The fingerprint of the tab it writes last, as read before its first write. */
  last: string;
  /** Called when the copy kept is the one of a press stopped after its config was saved ahead. */
  resumed: () => void;
}

/**
 * The undo copy of the tabs an action is about to rewrite, made once per action, however many
 * times it is pressed: before the first write to the tabs, the copy goes into the undo tab and the
 * event's config is saved as it was with a mark of it (`pending`); an action stopped half-way (a
 * quota, the time limit) and pressed again finds the mark of the same action, the undo tab's
 * places unchanged since, and keeps that copy — what was there before the first press — instead of
 * copying the tabs it had half-written. Call it after every check, the config's size included.
 * With `ahead`, the mark stays on the event (`ev.pending`, marked `ahead`) for the config saved
 * ahead of the last write.
 */
export function copyOnce<R extends string>(
  ctx: KindContext,
  ev: StoredEventBase & JournalHost,
  kind: string,
  roles: readonly R[],
  blocks: () => { role: R; rows: SavedCell[][]; formats?: string[][]; columnWidths?: number[] }[],
  ahead?: Ahead,
): SavedTab<R>[] {
  const mark = stoppedCopy(ctx, ev, kind, ev.undoTab, ahead?.last);
  const kept = mark ? keptBlocks(mark, roles) : null;
  if (mark && kept) {
    Object.assign(ev.written, mark.places);
    if (mark.ahead !== undefined) ahead?.resumed();
    if (ahead)
      ev.pending = { kind, base: mark.base, places: mark.places, saved: mark.saved, ahead: ahead.last };
    return kept;
  }
  fitsMark(ctx, ev, kind, savedAtMost(roles));
  const base = placesOf(ev.written);
  const saved = saveTabs(ctx.ss, ev, blocks());
  markCopy(ctx, ev, kind, base, saved);
  if (ahead) ev.pending = { kind, base, places: placesOf(ev.written), saved, ahead: ahead.last };
  return saved;
}

/** The blocks of a mark's copy, by role; null when one is missing. */
function keptBlocks<R extends string>(mark: PendingCopy, roles: readonly R[]): SavedTab<R>[] | null {
  const out: SavedTab<R>[] = [];
  for (const role of roles) {
    const s = mark.saved.find((x) => x.role === role);
    if (!s) return null;
    out.push(s as SavedTab<R>);
  }
  return out;
}

export interface UndoJournal<R extends string> {
  saved: SavedTab<R>[];
  /** Fingerprints of the tabs as the action wrote them. */
  after?: Partial<Record<R, string>>;
  /** Saved by Undo before its first write, absent from the config it saves at the end. */
  undoing?: true;
}

export interface UndoTabs<R extends string> {
  /** The event whose undo record `journal` is: saved with it marked before the first write. */
  event: StoredEventBase;
  journal: UndoJournal<R>;
  tabs: Record<R, string>;
  undoTab: string;
  /** The organiser's go-ahead after the question. */
  confirm: boolean;
  /** The question's message key ({action}, {tabs}) and the action's label. */
  question: MessageKey;
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
  if (changed.length > 0 && !o.confirm && o.journal.undoing !== true)
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
  // saved before the first write: a press again after a stop puts the tabs back without asking
  o.journal.undoing = true;
  ctx.fits(o.event);
  saveEvent(o.event);
  delete o.journal.undoing;
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
    writeColumnWidths(sheet, s.columnWidths);
    o.after?.(s.role, sheet);
    restored[s.role] = copy.rows;
  }
  return restored;
}

/** What a kind's journal of an action says: the tabs it saves, and its undo record once saved. */
export interface Journal<E extends StoredEventBase, R extends string, U> {
  /** The action's kind (its undo record's), which marks its copy (copyOnce). */
  kind: string;
  roles: readonly R[];
  /** The action's undo record, its tabs saved at `saved` (taken before anything is saved). */
  record(saved: SavedTab<R>[]): U;
  /** A role's tab as it is now, as the journal keeps it. */
  copyOf(role: R): TabCopy;
  /** What the action sets in the config once it writes: counted in the size checked. */
  changes?: Partial<E>;
  /**
   * Set when the action saves its config ahead of its last write (kinds/kind.ts `saveAhead`): the
   * tab it writes last as read before (copyOnce), and the mark of its copy counted in the size checked.
   */
  ahead?: Ahead;
}

/**
 * Refuses, before the action's first write, a config that would not fit once the action's undo
 * record is in it, its saved places at their largest (journalTabs calls it; an action that writes
 * before its journal calls it first).
 */
export function fitsJournal<E extends StoredEventBase & { undo?: U | null }, R extends string, U>(
  ctx: KindContext,
  ev: E,
  o: Pick<Journal<E, R, U>, "kind" | "roles" | "record" | "changes" | "ahead">,
): void {
  const saved = savedAtMost([...o.roles]);
  const candidate: E = { ...ev, ...o.changes, undo: o.record(saved) };
  if (o.ahead) {
    // the mark of the copy saved with the config ahead of the last write, its places at their largest
    const most = { undo: 1e9, undoCols: 1e9, undoStart: 1e9 };
    candidate.pending = { kind: o.kind, base: most, places: most, saved, ahead: "f".repeat(24) };
  }
  ctx.fits(candidate);
}

/**
 * Saves the tabs an action is about to rewrite side by side in the event's hidden undo tab (one
 * write) and records the undo: after every check passed and before the first write, the config's
 * size checked first.
 */
export function journalTabs<
  E extends StoredEventBase & JournalHost & { undo?: U | null },
  R extends string,
  U,
>(ctx: KindContext, ev: E, o: Journal<E, R, U>): void {
  fitsJournal(ctx, ev, o);
  // the copy made once per action: a press again after a stop keeps the first press's
  const saved = copyOnce(
    ctx,
    ev,
    o.kind,
    o.roles,
    () => o.roles.map((role) => ({ role, ...o.copyOf(role) })),
    o.ahead,
  );
  ev.undo = o.record(saved);
}
