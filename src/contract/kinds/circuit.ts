/** The season circuit's actions (their requests, by action name) and what the sidebar shows of it. */
import type { EventRequest } from "../base";

export interface CircuitActions {
  computeCircuit: CircuitRequest;
  prepareMasters: MastersRequest;
  updateMasters: EventRequest;
}

/** The tabs of a season circuit, by role. */
export interface CircuitTabs {
  tournaments: string;
  results: string;
  ranking: string;
  seeds: string;
  history: string;
  /** The Masters final: its field, its 15 matches (tables 1–8) and its standings. */
  masters: string;
  /** The Masters' match sheets to print: one block per match, its 8 tables. */
  matchSheets: string;
  public: string;
}

/** A season circuit as the sidebar shows it. */
export interface CircuitView {
  tabs: CircuitTabs;
  /** Tournaments and result rows listed in their tabs. */
  tournaments: number;
  results: number;
  /** The last tournament day computed ("YYYY-MM-DD"), "" before the first Check and compute. */
  lastDay: string;
  /** The ranking the Ranking tab shows: at a date, or the year-end ranking of a year. */
  shown: null | { asOf: string; final: boolean; year: number; label: string };
  /** Years with a tournament, oldest first (the year-end rankings the sidebar offers). */
  years: number[];
  /** The shown ranking's first players. */
  top: { rank: number; player: string; total: number; played: number; change: number | null }[];
  /**
   * The year whose Masters "Prepare the Masters" prepares: the year-end ranking shown, else the
   * Masters already prepared, else the last year with a tournament (null without tournaments).
   */
  mastersYear: number | null;
  /** The Masters final once prepared (null before). Added with the Masters. */
  masters?: null | {
    year: number;
    /** Games with their coups entered, out of 120. */
    games: { done: number; total: number };
    /** The standings' first players as last computed. */
    leaders: { rank: number; player: string; points: number }[];
    /** Players tied on first place after every tie-break: a play-off decides ([] when none). */
    playoff: string[];
  };
}

/** Season circuit: prepare the Masters final of a year (its 16 players from the year-end ranking). */
export interface MastersRequest extends EventRequest {
  /** The year whose year-end ranking gives the 16 players. */
  year: number;
  /** Required when results were already entered in the Masters tab (they are cleared). */
  confirm?: boolean;
}

/** Season circuit: Check and compute, with the ranking to show. */
export interface CircuitRequest extends EventRequest {
  /**
   * The ranking in force at this date, "YYYY-MM-DD"; "": after the last tournament. Omitted, with `final` and
   * `year` omitted too (the menu's item, `{}`): the ranking the Ranking tab shows is recomputed (the latest
   * before the first Check and compute), so that a date or a year picked stays picked as results are added.
   */
  asOf?: string;
  /** true: the year-end ranking of `asOf`'s year (or of `year`). */
  final?: boolean;
  /** With `final`: the year (when `asOf` is "" or omitted). */
  year?: number;
}
