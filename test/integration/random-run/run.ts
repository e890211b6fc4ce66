/**
 * A reproducible random run: a seeded generator (src/engine/core/random.ts) chooses each step from
 * what the sidebar shows, the runner applies it to the real bundle in the stand-in and checks the
 * invariants. A new spreadsheet (a fresh bundle, one event) every few hundred steps, or sooner when
 * the event has stayed unreadable for a while (a deleted row nobody restores).
 *
 * A failure reports the seed, the step number, the step and the ten before it, and the steps of
 * its spreadsheet as JSON (replayable with `replay`, shrinkable with `shrink`).
 */
import { createRng, randomInt } from "../../../src/engine/core/random";
import { Generator, type KnownBug, TOLERATED_REFUSALS } from "./generate";
import { describe, type Json, type Op } from "./ops";
import { InvariantFailure, Runner } from "./runner";
import { AnswerTrail } from "./trail";

export interface RunOptions {
  seed: number;
  steps: number;
  /** Known product bugs whose triggers the run leaves out. */
  avoid: ReadonlySet<KnownBug>;
  /** Path of the bundle (default build/Code.js). */
  bundle?: string;
  /** The runner to use (default: a new one). */
  runner?: Runner;
  /** Receives every step, in order. */
  record?: Op[];
  /** Club protection and pairs to avoid in the steps (random-run/clubs.ts); default false. */
  clubs?: boolean;
}

export interface RunReport {
  steps: number;
  worlds: number;
  stats: Map<string, number>;
}

export class RunFailure extends Error {
  constructor(
    readonly seed: number,
    readonly step: number,
    readonly invariant: string,
    readonly detail: string,
    /** The steps of the failing spreadsheet, its "world" step first, the failing step last. */
    readonly ops: Op[],
    report: string,
  ) {
    super(report);
    this.name = "RunFailure";
  }
}

const UNREADABLE_LIMIT = 40;

export function randomRun(o: RunOptions): RunReport {
  const rng = createRng(o.seed);
  const gen = new Generator(rng, o.avoid, o.clubs === true);
  const trail = o.runner ? null : AnswerTrail.of(`swiss-${o.clubs ? "clubs-" : ""}${o.seed}-${o.steps}`);
  const runner = o.runner ?? new Runner({ bundle: o.bundle, tolerate: tolerated(o.avoid), trail });
  if (process.env.ARBITRE_RANDOM_DEBUG) gen.debug = (what) => runner.count(what);
  const recent: string[] = [];
  let ops: Op[] = [];
  let budget = 0;
  let worlds = 0;
  let worldStart = 0;
  for (let n = 1; n <= o.steps; n++) {
    const fresh = worlds === 0 || runner.worldSteps >= budget || runner.unreadable > UNREADABLE_LIMIT;
    const op = fresh ? gen.world() : gen.next(runner);
    if (op.op === "world") {
      budget = 150 + randomInt(rng, 350);
      ops = [];
      worlds++;
      worldStart = n;
    }
    ops.push(op);
    o.record?.push(op);
    const line = `${n}: ${describe(op)}`;
    recent.push(line);
    if (recent.length > 11) recent.shift();
    try {
      runner.apply(op);
    } catch (e) {
      const inv = e instanceof InvariantFailure ? e.invariant : "test or stand-in error";
      const detail = e instanceof InvariantFailure ? e.detail : String((e as Error)?.stack ?? e);
      const report = [
        `Random run failed — invariant ${inv}`,
        `  seed ${o.seed}, step ${n} of ${o.steps} (step ${n - worldStart + 1} of spreadsheet #${worlds})`,
        `  step: ${line}`,
        `  ${detail}`,
        "  the 10 steps before:",
        ...recent.slice(0, -1).map((l) => `    ${l}`),
        `  replay: ARBITRE_RANDOM_SEED=${o.seed} ARBITRE_RANDOM_STEPS=${n} ARBITRE_RANDOM_AVOID=${[...o.avoid].join(",") || "none"} npx vitest run test/integration/random-run.test.ts`,
      ].join("\n");
      throw new RunFailure(o.seed, n, inv, detail, ops, report);
    }
  }
  trail?.close();
  runner.stats.set("steps", o.steps);
  return { steps: o.steps, worlds, stats: runner.stats };
}

/** The refusal patterns of the known bugs a run is told about (see TOLERATED_REFUSALS). */
export function tolerated(
  avoid: ReadonlySet<KnownBug>,
): Map<string, (error: string, stateBefore: Json) => boolean> {
  const out = new Map<string, (error: string, stateBefore: Json) => boolean>();
  for (const bug of avoid) {
    const re = TOLERATED_REFUSALS[bug];
    if (re) out.set(bug, re);
  }
  return out;
}

/** Replays steps (a "world" step first) on a fresh runner: the failure they cause, or null. */
export function replay(
  ops: Op[],
  bundle?: string,
  avoid: ReadonlySet<KnownBug> = new Set(),
): InvariantFailure | Error | null {
  const runner = new Runner({ bundle, tolerate: tolerated(avoid) });
  try {
    for (const op of ops) runner.apply(op);
  } catch (e) {
    return e as Error;
  }
  return null;
}

/**
 * The shortest sub-list of `ops` found (delta debugging: drops chunks while the same invariant
 * still fails), the first step (the world) always kept. Slow: minutes for a few hundred steps.
 */
export function shrink(
  ops: Op[],
  invariant: string,
  o: {
    bundle?: string;
    /** Known bugs the run was told about (their refusals are tolerated on replay too). */
    avoid?: ReadonlySet<KnownBug>;
    deadline?: number;
    /** The failure must still match this (default: any failure of the same invariant). */
    detail?: RegExp;
  } = {},
): Op[] {
  const deadline = o.deadline ?? Date.now() + 10 * 60_000;
  const fails = (list: Op[]): boolean => {
    const e = replay(list, o.bundle, o.avoid);
    return e instanceof InvariantFailure && e.invariant === invariant && (o.detail ?? /.*/s).test(e.detail);
  };
  let current = ops.slice(1);
  const head = ops[0]!;
  let chunk = Math.max(1, Math.floor(current.length / 2));
  while (chunk >= 1 && Date.now() < deadline) {
    let removed = false;
    for (let i = 0; i < current.length && Date.now() < deadline; ) {
      const trial = [...current.slice(0, i), ...current.slice(i + chunk)];
      if (trial.length < current.length && fails([head, ...trial])) {
        current = trial;
        removed = true;
      } else i += chunk;
    }
    if (!removed) chunk = Math.floor(chunk / 2);
  }
  return [head, ...current];
}

export { describe as describeOp };
