/**
 * Shared by confrerie-pairing-keeps-its-properties-over-random-tournaments.test.ts and dust-pairing-keeps-its-properties-over-random-tournaments.test.ts.
 * Property tests over thousands of random tournaments (sizes 2–300, odd and even, drops, late
 * entries, double losses, draws in Dust), every round checked against oracles written from the
 * rules (oracles.ts):
 *  P1 every active entrant is paired exactly once or has the bye; dropped entrants are not paired;
 *  P2 never a rematch while a rematch-free pairing exists (over every possible bye); otherwise the
 *     number of rematches is the minimum (exact check up to 22 entrants);
 *  P3 the bye rule: every entrant ahead of the bye recipient in the rule's order of preference
 *     would have left the others unpairable without rematch;
 *  P4 Confrérie: the pairing equals the plain top-down result whenever that does not get stuck,
 *     and the lexicographically first valid pairing when it does (exact check up to 24 entrants);
 *  P5 Dust (RULES §2): the vector (tables crossing boundary 1, boundary 2, …, from the top; then the
 *     sum of squared point differences) is the lexicographic minimum over every rematch-free
 *     pairing — checked by enumeration up to 12 entrants, and against the independent optimum of
 *     oracles.ts (dustOptimum, a branch and bound, where it settles within its search budget) from 13
 *     to 64 entrants (at every size, no
 *     exchange of partners between two tables makes that vector smaller either);
 *  P6 a is ranked above b, tables in order; deterministic, and independent of the order in which
 *     entrants are listed.
 */
import fc from "fast-check";
import { expect } from "vitest";
import { nameKey } from "../../src/engine/core/names";
import type { DetailedPairing, PairingInput } from "../../src/engine/swiss/pairing";
import {
  allPairings,
  dustObjective,
  dustOptimum,
  lexFirst,
  makeMinRematches,
  makePerfect,
  plainTopDown,
  tutteMatchingSize,
} from "./oracles";
import { metOf, simulate } from "./simulate";

export const stats = {
  rounds: 0,
  stuck: 0,
  rematchRounds: 0,
  byePassed: 0,
  dustExact: 0,
  dustOracle: 0,
  dustOracleGaveUp: 0,
  dustFloats: 0,
  dustSquares: 0,
};

/** What the property runs reached (counted over every run). */
export type Stats = typeof stats;

/** Can `ids` all be paired without rematch? Exact DP, or Dirac, or Tutte rank. */
function pairable(ids: string[], met: (a: string, b: string) => boolean): boolean {
  const n = ids.length;
  if (n % 2 === 1) return false;
  if (n === 0) return true;
  if (n <= 22) return makePerfect((i, j) => !met(ids[i]!, ids[j]!))((1 << n) - 1);
  let d = 0;
  for (const a of ids) {
    let k = 0;
    for (const b of ids) if (a !== b && met(a, b)) k++;
    d = Math.max(d, k);
  }
  if (n >= 2 * d + 2) return true;
  return tutteMatchingSize(n, (i, j) => !met(ids[i]!, ids[j]!)) === n / 2;
}

function checkRound(input: PairingInput, out: DetailedPairing): void {
  stats.rounds++;
  const met = metOf(input);
  const active = input.entrants.filter((e) => !e.dropped).map((e) => e.id);
  const pos = new Map<string, number>();
  out.standings.forEach((r, i) => {
    pos.set(r.key, i);
  });
  const P = (id: string): number => pos.get(nameKey(id))!;
  const row = (id: string) => out.standings[P(id)]!;
  active.sort((x, y) => P(x) - P(y));

  // P1 (and RULES §2's early end: only entrants still in the event, who have played, count)
  const stillIn = new Set(active.map(nameKey));
  const undefeated = out.standings.filter((r) => r.rounds > 0 && r.losses === 0 && stillIn.has(r.key));
  if (out.ended) {
    expect(out.tables).toEqual([]);
    expect(undefeated.length).toBe(1);
    return;
  }
  if (input.system === "dust" && input.rounds.length > 0) {
    expect(undefeated.length).not.toBe(1);
  }
  const seen = out.tables.flatMap((t) => [t.a, t.b]).concat(out.bye === null ? [] : [out.bye]);
  expect(seen.slice().sort()).toEqual(active.slice().sort());
  expect(out.bye === null).toBe(active.length % 2 === 0);

  // P2
  const rematchTables = out.tables.filter((t) => met(t.a, t.b)).length;
  expect(rematchTables).toBe(out.rematches);
  const field = (bye: string | null): string[] => active.filter((x) => x !== bye);
  const byeOptions = active.length % 2 === 1 ? active : [null];
  let anyFree = false;
  for (const b of byeOptions) {
    if (pairable(field(b), met)) {
      anyFree = true;
      break;
    }
  }
  if (anyFree) expect(out.rematches).toBe(0);
  else {
    stats.rematchRounds++;
    expect(out.rematches).toBeGreaterThan(0);
    if (active.length <= 22) {
      let best = Number.POSITIVE_INFINITY;
      for (const b of byeOptions) {
        const ids = field(b);
        best = Math.min(best, makeMinRematches((i, j) => met(ids[i]!, ids[j]!))((1 << ids.length) - 1));
      }
      expect(out.rematches).toBe(best);
    }
  }

  // P6 (later rounds): a ranked above b, tables by the rank of a
  if (input.rounds.length > 0 && out.standings.some((r) => r.rounds > 0)) {
    for (const t of out.tables) expect(P(t.a)).toBeLessThan(P(t.b));
    for (let i = 1; i < out.tables.length; i++) {
      expect(P(out.tables[i - 1]!.a)).toBeLessThan(P(out.tables[i]!.a));
    }
  } else {
    return; // round 1: random draw, nothing more to check
  }

  // P3: the bye rule
  if (out.bye !== null && anyFree) {
    const b = out.bye;
    expect(pairable(field(b), met)).toBe(true);
    const ahead = active.filter((c) => {
      if (c === b) return false;
      const rc = row(c);
      const rb = row(b);
      if (rc.byes > 0 !== rb.byes > 0) return rc.byes === 0;
      if (input.system === "confrerie") return P(c) > P(b);
      return (rc.points ?? 0) < (rb.points ?? 0);
    });
    if (ahead.length > 0) stats.byePassed++;
    for (const c of ahead) expect(pairable(field(c), met)).toBe(false);
  }
  if (out.rematches > 0) return;

  const order = field(out.bye);
  const pairs = out.tables.map((t) => [t.a, t.b]);
  if (input.system === "confrerie") {
    // P4
    const plain = plainTopDown(
      order.map((_, i) => i),
      (i, j) => met(order[i]!, order[j]!),
    );
    if (plain !== null) {
      expect(pairs).toEqual(plain.map(([i, j]) => [order[i]!, order[j]!]));
    } else {
      stats.stuck++;
      if (order.length <= 24) {
        const lex = lexFirst(
          order.map((_, i) => i),
          (i, j) => met(order[i]!, order[j]!),
        );
        expect(pairs).toEqual(lex!.map(([i, j]) => [order[i]!, order[j]!]));
      }
    }
    return;
  }
  // P5: Dust
  const points = new Map<string, number>();
  for (const id of order) points.set(id, row(id).points ?? 0);
  const pts = (id: string): number => points.get(id)!;
  const levels = Array.from(new Set(order.map(pts))).sort((x, y) => y - x);
  const vector = (tables: [string, string][]): number[] =>
    dustObjective(
      levels,
      tables.map(([a, b]) => [pts(a), pts(b)]),
    );
  const less = (x: number[], y: number[]): boolean => {
    for (let i = 0; i < x.length; i++) if (x[i] !== y[i]) return x[i]! < y[i]!;
    return false;
  };
  const mine = vector(pairs as [string, string][]);
  stats.dustFloats += out.tables.filter((t) => pts(t.a) !== pts(t.b)).length;
  if (mine[mine.length - 1]! > 0) stats.dustSquares++;
  if (order.length <= 12) {
    stats.dustExact++;
    const all = allPairings(
      order.map((_, i) => i),
      (i, j) => !met(order[i]!, order[j]!),
    );
    let best: number[] | null = null;
    for (const p of all) {
      const v = vector(p.map(([i, j]) => [order[i]!, order[j]!]));
      if (best === null || less(v, best)) best = v;
    }
    expect(mine).toEqual(best);
  } else if (order.length <= 64) {
    // the oracle's search is capped (5,000 nodes): it settles the great majority of rounds
    const best = dustOptimum(order.map(pts), (i, j) => !met(order[i]!, order[j]!), 5000);
    if (best === "gave up") stats.dustOracleGaveUp++;
    else {
      stats.dustOracle++;
      expect(mine).toEqual(best);
    }
  }
  // exchanges of partners between two tables never improve the vector (any size)
  const crossing = pairs.map(([a, b]) => pts(a!) !== pts(b!));
  for (let x = 0; x < pairs.length; x++) {
    for (let y = x + 1; y < pairs.length; y++) {
      if (!crossing[x] && !crossing[y]) continue;
      const [a, b] = pairs[x]!;
      const [c, d] = pairs[y]!;
      const base = vector([
        [a!, b!],
        [c!, d!],
      ]);
      for (const alt of [
        [
          [a!, c!],
          [b!, d!],
        ],
        [
          [a!, d!],
          [b!, c!],
        ],
      ] as [string, string][][]) {
        if (alt.some(([p, q]) => met(p, q))) continue;
        expect(less(vector(alt), base)).toBe(false);
      }
    }
  }
}

/** A random tournament: field size, seed, rounds played, and how often things go wrong. */
export interface Tournament {
  n: number;
  seed: number;
  rounds: number;
  drops: boolean;
  lateEntries: boolean;
  manyDoubleLosses: boolean;
}

/** Field sizes and rounds of a family of tournaments (shrinking goes towards the smallest). */
export interface Family {
  minN: number;
  maxN: number;
  /** Rounds played for a field of n: from 1 up to this. */
  maxRounds: (n: number) => number;
  /** Rounds at least (capped by maxRounds). */
  minRounds?: (n: number) => number;
}

export function tournaments(f: Family): fc.Arbitrary<Tournament> {
  return fc
    .record({
      n: fc.integer({ min: f.minN, max: f.maxN }),
      seed: fc.integer({ min: 0, max: 0x7fffffff }),
      r: fc.nat({ max: 1000 }),
      drops: fc.boolean(),
      lateEntries: fc.boolean(),
      manyDoubleLosses: fc.boolean(),
    })
    .map(({ n, seed, r, drops, lateEntries, manyDoubleLosses }) => {
      const lo = Math.max(1, Math.min(f.minRounds?.(n) ?? 1, f.maxRounds(n)));
      const hi = Math.max(lo, f.maxRounds(n));
      return { n, seed, rounds: lo + (r % (hi - lo + 1)), drops, lateEntries, manyDoubleLosses };
    });
}

/** Plays one tournament, checking every round (P1–P6); throws with the round that broke a rule. */
export function playChecked(system: "confrerie" | "dust", t: Tournament): void {
  simulate({
    n: t.n,
    system,
    seed: t.seed,
    rounds: t.rounds,
    dropRate: t.drops ? 0.05 : 0,
    lateRate: t.lateEntries ? 0.3 : 0,
    doubleLossRate: t.manyDoubleLosses ? 0.08 : 0.02,
    onRound: (input, out) => {
      try {
        checkRound(input, out);
      } catch (e) {
        throw new Error(`${system} n=${t.n} seed=${t.seed} round ${out.round}: ${(e as Error).message}`);
      }
    },
  });
}

/**
 * `npm test` checks the first 40 % of each family's tournaments (the same ones, by the fixed seed), to keep
 * the suite under its time on a 2-core machine; `ARBITRE_PROPERTY_FULL=1` checks them all.
 */
export const FULL = process.env.ARBITRE_PROPERTY_FULL === "1";

/** `count` as `npm test` runs it: all of it with ARBITRE_PROPERTY_FULL=1, else 40 % (at least one). */
export function scaled(count: number): number {
  return FULL ? count : Math.max(1, Math.ceil(count * 0.4));
}

/**
 * Checks `count` random tournaments of a family with fast-check (a fixed seed: CI replays the same
 * ones; a failure shrinks to a small field and few rounds), `scaled` unless ARBITRE_PROPERTY_FULL=1.
 * Returns what this run alone reached.
 */
export function run(system: "confrerie" | "dust", count: number, family: Family, seed: number): Stats {
  const before = { ...stats };
  fc.assert(
    fc.property(tournaments(family), (t) => playChecked(system, t)),
    { numRuns: scaled(count), seed, endOnFailure: true },
  );
  const reached = { ...stats };
  for (const k of Object.keys(stats) as (keyof Stats)[]) reached[k] = stats[k] - before[k];
  return reached;
}

// small fields play many rounds (up to n + 2), so that pairings get stuck, byes run out, rematches happen
export const small: Family = { minN: 2, maxN: 24, maxRounds: (n) => n + 2 };
const log2 = (n: number) => Math.ceil(Math.log2(n));
export const mid: Family = {
  minN: 25,
  maxN: 100,
  minRounds: (n) => log2(n) + 1,
  maxRounds: (n) => log2(n) + 3,
};
export const big: Family = {
  minN: 101,
  maxN: 300,
  minRounds: (n) => log2(n) + 1,
  maxRounds: (n) => log2(n) + 3,
};
