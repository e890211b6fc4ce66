/**
 * Update Masters before any game is typed says how many games are entered and nothing of a
 * play-off: the 16 players level on 0 points are not a tie for first place yet. Through the bundle.
 */
import { describe, expect, it } from "vitest";
import { circuit2025, type Json } from "./year-2025";

function ok(r: Json): Json {
  expect(r.ok, r.error).toBe(true);
  return r;
}

describe("Update Masters at 0/120 games", () => {
  it("says no play-off, flags nobody and ranks by the annual ranking", () => {
    const c = circuit2025();
    ok(c.call("arbitreComputeCircuit", { final: true, year: 2025 }));
    ok(c.call("arbitrePrepareMasters", { year: 2025 }));
    const u = ok(c.call("arbitreUpdateMasters", {}));
    expect(u.message).toMatch(/0\/120 parties saisies/);
    expect(u.message).not.toMatch(/barrage/);
    expect(c.call("arbitreGetState").circuit.masters.playoff).toEqual([]);
    const block = (c.b.standin.values(`'${c.tabs.masters}'!R5:AB20`) as unknown[][]).map((r) => [
      r[0],
      r[10],
    ]);
    expect(block).toEqual(Array.from({ length: 16 }, (_, i) => [i + 1, ""]));
  });
});
