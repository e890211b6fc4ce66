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
 *
 * Club protection in every round (RULES §1 Decision): when the nearest possible opponent v of u is
 * its clubmate, u takes instead the nearest possible opponent w of another club that has the same
 * record as v, if there is one. The standings order by record first, so such w are the entrants
 * right below v until the record changes; "possible" is the same test as above.
 */
import { sameClub } from "../../clubs";
import { MatchOracle, type MetGraph } from "../../matching";
import { fewestRematches, type TopDownResult, type TopDownTable } from "../common";

/** Club protection for the top-down rule: each entrant's club (−1: none) and record. */
export interface TopDownClubs {
  club: Int32Array;
  record(i: number): string;
}

/**
 * Pairs `order` (entrants ranked best first, an even number of them) under RULES §1.
 * `met` is the have-met relation on global indices.
 */
export function pairTopDown(
  order: readonly number[],
  met: MetGraph,
  clubs: TopDownClubs | null = null,
): TopDownResult {
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
  /** The nearest possible opponent of u below v, of another club, with v's record (accepted), or −1. */
  const sameRecordOtherClub = (u: number, v: number, pv: number): number => {
    const { club, record } = clubs!;
    for (let pw = next[pv]!; pw < n; pw = next[pw]!) {
      const w = order[pw]!;
      if (record(w) !== record(v)) break;
      if (met.met(u, w) || sameClub(club, u, w)) continue;
      if (oracle.test([u, w])) {
        oracle.accept();
        return pw;
      }
      oracle.reject();
    }
    return -1;
  };
  while (head < n) {
    const pu = head;
    const u = order[pu]!;
    let skipped = 0;
    let chosen = -1;
    let clubmate = -1;
    for (let pv = next[pu]!; pv < n; pv = next[pv]!) {
      const v = order[pv]!;
      if (met.met(u, v)) continue;
      if (oracle.test([u, v])) {
        if (clubs !== null && sameClub(clubs.club, u, v)) {
          oracle.reject();
          const pw = sameRecordOtherClub(u, v, pv);
          if (pw >= 0) {
            chosen = pw;
            clubmate = v;
            break;
          }
          oracle.test([u, v]);
        }
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
    const table: TopDownTable = { a: u, b: order[chosen]!, skipped, rematch: false };
    if (clubmate >= 0) table.clubmate = clubmate;
    tables.push(table);
  }
  return { tables, rematches: 0, exactChecks: oracle.exactChecks };
}
