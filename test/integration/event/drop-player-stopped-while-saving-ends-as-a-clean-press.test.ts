/**
 * Drop a player and reinstate them (Swiss) stopped at each of their changes (a quota, Apps Script's
 * time limit), the settings' save after the Players tab's status included, then pressed again: the
 * tabs and the settings are what one clean press gives, the sidebar's last action is the drop (or
 * the reinstatement), and Undo then puts back the status as after a clean press. Stopped while
 * saving, the press again found the player dropped already and kept the action before as the last
 * one: Undo then took back another action.
 */
import { describe, expect, it } from "vitest";
import { type Event, enterResults, newEvent } from "./helpers";
import { expectEveryStopEndsCleanAndUndoesAsClean, seeded } from "./stopped-and-pressed-again";

/** 7 players, round 1 played; Joueur 0003 dropped when `dropped`. */
function roundOnePlayed(dropped = false): Event {
  const ev = seeded(newEvent({ system: "confrerie", players: 7 }));
  expect(ev.call("arbitreGenerateRound", { expectedRound: 1 }).ok).toBe(true);
  enterResults(ev);
  if (dropped) expect(ev.call("arbitreDropPlayer", { name: "Joueur 0003" }).ok).toBe(true);
  return ev;
}

describe("Drop a player stopped half-way and pressed again ends as a clean press, and so does Undo after it", () => {
  it("dropped, stopped at each of its changes, the settings' save included", () => {
    expect(
      expectEveryStopEndsCleanAndUndoesAsClean(() => roundOnePlayed(), "arbitreDropPlayer", {
        name: "Joueur 0003",
      }),
    ).toBe(2);
  });

  it("reinstated, stopped at each of its changes, the settings' save included", () => {
    expect(
      expectEveryStopEndsCleanAndUndoesAsClean(() => roundOnePlayed(true), "arbitreDropPlayer", {
        name: "Joueur 0003",
        undrop: true,
      }),
    ).toBe(2);
  });
});
