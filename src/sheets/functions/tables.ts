/**
 * The table custom functions: SONNEBORN, OMW, SOS, STANDINGS, ELO_RATINGS, MATCHPOINTS.
 * Results ranges are `A | B | score A | score B` rows (RULES §0), blank rows skipped, games without
 * a result (both scores blank) ignored. Configuration arguments (points, floor, system, initial
 * rating) take one value: a larger range is an error.
 */

import { ArbitreError } from "../../engine/core/errors";
import { nameKey } from "../../engine/core/names";
import { buildRecords, collect, type EntrantRecord, type GameInput } from "../../engine/core/records";
import { readName } from "../../engine/core/results";
import { type EloGame, eloRatings } from "../../engine/ratings/elo";
import { type DealEntry, dealMatchpoints } from "../../engine/scoring/matchpoints";
import { computeStandings, type StandingsSystem } from "../../engine/standings/standings";
import {
  CHESS_POINTS,
  DUST_POINTS,
  OMW_FLOOR,
  omw,
  type PointScheme,
  sonneborn,
  sos,
} from "../../engine/standings/tiebreaks";
import { type KeyAfter, type Lang, t } from "../../i18n/index";
import type { Plain } from "./broadcast";
import {
  asCell,
  asGrid,
  bad,
  gridShape,
  isBlank,
  isDateValue,
  readChoice,
  readNumber,
  showDate,
  single,
} from "./cells";
import { readScore } from "./scalar";

const SYSTEMS: Record<string, StandingsSystem> = {
  confrerie: "confrerie",
  "la confrerie": "confrerie",
  dust: "dust",
  "dust tactics": "dust",
  chess: "chess",
  echecs: "chess",
};

/** Rows of a results range with `width` columns (4, or 6 with army points). */
function resultRows(v: unknown, width: 4 | 6, arg: string): GameInput[] {
  const g = Array.isArray(v) ? asGrid(v) : isBlank(v) ? [] : asGrid(v);
  const [rows, cols] = gridShape(g);
  if (rows > 0 && cols !== width) {
    const extra = width === 6 ? ", A, B" : "";
    throw new ArbitreError("fn.columns.results", { expected: width, got: cols, extra }, { arg });
  }
  const out: GameInput[] = new Array(rows);
  for (let i = 0; i < rows; i++) {
    const r = g[i]!;
    const row: GameInput = { a: asCell(r[0]), b: asCell(r[1]), scoreA: asCell(r[2]), scoreB: asCell(r[3]) };
    if (width === 6) {
      row.armyA = asCell(r[4]);
      row.armyB = asCell(r[5]);
    }
    out[i] = row;
  }
  return out;
}

function recordsOf(
  lang: Lang,
  results: unknown,
  width: 4 | 6 = 4,
  arg = "results",
  order?: number[],
): Map<string, EntrantRecord> {
  const all = resultRows(results, width, arg);
  const kept = order ? order.filter((i) => i < all.length) : null;
  const rows = kept ? kept.map((i) => all[i]!) : all;
  const rowOf = (i: number) => (kept ? kept[i]! : i) + 1;
  const c = collect(rows, { french: lang === "fr", showDate, locate: (i) => ({ arg, row: rowOf(i) }) });
  return buildRecords(c.games, c.names);
}

/**
 * The rows of a results range to count, in round order, from a column of round numbers beside it
 * (same height): rows whose round is not a number or a date (a header, a blank or a note row) are
 * left out, and the others are taken by round, in sheet order within a round. So a whole-column
 * range (`'Rondes'!C:F` with `'Rondes'!A:A`) survives inserted rows and sorting.
 */
function roundOrder(results: unknown, rounds: unknown): number[] {
  if (!Array.isArray(results) && isBlank(results)) return [];
  const g = Array.isArray(results) ? asGrid(results) : [[results]];
  const r = Array.isArray(rounds) ? asGrid(rounds) : [[rounds]];
  const [rows] = gridShape(g);
  const [rr, rc] = gridShape(r);
  if (rc !== 1 || rr !== rows) throw new ArbitreError("fn.shapes", { a: `${rows} × …`, b: `${rr} × ${rc}` });
  const keyed: { i: number; round: number }[] = [];
  for (let i = 0; i < rows; i++) {
    const v = r[i]![0];
    const round = typeof v === "number" ? v : isDateValue(v) ? v.getTime() : Number.NaN;
    if (Number.isFinite(round)) keyed.push({ i, round });
  }
  keyed.sort((x, y) => x.round - y.round || x.i - y.i);
  return keyed.map((k) => k.i);
}

/** Applies `f` to each entrant (one column, or one value); blank entrants give blank results. */
function perEntrant(entrants: unknown, f: (key: string) => Plain): Plain | Plain[][] {
  if (!Array.isArray(entrants)) {
    const name = readName(asCell(entrants), { arg: "entrants" }, "", showDate);
    return name === "" ? "" : f(nameKey(name));
  }
  const g = asGrid(entrants);
  const [rows, cols] = gridShape(g);
  if (rows > 0 && cols !== 1)
    throw new ArbitreError("fn.columns.entrants", { got: cols }, { arg: "entrants" });
  const out: Plain[][] = new Array(rows);
  for (let i = 0; i < rows; i++) {
    const name = readName(asCell(g[i]![0]), { arg: "entrants", row: i + 1 }, "", showDate);
    out[i] = [name === "" ? "" : f(nameKey(name))];
  }
  return out;
}

function readPoint(v: unknown, arg: "win" | "draw" | "loss", dflt: number): number {
  const n = readNumber(single(v, arg), arg);
  return n === null ? dflt : n;
}

function scheme(win: unknown, draw: unknown, loss: unknown, d: PointScheme): PointScheme {
  return {
    win: readPoint(win, "win", d.win),
    draw: readPoint(draw, "draw", d.draw),
    loss: readPoint(loss, "loss", d.loss),
  };
}

export function SONNEBORN(
  lang: Lang,
  entrants: unknown,
  results: unknown,
  win?: unknown,
  draw?: unknown,
  loss?: unknown,
): Plain | Plain[][] {
  const points = scheme(win, draw, loss, CHESS_POINTS);
  const recs = recordsOf(lang, results);
  return perEntrant(entrants, (k) => sonneborn(recs, k, points));
}

export function SOS(
  lang: Lang,
  entrants: unknown,
  results: unknown,
  win?: unknown,
  draw?: unknown,
  loss?: unknown,
): Plain | Plain[][] {
  const points = scheme(win, draw, loss, DUST_POINTS);
  const recs = recordsOf(lang, results);
  return perEntrant(entrants, (k) => sos(recs, k, points));
}

export function OMW(lang: Lang, entrants: unknown, results: unknown, floor?: unknown): Plain | Plain[][] {
  const fv = single(floor, "floor");
  const f = readNumber(fv, "floor") ?? OMW_FLOOR;
  if (f < 0 || f > 1) throw bad("floor", fv);
  const recs = recordsOf(lang, results);
  return perEntrant(entrants, (k) => omw(recs, k, f));
}

/**
 * Whether the standings are final (RULES §2: only they flag a play-off): `final` TRUE or FALSE as
 * given (blank: FALSE), or the number of Swiss rounds planned, read against the rounds column:
 * every game of the last round has its result, and that round is the last planned or (Dust) ends
 * the event early, exactly one entrant of that round being undefeated.
 */
function readFinal(
  lang: Lang,
  v: unknown,
  sys: StandingsSystem,
  results: unknown,
  rounds: unknown,
  width: 4 | 6,
  recs: Map<string, EntrantRecord>,
): boolean {
  const f = single(v, "final");
  if (isBlank(f)) return false;
  if (typeof f === "boolean") return f;
  const planned = readNumber(f, "final_standings");
  if (planned === null || !Number.isInteger(planned) || planned < 0) throw bad("final_standings", f);
  if (rounds === undefined || isBlank(rounds)) throw bad("final_standings", f);
  const order = roundOrder(results, rounds);
  const g = asGrid(rounds);
  const roundOf = (i: number): number => {
    const r = g[i]![0];
    return typeof r === "number" ? r : isDateValue(r) ? r.getTime() : Number.NaN;
  };
  if (order.length === 0) return false;
  const latest = roundOf(order[order.length - 1]!);
  const last = order.filter((i) => roundOf(i) === latest);
  const all = resultRows(results, width, "results");
  const c = collect(
    last.map((i) => all[i]!),
    { french: lang === "fr", showDate },
  );
  if (c.pending.length > 0 || c.games.length === 0) return false;
  if (latest >= planned && planned > 0) return true;
  if (sys !== "dust") return false;
  const played = new Set(c.names.keys());
  const undefeated = [...played].filter((k) => (recs.get(k)?.losses ?? 0) === 0);
  return undefeated.length === 1;
}

export function STANDINGS(
  lang: Lang,
  results: unknown,
  system?: unknown,
  rounds?: unknown,
  final?: unknown,
): Plain[][] {
  const sys = readChoice(single(system, "system"), "system", SYSTEMS) ?? "confrerie";
  // Dust: 6 columns (army points remaining A and B), or 4 when they are not recorded.
  const width = sys === "dust" && gridShape(asGrid(results))[1] !== 4 ? 6 : 4;
  const order = rounds === undefined || isBlank(rounds) ? undefined : roundOrder(results, rounds);
  const recs = recordsOf(lang, results, width, "results", order);
  const isFinal = readFinal(lang, final, sys, results, rounds, width, recs);
  const rows = computeStandings(sys, recs, { final: isFinal });
  const h = (k: KeyAfter<"standings.h.">): string => t(lang, `standings.h.${k}`);
  const num = (v: number | undefined): Plain => (v === undefined ? "" : v);
  if (sys === "confrerie") {
    return [
      [h("rank"), h("name"), h("wins"), h("losses"), h("doubleLosses"), h("record"), h("omw")],
      ...rows.map((r) => [r.rank, r.name, r.wins, r.losses, r.doubleLosses, num(r.record), num(r.omw)]),
    ];
  }
  if (sys === "dust") {
    const flag = t(lang, "standings.playoff");
    return [
      [h("rank"), h("name"), h("points"), h("sos"), h("army"), h("playoff")],
      ...rows.map((r) => [
        r.rank,
        r.name,
        num(r.points),
        num(r.sos),
        num(r.armyRemaining),
        r.playoff ? flag : r.armyMissing ? t(lang, "standings.armyMissing") : "",
      ]),
    ];
  }
  return [
    [h("rank"), h("name"), h("points"), h("sonneborn")],
    ...rows.map((r) => [r.rank, r.name, num(r.points), num(r.sonneborn)]),
  ];
}

/** A round: a number, numeric text, or a date (its time value, so dates sort in order). */
function readRound(v: unknown): number | null {
  if (isDateValue(v)) {
    const t = v.getTime();
    if (Number.isNaN(t)) throw bad("round", v);
    return t;
  }
  return readNumber(v, "round");
}

export function ELO_RATINGS(lang: Lang, games: unknown, initial?: unknown): Plain[][] {
  const iv = single(initial, "initial_rating");
  const init = readNumber(iv, "initial_rating") ?? 2000;
  const g = Array.isArray(games) ? asGrid(games) : isBlank(games) ? [] : asGrid(games);
  const [rows, cols] = gridShape(g);
  if (rows > 0 && cols !== 4) throw new ArbitreError("fn.columns.games", { got: cols }, { arg: "games" });
  const list: EloGame[] = [];
  // A game listed from both sides (B–A after A–B in one round, complementary scores) is refused.
  const seen = new Map<string, number>();
  for (let i = 0; i < rows; i++) {
    const r = g[i]!;
    const at = { arg: "games", row: i + 1 };
    try {
      const [rv, pv, ov, sv] = [r[0], r[1], r[2], r[3]];
      if (isBlank(rv) && isBlank(pv) && isBlank(ov) && isBlank(sv)) continue;
      const player = readName(asCell(pv), {}, "", showDate);
      const opponent = readName(asCell(ov), {}, "", showDate);
      if (player === "") throw new ArbitreError("fn.missingPlayer");
      if (opponent === "") throw new ArbitreError("fn.missingOpponent", { name: player });
      if (nameKey(player) === nameKey(opponent))
        throw new ArbitreError("results.sameEntrant", { name: player });
      const round = readRound(rv);
      if (round === null) throw bad("round", rv);
      const score = readScore(sv, lang);
      if (score === null) continue; // not played yet
      const pk = nameKey(player);
      const ok = nameKey(opponent);
      const mirror = seen.get(`${round}\u0000${ok}\u0000${pk}`);
      if (mirror !== undefined && mirror === 1 - score) {
        throw new ArbitreError("fn.sameRoundGame", { a: opponent, b: player, round: String(rv) });
      }
      seen.set(`${round}\u0000${pk}\u0000${ok}`, score);
      list.push({ round, player, opponent, score });
    } catch (e) {
      if (e instanceof ArbitreError) throw e.locate(at);
      throw e;
    }
  }
  const ratings = eloRatings(list, { initial: init });
  return [
    [t(lang, "elo.h.player"), t(lang, "elo.h.rating"), t(lang, "elo.h.games")],
    ...ratings.map((r) => [r.name, r.rating, r.games]),
  ];
}

export function MATCHPOINTS(_lang: Lang, scores: unknown): Plain | Plain[][] {
  const g = asGrid(scores);
  const [rows, cols] = gridShape(g);
  const out: Plain[][] = new Array(rows);
  const entries: DealEntry[] = new Array(cols);
  for (let r = 0; r < rows; r++) {
    const line = g[r]!;
    for (let c = 0; c < cols; c++) {
      const v = line[c];
      let e: DealEntry;
      if (isBlank(v)) e = null;
      else if (typeof v === "number") {
        if (!Number.isFinite(v)) throw bad("deal_score", v, { row: r + 1, column: String(c + 1) });
        e = v;
      } else if (typeof v === "string") {
        const n = readNumberOrNull(v);
        e = n === null ? "unfinished" : n;
      } else throw bad("deal_score", v, { row: r + 1, column: String(c + 1) });
      entries[c] = e;
    }
    const mp = dealMatchpoints(entries);
    out[r] = mp.map((x) => (x === null ? "" : x));
  }
  return Array.isArray(scores) ? out : (out[0]?.[0] ?? "");
}

function readNumberOrNull(s: string): number | null {
  try {
    return readNumber(s, "deal_score");
  } catch {
    return null;
  }
}
