/**
 * Undo last action in a Tarot duplicate puts back each cell as it was: the percentages and
 * averages as numbers in their 0.0 format, the tournaments' dates as dates, names as text, and what
 * the organiser typed beside the tabs (a date and time, "1984" as text, 1.5, 12.5 %), after every
 * action in turn, each undone then done again. (The Deals tab's computed columns H–I follow
 * the typed deals and are not put back: compared without them.)
 */
import { describe, expect, it } from "vitest";
import { cellTypes, typeBeside } from "../cell-types";
import { type Club, type Json, newClub } from "./club";

function ok(r: Json): Json {
  expect(r.ok, r.error).toBe(true);
  return r;
}

/** Every tab's cells, the Deals tab without its computed columns. */
function cells(c: Club): Record<string, string[]> {
  const all = cellTypes(c.b);
  all[c.tabs.deals!] = (all[c.tabs.deals!] ?? []).filter((line) => !/^[HI]\d/.test(line));
  return all;
}

describe("Tarot: Undo puts back values with their types and number formats", () => {
  it("Check and compute, Publish, compute at a date, Publish, compute again", () => {
    const c = newClub({ players: 5, tournaments: 3, deals: 24, first: "2026-01-07" });
    const steps: [string, object][] = [
      ["arbitreComputeTarot", {}],
      ["arbitrePublish", {}],
      ["arbitreComputeTarot", { asOf: "2026-01-20" }],
      ["arbitrePublish", {}],
      ["arbitreComputeTarot", { asOf: "" }],
    ];
    for (const [action, req] of steps) {
      for (const role of ["players", "public", "tournaments"])
        if (c.b.standin.book.sheetByName(c.tabs[role]!)!.lastRow() > 1) typeBeside(c.b, c.tabs[role]!);
      const before = cells(c);
      ok(c.call(action, req));
      ok(c.call("arbitreUndoLastAction", { confirm: true }));
      expect({ action, req, cells: cells(c) }).toEqual({ action, req, cells: before });
      ok(c.call(action, req));
    }
    expect(c.call("arbitreGetState").messages).toEqual([]);
  });
});
