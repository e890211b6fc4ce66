/**
 * Undo last action in a season circuit puts back each cell as it was: numbers, text, the Masters'
 * checkboxes and what the organiser typed beside the tabs (a date and time, "1984" as text, 1.5,
 * 12.5 %) with their types and number formats (the change of rank's +2 / −3 / = format), after
 * every action in turn, each undone then done again.
 */
import { describe, expect, it } from "vitest";
import { cellTypes, typeBeside } from "../cell-types";
import { type Json, mastersGames, newFederation } from "./federation";

function ok(r: Json): Json {
  expect(r.ok, r.error).toBe(true);
  return r;
}

describe("circuit: Undo puts back values with their types and number formats", () => {
  it("Check and compute, Publish, compute at a date and at year-end, Prepare and Update Masters", () => {
    const f = newFederation({ seasons: 1, tournaments: 5, players: 20, pool: 60 });
    const steps: [string, object][] = [
      ["arbitreComputeCircuit", {}],
      ["arbitrePublish", {}],
      ["arbitreComputeCircuit", { asOf: `${f.lastYear}-06-30` }],
      ["arbitrePublish", {}],
      ["arbitreComputeCircuit", { final: true, year: f.lastYear }],
      ["arbitrePrepareMasters", { year: f.lastYear }],
      ["arbitreUpdateMasters", {}],
      ["arbitrePublish", {}],
      ["arbitreComputeCircuit", {}],
    ];
    for (const [action, req] of steps) {
      if (action === "arbitreUpdateMasters") f.b.standin.write(`'${f.tabs.masters}'!L5`, mastersGames());
      for (const role of ["ranking", "public", "masters"])
        if (f.b.standin.book.sheetByName(f.tabs[role]!)!.lastRow() > 1) typeBeside(f.b, f.tabs[role]!);
      const before = cellTypes(f.b);
      ok(f.call(action, req));
      ok(f.call("arbitreUndoLastAction", { confirm: true }));
      expect({ action, req, cells: cellTypes(f.b) }).toEqual({ action, req, cells: before });
      ok(f.call(action, req));
    }
    expect(f.call("arbitreGetState").messages).toEqual([]);
  });
});
