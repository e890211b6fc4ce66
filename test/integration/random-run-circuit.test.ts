/**
 * The season circuit's random run (random-run/circuit.ts, invariants in random-run/kinds.ts): Check
 * and compute at dates and year ends, Prepare and compute the Masters, Publish and Undo with right
 * and stale requests, tournaments pasted, places typed, dates with a time, rows inserted and
 * sorted, tabs renamed; after every step the six invariants of kinds.ts. The CI run is bounded;
 * random-run/suite.ts says how to run a longer one.
 */
import { describe, expect, it } from "vitest";
import { newFederation } from "./circuit/federation";
import { circuit } from "./random-run/circuit";
import { kindSuite } from "./random-run/suite";

/**
 * Product bugs known and being fixed elsewhere: the run leaves out the steps that trigger them.
 * Each is reproduced below by a test expected to fail until it is fixed; then remove it here.
 */
const KNOWN_BUGS: Record<string, string> = {
  "undo-loses-formats":
    'Undo of the first Check and compute leaves the Ranking tab\'s number formats (+0;−0;"=") on the cells it blanks: invariant 3 compares values and types only',
};

kindSuite(circuit, {
  seed: 20261203,
  steps: 150,
  worldSteps: 50,
  knownBugs: KNOWN_BUGS,
  reached: [
    "arbitreComputeCircuit ok",
    "arbitrePrepareMasters ok",
    "arbitreUpdateMasters ok",
    "checked 5 after arbitreComputeCircuit",
  ],
});

describe("known bugs the circuit run found, reproduced (each test fails until its bug is fixed)", () => {
  it.fails("undo-loses-formats: Undo of the first Check and compute leaves no number format on the Ranking tab's blank cells", () => {
    const f = newFederation({ seasons: 1, tournaments: 3, players: 6, pool: 8 });
    const cell = () => f.b.standin.book.sheetByName(f.tabs.ranking!)!.cell(4, 5);
    expect(cell()?.format).toBeUndefined();
    expect(f.call("arbitreComputeCircuit", { eventId: "e1" }).ok).toBe(true);
    expect(f.call("arbitreUndoLastAction", { eventId: "e1" }).ok).toBe(true);
    expect(cell()?.value ?? "").toBe("");
    expect(cell()?.format).toBeUndefined();
  });
});
