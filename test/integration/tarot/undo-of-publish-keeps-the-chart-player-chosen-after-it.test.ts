/**
 * Undo of Publish puts back the Public tab only: the player chosen for the chart after Publish (a
 * display choice the undone action did not make) stays the player shown, on the Chart tab and in
 * the sidebar. Undo of Check and compute still puts back the dashboard it changed.
 */
import { describe, expect, it } from "vitest";
import { type Json, newClub } from "./club";

function ok(r: Json): Json {
  expect(r.ok, r.error).toBe(true);
  return r;
}

describe("Undo of the Tarot's Publish", () => {
  it("keeps the chart's player picked after Publish", () => {
    const c = newClub({ players: 6, tournaments: 2, deals: 4, first: "2026-01-07" });
    const computed = ok(c.call("arbitreComputeTarot", {}));
    const first = computed.state.tarot.shown.player as string;
    ok(c.call("arbitrePublish", {}));
    const other = (computed.state.tarot.players as string[]).find((p) => p !== first)!;
    const drawn = ok(c.call("arbitreAct", "tarotChart", { player: other }));
    expect(drawn.state.tarot.shown.player).toBe(other);
    const undone = ok(c.call("arbitreUndoLastAction", { confirm: true }));
    expect(undone.state.tarot.shown.player).toBe(other);
    expect(c.call("arbitreGetState").tarot.shown.player).toBe(other);
  });

  it("Undo of Check and compute still puts back the dashboard it changed", () => {
    const c = newClub({ players: 6, tournaments: 2, deals: 4, first: "2026-01-07" });
    const before = ok(c.call("arbitreComputeTarot", { asOf: "2026-01-07" })).state.tarot.shown;
    ok(c.call("arbitreComputeTarot", { asOf: "" }));
    const undone = ok(c.call("arbitreUndoLastAction", { confirm: true }));
    expect(undone.state.tarot.shown).toEqual(before);
  });
});
