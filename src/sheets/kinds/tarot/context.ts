/** What every Tarot action gets and gives back, and the journal and writes they share. */
import type { EventRequest } from "../../../contract/index";

import { type Lang, t } from "../../../i18n/index";
import { copyTab, type Row, type Sheet, type Store, sizeOf, writeJournaled } from "../../gateway/index";
import { type KindContext, requireEvent, savedAtMost } from "../kind";
import { copyOnce } from "../undo";
import type { TarotActionKind, TarotEvent, TarotRole, TarotUndo } from "./config";
import type { TarotRead } from "./read";

export interface Ctx extends KindContext {
  all: Store<TarotEvent>;
}

export interface Done {
  message: string;
  event: TarotEvent | null;
  read: TarotRead | null;
}

export function requireTarot(ctx: KindContext, req: EventRequest | undefined): TarotEvent {
  return requireEvent<TarotEvent>(ctx, req);
}

function prevOf(ev: TarotEvent): TarotUndo["prev"] {
  return {
    shown: ev.shown,
    published: ev.published,
    lastDay: ev.lastDay,
    ...(ev.computed !== undefined ? { computed: ev.computed } : {}),
  };
}

/**
 * Refuses, before the action's first write, a config that would not fit once the action's undo
 * record is in it (journal calls it; an action that writes before its journal calls it first).
 */
export function fitsJournaled(ctx: KindContext, ev: TarotEvent, kind: TarotActionKind, roles: TarotRole[]) {
  const candidate: TarotEvent = {
    ...ev,
    undo: { kind, at: Date.now(), saved: savedAtMost(roles), prev: prevOf(ev) },
  };
  ctx.fits(candidate);
}

/**
 * Saves the tabs an action rewrites (one write to the undo tab) and records the undo. `cover`: the
 * rows and columns the action will write in a tab (the copy takes those past its content too, with
 * their number formats).
 */
export function journal(
  ctx: KindContext,
  ev: TarotEvent,
  read: Pick<TarotRead, "raw">,
  kind: TarotActionKind,
  roles: TarotRole[],
  cover: Partial<Record<TarotRole, { rows: number; cols: number }>> = {},
): void {
  fitsJournaled(ctx, ev, kind, roles);
  const prev = prevOf(ev);
  const saved = copyOnce(ctx, ev, kind, roles, () =>
    roles.map((role) => ({
      role,
      ...copyTab(ctx.ss, ev.tabs[role], read.raw(ev.tabs[role]), cover[role]),
    })),
  );
  ev.undo = { kind, at: Date.now(), saved, prev };
}

/** Writes one tab (padded over what it held, as read) and fingerprints it for Undo. */
export function writeRole(
  ev: TarotEvent,
  sheet: Sheet,
  role: TarotRole,
  rows: Row[],
  before: { values: unknown[][] },
): void {
  writeJournaled(ev, sheet, role, rows, sizeOf(before.values));
}

export function actionLabel(lang: Lang, u: TarotUndo): string {
  return t(lang, `tarot.action.${u.kind}`);
}
