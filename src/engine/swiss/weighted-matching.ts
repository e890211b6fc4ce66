/**
 * Maximum-weight matching in a general graph (Edmonds' weighted blossom algorithm, primal–dual,
 * O(n³) on a dense graph), with weights that are vectors compared lexicographically.
 *
 * Why vectors: the Dust Tactics rule (RULES §2) ranks pairings by a lexicographic objective (tables
 * crossing each point boundary from the top, then squared point differences). Encoded as one number
 * it needs far more than the 53 bits of a double, and the engine targets ES2019 (no BigInt). The
 * primal–dual algorithm only adds, subtracts, halves and compares weights, so it runs unchanged over
 * any ordered vector space; R^L ordered lexicographically is one. Each component holds exact small
 * integers (the caller packs several levels of its objective per component, see `packLevels`), so
 * every computation is exact. L is 1–3 in practice.
 *
 * The algorithm is the classic dense formulation (vertex labels `lab`, blossoms as extra vertices
 * n+1…2n, `slack` per outer vertex, `flower` cycles); it maximises the total weight, and every edge
 * weight here starts with a component 1 (one more table), so the maximum-weight matching has the
 * largest cardinality first, then the best remaining components.
 */

/** Lexicographic comparison of two vectors of length L stored at offsets in flat arrays. */
function cmpAt(a: Float64Array, ai: number, b: Float64Array, bi: number, L: number): number {
  for (let c = 0; c < L; c++) {
    const d = a[ai + c]! - b[bi + c]!;
    if (d !== 0) return d < 0 ? -1 : 1;
  }
  return 0;
}

/**
 * `n` vertices 0..n-1; `edge(i, j)` tells whether i–j may be matched; `weight(i, j, out, o)` writes
 * the L components of the weight of i–j into out[o..o+L-1]. Returns mate[i] (−1 when unmatched).
 * The matching has maximum weight (lexicographically), hence maximum cardinality when every weight
 * starts with the same positive component.
 */
export function maxWeightMatching(
  n: number,
  L: number,
  edge: (i: number, j: number) => boolean,
  weight: (i: number, j: number, out: Float64Array, o: number) => void,
): Int32Array {
  const N = 2 * n + 1; // vertices 1..n, blossoms n+1..2n
  const gu = new Int32Array(N * N);
  const gv = new Int32Array(N * N);
  const has = new Uint8Array(N * N);
  const gw = new Float64Array(n + 1 === 0 ? 0 : (n + 1) * (n + 1) * L); // weights of real edges
  for (let u = 1; u <= n; u++) {
    for (let v = 1; v <= n; v++) {
      const e = u * N + v;
      gu[e] = u;
      gv[e] = v;
      if (u !== v && u < v && edge(u - 1, v - 1)) {
        has[e] = 1;
        has[v * N + u] = 1;
        weight(u - 1, v - 1, gw, (u * (n + 1) + v) * L);
        for (let c = 0; c < L; c++) gw[(v * (n + 1) + u) * L + c] = gw[(u * (n + 1) + v) * L + c]!;
      }
    }
  }
  const lab = new Float64Array(N * L);
  const match = new Int32Array(N);
  const slack = new Int32Array(N);
  const st = new Int32Array(N);
  const pa = new Int32Array(N);
  const S = new Int32Array(N);
  const vis = new Int32Array(N);
  const flowerFrom = new Int32Array(N * (n + 1));
  const flower: number[][] = [];
  for (let i = 0; i < N; i++) flower.push([]);
  let nx = n;
  let visT = 0;
  const tmpA = new Float64Array(L);
  const tmpB = new Float64Array(L);
  const dv = new Float64Array(L);

  /** e_delta(g[x][y]) into out: lab[u] + lab[v] − 2·w(u, v) for the real edge stored at g[x][y]. */
  const delta = (x: number, y: number, out: Float64Array): void => {
    const e = x * N + y;
    const u = gu[e]!;
    const v = gv[e]!;
    const wo = (u * (n + 1) + v) * L;
    for (let c = 0; c < L; c++) out[c] = lab[u * L + c]! + lab[v * L + c]! - 2 * gw[wo + c]!;
  };
  const deltaIsZero = (x: number, y: number): boolean => {
    const e = x * N + y;
    const u = gu[e]!;
    const v = gv[e]!;
    const wo = (u * (n + 1) + v) * L;
    for (let c = 0; c < L; c++) if (lab[u * L + c]! + lab[v * L + c]! - 2 * gw[wo + c]! !== 0) return false;
    return true;
  };
  const updateSlack = (u: number, x: number): void => {
    if (slack[x] === 0) {
      slack[x] = u;
      return;
    }
    delta(u, x, tmpA);
    delta(slack[x]!, x, tmpB);
    if (cmpAt(tmpA, 0, tmpB, 0, L) < 0) slack[x] = u;
  };
  const setSlack = (x: number): void => {
    slack[x] = 0;
    for (let u = 1; u <= n; u++) {
      if (has[u * N + x] && st[u] !== x && S[st[u]!] === 0) updateSlack(u, x);
    }
  };
  const queue: number[] = [];
  let qh = 0;
  const qPush = (x: number): void => {
    if (x <= n) queue.push(x);
    else for (const y of flower[x]!) qPush(y);
  };
  const setSt = (x: number, b: number): void => {
    st[x] = b;
    if (x > n) for (const y of flower[x]!) setSt(y, b);
  };
  const getPr = (b: number, xr: number): number => {
    const f = flower[b]!;
    const pr = f.indexOf(xr);
    if (pr % 2 === 1) {
      const rest = f.slice(1).reverse();
      for (let i = 1; i < f.length; i++) f[i] = rest[i - 1]!;
      return f.length - pr;
    }
    return pr;
  };
  const setMatch = (u: number, v: number): void => {
    const e = u * N + v;
    match[u] = gv[e]!;
    if (u > n) {
      const xr = flowerFrom[u * (n + 1) + gu[e]!]!;
      const pr = getPr(u, xr);
      const f = flower[u]!;
      for (let i = 0; i < pr; i++) setMatch(f[i]!, f[i ^ 1]!);
      setMatch(xr, v);
      const rotated = f.slice(pr).concat(f.slice(0, pr));
      for (let i = 0; i < f.length; i++) f[i] = rotated[i]!;
    }
  };
  const augment = (u: number, v: number): void => {
    for (;;) {
      const xnv = st[match[u]!]!;
      setMatch(u, v);
      if (xnv === 0) return;
      setMatch(xnv, st[pa[xnv]!]!);
      u = st[pa[xnv]!]!;
      v = xnv;
    }
  };
  const getLca = (u: number, v: number): number => {
    visT++;
    while (u !== 0 || v !== 0) {
      if (u !== 0) {
        if (vis[u] === visT) return u;
        vis[u] = visT;
        u = st[match[u]!]!;
        if (u !== 0) u = st[pa[u]!]!;
      }
      const t = u;
      u = v;
      v = t;
    }
    return 0;
  };
  const addBlossom = (u: number, lca: number, v: number): void => {
    let b = n + 1;
    while (b <= nx && st[b] !== 0) b++;
    if (b > nx) nx++;
    for (let c = 0; c < L; c++) lab[b * L + c] = 0;
    S[b] = 0;
    match[b] = match[lca]!;
    const f: number[] = [lca];
    for (let x = u; x !== lca; ) {
      f.push(x);
      const y = st[match[x]!]!;
      f.push(y);
      qPush(y);
      x = st[pa[y]!]!;
    }
    const tail = f.slice(1).reverse();
    for (let i = 1; i < f.length; i++) f[i] = tail[i - 1]!;
    for (let x = v; x !== lca; ) {
      f.push(x);
      const y = st[match[x]!]!;
      f.push(y);
      qPush(y);
      x = st[pa[y]!]!;
    }
    flower[b] = f;
    setSt(b, b);
    for (let x = 1; x <= nx; x++) {
      has[b * N + x] = 0;
      has[x * N + b] = 0;
    }
    for (let x = 1; x <= n; x++) flowerFrom[b * (n + 1) + x] = 0;
    for (const xs of f) {
      for (let x = 1; x <= nx; x++) {
        if (!has[xs * N + x]) continue;
        let take = !has[b * N + x];
        if (!take) {
          delta(xs, x, tmpA);
          delta(b, x, tmpB);
          take = cmpAt(tmpA, 0, tmpB, 0, L) < 0;
        }
        if (take) {
          const e1 = xs * N + x;
          const e2 = x * N + xs;
          has[b * N + x] = 1;
          gu[b * N + x] = gu[e1]!;
          gv[b * N + x] = gv[e1]!;
          has[x * N + b] = 1;
          gu[x * N + b] = gu[e2]!;
          gv[x * N + b] = gv[e2]!;
        }
      }
      for (let x = 1; x <= n; x++) if (flowerFrom[xs * (n + 1) + x]) flowerFrom[b * (n + 1) + x] = xs;
    }
    setSlack(b);
  };
  const expandBlossom = (b: number): void => {
    const f = flower[b]!;
    for (const x of f) setSt(x, x);
    const xr = flowerFrom[b * (n + 1) + gu[b * N + pa[b]!]!]!;
    const pr = getPr(b, xr);
    for (let i = 0; i < pr; i += 2) {
      const xs = f[i]!;
      const xns = f[i + 1]!;
      pa[xs] = gu[xns * N + xs]!;
      S[xs] = 1;
      S[xns] = 0;
      slack[xs] = 0;
      setSlack(xns);
      qPush(xns);
    }
    S[xr] = 1;
    pa[xr] = pa[b]!;
    for (let i = pr + 1; i < f.length; i++) {
      const xs = f[i]!;
      S[xs] = -1;
      setSlack(xs);
    }
    st[b] = 0;
  };
  /** Returns true when an augmenting path was found (and applied). */
  const onFoundEdge = (x: number, y: number): boolean => {
    const e = x * N + y;
    const u = st[gu[e]!]!;
    const v = st[gv[e]!]!;
    if (S[v] === -1) {
      pa[v] = gu[e]!;
      S[v] = 1;
      const nu = st[match[v]!]!;
      slack[v] = 0;
      slack[nu] = 0;
      S[nu] = 0;
      qPush(nu);
    } else if (S[v] === 0) {
      const lca = getLca(u, v);
      if (lca === 0) {
        augment(u, v);
        augment(v, u);
        return true;
      }
      addBlossom(u, lca, v);
    }
    return false;
  };
  const INF = Number.POSITIVE_INFINITY;
  const stage = (): boolean => {
    S.fill(-1, 1, nx + 1);
    slack.fill(0, 1, nx + 1);
    queue.length = 0;
    qh = 0;
    for (let x = 1; x <= nx; x++) {
      if (st[x] === x && match[x] === 0) {
        pa[x] = 0;
        S[x] = 0;
        qPush(x);
      }
    }
    if (queue.length === 0) return false;
    for (;;) {
      while (qh < queue.length) {
        const u = queue[qh++]!;
        if (S[st[u]!] === 1) continue;
        for (let v = 1; v <= n; v++) {
          if (has[u * N + v] && st[u] !== st[v]) {
            if (deltaIsZero(u, v)) {
              if (onFoundEdge(u, v)) return true;
            } else updateSlack(u, st[v]!);
          }
        }
      }
      // d = the smallest dual change that makes a new edge tight or a blossom expandable
      dv[0] = INF;
      let dInf = true;
      const consider = (val: Float64Array): void => {
        if (dInf || cmpAt(val, 0, dv, 0, L) < 0) {
          for (let c = 0; c < L; c++) dv[c] = val[c]!;
          dInf = false;
        }
      };
      for (let b = n + 1; b <= nx; b++) {
        if (st[b] === b && S[b] === 1) {
          for (let c = 0; c < L; c++) tmpA[c] = lab[b * L + c]! / 2;
          consider(tmpA);
        }
      }
      for (let x = 1; x <= nx; x++) {
        if (st[x] === x && slack[x] !== 0) {
          if (S[x] === -1) {
            delta(slack[x]!, x, tmpA);
            consider(tmpA);
          } else if (S[x] === 0) {
            delta(slack[x]!, x, tmpA);
            for (let c = 0; c < L; c++) tmpA[c] = tmpA[c]! / 2;
            consider(tmpA);
          }
        }
      }
      // an outer vertex whose label would reach zero: no augmenting path can improve the weight
      for (let u = 1; u <= n; u++) {
        if (S[st[u]!] === 0 && (dInf || cmpAt(lab, u * L, dv, 0, L) <= 0)) return false;
      }
      for (let u = 1; u <= n; u++) {
        const s = S[st[u]!];
        if (s === 0) for (let c = 0; c < L; c++) lab[u * L + c] = lab[u * L + c]! - dv[c]!;
        else if (s === 1) for (let c = 0; c < L; c++) lab[u * L + c] = lab[u * L + c]! + dv[c]!;
      }
      for (let b = n + 1; b <= nx; b++) {
        if (st[b] !== b) continue;
        const s = S[st[b]!];
        if (s === 0) for (let c = 0; c < L; c++) lab[b * L + c] = lab[b * L + c]! + 2 * dv[c]!;
        else if (s === 1) for (let c = 0; c < L; c++) lab[b * L + c] = lab[b * L + c]! - 2 * dv[c]!;
      }
      queue.length = 0;
      qh = 0;
      for (let x = 1; x <= nx; x++) {
        if (st[x] === x && slack[x] !== 0 && st[slack[x]!] !== x && deltaIsZero(slack[x]!, x)) {
          if (onFoundEdge(slack[x]!, x)) return true;
        }
      }
      for (let b = n + 1; b <= nx; b++) {
        if (st[b] === b && S[b] === 1) {
          let zero = true;
          for (let c = 0; c < L; c++) if (lab[b * L + c] !== 0) zero = false;
          if (zero) expandBlossom(b);
        }
      }
    }
  };

  for (let u = 0; u <= n; u++) {
    st[u] = u;
    flower[u] = [];
  }
  // labels start at the largest weight
  let maxAt = -1;
  for (let u = 1; u <= n; u++) {
    for (let v = u + 1; v <= n; v++) {
      if (!has[u * N + v]) continue;
      const o = (u * (n + 1) + v) * L;
      if (maxAt < 0 || cmpAt(gw, o, gw, maxAt, L) > 0) maxAt = o;
    }
  }
  for (let u = 1; u <= n; u++) {
    for (let v = 1; v <= n; v++) flowerFrom[u * (n + 1) + v] = u === v ? u : 0;
    for (let c = 0; c < L; c++) lab[u * L + c] = maxAt < 0 ? 0 : gw[maxAt + c]!;
  }
  while (stage()) {
    // one augmentation per stage
  }
  const mate = new Int32Array(n).fill(-1);
  for (let u = 1; u <= n; u++) if (match[u] !== 0) mate[u - 1] = match[u]! - 1;
  return mate;
}

/**
 * Packs objective levels (most significant first), each a non-negative integer whose total over a
 * whole matching never exceeds caps[i], into as few exact double components as possible: levels
 * share a component as mixed-radix digits while the product of (cap + 1) stays below 2^36 (the
 * algorithm's labels are sums of at most n weights with factors ±1/2, so with n ≤ 4,096 every
 * intermediate value stays far below 2^53). Returns, for each level, its component and its multiplier.
 */
export function packLevels(caps: readonly number[]): { L: number; comp: number[]; mult: number[] } {
  const LIMIT = 2 ** 36;
  const comp: number[] = new Array<number>(caps.length);
  const mult: number[] = new Array<number>(caps.length);
  let L = 0;
  let i = caps.length - 1;
  // fill components from the least significant level up, so that each component's top digit is
  // the most significant level it holds
  const groups: number[][] = [];
  let cur: number[] = [];
  let prod = 1;
  for (; i >= 0; i--) {
    const radix = caps[i]! + 1;
    if (cur.length > 0 && prod * radix >= LIMIT) {
      groups.push(cur);
      cur = [];
      prod = 1;
    }
    cur.push(i);
    prod *= radix;
  }
  if (cur.length > 0) groups.push(cur);
  groups.reverse(); // most significant component first
  for (const g of groups) {
    // g lists levels from least to most significant
    let m = 1;
    for (const lv of g) {
      comp[lv] = L;
      mult[lv] = m;
      m *= caps[lv]! + 1;
    }
    L++;
  }
  return { L, comp, mult };
}
