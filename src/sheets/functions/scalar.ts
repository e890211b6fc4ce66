/**
 * The scalar custom functions: ELO_EXPECTED, ELO_DELTA, ELO_K, MASTERS_POINTS, SWISS_ROUNDS.
 * Each takes the language first, then the arguments as Sheets passes them, and broadcasts.
 * A blank required argument gives a blank result; a blank optional one takes its default.
 */

import { parseOutcome } from "../../engine/core/results";
import { type EloCurve, eloDelta, eloExpected, eloK } from "../../engine/ratings/elo";
import { mastersPoints } from "../../engine/scoring/masters";
import { swissRounds } from "../../engine/swiss/rounds";
import type { SwissSystemId } from "../../engine/swiss/systems/index";
import type { Lang } from "../../i18n/index";
import { broadcast, type Plain } from "./broadcast";
import { bad, isBlank, readChoice, readInt, readNumber } from "./cells";

const CURVES: Record<string, EloCurve> = {
  normal: "normal",
  normale: "normal",
  logistic: "logistic",
  logistique: "logistic",
};

const ROUND_SYSTEMS: Record<string, SwissSystemId> = {
  confrerie: "confrerie",
  dust: "dust",
  "dust tactics": "dust",
};

/** A game score: 1 / 0.5 / 0, or a result code or word (RULES §0; a forfeit scores 0). */
export function readScore(v: unknown, lang: Lang): number | null {
  if (isBlank(v)) return null;
  if (typeof v === "string") {
    const o = parseOutcome(v, { french: lang === "fr" });
    if (o !== null) return o === "win" ? 1 : o === "draw" ? 0.5 : 0;
  }
  let n: number | null;
  try {
    n = readNumber(v, "score");
  } catch {
    throw bad("score", v);
  }
  if (n !== 0 && n !== 0.5 && n !== 1) throw bad("score", v);
  return n;
}

function readK(v: unknown): number {
  const k = readNumber(v, "k");
  if (k === null) return 50;
  if (k < 0) throw bad("k", v);
  return k;
}

export function ELO_EXPECTED(
  _lang: Lang,
  rating: unknown,
  opponent: unknown,
  curve?: unknown,
): Plain | Plain[][] {
  return broadcast([rating, opponent, curve], ([r, o, c]) => {
    const a = readNumber(r, "rating");
    const b = readNumber(o, "opponent_rating");
    const cv = readChoice(c, "curve", CURVES) ?? "normal";
    if (a === null || b === null) return "";
    return eloExpected(a, b, cv);
  });
}

export function ELO_DELTA(
  lang: Lang,
  rating: unknown,
  opponent: unknown,
  score: unknown,
  k?: unknown,
  curve?: unknown,
): Plain | Plain[][] {
  return broadcast([rating, opponent, score, k, curve], ([r, o, s, kv, c]) => {
    const a = readNumber(r, "rating");
    const b = readNumber(o, "opponent_rating");
    const sc = readScore(s, lang);
    const kk = readK(kv);
    const cv = readChoice(c, "curve", CURVES) ?? "normal";
    if (a === null || b === null || sc === null) return "";
    return eloDelta(a, b, sc, kk, cv);
  });
}

export function ELO_K(_lang: Lang, games: unknown): Plain | Plain[][] {
  return broadcast([games], ([g]) => {
    const n = readInt(g, "games_played", 0);
    return n === null ? "" : eloK(n);
  });
}

export function MASTERS_POINTS(
  _lang: Lang,
  finalPlace: unknown,
  seeds: unknown,
  duplicatePlace?: unknown,
): Plain | Plain[][] {
  return broadcast([finalPlace, seeds, duplicatePlace], ([f, s, d]) => {
    const fp = readInt(f, "final_place", 1);
    const sp = readInt(s, "seeds_present", 0);
    const dp = readInt(d, "duplicate_place", 1);
    if (fp === null || sp === null) return "";
    return mastersPoints(fp, sp, dp ?? fp);
  });
}

export function SWISS_ROUNDS(_lang: Lang, players: unknown, system?: unknown): Plain | Plain[][] {
  return broadcast([players, system], ([p, s]) => {
    const n = readInt(p, "players", 0);
    const sys = readChoice(s, "rounds_system", ROUND_SYSTEMS) ?? "confrerie";
    return n === null ? "" : swissRounds(n, sys);
  });
}
