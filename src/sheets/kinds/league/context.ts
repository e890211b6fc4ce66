/**
 * What every league action gets and gives back, and the undo journal they share: before an action
 * rewrites tabs, their contents (values, formulas kept) go side by side into the event's hidden
 * undo tab in one write; Undo last action writes them back, one write per tab.
 */

import { type Lang, t } from "../../../i18n/index";
import {
  columnLetter,
  copyTab,
  fingerprint,
  type Row,
  type Sheet,
  type Spreadsheet,
  sheetOf,
  typedRows,
  writeBlock,
} from "../../gateway/index";
import { type KindContext, type KindCtx, type Done as KindDone, saveAhead } from "../kind";
import { journalTabs } from "../undo";
import type { LeagueActionKind, LeagueEvent, LeagueUndo, WrittenRole } from "./config";
import type { MatchState } from "./model";
import { gameKey, type LeagueRead, rawOf, readLeague } from "./read";
import { GAMES, SHEET_WIDTH } from "./schema";
import { matchSheetEmphasis, matchSheets, PUBLIC_WIDTHS } from "./tabs";

export type Ctx = KindCtx<LeagueEvent>;

export type Done = KindDone<LeagueEvent, LeagueRead>;

/** The tab of a written role. */
export function roleTab(ev: LeagueEvent, role: WrittenRole): string {
  return ev.tabs[role];
}

/** The cells of a tab as read, formulas in place of their values (written back as they were). */
export function asTyped(read: LeagueRead, name: string): Row[] {
  const raw = read.raw(name);
  return typedRows(raw.values, raw.formulas);
}

/**
 * Saves the tabs an action is about to rewrite (one write to the undo tab) and records the undo.
 * Call it after every check passed and before the first write: it first checks the config's size.
 * `cover`: the rows and columns the action will write in a tab where it also sets number formats
 * (the copy takes those past the tab's content too, with their formats).
 */
export function journal(
  ctx: KindContext,
  ev: LeagueEvent,
  read: LeagueRead,
  kind: LeagueActionKind,
  roles: WrittenRole[],
  count?: number,
  changes: Partial<LeagueEvent> = {},
  cover: Partial<Record<WrittenRole, { rows: number; cols: number }>> = {},
): void {
  let prev = { teams: ev.teams, written: { ...ev.written }, published: ev.published };
  const games = roles.includes("games") ? read.raw(roleTab(ev, "games")) : null;
  journalTabs(ctx, ev, {
    kind,
    roles,
    // the config as it will be saved (`changes`: what the action sets once it writes), its undo
    // record's places at their largest, with the mark of its copy when saved ahead of the Games tab
    // (writeRoleLast): refused now if it would not fit
    changes,
    record: (saved) => {
      const undo: LeagueUndo = { kind, at: Date.now(), saved, prev };
      if (count !== undefined) undo.count = count;
      return undo;
    },
    // the Public tab's widths, which Publish sets for a phone: put back by Undo
    copyOf: (role) =>
      copyTab(
        ctx.ss,
        roleTab(ev, role),
        read.raw(roleTab(ev, role)),
        cover[role],
        role === "public" ? PUBLIC_WIDTHS.length : 0,
      ),
    // a press again after a stop past the config saved ahead: that config's undo record is this
    // action's, its `prev` the config before the first press
    ...(games && {
      ahead: {
        last: fingerprint(games.values, games.formulas ?? []),
        resumed: () => {
          if (ev.undo) prev = ev.undo.prev;
        },
      },
    }),
  });
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
  writeBlock(sheets[role]!, rows, previous, width);
  recordWritten(ev, role, rows);
}

/** What the config keeps of a tab written: its height and, for Undo, the fingerprint of its rows. */
function recordWritten(ev: LeagueEvent, role: WrittenRole, rows: Row[]): void {
  if (role !== "history") ev.written[role] = rows.length;
  if (ev.undo) ev.undo.after = { ...ev.undo.after, [role]: fingerprint(rows, []) };
}

/**
 * The action's last write, the tab that says it is done (the Games tab), its config saved first as
 * it stands once the tab is written (saveAhead): a stop anywhere leaves the action to do again, or
 * done with its config and undo record saved.
 */
export function writeRoleLast(
  ctx: KindContext,
  ev: LeagueEvent,
  sheets: Record<string, Sheet>,
  role: WrittenRole,
  rows: Row[],
  width: number,
  previous: number,
): void {
  recordWritten(ev, role, rows);
  saveAhead(ctx, ev);
  writeBlock(sheets[role]!, rows, previous, width);
}

/**
 * The league as it stands after an action wrote `written` (rows by role): the tabs it did not write
 * as read before, the others as written. No tab is read twice.
 */
export function readAfter(
  ctx: KindContext,
  ev: LeagueEvent,
  read: LeagueRead,
  written: Partial<Record<WrittenRole, unknown[][]>>,
): LeagueRead {
  const known = new Map(read.cache);
  for (const [role, rows] of Object.entries(written) as [WrittenRole, unknown[][]][]) {
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
    sheet.getRangeList(rows.map((r) => `A${r}:${columnLetter(width)}${r}`)).setFontWeight("bold");
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

export function actionLabel(lang: Lang, u: LeagueUndo): string {
  return t(lang, `league.action.${u.kind}`, { count: u.count ?? 0 });
}
