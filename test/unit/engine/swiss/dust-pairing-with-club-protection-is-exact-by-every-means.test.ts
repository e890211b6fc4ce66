/**
 * Dust Tactics with club protection (RULES §1 Decision, §2): the point-group criteria first, then
 * the fewest tables between clubmates, then the first pairing in the drawn order — checked against
 * enumerating every pairing, with each exact means of systems/dust/pairing.ts forced in turn
 * (`exactLimit: 0` turns the subset search off: the chain on the protected relation, the windows
 * and the weighted matchings with the club level run on fields small enough to enumerate), and the
 * subset search against the other means at 13–16 entrants.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { ProtectedGraph } from "../../../../src/engine/swiss/clubs";
import { MetGraph } from "../../../../src/engine/swiss/matching";
import { type DustResult, pairDust } from "../../../../src/engine/swiss/systems/dust/pairing";
import { dustObjective, makePerfect } from "../../../properties/oracles";

interface Field {
  groups: number[][];
  points: number[];
  met: MetGraph;
  club: Int32Array;
  n: number;
}

const fields = (minN: number, maxN: number): fc.Arbitrary<Field> =>
  fc
    .record({
      half: fc.integer({ min: Math.ceil(minN / 2), max: Math.floor(maxN / 2) }),
      k: fc.integer({ min: 1, max: 6 }),
      clubs: fc.integer({ min: 1, max: 4 }),
      seed: fc.integer({ min: 1, max: 0x7fffffff }),
      deg: fc.integer({ min: 0, max: 4 }),
    })
    .map(({ half, k, clubs, seed, deg }) => {
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
      // one in eight without a club
      const club = Int32Array.from({ length: n }, () => (rnd(8) === 0 ? -1 : rnd(clubs)));
      return { groups, points, met, club, n };
    });

const pointsOf = (f: Field): number[] => {
  const pts = new Array<number>(f.n);
  f.groups.forEach((g, gi) => {
    for (const x of g) pts[x] = f.points[gi]!;
  });
  return pts;
};
const mates = (f: Field, a: number, b: number): boolean => f.club[a]! >= 0 && f.club[a] === f.club[b];

/** Every rematch-free pairing in the drawn order's lexicographic order; the first best (Dust, then clubs). */
function bruteForce(f: Field): [number, number][] | null {
  const pts = pointsOf(f);
  const levels = Array.from(new Set(pts)).sort((a, b) => b - a);
  let best: number[] | null = null;
  let bestTables: [number, number][] | null = null;
  const rec = (left: number[], acc: [number, number][]): void => {
    if (left.length === 0) {
      const v = dustObjective(
        levels,
        acc.map(([a, b]) => [pts[a]!, pts[b]!]),
      ).concat([acc.filter(([a, b]) => mates(f, a, b)).length]);
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
  rec(f.groups.flat(), []);
  return bestTables;
}

const tablesOf = (r: DustResult): [number, number][] => r.tables.map((t) => [t.a, t.b]);
const protect = (f: Field) => ({ graph: new ProtectedGraph(f.met, f.club), club: f.club });
const pairable = (f: Field): boolean => makePerfect((i, j) => !f.met.met(i, j))(2 ** f.n - 1);

describe("Dust pairing with club protection, exact by every means", () => {
  it("2–12 entrants: the lexicographically first optimal pairing found by enumeration, subset search and forced means alike", () => {
    let weighted = 0;
    let withMates = 0;
    fc.assert(
      fc.property(fields(2, 12), (f) => {
        fc.pre(pairable(f));
        const want = bruteForce(f);
        expect(tablesOf(pairDust(f.groups, f.met, f.points, { protect: protect(f) }))).toEqual(want);
        const forced = pairDust(f.groups, f.met, f.points, { exactLimit: 0, protect: protect(f) });
        expect(tablesOf(forced)).toEqual(want);
        if (forced.weighted > 0) weighted++;
        if (want!.some(([a, b]) => mates(f, a, b))) withMates++;
      }),
      { numRuns: 500, seed: 43 },
    );
    expect(weighted).toBeGreaterThan(30);
    expect(withMates).toBeGreaterThan(50);
  });

  it("13–16 entrants: the subset search and the other means give the same tables", () => {
    fc.assert(
      fc.property(fields(13, 16), (f) => {
        fc.pre(makePerfect((i, j) => !f.met.met(i, j))(2 ** f.n - 1));
        const a = pairDust(f.groups, f.met, f.points, { protect: protect(f) });
        const b = pairDust(f.groups, f.met, f.points, { exactLimit: 0, protect: protect(f) });
        expect(tablesOf(b)).toEqual(tablesOf(a));
      }),
      { numRuns: 120, seed: 44 },
    );
  });
});
