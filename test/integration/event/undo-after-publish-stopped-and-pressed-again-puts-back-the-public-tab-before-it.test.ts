/**
 * Publish (Swiss kind) stopped half-way (a quota, the time limit) and pressed again keeps the undo
 * copy its first press made: Undo then puts back the Public tab as it was before the first press,
 * not as the stopped press had half-written it.
 */
import { describe, expect, it } from "vitest";
import { cellTypes } from "../cell-types";
import { enterResults, newEvent } from "./helpers";

describe("Undo after Publish stopped and pressed again puts back the Public tab as before the first press", () => {
  it("stopped at each of its changes (a quota and the time limit in turn)", () => {
    let undone = 0;
    for (let n = 1; ; n++) {
      const ev = newEvent({ system: "confrerie", players: 9 });
      expect(ev.call("arbitreGenerateRound", { expectedRound: 1 }).ok).toBe(true);
      expect(ev.call("arbitrePublish", {}).ok).toBe(true);
      enterResults(ev);
      const pub = ev.state().event.tabs.public as string;
      const before = cellTypes(ev.b, [pub]);
      ev.b.standin.runtime.failChangeAt(n, n % 2 === 0 ? "quota" : "timeout");
      try {
        ev.call("arbitrePublish", {});
      } catch {
        // the stop
      }
      const notReached = ev.b.standin.runtime.pendingStop !== null;
      ev.b.standin.runtime.failChangeAt(null);
      if (notReached) break;
      const again = ev.call("arbitrePublish", {});
      if (!again.ok) continue;
      const r = ev.call("arbitreUndoLastAction", {});
      expect(r.ok, `stopped at its change ${n}: ${r.error}`).toBe(true);
      expect(cellTypes(ev.b, [pub]), `stopped at its change ${n}, pressed again, then undone`).toEqual(
        before,
      );
      undone++;
    }
    expect(undone).toBeGreaterThan(3);
  });
});
