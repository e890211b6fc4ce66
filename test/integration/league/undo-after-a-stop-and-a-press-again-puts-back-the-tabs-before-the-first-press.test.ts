/**
 * An action stopped half-way (a quota, the time limit) and pressed again keeps the undo copy its
 * first press made before writing anything: Undo then puts back the tabs as they were before the
 * first press, not as the stopped press had half-written them.
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

/** A league of a fixed seed, its calendar generated, scenarios drawn and a match's lineups typed. */
function league(): League {
  const l = newLeague({ seed: 7 });
  ok(l.call("arbitreGenerateCalendar", {}));
  ok(l.call("arbitreDrawScenarios", {}));
  const m = l.state().league.next.matches[0];
  typeLineup(l, 1, m.home, fourOf(m.home));
  typeLineup(l, 1, m.away, fourOf(m.away));
  return l;
}

/** Stopped at each change in turn, pressed again, then Undo: how many stops left the tabs as before. */
function undoneAfterEachStop(fn: string, how: "quota" | "timeout"): { stops: number; back: number[] } {
  const back: number[] = [];
  let n = 1;
  for (; ; n++) {
    const l = league();
    const before = tabs(l);
    l.b.standin.runtime.failChangeAt(n, how);
    try {
      l.call(fn, {});
    } catch {
      // the stop
    }
    const notReached = l.b.standin.runtime.pendingStop !== null;
    l.b.standin.runtime.failChangeAt(null);
    if (notReached) break;
    const again = l.call(fn, {});
    if (!again.ok) continue;
    let undo = l.call("arbitreUndoLastAction", {});
    if (!undo.ok && undo.confirm) undo = l.call("arbitreUndoLastAction", { confirm: true });
    ok(undo);
    expect(tabs(l), `${fn} stopped at its change ${n} (${how}), pressed again, then undone`).toBe(before);
    back.push(n);
  }
  return { stops: n - 1, back };
}

describe("Undo after a stop and a press again puts back the tabs as they were before the first press", () => {
  it("Check lineups stopped at each of its changes by a quota", () => {
    const { stops, back } = undoneAfterEachStop("arbitreCheckLineups", "quota");
    expect(stops).toBeGreaterThan(4);
    expect(back.length).toBeGreaterThan(3);
  });

  it("Check lineups stopped at each of its changes by the time limit", () => {
    const { stops, back } = undoneAfterEachStop("arbitreCheckLineups", "timeout");
    expect(stops).toBeGreaterThan(4);
    expect(back.length).toBeGreaterThan(3);
  });
});
