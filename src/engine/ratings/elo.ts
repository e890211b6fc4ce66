/**
 * Elo ladder (RULES §4, seed 000 §10).
 *   E(d) = Φ(d / (200·√2)) ("normal", default) or 1 / (1 + 10^(−d/400)) ("logistic"), d = own − opponent.
 *   V = K × (S − E), rounded half away from zero, per game. K = 50 below 10 games, else 40.
 *   Ratings are updated after each round: every game of a round uses the ratings from before the
 *   round, and K uses the games played before the round. Initial rating 2000.
 *
 * Φ is computed to full double precision (no rounded table): Φ(d/(200√2)) = ½·erfc(−d/400), with
 * erfc from its power series (|x| < 1) or its continued fraction (|x| ≥ 1), and e^(−x²) evaluated
 * without losing the low bits of x².
 */
import { ArbitreError } from "../core/errors";
import { cleanName, nameKey } from "../core/names";

export type EloCurve = "normal" | "logistic";

export const ELO_INITIAL = 2000;
export const ELO_K_NEW = 50;
export const ELO_K_ESTABLISHED = 40;
/** K drops from 50 to 40 once the player has this many games. */
export const ELO_K_GAMES = 10;

const SQRT_PI = 1.772453850905516; // √π

/** e^(−x²) without the rounding error of x·x (x = hi + lo with hi·hi exact). */
function expMinusSquare(x: number): number {
  const hi = Math.round(x * 4096) / 4096;
  const lo = x - hi;
  return Math.exp(-hi * hi) * Math.exp(-lo * (x + hi));
}

/** erf for 0 ≤ x < 1: 2/√π · e^(−x²) · Σ 2ⁿ x^(2n+1) / (1·3·…·(2n+1)) (all terms positive). */
function erfSeries(x: number): number {
  const x2 = 2 * x * x;
  let term = x;
  let sum = x;
  for (let n = 1; n < 100; n++) {
    term *= x2 / (2 * n + 1);
    sum += term;
    if (term < sum * 1e-17) break;
  }
  return (2 / SQRT_PI) * expMinusSquare(x) * sum;
}

/** erfc for x ≥ 1: e^(−x²)/√π / (x + (1/2)/(x + 1/(x + (3/2)/(x + …)))) (modified Lentz). */
function erfcFraction(x: number): number {
  const tiny = 1e-300;
  let f = x;
  let c = f;
  let d = 0;
  for (let n = 1; n < 500; n++) {
    const a = n / 2;
    d = x + a * d;
    if (d === 0) d = tiny;
    c = x + a / c;
    if (c === 0) c = tiny;
    d = 1 / d;
    const delta = c * d;
    f *= delta;
    if (Math.abs(delta - 1) < 1e-16) break;
  }
  return expMinusSquare(x) / SQRT_PI / f;
}

/** The complementary error function, to about one unit in the last place on the doubles. */
export function erfc(x: number): number {
  if (Number.isNaN(x)) return Number.NaN;
  if (x < 0) return 2 - erfc(-x);
  if (x < 1) return 1 - erfSeries(x);
  if (x > 27.3) return 0;
  return erfcFraction(x);
}

/** The standard normal distribution function Φ(z) = ½·erfc(−z/√2). */
export function normalCdf(z: number): number {
  return 0.5 * erfc(-z / Math.SQRT2);
}

function checkNumber(v: number, arg: string): void {
  if (typeof v !== "number" || !Number.isFinite(v))
    throw new ArbitreError(`fn.bad.${arg}`, { value: String(v) });
}

function checkCurve(curve: string): EloCurve {
  if (curve !== "normal" && curve !== "logistic")
    throw new ArbitreError("fn.bad.curve", { value: String(curve) });
  return curve;
}

/** Expected score of a player rated `rating` against `opponentRating`, 0–1. */
export function eloExpected(rating: number, opponentRating: number, curve: EloCurve = "normal"): number {
  checkNumber(rating, "rating");
  checkNumber(opponentRating, "opponent_rating");
  return expectedFromDifference(rating - opponentRating, checkCurve(curve));
}

/** E for a rating difference d (own − opponent). E(d) + E(−d) = 1 up to one rounding. */
export function expectedFromDifference(d: number, curve: EloCurve = "normal"): number {
  if (curve === "logistic") return 1 / (1 + 10 ** (-d / 400));
  // Φ(d / (200·√2)) = ½·erfc(−d / 400)
  return 0.5 * erfc(-d / 400);
}

/**
 * Rounds half away from zero (14.5 → 15, −35.5 → −36), robust to the floating error of K × (S − E):
 * 50 × (0.5 − 0.71) is −10.499999999999998 in doubles and must give −11 as on paper. The value is
 * first snapped to 9 decimals, which only moves values that are within 5e-10 of the snapped one.
 */
export function roundHalfAway(v: number): number {
  const snapped = Math.round(Math.abs(v) * 1e9) / 1e9;
  const r = Math.floor(snapped + 0.5);
  return v < 0 ? (r === 0 ? 0 : -r) : r;
}

/** V = K × (S − E), rounded half away from zero (the seed's arithmetic, with E given). */
export function eloDeltaFromExpected(k: number, score: number, expected: number): number {
  checkK(k);
  checkScore(score);
  if (typeof expected !== "number" || !(expected >= 0 && expected <= 1)) {
    throw new ArbitreError("fn.bad.expected", { value: String(expected) });
  }
  return roundHalfAway(k * (score - expected));
}

function checkK(k: number): void {
  if (typeof k !== "number" || !Number.isFinite(k) || k < 0)
    throw new ArbitreError("fn.bad.k", { value: String(k) });
}

function checkScore(s: number): void {
  if (s !== 0 && s !== 0.5 && s !== 1) throw new ArbitreError("fn.bad.score", { value: String(s) });
}

/** Rating change of one game: K × (S − E(rating − opponent)), rounded half away from zero. */
export function eloDelta(
  rating: number,
  opponentRating: number,
  score: number,
  k: number = ELO_K_NEW,
  curve: EloCurve = "normal",
): number {
  checkScore(score);
  checkK(k);
  return roundHalfAway(k * (score - eloExpected(rating, opponentRating, curve)));
}

/** K by games played before the game: 50 below 10 games, else 40. */
export function eloK(gamesPlayed: number): number {
  if (!Number.isInteger(gamesPlayed) || gamesPlayed < 0) {
    throw new ArbitreError("fn.bad.games_played", { value: String(gamesPlayed) });
  }
  return gamesPlayed < ELO_K_GAMES ? ELO_K_NEW : ELO_K_ESTABLISHED;
}

export interface EloGame {
  /** Round (or date as a number): games are applied round by round, in increasing order. */
  round: number;
  player: string;
  opponent: string;
  /** The player's score, 1 / 0.5 / 0; the opponent scores 1 − score. */
  score: number;
}

export interface EloRating {
  key: string;
  name: string;
  rating: number;
  games: number;
}

export interface EloOptions {
  initial?: number;
  curve?: EloCurve;
}

/** One game as the replay reads it: `score` is the player's, the opponent scores 1 − score. */
export interface ReplayGame {
  player: string;
  opponent: string;
  score: number;
}

/**
 * The state of a replay, players in order of first appearance (index i everywhere): display name,
 * rating, games played, and the rating change over the player's last rated round (0 before).
 */
export interface EloReplay {
  names: string[];
  rating: number[];
  played: number[];
  lastChange: number[];
}

/**
 * The one replay of RULES §4, shared by eloRatings and eloLadder: applies `rounds` in the order
 * given. Every game of a round uses the ratings from before the round and K by the games played
 * before it; each game's V is rounded on its own; the ratings change when the round ends.
 * `afterRound` sees the state after each round (it must not keep the arrays, which change).
 */
export function replayElo(
  rounds: Iterable<readonly ReplayGame[]>,
  opts: EloOptions = {},
  afterRound?: (state: EloReplay, round: number) => void,
): EloReplay {
  const initial = opts.initial ?? ELO_INITIAL;
  const curve = opts.curve ?? "normal";
  checkNumber(initial, "initial_rating");
  const index = new Map<string, number>();
  const state: EloReplay = { names: [], rating: [], played: [], lastChange: [] };
  const { names, rating, played, lastChange } = state;
  const delta: number[] = [];
  const added: number[] = [];
  const id = (name: string): number => {
    const key = nameKey(name);
    let i = index.get(key);
    if (i === undefined) {
      i = names.length;
      index.set(key, i);
      names.push(cleanName(name));
      rating.push(initial);
      played.push(0);
      lastChange.push(0);
      delta.push(0);
      added.push(0);
    }
    return i;
  };
  const touched: number[] = [];
  let r = 0;
  for (const games of rounds) {
    for (const g of games) {
      checkScore(g.score);
      const a = id(g.player);
      const b = id(g.opponent);
      const e = expectedFromDifference(rating[a]! - rating[b]!, curve);
      const eb = expectedFromDifference(rating[b]! - rating[a]!, curve);
      const ka = played[a]! < ELO_K_GAMES ? ELO_K_NEW : ELO_K_ESTABLISHED;
      const kb = played[b]! < ELO_K_GAMES ? ELO_K_NEW : ELO_K_ESTABLISHED;
      if (added[a] === 0) touched.push(a);
      if (added[b] === 0) touched.push(b);
      delta[a]! += roundHalfAway(ka * (g.score - e));
      delta[b]! += roundHalfAway(kb * (1 - g.score - eb));
      added[a]!++;
      added[b]!++;
    }
    // the round ends: its changes apply at once
    for (const p of touched) {
      if (added[p] === 0) continue; // listed twice (a player against themself)
      rating[p]! += delta[p]!;
      played[p]! += added[p]!;
      lastChange[p] = delta[p]!;
      delta[p] = 0;
      added[p] = 0;
    }
    touched.length = 0;
    afterRound?.(state, r++);
  }
  return state;
}

/** Rating desc, then name key asc: the order of eloRatings and of the ladder. */
export function byRatingThenName(
  x: { rating: number; key: string },
  y: { rating: number; key: string },
): number {
  return y.rating - x.rating || (x.key < y.key ? -1 : x.key > y.key ? 1 : 0);
}

/** The games grouped by `round`, in increasing order (stable: rows of one round keep their order). */
function roundsOf(games: EloGame[]): EloGame[][] {
  const order = games.map((_, i) => i);
  let sorted = true;
  for (let i = 1; i < games.length; i++) {
    if (games[i]!.round < games[i - 1]!.round) {
      sorted = false;
      break;
    }
  }
  if (!sorted) order.sort((a, b) => games[a]!.round - games[b]!.round || a - b);
  const rounds: EloGame[][] = [];
  let current = Number.NaN;
  for (const gi of order) {
    const g = games[gi]!;
    if (g.round !== current || rounds.length === 0) {
      rounds.push([]);
      current = g.round;
    }
    rounds[rounds.length - 1]!.push(g);
  }
  return rounds;
}

/**
 * Replays `games` (each game listed once) round by round and returns every player's rating,
 * by rating (highest first), then name. O(games + players log players + rounds log rounds).
 */
export function eloRatings(games: EloGame[], opts: EloOptions = {}): EloRating[] {
  const { names, rating, played } = replayElo(roundsOf(games), opts);
  const out: EloRating[] = names.map((name, i) => ({
    key: nameKey(name),
    name,
    rating: rating[i]!,
    games: played[i]!,
  }));
  out.sort(byRatingThenName);
  return out;
}
