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
