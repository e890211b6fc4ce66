/**
 * Each Tarot action reads each tab once and writes each tab once (the stand-in's call counter), and
 * makes the same calls for a small club and a bigger one: Check and compute (latest, at a date), the
 * sidebar's state, the chart of a player picked, Publish, and Undo last action (of a Publish and of
 * a Check and compute).
 */
import { beforeAll, describe, expect, it } from "vitest";
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

/** The undo journal's number formats too: read and set at most once per tab, like the values. */
const READS = ["Range.getValues", "Range.getFormulas", "Range.getDisplayValues", "Range.getNumberFormats"];
const WRITES = ["Range.setValues", "Range.setNumberFormats"];
/** Calls that may differ with the club's size: a tab outgrowing its rows gets them added. */
const GROWTH = ["Sheet.insertRowsAfter", "Sheet.insertColumnsAfter"];

interface Measure {
  tabs: Record<string, Record<string, number>>;
  counts: Record<string, number>;
}

function measure(c: Club, run: () => { ok?: boolean; error?: string }): Measure {
  c.b.counter.reset();
  const r = run();
  if (r.ok === false) throw new Error(r.error);
  const tabs: Record<string, Record<string, number>> = {};
  for (const call of c.b.counter.calls) {
    if (call.sheet === undefined || ![...READS, ...WRITES].includes(call.key)) continue;
    const t = tabs[call.sheet] ?? {};
    tabs[call.sheet] = t;
    t[call.key] = (t[call.key] ?? 0) + 1;
  }
  return { tabs, counts: c.b.counter.counts() };
}

function club(size: ClubSize): { m: Record<Action, Measure>; c: Club } {
  const c = newClub(size);
  const m = {} as Record<Action, Measure>;
  m.compute = measure(c, () => c.call("arbitreComputeTarot", {}));
  m.computeAsOf = measure(c, () => c.call("arbitreComputeTarot", { asOf: "2026-01-20" }));
  m.state = measure(c, () => c.call("arbitreGetState"));
  expect(c.call("arbitreGetState").messages).toEqual([]);
  m.chart = measure(c, () => c.call("arbitreTarotChart", { player: "Bruno" }));
  m.publish = measure(c, () => c.call("arbitrePublish", {}));
  m.undoPublish = measure(c, () => c.call("arbitreUndoLastAction", { confirm: true }));
  c.call("arbitreComputeTarot", { asOf: "" });
  m.undoCompute = measure(c, () => c.call("arbitreUndoLastAction", { confirm: true }));
  return { m, c };
}

const without = (counts: Record<string, number>, keys: string[]) =>
  Object.fromEntries(Object.entries(counts).filter(([k]) => !keys.includes(k)));

const SMALL: ClubSize = { players: 5, tournaments: 3, deals: 24, first: "2026-01-07" };
const BIG: ClubSize = { players: 20, tournaments: 10, deals: 24, first: "2026-01-07" };

describe("each Tarot action reads each tab once and writes each tab once, whatever the club's size", () => {
  const runs: Record<"small" | "big", { m: Record<Action, Measure>; c: Club }> = {} as never;
  beforeAll(() => {
    runs.small = club(SMALL);
    runs.big = club(BIG);
  }, 60_000);

  it("the clubs are what they say: 432 and 5,040 deal rows", () => {
    expect([runs.small.c.rows.length, runs.big.c.rows.length]).toEqual([432, 5040]);
  });

  for (const action of ACTIONS)
    it(`${action}: at most one getValues, getFormulas, getDisplayValues and setValues per tab`, () => {
      for (const size of ["small", "big"] as const)
        for (const [tab, calls] of Object.entries(runs[size].m[action].tabs))
          for (const [key, count] of Object.entries(calls))
            expect({ size, tab, key, count }).toEqual({ size, tab, key, count: 1 });
    });

  it("the tabs each action reads (values, formulas) and writes", () => {
    const shown = (tabs: Record<string, Record<string, number>>) =>
      Object.fromEntries(
        Object.entries(tabs).map(([tab, c]) => [
          tab,
          `${c["Range.getValues"] ? "r" : ""}${c["Range.getFormulas"] ? "f" : ""}${c["Range.getDisplayValues"] ? "d" : ""}${c["Range.setValues"] ? "w" : ""}`,
        ]),
      );
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
    expect(shown(t.undoPublish.tabs)).toEqual({ [tabs.deals!]: "r", [tabs.public!]: "rfw", [undo]: "rf" });
    expect(shown(t.undoCompute.tabs)).toEqual({
      [tabs.deals!]: "r",
      [tabs.tournaments!]: "rfw",
      [tabs.players!]: "rfw",
      [tabs.chart!]: "rfw",
      [undo]: "rf",
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
