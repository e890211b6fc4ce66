/**
 * Undo last action in a team league puts back each cell as it was: a number stays a number (a match
 * number never comes back as 1899-12-31, a Sonneborn-Berger 1.5 never as 1), text stays text, a date
 * stays a date, with the cell's number format; and a later action finds the tabs as it left them.
 * The undo copy of one action never takes the number formats an earlier copy left in the hidden tab.
 */
import { describe, expect, it } from "vitest";
import { cellTypes } from "../cell-types";
import { type League, newLeague, ok } from "./helpers";
import { acceptLineups, ofDate, seasonMatches, typeResults } from "./season";

function teams(l: League): string[] {
  return l
    .values(l.tabs.teams!)
    .slice(1)
    .map((r) => String(r[0]))
    .filter((x) => x !== "");
}

describe("league: Undo puts back values with their types and number formats", () => {
  it("Generate calendar, Update, Publish, Update, Update, Undo: the tabs as before the last Update", () => {
    const l = newLeague();
    ok(l.call("arbitreGenerateCalendar", {}));
    ok(l.call("arbitreUpdateLeague", {}));
    ok(l.call("arbitrePublish", {}));
    ok(l.call("arbitreUpdateLeague", {}));
    const before = cellTypes(l.b);
    ok(l.call("arbitreUpdateLeague", {}));
    ok(l.call("arbitreUndoLastAction", { confirm: true }));
    expect(cellTypes(l.b)).toEqual(before);
    // the match numbers are numbers: nothing to retype, every action still goes through
    expect(l.state().messages).toEqual([]);
    ok(l.call("arbitreDrawScenarios", {}));
    ok(l.call("arbitreUpdateLeague", {}));
  });

  it("with results played (half points in the tie-breaks): Update, Update, Undo, then Undo of each action", () => {
    const l = newLeague({ teams: 4 });
    ok(l.call("arbitreGenerateCalendar", {}));
    const matches = seasonMatches(l);
    ok(l.call("arbitreDrawScenarios", {}));
    acceptLineups(l, teams(l), ofDate(matches, 1));
    typeResults(l, ofDate(matches, 1), 7);
    ok(l.call("arbitreUpdateLeague", {}));
    ok(l.call("arbitrePublish", {}));
    for (const action of ["arbitreUpdateLeague", "arbitrePublish", "arbitreDrawScenarios"]) {
      const before = cellTypes(l.b);
      ok(l.call(action, {}));
      ok(l.call("arbitreUndoLastAction", { confirm: true }));
      expect({ action, cells: cellTypes(l.b) }).toEqual({ action, cells: before });
      ok(l.call(action, {}));
    }
    expect(l.state().messages).toEqual([]);
  });
});
