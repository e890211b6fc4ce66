/**
 * Club protection and pairs to avoid (RULES §1 Decision), over random fields of 8–256 entrants in
 * 2–20 clubs (some without a club), both systems, checked against oracles written from the rule:
 *  - round 1: no draw has fewer tables between clubmates. Oracle: a pairing with k tables between
 *    clubmates has ⌊n/2⌋ − k tables of two clubs, a matching of the "not clubmates" graph, and any
 *    such matching completes into a pairing, so the fewest is ⌊n/2⌋ − ν (ν by the rank of the
 *    Tutte matrix, oracles.ts); with pairs to avoid, on ≤ 12 entrants, by enumeration;
 *  - Dust: the point-group criteria are exactly those of the unprotected pairing, and no pairing
 *    keeping them has fewer tables between clubmates (enumeration up to 12 entrants; above, up to 256, a
 *    maximum-weight matching of the whole field with the club level last, a different method from
 *    the engine's chain);
 *  - Confrérie's later rounds: the top-down rule with the club substitute, as a brute-force
 *    reference written from RULES §1 (≤ 14 entrants).
 */
import { describe, expect, it } from "vitest";
import { createRng, type Rng } from "../../src/engine/core/random";
import {
  type DetailedPairing,
  type PairingInput,
  pairNextRoundDetailed,
} from "../../src/engine/swiss/pairing";
import { maxWeightMatching, packLevels } from "../../src/engine/swiss/weighted-matching";
import { allPairings, dustObjective, makePerfect, tutteMatchingSize } from "./oracles";
import { entrantName, metOf, simulate } from "./simulate";

/** The club key, written from the rule: case, accents and spaces ignored. */
function key(club: string | undefined): string {
  return (club ?? "")
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[\s\-_]/g, "");
}

/** A random club for entrant i: 2–20 clubs, sometimes one far bigger, a few without a club. */
function clubsOf(rng: Rng): (i: number) => string | undefined {
  const count = 2 + Math.floor(rng() * 19);
  const skew = rng() < 0.3;
  const spell = ["Club ", "CLUB ", "club  ", "Clûb "];
  return (i: number) => {
    const r = createRng(i * 7919 + count)();
    if (r < 0.08) return r < 0.04 ? "" : undefined;
    const c = skew && r < 0.6 ? 0 : Math.floor(((r - 0.08) / 0.92) * count);
    return `${spell[i % spell.length]}${c}`;
  };
}

function sameClubTables(out: DetailedPairing, club: Map<string, string>): number {
  let k = 0;
  for (const t of out.tables) {
    const a = club.get(t.a) ?? "";
    if (a !== "" && a === club.get(t.b)) k++;
  }
  return k;
}

describe("round 1: no draw has fewer tables between clubmates", () => {
  it("8–256 entrants in 2–20 clubs, both systems (40 fields)", () => {
    const rng = createRng(33);
    for (let f = 0; f < 40; f++) {
      const n = 8 + Math.floor(rng() * 249);
      const of = clubsOf(rng);
      const entrants = Array.from({ length: n }, (_, i) => ({ id: entrantName(i), club: of(i) ?? "" }));
      const club = new Map(entrants.map((e) => [e.id, key(e.club)]));
      const input: PairingInput = {
        system: f % 2 === 0 ? "confrerie" : "dust",
        seed: 1000 + f,
        entrants,
        rounds: [],
        protectClubs: f % 3 === 0 ? "round1" : "every",
      };
      const out = pairNextRoundDetailed(input);
      const seen = new Set(out.tables.flatMap((t) => [t.a, t.b]).concat(out.bye === null ? [] : [out.bye]));
      expect(seen.size).toBe(n);
      expect(out.bye === null).toBe(n % 2 === 0);
      const ids = entrants.map((e) => e.id);
      const apart = (i: number, j: number): boolean => {
        const a = club.get(ids[i]!)!;
        return a === "" || a !== club.get(ids[j]!);
      };
      const fewest = Math.floor(n / 2) - tutteMatchingSize(n, apart, f + 1);
      expect(sameClubTables(out, club), `field ${f}, n = ${n}`).toBe(fewest);
      expect(out.sameClub).toBe(fewest);
      // the draw replays from its seed
      expect(pairNextRoundDetailed(input).tables).toEqual(out.tables);
    }
  });

  it("with a few pairs to avoid, 8–256 entrants, one club often more than half: none meets, and the fewest clubmate tables (Tutte rank)", () => {
    const rng = createRng(36);
    for (let f = 0; f < 30; f++) {
      const n = 8 + Math.floor(rng() * 249);
      const big = 0.3 + rng() * 0.5; // the share of the first club
      const entrants = Array.from({ length: n }, (_, i) => ({
        id: entrantName(i),
        club: rng() < big ? "Cercle de Lyon" : rng() < 0.1 ? "" : `Club ${Math.floor(rng() * 6)}`,
      }));
      const avoid: [string, string][] = [];
      for (let k = 0; k < 1 + Math.floor(rng() * 6); k++) {
        const a = Math.floor(rng() * n);
        const b = Math.floor(rng() * n);
        if (a !== b) avoid.push([entrants[a]!.id, entrants[b]!.id]);
      }
      const t0 = performance.now();
      const out = pairNextRoundDetailed({
        system: "dust",
        seed: f,
        entrants,
        rounds: [],
        avoid,
        protectClubs: "every",
      });
      expect(performance.now() - t0, `n = ${n}: fast`).toBeLessThan(3000);
      const idx = new Map(entrants.map((e, i) => [e.id, i]));
      const bad = new Set(
        avoid.flatMap(([x, y]) => [`${idx.get(x)},${idx.get(y)}`, `${idx.get(y)},${idx.get(x)}`]),
      );
      expect(out.avoided).toBe(0);
      for (const t of out.tables) expect(bad.has(`${idx.get(t.a)},${idx.get(t.b)}`)).toBe(false);
      const apart = (i: number, j: number): boolean =>
        !bad.has(`${i},${j}`) && (entrants[i]!.club === "" || entrants[i]!.club !== entrants[j]!.club);
      const fewest = Math.floor(n / 2) - tutteMatchingSize(n, apart, f + 7);
      expect(out.sameClub, `field ${f}, n = ${n}`).toBe(fewest);
    }
  }, 120_000);

  it("with pairs to avoid (≤ 12 entrants, 500 fields): the fewest pairs to avoid, then the fewest clubmate tables (enumeration)", () => {
    const rng = createRng(34);
    for (let f = 0; f < 500; f++) {
      const n = 3 + Math.floor(rng() * 10);
      const clubs = 1 + Math.floor(rng() * 4);
      const entrants = Array.from({ length: n }, (_, i) => ({
        id: entrantName(i),
        club: rng() < 0.15 ? "" : `C${Math.floor(rng() * clubs)}`,
      }));
      const avoid: [string, string][] = [];
      const pairs = Math.floor(rng() * n);
      for (let k = 0; k < pairs; k++) {
        const a = Math.floor(rng() * n);
        const b = Math.floor(rng() * n);
        if (a !== b) avoid.push([entrants[a]!.id, entrants[b]!.id]);
      }
      const protectClubs = rng() < 0.8 ? "round1" : "off";
      const out = pairNextRoundDetailed({
        system: "dust",
        seed: f,
        entrants,
        rounds: [],
        avoid,
        protectClubs,
      });
      const idx = new Map(entrants.map((e, i) => [e.id, i]));
      const bad = (a: number, b: number): boolean =>
        avoid.some(
          ([x, y]) => (idx.get(x) === a && idx.get(y) === b) || (idx.get(x) === b && idx.get(y) === a),
        );
      const mates = (a: number, b: number): boolean =>
        protectClubs !== "off" && entrants[a]!.club !== "" && entrants[a]!.club === entrants[b]!.club;
      // enumeration: every pairing, a phantom "bye" entrant for an odd field
      const items = Array.from({ length: n + (n % 2) }, (_, i) => i);
      let best: [number, number] = [Number.POSITIVE_INFINITY, Number.POSITIVE_INFINITY];
      for (const p of allPairings(items, () => true)) {
        let x = 0;
        let y = 0;
        for (const [a, b] of p) {
          if (a === n || b === n) continue;
          if (bad(a, b)) x++;
          if (mates(a, b)) y++;
        }
        if (x < best[0] || (x === best[0] && y < best[1])) best = [x, y];
      }
      let x = 0;
      let y = 0;
      for (const t of out.tables) {
        if (bad(idx.get(t.a)!, idx.get(t.b)!)) x++;
        if (mates(idx.get(t.a)!, idx.get(t.b)!)) y++;
      }
      expect([x, y], `field ${f}`).toEqual(best);
      expect(out.avoided).toBe(x);
      expect(out.rematches).toBe(x);
      for (const t of out.tables) expect(t.avoided).toBe(bad(idx.get(t.a)!, idx.get(t.b)!));
    }
  });
});

/** The Dust objective of a pairing (oracles.ts), then the tables between clubmates. */
function dustWithClubs(
  tables: [number, number][],
  pts: readonly number[],
  levels: readonly number[],
  mates: (a: number, b: number) => boolean,
): number[] {
  const v = dustObjective(
    levels,
    tables.map(([a, b]) => [pts[a]!, pts[b]!] as [number, number]),
  );
  return v.concat([tables.filter(([a, b]) => mates(a, b)).length]);
}

/** The lexicographic optimum of (Dust objective, clubmate tables), by a maximum-weight matching. */
function weightedOptimum(
  pts: readonly number[],
  ok: (a: number, b: number) => boolean,
  mates: (a: number, b: number) => boolean,
): number[] {
  const n = pts.length;
  const levels = Array.from(new Set(pts)).sort((a, b) => b - a);
  const L = levels.length + 1;
  const span = levels[0]! - levels[levels.length - 1]!;
  const caps = new Array<number>(L).fill(n / 2);
  caps[L - 2] = (n / 2) * span * span;
  const pack = packLevels(caps);
  const mate = maxWeightMatching(n, 1 + pack.L, ok, (i, j, out, o) => {
    const c = dustWithClubs([[i, j]], pts, levels, mates);
    out[o] = 1;
    for (let l = 1; l <= pack.L; l++) out[o + l] = 0;
    for (let l = 0; l < L; l++)
      out[o + 1 + pack.comp[l]!] = out[o + 1 + pack.comp[l]!]! - c[l]! * pack.mult[l]!;
  });
  const tables: [number, number][] = [];
  for (let i = 0; i < n; i++) if (mate[i]! > i) tables.push([i, mate[i]!]);
  expect(tables.length).toBe(n / 2);
  return dustWithClubs(tables, pts, levels, mates);
}

describe("Dust, later rounds, protection every round", () => {
  it("8–256 entrants in 2–20 clubs: the point-group criteria as unprotected, and the fewest clubmate tables among pairings keeping them", () => {
    const rng = createRng(35);
    let checked = 0;
    let withMates = 0;
    for (let f = 0; f < 30; f++) {
      const n =
        f < 14
          ? 8 + Math.floor(rng() * 8)
          : f < 26
            ? 16 + Math.floor(rng() * 49)
            : 65 + Math.floor(rng() * 192);
      const of = clubsOf(rng);
      simulate({
        n,
        system: "dust",
        seed: 500 + f,
        protectClubs: "every",
        club: of,
        onRound: (input, out) => {
          if (out.round === 1 || out.ended || out.rematches > 0) return;
          const plain = pairNextRoundDetailed({ ...input, protectClubs: "off" });
          const ids = out.tables.flatMap((t) => [t.a, t.b]);
          const row = new Map(out.standings.map((r) => [r.name, r]));
          const pts = ids.map((id) => row.get(id)!.points ?? 0);
          const levels = Array.from(new Set(pts)).sort((a, b) => b - a);
          const met = metOf(input);
          const clubOfId = new Map(input.entrants.map((e) => [e.id, key(e.club)]));
          const mates = (a: number, b: number): boolean => {
            const c = clubOfId.get(ids[a]!)!;
            return c !== "" && c === clubOfId.get(ids[b]!);
          };
          const index = new Map(ids.map((id, i) => [id, i]));
          const mine = dustWithClubs(
            out.tables.map((t) => [index.get(t.a)!, index.get(t.b)!]),
            pts,
            levels,
            mates,
          );
          const theirs = dustWithClubs(
            plain.tables.map((t) => [index.get(t.a)!, index.get(t.b)!]),
            pts,
            levels,
            () => false,
          );
          expect(mine.slice(0, -1), `n = ${n}, round ${out.round}`).toEqual(theirs.slice(0, -1));
          const ok = (a: number, b: number): boolean => !met(ids[a]!, ids[b]!);
          let best: number[];
          if (ids.length <= 12) {
            best = [];
            for (const p of allPairings(
              ids.map((_, i) => i),
              ok,
            )) {
              const v = dustWithClubs(p, pts, levels, mates);
              if (best.length === 0 || lexLess(v, best)) best = v;
            }
          } else best = weightedOptimum(pts, ok, mates);
          expect(mine, `n = ${n}, round ${out.round}`).toEqual(best);
          checked++;
          if (mine[mine.length - 1]! > 0) withMates++;
        },
      });
    }
    console.log("Dust club rounds checked", checked, "with clubmates meeting", withMates);
    expect(checked).toBeGreaterThan(40);
    expect(withMates).toBeGreaterThan(3);
  }, 240_000);
});

function lexLess(a: readonly number[], b: readonly number[]): boolean {
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return a[i]! < b[i]!;
  return false;
}

/**
 * RULES §1 with club protection, from the text: from the top, u's nearest possible opponent v
 * (unmet, and the rest can still be paired); a clubmate v gives way to the nearest possible
 * opponent of another club with v's record, if any.
 */
function topDownReference(
  order: number[],
  met: (a: number, b: number) => boolean,
  mates: (a: number, b: number) => boolean,
  record: (a: number) => number,
): [number, number][] | null {
  const n = order.length;
  const perfect = makePerfect((i, j) => !met(order[i]!, order[j]!));
  let mask = (1 << n) - 1;
  if (!perfect(mask)) return null;
  const out: [number, number][] = [];
  const possible = (u: number, v: number): boolean =>
    (mask & (1 << v)) !== 0 && !met(order[u]!, order[v]!) && perfect(mask & ~(1 << u) & ~(1 << v));
  while (mask !== 0) {
    const u = 31 - Math.clz32(mask & -mask);
    let v = u + 1;
    while (!possible(u, v)) v++;
    let w = v;
    if (mates(order[u]!, order[v]!)) {
      for (let x = v + 1; x < n; x++) {
        if (record(order[x]!) !== record(order[v]!)) break;
        if (!mates(order[u]!, order[x]!) && possible(u, x)) {
          w = x;
          break;
        }
      }
    }
    out.push([order[u]!, order[w]!]);
    mask &= ~(1 << u) & ~(1 << w);
  }
  return out;
}

describe("Confrérie, later rounds, protection every round", () => {
  it("the top-down rule with the club substitute, as the brute-force reference (≤ 14 entrants, 300 events)", () => {
    let checked = 0;
    let substitutes = 0;
    for (let f = 0; f < 300; f++) {
      const rng = createRng(f + 77);
      const n = 6 + Math.floor(rng() * 9);
      simulate({
        n,
        system: "confrerie",
        seed: 900 + f,
        protectClubs: "every",
        club: clubsOf(rng),
        dropRate: 0.03,
        onRound: (input, out) => {
          if (out.round === 1 || out.rematches > 0) return;
          const byKey = new Map(input.entrants.map((e) => [e.id, e]));
          const order = out.standings
            .map((r) => r.name)
            .filter((id) => !byKey.get(id)!.dropped && id !== out.bye);
          const rec = new Map(out.standings.map((r) => [r.name, r.record ?? 0]));
          const met = metOf(input);
          const mates = (a: string, b: string): boolean => {
            const c = key(byKey.get(a)!.club);
            return c !== "" && c === key(byKey.get(b)!.club);
          };
          const idx = order.map((_, i) => i);
          const ref = topDownReference(
            idx,
            (a, b) => met(order[a]!, order[b]!),
            (a, b) => mates(order[a]!, order[b]!),
            (a) => rec.get(order[a]!)!,
          );
          expect(ref).not.toBeNull();
          const want = ref!.map(([a, b]) => [order[a]!, order[b]!]);
          expect(
            out.tables.map((t) => [t.a, t.b]),
            `n = ${n}, round ${out.round}`,
          ).toEqual(want);
          checked++;
          substitutes += out.tables.filter((t) => t.explanation.key === "swiss.why.nearestClub").length;
        },
      });
    }
    console.log("Confrérie club rounds checked", checked, "substitutes", substitutes);
    expect(checked).toBeGreaterThan(500);
    expect(substitutes).toBeGreaterThan(50);
  }, 240_000);
});
