/**
 * What every league action gets and gives back, and the undo journal they share: before an action
 * rewrites tabs, their contents (values, formulas kept) go side by side into the event's hidden
 * undo tab in one write; Undo last action writes them back, one write per tab.
 */
import type { EventRequest } from "../../../contract/views";
import { ArbitreError } from "../../../engine/core/errors";
import { type Lang, t } from "../../../i18n/index";
import { cloneEvent, pickEvent, type Store } from "../../gateway/store";
import { type Row, type Sheet, type Spreadsheet, sheetOf, writeBlock } from "../../gateway/workbook";
import type { KindContext } from "../kind";
import type { LeagueActionKind, LeagueEvent, LeagueUndo, SavedTab, WrittenRole } from "./config";
import type { MatchState } from "./model";
import { gameKey, isoDate, type LeagueRead, rawOf, readLeague } from "./read";
import { GAMES, SHEET_WIDTH } from "./schema";
import { matchSheetEmphasis, matchSheets } from "./tabs";

export interface Ctx extends KindContext {
  all: Store<LeagueEvent>;
}

export interface Done {
  message: string;
  event: LeagueEvent | null;
  read: LeagueRead | null;
}

export function requireLeague(ctx: KindContext, req: EventRequest | undefined): LeagueEvent {
  const ev = pickEvent(ctx.all, req?.eventId);
  if (!ev) throw new ArbitreError("event.none", {});
  return cloneEvent(ev as LeagueEvent);
}

/** The tab of a written role. */
export function roleTab(ev: LeagueEvent, role: WrittenRole): string {
  return ev.tabs[role];
}

/** The undo tab of the event, created hidden when missing. */
export function undoSheet(ss: Spreadsheet, ev: LeagueEvent): Sheet {
  let sheet = ss.getSheetByName(ev.undoTab);
  if (!sheet) {
    sheet = ss.insertSheet(ev.undoTab);
    sheet.hideSheet();
    ev.written.undo = 0;
    ev.written.undoCols = 0;
  }
  return sheet;
}

/** A cell as read, to be written back as it was: its formula, a number, or text kept as text. */
export function typedCell(v: unknown, f: unknown): string | number {
  if (typeof f === "string" && f !== "") return f;
  if (typeof v === "number") return v;
  if (typeof v === "boolean") return v ? "TRUE" : "FALSE";
  if (v instanceof Date) return Number.isNaN(v.getTime()) ? "" : v.toISOString().slice(0, 10);
  const s = v === null || v === undefined ? "" : String(v);
  return s === "" ? "" : `'${s}`;
}

/** The cells of a tab as read, formulas in place of their values (written back as they were). */
export function asTyped(read: LeagueRead, name: string): Row[] {
  const raw = read.raw(name);
  return raw.values.map((row, r) => row.map((v, c) => typedCell(v, raw.formulas[r]?.[c])));
}

/**
 * Saves the tabs an action is about to rewrite (one write to the undo tab) and records the undo.
 * Call it after every check passed and before the first write.
 */
export function journal(
  ctx: KindContext,
  ev: LeagueEvent,
  read: LeagueRead,
  kind: LeagueActionKind,
  roles: WrittenRole[],
  count?: number,
): void {
  const blocks = roles.map((role) => ({ role, rows: asTyped(read, roleTab(ev, role)) }));
  const height = Math.max(1, ...blocks.map((b) => b.rows.length));
  const saved: SavedTab[] = [];
  let col = 0;
  const widths = blocks.map((b) => Math.max(1, ...b.rows.map((r) => r.length)));
  const grid: Row[] = Array.from({ length: height }, () => []);
  blocks.forEach((b, i) => {
    const w = widths[i]!;
    for (let r = 0; r < height; r++) {
      const src = b.rows[r] ?? [];
      for (let c = 0; c < w; c++) grid[r]!.push(src[c] ?? "");
    }
    saved.push({ role: b.role, rows: b.rows.length, cols: w, col });
    col += w;
  });
  const prev = { teams: ev.teams, written: { ...ev.written }, published: ev.published };
  const sheet = undoSheet(ctx.ss, ev);
  const width = Math.max(col, ev.written.undoCols, 1);
  ev.written.undo = writeBlock(sheet, grid, ev.written.undo, width);
  ev.written.undoCols = col;
  const undo: LeagueUndo = { kind, at: Date.now(), saved, prev };
  if (count !== undefined) undo.count = count;
  ev.undo = undo;
}

/** Looks up the tabs an action writes, before anything is written (a deleted tab is refused). */
export function sheetsOf(ss: Spreadsheet, ev: LeagueEvent, roles: WrittenRole[]): Record<string, Sheet> {
  const out: Record<string, Sheet> = {};
  for (const role of roles) out[role] = sheetOf(ss, roleTab(ev, role));
  return out;
}

/** Writes one tab (padded over its previous height) and records its new height. */
export function writeRole(
  ev: LeagueEvent,
  sheets: Record<string, Sheet>,
  role: WrittenRole,
  rows: Row[],
  width: number,
  previous: number,
): void {
  const n = writeBlock(sheets[role]!, rows, previous, width);
  if (role !== "history") ev.written[role] = n;
  if (ev.undo) ev.undo.after = { ...ev.undo.after, [role]: fingerprint(rows, []) };
}

/** A cell as the organiser sees it, the same whether written by Arbitre or read back from the tab. */
function canonical(v: unknown, f: unknown): string {
  if (typeof f === "string" && f !== "") return f;
  if (v instanceof Date) return Number.isNaN(v.getTime()) ? "" : (isoDate(v) ?? "");
  if (typeof v === "boolean") return v ? "TRUE" : "FALSE";
  const s = v === null || v === undefined ? "" : String(v);
  return (s.startsWith("'") ? s.slice(1) : s).trim();
}

/** A short fingerprint of a tab's cells (trailing blanks ignored): written rows, or values and formulas read. */
export function fingerprint(values: unknown[][], formulas: unknown[][]): string {
  const lines = values.map((row, r) => {
    const cells = row.map((v, c) => canonical(v, formulas[r]?.[c]));
    while (cells.length > 0 && cells[cells.length - 1] === "") cells.pop();
    return cells.join("\u0001");
  });
  while (lines.length > 0 && lines[lines.length - 1] === "") lines.pop();
  const text = lines.join("\u0002");
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return `${h.toString(16)}:${text.length}`;
}

export function actionLabel(lang: Lang, u: LeagueUndo): string {
  return t(lang, `league.action.${u.kind}`, { count: u.count ?? 0 });
}

/**
 * The league as it stands after an action wrote `written` (rows by role): the tabs it did not write
 * as read before, the others as written. No tab is read twice.
 */
export function readAfter(
  ctx: KindContext,
  ev: LeagueEvent,
  read: LeagueRead,
  written: Partial<Record<WrittenRole, Row[]>>,
): LeagueRead {
  const known = new Map(read.cache);
  for (const [role, rows] of Object.entries(written) as [WrittenRole, Row[]][]) {
    const cellValue =
      role === "games"
        ? (r: number, c: number) => {
            const g = read.games.get(gameKey(Number(rows[r]?.[GAMES.match]), Number(rows[r]?.[GAMES.table])));
            return c === GAMES.homeResult ? g?.values[0] : c === GAMES.awayResult ? g?.values[1] : "";
          }
        : undefined;
    known.set(roleTab(ev, role), rawOf(rows, cellValue));
  }
  return readLeague(ctx.ss, ev, known);
}

/**
 * Bold for the title and header rows of a tab just written (1-based rows), normal elsewhere: two
 * calls whatever the number of rows (a range list).
 */
export function emphasise(sheet: Sheet, rows: number[], width: number): void {
  sheet.getRange(1, 1, Math.max(1, sheet.getMaxRows()), width).setFontWeight("normal");
  if (rows.length > 0)
    sheet.getRangeList(rows.map((r) => `A${r}:${String.fromCharCode(64 + width)}${r}`)).setFontWeight("bold");
}

/** The match sheets written (one write), their titles and headers in bold. */
export function writeMatchSheets(
  ev: LeagueEvent,
  sheets: Record<string, Sheet>,
  states: MatchState[],
  previous: number,
): void {
  writeRole(ev, sheets, "matches", matchSheets(states, ev.lang, ev.name), SHEET_WIDTH, previous);
  emphasise(sheets.matches!, matchSheetEmphasis(states.length), SHEET_WIDTH);
}
