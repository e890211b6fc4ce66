/**
 * Swap players stopped half-way by a quota or the time limit, at each of its changes, then pressed
 * again: the two players end swapped once, as one press leaves them. Stopped between its two name
 * cells, a player showed twice in the round and the press again was refused; stopped after them,
 * the press again swapped the two players back.
 */
import { describe, expect, it } from "vitest";
import { type Event, enterResults, newEvent } from "./helpers";
import { endState, expectEveryStopEndsClean, seeded } from "./stopped-and-pressed-again";

/** 7 players, round 1 played, round 2 paired (3 tables and a bye). */
function roundTwo(): Event {
  const ev = seeded(newEvent({ system: "confrerie", players: 7 }));
  expect(ev.call("arbitreGenerateRound", { expectedRound: 1 }).ok).toBe(true);
  enterResults(ev);
  expect(ev.call("arbitreGenerateRound", { expectedRound: 2 }).ok).toBe(true);
  return ev;
}

/** The players of two different tables of round 2 (or of a table and the bye, with `bye`). */
function twoTables(ev: Event, bye: boolean): [string, string] {
  const tables = ev.state().progress.tables as { a: string; b: string }[];
  const games = tables.filter((g) => g.b !== "");
  const lone = tables.find((g) => g.b === "")!;
  return bye ? [games[0]!.a, lone.a] : [games[0]!.a, games[1]!.b];
}

describe("Swap players stopped half-way and pressed again swaps once", () => {
  for (const bye of [false, true])
    it(`two players of ${bye ? "a table and the bye" : "two tables"}: swapped once, at every stop`, () => {
      const [a, b] = twoTables(roundTwo(), bye);
      const req = { a, b, round: 2, confirm: true };
      expect(expectEveryStopEndsClean(roundTwo, "arbitreSwapPlayers", req)).toBeGreaterThan(3);
    });

  it("stopped between its two tables, then another swap pressed: both swaps done, as two clean presses leave them", () => {
    const [a, b] = twoTables(roundTwo(), false);
    const tables = roundTwo().state().progress.tables as { a: string; b: string }[];
    const [c, d] = [tables[2]!.a, tables[2]!.b];
    const clean = roundTwo();
    expect(clean.call("arbitreSwapPlayers", { a, b, round: 2, confirm: true }).ok).toBe(true);
    expect(clean.call("arbitreSwapPlayers", { a: c, b: d, round: 2, confirm: true }).ok).toBe(true);
    const ev = roundTwo();
    // its changes: the undo copy of Pairings and Match slips (their formats, their values, the
    // copy's mark saved), the marker saved, then each table's cells: the 6th falls between them
    ev.b.standin.runtime.failChangeAt(6, "timeout");
    expect(() => ev.call("arbitreSwapPlayers", { a, b, round: 2, confirm: true })).toThrow(
      /^Exceeded maximum execution time/,
    );
    ev.b.standin.runtime.failChangeAt(null);
    const other = ev.call("arbitreSwapPlayers", { a: c, b: d, round: 2, confirm: true });
    expect(other.error).toBeUndefined();
    expect(other.message).toContain(c);
    expect(endState(ev)).toBe(endState(clean));
  });
});
