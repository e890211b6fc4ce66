/**
 * Draw scenarios and Check lineups stopped by a service failure at any of their writes (a quota, a
 * timeout: the stand-in's failWriteAt) can be done again, and then every tab is what the action
 * done once without failure gives: the Games tab, which says the scenarios are drawn and the lineups
 * accepted, is written last.
 */
import { describe, expect, it } from "vitest";
import { fourOf, type League, newLeague, ok, typeLineup } from "./helpers";

/** Every tab's values but the undo journal's. */
function tabs(l: League): string {
  return JSON.stringify(
    l.b.standin.book.sheets
      .filter((s) => !s.name.startsWith("Arbitre — "))
      .map((s) => [s.name, l.values(s.name)]),
  );
}

/** A league of a fixed seed, calendar generated and `prepare` done. */
function league(prepare: (l: League) => void): League {
  const l = newLeague({ seed: 7 });
  ok(l.call("arbitreGenerateCalendar", {}));
  prepare(l);
  return l;
}

function stoppedAtEveryWrite(fn: string, req: unknown, prepare: (l: League) => void): number {
  const clean = league(prepare);
  const writes0 = clean.b.counter.calls.filter((c) => c.kind === "write").length;
  ok(clean.call(fn, req));
  const writes = clean.b.counter.calls.filter((c) => c.kind === "write").length - writes0;
  for (let n = 1; n <= writes; n++) {
    const l = league(prepare);
    l.b.standin.runtime.failWriteAt(n);
    expect(() => l.call(fn, req), `write ${n}`).toThrow(/^Service Spreadsheets failed/);
    const again = l.call(fn, req);
    expect(again.error, `stopped at write ${n} of ${writes}, then asked again`).toBeUndefined();
    expect(tabs(l), `stopped at write ${n} of ${writes}, then done`).toBe(tabs(clean));
  }
  return writes;
}

describe("a league action stopped half-way by a service failure can be done again", () => {
  it("Draw scenarios, stopped at any of its writes, done again draws what it would have drawn", () => {
    expect(stoppedAtEveryWrite("arbitreDrawScenarios", { expected: 1 }, () => {})).toBeGreaterThan(3);
  });

  it("Check lineups, stopped at any of its writes, done again accepts the lineups", () => {
    const writes = stoppedAtEveryWrite("arbitreCheckLineups", {}, (l) => {
      ok(l.call("arbitreDrawScenarios", {}));
      const m = l.state().league.next.matches[0];
      typeLineup(l, 1, m.home, fourOf(m.home));
      typeLineup(l, 1, m.away, fourOf(m.away));
    });
    expect(writes).toBeGreaterThan(4);
  });
});
