/**
 * Draw scenarios and Check lineups save the league's settings, with the mark of their undo copy,
 * before their last write (the Games tab). Done, that mark stays in the settings until the next
 * save; a later press of the same action, nothing saved between, makes its own undo copy: Undo then
 * gives back the tabs as they were before that later press, not before the first.
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

describe("a later action of the same kind makes its own undo copy", () => {
  it("Check lineups for a third match, then Undo, gives back the first match's lineups checked", () => {
    const l = newLeague({ seed: 7 });
    ok(l.call("arbitreGenerateCalendar", {}));
    ok(l.call("arbitreDrawScenarios", {}));
    // matches 1 and 3 are first legs of the day
    const { matches } = l.state().league.next;
    const [a, b] = [matches[0], matches[2]];
    typeLineup(l, 1, a.home, fourOf(a.home));
    typeLineup(l, 1, a.away, fourOf(a.away));
    ok(l.call("arbitreCheckLineups", {}));
    typeLineup(l, 3, b.home, fourOf(b.home));
    typeLineup(l, 3, b.away, fourOf(b.away));
    const before = tabs(l);
    ok(l.call("arbitreCheckLineups", {}));
    expect(tabs(l)).not.toBe(before);
    let undo = l.call("arbitreUndoLastAction", {});
    if (!undo.ok && undo.confirm) undo = l.call("arbitreUndoLastAction", { confirm: true });
    ok(undo);
    expect(tabs(l)).toBe(before);
  });
});
