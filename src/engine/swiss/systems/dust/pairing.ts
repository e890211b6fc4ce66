/**
 * The Dust Tactics pairing rule (RULES §2) on point groups, exact at every field size.
 *
 * Objective, lexicographic: (1) at each boundary between point groups, from the top, as few tables
 * as possible cross it (a table between groups i and j, i above j, crosses every boundary between
 * them); (2) then the smallest sum of squared point differences; (3) then the seeded random order:
 * among the pairings optimal for (1)–(2), the lexicographically first in the drawn order — the first
 * entrant in the drawn order (point groups from the top, each in its seeded random order) takes the
 * first opponent in that order that still allows an optimal pairing of the rest, and so on.
 *
 * Method: that greedy with an exact oracle OPT(S) (the optimal value of (1)–(2) on the entrants S
 * still to pair): "u takes v" is accepted when OPT(S − u − v) + cost(u, v) = OPT(S). Whatever
 * computes OPT exactly, the result is the lexicographically first optimal pairing (each accepted
 * table extends to an optimal pairing of the rest, and no earlier opponent does). OPT is computed by
 * the cheapest of four exact means, tried in this order:
 *
 *  1. Small S (≤ 16 entrants): dynamic programming over subsets (O(2^n·n)).
 *  2. The parity bound ("chain"), the usual case. Let U_b be the entrants of S in the groups above
 *     boundary b. A pairing crosses b an odd number of times iff |U_b| is odd, so
 *     crossing_b ≥ |U_b| mod 2 at every b; and a table crossing consecutive boundaries with point
 *     gaps g1, g2, … costs (g1 + g2 + …)² ≥ g1² + g2² + …, so given that crossing vector the squared
 *     differences are ≥ Σ over odd boundaries of gap². Call this bound LB(S). (As an LP: the odd-set
 *     dual z_b = (unit crossing at b) + gap_b² on each odd U_b is feasible, with value LB(S).) It is
 *     reached iff S has a "chain pairing": every table inside a group, except exactly one table
 *     across each odd boundary, between the two groups next to it. Whether a chain pairing exists is
 *     decided group by group from the bottom (`chainPlan`): F_i = the entrants of group i that can
 *     receive the one floater from above while the groups below still complete; each check is a
 *     perfect-matching question on one group (Dirac's bound when the group is large, Edmonds'
 *     blossom otherwise, matching.ts). When a chain pairing exists, OPT(S) = LB(S) and the greedy
 *     itself is run group by group (`chainGreedy`): a table is optimal iff it is tight for the dual
 *     above (inside a group, or across one odd boundary between neighbours) and the rest still has a
 *     chain pairing (LB(S − u − v) + cost(u, v) = LB(S) exactly for tight tables, and is larger for
 *     any other table), so the greedy only asks the same per-group questions.
 *  3. A window relaxation, for fields where a few groups at the top or at the bottom cannot pair
 *     within the chain (a leader who has met the whole next group, the last two entrants of a
 *     group who have met…). Windows: T = the first groups, B = the last groups, M = the groups
 *     between (at least one). Relax: an entrant of T may also leave T, landing (optimistically) in
 *     the first group of M; an entrant of B may leave B, landing in the last group of M. For any
 *     pairing, cut each table's span at the edges of M: (a) the crossings at boundaries in and at
 *     the edge of T (of B) are at least those of its T-part (B-part) with landings moved to M;
 *     (b) crossings inside M are ≥ their parity; (c) squared differences are ≥ those of the moved
 *     T- and B-parts plus Σ gap² over the odd boundaries inside M (superadditivity). The boundaries
 *     of T come first in the order, those of B last, and the squares add up, so the relaxed optimum
 *     is (weighted-matching optimum of T) ⊕ (parity inside M) ⊕ (weighted-matching optimum of B):
 *     a lower bound of OPT(S). When both window optima extend to a real pairing — the leavers meet
 *     distinct entrants of their landing group that they have not met, and what is left of M has a
 *     chain pairing (with the same parities: a window's leavers have its parity) — that pairing
 *     reaches the bound, so it is OPT(S). Windows are tried smallest first.
 *  4. Otherwise a maximum-weight perfect matching on all of S (Edmonds' weighted blossom with
 *     lexicographic vector weights, weighted-matching.ts).
 *
 * The greedy leaves (3)–(4) as soon as the entrants left have a chain pairing (or are ≤ 16), so the
 * weighted matchings run only while pairing the few entrants that break the chain; and when the
 * optimal pairing found by (1), (3) or (4) pairs u with v, "u takes v" needs no new solve (that
 * pairing minus the table is optimal for the rest). Cost in the usual case: O(n·(R + 1)) plus blossom
 * checks on small groups, like the Confrérie rule.
 */

import { sameClub } from "../../clubs";
import type { MetGraph } from "../../matching";
import { maxWeightMatching, packLevels } from "../../weighted-matching";
import { addVec, cmpVec, DustField, type DustTable, dustVector, subsetSearch } from "./chain";

export { type DustTable, dustVector } from "./chain";

export interface DustResult {
  tables: DustTable[];
  /** Exact checks made (blossom tests, subset states, weighted matchings); for the benchmark. */
  exactChecks: number;
  /** Weighted matchings solved (means 3–4 above); 0 in the usual case. */
  weighted: number;
}

/**
 * Fields (or what is left of one) up to this size are solved by the subset search. Tests lower it
 * (`options.exactLimit`) to run the other means on fields small enough to enumerate.
 */
export const EXACT_LIMIT = 16;
/** Largest windows (entrants in T and B together) tried by the relaxation (3). */
const WINDOW_LIMIT = 48;

/**
 * `groups`: the entrants to pair, by point group (most points first), each group already in its
 * seeded random order; an even total that can be paired without rematch (the caller checks it and
 * uses the fewest-rematch fallback otherwise). `groupPoints[g]`: the points of group g (decreasing).
 */
export function pairDust(
  groups: readonly (readonly number[])[],
  met: MetGraph,
  groupPoints: readonly number[],
  options: { exactLimit?: number; protect?: { graph: MetGraph; club: Int32Array } } = {},
): DustResult {
  const limit = Math.min(EXACT_LIMIT, options.exactLimit ?? EXACT_LIMIT);
  const p = options.protect;
  return new DustSolver(groups, met, groupPoints, limit, p?.graph ?? met, p?.club ?? null).solve();
}

/** OPT(S), with partners in a pairing of S that reaches it where known (`witness`). */
interface Opt {
  value: number[];
  witness: Map<number, number> | null;
}

function witnessOf(tables: readonly (readonly [number, number])[]): Map<number, number> {
  const w = new Map<number, number>();
  for (const [a, b] of tables) {
    w.set(a, b);
    w.set(b, a);
  }
  return w;
}

/** The optimum of one window instance: its inside tables and the entrants that leave it. */
interface WindowSide {
  pairs: [number, number][];
  leavers: number[];
}

class DustSolver extends DustField {
  private weighted = 0;
  /** OPT of the entrants left, and a pairing reaching it, when the general greedy already knows them. */
  private current: Opt | null = null;

  constructor(
    groups: readonly (readonly number[])[],
    met: MetGraph,
    P: readonly number[],
    private readonly exactLimit: number,
    chainMet: MetGraph,
    club: Int32Array | null,
  ) {
    super(groups, met, P, chainMet, club);
  }

  solve(): DustResult {
    for (;;) {
      if (this.alive.size === 0) break;
      if (this.alive.size <= this.exactLimit) {
        this.finishExact();
        break;
      }
      const plan = this.chainPlan(this.groupsOf(this.alive));
      if (plan !== null) {
        this.chainGreedy(plan);
        break;
      }
      this.generalStep();
    }
    return { tables: this.tables, exactChecks: this.checks, weighted: this.weighted };
  }

  // ---------------------------------------------------------------- 1. subset search (≤ 16)

  /** Means 1 on the entrants left (≤ 16): their lexicographically first optimal pairing. */
  private finishExact(): void {
    const left = this.order.filter((x) => this.alive.has(x));
    const res = subsetSearch(left, this.met, (x) => this.g(x), this.P, this.club);
    if (res === null) throw new Error("pairDust: not pairable (internal error)");
    this.checks += res.states;
    for (const [a, b] of res.pairs) this.push(a, b, this.club === null ? -1 : this.passedOver(left, a, b));
  }

  /**
   * Club protection: the first clubmate of `a` it has not met, still to pair, between `a` and `b`
   * in the drawn order (the one `a` would have met first), or −1.
   */
  private passedOver(order: readonly number[], a: number, b: number): number {
    for (let i = order.indexOf(a) + 1; i < order.length && order[i] !== b; i++) {
      const x = order[i]!;
      if (this.alive.has(x) && sameClub(this.club!, a, x) && !this.met.met(a, x)) return x;
    }
    return -1;
  }

  // ---------------------------------------------------------------- 2. chain: chain.ts

  // ---------------------------------------------------------------- 3–4. weighted matchings

  /** OPT(S) exactly, or null when S cannot be paired without rematch. */
  private opt(S: ReadonlySet<number>): Opt | null {
    if (S.size % 2 === 1) return null;
    if (S.size === 0) return { value: new Array<number>(this.L).fill(0), witness: null };
    const gs = this.groupsOf(S);
    if (this.chainPlan(gs) !== null) return { value: this.lowerBound(gs), witness: null };
    if (S.size <= this.exactLimit) return this.optSmall(gs);
    const w = this.optWindow(gs, S.size);
    if (w !== null) return w;
    return this.optFull(gs);
  }

  /** OPT by the subset search. */
  private optSmall(gs: number[][]): Opt | null {
    const res = subsetSearch(gs.flat(), this.met, (x) => this.g(x), this.P, this.club);
    if (res === null) return null;
    this.checks += res.states;
    const value = dustVector(res.pairs, (x) => this.g(x), this.P, this.club);
    return { value, witness: witnessOf(res.pairs) };
  }

  /**
   * A maximum-weight matching whose weights are (1 table, −cost): the most tables, then the
   * lexicographically smallest cost; `caps[l]` bounds level l of the cost over any matching.
   */
  private solveWeighted(
    vertices: number,
    edge: (i: number, j: number) => boolean,
    costOf: (i: number, j: number) => number[],
    caps: number[],
  ): Int32Array {
    this.weighted++;
    const pack = packLevels(caps);
    const L = 1 + pack.L;
    const cache = new Map<number, Float64Array>();
    return maxWeightMatching(vertices, L, edge, (i, j, outArr, o) => {
      let w = cache.get(i * vertices + j);
      if (w === undefined) {
        w = new Float64Array(L);
        w[0] = 1;
        const c = costOf(i, j);
        for (let l = 0; l < c.length; l++) {
          if (c[l] === 0) continue;
          w[1 + pack.comp[l]!] = w[1 + pack.comp[l]!]! - c[l]! * pack.mult[l]!;
        }
        cache.set(i * vertices + j, w);
      }
      for (let c = 0; c < L; c++) outArr[o + c] = w[c]!;
    });
  }

  /** Caps of the objective levels over a set of entrants (crossings ≤ the smaller side; squares ≤ n/2 · span²). */
  private caps(gs: readonly (readonly number[])[], extraTop = 0): number[] {
    const caps = new Array<number>(this.L).fill(0);
    let n = 0;
    for (const g of gs) n += g.length;
    n += extraTop;
    let above = extraTop;
    for (let i = 0; i < gs.length; i++) {
      above += gs[i]!.length;
      if (i + 1 < gs.length) {
        const a = this.g(gs[i]![0]!);
        const b = this.g(gs[i + 1]![0]!);
        for (let l = a; l < b; l++) caps[l] = Math.min(above, n - above);
      }
    }
    const span = this.P[this.g(gs[0]![0]!)]! - this.P[this.g(gs[gs.length - 1]![0]!)]!;
    caps[this.k - 1] = Math.ceil(n / 2) * span * span;
    if (this.L > this.k) caps[this.k] = Math.ceil(n / 2);
    return caps;
  }

  /** Mean 4: a maximum-weight perfect matching on all of S. */
  private optFull(gs: number[][]): Opt | null {
    const ids = gs.flat();
    const n = ids.length;
    const mate = this.solveWeighted(
      n,
      (i, j) => !this.met.met(ids[i]!, ids[j]!),
      (i, j) => this.cost(ids[i]!, ids[j]!),
      this.caps(gs),
    );
    const tables: [number, number][] = [];
    for (let i = 0; i < n; i++) {
      if (mate[i]! < 0) return null;
      if (mate[i]! > i) tables.push([ids[i]!, ids[mate[i]!]!]);
    }
    return { value: dustVector(tables, (x) => this.g(x), this.P, this.club), witness: witnessOf(tables) };
  }

  /**
   * Mean 3: the window relaxation — a top window (the first groups) and a bottom window (the last
   * groups) around a middle that must have a chain pairing; the first pair of windows where the
   * relaxation is reached gives OPT (any one is exact). Windows are tried smallest first, while the
   * two window instances (2 vertices per entrant) stay smaller than S; null if none works.
   */
  private optWindow(gs: number[][], size: number): Opt | null {
    const m = gs.length;
    const before: number[] = [0]; // entrants in the first i groups
    for (const g of gs) before.push(before[before.length - 1]! + g.length);
    const top = new Map<number, WindowSide | null>();
    const bottom = new Map<number, WindowSide | null>();
    const side = (a: number, upper: boolean): WindowSide | null => {
      // upper: the first a groups; else the last a groups
      if (a === 0) return { pairs: [], leavers: [] };
      const memo = upper ? top : bottom;
      if (!memo.has(a)) {
        const W = upper ? gs.slice(0, a).flat() : gs.slice(m - a).flat();
        const landing = upper ? gs[a]! : gs[m - a - 1]!;
        memo.set(a, this.solveWindow(W, this.g(landing[0]!)));
      }
      return memo.get(a)!;
    };
    for (let s = 1; s < m; s++) {
      for (let a = s; a >= 0; a--) {
        const b = s - a;
        if (a + b > m - 1) continue; // a middle group at least
        const w = before[a]! + (size - before[m - b]!);
        if (w > WINDOW_LIMIT || 2 * w >= size) continue;
        const t = side(a, true);
        if (t === null) continue;
        const d = side(b, false);
        if (d === null) continue;
        const res = this.extendWindows(gs.slice(a, m - b), before[a]!, t, d);
        if (res !== null) return res;
      }
    }
    return null;
  }

  /**
   * The window instance: entrants W pair among themselves or leave W, landing in group `landing`
   * (next to the window). Vertices 0..t-1 are W, t..2t-1 their "leaves" copies (copy–copy tables
   * are free). Its optimum is the lexicographically best (crossings, squares) of the window part.
   */
  private solveWindow(W: number[], landing: number): WindowSide | null {
    const t = W.length;
    const costOf = (i: number, q: number): number[] => {
      if (i >= t && q >= t) return new Array<number>(this.L).fill(0);
      if (i < t && q < t) return this.cost(W[i]!, W[q]!);
      return this.landCost(this.g(W[Math.min(i, q)]!), landing);
    };
    const edge = (i: number, q: number): boolean => {
      if (i < t && q < t) return !this.met.met(W[i]!, W[q]!);
      if (i >= t && q >= t) return true;
      return Math.min(i, q) + t === Math.max(i, q);
    };
    // every level of the window is at most t (tables leaving W, or crossing inside it)
    const caps = new Array<number>(this.L).fill(0);
    const lo = Math.min(this.g(W[0]!), this.g(W[t - 1]!), landing);
    const hi = Math.max(this.g(W[0]!), this.g(W[t - 1]!), landing);
    for (let l = lo; l < hi; l++) caps[l] = t;
    const span = this.P[lo]! - this.P[hi]!;
    caps[this.k - 1] = t * span * span;
    if (this.L > this.k) caps[this.k] = t;
    const mate = this.solveWeighted(2 * t, edge, costOf, caps);
    const pairs: [number, number][] = [];
    const leavers: number[] = [];
    for (let i = 0; i < t; i++) {
      const q = mate[i]!;
      if (q < 0) return null;
      if (q >= t) leavers.push(W[i]!);
      else if (q > i) pairs.push([W[i]!, W[q]!]);
    }
    return { pairs, leavers };
  }

  /**
   * Whether the window optima extend to a real pairing: the leavers meet distinct entrants of the
   * group they land in that they have not met (Kuhn's augmenting paths), and the middle left has a
   * chain pairing. If so, the relaxed value is OPT(S) (module comment).
   */
  private extendWindows(middle: number[][], above: number, t: WindowSide, d: WindowSide): Opt | null {
    const owner = new Map<number, number>();
    const recvOf = new Map<number, number>();
    const assign = (leavers: number[], group: number[]): boolean => {
      const tryAssign = (x: number, seen: Set<number>): boolean => {
        for (const r of group) {
          if (this.chainMet.met(x, r) || seen.has(r)) continue;
          seen.add(r);
          const o = owner.get(r);
          if (o === undefined || (leavers.includes(o) && tryAssign(o, seen))) {
            owner.set(r, x);
            recvOf.set(x, r);
            return true;
          }
        }
        return false;
      };
      for (const x of leavers) if (!tryAssign(x, new Set())) return false;
      return true;
    };
    if (!assign(t.leavers, middle[0]!)) return null;
    if (!assign(d.leavers, middle[middle.length - 1]!)) return null;
    const rest = middle.map((g) => g.filter((r) => !owner.has(r))).filter((g) => g.length > 0);
    if (rest.length > 0 && this.chainPlan(rest) === null) return null;
    const tables = t.pairs
      .concat(d.pairs)
      .concat(t.leavers.concat(d.leavers).map((x) => [x, recvOf.get(x)!] as [number, number]));
    const windows = dustVector(tables, (x) => this.g(x), this.P, this.club);
    const value = addVec(windows, this.lowerBound(rest));
    // the relaxed bound: windows, then parity on the untouched middle (equal by the module comment:
    // a middle group emptied by receivers always lies under an even boundary); kept as a guard
    if (cmpVec(value, addVec(windows, this.lowerBound(middle, above))) !== 0) return null;
    return { value, witness: witnessOf(tables) }; // the windows' part; the middle's chain is not built
  }

  /**
   * One table of the greedy while the entrants left have no chain pairing. The first entrant left
   * takes the first opponent v (drawn order) with OPT(S − u − v) + cost(u, v) = OPT(S). Shortcut:
   * when the known optimal pairing of S pairs u with v, that equality holds without a new solve.
   */
  private generalStep(): void {
    const cur = this.current ?? this.opt(this.alive);
    if (cur === null) throw new Error("pairDust: not pairable (internal error)");
    let u = -1;
    for (const x of this.order) {
      if (this.alive.has(x)) {
        u = x;
        break;
      }
    }
    const S = new Set(this.alive);
    S.delete(u);
    for (const v of this.order) {
      if (!S.has(v) || this.met.met(u, v)) continue;
      const w = this.cost(u, v);
      if (cur.witness !== null && cur.witness.get(u) === v) {
        this.push(u, v);
        this.current = { value: cur.value.map((x, i) => x - w[i]!), witness: cur.witness };
        return;
      }
      S.delete(v);
      // cheap necessary condition: LB(S − u − v) + cost ≤ OPT(S)
      const lbRest = this.lowerBound(this.groupsOf(S));
      if (cmpVec(addVec(lbRest, w), cur.value) <= 0) {
        const res = this.opt(S);
        if (res !== null && cmpVec(addVec(res.value, w), cur.value) === 0) {
          this.push(u, v);
          this.current = res;
          return;
        }
      }
      S.add(v);
    }
    throw new Error("pairDust: no optimal opponent (internal error)");
  }
}
