/**
 * Undo of Check lineups puts the match back in the lineup form's Match list, as it was before the
 * action: the lineups are waiting again, so the captains can send them again.
 */
import { describe, expect, it } from "vitest";
import { fourOf, newLeague, ok, typeLineup } from "../league/helpers";

describe("Undo of Check lineups and the lineup form", () => {
  it("the match accepted then undone is offered again in the form's Match list", () => {
    const l = newLeague();
    ok(l.call("arbitreLineupForm", { eventId: "e1" }));
    ok(l.call("arbitreGenerateCalendar", {}));
    ok(l.call("arbitreDrawScenarios", {}));
    const matchList = () => l.b.standin.forms().at(-1)!.items[0]!.choices;
    const before = matchList();
    expect(before).toContain("1 — Les Loups – Les Ours");
    typeLineup(l, 1, "Les Loups", fourOf("Les Loups"));
    typeLineup(l, 1, "Les Ours", fourOf("Les Ours"));
    ok(l.call("arbitreCheckLineups", {}));
    expect(matchList()).not.toContain("1 — Les Loups – Les Ours");
    ok(l.call("arbitreUndoLastAction", {}));
    expect(matchList()).toEqual(before);
  });

  it("Undo of Generate calendar leaves no match to choose", () => {
    const l = newLeague();
    ok(l.call("arbitreLineupForm", { eventId: "e1" }));
    const none = l.b.standin.forms().at(-1)!.items[0]!.choices;
    ok(l.call("arbitreGenerateCalendar", {}));
    ok(l.call("arbitreUndoLastAction", {}));
    expect(l.b.standin.forms().at(-1)!.items[0]!.choices).toEqual(none);
  });
});
