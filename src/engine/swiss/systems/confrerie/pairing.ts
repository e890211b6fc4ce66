/**
 * The Confrérie pairing rule (RULES §1) on a ranked list.
 *
 * Plain rule: from the top, each unpaired entrant meets the nearest-ranked unpaired entrant below
 * it that it has not met. Decision (RULES §1): when that gets stuck, the pairing is the
 * lexicographically first valid one — the top entrant takes its nearest possible opponent such
 * that everyone left can still be paired without rematch, and so on down.
 *
 * Both are the same procedure: walk down the candidates of the top entrant, nearest first, and take
 * the first one that leaves a pairable rest. Whenever the plain rule does not get stuck, each of its
 * choices leaves a pairable rest (the plain rule itself pairs it), so the result is exactly the
 * plain one. The "pairable rest" test costs O(1) while the rest is large (Dirac's bound, see
 * ../../matching.ts) and a blossom check on the last few entrants, so a round costs O(n·(R + 1)) plus a
 * small tail, where R is the number of rounds played.
 *
 * When no rematch-free pairing exists at all: the fewest-rematch pairing, built the same way
 * (`fewestRematches` in ../common.ts).
 */
import { MatchOracle, type MetGraph } from "../../matching";
import { fewestRematches, type TopDownResult, type TopDownTable } from "../common";

/**
 * Pairs `order` (entrants ranked best first, an even number of them) under RULES §1.
 * `met` is the have-met relation on global indices.
 */
export function pairTopDown(order: readonly number[], met: MetGraph): TopDownResult {
  const n = order.length;
  if (n % 2 !== 0) throw new Error("pairTopDown: odd number of entrants");
  const canPair = (a: number, b: number): boolean => !met.met(a, b);
  const d = met.maxDegreeWithin(order);
  const oracle = new MatchOracle(order, canPair, d, "perfect");
  if (!oracle.pairable()) return fewestRematches(order, met);

  // doubly linked list of unpaired positions
  const next = new Int32Array(n + 1);
  const prev = new Int32Array(n + 1);
  for (let i = 0; i < n; i++) {
    next[i] = i + 1;
    prev[i + 1] = i;
  }
  prev[0] = -1;
  let head = 0; // position n is the end sentinel
  const unlink = (p: number): void => {
    const a = prev[p]!;
    const b = next[p]!;
    if (a >= 0) next[a] = b;
    else head = b;
    prev[b] = a;
  };
  const tables: TopDownTable[] = [];
  while (head < n) {
    const pu = head;
    const u = order[pu]!;
    let skipped = 0;
    let chosen = -1;
    for (let pv = next[pu]!; pv < n; pv = next[pv]!) {
      const v = order[pv]!;
      if (met.met(u, v)) continue;
      if (oracle.test([u, v])) {
        oracle.accept();
        chosen = pv;
        break;
      }
      oracle.reject();
      skipped++;
    }
    if (chosen < 0) throw new Error("pairTopDown: no pairable opponent (internal error)");
    unlink(pu);
    unlink(chosen);
    tables.push({ a: u, b: order[chosen]!, skipped, rematch: false });
  }
  return { tables, rematches: 0, exactChecks: oracle.exactChecks };
}
