/**
 * Undo last action puts back the look the action wrote over: the grey header backgrounds and the bold
 * title and header rows, in every tab it rewrote (a Public tab whose sections moved, the league's
 * standings and match sheets, the circuit's ranking and Masters, the Tarot dashboard), and takes off
 * the bold and grey the action laid where there was none.
 */
import { describe, expect, it } from "vitest";
import { newFederation } from "./circuit/federation";
import { circuit2025 } from "./circuit/year-2025";
import { fourOf, newLeague, typeLineup } from "./league/helpers";
import { lookOf } from "./look";
import { newClub } from "./tarot/club";

// biome-ignore lint/suspicious/noExplicitAny: answers are plain JSON from the bundle.
type Json = any;
type Run = { b: Parameters<typeof lookOf>[0]; call(name: string, ...args: unknown[]): Json };

/** Each action, then its Undo: the look as before the action; then the action again. */
function undoneLooks(x: Run, actions: [string, unknown][]): void {
  for (const [action, args] of actions) {
    const before = lookOf(x.b);
    const done = x.call(action, args);
    expect(done.ok, done.error).toBe(true);
    const undone = x.call("arbitreUndoLastAction", { confirm: true });
    expect(undone.ok, undone.error).toBe(true);
    expect({ action, look: lookOf(x.b) }).toEqual({ action, look: before });
    expect(x.call(action, args).ok).toBe(true);
  }
}

describe("Undo puts back grey headers and bold rows", () => {
  it("league: Generate calendar, Update, Publish, Check lineups", () => {
    const l = newLeague();
    undoneLooks(l, [["arbitreGenerateCalendar", {}]]);
    ok(l.call("arbitreDrawScenarios", {}));
    undoneLooks(l, [
      ["arbitreUpdateLeague", {}],
      ["arbitrePublish", {}],
    ]);
    const m = l.state().league.next.matches[0];
    for (const team of [m.home, m.away]) typeLineup(l, 1, team, fourOf(team));
    undoneLooks(l, [
      ["arbitreCheckLineups", {}],
      ["arbitreUpdateLeague", {}],
      ["arbitrePublish", {}],
    ]);
  });

  it("circuit: Check and compute and Publish at two dates (the Public tab's sections move)", () => {
    const f = newFederation({ seasons: 1, tournaments: 5, players: 20, pool: 60 });
    undoneLooks(f, [
      ["arbitreComputeCircuit", {}],
      ["arbitrePublish", {}],
      ["arbitreComputeCircuit", { asOf: `${f.lastYear}-03-01` }],
      ["arbitrePublish", {}],
    ]);
  });

  it("a cell the organiser coloured far down a computed tab comes back coloured", () => {
    const f = newFederation({ seasons: 1, tournaments: 5, players: 20, pool: 60 });
    ok(f.call("arbitreComputeCircuit", {}));
    const history = f.b.standin.spreadsheet.getSheetByName(f.tabs.history!)!;
    history.getRange(18, 3).setBackground("#fff2cc").setFontWeight("bold");
    undoneLooks(f, [["arbitreComputeCircuit", { asOf: `${f.lastYear}-03-01` }]]);
    expect(lookOf(f.b)[f.tabs.history!]).toContain("R18C3 #fff2cc bold");
  });

  it("Masters: Prepare and Update", () => {
    const c = circuit2025(20);
    undoneLooks(c, [
      ["arbitreComputeCircuit", { final: true, year: 2025 }],
      ["arbitrePrepareMasters", { year: 2025 }],
    ]);
    c.b.standin.write(`'${c.tabs.masters}'!L5`, [[5, 5, 0, 0]]);
    undoneLooks(c, [["arbitreUpdateMasters", {}]]);
  });

  it("Tarot: Check and compute and Publish at two dates", () => {
    const c = newClub({ players: 12, tournaments: 4, deals: 6, first: "2026-01-07", attendance: 0.5 });
    undoneLooks(c, [
      ["arbitreComputeTarot", {}],
      ["arbitrePublish", {}],
      ["arbitreComputeTarot", { asOf: "2026-01-07" }],
      ["arbitrePublish", {}],
    ]);
  });
});

function ok(r: Json): Json {
  expect(r.ok, r.error).toBe(true);
  return r;
}
