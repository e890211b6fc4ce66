/**
 * The undo copy of Check and compute keeps what each computed tab holds at its cheapest: a tab whose
 * cells are all in the automatic number format and hold no formula is copied without its formats
 * cell by cell, and Undo reads neither its formats nor its formulas back. A tab where the organiser
 * typed a formula, a date or a percentage beside the ranking is copied with them, and Undo puts each
 * back as it was. A copy recorded before these marks existed (no marks at all) is put back the same.
 */
import { describe, expect, it } from "vitest";
import { cellTypes, typeBeside } from "../cell-types";
import { type Federation, type Json, newFederation } from "./federation";

function ok(r: Json): Json {
  expect(r.ok, r.error).toBe(true);
  return r;
}

/** The stored config holding the circuit's undo record, and its key. */
function undoRecord(f: Federation): { key: string; saved: Json[] } {
  for (const [key, value] of f.b.standin.properties.document.data) {
    const parsed = JSON.parse(String(value)) as Json;
    if (parsed?.undo?.saved) return { key, saved: parsed.undo.saved as Json[] };
  }
  throw new Error("no undo record");
}

function computedTwice(): { f: Federation; before: Record<string, string[]> } {
  const f = newFederation({ seasons: 1, tournaments: 5, players: 20, pool: 60 });
  ok(f.call("arbitreComputeCircuit", {}));
  // beside the History: a formula, a date and time, "1984" as text, 1.5, 12,5 %, a boolean
  typeBeside(f.b, f.tabs.history!);
  const history = f.b.standin.book.sheetByName(f.tabs.history!)!;
  f.b.standin.write(`'${f.tabs.history}'!A${history.lastRow() + 2}`, [["=1+1"]]);
  const before = cellTypes(f.b);
  ok(f.call("arbitreComputeCircuit", {}));
  return { f, before };
}

describe("circuit: the undo copy of the computed tabs", () => {
  it("marks the tabs all automatic and without formulas, and not the one where the organiser typed", () => {
    const { f } = computedTwice();
    const saved = Object.fromEntries(undoRecord(f).saved.map((s) => [s.role, s]));
    expect(saved.seeds).toMatchObject({ automatic: true, formulas: false });
    expect(saved.history!.automatic).toBeUndefined();
    expect(saved.history!.formulas).toBeUndefined();
    // the Ranking's change column has its own format (+2 / −3 / =)
    expect(saved.ranking!.automatic).toBeUndefined();
  });

  it("Undo puts back the formula, the date, the text and the percentage typed in the History", () => {
    const { f, before } = computedTwice();
    ok(f.call("arbitreUndoLastAction", { confirm: true }));
    expect(cellTypes(f.b)).toEqual(before);
  });

  it("a copy recorded without the marks (an older version) is put back the same", () => {
    const { f, before } = computedTwice();
    const { key } = undoRecord(f);
    const data = f.b.standin.properties.document.data;
    const stored = String(data.get(key));
    const older = stored.replace(/,"automatic":true/g, "").replace(/,"formulas":false/g, "");
    expect(older).not.toBe(stored);
    data.set(key, older);
    ok(f.call("arbitreUndoLastAction", { confirm: true }));
    expect(cellTypes(f.b)).toEqual(before);
  });
});
