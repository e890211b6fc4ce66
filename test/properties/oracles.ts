/**
 * Independent oracles for the pairing tests: written from RULES §1–2 directly, sharing no code with
 * src/engine/matching.ts or the pairing files.
 */

/** Lowest-first bit tricks need n ≤ 30. */
function bitIndex(x: number): number {
  return 31 - Math.clz32(x & -x);
}

/**
 * Exact: can the entrants at positions `mask` (bits of 0..n-1) all be paired, `ok(i, j)` telling
 * whether i and j may meet? Memoised over subsets, n ≤ 24.
 */
export function makePerfect(ok: (i: number, j: number) => boolean): (mask: number) => boolean {
  const memo = new Map<number, boolean>();
  const f = (mask: number): boolean => {
    if (mask === 0) return true;
    const hit = memo.get(mask);
    if (hit !== undefined) return hit;
    const u = bitIndex(mask);
    let rest = mask & ~(1 << u);
    let res = false;
    while (rest !== 0 && !res) {
      const v = bitIndex(rest);
      rest &= ~(1 << v);
      if (ok(u, v) && f(mask & ~(1 << u) & ~(1 << v))) res = true;
    }
    memo.set(mask, res);
    return res;
  };
  return f;
}

/** Exact minimum number of rematches to pair everyone in `mask` (any pair may meet; met ones cost 1). */
export function makeMinRematches(met: (i: number, j: number) => boolean): (mask: number) => number {
  const memo = new Map<number, number>();
  const f = (mask: number): number => {
    if (mask === 0) return 0;
    const hit = memo.get(mask);
    if (hit !== undefined) return hit;
    const u = bitIndex(mask);
    let rest = mask & ~(1 << u);
    let best = Number.POSITIVE_INFINITY;
    while (rest !== 0) {
      const v = bitIndex(rest);
      rest &= ~(1 << v);
      const c = (met(u, v) ? 1 : 0) + f(mask & ~(1 << u) & ~(1 << v));
      if (c < best) best = c;
    }
    memo.set(mask, best);
    return best;
  };
  return f;
}

/** Every perfect pairing of `items` whose tables satisfy ok (for n ≤ 12). */
export function allPairings(items: number[], ok: (a: number, b: number) => boolean): [number, number][][] {
  const out: [number, number][][] = [];
  const rec = (left: number[], acc: [number, number][]): void => {
    if (left.length === 0) {
      out.push(acc.slice());
      return;
    }
    const u = left[0]!;
    for (let k = 1; k < left.length; k++) {
      const v = left[k]!;
      if (!ok(u, v)) continue;
      acc.push([u, v]);
      rec(
        left.filter((_, i) => i !== 0 && i !== k),
        acc,
      );
      acc.pop();
    }
  };
  rec(items, []);
  return out;
}

/**
 * Size of a maximum matching, randomised (Lovász): 2ν = rank of the Tutte matrix with random
 * entries modulo a prime; never overestimates, wrong with probability ≤ n/p per trial (p ≈ 6.7e7).
 */
export function tutteMatchingSize(n: number, ok: (i: number, j: number) => boolean, seed = 1): number {
  const P = 67108859;
  let s = seed >>> 0 || 1;
  const rnd = (): number => {
    s ^= s << 13;
    s >>>= 0;
    s ^= s >>> 17;
    s ^= s << 5;
    s >>>= 0;
    return 1 + (s % (P - 1));
  };
  const mulmod = (a: number, b: number): number => {
    // a, b < 2^26: split b to keep products below 2^53
    const hi = Math.floor(b / 65536);
    const lo = b % 65536;
    return (((a * hi) % P) * 65536 + a * lo) % P;
  };
  const powmod = (a: number, e: number): number => {
    let r = 1;
    a %= P;
    while (e > 0) {
      if (e & 1) r = mulmod(r, a);
      a = mulmod(a, a);
      e = Math.floor(e / 2);
    }
    return r;
  };
  let best = 0;
  for (let trial = 0; trial < 2; trial++) {
    const m: number[][] = [];
    for (let i = 0; i < n; i++) m.push(new Array<number>(n).fill(0));
    for (let i = 0; i < n; i++) {
      for (let j = i + 1; j < n; j++) {
        if (!ok(i, j)) continue;
        const x = rnd();
        m[i]![j] = x;
        m[j]![i] = P - x;
      }
    }
    let rank = 0;
    for (let col = 0; col < n && rank < n; col++) {
      let piv = -1;
      for (let r = rank; r < n; r++) {
        if (m[r]![col] !== 0) {
          piv = r;
          break;
        }
      }
      if (piv < 0) continue;
      const tmp = m[piv]!;
      m[piv] = m[rank]!;
      m[rank] = tmp;
      const inv = powmod(m[rank]![col]!, P - 2);
      for (let r = rank + 1; r < n; r++) {
        const f = m[r]![col]!;
        if (f === 0) continue;
        const factor = mulmod(f, inv);
        const row = m[r]!;
        const prow = m[rank]!;
        for (let c = col; c < n; c++) {
          if (prow[c] === 0) continue;
          row[c] = (row[c]! - mulmod(factor, prow[c]!) + P) % P;
        }
      }
      rank++;
    }
    best = Math.max(best, rank / 2);
  }
  return best;
}

/** RULES §1 plain top-down: each unpaired entrant from the top meets the nearest unpaired one below it not met. */
export function plainTopDown(
  order: number[],
  met: (a: number, b: number) => boolean,
): [number, number][] | null {
  const used = new Array<boolean>(order.length).fill(false);
  const out: [number, number][] = [];
  for (let i = 0; i < order.length; i++) {
    if (used[i]) continue;
    let j = i + 1;
    while (j < order.length && (used[j] || met(order[i]!, order[j]!))) j++;
    if (j >= order.length) return null; // stuck
    used[i] = true;
    used[j] = true;
    out.push([order[i]!, order[j]!]);
  }
  return out;
}

/** RULES §1 decision: lexicographically first rematch-free pairing of `order` (n ≤ 24), or null. */
export function lexFirst(order: number[], met: (a: number, b: number) => boolean): [number, number][] | null {
  const n = order.length;
  const perfect = makePerfect((i, j) => !met(order[i]!, order[j]!));
  let mask = n === 0 ? 0 : (2 ** n - 1) | 0;
  if (n >= 31) throw new Error("too big");
  mask = (1 << n) - 1;
  if (!perfect(mask)) return null;
  const out: [number, number][] = [];
  while (mask !== 0) {
    const u = bitIndex(mask);
    let found = -1;
    for (let v = u + 1; v < n; v++) {
      if (!(mask & (1 << v)) || met(order[u]!, order[v]!)) continue;
      if (perfect(mask & ~(1 << u) & ~(1 << v))) {
        found = v;
        break;
      }
    }
    if (found < 0) throw new Error("lexFirst: inconsistent");
    out.push([order[u]!, order[found]!]);
    mask &= ~(1 << u) & ~(1 << found);
  }
  return out;
}

/**
 * RULES §2 (Dust) objective of a pairing, written from the rule: for each point threshold of the
 * field (every distinct points value but the lowest, most points first), the number of tables with
 * one entrant at or above it and one below; then the sum of squared point differences.
 */
export function dustObjective(
  levels: readonly number[],
  tables: readonly (readonly [number, number])[],
): number[] {
  const v = new Array<number>(levels.length).fill(0);
  for (const [x, y] of tables) {
    const hi = Math.max(x, y);
    const lo = Math.min(x, y);
    for (let i = 0; i + 1 < levels.length; i++) if (hi >= levels[i]! && lo < levels[i]!) v[i] = v[i]! + 1;
    v[levels.length - 1] = v[levels.length - 1]! + (hi - lo) * (hi - lo);
  }
  return v;
}

function lexLess(a: readonly number[], b: readonly number[]): boolean {
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return a[i]! < b[i]!;
  return false;
}

/**
 * Exact optimum of the Dust objective (dustObjective) over every rematch-free pairing of entrants
 * with points `pts[i]`, `ok(i, j)` telling whether i and j may meet; null when none exists, or
 * "gave up" past `nodeLimit` search nodes. Independent of the engine: a branch and bound over the
 * entrants in points order (the first one left takes each possible opponent, cheapest table first),
 * memoised on the set left, pruned by its own parity bound — at every threshold a set with an odd
 * number of entrants at or above it sends a table across it, and a table across several adjacent
 * gaps costs at least the sum of their squares.
 */
export function dustOptimum(
  pts: readonly number[],
  ok: (i: number, j: number) => boolean,
  nodeLimit = 200_000,
): number[] | null | "gave up" {
  const n = pts.length;
  if (n % 2 === 1) return null;
  const levels = Array.from(new Set(pts)).sort((a, b) => b - a);
  const L = levels.length;
  const lv = pts.map((p) => levels.indexOf(p));
  const idx = pts.map((_, i) => i).sort((a, b) => pts[b]! - pts[a]! || a - b);
  const costOf: number[][] = []; // by pair of levels
  for (const a of levels) for (const b of levels) costOf.push(dustObjective(levels, [[a, b]]));
  const tableCost = (i: number, j: number): number[] => costOf[lv[i]! * L + lv[j]!]!;
  const cnt = new Array<number>(L).fill(0); // entrants left at each level
  for (const l of lv) cnt[l] = cnt[l]! + 1;
  const bound = (): number[] => {
    const v = new Array<number>(L).fill(0);
    let above = 0;
    let last = -1; // last level present, and the parity above it
    for (let t = 0; t < L; t++) {
      if (cnt[t]! > 0) {
        if (last >= 0 && above % 2 === 1) v[L - 1] = v[L - 1]! + (levels[last]! - levels[t]!) ** 2;
        last = t;
      }
      above += cnt[t]!;
      if (t + 1 < L) v[t] = above % 2;
    }
    return v;
  };
  const add = (a: readonly number[], b: readonly number[]): number[] => a.map((x, i) => x + b[i]!);
  const memo = new Map<string, number[] | null>();
  let nodes = 0;
  const left = new Array<boolean>(n).fill(true);
  let lo = 0; // bits of the entrants left, 0..25 in lo, 26.. in hi (exact in doubles)
  let hi = 0;
  const flip = (i: number): void => {
    if (i < 26) lo ^= 1 << i;
    else hi += (left[i] ? -1 : 1) * 2 ** (i - 26);
  };
  const take = (i: number): void => {
    flip(i);
    left[i] = false;
    cnt[lv[i]!] = cnt[lv[i]!]! - 1;
  };
  const give = (i: number): void => {
    flip(i);
    left[i] = true;
    cnt[lv[i]!] = cnt[lv[i]!]! + 1;
  };
  const solve = (count: number): number[] | null => {
    if (count === 0) return new Array<number>(L).fill(0);
    const key = `${hi},${lo}`;
    if (memo.has(key)) return memo.get(key)!;
    if (++nodes > nodeLimit) throw new Error("gave up");
    const u = idx.find((i) => left[i])!;
    take(u);
    const cands = idx.filter((v) => left[v] && ok(u, v)).map((v) => ({ v, c: tableCost(u, v) }));
    cands.sort((a, b) => (lexLess(a.c, b.c) ? -1 : lexLess(b.c, a.c) ? 1 : 0));
    let best: number[] | null = null;
    for (const { v, c } of cands) {
      take(v);
      if (best === null || lexLess(add(c, bound()), best)) {
        const rest = solve(count - 2);
        if (rest !== null) {
          const tot = add(c, rest);
          if (best === null || lexLess(tot, best)) best = tot;
        }
      }
      give(v);
    }
    give(u);
    memo.set(key, best);
    return best;
  };
  try {
    return solve(n);
  } catch (e) {
    if ((e as Error).message === "gave up") return "gave up";
    throw e;
  }
}
