/**
 * Matchpoints of a duplicate deal (RULES §6, seed 003): per deal, each participant scores 2 per
 * participant beaten and 1 per tie; the worst ("bulle") gets 0, the best ("top") 2 × (others).
 * A deal started and not finished counts as beaten by every finisher and scores 0 (two unfinished
 * participants do not score against each other). A participant not in the deal has no result.
 */

/** One participant's entry in a deal: a score, "unfinished", or absent (not in this deal). */
export type DealEntry = number | "unfinished" | null;

/**
 * Matchpoints of one deal, same length as `entries`; null where the entry is null.
 * O(m log m) for m participants.
 */
export function dealMatchpoints(entries: readonly DealEntry[]): (number | null)[] {
  const out: (number | null)[] = new Array(entries.length).fill(null);
  const finished: { i: number; s: number }[] = [];
  let unfinished = 0;
  for (let i = 0; i < entries.length; i++) {
    const e = entries[i];
    if (e === null || e === undefined) continue;
    if (e === "unfinished") {
      unfinished++;
      out[i] = 0;
    } else finished.push({ i, s: e });
  }
  finished.sort((a, b) => a.s - b.s);
  // Walk groups of equal scores from the lowest: below = finishers strictly lower.
  let below = 0;
  for (let j = 0; j < finished.length; ) {
    let k = j;
    while (k < finished.length && finished[k]!.s === finished[j]!.s) k++;
    const ties = k - j - 1;
    const mp = 2 * (below + unfinished) + ties;
    for (let x = j; x < k; x++) out[finished[x]!.i] = mp;
    below += k - j;
    j = k;
  }
  return out;
}

/** Matchpoints of every deal (rows) for every participant (columns). */
export function matchpoints(deals: readonly (readonly DealEntry[])[]): (number | null)[][] {
  return deals.map(dealMatchpoints);
}
