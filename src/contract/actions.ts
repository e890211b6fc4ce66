/**
 * The actions that run under the document lock (arbitreAct in src/contract/api.ts): each kind lists
 * its own with their requests (src/contract/kinds/<kind>.ts), and the sidebar's buttons are named
 * after them.
 */
import type { CircuitActions } from "./kinds/circuit";
import type { CommonActions } from "./kinds/common";
import type { LeagueActions } from "./kinds/league";
import type { SwissActions } from "./kinds/swiss";
import type { TarotActions } from "./kinds/tarot";

/** Every action by the name the server dispatches on, with its request; a new kind adds its interface here. */
export interface ActionRequests
  extends CommonActions,
    SwissActions,
    LeagueActions,
    CircuitActions,
    TarotActions {}

export type ActionName = keyof ActionRequests;

/**
 * A sidebar button: every action a button runs (ActionRequests, each kind's own in
 * src/contract/kinds/), the timer's three, less the actions no button of its own runs.
 */
export type ActionId =
  | Exclude<
      ActionName,
      "createEvent" | "updateEvent" | "selectEvent" | "undoLastAction" | "timer" | "tarotChart"
    >
  | "timerStart"
  | "timerPause"
  | "timerReset";
