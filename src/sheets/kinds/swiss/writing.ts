/**
 * A Swiss round being written. Generate round saves `ev.writing` (the round, its first row, its
 * pairing seed) before its first write, and its config saved at the end no longer has it: a round
 * stopped half-way by a service failure (a quota, a timeout) leaves the marker, and its rows in the
 * Rounds tab are not the event's yet. The reading leaves them out (they are no round the config
 * knows); Generate round writes the round again from its first row with the same seed (the same
 * pairing when nothing changed meanwhile); Undo last round clears them with the round it takes back.
 */

import type { Grid, Shown } from "../../gateway/index";
import type { StoredEvent } from "./config";

/** The marker, when it is the round Generate round writes next (else none: a stale marker). */
export function roundBeingWritten(ev: StoredEvent): StoredEvent["writing"] {
  const w = ev.writing;
  return w && w.round === ev.swiss.length + 1 ? w : undefined;
}

/** The Rounds tab as read without the rows of a round being written (from its first row). */
export function withoutRoundBeingWritten<G extends { values: Grid; formulas: Grid | null; shown: Shown }>(
  ev: StoredEvent,
  r: G,
): G {
  const w = roundBeingWritten(ev);
  if (!w || r.values.length < w.row) return r;
  const n = w.row - 1;
  // its first row holds its round (or nothing yet); else rows were moved since: read as they are
  const first = r.values[n]?.[0];
  if (first !== "" && first !== null && first !== undefined && Number(first) !== w.round) return r;
  return { ...r, values: r.values.slice(0, n), formulas: r.formulas ? r.formulas.slice(0, n) : null };
}
