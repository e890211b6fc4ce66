/**
 * The season circuit's random run (random-run/circuit.ts, invariants in random-run/kinds.ts): Check
 * and compute, the chart, Publish and Undo with right and stale requests, tournaments pasted,
 * differentials typed, deals not finished, dates with a time, rows deleted, inserted and sorted,
 * tabs renamed; after every step the six invariants of kinds.ts. The CI run is bounded;
 * random-run/suite.ts says how to run a longer one.
 */
import { circuit } from "./random-run/circuit";
import { kindSuite } from "./random-run/suite";

/**
 * Product bugs known and being fixed elsewhere: the run leaves out the steps that trigger them.
 * Each is reproduced below by a test expected to fail until it is fixed; then remove it here.
 */
const KNOWN_BUGS: Record<string, string> = {};

kindSuite(circuit, {
  seed: 20261203,
  steps: 150,
  worldSteps: 50,
  knownBugs: KNOWN_BUGS,
  reached: ["arbitreComputeTarot ok", "arbitreComputeTarot refused", "checked 5 after arbitreComputeTarot"],
});
