/**
 * The hidden undo tab keeps an action's copy beside the previous action's (the copies take turns): Undo
 * reads back the columns and rows of the copy it puts back, not the whole tab (at a federation's size
 * the whole tab is several times the copy).
 */
import { describe, expect, it } from "vitest";
import { newFederation } from "./federation";

describe("Undo of a circuit action", () => {
  it("reads from the undo tab only the copy it puts back", () => {
    const f = newFederation({ seasons: 1, tournaments: 5, players: 20, pool: 60 });
    expect(f.call("arbitreComputeCircuit", {}).ok).toBe(true);
    expect(f.call("arbitrePublish", {}).ok).toBe(true);
    const undoTab = f.b.standin.book.sheets.find((s) => s.hidden && /annulation/.test(s.name))!.name;
    // the compute's copy (Ranking, Seeds, History) is in the first columns, the publish's beside it
    const whole = f.b.standin.values(`'${undoTab}'!A1:A3`);
    expect(whole.flat().some((v) => v !== "")).toBe(true);
    f.b.counter.reset();
    const r = f.call("arbitreUndoLastAction", { confirm: true });
    expect(r.ok).toBe(true);
    const reads = f.b.counter.calls.filter((c) => c.sheet === undoTab && c.key === "Range.getValues");
    expect(reads).toHaveLength(1);
    // the publish's copy only: it does not start at column A, where the compute's copy is
    expect(reads[0]!.range).not.toMatch(/^A1:/);
  });
});
