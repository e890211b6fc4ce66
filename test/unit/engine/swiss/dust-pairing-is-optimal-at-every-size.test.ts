/**
 * The Dust Tactics pairing is exact (RULES §2): lexicographically fewest tables across each point
 * boundary from the top, then the smallest sum of squared point differences, then the first such
 * pairing in the drawn order. Checked against oracles written independently of the engine
 * (test/properties/oracles.ts) on random fields, with every exact means of systems/dust/pairing.ts
 * forced in turn (`exactLimit: 0` turns the subset search off, so the chain, window and
 * weighted-matching means run on fields small enough to enumerate).
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { type PairingGame, type PairingInput, pairNextRoundDetailed } from "../../../../src/engine/index";
import { MetGraph } from "../../../../src/engine/swiss/matching";
import { type DustResult, dustVector, pairDust } from "../../../../src/engine/swiss/systems/dust/pairing";
import { maxWeightMatching, packLevels } from "../../../../src/engine/swiss/weighted-matching";
import { dustObjective, dustOptimum, makePerfect } from "../../../properties/oracles";
import { simulate } from "../../../properties/simulate";
import fixture from "./dust-24-round7.json";

interface Field {
  groups: number[][];
  points: number[];
  met: MetGraph;
  n: number;
}

/** A random field: n entrants in k point groups (each in a random order), a random have-met graph. */
const fields = (minN: number, maxN: number, maxDegree: number): fc.Arbitrary<Field> =>
  fc
    .record({
      half: fc.integer({ min: Math.ceil(minN / 2), max: Math.floor(maxN / 2) }),
      k: fc.integer({ min: 1, max: 10 }),
      seed: fc.integer({ min: 1, max: 0x7fffffff }),
      deg: fc.integer({ min: 0, max: maxDegree }),
    })
    .map(({ half, k, seed, deg }) => {
      let s = seed;
      const rnd = (m: number): number => {
        s = (Math.imul(s, 1103515245) + 12345) >>> 0;
        return Math.floor((s / 2 ** 32) * m);
      };
      const n = 2 * half;
      const gOf = Array.from({ length: n }, () => rnd(Math.min(k, n))).sort((a, b) => a - b);
      const ids = Array.from(new Set(gOf));
      const groups: number[][] = ids.map(() => []);
      gOf.forEach((g, x) => {
        groups[ids.indexOf(g)]!.push(x);
      });
      for (const g of groups) {
        for (let i = g.length - 1; i > 0; i--) {
          const j = rnd(i + 1);
          [g[i], g[j]] = [g[j]!, g[i]!];
        }
      }
      const points: number[] = [];
      let p = 3 * groups.length + 3;
      for (let i = 0; i < groups.length; i++) {
        points.push(p);
        p -= 1 + rnd(3);
      }
      const met = new MetGraph(n);
      for (let a = 0; a < n; a++) {
        for (let r = 0; r < deg; r++) {
          const b = rnd(n);
          if (b !== a && met.opponents(a).size < deg && met.opponents(b).size < deg) met.add(a, b);
        }
      }
      return { groups, points, met, n };
    });

const pointsOf = (f: Field): number[] => {
  const pts = new Array<number>(f.n);
  f.groups.forEach((g, gi) => {
    for (const x of g) pts[x] = f.points[gi]!;
  });
  return pts;
};
const pairable = (f: Field): boolean => makePerfect((i, j) => !f.met.met(i, j))(2 ** f.n - 1);
const objective = (f: Field, r: DustResult): number[] => {
  const pts = pointsOf(f);
  const levels = Array.from(new Set(pts)).sort((a, b) => b - a);
  return dustObjective(
    levels,
    r.tables.map((t) => [pts[t.a]!, pts[t.b]!]),
  );
};

/** Every rematch-free pairing, in the drawn order's lexicographic order; the first best one. */
function bruteForce(f: Field): [number, number][] | null {
  const order = f.groups.flat();
  const pts = pointsOf(f);
  const levels = Array.from(new Set(pts)).sort((a, b) => b - a);
  let best: number[] | null = null;
  let bestTables: [number, number][] | null = null;
  const rec = (left: number[], acc: [number, number][]): void => {
    if (left.length === 0) {
      const v = dustObjective(
        levels,
        acc.map(([a, b]) => [pts[a]!, pts[b]!]),
      );
      const first = best === null ? -1 : v.findIndex((x, i) => x !== best![i]);
      if (best === null || (first >= 0 && v[first]! < best[first]!)) {
        best = v;
        bestTables = acc.slice();
      }
      return;
    }
    const u = left[0]!;
    for (let i = 1; i < left.length; i++) {
      if (f.met.met(u, left[i]!)) continue;
      acc.push([u, left[i]!]);
      rec(
        left.filter((_, j) => j !== 0 && j !== i),
        acc,
      );
      acc.pop();
    }
  };
  rec(order, []);
  return bestTables;
}

const tablesOf = (r: DustResult): [number, number][] => r.tables.map((t) => [t.a, t.b]);

describe("Dust pairing, exact at every size (RULES §2)", () => {
  it("2–12 entrants: the lexicographically first optimal pairing, as found by enumerating every pairing, by each exact means", () => {
    let chainOnly = 0;
    let weighted = 0;
    fc.assert(
      fc.property(fields(2, 12, 6), (f) => {
        fc.pre(pairable(f));
        const want = bruteForce(f);
        expect(tablesOf(pairDust(f.groups, f.met, f.points))).toEqual(want);
        const forced = pairDust(f.groups, f.met, f.points, { exactLimit: 0 });
        expect(tablesOf(forced)).toEqual(want);
        if (forced.weighted === 0) chainOnly++;
        else weighted++;
      }),
      { numRuns: 600, seed: 41 },
    );
    expect(chainOnly).toBeGreaterThan(100);
    expect(weighted).toBeGreaterThan(50);
  });

  it("13–16 entrants: the subset search and the other means give the same tables", () => {
    fc.assert(
      fc.property(fields(13, 16, 7), (f) => {
        fc.pre(pairable(f));
        const a = pairDust(f.groups, f.met, f.points);
        const b = pairDust(f.groups, f.met, f.points, { exactLimit: 0 });
        expect(tablesOf(b)).toEqual(tablesOf(a));
      }),
      { numRuns: 150, seed: 42 },
    );
  });

  it("17–64 entrants: the objective equals the independent optimum (oracles.ts dustOptimum)", () => {
    let checked = 0;
    let weighted = 0;
    fc.assert(
      fc.property(fields(17, 64, 8), (f) => {
        const best = dustOptimum(pointsOf(f), (i, j) => !f.met.met(i, j));
        fc.pre(best !== null && best !== "gave up");
        const r = pairDust(f.groups, f.met, f.points);
        expect(objective(f, r)).toEqual(best);
        checked++;
        if (r.weighted > 0) weighted++;
      }),
      { numRuns: 120, seed: 43 },
    );
    expect(checked).toBeGreaterThan(80);
    expect(weighted).toBeGreaterThan(5);
  });

  it("the engine's objective vector (dustVector) is the rule's (dustObjective)", () => {
    fc.assert(
      fc.property(fields(2, 40, 4), (f) => {
        fc.pre(pairable(f) || f.n > 22);
        let r: DustResult;
        try {
          r = pairDust(f.groups, f.met, f.points);
        } catch {
          return; // not pairable without rematch (the caller never asks then)
        }
        const gOf = new Map<number, number>();
        f.groups.forEach((g, gi) => {
          for (const x of g) gOf.set(x, gi);
        });
        const v = dustVector(tablesOf(r), (x) => gOf.get(x)!, f.points);
        const w = objective(f, r);
        // same information: the rule's thresholds are the engine's boundaries
        expect(v).toEqual(w);
      }),
      { numRuns: 100, seed: 44 },
    );
  });
});

describe("24 entrants, round 7: histories where the former bracket method crossed boundaries it did not need to", () => {
  const cases = fixture as unknown as {
    seed: number;
    french: boolean;
    dropped: number[];
    rounds: [number, number, number | string, number | string, number | null, number | null][][];
  }[];
  const name = (i: number): string => `Player ${String(i).padStart(2, "0")}`;
  const inputOf = (c: (typeof cases)[number]): PairingInput => ({
    system: "dust",
    seed: c.seed,
    french: c.french,
    entrants: Array.from({ length: 24 }, (_, i) => ({ id: name(i), dropped: c.dropped.includes(i) })),
    rounds: c.rounds.map((r) =>
      r.map(([a, b, sa, sb, aa, ab]): PairingGame => {
        const g: PairingGame = { a: name(a), b: b < 0 ? null : name(b), scoreA: sa, scoreB: sb };
        if (aa !== null) g.armyA = aa;
        if (ab !== null) g.armyB = ab;
        return g;
      }),
    ),
  });
  // crossings per boundary from the top, then Σ squared differences: the former method's, and the optimum
  const expected = [
    { former: [1, 0, 0, 1, 0, 1, 2, 0, 2, 1, 24], optimum: [1, 0, 0, 1, 0, 1, 0, 2, 0, 1, 14] },
    { former: [2, 1, 1, 1, 2, 1, 1, 2, 0, 1, 36], optimum: [2, 1, 1, 1, 0, 1, 1, 2, 0, 1, 32] },
    { former: [1, 1, 0, 1, 0, 1, 2, 0, 0, 1, 12], optimum: [1, 1, 0, 1, 0, 1, 0, 0, 0, 1, 8] },
  ];
  cases.forEach((c, ci) => {
    it(`case ${ci + 1}: the crossing vector is the optimum ${JSON.stringify(expected[ci]!.optimum)}`, () => {
      const input = inputOf(c);
      const out = pairNextRoundDetailed(input);
      expect(out.round).toBe(7);
      expect(out.rematches).toBe(0);
      const pts = new Map(out.standings.map((r) => [r.name, r.points ?? 0]));
      const order = input.entrants.filter((e) => !e.dropped && e.id !== out.bye).map((e) => e.id);
      const levels = Array.from(new Set(order.map((id) => pts.get(id)!))).sort((a, b) => b - a);
      const mine = dustObjective(
        levels,
        out.tables.map((t) => [pts.get(t.a)!, pts.get(t.b)!]),
      );
      const met = new Set(
        input.rounds.flat().flatMap((g) => (g.b === null ? [] : [`${g.a}|${g.b}`, `${g.b}|${g.a}`])),
      );
      const best = dustOptimum(
        order.map((id) => pts.get(id)!),
        (i, j) => !met.has(`${order[i]}|${order[j]}`),
      );
      expect(mine).toEqual(best);
      expect(mine).toEqual(expected[ci]!.optimum);
      // and it is strictly better than what the former method gave
      expect(mine).not.toEqual(expected[ci]!.former);
      // same seed, same pairing
      expect(pairNextRoundDetailed(inputOf(c)).tables).toEqual(out.tables);
    });
  });
});

describe("determinism (same seed, same pairing) at larger sizes", () => {
  it("every round of 150- and 400-entrant events with drops and late entries: replayed byte for byte, and the order in which entrants are listed does not matter", () => {
    for (const n of [150, 400]) {
      simulate({
        n,
        system: "dust",
        seed: 2000 + n,
        rounds: 9,
        dropRate: 0.05,
        lateRate: 0.3,
        onRound: (input, out) => {
          const again = pairNextRoundDetailed(JSON.parse(JSON.stringify(input)));
          expect(again.tables).toEqual(out.tables);
          expect(again.bye).toBe(out.bye);
          const reversed = pairNextRoundDetailed({ ...input, entrants: input.entrants.slice().reverse() });
          expect(reversed.tables).toEqual(out.tables);
        },
      });
    }
  });
});

describe("weighted matching over lexicographic vectors", () => {
  it("packLevels: mixed-radix digits never carry (each level's total stays below its radix)", () => {
    const p = packLevels([3, 1000, 7, 2 ** 20, 5, 12]);
    expect(p.L).toBeGreaterThanOrEqual(1);
    // levels sharing a component: multipliers grow from the least significant level up
    for (let i = 0; i + 1 < 6; i++) {
      if (p.comp[i] === p.comp[i + 1]) expect(p.mult[i]!).toBeGreaterThan(p.mult[i + 1]!);
    }
  });

  it("maximum weight on small random graphs equals enumeration (two-component weights)", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 9 }),
        fc.array(fc.tuple(fc.integer({ min: -3, max: 3 }), fc.integer({ min: -50, max: 50 })), {
          minLength: 45,
          maxLength: 45,
        }),
        fc.array(fc.boolean(), { minLength: 45, maxLength: 45 }),
        (n, ws, es) => {
          const id = (i: number, j: number): number => {
            const a = Math.min(i, j);
            const b = Math.max(i, j);
            return (b * (b - 1)) / 2 + a;
          };
          const edge = (i: number, j: number): boolean => es[id(i, j)]!;
          const mate = maxWeightMatching(n, 3, edge, (i, j, out, o) => {
            out[o] = 1;
            out[o + 1] = ws[id(i, j)]![0];
            out[o + 2] = ws[id(i, j)]![1];
          });
          const total = (m: Int32Array | number[]): number[] => {
            const t = [0, 0, 0];
            for (let i = 0; i < n; i++) {
              const j = m[i]!;
              if (j > i) {
                expect(edge(i, j)).toBe(true);
                expect(m[j]).toBe(i);
                t[0]! += 1;
                t[1]! += ws[id(i, j)]![0];
                t[2]! += ws[id(i, j)]![1];
              }
            }
            return t;
          };
          // enumeration of every matching
          let best = [0, 0, 0];
          const m = new Array<number>(n).fill(-1);
          const rec = (i: number): void => {
            if (i === n) {
              const t = total(m);
              for (let c = 0; c < 3; c++) {
                if (t[c] !== best[c]) {
                  if (t[c]! > best[c]!) best = t;
                  break;
                }
              }
              return;
            }
            if (m[i] !== -1) {
              rec(i + 1);
              return;
            }
            rec(i + 1);
            for (let j = i + 1; j < n; j++) {
              if (m[j] !== -1 || !edge(i, j)) continue;
              m[i] = j;
              m[j] = i;
              rec(i + 1);
              m[i] = -1;
              m[j] = -1;
            }
          };
          rec(0);
          expect(total(mate)).toEqual(best);
        },
      ),
      { numRuns: 400, seed: 45 },
    );
  });
});
