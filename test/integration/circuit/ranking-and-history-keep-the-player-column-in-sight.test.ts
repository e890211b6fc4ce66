/**
 * A season's Ranking and History are wide (a column per tournament, per day): scrolled right, the rank and the
 * player (the Ranking) and the player (the History) stay in sight, frozen as the header rows are. Through the
 * bundle: the tabs as New event makes them, then as Check and compute leaves them.
 */
import { describe, expect, it } from "vitest";
import { circuit2025, type Json } from "./year-2025";

describe("the Ranking and the History keep the player in sight", () => {
  it("their first columns are frozen, and their header rows once computed", () => {
    const c = circuit2025();
    const sheet = (name: string) => c.b.standin.spreadsheet.getSheetByName(name)!;
    const frozen = () => [
      [sheet(c.tabs.ranking!).getFrozenRows(), sheet(c.tabs.ranking!).getFrozenColumns()],
      [sheet(c.tabs.history!).getFrozenRows(), sheet(c.tabs.history!).getFrozenColumns()],
    ];
    expect(frozen()).toEqual([
      [0, 2],
      [0, 1],
    ]);
    const r = c.call("arbitreComputeCircuit", {}) as Json;
    expect(r.ok, r.error).toBe(true);
    expect(frozen()).toEqual([
      [3, 2],
      [1, 1],
    ]);
    expect(c.b.standin.values(`'${c.tabs.ranking}'!B3`)).toEqual([["Joueur"]]);
  });
});
