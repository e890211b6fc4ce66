/** What every circuit action gets and gives back, and the journal and writes they share. */
import type { EventRequest } from "../../../contract/views";

import { type Lang, t } from "../../../i18n/index";
import { copyTab, saveTabs, writeJournaled } from "../../gateway/journal";
import type { Store } from "../../gateway/store";
import { type Row, type Sheet, type Spreadsheet, sheetOf } from "../../gateway/workbook";
import { type KindContext, requireEvent, savedAtMost } from "../kind";
import type { CircuitActionKind, CircuitEvent, CircuitRole, CircuitUndo } from "./config";
import type { CircuitRead } from "./read";

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
  for (const role of roles) out[role] = sheetOf(ss, ev.tabs[role]);
  return out;
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

/** Saves the tabs an action rewrites (one write to the undo tab) and records the undo. */
export function journal(
  ctx: KindContext,
  ev: CircuitEvent,
  read: Pick<CircuitRead, "raw">,
  kind: CircuitActionKind,
  roles: CircuitRole[],
): void {
  fitsJournaled(ctx, ev, kind, roles);
  const prev = prevOf(ev);
  const saved = saveTabs(
    ctx.ss,
    ev,
    roles.map((role) => ({ role, ...copyTab(ctx.ss, ev.tabs[role], read.raw(ev.tabs[role])) })),
  );
  const undo: CircuitUndo = { kind, at: Date.now(), saved, prev };
  ev.undo = undo;
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
