/**
 * Every team league action reads each tab at most once (getValues, getFormulas, getDisplayValues per
 * tab) and writes each tab at most once (setValues per tab), and makes the same service calls for 4
 * and for 16 teams: Generate calendar, Draw scenarios (the last date), Check lineups (the last date's
 * aller matches), Update standings and ladder, the sidebar's state, Publish, and Undo last action (of
 * a Publish and of an Update). The seasons are set up fast: lineups and results of every other date
 * written straight into the tabs.
 */
import { beforeAll, describe, expect, it } from "vitest";
import {
  expectOncePerTab,
  GROWTH,
  measureTabs,
  shown,
  type TabMeasure,
  without,
} from "../each-tab-read-once";
import { newLeague } from "./helpers";
import {
  acceptLineups,
  assertLayout,
  gamesRow,
  lineupOf,
  ofDate,
  seasonMatches,
  typeLineups,
  typeResults,
} from "./season";

const ACTIONS = [
  "calendar",
  "draw",
  "check",
  "update",
  "state",
  "publish",
  "undoPublish",
  "undoUpdate",
] as const;
type Action = (typeof ACTIONS)[number];

function ok<T extends { ok: boolean; error?: string }>(r: T): T {
  if (!r.ok) throw new Error(r.error);
  return r;
}

/** A season of `n` teams played to its last date, each action measured on the way. */
function season(n: number): Record<Action, TabMeasure> {
  const l = newLeague({ teams: n, players: 5 });
  const names = l
    .values(l.tabs.teams!)
    .slice(1)
    .map((r) => String(r[0]))
    .filter((x) => x !== "");
  const out = {} as Record<Action, TabMeasure>;
  out.calendar = measureTabs(l.b.counter, () => l.call("arbitreGenerateCalendar", {}));
  const matches = seasonMatches(l);
  expect(matches.length).toBe(n * (n - 1));
  assertLayout(l, matches);
  const dates = Math.max(...matches.map((m) => m.round));
  for (let d = 1; d < dates; d++) {
    ok(l.call("arbitreDrawScenarios", {}));
    acceptLineups(l, names, ofDate(matches, d));
    typeResults(l, ofDate(matches, d), d);
  }
  out.draw = measureTabs(l.b.counter, () => l.call("arbitreDrawScenarios", {}));
  const aller = ofDate(matches, dates, "aller");
  typeLineups(l, aller);
  out.check = measureTabs(l.b.counter, () => l.call("arbitreCheckLineups", {}));
  // every aller lineup of the date went to the Games tab
  const games = l.values(l.tabs.games!);
  for (const m of aller)
    expect([games[gamesRow(m.id, 4) - 1]![6], games[gamesRow(m.id, 4) - 1]![7]]).toEqual([
      lineupOf(m.home)[3],
      lineupOf(m.away)[3],
    ]);
  expect(l.state().league.matches.total).toBe(matches.length);
  acceptLineups(l, names, ofDate(matches, dates));
  typeResults(l, ofDate(matches, dates), dates);
  expect(l.state().messages).toEqual([]);
  out.update = measureTabs(l.b.counter, () => l.call("arbitreUpdateLeague", {}));
  out.state = measureTabs(l.b.counter, () => l.call("arbitreGetState"));
  out.publish = measureTabs(l.b.counter, () => l.call("arbitrePublish", {}));
  out.undoPublish = measureTabs(l.b.counter, () => l.call("arbitreUndoLastAction", { confirm: true }));
  ok(l.call("arbitreUpdateLeague", {}));
  out.undoUpdate = measureTabs(l.b.counter, () => l.call("arbitreUndoLastAction", { confirm: true }));
  // the season was really played: every team ranked, every match complete
  const s = l.state();
  expect(s.league.standings.length).toBe(n);
  return out;
}

/** Calls made once per date cell read (see the it.fails below). */
const PER_DATE_CELL = ["Utilities.formatDate"];

describe("each league action reads each tab once and writes each tab once, whatever the league's size", () => {
  const seasons: Record<number, Record<Action, TabMeasure>> = {};
  beforeAll(() => {
    seasons[4] = season(4);
    seasons[16] = season(16);
  }, 60_000);

  for (const action of ACTIONS)
    it(`${action}: at most one getValues, getFormulas, getDisplayValues and setValues per tab`, () => {
      expectOncePerTab({ 4: seasons[4]![action], 16: seasons[16]![action] });
    });

  it("every action: the same reads and writes per tab at 4 and 16 teams", () => {
    for (const action of ACTIONS)
      expect({ action, tabs: seasons[16]![action].tabs }).toEqual({ action, tabs: seasons[4]![action].tabs });
  });

  it("the tabs each action reads (values and formulas) and writes", () => {
    // "rf": getValues and getFormulas once, "w": setValues once (getDisplayValues only for a problem)
    // (the undo tab: its formulas are not read when no block saved there holds one)
    const read = {
      Équipes: "rf",
      Factions: "rf",
      Effectifs: "rf",
      Scénarios: "rf",
      Calendrier: "rf",
      Compositions: "rf",
    };
    const undo = "Arbitre — annulation ligue";
    const t = seasons[4]!;
    // Generate calendar reads the tabs it rewrites (their height, and the undo journal); the ladder is
    // read for the sidebar's answer only once a match has a result
    expect(shown(t.calendar.tabs)).toEqual({
      ...read,
      Calendrier: "rfw",
      Compositions: "rfw",
      Parties: "rfw",
      "Feuilles de match": "rfw",
      [undo]: "w",
    });
    expect(shown(t.draw.tabs)).toEqual({
      ...read,
      Parties: "rfw",
      "Feuilles de match": "rfw",
      "Classement Elo": "rf",
      [undo]: "w",
    });
    expect(shown(t.check.tabs)).toEqual({
      ...read,
      Compositions: "rfw",
      Parties: "rfw",
      "Feuilles de match": "rfw",
      "Classement Elo": "rf",
      [undo]: "w",
    });
    const update = {
      Calendrier: "rfw",
      "Feuilles de match": "rfw",
      "Classement ligue": "rfw",
      "Classement Elo": "rfw",
      "Historique Elo": "rfw",
    };
    expect(shown(t.update.tabs)).toEqual({ ...read, Parties: "rf", ...update, [undo]: "w" });
    expect(shown(t.state.tabs)).toEqual({ ...read, Parties: "rf", "Classement Elo": "rf" });
    expect(shown(t.publish.tabs)).toEqual({
      ...read,
      Parties: "rf",
      "Classement Elo": "rf",
      "Public ligue": "rfw",
      [undo]: "w",
    });
    expect(shown(t.undoPublish.tabs)).toEqual({
      ...read,
      Parties: "rf",
      "Classement Elo": "rf",
      "Public ligue": "rfw",
      [undo]: "r",
    });
    expect(shown(t.undoUpdate.tabs)).toEqual({ ...read, Parties: "rf", ...update, [undo]: "r" });
  });

  it("every action: the same service calls at 4 and 16 teams, but a tab grown and the dates read", () => {
    for (const action of ACTIONS) {
      const skip = [...GROWTH, ...PER_DATE_CELL];
      expect({ action, counts: without(seasons[16]![action].counts, skip) }).toEqual({
        action,
        counts: without(seasons[4]![action].counts, skip),
      });
      // a tab outgrowing the sheet's 1,000 rows or 26 columns is grown once (Lineups and Games at
      // Generate calendar, the history's 81 columns at the first Update)
      for (const k of GROWTH) expect(seasons[16]![action].counts[k] ?? 0).toBeLessThanOrEqual(2);
    }
  });

  // Date cells are read without a Utilities call per cell (read.ts isoDate): none grows with the league
  it("every action: Utilities.formatDate the same number of times at 4 and 16 teams", () => {
    for (const action of ACTIONS)
      expect({ action, n: seasons[16]![action].counts["Utilities.formatDate"] ?? 0 }).toEqual({
        action,
        n: seasons[4]![action].counts["Utilities.formatDate"] ?? 0,
      });
  });
});
