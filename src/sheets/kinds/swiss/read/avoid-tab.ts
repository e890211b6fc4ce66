/** The pairs-to-avoid tab of an event, read once (read/avoid.ts says what a row may hold). */
import { readGrid, type Spreadsheet } from "../../../gateway/index";
import type { StoredEvent } from "../config";
import { parseAvoid } from "./avoid";
import { playersOf, type Snapshot } from "./index";

/** The event's pairs to avoid: none when it has no such tab (or the organiser deleted it). */
export function readAvoid(ss: Spreadsheet, ev: StoredEvent, snap: Snapshot): [string, string][] {
  if (ev.avoidTab === undefined) return [];
  const sheet = ss.getSheetByName(ev.avoidTab);
  if (sheet === null) return [];
  const g = readGrid(sheet, false);
  return parseAvoid(ev.avoidTab, g.values, playersOf(snap.players), ev.lang, g.shown);
}
