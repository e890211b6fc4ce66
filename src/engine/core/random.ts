/**
 * Seeded pseudo-random numbers for every random choice of the engine (never Math.random): the
 * same seed gives the same draw on every machine, so a draw can be replayed and audited.
 * Generator: mulberry32 (32-bit state, full period 2^32), integer arithmetic only.
 */

/** A generator of floats in [0, 1). */
export type Rng = () => number;

/** mulberry32 seeded with the 32 low bits of `seed` (any finite number; fractions are truncated). */
export function createRng(seed: number): Rng {
  let a = Math.trunc(seed) >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Mixes two integers into one 32-bit seed (e.g. the organiser's seed and the round number). */
export function mixSeed(seed: number, salt: number): number {
  let h = (Math.trunc(seed) ^ Math.imul(Math.trunc(salt) + 1, 0x9e3779b9)) >>> 0;
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b) >>> 0;
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35) >>> 0;
  return (h ^ (h >>> 16)) >>> 0;
}

/** An integer in [0, n), n ≥ 1. */
export function randomInt(rng: Rng, n: number): number {
  return Math.floor(rng() * n);
}

/** Fisher–Yates shuffle of a copy of `items`. */
export function shuffled<T>(items: readonly T[], rng: Rng): T[] {
  const out = items.slice();
  for (let i = out.length - 1; i > 0; i--) {
    const j = randomInt(rng, i + 1);
    const x = out[i]!;
    out[i] = out[j]!;
    out[j] = x;
  }
  return out;
}
