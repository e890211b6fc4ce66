/**
 * Who gets the bye when the number of entrants to pair is odd (RULES §1, §2).
 *
 * The caller ranks the candidates in order of preference:
 *   Confrérie — fewest byes first, then lowest-ranked first ("the lowest-ranked entrant who has not
 *               had one yet; if everyone has had one, the lowest-ranked");
 *   Dust      — fewest byes first, then fewest points, then a seeded random order ("at random among
 *               the entrants with the fewest points who have not had a bye").
 * Decision (RULES §1, applied to both systems): the bye goes to the first candidate whose absence
 * leaves the others pairable without rematch. If no candidate does, the bye goes to the candidate
 * that leaves the fewest rematches (first in preference order among equals).
 */
import { Matcher, MatchOracle, type MetGraph } from "./matching";

export interface ByeChoice {
  bye: number;
  /** Candidates preferred to `bye` but passed over because the rest could not be paired. */
  passedOver: number;
  /** False when no bye choice leaves a rematch-free pairing. */
  rematchFree: boolean;
}

/** `field`: every entrant to be paired this round (odd count); `candidates`: the same, by preference. */
export function chooseBye(field: readonly number[], candidates: readonly number[], met: MetGraph): ByeChoice {
  if (field.length % 2 !== 1) throw new Error("chooseBye: even field");
  const canPair = (a: number, b: number): boolean => !met.met(a, b);
  const d = met.maxDegreeWithin(field);
  const oracle = new MatchOracle(field, canPair, d, "perfect");
  for (let i = 0; i < candidates.length; i++) {
    const ok = oracle.test([candidates[i]!]);
    oracle.reject();
    if (ok) return { bye: candidates[i]!, passedOver: i, rematchFree: true };
  }
  // no rematch-free choice: fewest rematches, i.e. the largest maximum matching of the rest
  const m = new Matcher(field, canPair);
  let best = candidates[0]!;
  let bestSize = -1;
  for (const c of candidates) {
    const snap = m.snapshot();
    m.remove([c], false);
    if (m.size > bestSize) {
      bestSize = m.size;
      best = c;
    }
    m.restore(snap);
  }
  return { bye: best, passedOver: candidates.indexOf(best), rematchFree: false };
}
