/**
 * The Tarot "simultané individuel" duplicate (RULES §6, seed 003_7bfd40f1573ae276.txt): the deal
 * rows a club keeps (one row per participant and deal, the bot included) and what the engine
 * answers: each tournament's matchpoints and winner, each player's cumuls, moving averages,
 * current % and monthly indices at a date.
 */

/** The side South played a deal on. */
export type Side = "attack" | "defence";

/** One participant's deal in one tournament. */
export interface DealRow {
  /** The tournament's id (trimmed, case-insensitive). */
  tournament: string;
  /** "YYYY-MM-DD", the day the deal was played. */
  date: string;
  /** The deal number within the tournament (a whole number from 1). */
  deal: number;
  /** attaque / attack, défense / defense / defence (case- and accent-insensitive), or a Side. */
  side: string;
  /** The player's name (trimmed, case-insensitive), or the bot's. */
  participant: string;
  /** True for the bot's row. Default: the participant is named "bot" or "robot". */
  bot?: boolean;
  /**
   * The participant's differential on the deal; null when the deal was not finished in time.
   * Anything else that is not a finite number is bad input.
   */
  differential: number | string | null;
  /** False for a deal started and not finished in time. Default: `differential !== null`. */
  finished?: boolean;
  /** The caller's row (default: index + 1), for errors. */
  row?: number;
}

/** One participant's result in one tournament. */
export interface TournamentRow {
  /** Shared on equal matchpoints (1, 2, 2, 4). */
  rank: number;
  participant: string;
  bot: boolean;
  /** Sum of the matchpoints of its deals. */
  matchpoints: number;
  /** Matchpoints earned on the deals it played in attack / in defence. */
  attack: number;
  defence: number;
  /** Deals played in attack / in defence (unfinished ones included). */
  attackDeals: number;
  defenceDeals: number;
  /** Highest matchpoints of the tournament ("Victoire"; shared on a tie, the bot may win). */
  winner: boolean;
}

export interface TournamentResult {
  id: string;
  /** The day of its first deal ("YYYY-MM-DD"); its month is the month of its indices. */
  date: string;
  /** Distinct deal numbers played. */
  deals: number;
  /** Human participants. */
  humans: number;
  /** By rank, then name. */
  rows: TournamentRow[];
}

/** A cumul: the mean % of 16 consecutive deals played on one side, across tournaments. */
export interface Cumul {
  side: Side;
  /** The day of its 16th deal ("YYYY-MM-DD"). */
  date: string;
  /** Mean of the 16 deals' % (an unfinished deal counts 0 %). */
  percent: number;
  /** Dated on or before the report's date and on or after 45 days before it. */
  inWindow: boolean;
  /** Among the last 20 cumuls of the window (the moving average's results). */
  counted: boolean;
  /** Counted but dropped as the highest or the lowest (from 3 counted on). */
  dropped: boolean;
  /** The 20th most recent counted: the oldest result of a full window (the seed's blue point). */
  twentieth: boolean;
}

/** The moving average of one side at a date. */
export interface SideForm {
  /** Mean of the counted cumuls, the highest and the lowest dropped from 3 on; null with none. */
  average: number | null;
  /** Cumuls counted (at most 20). */
  counted: number;
  /** Fewer than 20 counted. */
  provisional: boolean;
}

/** A player's indices for one month (tournaments dated that month, up to the report's date). */
export interface MonthIndices {
  /** "YYYY-MM". */
  month: string;
  tournaments: number;
  wins: number;
  /** Sum of the 10 best results of the side ÷ 10. */
  attack: number;
  defence: number;
  /** Sum of the 5 best results of the side among the tournaments won ÷ 5. */
  victoryAttack: number;
  victoryDefence: number;
}

/** One human player at the report's date. */
export interface PlayerReport {
  player: string;
  /** Deals played up to the report's date. */
  deals: number;
  /** Every complete cumul up to the report's date, both sides, in the order they were completed. */
  cumuls: Cumul[];
  attack: SideForm;
  defence: SideForm;
  /** ¼ attack + ¾ defence; null when a side has no cumul in the window. */
  current: number | null;
  /** Either side has fewer than 20 cumuls counted. */
  provisional: boolean;
  /** One entry per month with a tournament played, oldest first. */
  months: MonthIndices[];
}

export interface TarotReport {
  /** "YYYY-MM-DD": the date asked, or the last deal's day. */
  asOf: string;
  /** Every tournament, by date then first row. */
  tournaments: TournamentResult[];
  /** Every human player, by first row. */
  players: PlayerReport[];
  /** Each input row's deal % against the bot and its matchpoints, in the input's order. */
  deals: { percent: number[]; matchpoints: number[] };
}
