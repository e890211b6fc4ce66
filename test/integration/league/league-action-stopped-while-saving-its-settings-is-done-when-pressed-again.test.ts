/**
 * Draw scenarios and Check lineups stopped (a quota, Apps Script's time limit) while saving the
 * league's settings, then pressed again: the press again is done, not refused as done already, and
 * the tabs and the settings are what one clean press gives, its undo record kept (Undo last action
 * names it). The settings are saved before the Games tab, whose content says the action is done.
 */
import { describe, expect, it } from "vitest";
import { fourOf, type Json, type League, newLeague, ok, typeLineup } from "./helpers";

/** Every tab's values but the undo journal's. */
function tabs(l: League): string {
  return JSON.stringify(
    l.b.standin.book.sheets
      .filter((s) => !s.name.startsWith("Arbitre — "))
      .map((s) => [s.name, l.values(s.name)]),
  );
}

/** The league's settings but where its undo copy sits. */
function settings(l: League): Json {
  const ev = JSON.parse(l.b.standin.properties.document.data.get("arbitre.event.e1")!);
  for (const k of ["undo", "undoCols", "undoStart"]) delete ev.written[k];
  return { ...ev, undo: ev.undo ? { kind: ev.undo.kind, count: ev.undo.count, after: ev.undo.after } : null };
}

function league(prepare: (l: League) => void): League {
  const l = newLeague({ seed: 7 });
  ok(l.call("arbitreGenerateCalendar", {}));
  prepare(l);
  return l;
}

function stoppedWhileSaving(fn: string, req: unknown, prepare: (l: League) => void): void {
  const clean = league(prepare);
  const from = clean.b.counter.calls.length;
  ok(clean.call(fn, req));
  const changes = clean.b.counter.calls.slice(from).filter((c) => c.change);
  const at = changes.map((c) => c.key).lastIndexOf("Properties.setProperties") + 1;
  expect(at).toBeGreaterThan(0);
  for (const how of ["quota", "timeout"] as const) {
    const l = league(prepare);
    l.b.standin.runtime.failChangeAt(at, how);
    expect(() => l.call(fn, req), how).toThrow(
      /^(Service Properties failed|Exceeded maximum execution time)/,
    );
    l.b.standin.runtime.failChangeAt(null);
    const again = l.call(fn, req);
    expect(again.error, `${how}: pressed again`).toBeUndefined();
    expect(tabs(l), how).toBe(tabs(clean));
    expect(settings(l), how).toEqual(settings(clean));
    expect(l.state().undo, how).toEqual(clean.state().undo);
  }
}

describe("a league action stopped while saving its settings is done when pressed again", () => {
  it("Draw scenarios", () => {
    stoppedWhileSaving("arbitreDrawScenarios", { expected: 1 }, () => {});
  });

  it("Check lineups", () => {
    stoppedWhileSaving("arbitreCheckLineups", {}, (l) => {
      ok(l.call("arbitreDrawScenarios", {}));
      const m = l.state().league.next.matches[0];
      typeLineup(l, 1, m.home, fourOf(m.home));
      typeLineup(l, 1, m.away, fourOf(m.away));
    });
  });
});
