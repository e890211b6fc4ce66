/**
 * Undo last round and Undo last action (Swiss) stopped half-way by a quota or the time limit, at each
 * of their changes, then pressed again: the spreadsheet ends as one Undo leaves it. A Rounds tab half
 * cleared read as rows deleted by hand, and the press again was refused; a swap half put back was a
 * player twice in the round.
 */
import { describe, expect, it } from "vitest";
import { type Event, enterResults, newEvent } from "./helpers";
import { expectEveryStopEndsClean, seeded } from "./stopped-and-pressed-again";

/** 7 players, round 1 played, round 2 paired (3 tables and a bye), a result of round 2 typed when `typed`. */
function roundTwo(typed = false): Event {
  const ev = seeded(newEvent({ system: "confrerie", players: 7 }));
  expect(ev.call("arbitreGenerateRound", { expectedRound: 1 }).ok).toBe(true);
  enterResults(ev);
  expect(ev.call("arbitreGenerateRound", { expectedRound: 2 }).ok).toBe(true);
  if (typed) enterResults(ev, { skipTables: [2, 3] });
  return ev;
}

/** Round 2 with two of its players swapped by hand. */
function swapped(): Event {
  const ev = roundTwo();
  const r = ev.call("arbitreSwapPlayers", { a: "Joueur 0001", b: "Joueur 0002", round: 2, confirm: true });
  expect(r.ok, r.error).toBe(true);
  return ev;
}

/** 4 players, one round, the top cut's final paired and its result typed. */
function finalPaired(): Event {
  const ev = seeded(newEvent({ system: "confrerie", players: 4, topCut: 2 }));
  ev.call("arbitreUpdateEvent", { rounds: 1 });
  expect(ev.call("arbitreGenerateRound", { expectedRound: 1 }).ok).toBe(true);
  enterResults(ev);
  expect(ev.call("arbitreTopCut", { expectedStage: 1 }).ok).toBe(true);
  enterResults(ev);
  return ev;
}

describe("Undo stopped half-way and pressed again ends as one Undo", () => {
  it("Undo last round: round 2 taken back once, at every stop", () => {
    expect(expectEveryStopEndsClean(roundTwo, "arbitreUndoLastRound", { round: 2 })).toBeGreaterThan(3);
  });

  it("Undo last round of a round with a result typed: the question answered once is not asked again", () => {
    const typed = () => roundTwo(true);
    expect(
      expectEveryStopEndsClean(typed, "arbitreUndoLastRound", { round: 2, confirm: true }),
    ).toBeGreaterThan(3);
  });

  it("Undo last action of Generate round: round 2 taken back once, at every stop", () => {
    expect(expectEveryStopEndsClean(roundTwo, "arbitreUndoLastAction", {})).toBeGreaterThan(3);
  });

  it("Undo last action of Swap players: the two players swapped back once, at every stop", () => {
    expect(expectEveryStopEndsClean(swapped, "arbitreUndoLastAction", {})).toBeGreaterThan(2);
  });

  it("Undo last round of a top-cut stage with its result typed: the stage taken back once, at every stop", () => {
    expect(
      expectEveryStopEndsClean(finalPaired, "arbitreUndoLastRound", {
        round: 1,
        what: "stage",
        confirm: true,
      }),
    ).toBeGreaterThan(2);
  });
});
