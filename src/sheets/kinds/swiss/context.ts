/**
 * What every Swiss action gets and gives back, and the writes several actions share (the Pairings
 * and Match slips tabs, the hidden undo tab).
 */

import { t } from "../../../i18n/index";
import {
  type JournalHost,
  type Sheet,
  type Spreadsheet,
  sheetOf,
  undoSheet,
  writeBlock,
} from "../../gateway/index";
import { livePageUrl } from "../../live/link";
import { placeLiveQr } from "../../live/qr-image";
import type { KindCtx, Done as KindDone, QrTab } from "../kind";
import type { StoredEvent } from "./config";
import { roundLabel } from "./labels";
import type { GameRow, Snapshot } from "./read/index";
import { matchSlips, PAIRINGS_WIDTH, pairingsTab, SLIP_WIDTH } from "./tabs";

/** What a Swiss action runs with: the sidebar's language, the spreadsheet, every stored event. */
export type Ctx = KindCtx<StoredEvent>;

/** What a Swiss action did: its message, the event to save (null: nothing to save), the tabs as now. */
export type Done = KindDone<StoredEvent, Snapshot>;

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
  placeSwissQr(ev, sheets, livePageUrl(ev.id));
}

/** The printed tabs carrying the live page's QR code: right of what each prints, in row 1. */
export function swissQrTabs(ss: Spreadsheet, ev: StoredEvent): QrTab[] {
  return qrTabsOf({ pairings: sheetOf(ss, ev.tabs.pairings), slips: sheetOf(ss, ev.tabs.slips) });
}

function qrTabsOf(sheets: PairingSheets): QrTab[] {
  return [
    { sheet: sheets.pairings, column: PAIRINGS_WIDTH + 1 },
    { sheet: sheets.slips, column: SLIP_WIDTH + 1 },
  ];
}

/**
 * The live page's QR code over the Pairings and Match slips tabs while the page is on (replacing the
 * one there). While it is off there is none to take away: switching it off took them (src/sheets/live),
 * so a Generate then makes no image call at all.
 */
function placeSwissQr(ev: StoredEvent, sheets: PairingSheets, url: string): void {
  if (url === "") return;
  const description = t(ev.lang, "live.qrAlt");
  for (const tab of qrTabsOf(sheets)) placeLiveQr(tab.sheet, url, tab.column, description);
}

/** Name of an event's hidden undo tab (holds the copies Undo last action puts back). */
export function undoTabName(ev: StoredEvent): string {
  const base = t(ev.lang, "event.undoTab");
  return ev.suffix === "" ? base : `${base} — ${ev.suffix}`;
}

/**
 * The event's hidden undo tab (created hidden when missing, src/sheets/gateway/journal.ts); an
 * event made before it had its own name learns it here.
 */
export function swissUndoSheet(ss: Spreadsheet, ev: StoredEvent): Sheet {
  const undoTab = ev.undoTab ?? undoTabName(ev);
  const sheet = undoSheet(ss, { undoTab, written: ev.written });
  ev.undoTab = undoTab;
  return sheet;
}

/** The event as the undo journal keeps it (gateway/journal.ts): its undo tab named, its places counted from 0. */
export function journalHost(ev: StoredEvent): StoredEvent & JournalHost {
  ev.undoTab = ev.undoTab ?? undoTabName(ev);
  ev.written.undo = ev.written.undo ?? 0;
  ev.written.undoCols = ev.written.undoCols ?? 0;
  return ev as StoredEvent & JournalHost;
}
