/**
 * Kings of War "Inter-clubs" scoring (RULES §3, seed 000 § 7c and "Résultats de match").
 *   Game points: win 3, draw 2, loss 1; a forfeit (no player on the table) 0, the present opponent 3.
 *   Match score = sum over the 4 tables. League points: win 3, draw 2, loss 1 if the team fielded at
 *   least 2 players, 0 for a loss by forfeit (fewer than 2 players).
 */
import { ArbitreError } from "../core/errors";

/** One table's result from the first team's side. */
export type TableResult = "win" | "draw" | "loss" | "forfeit" | "opponentForfeit";

export const KOW_TABLES = 4;

/** Game points of one table for each team. */
export function gamePoints(r: TableResult): [number, number] {
  switch (r) {
    case "win":
      return [3, 1];
    case "draw":
      return [2, 2];
    case "loss":
      return [1, 3];
    case "forfeit":
      return [0, 3];
    case "opponentForfeit":
      return [3, 0];
    default:
      throw new ArbitreError("fn.bad.game_points", { value: String(r) });
  }
}

export interface MatchResult {
  /** Match score of each team (sum of game points over the tables). */
  score: [number, number];
  /** Players fielded by each team (tables not forfeited by it). */
  fielded: [number, number];
  /** League points of each team. */
  league: [number, number];
}

/** Scores a match from its tables' results (first team's side), at most 4 tables. */
export function matchResult(tables: readonly TableResult[]): MatchResult {
  if (tables.length > KOW_TABLES) throw new ArbitreError("kow.tooManyGames", { count: tables.length });
  const score: [number, number] = [0, 0];
  const fielded: [number, number] = [0, 0];
  for (const t of tables) {
    const [a, b] = gamePoints(t);
    score[0] += a;
    score[1] += b;
    if (t !== "forfeit") fielded[0]++;
    if (t !== "opponentForfeit") fielded[1]++;
  }
  // Tables not listed had no player from either side (both forfeit): 0 each.
  const leagueFor = (mine: number, theirs: number, players: number): number =>
    mine > theirs ? 3 : mine === theirs ? 2 : players >= 2 ? 1 : 0;
  return {
    score,
    fielded,
    league: [leagueFor(score[0], score[1], fielded[0]), leagueFor(score[1], score[0], fielded[1])],
  };
}
