/**
 * What every Swiss action gets and gives back, and the writes several actions share (the Pairings
 * and Match slips tabs, the hidden undo tab).
 */

import type { EventRequest } from "../../../contract/index";
import { ArbitreError } from "../../../engine/core/errors";
import { type Lang, t } from "../../../i18n/index";
import {
  checkTabNameFree,
  cloneEvent,
  pickEvent,
  type Sheet,
  type Spreadsheet,
  type Store,
  sheetOf,
  writeBlock,
} from "../../gateway/index";
import type { KindContext } from "../kind";
import type { StoredEvent } from "./config";
import { roundLabel } from "./labels";
import type { GameRow, Snapshot } from "./read/index";
import { matchSlips, PAIRINGS_WIDTH, pairingsTab, SLIP_WIDTH } from "./tabs";

export { NeedConfirm } from "../kind";

/** What an action runs with: the sidebar's language, the spreadsheet, every stored event. */
export interface Ctx {
  lang: Lang;
  ss: Spreadsheet;
  all: Store<StoredEvent>;
  /** The config's size checked before the first write (KindContext.fits). */
  fits: KindContext["fits"];
}

/** What an action did: its message, the event to save (null: nothing to save), the tabs as now. */
export interface Done {
  message: string;
  event: StoredEvent | null;
  snap: Snapshot | null;
}

export function requireEvent(ctx: Ctx, req: EventRequest | undefined): StoredEvent {
  const ev = pickEvent(ctx.all, req?.eventId);
  if (!ev) throw new ArbitreError("event.none", {});
  return cloneEvent(ev);
}

/** The Pairings and Match slips tabs, looked up before an action writes anything (a deleted tab is refused). */
export interface PairingSheets {
  pairings: Sheet;
  slips: Sheet;
}

export function pairingSheets(ctx: Ctx, ev: StoredEvent): PairingSheets {
  return { pairings: sheetOf(ctx.ss, ev.tabs.pairings), slips: sheetOf(ctx.ss, ev.tabs.slips) };
}

/**
 * Rewrites the Pairings and Match slips tabs (one write each) for the current games; before round 1
 * (the last round taken back), what New event wrote there: no round generated yet.
 */
export function writePairingTabs(ev: StoredEvent, games: GameRow[], sheets: PairingSheets): void {
  if (ev.swiss.length === 0 && ev.topCutStages.length === 0) {
    // as New event left them: the one line in A1, which the next write covers (no rows counted)
    const none = [[t(ev.lang, "event.pairingsEmpty")]];
    writeBlock(sheets.pairings, none, ev.written.pairings, PAIRINGS_WIDTH);
    writeBlock(sheets.slips, none, ev.written.slips, SLIP_WIDTH);
    ev.written.pairings = 0;
    ev.written.slips = 0;
    return;
  }
  // written into tabs: the event's language, not the locale of the moment
  const label = roundLabel(ev.lang, ev);
  const title = t(ev.lang, "event.pairingsTitle", { round: label });
  const pairings = games.length > 0 ? pairingsTab(games, ev.lang, title) : [[title, "", ""]];
  ev.written.pairings = writeBlock(sheets.pairings, pairings, ev.written.pairings, PAIRINGS_WIDTH);
  const slips = matchSlips(games, ev.system, ev.lang, ev.name, label);
  ev.written.slips = writeBlock(sheets.slips, slips, ev.written.slips, SLIP_WIDTH);
}

/** Name of an event's hidden undo tab (holds the previous Public tab). */
export function undoTabName(ev: StoredEvent): string {
  const base = t(ev.lang, "event.undoTab");
  return ev.suffix === "" ? base : `${base} — ${ev.suffix}`;
}

/** The event's hidden undo tab, created (hidden) when missing. */
export function undoSheet(ss: Spreadsheet, ev: StoredEvent, create: boolean): Sheet | null {
  const name = ev.undoTab ?? undoTabName(ev);
  let sheet = ss.getSheetByName(name);
  if (!sheet && create) {
    checkTabNameFree(ss, name);
    sheet = ss.insertSheet(name);
    sheet.hideSheet();
    ev.written.undo = 0;
    ev.written.undoCols = 0;
  }
  if (sheet) ev.undoTab = name;
  return sheet;
}
