/**
 * A Swiss round being written. Generate round saves `ev.writing` (the round, its first row, its
 * pairing seed) before its first write, and its config saved at the end no longer has it: a round
 * stopped half-way by a service failure (a quota, a timeout) leaves the marker, and its rows in the
 * Rounds tab are not the event's yet. The reading leaves them out (they are no round the config
 * knows); Generate round writes the round again from its first row with the same seed (the same
 * pairing when nothing changed meanwhile); Undo last round clears them with the round it takes back.
 *
 * The same for a round being taken back (`ev.removing`, saved by Undo before its first write): its
 * rows half cleared are not read, and Undo pressed again clears them and finishes; and for the name
 * cells Swap players or its undo is writing (`ev.seating`): read as they will be, written again.
 */

import type { Grid, Shown } from "../../gateway/index";
import type { StoredEvent } from "./config";
import { roundsLayout } from "./schema";

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

/** The marker of a round (or top-cut stage) being taken back, when it is the last one (else none). */
export function roundBeingRemoved(ev: StoredEvent, top: boolean): StoredEvent["removing"] {
  const w = ev.removing;
  if (!w || (w.top === true) !== top) return undefined;
  const last = top ? ev.topCutStages.length : ev.topCutStages.length === 0 ? ev.swiss.length : 0;
  return w.round === last ? w : undefined;
}

/**
 * A tab as read without the rows of the round (or stage) being taken back, and the rounds it then
 * holds: `expected` (the event's rounds, or those before the one taken back).
 */
export function withoutRoundBeingRemoved<G extends { values: Grid; formulas: Grid | null }, E>(
  ev: StoredEvent,
  top: boolean,
  r: G,
  expected: E[],
): { read: G; expected: E[] } {
  const w = roundBeingRemoved(ev, top);
  if (!w) return { read: r, expected };
  const n = w.row - 1;
  // its first row holds its round (or nothing: cleared); else rows were moved since: read as they are
  const first = r.values[n]?.[0];
  if (first !== "" && first !== null && first !== undefined && Number(first) !== w.round)
    return { read: r, expected };
  return {
    read: { ...r, values: r.values.slice(0, n), formulas: r.formulas ? r.formulas.slice(0, n) : null },
    expected: expected.slice(0, w.round - 1),
  };
}

/** The marker of the name cells being written, when it is the current Swiss round's (else none). */
export function seatsBeingWritten(ev: StoredEvent): StoredEvent["seating"] {
  const w = ev.seating;
  return w && ev.topCutStages.length === 0 && w.round === ev.swiss.length ? w : undefined;
}

/** The Rounds tab as read with the name cells (and reasons) being written as they will be. */
export function withSeatsBeingWritten<G extends { values: Grid }>(ev: StoredEvent, r: G): G {
  const w = seatsBeingWritten(ev);
  if (!w) return r;
  const layout = roundsLayout(ev.system);
  const values = r.values.map((row) => row.slice());
  for (const s of w.rows) {
    const row = values[s.row - 1];
    if (!row) continue;
    row[layout.a] = s.a;
    if (s.b !== null) row[layout.a + 1] = s.b;
    if (ev.reasons === true && row.length > layout.width) row[layout.width] = s.why;
  }
  return { ...r, values };
}
