/** What every Tarot action gets and gives back, and the journal and writes they share. */
import type { EventRequest } from "../../../contract/views";
import { ArbitreError } from "../../../engine/core/errors";
import { type Lang, t } from "../../../i18n/index";
import { fingerprint, saveTabs, typedRows } from "../../gateway/journal";
import { cloneEvent, pickEvent, type Store } from "../../gateway/store";
import { type Row, type Sheet, writeBlock } from "../../gateway/workbook";
import type { KindContext } from "../kind";
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
  const ev = pickEvent(ctx.all, req?.eventId);
  if (!ev) throw new ArbitreError("event.none", {});
  return cloneEvent(ev as TarotEvent);
}

/** Saves the tabs an action rewrites (one write to the undo tab) and records the undo. */
export function journal(
  ctx: KindContext,
  ev: TarotEvent,
  read: Pick<TarotRead, "raw">,
  kind: TarotActionKind,
  roles: TarotRole[],
): void {
  const prev: TarotUndo["prev"] = {
    shown: ev.shown,
    published: ev.published,
    lastDay: ev.lastDay,
    ...(ev.computed !== undefined ? { computed: ev.computed } : {}),
  };
  const saved = saveTabs(
    ctx.ss,
    ev,
    roles.map((role) => {
      const raw = read.raw(ev.tabs[role]);
      return { role, rows: typedRows(raw.values, raw.formulas) };
    }),
  );
  ev.undo = { kind, at: Date.now(), saved, prev };
}

/** Writes one tab (padded over what it held) and fingerprints it for Undo. */
export function writeRole(
  ev: TarotEvent,
  sheet: Sheet,
  role: TarotRole,
  rows: Row[],
  before: { values: unknown[][] },
): void {
  const previous = { rows: before.values.length, cols: Math.max(0, ...before.values.map((r) => r.length)) };
  const width = Math.max(1, previous.cols, ...rows.map((r) => r.length));
  const padded = rows.map((r) => [...r, ...new Array(Math.max(0, width - r.length)).fill("")]);
  writeBlock(sheet, padded, previous.rows, width);
  if (ev.undo) ev.undo.after = { ...ev.undo.after, [role]: fingerprint(rows, []) };
}

export function actionLabel(lang: Lang, u: TarotUndo): string {
  return t(lang, `tarot.action.${u.kind}`);
}
