/**
 * Each Tarot action reads each tab once and writes each tab once (the stand-in's call counter), and
 * makes the same calls for a small club and a bigger one: Check and compute (latest, at a date), the
 * sidebar's state, the chart of a player picked, Publish, and Undo last action (of a Publish and of
 * a Check and compute).
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
import { type Club, type ClubSize, newClub } from "./club";

const ACTIONS = [
  "compute",
  "computeAsOf",
  "state",
  "chart",
  "publish",
  "undoPublish",
  "undoCompute",
] as const;
type Action = (typeof ACTIONS)[number];

function club(size: ClubSize): { m: Record<Action, TabMeasure>; c: Club } {
  const c = newClub(size);
  const m = {} as Record<Action, TabMeasure>;
  m.compute = measureTabs(c.b.counter, () => c.call("arbitreComputeTarot", {}));
  m.computeAsOf = measureTabs(c.b.counter, () => c.call("arbitreComputeTarot", { asOf: "2026-01-20" }));
  m.state = measureTabs(c.b.counter, () => c.call("arbitreGetState"));
  expect(c.call("arbitreGetState").messages).toEqual([]);
  m.chart = measureTabs(c.b.counter, () => c.call("arbitreTarotChart", { player: "Bruno" }));
  m.publish = measureTabs(c.b.counter, () => c.call("arbitrePublish", {}));
  m.undoPublish = measureTabs(c.b.counter, () => c.call("arbitreUndoLastAction", { confirm: true }));
  c.call("arbitreComputeTarot", { asOf: "" });
  m.undoCompute = measureTabs(c.b.counter, () => c.call("arbitreUndoLastAction", { confirm: true }));
  return { m, c };
}

const SMALL: ClubSize = { players: 5, tournaments: 3, deals: 24, first: "2026-01-07" };
const BIG: ClubSize = { players: 20, tournaments: 10, deals: 24, first: "2026-01-07" };

describe("each Tarot action reads each tab once and writes each tab once, whatever the club's size", () => {
  const runs: Record<"small" | "big", { m: Record<Action, TabMeasure>; c: Club }> = {} as never;
  beforeAll(() => {
    runs.small = club(SMALL);
    runs.big = club(BIG);
  }, 60_000);

  it("the clubs are what they say: 432 and 5,040 deal rows", () => {
    expect([runs.small.c.rows.length, runs.big.c.rows.length]).toEqual([432, 5040]);
  });

  for (const action of ACTIONS)
    it(`${action}: at most one getValues, getFormulas, getDisplayValues and setValues per tab`, () => {
      expectOncePerTab({ small: runs.small.m[action], big: runs.big.m[action] });
    });

  it("the tabs each action reads (values, formulas) and writes", () => {
    const tabs = runs.small.c.tabs;
    const undo = Object.keys(runs.small.m.undoCompute.tabs).find((x) => !Object.values(tabs).includes(x))!;
    const t = runs.small.m;
    const compute = {
      [tabs.deals!]: "rw",
      [tabs.tournaments!]: "rfw",
      [tabs.players!]: "rfw",
      [tabs.chart!]: "rfw",
      [undo]: "w",
    };
    expect(shown(t.compute.tabs)).toEqual(compute);
    expect(shown(t.computeAsOf.tabs)).toEqual(compute);
    expect(shown(t.state.tabs)).toEqual({ [tabs.deals!]: "r" });
    expect(shown(t.chart.tabs)).toEqual({ [tabs.deals!]: "r", [tabs.chart!]: "rfw" });
    expect(shown(t.publish.tabs)).toEqual({ [tabs.deals!]: "r", [tabs.public!]: "rfw", [undo]: "w" });
    // the undo tab: its formulas are not read when no block saved there holds one
    expect(shown(t.undoPublish.tabs)).toEqual({ [tabs.deals!]: "r", [tabs.public!]: "rfw", [undo]: "r" });
    expect(shown(t.undoCompute.tabs)).toEqual({
      [tabs.deals!]: "r",
      [tabs.tournaments!]: "rfw",
      [tabs.players!]: "rfw",
      [tabs.chart!]: "rfw",
      [undo]: "r",
    });
  });

  it("every action: the same service calls for both clubs, but a tab grown", () => {
    for (const action of ACTIONS)
      expect({ action, counts: without(runs.big.m[action].counts, GROWTH) }).toEqual({
        action,
        counts: without(runs.small.m[action].counts, GROWTH),
      });
  });
});
