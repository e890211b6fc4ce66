/**
 * Close round (Swiss) stopped at each of its changes (a quota, Apps Script's time limit), the
 * settings' save after the Rounds tab's decisions included, then pressed again: the tabs and the
 * settings are what one clean press gives, the sidebar's last action is Close round, and Undo then
 * asks what it asks after a clean press (nothing) and puts back what it puts back. Stopped while
 * saving, the press again found the round closed already and kept Generate round as the last
 * action: Undo then took the whole round back, asking about the results already typed.
 */
import { describe, expect, it } from "vitest";
import { type Event, enterResults, newEvent } from "./helpers";
import { expectEveryStopEndsCleanAndUndoesAsClean, seeded } from "./stopped-and-pressed-again";

/** 8 players, round 1 paired, two of its four tables with a result typed. */
function roundOneHalfPlayed(): Event {
  const ev = seeded(newEvent({ system: "confrerie", players: 8 }));
  expect(ev.call("arbitreGenerateRound", { expectedRound: 1 }).ok).toBe(true);
  enterResults(ev, { skipTables: [2, 4] });
  return ev;
}

describe("Close round stopped half-way and pressed again ends as a clean press, and so does Undo after it", () => {
  it("stopped at each of its changes, the settings' save included", () => {
    expect(
      expectEveryStopEndsCleanAndUndoesAsClean(roundOneHalfPlayed, "arbitreCloseRound", {
        round: 1,
        confirm: true,
      }),
    ).toBe(2);
  });
});
