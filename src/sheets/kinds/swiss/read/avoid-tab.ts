/** The pairs-to-avoid tab of an event, read once with the others (read/avoid.ts says what a row may hold). */
import { ArbitreError } from "../../../../engine/core/errors";
import { readGrid, type Spreadsheet } from "../../../gateway/index";
import type { StoredEvent } from "../config";
import { parseAvoid } from "./avoid";
import type { PlayerRow } from "./players";

/**
 * The event's pairs to avoid, or what is wrong in their tab (kept, not thrown: it stops Generate
 * round only, every other action goes on); null when the event has no such tab or it was deleted.
 */
export function readAvoid(
  ss: Spreadsheet,
  ev: StoredEvent,
  players: PlayerRow[],
): { pairs: [string, string][] } | { error: ArbitreError } | null {
  if (ev.avoidTab === undefined) return null;
  const sheet = ss.getSheetByName(ev.avoidTab);
  if (sheet === null) return null;
  const g = readGrid(sheet, false);
  const byKey = new Map(players.map((p) => [p.key, p]));
  try {
    return { pairs: parseAvoid(ev.avoidTab, g.values, byKey, ev.lang, g.shown) };
  } catch (e) {
    if (e instanceof ArbitreError) return { error: e };
    throw e;
  }
}
