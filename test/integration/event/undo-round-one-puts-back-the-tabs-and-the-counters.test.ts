/**
 * Undo last action of Generate round 1 (Swiss kind) puts the event back as it was before: the
 * Pairings and Match slips tabs say again that no round was generated (not "Ronde 0 sur 3"), every
 * cell as it was (values, types, number formats), and the stored event's counters as they were.
 */
import { describe, expect, it } from "vitest";
import { cellTypes } from "../cell-types";
import { type Event, newEvent } from "./helpers";

/** The stored events (document properties), parsed where they are JSON; no undo record is no undo record. */
function stored(ev: Event): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of ev.b.standin.properties.document.data.entries()) {
    try {
      const value = JSON.parse(v);
      if (value && typeof value === "object" && value.undo === null) delete value.undo;
      // where the undo tab's copies sit is the undo journal's own (the copy Undo used is left there)
      if (value && typeof value === "object" && value.written) {
        delete value.written.undo;
        delete value.written.undoCols;
        delete value.written.undoStart;
      }
      out[k] = value;
    } catch {
      out[k] = v;
    }
  }
  return out;
}

describe("Undo of Generate round 1", () => {
  for (const system of ["confrerie", "dust"] as const)
    it(`${system}: the tabs and the stored event as before round 1`, () => {
      const ev = newEvent({ system, players: 9 });
      const cells = cellTypes(ev.b);
      const config = stored(ev);
      const g = ev.call("arbitreGenerateRound", { expectedRound: 1 });
      expect(g.ok, g.error).toBe(true);
      const r = ev.call("arbitreUndoLastAction", { at: g.state.lastAction.at });
      expect(r.ok, r.error).toBe(true);
      expect(cellTypes(ev.b)).toEqual(cells);
      expect(stored(ev)).toEqual(config);
      expect(r.state.progress.round).toBe(0);
      // and round 1 can be generated again
      expect(ev.call("arbitreGenerateRound", { expectedRound: 1 }).ok).toBe(true);
    });
});
