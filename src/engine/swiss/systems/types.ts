import type { StandingsSystem } from "../../standings/standings";

/**
 * One Swiss system (RULES §1 La Confrérie, §2 Dust Tactics): everything that differs between
 * systems, in one place. The pairing, the event rules and the sheets layer ask the descriptor;
 * none of them tests a system's name. A new system is one more file in this folder and one line
 * in index.ts (plus its words and its sheet columns: docs/architecture.md).
 */
export interface SwissSystem {
  id: string;
  /** The standings and tie-breaks it ranks by (src/engine/standings). */
  standings: StandingsSystem;
  /** Default number of rounds for a field of `players` (the organiser may change it). */
  defaultRounds(players: number): number;
  /** RULES §2: exactly one undefeated entrant at the start of a round ends the Swiss rounds. */
  endsWithOneUndefeated: boolean;
  /** Entrants still tied after every tie-break are flagged "play-off game required" (RULES §2). */
  playoffs: boolean;
  /**
   * Who gets the bye, best candidate first, among `active` (standings order, best first).
   * `hadBye(i)` is 1 when i already had one; `points(i)` their points; `draw` a seeded shuffle.
   */
  byeOrder(
    active: number[],
    h: { hadBye(i: number): number; points(i: number): number; draw(xs: number[]): number[] },
  ): number[];
  /** Message key explaining an ordinary bye (the lowest-ranked, or drawn among the fewest points). */
  byeKey: string;
  /** How the next round is paired once results exist: top-down by rank, or by point groups. */
  pairing: "topDown" | "pointGroups";
  /** Results are entered as a declared winner, or as scores with army points (sheet columns). */
  entry: "winner" | "scores";
  /**
   * Entrants register an army list worth at most `maxPoints` (RULES §2: 300 AP in Dust Tactics):
   * the list's points are a column of the players' sheet, and the army points left after a game
   * are at most the list. null: no army list (RULES §1), no such column.
   */
  armyList: { maxPoints: number } | null;
  /** Default round length in minutes (New-event dialog). */
  roundMinutes: number;
}
