/**
 * Undo last action (Tarot, circuit, league: the tabs put back from the undo tab) stopped half-way by
 * a quota or the time limit, at each of its changes, then pressed again: it asks nothing a clean
 * Undo does not ask, and ends as one Undo. The tabs it had begun to put back differed from what the
 * action wrote, and the press again asked to confirm losing them.
 */
import { describe, expect, it } from "vitest";
import { expectEveryStopEndsClean, seeded } from "../event/stopped-and-pressed-again";
import { newLeague, ok } from "../league/helpers";
import { newClub } from "./club";

describe("Undo stopped half-way asks nothing when pressed again", () => {
  it("Tarot: Undo of Check and compute, then of Publish", () => {
    const computed = () => {
      const c = seeded(newClub({ players: 5, tournaments: 3, deals: 24, first: "2026-01-07" }));
      expect(c.call("arbitreComputeTarot", {}).ok).toBe(true);
      return c;
    };
    expect(expectEveryStopEndsClean(computed, "arbitreUndoLastAction", {})).toBeGreaterThan(2);
    const published = () => {
      const c = computed();
      expect(c.call("arbitrePublish", {}).ok).toBe(true);
      return c;
    };
    expect(expectEveryStopEndsClean(published, "arbitreUndoLastAction", {})).toBeGreaterThan(0);
  });

  it("league: Undo of Generate calendar", () => {
    const calendar = () => {
      const l = seeded(newLeague({ seed: 7 }));
      ok(l.call("arbitreGenerateCalendar", {}));
      return l;
    };
    expect(expectEveryStopEndsClean(calendar, "arbitreUndoLastAction", {})).toBeGreaterThan(2);
  });
});
