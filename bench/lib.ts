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
