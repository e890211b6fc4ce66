/**
 * Matchings in the "not met yet" graph: which entrants can still be paired without a rematch.
 *
 * The pairing rules (RULES §1, §2) pick tables one by one and must never paint themselves into a
 * corner: a table is only accepted when the entrants left can still all be paired without rematch
 * (a perfect matching of the not-met graph exists). Two tools answer that question:
 *
 * - Dirac's theorem, in O(1): in a graph of s vertices where every vertex has degree ≥ s/2 there is
 *   a Hamiltonian cycle, hence a perfect matching when s is even. If no entrant has met more than D
 *   of the others, every vertex of the not-met graph on s entrants has degree ≥ s − 1 − D, so any
 *   even s ≥ 2D + 2 can be paired. With R rounds played D ≤ R, so only the last 2R + 2 or so
 *   entrants of a pairing ever need a real check, however large the field.
 * - Edmonds' blossom algorithm (augmenting paths in a general graph), on those few entrants: a
 *   maximum matching of k vertices costs O(k³); testing one table from an existing maximum
 *   matching costs one pass of augmenting-path searches, O(k³) worst case, O(k²) typically.
 */

/** The "have met" relation between entrants 0..n-1 (a repeated game is one edge). */
export class MetGraph {
  readonly n: number;
  private readonly adj: Set<number>[];

  constructor(n: number) {
    this.n = n;
    this.adj = [];
    for (let i = 0; i < n; i++) this.adj.push(new Set());
  }

  add(a: number, b: number): void {
    if (a === b) return;
    this.adj[a]!.add(b);
    this.adj[b]!.add(a);
  }

  met(a: number, b: number): boolean {
    return this.adj[a]!.has(b);
  }

  /** The entrants `a` has met. */
  opponents(a: number): ReadonlySet<number> {
    return this.adj[a]!;
  }

  /** The largest number of members of `ids` met by one member of `ids`. O(Σ degrees). */
  maxDegreeWithin(ids: readonly number[]): number {
    const inside = new Uint8Array(this.n);
    for (const v of ids) inside[v] = 1;
    let d = 0;
    for (const v of ids) {
      let k = 0;
      for (const w of this.adj[v]!) if (inside[w]) k++;
      if (k > d) d = k;
    }
    return d;
  }
}

/**
 * A maximum matching of the not-met graph on a set of entrants, kept maximum while entrants are
 * removed. Local indices 0..k-1 stand for `ids[0..k-1]`; the adjacency is a k×k byte matrix, so
 * this is only built on small sets (see MatchOracle).
 */
export class Matcher {
  readonly ids: readonly number[];
  readonly k: number;
  private readonly adj: Uint8Array;
  private readonly local: Map<number, number>;
  alive: Uint8Array;
  aliveCount: number;
  mate: Int32Array;
  /** Size of the current matching (maximum after every public call). */
  size: number;
  // work arrays of the augmenting-path search
  private readonly parent: Int32Array;
  private readonly base: Int32Array;
  private readonly used: Uint8Array;
  private readonly blossom: Uint8Array;
  private readonly mark: Uint8Array;
  private readonly queue: Int32Array;

  constructor(ids: readonly number[], canPair: (a: number, b: number) => boolean) {
    this.ids = ids;
    const k = ids.length;
    this.k = k;
    this.local = new Map();
    for (let i = 0; i < k; i++) this.local.set(ids[i]!, i);
    this.adj = new Uint8Array(k * k);
    for (let i = 0; i < k; i++) {
      for (let j = i + 1; j < k; j++) {
        if (canPair(ids[i]!, ids[j]!)) {
          this.adj[i * k + j] = 1;
          this.adj[j * k + i] = 1;
        }
      }
    }
    this.alive = new Uint8Array(k).fill(1);
    this.aliveCount = k;
    this.mate = new Int32Array(k).fill(-1);
    this.size = 0;
    this.parent = new Int32Array(k);
    this.base = new Int32Array(k);
    this.used = new Uint8Array(k);
    this.blossom = new Uint8Array(k);
    this.mark = new Uint8Array(k);
    this.queue = new Int32Array(k);
    // greedy start, then augment
    for (let i = 0; i < k; i++) {
      if (this.mate[i] !== -1) continue;
      for (let j = i + 1; j < k; j++) {
        if (this.mate[j] === -1 && this.adj[i * k + j]) {
          this.mate[i] = j;
          this.mate[j] = i;
          this.size++;
          break;
        }
      }
    }
    this.maximize(false);
  }

  has(id: number): boolean {
    const i = this.local.get(id);
    return i !== undefined && this.alive[i] === 1;
  }

  /** True when the alive entrants can all be paired. */
  get perfect(): boolean {
    return 2 * this.size === this.aliveCount;
  }

  /**
   * Removes entrants (global ids) and restores a maximum matching. With `stopIfImperfect`, gives up
   * as soon as the matching provably cannot be perfect (returns false; the state is then only fit
   * for `restore`). Returns true when the matching is perfect.
   */
  remove(idsToRemove: readonly number[], stopIfImperfect = false): boolean {
    for (const id of idsToRemove) {
      const i = this.local.get(id);
      if (i === undefined || !this.alive[i]) continue;
      this.alive[i] = 0;
      this.aliveCount--;
      const m = this.mate[i]!;
      if (m !== -1) {
        this.mate[m] = -1;
        this.mate[i] = -1;
        this.size--;
      }
    }
    return this.maximize(stopIfImperfect);
  }

  snapshot(): { mate: Int32Array; alive: Uint8Array; aliveCount: number; size: number } {
    return {
      mate: this.mate.slice(),
      alive: this.alive.slice(),
      aliveCount: this.aliveCount,
      size: this.size,
    };
  }

  restore(s: { mate: Int32Array; alive: Uint8Array; aliveCount: number; size: number }): void {
    this.mate = s.mate;
    this.alive = s.alive;
    this.aliveCount = s.aliveCount;
    this.size = s.size;
  }

  /**
   * One pass of augmenting-path searches from every exposed vertex. A vertex from which no
   * augmenting path exists never gets one later (Edmonds), so one pass gives a maximum matching.
   */
  private maximize(stopIfImperfect: boolean): boolean {
    const k = this.k;
    for (let r = 0; r < k; r++) {
      if (!this.alive[r] || this.mate[r] !== -1) continue;
      if (2 * this.size >= this.aliveCount - 1) break;
      const end = this.search(r);
      if (end === -1) {
        if (stopIfImperfect) return false;
        continue;
      }
      this.augment(end);
      this.size++;
    }
    return 2 * this.size === this.aliveCount;
  }

  private augment(v: number): void {
    while (v !== -1) {
      const pv = this.parent[v]!;
      const ppv = this.mate[pv]!;
      this.mate[v] = pv;
      this.mate[pv] = v;
      v = ppv;
    }
  }

  private lca(a: number, b: number): number {
    const mark = this.mark;
    mark.fill(0);
    for (;;) {
      a = this.base[a]!;
      mark[a] = 1;
      if (this.mate[a] === -1) break;
      a = this.parent[this.mate[a]!]!;
    }
    for (;;) {
      b = this.base[b]!;
      if (mark[b]) return b;
      b = this.parent[this.mate[b]!]!;
    }
  }

  private markPath(v: number, b: number, child: number): void {
    while (this.base[v] !== b) {
      this.blossom[this.base[v]!] = 1;
      this.blossom[this.base[this.mate[v]!]!] = 1;
      this.parent[v] = child;
      child = this.mate[v]!;
      v = this.parent[this.mate[v]!]!;
    }
  }

  /** Edmonds' search for an augmenting path from the exposed root; its other end, or -1. */
  private search(root: number): number {
    const k = this.k;
    const { adj, alive, mate, parent, base, used, blossom, queue } = this;
    used.fill(0);
    parent.fill(-1);
    for (let i = 0; i < k; i++) base[i] = i;
    used[root] = 1;
    let qh = 0;
    let qt = 0;
    queue[qt++] = root;
    while (qh < qt) {
      const v = queue[qh++]!;
      const row = v * k;
      for (let to = 0; to < k; to++) {
        if (!adj[row + to] || !alive[to]) continue;
        if (base[v] === base[to] || mate[v] === to) continue;
        if (to === root || (mate[to] !== -1 && parent[mate[to]!] !== -1)) {
          const cur = this.lca(v, to);
          blossom.fill(0);
          this.markPath(v, cur, to);
          this.markPath(to, cur, v);
          for (let i = 0; i < k; i++) {
            if (alive[i] && blossom[base[i]!]) {
              base[i] = cur;
              if (!used[i]) {
                used[i] = 1;
                queue[qt++] = i;
              }
            }
          }
        } else if (parent[to] === -1) {
          parent[to] = v;
          if (mate[to] === -1) return to;
          const next = mate[to]!;
          used[next] = 1;
          queue[qt++] = next;
        }
      }
    }
    return -1;
  }
}

/**
 * "Can the entrants left still be paired?" for a shrinking set of entrants, answered by Dirac's
 * bound while the set is large and by a Matcher once it is small.
 *
 * mode "perfect": every entrant left must be paired (the whole remaining field).
 * mode "max": as many as possible (a point group of Dust Tactics), i.e. a table is accepted when it
 * belongs to some maximum matching of the set.
 *
 * Usage: `test(u, v)` then `accept()` or `reject()`; `drop(u)` removes a single entrant.
 */
export class MatchOracle {
  private readonly ids: Set<number>;
  private readonly canPair: (a: number, b: number) => boolean;
  private readonly d: number;
  private readonly mode: "perfect" | "max";
  private matcher: Matcher | null = null;
  private saved: ReturnType<Matcher["snapshot"]> | null = null;
  private pending: number[] | null = null;
  /** Number of exact (matching) checks made, for the benchmark. */
  exactChecks = 0;

  /** `maxDegree`: an upper bound on how many members of `ids` any member has met. */
  constructor(
    ids: readonly number[],
    canPair: (a: number, b: number) => boolean,
    maxDegree: number,
    mode: "perfect" | "max",
  ) {
    this.ids = new Set(ids);
    this.canPair = canPair;
    this.d = maxDegree;
    this.mode = mode;
  }

  get count(): number {
    return this.ids.size;
  }

  /** Dirac: a set of s entrants (s even) where no one has met more than d others can be paired. */
  private bigEnough(s: number): boolean {
    const even = s - (s % 2);
    return even === 0 || even >= 2 * this.d + 2;
  }

  private materialize(): Matcher {
    if (this.matcher === null) {
      const list = Array.from(this.ids).sort((a, b) => a - b);
      this.matcher = new Matcher(list, this.canPair);
    }
    return this.matcher;
  }

  /** Size of a maximum matching of the current set. */
  maximum(): number {
    if (this.matcher === null && this.bigEnough(this.ids.size)) return Math.floor(this.ids.size / 2);
    return this.materialize().size;
  }

  /** Whether the current set can be paired entirely (perfect mode) — an exact answer. */
  pairable(): boolean {
    if (this.ids.size % 2 === 1) return false;
    if (this.matcher === null && this.bigEnough(this.ids.size)) return true;
    return this.materialize().perfect;
  }

  /** Tentatively removes `rem`; true when the rule of the mode still holds. */
  test(rem: readonly number[]): boolean {
    if (this.pending !== null) throw new Error("MatchOracle: test() without accept()/reject()");
    this.pending = rem.slice();
    const s = this.ids.size - rem.length;
    if (this.matcher === null && this.bigEnough(s)) {
      this.saved = null;
      return this.mode === "max" || s % 2 === 0;
    }
    const m = this.materialize();
    this.exactChecks++;
    const before = m.size;
    this.saved = m.snapshot();
    if (this.mode === "perfect") return m.remove(rem, true);
    m.remove(rem, false);
    return m.size === before - Math.floor(rem.length / 2);
  }

  /** The size of a maximum matching after the tentative removal (call after `test`). */
  pendingMaximum(): number {
    if (this.pending === null) throw new Error("MatchOracle: no pending test");
    const s = this.ids.size - this.pending.length;
    if (this.matcher === null) return Math.floor(s / 2);
    return this.matcher.size;
  }

  accept(): void {
    if (this.pending === null) throw new Error("MatchOracle: nothing to accept");
    for (const v of this.pending) this.ids.delete(v);
    if (this.matcher !== null && this.mode === "perfect" && this.saved !== null) {
      // the perfect-mode test may have stopped early: finish the repair
      this.matcher.remove([], false);
    }
    this.pending = null;
    this.saved = null;
  }

  reject(): void {
    if (this.pending === null) throw new Error("MatchOracle: nothing to reject");
    if (this.matcher !== null && this.saved !== null) this.matcher.restore(this.saved);
    this.pending = null;
    this.saved = null;
  }

  /** Removes entrants for good (e.g. an entrant floated out of a point group). */
  drop(rem: readonly number[]): void {
    for (const v of rem) this.ids.delete(v);
    if (this.matcher !== null) this.matcher.remove(rem, false);
  }
}
