/** What the Swiss systems share: the default-rounds table, the fewest-rematch pairing. */
import { sameClub } from "../clubs";
import { Matcher, type MetGraph } from "../matching";
import type { PairingContext } from "./types";

export { roundsByPowerOfTwo } from "./default-rounds";

export interface TopDownTable {
  /** Higher-ranked entrant (global index). */
  a: number;
  b: number;
  /** Unmet entrants nearer to `a` than `b` that were passed over so that the rest stays pairable. */
  skipped: number;
  rematch: boolean;
  /** Club protection: the clubmate `a` would have met, passed over for `b` (same record). */
  clubmate?: number;
}

export interface TopDownResult {
  tables: TopDownTable[];
  rematches: number;
  /** Exact (blossom) checks made; 0 in the common case. */
  exactChecks: number;
}

/**
 * The lexicographically first pairing among those with the fewest rematches, for a field that
 * cannot be paired without one (both systems, RULES §1–2). The minimum number of rematches is
 * n/2 − ν (ν = maximum matching of the not-met graph), and the top entrant takes the nearest
 * opponent it has not met, else the nearest one it has met, such that the rest can still be
 * completed with that minimum. That case only arises when the field is small next to the number of
 * rounds (n ≤ 2R + 1), where O(n⁴) is still instant. `order`: best first, an even number.
 */
export function fewestRematches(order: readonly number[], met: MetGraph): TopDownResult {
  const canPair = (a: number, b: number): boolean => !met.met(a, b);
  const m = new Matcher(order, canPair);
  const target = order.length / 2 - m.size; // rematches needed
  let used = 0;
  let checks = 0;
  const left = order.slice();
  const tables: TopDownTable[] = [];
  while (left.length > 0) {
    const u = left[0]!;
    const rest = left.slice(1);
    const candidates = rest.filter((v) => !met.met(u, v)).concat(rest.filter((v) => met.met(u, v)));
    let chosen = -1;
    let skipped = 0;
    for (const v of candidates) {
      const rematch = met.met(u, v) ? 1 : 0;
      const snap = m.snapshot();
      m.remove([u, v], false);
      checks++;
      const after = (left.length - 2) / 2 - m.size;
      if (used + rematch + after === target) {
        chosen = v;
        used += rematch;
        tables.push({ a: u, b: v, skipped, rematch: rematch === 1 });
        break;
      }
      m.restore(snap);
      if (!rematch) skipped++;
    }
    if (chosen < 0) throw new Error("fewestRematches: internal error");
    left.splice(left.indexOf(chosen), 1);
    left.shift();
  }
  return { tables, rematches: used, exactChecks: checks };
}

/** The club two entrants share, as first spelt, or "" (not clubmates, or no protection). */
export function clubOf(ctx: PairingContext, a: number, b: number): string {
  const p = ctx.protect;
  if (p === null || !sameClub(p.club, a, b)) return "";
  return p.names[p.club[a]!]!;
}
