/**
 * Close round and Drop a player save their settings, their undo record with them, just before their
 * one write. Stopped at that write by Apps Script's time limit, the write is not made; the sidebar
 * then offers to undo the action, and the organiser may press Undo instead of pressing the action
 * again: Undo has nothing to put back, writes nothing and is done, instead of being refused as if
 * the double losses or the status had been changed by hand since.
 */
import { describe, expect, it } from "vitest";
import { type Event, enterResults, newEvent, tabs } from "./helpers";

/** 8 players, round 1 paired, tables 2 and 4 without a result. */
function roundOneHalfPlayed(): Event {
  const ev = newEvent({ system: "confrerie", players: 8 });
  expect(ev.call("arbitreGenerateRound", { expectedRound: 1 }).ok).toBe(true);
  enterResults(ev, { skipTables: [2, 4] });
  return ev;
}

/** The action stopped at its last change (its one write) by the time limit. */
function stoppedAtItsWrite(ev: Event, fn: string, req: unknown): void {
  ev.b.standin.runtime.failChangeAt(2, "timeout");
  expect(() => ev.call(fn, req)).toThrow(/^Exceeded maximum execution time/);
  expect(ev.b.standin.runtime.stoppedAt).not.toMatch(/^Properties/);
  ev.b.standin.runtime.failChangeAt(null);
}

describe("Undo of an action stopped before its write puts back nothing and is done", () => {
  it("Close round: the round is still to close", () => {
    const ev = roundOneHalfPlayed();
    const before = tabs(ev);
    stoppedAtItsWrite(ev, "arbitreCloseRound", { round: 1, confirm: true });
    expect(tabs(ev)).toBe(before);
    const st = ev.state();
    expect(st.lastAction.label).toBe("Clore la ronde 1 (2 doubles défaites)");
    const u = ev.call("arbitreUndoLastAction", { at: st.lastAction.at });
    expect(u.error).toBeUndefined();
    expect(u.ok).toBe(true);
    expect(tabs(ev)).toBe(before);
    expect(u.state.progress.missingTables).toEqual([2, 4]);
    expect(ev.call("arbitreCloseRound", { round: 1, confirm: true }).ok).toBe(true);
  });

  it("Drop a player: the player is still in", () => {
    const ev = roundOneHalfPlayed();
    const before = tabs(ev);
    stoppedAtItsWrite(ev, "arbitreDropPlayer", { name: "Joueur 0003" });
    expect(tabs(ev)).toBe(before);
    const st = ev.state();
    expect(st.lastAction.label).toBe("Retirer Joueur 0003");
    const u = ev.call("arbitreUndoLastAction", { at: st.lastAction.at });
    expect(u.error).toBeUndefined();
    expect(u.ok).toBe(true);
    expect(tabs(ev)).toBe(before);
    const again = ev.call("arbitreDropPlayer", { name: "Joueur 0003" });
    expect(again.message).toMatch(/^Retrait de Joueur 0003 enregistré/);
    expect(tabs(ev)).not.toBe(before);
  });
});
