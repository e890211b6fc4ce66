/**
 * A ranking shorter than the one before it leaves the Évolution column's format (+2 / −3 / =) on
 * the blank rows below it. Check and compute of a longer ranking writes over those rows; its Undo
 * puts them back with that format, not the automatic one (the random run's seed 11 found it: the
 * undo copy stopped at the last row with content).
 */
import { describe, expect, it } from "vitest";
import { type Federation, type Json, newFederation } from "./federation";

function ok(r: Json): Json {
  expect(r.ok, r.error).toBe(true);
  return r;
}

/**
 * The Ranking tab's number formats, cell by cell, down to row 40 and across to column H (a cell never
 * formatted reads as the automatic format, as Sheets gives it).
 */
function formats(f: Federation): string[] {
  const sheet = f.b.standin.book.sheetByName(f.tabs.ranking!)!;
  const out: string[] = [];
  for (let r = 0; r < 40; r++)
    for (let c = 0; c < 8; c++)
      out.push(`${r + 1}:${c + 1} ${sheet.rows[r]?.[c]?.format ?? "0.###############"}`);
  return out;
}

describe("circuit: Undo after a ranking shorter than the one before", () => {
  it("puts back the Évolution format of the blank rows below the shorter ranking", () => {
    const f = newFederation({ seasons: 1, tournaments: 5, players: 20, pool: 60 });
    ok(f.call("arbitreComputeCircuit", {}));
    // a date before the first tournament: no one ranked, the rows below the header blank
    ok(f.call("arbitreComputeCircuit", { asOf: `${f.lastYear - 1}-12-31` }));
    const before = formats(f);
    expect(before).toContain('5:5 +0;−0;"="');
    ok(f.call("arbitreComputeCircuit", { asOf: "" }));
    ok(f.call("arbitreUndoLastAction", { confirm: true }));
    expect(formats(f)).toEqual(before);
  });
});
