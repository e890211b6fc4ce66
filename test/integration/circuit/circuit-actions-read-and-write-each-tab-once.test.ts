/**
 * Every season circuit action reads each tab at most once (getValues, getFormulas, getDisplayValues
 * per tab) and writes each tab at most once (setValues per tab), and makes the same service calls
 * for a small circuit (1 season × 5 tournaments × 20 players) and a bigger one (3 seasons × 12
 * tournaments × 40 players): Check and compute (latest, at a past date, year-end), the sidebar's
 * state (before and after the Masters is prepared), Publish, Prepare Masters, Update Masters (120
 * games typed), and Undo last action (of a Publish and of a Check and compute). Tournaments and
 * results are pasted (federation.ts).
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
import { type Federation, type FederationSize, mastersGames, newFederation } from "./federation";

const ACTIONS = [
  "compute",
  "computeAsOf",
  "computeFinal",
  "state",
  "publish",
  "undoPublish",
  "prepare",
  "stateMasters",
  "update",
  "undoCompute",
] as const;
type Action = (typeof ACTIONS)[number];

function ok(r: { ok?: boolean; error?: string }) {
  if (r.ok === false) throw new Error(r.error);
  return r;
}

function circuit(size: FederationSize): { m: Record<Action, TabMeasure>; f: Federation } {
  const f = newFederation(size);
  const m = {} as Record<Action, TabMeasure>;
  m.compute = measureTabs(f.b.counter, () => f.call("arbitreComputeCircuit", {}));
  m.computeAsOf = measureTabs(f.b.counter, () =>
    f.call("arbitreComputeCircuit", { asOf: `${f.lastYear}-06-30` }),
  );
  m.computeFinal = measureTabs(f.b.counter, () =>
    f.call("arbitreComputeCircuit", { final: true, year: f.lastYear }),
  );
  ok(f.call("arbitreComputeCircuit", {}));
  m.state = measureTabs(f.b.counter, () => f.call("arbitreGetState"));
  expect(f.call("arbitreGetState").messages).toEqual([]);
  m.publish = measureTabs(f.b.counter, () => f.call("arbitrePublish", {}));
  m.undoPublish = measureTabs(f.b.counter, () => f.call("arbitreUndoLastAction", { confirm: true }));
  m.prepare = measureTabs(f.b.counter, () => f.call("arbitrePrepareMasters", { year: f.lastYear }));
  f.b.standin.write(`'${f.tabs.masters}'!L5`, mastersGames());
  m.stateMasters = measureTabs(f.b.counter, () => f.call("arbitreGetState"));
  m.update = measureTabs(f.b.counter, () => f.call("arbitreUpdateMasters", {}));
  expect(f.call("arbitreGetState").circuit.masters.games).toEqual({ done: 120, total: 120 });
  ok(f.call("arbitreComputeCircuit", {}));
  m.undoCompute = measureTabs(f.b.counter, () => f.call("arbitreUndoLastAction", { confirm: true }));
  return { m, f };
}

const SMALL: FederationSize = { seasons: 1, tournaments: 5, players: 20, pool: 60 };
const BIG: FederationSize = { seasons: 3, tournaments: 12, players: 40, pool: 150 };

describe("each circuit action reads each tab once and writes each tab once, whatever the circuit's size", () => {
  const runs: Record<"small" | "big", { m: Record<Action, TabMeasure>; f: Federation }> = {} as never;
  beforeAll(() => {
    runs.small = circuit(SMALL);
    runs.big = circuit(BIG);
  }, 60_000);

  it("the circuits are what they say: 100 and 1,440 results", () => {
    expect([runs.small.f.results, runs.big.f.results]).toEqual([100, 1440]);
  });

  for (const action of ACTIONS)
    it(`${action}: at most one getValues, getFormulas, getDisplayValues and setValues per tab`, () => {
      expectOncePerTab({ small: runs.small.m[action], big: runs.big.m[action] });
    });

  it("every action: the same reads and writes per tab for the small and the bigger circuit", () => {
    for (const action of ACTIONS)
      expect({ action, tabs: runs.big.m[action].tabs }).toEqual({ action, tabs: runs.small.m[action].tabs });
  });

  it("the tabs each action reads (values and formulas) and writes", () => {
    // "rf": getValues and getFormulas once, "w": setValues once
    // (the undo tab: its formulas are not read when no block saved there holds one)
    const tabs = runs.small.f.tabs;
    const read = { [tabs.tournaments!]: "rf", [tabs.results!]: "rf" };
    const undo = Object.keys(runs.small.m.undoCompute.tabs).find((x) => !Object.values(tabs).includes(x))!;
    const t = runs.small.m;
    // Check and compute writes the Tournaments tab's column of seeds present; its Undo puts it back
    const compute = {
      [tabs.tournaments!]: "rfw",
      [tabs.ranking!]: "rfw",
      [tabs.seeds!]: "rfw",
      [tabs.history!]: "rfw",
      [undo]: "w",
    };
    expect(shown(t.compute.tabs)).toEqual({ ...read, ...compute });
    expect(shown(t.computeAsOf.tabs)).toEqual({ ...read, ...compute });
    expect(shown(t.computeFinal.tabs)).toEqual({ ...read, ...compute });
    expect(shown(t.state.tabs)).toEqual(read);
    expect(shown(t.publish.tabs)).toEqual({ ...read, [tabs.public!]: "rfw", [undo]: "w" });
    expect(shown(t.undoPublish.tabs)).toEqual({ ...read, [tabs.public!]: "rfw", [undo]: "r" });
    // once the Masters is prepared, the state reads its tab too
    expect(shown(t.prepare.tabs)).toEqual({
      ...read,
      [tabs.masters!]: "rfw",
      [tabs.matchSheets!]: "rfw",
      [undo]: "w",
    });
    expect(shown(t.stateMasters.tabs)).toEqual({ ...read, [tabs.masters!]: "rf" });
    expect(shown(t.update.tabs)).toEqual({ ...read, [tabs.masters!]: "rfw", [undo]: "w" });
    expect(shown(t.undoCompute.tabs)).toEqual({
      ...read,
      [tabs.tournaments!]: "rfw",
      [tabs.masters!]: "rf",
      [tabs.ranking!]: "rfw",
      [tabs.seeds!]: "rfw",
      [tabs.history!]: "rfw",
      [undo]: "r",
    });
  });

  it("every action: the same service calls for both circuits, but a tab grown (at most once a tab)", () => {
    for (const action of ACTIONS) {
      expect({ action, counts: without(runs.big.m[action].counts, GROWTH) }).toEqual({
        action,
        counts: without(runs.small.m[action].counts, GROWTH),
      });
      for (const size of ["small", "big"] as const)
        for (const [tab, calls] of Object.entries(runs[size].m[action].grown))
          for (const [key, count] of Object.entries(calls))
            expect({ size, action, tab, key, once: count <= 1 }).toEqual({
              size,
              action,
              tab,
              key,
              once: true,
            });
    }
  });
});
