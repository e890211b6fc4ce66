/**
 * The rules of a running Swiss event: its phase, the Dust early end, and the guards that say
 * whether an action may run. The sidebar's buttons and the actions themselves ask the same guard
 * (src/sheets/kinds/swiss/view.ts and actions/*.ts): a button is disabled for exactly the reason
 * the action would give. Pure: the sheets layer gathers the facts from the tabs and the config.
 */
import type { ErrorCode, Location, Params } from "../core/errors";
import { ArbitreError } from "../core/errors";

/** Why an action may not run: a message key, its parameters and where (null: it may run). */
export interface Refusal {
  key: string;
  params: Params;
  at?: Location;
  /** What code branches on (never the key's text). */
  code?: ErrorCode;
}

/** Dust early end (RULES §2): the only undefeated entrant ("" when only the stored flag is known). */
export interface EarlyEnd {
  winner: string;
}

/** The tabs the Swiss actions write without reading them first. */
export type WrittenTab = "pairings" | "slips" | "standings" | "topCut";

/** The first of the tabs an action writes that cannot be found, refused with its name. */
function tabsGone(f: SwissFacts, roles: readonly WrittenTab[]): Refusal | null {
  const tab = roles.map((role) => f.tabsMissing[role]).find((name) => name !== undefined);
  return tab === undefined ? null : refuse("event.tabMissing", { tab });
}

/** What the guards need to know about an event, read from its config and its tabs. */
export interface SwissFacts {
  /** Swiss rounds generated. */
  round: number;
  /** Planned Swiss rounds. */
  planned: number;
  /** Top-cut stages generated. */
  stage: number;
  /** Top-cut size, 0 = none. */
  topCut: number;
  /** The final ranking of the cut is written. */
  finished: boolean;
  /** Players not dropped. */
  active: number;
  /** Tables of the last Swiss round without a counted result, ascending. */
  swissMissing: number[];
  /** Tables of the current top-cut stage without a counted result, ascending. */
  stageMissing: number[];
  /** Something is entered in a game of the last Swiss round (a result, a score, a decision). */
  roundStarted: boolean;
  early: EarlyEnd | null;
  /** The Players tab's name, for the "too few players" message. */
  playersTab: string;
  /** Times the Public tab was published. */
  published: number;
  /** The Public tab's name when it cannot be found (deleted or renamed), else null. */
  publicMissing: string | null;
  /** The tabs Arbitre writes that cannot be found (deleted or renamed), their names by role. */
  tabsMissing: Partial<Record<WrittenTab, string>>;
  /**
   * What the tabs hold that the next round or stage cannot be built on, found by reading them as
   * the action would: a result of an earlier round cleared, a top-cut result changed after the
   * next stage was generated, a player renamed. Null when nothing is wrong.
   */
  problem: Refusal | null;
}

/**
 * The Dust early end (RULES §2): the one entrant still in the event who has played and lost no
 * game, when there is exactly one; null otherwise. Dropped entrants are out (`out(key)`), and so
 * are entrants with no game yet.
 */
export function soleUndefeated<R extends { key: string; rounds: number; losses: number }>(
  rows: R[],
  out: (key: string) => boolean,
): R | null {
  const undefeated = rows.filter((r) => r.rounds > 0 && r.losses === 0 && !out(r.key));
  return undefeated.length === 1 ? undefeated[0]! : null;
}

export type SwissPhase = "registration" | "swiss" | "topcut" | "finished";

const refuse = (key: string, params: Params = {}): Refusal => ({ key, params });

/** Throws the refusal as an ArbitreError (the actions' side of a guard). */
export function enforce(refusal: Refusal | null): void {
  if (refusal !== null)
    throw new ArbitreError(refusal.key, refusal.params, refusal.at ?? {}, {}, refusal.code ?? null);
}

/** An engine error as a refusal (its location kept). */
export function refusalOf(e: ArbitreError): Refusal {
  return { key: e.key, params: e.params, at: e.at };
}

/** "1 result missing on table 3" / "2 results missing on tables 3, 7". */
export function missingRefusal(tables: number[]): Refusal {
  return refuse(tables.length === 1 ? "event.why.oneMissing" : "event.why.missing", {
    count: tables.length,
    tables: [...tables].sort((a, b) => a - b).join(", "),
  });
}

/** The Swiss rounds are over: the last planned round (or the round Dust ended after) is complete. */
export function swissDone(f: SwissFacts): boolean {
  return f.round > 0 && (f.round >= f.planned || f.early !== null) && f.swissMissing.length === 0;
}

/** Nothing left to play: the final ranking is written, or (no top cut) the Swiss rounds are done. */
export function eventOver(f: SwissFacts): boolean {
  if (f.finished) return true;
  if (f.topCut !== 0 || f.stage > 0) return false;
  return swissDone(f);
}

export function phaseOf(f: SwissFacts): SwissPhase {
  if (f.finished) return "finished";
  if (f.stage > 0) return "topcut";
  if (swissDone(f) && f.topCut === 0) return "finished";
  return f.round > 0 ? "swiss" : "registration";
}

/**
 * A request's round counter against the event's (double-click and two-window guard): `expected`
 * must be the next one. `already` is the key said when it was done meanwhile.
 */
function staleNext(expected: unknown, actual: number, already: string, field: string): Refusal | null {
  if (typeof expected !== "number" || !Number.isInteger(expected))
    return refuse("event.badRequest", { field });
  if (expected <= actual) return refuse(already, { round: expected });
  if (expected !== actual + 1) return refuse("event.stale", { round: actual + 1 });
  return null;
}

/**
 * Dust's early end: with a top cut still to play only the Swiss rounds are over (the top cut is
 * next); without one, the event is.
 */
function endedEarly(f: SwissFacts, early: EarlyEnd): Refusal {
  if (early.winner !== "") return refuse("event.why.endedEarlyWinner", { name: early.winner });
  return refuse(f.topCut === 0 ? "event.why.endedEarly" : "event.why.swissEndedEarly");
}

/** Generate round. `expectedRound` (the action's request) is checked when given. */
export function canGenerate(f: SwissFacts, expectedRound?: unknown): Refusal | null {
  if (f.finished || f.stage > 0) return refuse("event.why.swissOver");
  if (expectedRound !== undefined) {
    const stale = staleNext(expectedRound, f.round, "event.alreadyGenerated", "expected");
    if (stale) return stale;
  }
  if (f.early !== null) return endedEarly(f, f.early);
  if (f.round >= f.planned && f.round > 0)
    return f.swissMissing.length > 0
      ? refuse("event.why.lastRound", { round: f.round, rounds: f.planned })
      : refuse("event.why.allRounds", { rounds: f.planned });
  if (f.active < 2) return refuse("event.why.fewPlayers", { tab: f.playersTab });
  if (f.swissMissing.length > 0) return missingRefusal(f.swissMissing);
  return f.problem ?? tabsGone(f, ["pairings", "slips", "standings"]);
}

/** Close round (double losses for the missing results). `round`: the round the request closes. */
export function canClose(f: SwissFacts, round?: unknown): Refusal | null {
  if (f.finished) return refuse("event.why.finished");
  if (f.stage > 0) return refuse("event.why.topCutNoDouble");
  if (f.round === 0) return refuse("event.why.noRound");
  if (round !== undefined && round !== f.round) return refuse("event.staleClose", { round: f.round });
  // every result is in: Close round has nothing to do (not an error)
  if (f.swissMissing.length === 0) return { ...refuse("event.why.allIn"), code: "nothingToClose" };
  return null;
}

/**
 * Swap two players of the current Swiss round by hand. `round`: the round the request changes.
 * Only before any result of it is entered (the swap would move a result to another table), and
 * not in the top cut (its tables follow the bracket).
 */
export function canSwap(f: SwissFacts, round?: unknown): Refusal | null {
  if (eventOver(f)) return refuse("event.why.finished");
  if (f.stage > 0) return refuse("event.why.swapTopCut");
  if (f.round === 0) return refuse("event.why.noRound");
  if (f.early !== null) return endedEarly(f, f.early);
  if (round !== undefined && round !== f.round) return refuse("event.staleSwap", { round: f.round });
  if (f.roundStarted) return refuse("event.why.swapStarted", { round: f.round });
  return tabsGone(f, ["pairings", "slips"]);
}

/** Drop a player (reinstating is always allowed). */
export function canDrop(f: SwissFacts): Refusal | null {
  if (eventOver(f)) return refuse("event.why.finished");
  if (f.active === 0) return refuse("event.why.noActive");
  return null;
}

/** Next top-cut stage, or the final ranking once the final is decided. */
export function canTopCut(f: SwissFacts, expectedStage?: unknown): Refusal | null {
  if (f.topCut === 0) return refuse("event.why.noTopCut");
  if (f.finished) return refuse("event.why.finished");
  if (expectedStage !== undefined) {
    const stale = staleNext(expectedStage, f.stage, "event.alreadyStage", "expectedStage");
    if (stale) return stale;
  }
  if (f.stage === 0) {
    if (!(f.round > 0 && (f.round >= f.planned || f.early !== null)))
      return refuse("event.why.swissNotOver", { round: f.round, rounds: f.planned });
    if (f.swissMissing.length > 0) return missingRefusal(f.swissMissing);
    if (f.active < f.topCut) return refuse("event.topCutTooFew", { size: f.topCut, count: f.active });
    return f.problem ?? tabsGone(f, ["topCut", "pairings", "slips"]);
  }
  if (f.stageMissing.length > 0) return missingRefusal(f.stageMissing);
  return f.problem ?? tabsGone(f, ["topCut", "pairings", "slips"]);
}

/** What Undo last round takes back: a Swiss round, a top-cut stage, or the final ranking. */
export type UndoTarget = "round" | "stage" | "ranking";

export function undoTarget(f: SwissFacts): UndoTarget {
  return f.stage > 0 ? (f.finished ? "ranking" : "stage") : "round";
}

/** Undo last round. `round` and `what`: what the request undoes (a stale request is refused). */
export function canUndoRound(f: SwissFacts, round?: unknown, what?: unknown): Refusal | null {
  const current = f.stage > 0 ? f.stage : f.round;
  if (current === 0) return refuse("event.why.noRound");
  if (round !== undefined && round !== current) return refuse("event.staleUndo", { round: current });
  if (what !== undefined && what !== undoTarget(f)) return refuse("event.undo.stale");
  return tabsGone(f, f.stage > 0 ? ["topCut", "pairings", "slips"] : ["pairings", "slips", "standings"]);
}

/** Publish: the Public tab must exist; `expected` (the request's counter) must be the next one. */
export function canPublish(f: SwissFacts, expected?: unknown): Refusal | null {
  if (f.publicMissing !== null) return refuse("event.tabMissing", { tab: f.publicMissing });
  if (expected !== undefined && expected !== f.published + 1) return refuse("event.alreadyPublished");
  // the final ranking published is computed again from the bracket
  return f.finished ? f.problem : null;
}

export type TimerState = "idle" | "running" | "paused" | "expired";
export type TimerCommand = "start" | "pause" | "reset";

/**
 * The round timer (its end time is shown on the Public tab). `over` (the event is over) and
 * `publicMissing` are known to the sidebar, which reads the tabs; the timer action reads no tab and
 * leaves them out (it refuses a missing Public tab when it writes the end time).
 */
export function canTime(
  state: TimerState,
  command: TimerCommand,
  over?: boolean,
  publicMissing?: string | null,
): Refusal | null {
  if (typeof publicMissing === "string") return refuse("event.tabMissing", { tab: publicMissing });
  if (command === "start") {
    if (state === "running") return refuse("event.why.timerRunning");
    if (over === true) return refuse("event.why.finished");
    return null;
  }
  if (command === "pause") return state === "running" ? null : refuse("event.why.timerNotRunning");
  return state === "idle" ? refuse("event.why.timerIdle") : null;
}
