/**
 * Club protection and pairs to avoid (RULES §1 Decision, both Swiss systems).
 *
 * - A club is compared ignoring case, accents and spaces (`clubKey`); an empty club protects nobody.
 * - `ProtectedGraph`: the have-met relation with every pair of clubmates added. A pairing without a
 *   table of it is a pairing without rematch and without two clubmates at one table; the exact means
 *   of both systems (the blossom checks, Dirac's bound, Dust's chain) run unchanged on it.
 * - Two spellings that are probably one club (« Cercle de Lyon » / « Cercle Lyon ») are found by
 *   `nearDuplicateClubs`, so that the organiser is asked instead of two clubs being made silently.
 */
import { spellingKey } from "../core/names";
import { MetGraph } from "./matching";

/** When clubs are protected: never (the default), in round 1 only, or in every round. */
export type ClubProtection = "off" | "round1" | "every";

export const CLUB_PROTECTIONS: readonly ClubProtection[] = ["off", "round1", "every"];

/** The key two club spellings are one club under: accents, case, hyphens and spaces folded. */
export function clubKey(club: string): string {
  return spellingKey(club).replace(/ /g, "");
}

/** Words that do not tell two clubs apart (« Cercle de Lyon » is « Cercle Lyon »). */
const FILLERS = new Set(["de", "du", "des", "d", "la", "le", "les", "l", "et", "the", "of", "and"]);

function wordsKey(club: string): string {
  return spellingKey(club)
    .replace(/['’.]/g, " ")
    .split(" ")
    .filter((w) => w !== "" && !FILLERS.has(w))
    .join("");
}

/** Edit distance of two short strings, or `limit + 1` as soon as it exceeds `limit`. */
function distanceWithin(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const cur = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const v = Math.min(prev[j]! + 1, cur[j - 1]! + 1, prev[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
      cur.push(v);
      if (v < best) best = v;
    }
    if (best > limit) return limit + 1;
    prev = cur;
  }
  return prev[b.length]!;
}

/**
 * Pairs of club spellings that are different clubs by `clubKey` but probably one club: the same
 * words but for « de », « la »… , or one or two letters apart (a typo; digits never: « Club 1 » and
 * « Club 2 » are two clubs). Each pair once, first spellings met, in the order met.
 */
export function nearDuplicateClubs(clubs: readonly string[]): [string, string][] {
  const firsts = new Map<string, string>();
  for (const c of clubs) {
    const k = clubKey(c);
    if (k !== "" && !firsts.has(k)) firsts.set(k, c.trim().replace(/\s+/g, " "));
  }
  const keys = Array.from(firsts.keys());
  const words = keys.map((k) => wordsKey(firsts.get(k)!));
  const out: [string, string][] = [];
  for (let i = 0; i < keys.length; i++) {
    for (let j = i + 1; j < keys.length; j++) {
      const a = keys[i]!;
      const b = keys[j]!;
      const limit = Math.min(a.length, b.length) >= 10 ? 2 : Math.min(a.length, b.length) >= 5 ? 1 : 0;
      // numbers tell clubs apart (« Club 1 », « Club 2 »): never a typo
      if (a.replace(/\D/g, "") !== b.replace(/\D/g, "")) continue;
      const same = words[i] === words[j] || (limit > 0 && distanceWithin(a, b, limit) <= limit);
      if (same) out.push([firsts.get(a)!, firsts.get(b)!]);
    }
  }
  return out;
}

/**
 * The club of each entrant as a small integer (−1: no club), from the spellings given.
 * `names[c]`: the first spelling of club c, for the explanations.
 */
export function clubIndex(clubs: readonly (string | undefined)[]): { of: Int32Array; names: string[] } {
  const of = new Int32Array(clubs.length).fill(-1);
  const byKey = new Map<string, number>();
  const names: string[] = [];
  clubs.forEach((c, i) => {
    const k = typeof c === "string" ? clubKey(c) : "";
    if (k === "") return;
    let id = byKey.get(k);
    if (id === undefined) {
      id = names.length;
      byKey.set(k, id);
      names.push(c!.trim().replace(/\s+/g, " "));
    }
    of[i] = id;
  });
  return { of, names };
}

/** Whether two entrants are clubmates (an empty club protects nobody). */
export function sameClub(club: Int32Array, a: number, b: number): boolean {
  return club[a]! >= 0 && club[a] === club[b];
}

/**
 * The have-met relation with every pair of clubmates added: "not met and not clubmates". The
 * degree bound of Dirac's test (matching.ts) counts both.
 */
export class ProtectedGraph extends MetGraph {
  constructor(
    private readonly base: MetGraph,
    private readonly club: Int32Array,
  ) {
    super(base.n);
  }

  override add(): void {
    throw new Error("ProtectedGraph is read-only");
  }

  override met(a: number, b: number): boolean {
    return (a !== b && sameClub(this.club, a, b)) || this.base.met(a, b);
  }

  override opponents(a: number): ReadonlySet<number> {
    return this.base.opponents(a);
  }

  override maxDegreeWithin(ids: readonly number[]): number {
    const count = new Map<number, number>();
    for (const v of ids) {
      const c = this.club[v]!;
      if (c >= 0) count.set(c, (count.get(c) ?? 0) + 1);
    }
    const inside = new Set(ids);
    let d = 0;
    for (const v of ids) {
      let k = 0;
      for (const w of this.base.opponents(v)) if (inside.has(w) && !sameClub(this.club, v, w)) k++;
      const c = this.club[v]!;
      if (c >= 0) k += count.get(c)! - 1;
      if (k > d) d = k;
    }
    return d;
  }
}
