/** Swapping two players of a round by hand (src/engine/swiss/swap.ts): new tables and what they cause. */
import { describe, expect, it } from "vitest";
import { ArbitreError } from "../../../../src/engine/core/errors";
import { type PastGame, type Seat, swapPlayers } from "../../../../src/engine/swiss/swap";

const round: Seat[] = [
  { a: "Ana", b: "Bea" },
  { a: "Cid", b: "Dom" },
  { a: "Eve", b: null },
];
const past: PastGame[] = [
  { round: 1, a: "Ana", b: "Cid" },
  { round: 1, a: "Bea", b: "Eve" },
  { round: 1, a: "Dom", b: null },
];

describe("swapping two players by hand", () => {
  it("between two tables: each takes the other's seat, both tables are reported changed", () => {
    const o = swapPlayers(round, [], "Bea", "Dom");
    expect(o.tables).toEqual([
      { a: "Ana", b: "Dom" },
      { a: "Cid", b: "Bea" },
      { a: "Eve", b: null },
    ]);
    expect(o.changed).toEqual([0, 1]);
    expect(o.rematches).toEqual([]);
    expect([...o.reasons.values()].map((r) => r.key)).toEqual(["swiss.swap.table", "swiss.swap.table"]);
  });
  it("names are matched as typed by players: spaces and case do not matter", () => {
    expect(swapPlayers(round, [], "  bea ", "DOM").tables[0]).toEqual({ a: "Ana", b: "Dom" });
  });
  it("at the same table: the two seats change sides, one table changed", () => {
    const o = swapPlayers(round, [], "Ana", "Bea");
    expect(o.tables[0]).toEqual({ a: "Bea", b: "Ana" });
    expect(o.changed).toEqual([0]);
  });
  it("with the player who has the bye: the bye changes hands", () => {
    const o = swapPlayers(round, past, "Eve", "Dom");
    expect(o.tables[1]).toEqual({ a: "Cid", b: "Eve" });
    expect(o.tables[2]).toEqual({ a: "Dom", b: null });
    // Dom had the bye in round 1: a second bye is reported, with its round
    expect(o.repeatByes).toEqual([{ name: "Dom", rounds: [1] }]);
    expect(o.reasons.get(2)).toEqual({ key: "swiss.swap.byeAgain", params: { name: "Dom", rounds: "1" } });
  });
  it("a swap that makes two players meet again reports the rematch and its rounds", () => {
    const o = swapPlayers(round, past, "Bea", "Cid");
    expect(o.tables[0]).toEqual({ a: "Ana", b: "Cid" });
    expect(o.rematches).toEqual([{ a: "Ana", b: "Cid", rounds: [1] }]);
    expect(o.reasons.get(0)).toEqual({ key: "swiss.swap.rematch", params: { rounds: "1" } });
    expect(o.reasons.get(1)).toEqual({ key: "swiss.swap.table", params: {} });
  });
  it("swapping back gives the tables before", () => {
    const once = swapPlayers(round, past, "Bea", "Eve");
    expect(swapPlayers(once.tables, past, "Bea", "Eve").tables).toEqual(round);
  });
  it("refuses a player not in the round, and the same player twice", () => {
    const key = (f: () => unknown) => {
      try {
        f();
      } catch (e) {
        return (e as ArbitreError).key;
      }
      return null;
    };
    expect(key(() => swapPlayers(round, [], "Ana", "Zoé"))).toBe("swap.notInRound");
    expect(key(() => swapPlayers(round, [], "Ana", " ana "))).toBe("swap.samePlayer");
    expect(() => swapPlayers(round, [], "Ana", "Zoé")).toThrow(ArbitreError);
  });
});
