/**
 * A tab written shorter than the time before keeps, on the blank rows below it, the number format
 * the longer one had there (the circuit's Évolution +2 / −3 / =, the Tarot's one decimal). The next
 * action writes a longer tab over those rows; its Undo puts them back with that format, not the
 * automatic one: the undo copy covers the rows the action writes, not only the tab's content (the
 * random run's seed 11 found it on the circuit's Ranking tab: the copy stopped at the last row with
 * content).
 */
import { describe, expect, it } from "vitest";
import { newFederation } from "./circuit/federation";
import { newClub } from "./tarot/club";

// biome-ignore lint/suspicious/noExplicitAny: answers are plain JSON from the bundle.
type Json = any;

function ok(r: Json): Json {
  expect(r.ok, r.error).toBe(true);
  return r;
}

/**
 * A tab's number formats, cell by cell, down to row 60 and across to column N (a cell never
 * formatted reads as the automatic format, as Sheets gives it).
 */
function formats(b: { standin: { book: { sheetByName(n: string): Json } } }, tab: string): string[] {
  const sheet = b.standin.book.sheetByName(tab)!;
  const out: string[] = [];
  for (let r = 0; r < 60; r++)
    for (let c = 0; c < 14; c++)
      out.push(`${r + 1}:${c + 1} ${sheet.rows[r]?.[c]?.format ?? "0.###############"}`);
  return out;
}

describe("Undo after a tab shorter than the one before", () => {
  it("circuit Check and compute: the Ranking's Évolution format below a shorter ranking", () => {
    const f = newFederation({ seasons: 1, tournaments: 5, players: 20, pool: 60 });
    ok(f.call("arbitreComputeCircuit", {}));
    // a date before the first tournament: no one ranked, the rows below the header blank
    ok(f.call("arbitreComputeCircuit", { asOf: `${f.lastYear - 1}-12-31` }));
    const before = formats(f.b, f.tabs.ranking!);
    expect(before).toContain('5:5 +0;−0;"="');
    ok(f.call("arbitreComputeCircuit", { asOf: "" }));
    ok(f.call("arbitreUndoLastAction", { confirm: true }));
    expect(formats(f.b, f.tabs.ranking!)).toEqual(before);
  });

  it("circuit Publish: the Public tab's formats below a shorter ranking", () => {
    const f = newFederation({ seasons: 1, tournaments: 5, players: 20, pool: 60 });
    ok(f.call("arbitreComputeCircuit", {}));
    ok(f.call("arbitrePublish", {}));
    // a date before the first tournament: no one ranked, a short Public tab
    ok(f.call("arbitreComputeCircuit", { asOf: `${f.lastYear - 1}-12-31` }));
    ok(f.call("arbitrePublish", {}));
    const before = formats(f.b, f.tabs.public!);
    // the change of rank is text on the line under each player (a phone's three columns), no
    // longer a number formatted +2 / −3 / = in a column of its own
    expect(before.filter((x) => x.includes('+0;−0;"="'))).toEqual([]);
    ok(f.call("arbitreComputeCircuit", { asOf: "" }));
    ok(f.call("arbitrePublish", {}));
    ok(f.call("arbitreUndoLastAction", { confirm: true }));
    expect(formats(f.b, f.tabs.public!)).toEqual(before);
  });

  it("Tarot Check and compute and Publish: one decimal below a shorter dashboard and Public tab", () => {
    const c = newClub({ players: 12, tournaments: 4, deals: 6, first: "2026-01-07", attendance: 0.5 });
    ok(c.call("arbitreComputeTarot", {}));
    ok(c.call("arbitrePublish", {}));
    // the first week only: fewer players on the dashboard and the Public tab
    ok(c.call("arbitreComputeTarot", { asOf: "2026-01-07" }));
    ok(c.call("arbitrePublish", {}));
    const dashboard = formats(c.b, c.tabs.players!);
    const published = formats(c.b, c.tabs.public!);
    ok(c.call("arbitreComputeTarot", { asOf: "" }));
    ok(c.call("arbitreUndoLastAction", { confirm: true }));
    expect(formats(c.b, c.tabs.players!)).toEqual(dashboard);
    ok(c.call("arbitreComputeTarot", { asOf: "" }));
    ok(c.call("arbitrePublish", {}));
    ok(c.call("arbitreUndoLastAction", { confirm: true }));
    expect(formats(c.b, c.tabs.public!)).toEqual(published);
  });
});
