/**
 * The parity bound and chain pairings of the Dust rule (means 2 of pairing.ts, whose module
 * comment has the definitions and the proofs), the subset search (means 1), and the objective.
 */
import { sameClub } from "../../clubs";
import { MatchOracle, type MetGraph } from "../../matching";

export interface DustTable {
  a: number;
  b: number;
  /** True when the two entrants come from different point groups. */
  float: boolean;
  /** Club protection: the clubmate `a` would have met first in the drawn order, passed over. */
  clubmate?: number;
}

/**
 * The objective value of a set of tables: crossings at each boundary (boundary b lies below group
 * b), then the sum of squared point differences, as one vector of length groups − 1 + 1; with club
 * protection (`club`), one more level: the tables between clubmates.
 */
export function dustVector(
  tables: readonly (readonly [number, number])[],
  groupOf: (x: number) => number,
  groupPoints: readonly number[],
  club: Int32Array | null = null,
): number[] {
  const k = groupPoints.length;
  const v = new Array<number>(k + (club === null ? 0 : 1)).fill(0);
  for (const [a, b] of tables) {
    if (club !== null && sameClub(club, a, b)) v[k] = v[k]! + 1;
    const ga = groupOf(a);
    const gb = groupOf(b);
    const lo = Math.min(ga, gb);
    const hi = Math.max(ga, gb);
    for (let i = lo; i < hi; i++) v[i] = v[i]! + 1;
    const d = groupPoints[lo]! - groupPoints[hi]!;
    v[k - 1] = v[k - 1]! + d * d;
  }
  return v;
}

export function cmpVec(a: readonly number[], b: readonly number[]): number {
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return a[i]! < b[i]! ? -1 : 1;
  return 0;
}

export function addVec(a: readonly number[], b: readonly number[]): number[] {
  return a.map((x, i) => x + b[i]!);
}

export interface ChainPlan {
  /** groups of S (non-empty), each as entrant ids in drawn order */
  gs: number[][];
  /** out[i]: one table leaves group i downwards (the entrants above boundary i are odd) */
  out: boolean[];
  /** feasible receivers of group i (when in[i]) */
  recv: Set<number>[];
  /** entrants of group i that have a feasible receiver in group i + 1 (when out[i]) */
  elig: Set<number>[];
  checks: number;
}

/**
 * What the exact means share: the field (entrants in drawn order, their groups and the groups'
 * points), the entrants left, the tables made, and the chain checks.
 *
 * Club protection (`club` given): the objective gets a last level, the tables between clubmates
 * (below crossings and squares, above chance). A chain pairing with no such table reaches the lower
 * bound (LB(S), 0), so it is optimal: the chain means then run on `chainMet`, the have-met relation
 * with clubmates added (clubs.ts), and its lexicographically first chain pairing is the
 * lexicographically first optimal pairing. The other means take the club level as one more level
 * of their vectors. Without protection `chainMet` is `met` and the vectors are as before.
 */
export class DustField {
  protected readonly order: number[];
  protected readonly gOf: Map<number, number>;
  protected readonly k: number;
  protected readonly alive: Set<number>;
  protected readonly tables: DustTable[] = [];
  protected checks = 0;
  /** A vertex id no entrant has: the "one entrant leaves downwards" slot of a group. */
  protected readonly SLOT: number;

  /** Length of the objective vectors: k, or k + 1 with the club level. */
  protected readonly L: number;

  constructor(
    groups: readonly (readonly number[])[],
    protected readonly met: MetGraph,
    protected readonly P: readonly number[],
    protected readonly chainMet: MetGraph = met,
    protected readonly club: Int32Array | null = null,
  ) {
    this.order = groups.flat();
    this.gOf = new Map();
    groups.forEach((g, gi) => {
      for (const v of g) this.gOf.set(v, gi);
    });
    this.k = groups.length;
    this.L = this.k + (club === null ? 0 : 1);
    this.alive = new Set(this.order);
    this.SLOT = met.n;
  }

  protected g(x: number): number {
    return this.gOf.get(x)!;
  }

  /** Cost vector of one table. */
  protected cost(a: number, b: number): number[] {
    return dustVector([[a, b]], (x) => this.g(x), this.P, this.club);
  }

  protected push(a: number, b: number, clubmate = -1): void {
    const t: DustTable = { a, b, float: this.g(a) !== this.g(b) };
    if (clubmate >= 0) t.clubmate = clubmate;
    this.tables.push(t);
    this.alive.delete(a);
    this.alive.delete(b);
  }

  /** The entrants of S (alive) by group, drawn order, non-empty groups only. */
  protected groupsOf(S: ReadonlySet<number>): number[][] {
    const out: number[][] = [];
    let last = -1;
    for (const x of this.order) {
      if (!S.has(x)) continue;
      const gi = this.g(x);
      if (gi !== last) {
        out.push([]);
        last = gi;
      }
      out[out.length - 1]!.push(x);
    }
    return out;
  }

  /** Degree bound for Dirac on a group with the slot vertex (see matching.ts). */
  protected oracleFor(
    X: readonly number[],
    withSlot: boolean,
    elig: ReadonlySet<number> | null,
  ): MatchOracle {
    const SLOT = this.SLOT;
    const canPair = (a: number, b: number): boolean => {
      if (a === SLOT) return elig!.has(b);
      if (b === SLOT) return elig!.has(a);
      return !this.chainMet.met(a, b);
    };
    let d = this.chainMet.maxDegreeWithin(X);
    let inelig = 0;
    if (withSlot) {
      for (const x of X) if (!elig!.has(x)) inelig++;
      d = Math.max(d + (inelig > 0 ? 1 : 0), inelig);
    }
    const ids = withSlot ? X.concat([SLOT]) : X.slice();
    return new MatchOracle(ids, canPair, d, "perfect");
  }

  /**
   * Whether S (its non-empty groups `gs`, drawn order) has a chain pairing; if so, the feasible
   * receivers and senders of every group, computed from the bottom group up.
   */
  protected chainPlan(gs: number[][]): ChainPlan | null {
    const m = gs.length;
    const out: boolean[] = [];
    let total = 0;
    for (let i = 0; i < m; i++) {
      total += gs[i]!.length;
      out.push(i < m - 1 && total % 2 === 1);
    }
    if (total % 2 === 1) return null;
    const recv: Set<number>[] = new Array(m);
    const elig: Set<number>[] = new Array(m);
    let checks = 0;
    for (let i = m - 1; i >= 0; i--) {
      const X = gs[i]!;
      const inc = i > 0 && out[i - 1]!;
      let e: Set<number> | null = null;
      if (out[i]) {
        e = new Set();
        const below = gs[i + 1]!.filter((r) => recv[i + 1]!.has(r));
        for (const s of X) {
          for (const r of below) {
            if (!this.chainMet.met(s, r)) {
              e.add(s);
              break;
            }
          }
        }
        if (e.size === 0) return null;
        elig[i] = e;
      }
      const oracle = this.oracleFor(X, out[i]!, e);
      if (inc) {
        const r = new Set<number>();
        for (const x of X) {
          if (oracle.test([x])) r.add(x);
          oracle.reject();
        }
        if (r.size === 0) return null;
        recv[i] = r;
      } else if (!oracle.pairable()) return null;
      checks += oracle.exactChecks;
    }
    this.checks += checks;
    return { gs, out, recv, elig, checks };
  }

  /** The lexicographically first chain pairing (= the lexicographically first optimal pairing). */
  protected chainGreedy(plan: ChainPlan): void {
    const { gs, out, recv, elig } = plan;
    const SLOT = this.SLOT;
    let receiver = -1;
    for (let i = 0; i < gs.length; i++) {
      const X = gs[i]!.filter((x) => x !== receiver);
      const oracle = this.oracleFor(X, out[i]!, out[i] ? elig[i]! : null);
      let sender = out[i]!;
      let nextReceiver = -1;
      const done = new Set<number>();
      for (let a = 0; a < X.length; a++) {
        const u = X[a]!;
        if (done.has(u)) continue;
        let chosen = -1;
        let clubmate = -1;
        for (let b = a + 1; b < X.length; b++) {
          const v = X[b]!;
          if (done.has(v)) continue;
          if (this.chainMet.met(u, v)) {
            if (clubmate < 0 && !this.met.met(u, v)) clubmate = v;
            continue;
          }
          if (oracle.test([u, v])) {
            oracle.accept();
            chosen = v;
            break;
          }
          oracle.reject();
        }
        if (chosen < 0 && sender && elig[i]!.has(u)) {
          // u leaves: the first feasible receiver below it has not met (any one completes the rest)
          if (oracle.test([u, SLOT])) {
            oracle.accept();
            for (const r of gs[i + 1]!) {
              if (recv[i + 1]!.has(r) && !this.chainMet.met(u, r)) {
                chosen = r;
                break;
              }
            }
            sender = false;
            nextReceiver = chosen;
          } else oracle.reject();
        }
        if (chosen < 0) throw new Error("pairDust: chain pairing failed (internal error)");
        done.add(u);
        done.add(chosen);
        this.push(u, chosen, clubmate);
      }
      this.checks += oracle.exactChecks;
      receiver = nextReceiver;
    }
  }

  /**
   * LB(S): the parity bound of the module comment, as an objective vector; `above` entrants of the
   * field are above the first group given (for a middle part of a field).
   */
  protected lowerBound(gs: readonly (readonly number[])[], above = 0): number[] {
    const v = new Array<number>(this.L).fill(0);
    let total = above;
    for (let i = 0; i + 1 < gs.length; i++) {
      total += gs[i]!.length;
      if (total % 2 === 0) continue;
      const a = this.g(gs[i]![0]!);
      const b = this.g(gs[i + 1]![0]!);
      for (let l = a; l < b; l++) v[l] = v[l]! + 1;
      const d = this.P[a]! - this.P[b]!;
      v[this.k - 1] = v[this.k - 1]! + d * d;
    }
    return v;
  }

  /** Cost of a table between groups `a` and `b` (either order). */
  protected landCost(a: number, b: number): number[] {
    const from = Math.min(a, b);
    const to = Math.max(a, b);
    const v = new Array<number>(this.L).fill(0);
    for (let l = from; l < to; l++) v[l] = 1;
    const d = this.P[from]! - this.P[to]!;
    v[this.k - 1] = d * d;
    return v;
  }
}

/**
 * Means 1 of pairing.ts: the lexicographically first optimal pairing of `ids` (drawn order,
 * ≤ 16 entrants) by dynamic programming over subsets, O(2^n·n); null when they cannot all be paired
 * without rematch. `states`: subsets evaluated (for the benchmark).
 */
export function subsetSearch(
  ids: readonly number[],
  met: MetGraph,
  g: (x: number) => number,
  P: readonly number[],
  club: Int32Array | null = null,
): { pairs: [number, number][]; states: number } | null {
  const n = ids.length;
  // levels: the boundaries between consecutive non-empty groups of S (a table crossing one
  // original boundary inside such a span crosses all of them, so the order is the same)
  const gi = ids.map((x) => g(x));
  const chainIdx: number[] = [];
  let c = -1;
  for (let i = 0; i < n; i++) {
    if (i === 0 || gi[i] !== gi[i - 1]) c++;
    chainIdx.push(c);
  }
  const levels = c; // number of chain boundaries
  // at most n/2 ≤ 8 tables cross a boundary: base 9 digits never carry; 9^15 < 2^53
  const pair = new Float64Array(n * n);
  const sqOf = new Float64Array(n * n);
  for (let a = 0; a < n; a++) {
    for (let b = a + 1; b < n; b++) {
      let w = 0;
      for (let l = chainIdx[a]!; l < chainIdx[b]!; l++) w += 9 ** (levels - 1 - l);
      pair[a * n + b] = w;
      const d = P[gi[a]!]! - P[gi[b]!]!;
      sqOf[a * n + b] = d * d;
    }
  }
  const memoC = new Map<number, number>();
  const memoS = new Map<number, number>();
  // club protection: tables between clubmates, the last level (0 everywhere without protection)
  const memoK = new Map<number, number>();
  const mates = (a: number, b: number): number => (club !== null && sameClub(club, ids[a]!, ids[b]!) ? 1 : 0);
  const ok = (a: number, b: number): boolean => !met.met(ids[a]!, ids[b]!);
  const best = (mask: number): void => {
    if (mask === 0 || memoC.has(mask)) return;
    const u = 31 - Math.clz32(mask & -mask);
    let bc = Number.POSITIVE_INFINITY;
    let bs = Number.POSITIVE_INFINITY;
    let bk = Number.POSITIVE_INFINITY;
    for (let v = u + 1; v < n; v++) {
      if (!(mask & (1 << v)) || !ok(u, v)) continue;
      const rest = mask & ~(1 << u) & ~(1 << v);
      best(rest);
      const rc = rest === 0 ? 0 : memoC.get(rest)!;
      if (!Number.isFinite(rc)) continue;
      const cc = pair[u * n + v]! + rc;
      const cs = sqOf[u * n + v]! + (rest === 0 ? 0 : memoS.get(rest)!);
      const ck = mates(u, v) + (rest === 0 ? 0 : memoK.get(rest)!);
      if (cc < bc || (cc === bc && (cs < bs || (cs === bs && ck < bk)))) {
        bc = cc;
        bs = cs;
        bk = ck;
      }
    }
    memoC.set(mask, bc);
    memoS.set(mask, bs);
    memoK.set(mask, bk);
  };
  let mask = n === 0 ? 0 : 2 ** n - 1;
  best(mask);
  if (n > 0 && !Number.isFinite(memoC.get(mask)!)) return null;
  const pairs: [number, number][] = [];
  while (mask !== 0) {
    const u = 31 - Math.clz32(mask & -mask);
    const tc = memoC.get(mask)!;
    const ts = memoS.get(mask)!;
    const tk = memoK.get(mask)!;
    let chosen = -1;
    for (let v = u + 1; v < n; v++) {
      if (!(mask & (1 << v)) || !ok(u, v)) continue;
      const rest = mask & ~(1 << u) & ~(1 << v);
      const rc = rest === 0 ? 0 : memoC.get(rest)!;
      const rs = rest === 0 ? 0 : memoS.get(rest)!;
      const rk = rest === 0 ? 0 : memoK.get(rest)!;
      if (pair[u * n + v]! + rc === tc && sqOf[u * n + v]! + rs === ts && mates(u, v) + rk === tk) {
        chosen = v;
        break;
      }
    }
    pairs.push([ids[u]!, ids[chosen]!]);
    mask &= ~(1 << u) & ~(1 << chosen);
  }
  return { pairs, states: memoC.size };
}
