/**
 * A row inserted in the Masters tab (an organiser's everyday gesture, anywhere in the games) leaves
 * the standings one line per player: Update Masters clears the whole standings block, the old one
 * pushed down included, and its Undo puts the tab back exactly as it was before the update.
 */
import { describe, expect, it } from "vitest";
import { circuit2025, type Json } from "./year-2025";

function ok(r: Json): Json {
  expect(r.ok, r.error).toBe(true);
  return r;
}

/** The standings block (columns R–AB from row 5): its rows with a player. */
function standings(c: ReturnType<typeof circuit2025>): unknown[][] {
  return (c.b.standin.values(`'${c.tabs.masters}'!R5:AB200`) as unknown[][]).filter((r) => r[1] !== "");
}

describe("the Masters standings after a row is inserted in the games", () => {
  it.each([[1], [2]])("%i row(s) inserted: 16 players, each once; Undo puts the tab back", (times) => {
    const c = circuit2025();
    ok(c.call("arbitreComputeCircuit", { final: true, year: 2025 }));
    ok(c.call("arbitrePrepareMasters", { year: 2025 }));
    ok(c.call("arbitreUpdateMasters", {}));
    expect(standings(c)).toHaveLength(16);
    const sheet = c.b.standin.spreadsheet.getSheetByName(c.tabs.masters!)!;
    for (let k = 0; k < times; k++) sheet.insertRowBefore(12 + 20 * k);
    // two results typed in the first match's games (rows 5 and 6 are still its tables 1 and 2)
    c.b.standin.write(`'${c.tabs.masters}'!L5`, [
      [7, 5, 1, 0, false],
      [3, 9, 0, 2, false],
    ]);
    const before = JSON.stringify(c.b.standin.values(`'${c.tabs.masters}'!A1:AB200`));
    ok(c.call("arbitreUpdateMasters", {}));
    const rows = standings(c);
    expect(rows).toHaveLength(16);
    expect(new Set(rows.map((r) => r[1])).size).toBe(16);
    ok(c.call("arbitreUndoLastAction", {}));
    expect(JSON.stringify(c.b.standin.values(`'${c.tabs.masters}'!A1:AB200`))).toBe(before);
  });
});
