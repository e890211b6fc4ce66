/**
 * Matchpoints of a Tarot duplicate deal and a tournament's score (RULES §6, seed 003).
 *
 * Per deal, each participant scores 2 per participant beaten and 1 per tie, compared on the deal's
 * % (the seed: points "en fonction du pourcentage obtenu"; two % clamped at 0 tie).
 *
 * **Decision: the bot is a participant, beaten or beating like any other.** The seed has the bot
 * take part "au même titre que les joueurs humains" and counts it among the "joueurs": "avec un
 * seul joueur humain et le bot […] il y a deux joueurs, le top vaut 2". The top is 2 × (number of
 * humans) = 2 × (participants − 1) only if beating the bot scores: a lone human who beats the bot
 * gets 2, one who ties it 1, one below it 0. The bot scores matchpoints too (it is ranked in the
 * tournament), but it has no %-form nor indices.
 *
 * A deal started and not finished counts 0 % and bulle: beaten by every participant who finished
 * (even at 0 %), scoring 0; two unfinished participants do not score against each other (the same
 * rule as the MATCHPOINTS function, src/engine/scoring/matchpoints.ts, which this reuses).
 *
 * Tournament score = the sum of its deals' matchpoints. **Decision: the winner ("Victoire") is
 * every participant with the highest sum, the bot included** (the seed: "le vainqueur du tournoi
 * est le joueur qui possède le meilleur cumul", and the bot is one of the "joueurs"): on a tie at
 * the top each tied human records a victory; when the bot alone has the highest sum, no human won.
 */
import { type DealEntry, dealMatchpoints } from "../scoring/matchpoints";

/** One participant's % on a deal, or "unfinished". */
export type TarotEntry = number | "unfinished";

/**
 * Matchpoints of one deal, same order as `entries` (the bot's entry among them, at 100).
 * Top = 2 × (entries − 1), bulle = 0. O(m log m).
 */
export function tarotDealMatchpoints(entries: readonly TarotEntry[]): number[] {
  return dealMatchpoints(entries as readonly DealEntry[]) as number[];
}

/** The top of a deal with `humans` human participants and the bot: 2 × humans. */
export const topOf = (humans: number): number => 2 * humans;

/** Ranks by score, highest first, shared on equal scores (1, 2, 2, 4), in the order of `scores`. */
export function sharedRanks(scores: readonly number[]): number[] {
  const order = scores.map((_, i) => i).sort((a, b) => scores[b]! - scores[a]!);
  const ranks: number[] = new Array(scores.length);
  for (let k = 0; k < order.length; k++) {
    const i = order[k]!;
    ranks[i] = k > 0 && scores[order[k - 1]!] === scores[i] ? ranks[order[k - 1]!]! : k + 1;
  }
  return ranks;
}
