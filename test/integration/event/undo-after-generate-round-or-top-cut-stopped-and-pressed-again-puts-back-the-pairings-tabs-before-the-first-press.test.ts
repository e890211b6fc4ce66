/**
 * Generate round and Top cut copy the Pairings and Match slips tabs into the hidden undo tab before
 * their first write. Stopped half-way (a quota, the time limit) and pressed again, the action keeps
 * the copy its first press made: Undo then puts those tabs back as they were before the first press,
 * not as the stopped press had half-written them. And an action stopped after its copy, not pressed
 * again, leaves the copy of the action before it whole (the copies lie side by side): Undo takes
 * that one back exactly.
 */
import { describe, expect, it } from "vitest";
import { cellTypes } from "../cell-types";
import { type Event, enterResults, newEvent } from "./helpers";

function pairingTabs(ev: Event): string {
  const t = ev.state().event.tabs;
  return JSON.stringify(cellTypes(ev.b, [t.pairings, t.slips]));
}

/** Two rounds played of four planned, then seven planned: the titles written still say four. */
function twoRoundsThenSeven(ev: Event): void {
  expect(ev.call("arbitreUpdateEvent", { rounds: 4 }).ok).toBe(true);
  for (const round of [1, 2]) {
    expect(ev.call("arbitreGenerateRound", { expectedRound: round }).ok).toBe(true);
    enterResults(ev);
  }
  expect(ev.call("arbitreUpdateEvent", { rounds: 7 }).ok).toBe(true);
}

function stoppedThenAgain(setUp: () => Event, fn: string, req: object): { undone: number } {
  let undone = 0;
  for (let n = 1; ; n++) {
    const ev = setUp();
    const before = pairingTabs(ev);
    ev.b.standin.runtime.failChangeAt(n, n % 2 === 0 ? "quota" : "timeout");
    try {
      ev.call(fn, req);
    } catch {
      // the stop
    }
    const notReached = ev.b.standin.runtime.pendingStop !== null;
    ev.b.standin.runtime.failChangeAt(null);
    if (notReached) break;
    const again = ev.call(fn, req);
    if (!again.ok) continue;
    const r = ev.call("arbitreUndoLastAction", { confirm: true });
    expect(r.ok, `stopped at its change ${n}: ${r.error}`).toBe(true);
    expect(r.message, `stopped at its change ${n}`).toMatch(/^Annulé/);
    expect(pairingTabs(ev), `stopped at its change ${n}, pressed again, then undone`).toBe(before);
    undone++;
  }
  return { undone };
}

describe("Undo after a stop and a press again puts back the Pairings and Match slips tabs before the first press", () => {
  it("Generate round, stopped at each of its changes", () => {
    const { undone } = stoppedThenAgain(
      () => {
        const ev = newEvent({ system: "confrerie", players: 8 });
        twoRoundsThenSeven(ev);
        return ev;
      },
      "arbitreGenerateRound",
      { expectedRound: 3 },
    );
    expect(undone).toBeGreaterThan(5);
  });

  it("Top cut, stopped at each of its changes", () => {
    const { undone } = stoppedThenAgain(
      () => {
        const ev = newEvent({ system: "confrerie", players: 8, topCut: 4 });
        twoRoundsThenSeven(ev);
        expect(ev.call("arbitreUpdateEvent", { rounds: 2 }).ok).toBe(true);
        return ev;
      },
      "arbitreTopCut",
      { expectedStage: 1 },
    );
    expect(undone).toBeGreaterThan(3);
  });
});

describe("An action stopped after its undo copy leaves the copy of the action before it whole", () => {
  it("Publish stopped after its copy: Undo takes back Generate round, the Pairings tabs as before it", () => {
    const ev = newEvent({ system: "confrerie", players: 9 });
    const before = pairingTabs(ev);
    // the first copy in the undo tab: Generate's, from its first column
    expect(ev.call("arbitreGenerateRound", { expectedRound: 1 }).ok).toBe(true);
    // Publish's copy written (its formats, its values), then stopped at the Public tab's write
    ev.b.standin.runtime.failWriteAt(3);
    expect(() => ev.call("arbitrePublish", {})).toThrow(/^Service Spreadsheets failed/);
    expect(ev.state().lastAction.kind).toBe("generateRound");
    const r = ev.call("arbitreUndoLastAction", { confirm: true });
    expect(r.ok, r.error).toBe(true);
    expect(pairingTabs(ev)).toBe(before);
  });

  it("Generate round stopped after its copy: Undo takes back Publish, the Public tab as before it", () => {
    const ev = newEvent({ system: "confrerie", players: 9 });
    expect(ev.call("arbitreGenerateRound", { expectedRound: 1 }).ok).toBe(true);
    expect(ev.call("arbitrePublish", {}).ok).toBe(true);
    enterResults(ev);
    const pub = ev.state().event.tabs.public as string;
    const before = cellTypes(ev.b, [pub]);
    expect(ev.call("arbitrePublish", {}).ok).toBe(true);
    // Generate's copy written (formats, values), then stopped at the round's first write
    ev.b.standin.runtime.failWriteAt(3);
    expect(() => ev.call("arbitreGenerateRound", { expectedRound: 2 })).toThrow(
      /^Service Spreadsheets failed/,
    );
    expect(ev.state().lastAction.kind).toBe("publish");
    const r = ev.call("arbitreUndoLastAction", { confirm: true });
    expect(r.ok, r.error).toBe(true);
    expect(cellTypes(ev.b, [pub])).toEqual(before);
  });
});
