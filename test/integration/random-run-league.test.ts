/**
 * The team league's random run (random-run/league.ts, invariants in random-run/kinds.ts): the
 * sidebar's actions with right and stale requests, Undo, lineups, results, dates with a time, blank
 * rows, sorted rows and renamed tabs; after every step the six invariants of kinds.ts. The CI run
 * is bounded; random-run/suite.ts says how to run a longer one.
 */
import { describe, expect, it } from "vitest";
import { allTabs, newLeague } from "./league/helpers";
import { type KindOp, kindReplay } from "./random-run/kinds";
import { league } from "./random-run/league";
import { kindSuite } from "./random-run/suite";

/**
 * Product bugs known and being fixed elsewhere: the run leaves out the steps that trigger them.
 * Each is reproduced below by a test expected to fail until it is fixed; then remove it here.
 */
const KNOWN_BUGS: Record<string, string> = {
  "publish-refused-writes-the-undo-tab":
    "Publish refused because a tab is renamed (« tab 'Elo ladder' cannot be found ») has already written the undo tab: the run does not publish while a tab is renamed",
  "draw-failed-half-way-is-refused-after":
    "Draw scenarios stopped by a service failure after its first writes (the Games tab's scenarios) cannot be done again: « les scénarios de la journée 1 sont déjà tirés », the match sheets left without them; the run does not make Draw scenarios fail",
  "undo-loses-formats":
    "Undo writes numbers back under another number format (the Calendar's date numbers 1, 2… as yyyy-mm-dd dates; later the standings' ranks shown as dates): invariant 3 compares values and types only, invariant 5 reads such a date as its number",
};

kindSuite(league, {
  seed: 20261201,
  steps: 180,
  worldSteps: 60,
  knownBugs: KNOWN_BUGS,
  reached: ["arbitreGenerateCalendar ok", "arbitreCheckLineups ok", "arbitreUpdateLeague ok"],
});

describe("known bugs the league run found, reproduced (each test fails until its bug is fixed)", () => {
  it.fails("publish-refused-writes-the-undo-tab: Publish refused for a renamed Elo ladder tab writes nothing", () => {
    const l = newLeague();
    expect(l.call("arbitreGenerateCalendar", {}).ok).toBe(true);
    expect(l.call("arbitreDrawScenarios", { expected: 1 }).ok).toBe(true);
    expect(l.call("arbitreUpdateLeague", {}).ok).toBe(true);
    l.b.spreadsheet.getSheetByName(l.tabs.ladder!)!.setName("Ladder (2)");
    const before = allTabs(l);
    const r = l.call("arbitrePublish", { expectedPublish: 1 });
    expect(r.ok).toBe(false);
    expect(r.error).toMatch(/Classement Elo/);
    expect(allTabs(l)).toBe(before);
  });

  it.fails("draw-failed-half-way-is-refused-after: Draw scenarios stopped at its 3rd write by a service failure can be done again", () => {
    const l = newLeague();
    expect(l.call("arbitreGenerateCalendar", {}).ok).toBe(true);
    l.b.standin.runtime.failWriteAt(3);
    expect(() => l.call("arbitreDrawScenarios", { expected: 1 })).toThrow(/^Service Spreadsheets failed/);
    const again = l.call("arbitreDrawScenarios", { expected: 1 });
    expect(again.error).toBeUndefined();
    expect(again.ok).toBe(true);
  });

  it.fails("undo-loses-formats: Undo of Update standings gives the Calendar's date numbers (1, 2…) back as numbers, not as yyyy-mm-dd dates", () => {
    // the shortest step list the run found (random-run/kinds.ts replays it, invariant 3 on)
    const ops: KindOp[] = [
      { op: "world", kind: "league", locale: "fr_FR", seed: 230616717, data: { teams: 4, players: 6 } },
      { op: "call", fn: "arbitreGenerateCalendar", req: { eventId: "e1" }, dt: 53000 },
      { op: "call", fn: "arbitreDrawScenarios", req: { eventId: "e1", expected: 1 }, dt: 103000 },
      { op: "call", fn: "arbitreUpdateLeague", req: { eventId: "e1" } },
      { op: "rename", tab: "Calendrier", to: "Calendrier (copie)", dt: 392000 },
      { op: "rename", tab: "Calendrier (copie)", to: "Calendrier" },
      { op: "call", fn: "arbitreUpdateLeague", req: { eventId: "e1" } },
      { op: "call", fn: "arbitrePublish", req: { eventId: "e1", expectedPublish: 1 }, undo: true },
      { op: "call", fn: "arbitreUpdateLeague", req: { eventId: "e1" }, undo: true },
    ];
    expect(kindReplay(league, ops)).toBeNull();
  });
});
