import { createRng } from "../src/engine/core/random";

/** Shared helpers for bench/*.bench.ts. */
export interface BenchLine {
  label: string;
  value: number;
  unit: string;
  /** The value must stay strictly below this. */
  target?: number;
  digits?: number;
}

export interface BenchReport {
  title: string;
  lines: BenchLine[];
  notes?: string[];
}

/** Milliseconds taken by `f`, median of `runs` runs after one warm-up. */
export function timeMs(f: () => unknown, runs = 5): { median: number; max: number } {
  f();
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    f();
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  return { median: times[Math.floor(times.length / 2)]!, max: times[times.length - 1]! };
}

/** A deterministic pseudo-random generator for bench data: the engine's own (mulberry32). */
export function rng(seed: number): () => number {
  return createRng(seed);
}

/** A call as the stand-in's timed counter records it (tools/standin/runtime.ts CallRecord). */
interface TimedCall {
  key: string;
  kind: string;
  sheet?: string;
  start?: number;
  end?: number;
}

export interface Phase {
  label: string;
  ms: number;
}

/**
 * Where an action's time goes through the bundle, from the stand-in's timed call counter: the time
 * inside service calls (the stand-in reading or writing a tab, values brought into the script's
 * realm) and the script's own time between them, named after the data call that follows it ("script,
 * then writes Ranking"). Consecutive pieces with the same name are added up; `tabs` names the tabs.
 */
export function phases(
  counter: { timed: boolean; calls: TimedCall[]; reset(): void },
  run: () => unknown,
  tabs: Record<string, string> = {},
): { total: number; phases: Phase[] } {
  const roles = new Map(Object.entries(tabs).map(([role, name]) => [name, role]));
  counter.reset();
  counter.timed = true;
  const t0 = performance.now();
  try {
    run();
  } finally {
    counter.timed = false;
  }
  const t1 = performance.now();
  const out: Phase[] = [];
  const add = (label: string, ms: number) => {
    const seen = out.find((p) => p.label === label);
    if (seen) seen.ms += ms;
    else out.push({ label, ms });
  };
  const where = (c: TimedCall) => (c.sheet === undefined ? "" : ` ${roles.get(c.sheet) ?? c.sheet}`);
  const data = (c: TimedCall) => c.kind === "read" || c.kind === "write";
  const calls = counter.calls.filter((c) => c.start !== undefined && c.end !== undefined);
  let at = t0;
  calls.forEach((c, i) => {
    const next = calls.slice(i).find(data);
    const then = next ? `${next.kind === "read" ? "reads" : "writes"}${where(next)}` : "the last calls";
    add(`script, then ${then}`, c.start! - at);
    add(
      data(c) ? `stand-in ${c.kind === "read" ? "reading" : "writing"}${where(c)}` : "stand-in, other calls",
      c.end! - c.start!,
    );
    at = c.end!;
  });
  add("script after the last call (the answer)", t1 - at);
  return { total: t1 - t0, phases: out };
}

/** An action's time, piece by piece (pieces under 1% of it left out). */
export function breakdownNotes(label: string, b: { total: number; phases: Phase[] }): string[] {
  return [
    `where the time of one ${label} goes (${b.total.toFixed(0)} ms):`,
    ...b.phases
      .filter((p) => p.ms >= b.total / 100)
      .map((p) => `  ${p.ms.toFixed(0).padStart(6)} ms  ${p.label}`),
  ];
}
