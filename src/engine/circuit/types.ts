/**
 * The season circuit "Masters Grand Sud" (RULES §5, seed 002_33ab733906bdf5e8.txt): the input a
 * federation keeps (its tournaments and their result lists) and what the engine answers.
 */

/** "pool": duplicate + final phases; "duplicate": all-duplicate, the final place counts as both. */
export type CircuitFormat = "pool" | "duplicate";

/** One club tournament (an edition of a series). */
export interface Tournament {
  id: string;
  /** The series (club tournament) it is an edition of: an edition replaces the previous one. */
  series: string;
  /** "YYYY-MM-DD". */
  date: string;
  format: CircuitFormat;
  /** The caller's row for this tournament (default: its index in the list + 1), for errors. */
  row?: number;
}

/** One player's result in one tournament. */
export interface Result {
  /** The tournament's id. */
  tournament: string;
  player: string;
  /** Final place, 1 = winner. */
  place: number;
  /** Duplicate place of a pool tournament; null for an all-duplicate tournament. */
  duplicatePlace: number | null;
  /** The caller's row (default: index + 1). */
  row?: number;
}

export interface CircuitInput {
  tournaments: Tournament[];
  results: Result[];
  /** "YYYY-MM-DD": a tournament dated after it is refused. */
  today: string;
}

/** A result with its points. */
export interface ScoredResult {
  player: string;
  place: number;
  duplicatePlace: number | null;
  points: number;
}

/** A tournament as played: its seeds present and every result scored (in place order). */
export interface ScoredTournament {
  id: string;
  series: string;
  date: string;
  format: CircuitFormat;
  /** Participants ranked 16th or better in the ranking in force before its day (not capped). */
  seeds: number;
  results: ScoredResult[];
}

/** A player's points in one counted tournament, and whether they are among the best ⌊N/2⌋. */
export interface TournamentPoints {
  points: number;
  counted: boolean;
}

export interface RankingRow {
  /** Shared on a complete tie (1, 2, 2, 4). */
  rank: number;
  player: string;
  /** Counted tournaments where the player has a result, scoring or not. */
  played: number;
  /** Sum of the best ⌊N/2⌋ (at least 1) results. */
  total: number;
  /** Best single-tournament score (the second tie-break). */
  best: number;
  /** Previous rank − rank (positive: moved up); null when not ranked before. */
  change: number | null;
  previousRank: number | null;
  /** One entry per tournament of `CircuitRanking.tournaments`, null where the player has no result. */
  points: (TournamentPoints | null)[];
}

export interface CircuitRanking {
  /** The date the ranking is at ("YYYY-MM-DD"); for a final ranking, 31 December of `year`. */
  asOf: string;
  year: number;
  /** The year-end ranking of `year` (year-`year` editions only). */
  final: boolean;
  /** The counted tournaments (one edition per series), by date then input order. */
  tournaments: ScoredTournament[];
  /** How many results count per player: ⌊N/2⌋, at least 1 (0 with no tournament). */
  keep: number;
  /** The latest tournament day counted: the change of rank compares with the ranking before it. */
  latestDay: string | null;
  rows: RankingRow[];
}

/** The top 16 (ties at 16th included) after a tournament day. */
export interface SeedList {
  date: string;
  players: { rank: number; player: string; total: number }[];
}

/** A compact ranking after a tournament day (the Ranking history tab). */
export interface HistoryEntry {
  date: string;
  rows: { rank: number; player: string; total: number; played: number }[];
}

/** The circuit replayed day by day: every tournament scored, the seeds after each day. */
export interface Circuit {
  /** Every tournament with at least one result, by date then input order. */
  tournaments: ScoredTournament[];
  /** The tournament days, in order. */
  days: string[];
  seeds: SeedList[];
  /** Only when asked (`replayCircuit(input, { history: true })`). */
  history?: HistoryEntry[];
}
