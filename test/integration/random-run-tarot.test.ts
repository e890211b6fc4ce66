/**
 * The Tarot duplicate's random run (random-run/tarot.ts, invariants in random-run/kinds.ts): Check
 * and compute, the chart, Publish and Undo with right and stale requests, tournaments pasted,
 * differentials typed, deals not finished, dates with a time, rows deleted, inserted and sorted,
 * tabs renamed; after every step the six invariants of kinds.ts. The CI run is bounded;
 * random-run/suite.ts says how to run a longer one.
 */
import { describe, expect, it } from "vitest";
import { kindSuite } from "./random-run/suite";
import { tarot } from "./random-run/tarot";
import { newClub } from "./tarot/club";

/**
 * Product bugs known and being fixed elsewhere: the run leaves out the steps that trigger them.
 * Each is reproduced below by a test expected to fail until it is fixed; then remove it here.
 */
const KNOWN_BUGS: Record<string, string> = {
  "tarot-undo-keeps-computed-deals":
    "Undo of Check and compute leaves the Deals tab's % and matchpoints (H:I) it wrote: the run does not undo Check and compute",
};

kindSuite(tarot, {
  seed: 20261202,
  steps: 220,
  worldSteps: 50,
  knownBugs: KNOWN_BUGS,
  reached: ["arbitreComputeTarot ok", "arbitreComputeTarot refused", "checked 5 after arbitreComputeTarot"],
});

describe("known bugs the Tarot run found, reproduced (each test fails until its bug is fixed)", () => {
  it.fails("tarot-undo-keeps-computed-deals: Undo of the first Check and compute blanks the Deals tab's % and matchpoints again", () => {
    const c = newClub({ players: 4, tournaments: 3, deals: 2, first: "2026-09-03", seed: 363747 });
    const before = c.b.standin.values(`'${c.tabs.deals}'!H2:I3`);
    expect(before).toEqual([
      ["", ""],
      ["", ""],
    ]);
    expect(c.call("arbitreComputeTarot", { eventId: "e1" }).ok).toBe(true);
    expect(c.b.standin.values(`'${c.tabs.deals}'!H2:I3`)).toEqual([
      [100, 2],
      [115, 6],
    ]);
    expect(c.call("arbitreUndoLastAction", { eventId: "e1" }).ok).toBe(true);
    expect(c.b.standin.values(`'${c.tabs.deals}'!H2:I3`)).toEqual(before);
  });
});
