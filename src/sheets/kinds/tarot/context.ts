/** What every Tarot action gets and gives back, and the journal and writes they share. */
import { type Lang, t } from "../../../i18n/index";
import { copyTab, type Row, type Sheet, sizeOf, writeJournaled } from "../../gateway/index";
import type { KindContext, KindCtx, Done as KindDone } from "../kind";
import { fitsJournal, type Journal, journalTabs } from "../undo";
import type { TarotActionKind, TarotEvent, TarotRole, TarotUndo } from "./config";
import type { TarotRead } from "./read";
import { WIDTHS } from "./schema";

export type Ctx = KindCtx<TarotEvent>;

export type Done = KindDone<TarotEvent, TarotRead>;

function prevOf(ev: TarotEvent): TarotUndo["prev"] {
  return {
    shown: ev.shown,
    published: ev.published,
    lastDay: ev.lastDay,
    ...(ev.computed !== undefined ? { computed: ev.computed } : {}),
  };
}

/** The journal of a Tarot action: the tabs of `roles`, and its record with the config's fields before. */
function journalOf(
  ctx: KindContext,
  ev: TarotEvent,
  kind: TarotActionKind,
  roles: TarotRole[],
  read?: Pick<TarotRead, "raw">,
  cover: Partial<Record<TarotRole, { rows: number; cols: number }>> = {},
): Journal<TarotEvent, TarotRole, TarotUndo> {
  const prev = prevOf(ev);
  return {
    kind,
    roles,
    record: (saved) => ({ kind, at: Date.now(), saved, prev }),
    // the Public tab's widths, which Publish sets for a phone: put back by Undo
    copyOf: (role) =>
      copyTab(
        ctx.ss,
        ev.tabs[role],
        read!.raw(ev.tabs[role]),
        cover[role],
        role === "public" ? WIDTHS.public.length : 0,
      ),
  };
}

/**
 * Refuses, before the action's first write, a config that would not fit once the action's undo
 * record is in it (journal calls it; an action that writes before its journal calls it first).
 */
export function fitsJournaled(ctx: KindContext, ev: TarotEvent, kind: TarotActionKind, roles: TarotRole[]) {
  fitsJournal(ctx, ev, journalOf(ctx, ev, kind, roles));
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
  journalTabs(ctx, ev, journalOf(ctx, ev, kind, roles, read, cover));
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
