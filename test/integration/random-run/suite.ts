/**
 * The test of one kind's random run (random-run-<kind>.test.ts): the CI run (a fixed seed, bounded
 * steps), what it must reach, and the long run behind the environment:
 *
 *   ARBITRE_RANDOM_STEPS=2000 npx vitest run test/integration/random-run-league.test.ts   a longer run
 *   ARBITRE_RANDOM_SEED=7 …          another seed (a failure prints its seed and step)
 *   ARBITRE_RANDOM_KINDS=league,tarot npx vitest run test/integration/random-run-   only these kinds
 *   ARBITRE_RANDOM_AVOID=none …      also the steps that trigger the kind's known bugs (or a list)
 *
 * A failure prints the seed, the step, the steps before it, and writes the steps of the failing
 * spreadsheet to test-artifacts/random-run-<kind>-failure.json.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { type KindOp, KindRunFailure, type KindSpec, kindRun } from "./kinds";

export interface SuiteOptions {
  seed: number;
  steps: number;
  /** Steps per spreadsheet, on average. */
  worldSteps: number;
  /** Known product bugs: name → what it is and where it is reproduced. */
  knownBugs: Record<string, string>;
  /** Counters the CI run must reach (an action done, refused, undone…). */
  reached: string[];
}

export function avoided(knownBugs: Record<string, string>): Set<string> {
  const env = process.env.ARBITRE_RANDOM_AVOID;
  const out = new Set(
    env === undefined
      ? Object.keys(knownBugs)
      : env
          .split(",")
          .map((s) => s.trim())
          .filter((s) => s !== "" && s !== "none" && s in knownBugs),
  );
  return out;
}

/** ARBITRE_RANDOM_SWEEP=run|world|none chooses which actions invariant 6 sweeps (none: the old single stop per spreadsheet only). */
export function sweepMode(byLength: "run" | "world"): "run" | "world" | "none" {
  const env = process.env.ARBITRE_RANDOM_SWEEP;
  if (env === undefined) return byLength;
  if (env !== "run" && env !== "world" && env !== "none")
    throw new Error(`ARBITRE_RANDOM_SWEEP: ${env} (run, world or none)`);
  return env;
}

export function kindSuite(spec: KindSpec, o: SuiteOptions): void {
  const kinds = process.env.ARBITRE_RANDOM_KINDS;
  const on =
    kinds === undefined ||
    kinds
      .split(",")
      .map((s) => s.trim())
      .includes(spec.kind);
  const seed = Number(process.env.ARBITRE_RANDOM_SEED ?? o.seed);
  const steps = Number(process.env.ARBITRE_RANDOM_STEPS ?? o.steps);
  const avoid = avoided(o.knownBugs);
  describe.runIf(on)(`random run of the ${spec.kind} kind against the bundle`, () => {
    it(
      `${steps} random steps from seed ${seed} keep the invariants (known bugs avoided: ${[...avoid].join(", ") || "none"})`,
      () => {
        let report: ReturnType<typeof kindRun>;
        try {
          // the CI run stops each kind of action at each of its changes once; a longer run, once per spreadsheet
          const sweep = sweepMode(steps > o.steps ? "world" : "run");
          report = kindRun(spec, { seed, steps, worldSteps: o.worldSteps, avoid, sweep });
        } catch (e) {
          if (!(e instanceof KindRunFailure)) throw e;
          const file = `test-artifacts/random-run-${spec.kind}-failure.json`;
          mkdirSync("test-artifacts", { recursive: true });
          writeFileSync(file, `${JSON.stringify(e.ops satisfies KindOp[], null, 1)}\n`);
          throw new Error(`${e.message}\n  the steps of this spreadsheet are in ${file}`);
        }
        console.log(
          `random run (${spec.kind}): seed ${seed}, ${report.steps} steps, ${report.worlds} spreadsheets\n  ${[
            ...report.stats.entries(),
          ]
            .sort()
            .map(([k, v]) => `${k}: ${v}`)
            .join("\n  ")}`,
        );
        if (steps >= o.steps)
          for (const k of o.reached) expect(report.stats.get(k) ?? 0, k).toBeGreaterThan(0);
      },
      Math.max(120_000, steps * 1000),
    );
  });
}
