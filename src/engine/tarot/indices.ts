/**
 * The monthly "Indice" and "Victoire" indicators (RULES §6 and its Decision, seed 003 "L'indice
 * Duplicaté"):
 *
 * - a tournament's result for a side is the matchpoints the player earned on the deals played on
 *   that side (a tournament played on one side only has a result for that side alone);
 * - Indice of a side for a month = sum of the 10 best results of the tournaments of that month ÷ 10
 *   (before 10 results, every result counts, still ÷ 10);
 * - Victoire of a side = sum of the 5 best results of that side among the tournaments won that
 *   month ÷ 5 (fewer than 5: every one counts, still ÷ 5).
 * A tournament belongs to the month of its date (its first deal's day).
 */
import type { MonthIndices } from "./types";

export const INDEX_RESULTS = 10;
export const VICTORY_RESULTS = 5;

/** Sum of the `count` best of `results` ÷ `count` (fewer results: all of them, still ÷ count). */
export function bestMean(results: readonly number[], count: number): number {
  if (count <= 0) return 0;
  let sum = 0;
  if (results.length <= count) {
    for (const r of results) sum += r;
  } else {
    const sorted = results.slice().sort((a, b) => b - a);
    for (let i = 0; i < count; i++) sum += sorted[i]!;
  }
  return sum / count;
}

/** One tournament played by a player, as the indices read it. */
export interface IndexTournament {
  /** "YYYY-MM". */
  month: string;
  won: boolean;
  /** Matchpoints on the side's deals; null when no deal was played on that side. */
  attack: number | null;
  defence: number | null;
}

/** The indices of every month with a tournament, oldest month first. */
export function monthlyIndices(tournaments: readonly IndexTournament[]): MonthIndices[] {
  const byMonth = new Map<
    string,
    { n: number; wins: number; a: number[]; d: number[]; wa: number[]; wd: number[] }
  >();
  for (const t of tournaments) {
    let m = byMonth.get(t.month);
    if (m === undefined) {
      m = { n: 0, wins: 0, a: [], d: [], wa: [], wd: [] };
      byMonth.set(t.month, m);
    }
    m.n++;
    if (t.won) m.wins++;
    if (t.attack !== null) {
      m.a.push(t.attack);
      if (t.won) m.wa.push(t.attack);
    }
    if (t.defence !== null) {
      m.d.push(t.defence);
      if (t.won) m.wd.push(t.defence);
    }
  }
  return Array.from(byMonth.keys())
    .sort()
    .map((month) => {
      const m = byMonth.get(month)!;
      return {
        month,
        tournaments: m.n,
        wins: m.wins,
        attack: bestMean(m.a, INDEX_RESULTS),
        defence: bestMean(m.d, INDEX_RESULTS),
        victoryAttack: bestMean(m.wa, VICTORY_RESULTS),
        victoryDefence: bestMean(m.wd, VICTORY_RESULTS),
      };
    });
}
