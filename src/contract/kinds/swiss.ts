/** The Swiss event's actions (their requests, by action name) and what the sidebar shows of it. */
import type { SwissPhase, UndoTarget } from "../../engine/swiss/event";
import type { EventRequest, TopCutSize } from "../base";

export interface SwissActions {
  generateRound: GenerateRoundRequest;
  closeRound: CloseRoundRequest;
  timer: TimerRequest;
  dropPlayer: DropPlayerRequest;
  swapPlayers: SwapPlayersRequest;
  topCut: TopCutRequest;
  undoLastRound: UndoRequest;
  resultForm: EventRequest;
  remakeForm: RemakeFormRequest;
}

/** Remake the form: a new result form replaces the event's (asked first: needs confirm: true). */
export interface RemakeFormRequest extends EventRequest {
  confirm?: boolean;
}

/** Where a Swiss event stands: registration, Swiss rounds, top cut, finished (the engine's phase). */
export type Phase = SwissPhase;

/** A game of the current round, for the "who is missing" list. */
export interface TableView {
  table: number;
  a: string;
  /** "" for a bye. */
  b: string;
  /** Row of the Rounds (or Top cut) tab, 1-based, so the sidebar can say where to look. */
  row: number;
  status: GameStatus;
  /** Localised status label, as shown in the tab ("En attente", "Contesté"…). */
  statusLabel: string;
  /** Why these two meet (or why this bye), in the event's language; "" when not recorded. */
  why: string;
}

/**
 * pending: nothing entered; reported: one side entered, waiting for the other (Confrérie: winner
 * declared, not confirmed; Dust: one score missing); disputed: marked "Contesté";
 * confirmed: counts; decided: organiser's decision, counts; bye: a bye (counts as a win).
 */
export type GameStatus = "pending" | "reported" | "disputed" | "confirmed" | "decided" | "bye";

export interface Progress {
  phase: Phase;
  /** Current Swiss round (the last one generated); 0 before round 1. */
  round: number;
  /** Planned Swiss rounds. */
  rounds: number;
  /** Whether the current round (Swiss or top-cut stage) is closed. */
  roundClosed: boolean;
  /** Results that count (confirmed or decided, byes excluded) out of games (byes excluded). */
  results: { done: number; total: number };
  /** Tables of the current round with no counted result, ascending. */
  missingTables: number[];
  /** Tables of the current round marked disputed, ascending (a subset of missingTables). */
  disputedTables: number[];
  /** Games of the current round (Swiss or top-cut stage), by table. */
  tables: TableView[];
  /**
   * The number the current Swiss round's draw was made from (stored so that the draw can be made
   * again, for an audit): said once under the tables, not in each table's reason. Absent before
   * round 1 and in the top cut. Added after v1.
   */
  draw?: number;
  players: { active: number; dropped: number; total: number };
  /**
   * Dust: the Swiss phase is over early (RULES §2: exactly one undefeated entrant at the start of a
   * round). Set as soon as the last round's results make it so — before Generate is pressed.
   */
  endedEarly: boolean;
  /** Dust, when endedEarly: the only undefeated entrant (the Swiss winner). Added after v1. */
  earlyWinner?: string;
  /** Top cut: null when none was configured. */
  topCut: null | {
    size: TopCutSize;
    /** Stage generated so far: 0 = not started, 1 = first stage (e.g. quarter-finals) … */
    stage: number;
    /** Total number of stages: log2(size). */
    stages: number;
    /** Localised stage name of the current stage ("Quarts de finale"…), "" when not started. */
    stageLabel: string;
    /**
     * The stages generated so far, oldest first: who plays whom and the results so far (from the
     * Top cut tab as read). [] before the cut starts. Added after v1; this server always sets it.
     */
    bracket?: TopCutStageView[];
    /**
     * Once the final ranking is written (phase "finished"): the winner of the cut and places
     * 1..size (the other entrants keep their Swiss rank). Absent before, or when the Top cut tab
     * cannot be read. Added after v1.
     */
    result?: TopCutResultView;
  };
}

/** One stage of the top cut (EventState.progress.topCut.bracket). */
export interface TopCutStageView {
  /** 1 = first stage of the cut. */
  stage: number;
  /** Localised, e.g. "Demi-finales" / "Semi-finals". */
  label: string;
  /** Games of the stage, by table (bracket order). */
  games: TopCutGameView[];
}

export interface TopCutGameView {
  table: number;
  /** Better seed. */
  a: string;
  b: string;
  /** Swiss rank of each side (1 = best seed). */
  seedA: number;
  seedB: number;
  /** The winner's name once the result counts (confirmed or decided), else "". */
  winner: string;
  status: GameStatus;
  /** Localised status label, as shown in the tab. */
  statusLabel: string;
  /** Row of the Top cut tab, 1-based. */
  row: number;
  /** Why these two meet (seeds), in the event's language; "" when not recorded. */
  why: string;
}

export interface TopCutResultView {
  /** The winner of the cut (place 1). */
  winner: string;
  /** Places 1..size, best first (RULES §1: semi-final losers 3rd–4th in Swiss order…). */
  ranking: TopCutPlaceView[];
}

export interface TopCutPlaceView {
  place: number;
  name: string;
  /** Swiss rank (seed) before the cut. */
  swiss: number;
  /** Localised round reached: "Vainqueur", "Finaliste", "Demi-finale", "Quart de finale"… */
  label: string;
}

export interface TimerView {
  state: "idle" | "running" | "paused" | "expired";
  /** Running (or expired): epoch ms at which the round ends. */
  endsAt: number | null;
  /** Paused: ms left when paused. */
  pausedRemaining: number | null;
  /** The round length, ms. */
  durationMs: number;
  /** Server clock when the state was read, epoch ms: the sidebar corrects its clock with it. */
  serverNow: number;
  /** Localised end time "14:35" (spreadsheet time zone), "" when not running. */
  endsAtLabel: string;
}

export interface PlayoffGroup {
  /** The shared rank. */
  rank: number;
  /** The tied entrants, as in the standings. */
  names: string[];
}

export interface GenerateRoundRequest extends EventRequest {
  /**
   * The round the organiser means to generate (progress.round + 1 as the sidebar saw it). If the
   * event is already past it (double click, second organiser), the request is refused with
   * "round N already generated" and nothing is written.
   */
  expectedRound: number;
  /** Accept a pairing with rematches when no rematch-free one exists (asked via `confirm`). */
  confirm?: boolean;
}

export interface CloseRoundRequest extends EventRequest {
  /** The round (Swiss round number, or for top cut the stage) the sidebar shows. */
  round: number;
  /** Games without result become double losses (Swiss only): needs confirm: true. */
  confirm?: boolean;
}

export interface TimerRequest extends EventRequest {
  action: "start" | "pause" | "reset";
}

export interface DropPlayerRequest extends EventRequest {
  /** The player's name as in the Players tab. */
  name: string;
  /** true: reinstate a dropped player. */
  undrop?: boolean;
}

/** Swap two players of the current Swiss round (before any of its results is entered). */
export interface SwapPlayersRequest extends EventRequest {
  /** The round the sidebar shows (double-click and two-window check). */
  round: number;
  /** The two players, as in the round's tables. */
  a: string;
  b: string;
  /** Required when the swap makes a rematch or a second bye. */
  confirm?: boolean;
}

export interface TopCutRequest extends EventRequest {
  /** The stage to generate (progress.topCut.stage + 1), for the double-click check. */
  expectedStage: number;
}

export interface UndoRequest extends EventRequest {
  /** The round the sidebar shows as last (double-click check). */
  round: number;
  /**
   * What the sidebar's button undoes (added after v1; omitted: no check). A finished top cut
   * takes back the final ranking, then the final stage, both with round = stage: a repeated
   * request that no longer matches is refused (event.undo.stale) and nothing is written.
   */
  what?: UndoTarget;
  /** Required when results were already entered in that round. */
  confirm?: boolean;
}
