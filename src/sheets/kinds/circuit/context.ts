/** What every circuit action gets and gives back, and the journal and writes they share. */

import { type Lang, t } from "../../../i18n/index";
import {
  copyTab,
  fingerprint,
  type Row,
  type Sheet,
  type Spreadsheet,
  sheetOf,
  typedCopy,
  writeJournaled,
} from "../../gateway/index";
import type { KindContext, KindCtx, Done as KindDone } from "../kind";
import { fitsJournal, type Journal, journalTabs } from "../undo";
import type { CircuitActionKind, CircuitEvent, CircuitRole, CircuitUndo } from "./config";
import type { CircuitRead } from "./read";
import { TOURNAMENTS } from "./schema";
import { PUBLIC_WIDTHS } from "./tabs";

export type Ctx = KindCtx<CircuitEvent>;

export type Done = KindDone<CircuitEvent, CircuitRead>;

/** Looks up the tabs an action writes, before anything is written (a deleted tab is refused). */
export function sheetsOf(ss: Spreadsheet, ev: CircuitEvent, roles: CircuitRole[]): Record<string, Sheet> {
  const out: Record<string, Sheet> = {};
  for (const role of roles) out[role] = sheetOf(ss, tabOf(ev, role));
  return out;
}

/** The tab a role's block is in: the seeds present are the Tournaments tab's column E. */
export function tabOf(ev: CircuitEvent, role: CircuitRole): string {
  return role === "seedsPresent" ? ev.tabs.tournaments : ev.tabs[role];
}

/** Where a role's block starts in its tab (0-based column). */
export function columnOf(role: CircuitRole): number {
  return role === "seedsPresent" ? TOURNAMENTS.seeds : 0;
}

/** A tab's cells as read, cut to a role's block (the seeds present: column E only). */
export function blockOf<T extends { values: unknown[][]; formulas: unknown[][] }>(
  role: CircuitRole,
  grid: T,
): { values: unknown[][]; formulas: unknown[][] } {
  if (role !== "seedsPresent") return grid;
  const cut = (rows: unknown[][]) => rows.map((r) => [r[TOURNAMENTS.seeds] ?? ""]);
  return { values: cut(grid.values), formulas: cut(grid.formulas) };
}

function prevOf(ev: CircuitEvent): CircuitUndo["prev"] {
  return {
    shown: ev.shown,
    written: { ...ev.written },
    published: ev.published,
    lastDay: ev.lastDay,
    masters: ev.masters ?? null,
    ...(ev.computed !== undefined ? { computed: ev.computed } : {}),
  };
}

/** The journal of a circuit action: the tabs of `roles`, and its record with the config's fields before. */
function journalOf(
  ctx: KindContext,
  ev: CircuitEvent,
  kind: CircuitActionKind,
  roles: CircuitRole[],
  read?: Pick<CircuitRead, "raw">,
  cover: Partial<Record<CircuitRole, { rows: number; cols: number }>> = {},
): Journal<CircuitEvent, CircuitRole, CircuitUndo> {
  const prev = prevOf(ev);
  return {
    kind,
    roles,
    record: (saved) => ({ kind, at: Date.now(), saved, prev }),
    copyOf: (role) => copyRole(ctx, ev, read!, role, cover[role]),
  };
}

/**
 * Refuses, before the action's first write, a config that would not fit once the action's undo
 * record is in it (journal calls it; an action that writes before its journal calls it first).
 */
export function fitsJournaled(
  ctx: KindContext,
  ev: CircuitEvent,
  kind: CircuitActionKind,
  roles: CircuitRole[],
) {
  fitsJournal(ctx, ev, journalOf(ctx, ev, kind, roles));
}

/**
 * Saves the tabs an action rewrites (one write to the undo tab) and records the undo. `cover`: the
 * rows and columns the action will write in a tab, where they may reach past what it holds.
 */
export function journal(
  ctx: KindContext,
  ev: CircuitEvent,
  read: Pick<CircuitRead, "raw">,
  kind: CircuitActionKind,
  roles: CircuitRole[],
  cover: Partial<Record<CircuitRole, { rows: number; cols: number }>> = {},
): void {
  journalTabs(ctx, ev, journalOf(ctx, ev, kind, roles, read, cover));
}

/** A role's block as the journal keeps it: the whole tab, or the column of the seeds present. */
function copyRole(
  ctx: KindContext,
  ev: CircuitEvent,
  read: Pick<CircuitRead, "raw">,
  role: CircuitRole,
  cover: { rows: number; cols: number } | undefined,
) {
  const grid = read.raw(tabOf(ev, role));
  // the Public tab's widths, which Publish sets for a phone: put back by Undo
  if (role !== "seedsPresent")
    return copyTab(ctx.ss, tabOf(ev, role), grid, cover, role === "public" ? PUBLIC_WIDTHS.length : 0);
  const block = blockOf(role, grid);
  const formats = sheetOf(ctx.ss, tabOf(ev, role))
    .getRange(1, TOURNAMENTS.seeds + 1, Math.max(1, block.values.length), 1)
    .getNumberFormats() as unknown[][];
  return typedCopy({ ...block, formats });
}

/**
 * Writes the Tournaments tab's column of seeds present (its header and one cell per row, over the
 * rows it held) and fingerprints it for Undo.
 */
export function writeSeedsPresent(ev: CircuitEvent, sheet: Sheet, rows: Row[]): void {
  sheet.getRange(1, TOURNAMENTS.seeds + 1, rows.length, 1).setValues(rows);
  if (ev.undo) ev.undo.after = { ...ev.undo.after, seedsPresent: fingerprint(rows, []) };
}

/** Writes one tab (padded over its previous height and width) and fingerprints it for Undo. */
export function writeRole(
  ev: CircuitEvent,
  sheet: Sheet,
  role: CircuitRole,
  rows: Row[],
  previous: { rows: number; cols: number },
): void {
  writeJournaled(ev, sheet, role, rows, previous);
}

export function actionLabel(lang: Lang, u: CircuitUndo): string {
  return t(lang, `circuit.action.${u.kind}`);
}
