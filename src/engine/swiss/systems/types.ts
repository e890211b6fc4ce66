import type { Rng } from "../../core/random";
import type { StandingsSystem } from "../../standings/standings";
import type { MetGraph } from "../matching";
import type { Explanation } from "../pairing";

/**
 * What a system's pairing is given (entrants are indices): the round being paired, who has met
 * whom, the standings the pairing is made from, and the round's seeded random draw.
 */
export interface PairingContext {
  round: number;
  met: MetGraph;
  /** Seeded by the event's seed and the round: the same input gives the same draw. */
  rng: Rng;
  /** Place of entrant i in the standings (0 = first). */
  position(i: number): number;
  name(i: number): string;
  rank(i: number): number;
  points(i: number): number;
  /** The record as the explanations say it ("+2", "−1", "0"). */
  record(i: number): string;
  /**
   * Club protection in this round (RULES §1 Decision), or null: the club of each entrant (−1: none),
   * the clubs' names, and `graph`, the have-met relation with clubmates added (../clubs.ts).
   */
  protect: ClubContext | null;
}

export interface ClubContext {
  club: Int32Array;
  names: readonly string[];
  graph: MetGraph;
}

/** One table of a system's pairing: `a` ranked above `b`, with why they meet. */
export interface SystemTable {
  a: number;
  b: number;
  rematch: boolean;
  explanation: Explanation;
}

/** A system's pairing of the field: the tables in order (table 1 first). */
export interface SystemPairing {
  tables: SystemTable[];
  rematches: number;
  /** Exact checks made (blossom tests, subset states…); for the benchmark. */
  exactChecks: number;
}

/**
 * One Swiss system (RULES §1 La Confrérie, §2 Dust Tactics): everything that differs between
 * systems, in one place, and its own pairing. The common pairing steps (src/engine/swiss/pairing.ts),
 * the event rules and the sheets layer ask the descriptor; none of them tests a system's name. A
 * new system is one more folder here (`<system>/index.ts`, its pairing beside it) and one line in
 * index.ts (plus its words and its sheet columns: docs/architecture.md).
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
  /**
   * Pairs the next round once results exist: `field` is the entrants to pair (an even number,
   * the bye already set aside), in standings order, best first. Each table says why, as a message
   * key of the system's (src/i18n/swiss.ts) and its parameters.
   */
  pair(field: readonly number[], ctx: PairingContext): SystemPairing;
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

/**
 * A system's light part (`<system>/basics.ts`): what the sidebar, the New-event dialog and
 * `swissRounds` need, without the pairing; the descriptor spreads it.
 */
export type SwissSystemBasics = Pick<
  SwissSystem,
  "id" | "defaultRounds" | "entry" | "armyList" | "roundMinutes"
>;
