/**
 * Swapping two players of a round by hand (before any result of it is entered): the organiser's
 * correction of a draw, as every Swiss program allows. Pure: the tables of the round and the games
 * of the rounds before in, the new tables and what the swap causes (rematches, second byes) out.
 * The sheets layer asks the organiser to confirm what this reports, and writes it.
 */
import { ArbitreError } from "../core/errors";
import { nameKey } from "../core/names";
import type { Explanation } from "./pairing";

/** A table of the round: `b` null for the bye. */
export interface Seat {
  a: string;
  b: string | null;
}

/** A game of an earlier round (b null: a bye). */
export interface PastGame {
  round: number;
  a: string;
  b: string | null;
}

export interface SwapOutcome {
  /** The two players as the round's tables spell them (the request may differ in case or spaces). */
  players: [string, string];
  /** The round's tables after the swap, in the same order. */
  tables: Seat[];
  /** Indices of the tables the swap changed (one when both players sat at the same table). */
  changed: number[];
  /** Pairs the swap makes meet again, with the rounds they met in. */
  rematches: { a: string; b: string; rounds: number[] }[];
  /** Pairs to avoid (RULES §1 Decision) the swap seats together. */
  avoided: { a: string; b: string }[];
  /** A player the swap gives the bye who already had one, with the rounds of those byes. */
  repeatByes: { name: string; rounds: number[] }[];
  /** Why each changed table is what it is, by index (the reasons column). */
  reasons: Map<number, Explanation>;
}

function seatOf(tables: Seat[], key: string): { table: number; side: "a" | "b" } | null {
  for (let i = 0; i < tables.length; i++) {
    const t = tables[i]!;
    if (nameKey(t.a) === key) return { table: i, side: "a" };
    if (t.b !== null && nameKey(t.b) === key) return { table: i, side: "b" };
  }
  return null;
}

/**
 * Swaps players `x` and `y` (names as typed: matched trimmed and case-insensitively) between their
 * seats. Throws ArbitreError when one is not in the round or both are the same player. `avoid`:
 * the event's pairs to avoid, reported as rematches are.
 */
export function swapPlayers(
  tables: Seat[],
  past: PastGame[],
  x: string,
  y: string,
  avoid: readonly (readonly [string, string])[] = [],
): SwapOutcome {
  const kx = nameKey(x);
  const ky = nameKey(y);
  if (kx === ky) throw new ArbitreError("swap.samePlayer", { name: x });
  const sx = seatOf(tables, kx);
  if (sx === null) throw new ArbitreError("swap.notInRound", { name: x });
  const sy = seatOf(tables, ky);
  if (sy === null) throw new ArbitreError("swap.notInRound", { name: y });
  const out = tables.map((t) => ({ ...t }));
  const nameAt = (s: { table: number; side: "a" | "b" }) => tables[s.table]![s.side]!;
  const vx = nameAt(sx);
  const vy = nameAt(sy);
  out[sx.table]![sx.side] = vy;
  out[sy.table]![sy.side] = vx;
  const changed = sx.table === sy.table ? [sx.table] : [sx.table, sy.table];
  // what the earlier rounds say of the new tables
  const met = new Map<string, number[]>();
  const byes = new Map<string, number[]>();
  const pairKey = (a: string, b: string) => [nameKey(a), nameKey(b)].sort().join("\u0000");
  for (const g of past) {
    if (g.b === null) byes.set(nameKey(g.a), [...(byes.get(nameKey(g.a)) ?? []), g.round]);
    else met.set(pairKey(g.a, g.b), [...(met.get(pairKey(g.a, g.b)) ?? []), g.round]);
  }
  const avoidSet = new Set(avoid.map(([a, b]) => pairKey(a, b)));
  const avoided: SwapOutcome["avoided"] = [];
  const rematches: SwapOutcome["rematches"] = [];
  const repeatByes: SwapOutcome["repeatByes"] = [];
  const reasons = new Map<number, Explanation>();
  for (const i of changed) {
    const t = out[i]!;
    if (t.b === null) {
      const rounds = byes.get(nameKey(t.a)) ?? [];
      if (rounds.length > 0) repeatByes.push({ name: t.a, rounds });
      reasons.set(
        i,
        rounds.length > 0
          ? { key: "swiss.swap.byeAgain", params: { name: t.a, rounds: rounds.join(", ") } }
          : { key: "swiss.swap.bye", params: { name: t.a } },
      );
      continue;
    }
    const rounds = met.get(pairKey(t.a, t.b)) ?? [];
    if (rounds.length > 0) rematches.push({ a: t.a, b: t.b, rounds });
    const avoidedHere = avoidSet.has(pairKey(t.a, t.b));
    if (avoidedHere) avoided.push({ a: t.a, b: t.b });
    reasons.set(
      i,
      rounds.length > 0
        ? { key: "swiss.swap.rematch", params: { rounds: rounds.join(", ") } }
        : avoidedHere
          ? { key: "swiss.swap.avoided", params: {} }
          : { key: "swiss.swap.table", params: {} },
    );
  }
  return { players: [vx, vy], tables: out, changed, rematches, avoided, repeatByes, reasons };
}
