/** What every circuit action gets and gives back, and the journal and writes they share. */
import type { EventRequest } from "../../../contract/index";

import { type Lang, t } from "../../../i18n/index";
import {
  copyTab,
  fingerprint,
  type Row,
  type Sheet,
  type Spreadsheet,
  type Store,
  sheetOf,
  typedCopy,
  writeJournaled,
} from "../../gateway/index";
import { type KindContext, requireEvent, savedAtMost } from "../kind";
import { copyOnce } from "../undo";
import type { CircuitActionKind, CircuitEvent, CircuitRole, CircuitUndo } from "./config";
import type { CircuitRead } from "./read";
import { TOURNAMENTS } from "./schema";

export interface Ctx extends KindContext {
  all: Store<CircuitEvent>;
}

export interface Done {
  message: string;
  event: CircuitEvent | null;
  read: CircuitRead | null;
}

export function requireCircuit(ctx: KindContext, req: EventRequest | undefined): CircuitEvent {
  return requireEvent<CircuitEvent>(ctx, req);
}

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
  const candidate: CircuitEvent = {
    ...ev,
    undo: { kind, at: Date.now(), saved: savedAtMost(roles), prev: prevOf(ev) },
  };
  ctx.fits(candidate);
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
  fitsJournaled(ctx, ev, kind, roles);
  const prev = prevOf(ev);
  const saved = copyOnce(ctx, ev, kind, roles, () =>
    roles.map((role) => ({ role, ...copyRole(ctx, ev, read, role, cover[role]) })),
  );
  const undo: CircuitUndo = { kind, at: Date.now(), saved, prev };
  ev.undo = undo;
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
  if (role !== "seedsPresent") return copyTab(ctx.ss, tabOf(ev, role), grid, cover);
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
