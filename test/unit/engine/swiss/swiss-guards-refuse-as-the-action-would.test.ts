/** The guards of a Swiss event (src/engine/swiss/event.ts): one answer for the button and the action. */
import { describe, expect, it } from "vitest";
import {
  canClose,
  canGenerate,
  canPublish,
  canTime,
  canTopCut,
  canUndoRound,
  eventOver,
  phaseOf,
  type SwissFacts,
  soleUndefeated,
} from "../../../../src/engine/swiss/event";

const facts = (over: Partial<SwissFacts> = {}): SwissFacts => ({
  round: 2,
  planned: 4,
  stage: 0,
  topCut: 0,
  finished: false,
  active: 8,
  swissMissing: [],
  stageMissing: [],
  roundStarted: false,
  early: null,
  playersTab: "Joueurs",
  published: 0,
  publicMissing: null,
  tabsMissing: {},
  problem: null,
  ...over,
});

describe("a problem found in the tabs refuses the next round or stage, as the action would", () => {
  const problem = {
    key: "event.why.earlierOneMissing",
    params: { round: 1, tables: "3" },
    at: { tab: "Rondes" },
  };
  it("Generate round says it once the current round is complete", () => {
    expect(canGenerate(facts({ problem }))).toEqual(problem);
    // the current round's own missing results come first
    expect(canGenerate(facts({ problem, swissMissing: [2] }))?.key).toBe("event.why.oneMissing");
  });
  it("the top cut says it, at its start and between stages", () => {
    const done = { round: 4, planned: 4, topCut: 4 };
    expect(canTopCut(facts({ ...done, problem }))).toEqual(problem);
    expect(canTopCut(facts({ ...done, stage: 1, problem }))).toEqual(problem);
  });
  it("Publish says it only once the final ranking is written (it computes that ranking again)", () => {
    expect(canPublish(facts({ problem }))).toBeNull();
    expect(canPublish(facts({ problem, finished: true }))).toEqual(problem);
  });
  it("the top cut needs as many active players as its size", () => {
    expect(canTopCut(facts({ round: 4, planned: 4, topCut: 8, active: 4 }))).toEqual({
      key: "event.topCutTooFew",
      params: { size: 8, count: 4 },
    });
    expect(canTopCut(facts({ round: 4, planned: 4, topCut: 8, active: 8 }))).toBeNull();
  });
});

describe("Generate round", () => {
  it("may run between rounds; refuses a round still missing results, naming the tables", () => {
    expect(canGenerate(facts())).toBeNull();
    expect(canGenerate(facts({ swissMissing: [7, 3] }))).toEqual({
      key: "event.why.missing",
      params: { count: 2, tables: "3, 7" },
    });
  });
  it("during the last planned round: 'round 4 is the last one', not 'all 4 rounds have been played'", () => {
    expect(canGenerate(facts({ round: 4, swissMissing: [2] }))).toEqual({
      key: "event.why.lastRound",
      params: { round: 4, rounds: 4 },
    });
    expect(canGenerate(facts({ round: 4 }))).toEqual({ key: "event.why.allRounds", params: { rounds: 4 } });
  });
  it("the request's counter: a double click is 'already generated', a skipped round is stale", () => {
    expect(canGenerate(facts(), 3)).toBeNull();
    expect(canGenerate(facts(), 2)?.key).toBe("event.alreadyGenerated");
    expect(canGenerate(facts(), 5)?.key).toBe("event.stale");
    expect(canGenerate(facts(), null)?.key).toBe("event.badRequest");
  });
  it("the Dust early end and the top cut stop it", () => {
    expect(canGenerate(facts({ early: { winner: "Léa" } }))).toEqual({
      key: "event.why.endedEarlyWinner",
      params: { name: "Léa" },
    });
    expect(canGenerate(facts({ stage: 1, topCut: 4 }))?.key).toBe("event.why.swissOver");
  });
});

describe("the other buttons", () => {
  it("Close round: nothing to close once every result is in; stale round refused", () => {
    expect(canClose(facts({ swissMissing: [1] }))).toBeNull();
    expect(canClose(facts())?.key).toBe("event.why.allIn");
    expect(canClose(facts({ swissMissing: [1] }), 1)?.key).toBe("event.staleClose");
  });
  it("Top cut: only after the last Swiss round is complete", () => {
    expect(canTopCut(facts({ topCut: 4 }))?.key).toBe("event.why.swissNotOver");
    expect(canTopCut(facts({ topCut: 4, round: 4 }))).toBeNull();
    expect(canTopCut(facts({ topCut: 4, round: 4, swissMissing: [2] }))?.key).toBe("event.why.oneMissing");
  });
  it("Undo last round: what the request undoes must still be what is there", () => {
    expect(canUndoRound(facts(), 2, "round")).toBeNull();
    expect(canUndoRound(facts(), 2, "stage")?.key).toBe("event.undo.stale");
    expect(canUndoRound(facts({ round: 0 }))?.key).toBe("event.why.noRound");
  });
  it("Publish and the timer need the Public tab; a second Publish from the same state is refused", () => {
    expect(canPublish(facts(), 1)).toBeNull();
    expect(canPublish(facts({ published: 1 }), 1)?.key).toBe("event.alreadyPublished");
    expect(canPublish(facts({ publicMissing: "Public" }))).toEqual({
      key: "event.tabMissing",
      params: { tab: "Public" },
    });
    expect(canTime("idle", "start", false, "Public")?.key).toBe("event.tabMissing");
    expect(canTime("idle", "start", true)?.key).toBe("event.why.finished");
    expect(canTime("running", "pause")).toBeNull();
    expect(canTime("idle", "reset")?.key).toBe("event.why.timerIdle");
  });
  it("the phase and the end of the event", () => {
    expect(phaseOf(facts({ round: 0 }))).toBe("registration");
    expect(phaseOf(facts())).toBe("swiss");
    expect(phaseOf(facts({ round: 4 }))).toBe("finished");
    expect(eventOver(facts({ round: 4, topCut: 4 }))).toBe(false);
  });
});

describe("Dust early end: only entrants still in the event, who have played", () => {
  const rows = [
    { key: "a", rounds: 2, losses: 0 },
    { key: "b", rounds: 2, losses: 0 },
    { key: "c", rounds: 0, losses: 0 },
  ];
  it("two undefeated: no end; one of them dropped: the other wins; no game yet does not count", () => {
    expect(soleUndefeated(rows, () => false)).toBeNull();
    expect(soleUndefeated(rows, (k) => k === "b")?.key).toBe("a");
  });
});
