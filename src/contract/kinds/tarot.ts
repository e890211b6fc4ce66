/** The Tarot duplicate's actions (their requests, by action name) and what the sidebar shows of it. */
import type { MonthIndices, SideForm } from "../../engine/tarot/types";
import type { EventRequest } from "../base";

export interface TarotActions {
  computeTarot: TarotRequest;
  tarotChart: TarotRequest;
}

/** The tabs of a Tarot duplicate, by role. */
export interface TarotTabs {
  /** One row per participant and deal (the bot included): what the organiser pastes. */
  deals: string;
  /** Per tournament and participant: matchpoints, rank, winner. */
  tournaments: string;
  /** The players' dashboard at the date shown. */
  players: string;
  /** The "Performance Simultané" chart of the player picked, and its data. */
  chart: string;
  public: string;
}

/** One side's moving average at the date shown (the engine's, without its provisional flag). */
export type TarotSideView = Omit<SideForm, "provisional">;

/** A Tarot duplicate as the sidebar shows it. */
export interface TarotView {
  tabs: TarotTabs;
  /** Tournaments and deal rows listed in the Deals tab. */
  tournaments: number;
  deals: number;
  /** The last tournament day computed ("YYYY-MM-DD"), "" before the first Check and compute. */
  lastDay: string;
  /** Human players, by name (the chart's choices). */
  players: string[];
  /** The dashboard the tabs show: its date ("" = the last deal's day), its title, the chart's player. */
  shown: null | { asOf: string; label: string; player: string };
  /** The chart's player at the date shown (null before a compute or without players). */
  player: null | {
    name: string;
    deals: number;
    attack: TarotSideView;
    defence: TarotSideView;
    /** ¼ attack + ¾ defence, null when a side has no cumul in the window. */
    current: number | null;
    provisional: boolean;
    /** The indices of the month of the date shown (null without a tournament that month). */
    month: null | MonthIndices;
  };
}

/** Tarot duplicate: Check and compute (the dashboard at a date), or the chart of one player. */
export interface TarotRequest extends EventRequest {
  /** The dashboard at this date, "YYYY-MM-DD"; omitted: the one shown last; "": the last deal's day. */
  asOf?: string;
  /** The player whose chart is drawn; omitted: the one shown last (else the first). */
  player?: string;
}
