/**
 * The Elo ladder with its history (RULES §4): the same replay as eloRatings (replayElo), over
 * rounds given in play order, with each player's rating after every round.
 */
import { nameKey } from "../core/names";
import { byRatingThenName, type EloOptions, replayElo } from "./elo";

export interface LadderGame {
  player: string;
  opponent: string;
  /** The player's score, 1 / 0.5 / 0; the opponent scores 1 − score. */
  score: number;
}

/** One round of the ladder; rounds are given in play order. */
export interface LadderRound {
  id: string;
  label: string;
  games: LadderGame[];
}

export interface LadderRow {
  /** Shared by equal ratings (1, 1, 3). */
  rank: number;
  name: string;
  rating: number;
  games: number;
  /** The rating change over the player's last rated round. */
  change: number;
}

export interface LadderHistory {
  id: string;
  label: string;
  /** Ratings after the round, aligned with `players`; null before the player's first game. */
  ratings: (number | null)[];
}

export interface LadderResult {
  /** By rating (highest first), then name: the order of eloRatings. */
  rows: LadderRow[];
  /** Every player, in the order of `rows`. */
  players: string[];
  history: LadderHistory[];
}

/** Replays `rounds` in order (RULES §4) and returns the ladder and every player's rating after each round. */
export function eloLadder(rounds: LadderRound[], opts: EloOptions = {}): LadderResult {
  // ratings after each round, by order of first appearance (shorter while players are still to come)
  const snapshots: number[][] = [];
  const { names, rating, played, lastChange } = replayElo(
    rounds.map((r) => r.games),
    opts,
    (state) => {
      snapshots.push(state.rating.slice());
    },
  );
  const order = names
    .map((name, i) => ({ i, key: nameKey(name), rating: rating[i]! }))
    .sort(byRatingThenName);
  const rows: LadderRow[] = [];
  order.forEach(({ i }, at) => {
    const prev = rows[at - 1];
    rows.push({
      rank: prev && prev.rating === rating[i] ? prev.rank : at + 1,
      name: names[i]!,
      rating: rating[i]!,
      games: played[i]!,
      change: lastChange[i]!,
    });
  });
  const history = rounds.map((r, k) => {
    const after = snapshots[k]!;
    return {
      id: r.id,
      label: r.label,
      ratings: order.map(({ i }) => (i < after.length ? after[i]! : null)),
    };
  });
  return { rows, players: rows.map((r) => r.name), history };
}
