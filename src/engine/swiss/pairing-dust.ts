/**
 * The Dust Tactics pairing rule (RULES §2) on point groups.
 *
 * "Later rounds pair entrants with the same points, no rematch. Decision: random within a point
 * group (seeded, replayable), floating as few entrants as possible, as close in points as possible."
 *
 * Procedure (the usual Swiss "bracket" method, top-down):
 *  - point groups from the most points down; inside a group a seeded random order;
 *  - the bracket of a group = the entrants floated down from above (most points first) followed
 *    by the group; in bracket order, each unpaired entrant meets the first unpaired entrant after it
 *    in the bracket that it has not met, such that
 *      (1) the table belongs to a maximum pairing of the bracket (as few entrants as possible
 *          float out of it), and
 *      (2) everyone left, in every group, can still be paired without rematch;
 *    an entrant with no such opponent floats down to the next bracket, where it is paired first
 *    (as close in points as possible);
 *  - the last bracket takes everyone left.
 * Floaters are therefore the odd entrant of an odd group (random: the last one in the drawn order)
 * or entrants whose remaining opponents in the group are all rematches.
 * Cost: like the Confrérie rule, O(n·(R + 1)) plus blossom checks on small brackets and on the
 * last few entrants only (matching.ts).
 *
 * Small fields (≤ 16 entrants to pair) are solved exactly instead (pairDustExact): the pairing
 * minimises, lexicographically from the top, the number of tables crossing each boundary between
 * point groups — fewest floats out of the top group, then out of the top two groups, and so on —
 * which is what the bracket method aims at; the bracket method reaches it at the first boundary
 * and almost always below (the property tests measure it), the exact search always.
 */
import { MatchOracle, type MetGraph } from "./matching";

export interface DustTable {
  a: number;
  b: number;
  /** True when the two entrants come from different point groups. */
  float: boolean;
}

export interface DustResult {
  tables: DustTable[];
  exactChecks: number;
}

/**
 * `groups`: the entrants to pair, by point group (most points first), each group already in its
 * seeded random order; an even total that can be paired without rematch (the caller checks it and
 * uses the fewest-rematch fallback otherwise). `points[i]` is entrant i's points.
 */
export function pairDust(groups: readonly (readonly number[])[], met: MetGraph): DustResult {
  if (groups.reduce((k, g) => k + g.length, 0) <= EXACT_LIMIT) return pairDustExact(groups, met);
  return pairDustBrackets(groups, met);
}

/** Fields up to this size are paired by the exact search. */
export const EXACT_LIMIT = 16;

/**
 * Exact lexicographic minimum of the boundary-crossing vector, by dynamic programming over subsets
 * (O(2^n · n), n ≤ 16). Each table costs Σ 9^(boundaries below its top boundary) over the
 * boundaries it crosses; at most 8 tables cross a boundary, so sums never carry and comparing the
 * numbers compares the vectors lexicographically. Among optimal pairings: the first entrant in the
 * drawn order takes the first optimal opponent in the drawn order, and so on (random within groups).
 */
export function pairDustExact(groups: readonly (readonly number[])[], met: MetGraph): DustResult {
  const order = groups.flat();
  const n = order.length;
  const gOf: number[] = [];
  groups.forEach((g, gi) => {
    for (let i = 0; i < g.length; i++) gOf.push(gi);
  });
  const k = groups.length;
  const weight = (i: number, j: number): number => {
    let w = 0;
    const lo = Math.min(gOf[i]!, gOf[j]!);
    const hi = Math.max(gOf[i]!, gOf[j]!);
    for (let b = lo; b < hi; b++) w += 9 ** (k - 2 - b); // boundary b lies below group b
    return w;
  };
  const memo = new Map<number, number>();
  const best = (mask: number): number => {
    if (mask === 0) return 0;
    const hit = memo.get(mask);
    if (hit !== undefined) return hit;
    const u = 31 - Math.clz32(mask & -mask);
    let res = Number.POSITIVE_INFINITY;
    for (let v = u + 1; v < n; v++) {
      if (!(mask & (1 << v)) || met.met(order[u]!, order[v]!)) continue;
      const c = weight(u, v) + best(mask & ~(1 << u) & ~(1 << v));
      if (c < res) res = c;
    }
    memo.set(mask, res);
    return res;
  };
  let mask = (1 << n) - 1;
  if (!Number.isFinite(best(mask))) throw new Error("pairDustExact: not pairable (internal error)");
  const tables: DustTable[] = [];
  while (mask !== 0) {
    const u = 31 - Math.clz32(mask & -mask);
    const target = best(mask);
    let chosen = -1;
    for (let v = u + 1; v < n; v++) {
      if (!(mask & (1 << v)) || met.met(order[u]!, order[v]!)) continue;
      if (weight(u, v) + best(mask & ~(1 << u) & ~(1 << v)) === target) {
        chosen = v;
        break;
      }
    }
    tables.push({ a: order[u]!, b: order[chosen]!, float: gOf[u] !== gOf[chosen] });
    mask &= ~(1 << u) & ~(1 << chosen);
  }
  return { tables, exactChecks: memo.size };
}

/** The bracket method (module comment). */
export function pairDustBrackets(groups: readonly (readonly number[])[], met: MetGraph): DustResult {
  const all = groups.flat();
  const canPair = (a: number, b: number): boolean => !met.met(a, b);
  const d = met.maxDegreeWithin(all);
  const global = new MatchOracle(all, canPair, d, "perfect");
  const tables: DustTable[] = [];
  let exactChecks = 0;
  let carry: number[] = [];
  const groupOf = new Map<number, number>();
  groups.forEach((g, gi) => {
    for (const v of g) groupOf.set(v, gi);
  });
  for (let gi = 0; gi < groups.length; gi++) {
    const last = gi === groups.length - 1;
    const bracket = carry.concat(groups[gi]!);
    if (bracket.length === 0) continue;
    const local = new MatchOracle(bracket, canPair, d, "max");
    const done = new Uint8Array(bracket.length);
    const floated: number[] = [];
    for (let i = 0; i < bracket.length; i++) {
      if (done[i]) continue;
      const u = bracket[i]!;
      let chosen = -1;
      for (let j = i + 1; j < bracket.length; j++) {
        if (done[j]) continue;
        const v = bracket[j]!;
        if (met.met(u, v)) continue;
        if (!local.test([u, v])) {
          local.reject();
          continue;
        }
        if (!global.test([u, v])) {
          global.reject();
          local.reject();
          continue;
        }
        local.accept();
        global.accept();
        chosen = j;
        break;
      }
      done[i] = 1;
      if (chosen < 0) {
        if (last) throw new Error("pairDust: last bracket not pairable (internal error)");
        floated.push(u);
        local.drop([u]);
        continue;
      }
      done[chosen] = 1;
      const v = bracket[chosen]!;
      tables.push({ a: u, b: v, float: groupOf.get(u) !== groupOf.get(v) });
    }
    exactChecks += local.exactChecks;
    carry = floated;
  }
  exactChecks += global.exactChecks;
  return { tables, exactChecks };
}
