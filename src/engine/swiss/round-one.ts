/**
 * Round 1 of both Swiss systems (RULES §1–2): a seeded random draw, the bye to the last one drawn.
 *
 * With pairs to avoid or club protection (RULES §1 Decision), the draw is the same shuffle, and the
 * pairing is the lexicographically first optimal one in the drawn order: the first entrant drawn
 * meets the first one after it such that the rest can still be paired optimally, and so on (the bye:
 * the last one drawn whose bye leaves an optimal pairing). Optimal, lexicographically: (1) the fewest
 * pairs to avoid, (2) then the fewest tables between clubmates. Without either, that is exactly the
 * plain draw (consecutive entrants of the shuffle). Three exact means, the cheapest that applies:
 *
 * - No pair to avoid among the entrants: the fewest tables between clubmates of a set S (even) is
 *   max(0, m − |S|/2), m the largest club of S: fewer is impossible (the members of that club beyond
 *   the others must meet each other), and it is reached (order S by club, largest first, and pair
 *   the i-th with the (i + |S|/2)-th; clubless entrants are clubs of one). Each test is O(1) with the
 *   clubs' counts kept.
 * - Pairs to avoid, and a pairing with neither such a pair nor clubmates exists: the greedy asks
 *   "can the rest be paired without them?", Dirac's bound then Edmonds' blossom (matching.ts), on
 *   the have-met relation with clubmates added (clubs.ts).
 * - Otherwise (a small field, where the pairs to avoid cannot all be kept apart): a maximum-weight
 *   matching with the two levels as vector weights (weighted-matching.ts), the greedy's every step
 *   checked against it.
 */
import type { Rng } from "../core/random";
import { shuffled } from "../core/random";
import { ProtectedGraph, sameClub } from "./clubs";
import { MatchOracle, type MetGraph } from "./matching";
import { maxWeightMatching } from "./weighted-matching";

export interface RoundOneTable {
  a: number;
  b: number;
  /** A pair to avoid that could not be kept apart. */
  forced: boolean;
  /** The clubmate `a` would have met first in the drawn order, passed over. */
  clubmate?: number;
}

export interface RoundOneDraw {
  tables: RoundOneTable[];
  bye: number | null;
  /** Pairs to avoid that meet. */
  forced: number;
  /** Tables between clubmates. */
  sameClub: number;
  exactChecks: number;
}

/**
 * `active`: the entrants to pair; `avoid`: the pairs to avoid (no games yet); `club`: each
 * entrant's club (−1: none) when clubs are protected, else null.
 */
export function drawRoundOne(
  active: readonly number[],
  rng: Rng,
  avoid: MetGraph,
  club: Int32Array | null,
): RoundOneDraw {
  const drawn = shuffled(active, rng);
  const anyAvoid = avoid.maxDegreeWithin(drawn) > 0;
  if (!anyAvoid && club === null) return plainDraw(drawn);
  if (!anyAvoid) return clubDraw(drawn, club!);
  return oracleDraw(drawn, avoid, club) ?? weightedDraw(drawn, avoid, club);
}

/** The draw as it always was: the bye to the last one drawn, then consecutive entrants. */
function plainDraw(drawn: number[]): RoundOneDraw {
  const order = drawn.slice();
  const bye = order.length % 2 === 1 ? order.pop()! : null;
  const tables: RoundOneTable[] = [];
  for (let k = 0; k + 1 < order.length; k += 2)
    tables.push({ a: order[k]!, b: order[k + 1]!, forced: false });
  return { tables, bye, forced: 0, sameClub: 0, exactChecks: 0 };
}

/** Clubs' counts in a shrinking set, with the largest kept (a histogram of the counts). */
class ClubCounts {
  private readonly count = new Map<number, number>();
  private readonly hist: number[] = [0];
  largest = 0;
  size = 0;

  constructor(
    ids: readonly number[],
    private readonly club: Int32Array,
  ) {
    for (const x of ids) this.add(x);
  }

  add(x: number): void {
    this.size++;
    const c = this.club[x]!;
    if (c < 0) return;
    const k = this.count.get(c) ?? 0;
    this.hist[k] = (this.hist[k] ?? 0) - 1;
    this.count.set(c, k + 1);
    this.hist[k + 1] = (this.hist[k + 1] ?? 0) + 1;
    if (k + 1 > this.largest) this.largest = k + 1;
  }

  remove(x: number): void {
    this.size--;
    const c = this.club[x]!;
    if (c < 0) return;
    const k = this.count.get(c)!;
    this.hist[k] = this.hist[k]! - 1;
    this.count.set(c, k - 1);
    this.hist[k - 1] = (this.hist[k - 1] ?? 0) + 1;
    if (k === this.largest && this.hist[k] === 0) this.largest = k - 1;
  }

  /** The fewest tables between clubmates over all pairings of the set (even size). */
  fewest(): number {
    return Math.max(0, this.largest - this.size / 2);
  }
}

/** No pair to avoid: the closed form of the module comment. */
function clubDraw(drawn: number[], club: Int32Array): RoundOneDraw {
  const counts = new ClubCounts(drawn, club);
  let order = drawn;
  let bye: number | null = null;
  if (drawn.length % 2 === 1) {
    // the last one drawn among those whose bye leaves the fewest tables between clubmates
    let best = Number.POSITIVE_INFINITY;
    for (let i = drawn.length - 1; i >= 0; i--) {
      counts.remove(drawn[i]!);
      const f = counts.fewest();
      counts.add(drawn[i]!);
      if (f < best) {
        best = f;
        bye = drawn[i]!;
      }
    }
    counts.remove(bye!);
    order = drawn.filter((x) => x !== bye);
  }
  const paired = new Uint8Array(order.length);
  const tables: RoundOneTable[] = [];
  let checks = 0;
  let mates = 0;
  for (let i = 0; i < order.length; i++) {
    if (paired[i]) continue;
    const u = order[i]!;
    const target = counts.fewest();
    counts.remove(u);
    let clubmate = -1;
    for (let j = i + 1; j < order.length; j++) {
      if (paired[j]) continue;
      const v = order[j]!;
      const same = sameClub(club, u, v);
      counts.remove(v);
      checks++;
      if ((same ? 1 : 0) + counts.fewest() === target) {
        paired[i] = 1;
        paired[j] = 1;
        if (same) mates++;
        const t: RoundOneTable = { a: u, b: v, forced: false };
        if (clubmate >= 0) t.clubmate = clubmate;
        tables.push(t);
        break;
      }
      counts.add(v);
      if (same && clubmate < 0) clubmate = v;
    }
    if (!paired[i]) throw new Error("drawRoundOne: no opponent (internal error)");
  }
  return { tables, bye, forced: 0, sameClub: mates, exactChecks: checks };
}

/**
 * Which tables an optimal pairing of `ids` may have, when it keeps every pair to avoid apart: the
 * fewest tables between clubmates is max(0, m − s/2) (module comment). With m ≤ s/2, that is none:
 * no clubmates at one table. With m > s/2 (one club B), every entrant outside B meets a member of
 * B (two outsiders together would leave two more of B to meet each other), the rest of B meets
 * itself: the tables with at least one member of B. Either way a fixed rule for the whole greedy
 * (removing an optimal table keeps the rule's case), with a bound on what each entrant may not meet
 * for Dirac's test.
 */
function keptApart(
  ids: readonly number[],
  avoid: MetGraph,
  club: Int32Array | null,
): { canPair: (a: number, b: number) => boolean; degree: number } {
  const dAvoid = avoid.maxDegreeWithin(ids);
  if (club === null) return { canPair: (a, b) => !avoid.met(a, b), degree: dAvoid };
  const count = new Map<number, number>();
  for (const x of ids) if (club[x]! >= 0) count.set(club[x]!, (count.get(club[x]!) ?? 0) + 1);
  let big = -1;
  let m = 0;
  for (const [c, k] of count) {
    if (k > m) {
      m = k;
      big = c;
    }
  }
  if (2 * m <= ids.length) {
    const graph = new ProtectedGraph(avoid, club);
    return { canPair: (a, b) => !graph.met(a, b), degree: graph.maxDegreeWithin(ids) };
  }
  return {
    canPair: (a, b) => !avoid.met(a, b) && (club[a] === big || club[b] === big),
    degree: Math.max(0, ids.length - m - 1) + dAvoid,
  };
}

/** The fewest tables between clubmates over the pairings of `ids` without its entrant `bye`. */
function fewestWithout(ids: readonly number[], club: Int32Array, bye: number): number {
  const counts = new ClubCounts(ids, club);
  counts.remove(bye);
  return counts.fewest();
}

/**
 * Pairs to avoid: the greedy on the tables `keptApart` allows, when a pairing keeps every pair to
 * avoid apart with the fewest tables between clubmates (the bye: the last one drawn that allows
 * it); null otherwise.
 */
function oracleDraw(drawn: number[], avoid: MetGraph, club: Int32Array | null): RoundOneDraw | null {
  let bye: number | null = null;
  let oracle: MatchOracle | null = null;
  let rule: ReturnType<typeof keptApart> | null = null;
  if (drawn.length % 2 === 1) {
    // the fewest tables between clubmates any bye allows, then the last one drawn that reaches it
    const fewest = club === null ? [] : drawn.map((b) => fewestWithout(drawn, club, b));
    const target = club === null ? 0 : Math.min(...fewest);
    for (let i = drawn.length - 1; i >= 0 && bye === null; i--) {
      if (club !== null && fewest[i] !== target) continue;
      const rest = drawn.filter((_, k) => k !== i);
      const r = keptApart(rest, avoid, club);
      const o = new MatchOracle(drawn, r.canPair, r.degree + 1, "perfect");
      if (o.test([drawn[i]!])) {
        o.accept();
        bye = drawn[i]!;
        oracle = o;
        rule = r;
      } else o.reject();
    }
    if (bye === null) return null;
  } else {
    rule = keptApart(drawn, avoid, club);
    oracle = new MatchOracle(drawn, rule.canPair, rule.degree, "perfect");
    if (!oracle.pairable()) return null;
  }
  const order = drawn.filter((x) => x !== bye);
  const paired = new Set<number>();
  const tables: RoundOneTable[] = [];
  let mates = 0;
  for (let i = 0; i < order.length; i++) {
    const u = order[i]!;
    if (paired.has(u)) continue;
    let clubmate = -1;
    let chosen = -1;
    for (let j = i + 1; j < order.length; j++) {
      const v = order[j]!;
      if (paired.has(v)) continue;
      const same = club !== null && sameClub(club, u, v);
      if (rule!.canPair(u, v) && oracle!.test([u, v])) {
        oracle!.accept();
        chosen = v;
        if (same) mates++;
        break;
      }
      if (rule!.canPair(u, v)) oracle!.reject();
      if (same && clubmate < 0 && !avoid.met(u, v)) clubmate = v;
    }
    if (chosen < 0) throw new Error("drawRoundOne: no opponent (internal error)");
    paired.add(u);
    paired.add(chosen);
    const t: RoundOneTable = { a: u, b: chosen, forced: false };
    if (clubmate >= 0 && !sameClub(club!, u, chosen)) t.clubmate = clubmate;
    tables.push(t);
  }
  return { tables, bye, forced: 0, sameClub: mates, exactChecks: oracle!.exactChecks };
}

/**
 * The general case: a maximum-weight matching whose weights are (1 table, −pair to avoid,
 * −clubmates), with a "bye" vertex for an odd field. Every step of the greedy keeps the optimum.
 */
function weightedDraw(drawn: number[], avoid: MetGraph, club: Int32Array | null): RoundOneDraw {
  const odd = drawn.length % 2 === 1;
  const BYE = -1;
  // the bye last: the one left to it is the last possible in the drawn order
  const ids = odd ? drawn.concat([BYE]) : drawn.slice();
  const cost = (a: number, b: number): [number, number] => {
    if (a === BYE || b === BYE) return [0, 0];
    return [avoid.met(a, b) ? 1 : 0, club !== null && sameClub(club, a, b) ? 1 : 0];
  };
  let checks = 0;
  const solve = (set: number[]): [number, number] => {
    checks++;
    const n = set.length;
    const big = n + 1; // the club level never outweighs one pair to avoid
    const mate = maxWeightMatching(
      n,
      1,
      () => true,
      (i, j, out, o) => {
        const [f, c] = cost(set[i]!, set[j]!);
        out[o] = big * big - big * f - c;
      },
    );
    let f = 0;
    let c = 0;
    for (let i = 0; i < n; i++) {
      if (mate[i]! > i) {
        const [x, y] = cost(set[i]!, set[mate[i]!]!);
        f += x;
        c += y;
      }
    }
    return [f, c];
  };
  let left = ids.slice();
  let value = solve(left);
  const tables: RoundOneTable[] = [];
  let bye: number | null = null;
  const total: [number, number] = [0, 0];
  while (left.length > 0) {
    const u = left[0]!;
    let done = false;
    for (let j = 1; j < left.length && !done; j++) {
      const v = left[j]!;
      const c = cost(u, v);
      const rest = left.filter((x) => x !== u && x !== v);
      const r = rest.length === 0 ? ([0, 0] as [number, number]) : solve(rest);
      if (r[0] + c[0] === value[0] && r[1] + c[1] === value[1]) {
        if (v === BYE) bye = u;
        else tables.push({ a: u, b: v, forced: c[0] === 1 });
        total[0] += c[0];
        total[1] += c[1];
        left = rest;
        value = r;
        done = true;
      }
    }
    if (!done) throw new Error("drawRoundOne: no optimal opponent (internal error)");
  }
  return { tables, bye, forced: total[0], sameClub: total[1], exactChecks: checks };
}
