/**
 * Tie-breaks on per-entrant records (records.ts): OMW (RULES §1), strength of schedule (RULES §2),
 * Sonneborn-Berger (RULES §3 and chess). Every function works from the counts of a record, so one
 * entrant costs O(its games) and a whole field O(results): nothing is recomputed per pair.
 *
 * Points ("total") of an entrant under a scheme win / draw / loss:
 *   win × (wins + byes) + draw × draws + loss × (losses − forfeit losses).
 * A bye scores a win and has no opponent; a forfeit loss scores 0 points (whatever `loss` is, as in
 * KoW where a loss is worth 1 and a forfeit 0); a double loss scores a loss for each side.
 */
import type { EntrantRecord } from "../core/records";
import { matchWinRate } from "../core/records";

export interface PointScheme {
  win: number;
  draw: number;
  loss: number;
}

/** Confrérie has no points; Dust scores 3 / 1 / 0 (RULES §2); chess 1 / ½ / 0. */
export const DUST_POINTS: PointScheme = { win: 3, draw: 1, loss: 0 };
export const CHESS_POINTS: PointScheme = { win: 1, draw: 0.5, loss: 0 };

/** The OMW floor of RULES §1. */
export const OMW_FLOOR = 0.33;

/** An entrant's points under `points` (see the module comment). */
export function totalPoints(r: EntrantRecord, points: PointScheme): number {
  return points.win * (r.wins + r.byes) + points.draw * r.draws + points.loss * (r.losses - r.forfeits);
}

function recordOf(records: Map<string, EntrantRecord>, key: string): EntrantRecord | undefined {
  return records.get(key);
}

/**
 * OMW (RULES §1): mean over the entrant's opponents (a repeated opponent counts each time; byes
 * are not opponents) of max(floor, opponent's match-win rate). No opponent, or unknown key: 0.
 */
export function omw(records: Map<string, EntrantRecord>, key: string, floor: number = OMW_FLOOR): number {
  const r = recordOf(records, key);
  if (!r || r.opponents.length === 0) return 0;
  let sum = 0;
  for (const o of r.opponents) {
    const opp = records.get(o);
    const rate = opp ? matchWinRate(opp) : 0;
    sum += Math.max(rate, floor);
  }
  return sum / r.opponents.length;
}

/** Strength of schedule (RULES §2): the sum of the opponents' totals; a bye adds nothing. */
export function sos(
  records: Map<string, EntrantRecord>,
  key: string,
  points: PointScheme = DUST_POINTS,
): number {
  const r = recordOf(records, key);
  if (!r) return 0;
  let sum = 0;
  for (const o of r.opponents) {
    const opp = records.get(o);
    if (opp) sum += totalPoints(opp, points);
  }
  return sum;
}

/**
 * Sonneborn-Berger: for each game won, the opponent's total; for each game drawn, half of it.
 * Byes, losses and double losses add nothing. A win against a forfeiting opponent is a win.
 */
export function sonneborn(
  records: Map<string, EntrantRecord>,
  key: string,
  points: PointScheme = CHESS_POINTS,
): number {
  const r = recordOf(records, key);
  if (!r) return 0;
  let sum = 0;
  for (const g of r.games) {
    if (g.b === null) continue;
    const mine = g.a === key ? g.outcomeA : g.outcomeB;
    const other = g.a === key ? g.b : g.a;
    if (mine !== "win" && mine !== "draw") continue;
    const opp = records.get(other);
    if (!opp) continue;
    const t = totalPoints(opp, points);
    sum += mine === "win" ? t : t / 2;
  }
  return sum;
}

// ---------------------------------------------------------------------------------------------
// Exact OMW, for comparisons. OMWs are rationals; two equal OMWs summed in different orders can
// differ in the last bit, so a comparator first compares the doubles and, when they are within
// 1e-9, compares the exact reduced fractions. (The target is ES2019, so no BigInt: fractions are
// kept in safe integers; in the unrealistic case where a denominator would pass 2^53 the exact
// value is given up and the doubles decide.)

/** [numerator, denominator], reduced, denominator > 0; null when it cannot be kept exact. */
export type Fraction = [number, number];

function gcd(a: number, b: number): number {
  a = Math.abs(a);
  b = Math.abs(b);
  while (b) {
    const t = a % b;
    a = b;
    b = t;
  }
  return a;
}

function reduce(n: number, d: number): Fraction | null {
  if (!Number.isSafeInteger(n) || !Number.isSafeInteger(d) || d <= 0) return null;
  const g = gcd(n, d) || 1;
  return [n / g, d / g];
}

function addFractions(a: Fraction, b: Fraction): Fraction | null {
  const g = gcd(a[1], b[1]);
  return reduce(a[0] * (b[1] / g) + b[0] * (a[1] / g), (a[1] / g) * b[1]);
}

/** The exact value of a number written in decimal (String(0.33) = "0.33" → 33/100), or null. */
export function decimalFraction(x: number): Fraction | null {
  const m = /^(-?)(\d+)(?:\.(\d{1,9}))?$/.exec(String(x));
  if (!m) return null;
  const frac = m[3] ?? "";
  const n = Number(m[2]! + frac) * (m[1] === "-" ? -1 : 1);
  return reduce(n, 10 ** frac.length);
}

/** OMW as an exact reduced fraction (same definition as `omw`), or null when not representable. */
export function omwExact(
  records: Map<string, EntrantRecord>,
  key: string,
  floor: number = OMW_FLOOR,
): Fraction | null {
  const r = records.get(key);
  if (!r || r.opponents.length === 0) return [0, 1];
  const f = decimalFraction(floor);
  if (f === null) return null;
  let sum: Fraction | null = [0, 1];
  for (const o of r.opponents) {
    const opp = records.get(o);
    // rate = (2 (wins + byes) + draws) / (2 rounds)
    let term: Fraction = [0, 1];
    if (opp && opp.rounds > 0) term = [2 * (opp.wins + opp.byes) + opp.draws, 2 * opp.rounds];
    if (term[0] * f[1] < f[0] * term[1]) term = f;
    sum = addFractions(sum, term);
    if (sum === null) return null;
  }
  return reduce(sum[0], sum[1] * r.opponents.length);
}

/**
 * A comparator of OMWs that is exact: near-equal doubles (within 1e-9) are settled with the exact
 * fractions (cached); equal fractions compare 0. Returns the sign of omw(a) − omw(b).
 */
export function omwComparer(
  records: Map<string, EntrantRecord>,
  floor: number = OMW_FLOOR,
): (a: string, va: number, b: string, vb: number) => number {
  const cache = new Map<string, Fraction | null>();
  const exact = (k: string): Fraction | null => {
    let f = cache.get(k);
    if (f === undefined) {
      f = omwExact(records, k, floor);
      cache.set(k, f);
    }
    return f;
  };
  return (a, va, b, vb) => {
    const d = va - vb;
    if (Math.abs(d) > 1e-9) return d < 0 ? -1 : 1;
    const fa = exact(a);
    const fb = exact(b);
    if (fa !== null && fb !== null) {
      if (fa[0] === fb[0] && fa[1] === fb[1]) return 0;
      const l = fa[0] * fb[1];
      const r = fb[0] * fa[1];
      if (l !== r) return l < r ? -1 : 1;
    }
    return d === 0 ? 0 : d < 0 ? -1 : 1;
  };
}
