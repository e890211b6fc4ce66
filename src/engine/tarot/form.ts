/**
 * A player's form (RULES §6 and its Decisions, seed 003 "Le % Duplicaté"):
 *
 * - a cumul is the mean % of 16 consecutive deals played on one side (attack or defence), across
 *   tournaments; it is dated by its 16th deal. Deals are taken in the player's order (by date, then
 *   as listed); an unfinished deal counts 0 %; the deals after the last complete 16 wait;
 * - the moving average of a side at a date counts the last 20 cumuls dated on or before that date
 *   and on or after the day 45 days before it (day −45 is in, day −46 is out), drops the highest
 *   and the lowest once 3 or more are counted (mean of 18 with 20), and is provisional below 20;
 * - current % = ¼ attack + ¾ defence. **Decision**: blank (null) when a side has no
 *   cumul in the window.
 */
import type { Side } from "./types";

export const CUMUL_DEALS = 16;
export const WINDOW_RESULTS = 20;
export const WINDOW_DAYS = 45;
export const ATTACK_WEIGHT = 0.25;

/** One deal as the form reads it. */
export interface FormDeal {
  /** Day number (days since 1970-01-01). */
  day: number;
  side: Side;
  percent: number;
}

/** A complete cumul. */
export interface RawCumul {
  side: Side;
  /** Day of its 16th deal, and that deal's position in the list. */
  day: number;
  last: number;
  percent: number;
}

/** The cumuls of a player's deals (in the player's order), both sides, in the order completed. */
export function cumulsOf(deals: readonly FormDeal[]): RawCumul[] {
  const out: RawCumul[] = [];
  const sum = { attack: 0, defence: 0 };
  const count = { attack: 0, defence: 0 };
  for (let i = 0; i < deals.length; i++) {
    const d = deals[i]!;
    sum[d.side] += d.percent;
    count[d.side]++;
    if (count[d.side] === CUMUL_DEALS) {
      out.push({ side: d.side, day: d.day, last: i, percent: sum[d.side] / CUMUL_DEALS });
      sum[d.side] = 0;
      count[d.side] = 0;
    }
  }
  return out;
}

/** A side's moving average at a date, and which cumuls it counts. */
export interface SideWindow {
  average: number | null;
  /** Indices (into the list given) of the cumuls in the 45-day window, oldest first. */
  inWindow: number[];
  /** The last 20 of them, oldest first. */
  counted: number[];
  /** The highest and the lowest dropped (from 3 counted on); empty below 3. */
  dropped: number[];
  provisional: boolean;
}

/**
 * The moving average at `asOfDay` of one side's cumuls (`cumuls`: that side only, in order,
 * their days non-decreasing). O(log n + 20).
 */
export function sideWindow(cumuls: readonly { day: number; percent: number }[], asOfDay: number): SideWindow {
  // the window is a contiguous run: from the first dated ≥ asOf − 45 to the last dated ≤ asOf
  const from = asOfDay - WINDOW_DAYS;
  const end = upperBound(cumuls, asOfDay);
  const start = lowerBound(cumuls, from, end);
  const inWindow: number[] = [];
  for (let i = start; i < end; i++) inWindow.push(i);
  const counted = inWindow.slice(Math.max(0, inWindow.length - WINDOW_RESULTS));
  const dropped: number[] = [];
  let average: number | null = null;
  if (counted.length > 0) {
    let sum = 0;
    let hi = counted[0]!;
    let lo = counted[0]!;
    for (const i of counted) {
      const v = cumuls[i]!.percent;
      sum += v;
      if (v > cumuls[hi]!.percent) hi = i;
      if (v < cumuls[lo]!.percent) lo = i;
    }
    if (counted.length >= 3) {
      // all equal: drop the oldest and the newest
      if (hi === lo) lo = counted[counted.length - 1]!;
      dropped.push(Math.min(hi, lo), Math.max(hi, lo));
      average = (sum - cumuls[hi]!.percent - cumuls[lo]!.percent) / (counted.length - 2);
    } else average = sum / counted.length;
  }
  return { average, inWindow, counted, dropped, provisional: counted.length < WINDOW_RESULTS };
}

/** ¼ attack + ¾ defence; null when either is null. */
export function currentPercent(attack: number | null, defence: number | null): number | null {
  if (attack === null || defence === null) return null;
  return ATTACK_WEIGHT * attack + (1 - ATTACK_WEIGHT) * defence;
}

/** First index in [0, end) whose day is ≥ day. */
function lowerBound(xs: readonly { day: number }[], day: number, end: number): number {
  let lo = 0;
  let hi = end;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (xs[mid]!.day < day) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** First index whose day is > day. */
function upperBound(xs: readonly { day: number }[], day: number): number {
  let lo = 0;
  let hi = xs.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (xs[mid]!.day <= day) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** Both sides' form from a player's deals (in order) at `asOfDay`: what TAROT_FORM shows. */
export function formOf(
  deals: readonly FormDeal[],
  asOfDay: number,
): { attack: SideWindow; defence: SideWindow; current: number | null; provisional: boolean } {
  const all = cumulsOf(deals);
  const attack = sideWindow(
    all.filter((c) => c.side === "attack"),
    asOfDay,
  );
  const defence = sideWindow(
    all.filter((c) => c.side === "defence"),
    asOfDay,
  );
  return {
    attack,
    defence,
    current: currentPercent(attack.average, defence.average),
    provisional: attack.provisional || defence.provisional,
  };
}
