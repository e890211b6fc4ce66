/**
 * A competition kind (Swiss, and next team league, season circuit, Tarot duplicate): what the
 * generic server (src/sheets/server.ts) needs of it. Each kind lives in its own folder here and in
 * src/engine, and registers itself in one line of index.ts. The server never looks inside a kind's
 * config or tabs: it loads the store, takes the lock, and hands the request to the event's kind.
 */
import type {
  ActionRequests,
  CreateEventRequest,
  EventState,
  ExplainResult,
  LastActionKind,
  NewEventDefaults,
} from "../../contract/index";
import type { LadderRound } from "../../engine/ratings/ladder";
import { type Lang, t } from "../../i18n/index";
import type { Store, StoredEventBase } from "../gateway/store";
import type { Spreadsheet } from "../gateway/workbook";

export interface KindContext {
  /** The sidebar's language (the spreadsheet locale of the moment). */
  lang: Lang;
  ss: Spreadsheet;
  all: Store;
  version: string;
}

/** What an action did: its message, and the event to save (null: nothing to save). */
export interface KindOutcome {
  message: string;
  event: StoredEventBase | null;
  /** What the action read and wrote of the tabs, reused for the answer's state (no second read). */
  read: unknown;
}

/** The actions a kind answers, by name (a kind without one answers "not for this kind of event"). */
export type KindActions = {
  [A in keyof ActionRequests]?: (ctx: KindContext, req: ActionRequests[A]) => KindOutcome;
};

export interface EventKind {
  /** Stored in every event of the kind (StoredEventBase.kind). */
  id: string;
  /** The choices of the New-event dialog this kind creates (CreateEventRequest.system). */
  systems: readonly string[];
  actions: KindActions;
  create(ctx: KindContext, req: CreateEventRequest): KindOutcome;
  defaults(lang: Lang, ss: Spreadsheet): NewEventDefaults;
  /** Reads the event's tabs (throws ArbitreError on bad input): what `state` and `explain` take. */
  read(ss: Spreadsheet, ev: StoredEventBase): unknown;
  /** The sidebar's state: `read` is what the kind read (null when the tabs could not be read: `error`). */
  state(ctx: KindContext, ev: StoredEventBase, read: unknown, error: string | null): EventState;
  explain(ctx: KindContext, ev: StoredEventBase, read: unknown, name: string): ExplainResult;
  /**
   * The event's rated rounds for the workbook's Elo ladder (RULES §4), in play order: only for an
   * event added to the ladder (StoredEventBase.ladder). Reads the event's tabs once; bad input
   * throws ArbitreError naming the tab. Absent: the kind has no games to rate.
   */
  ratedRounds?(ss: Spreadsheet, ev: StoredEventBase): RatedRound[];
}

/** A round of an event as the Elo ladder takes it: its games, and the date that orders it. */
export interface RatedRound extends LadderRound {
  /** "YYYY-MM-DD"; rounds are played in date order, then in the order given. */
  day: string;
}

/** Thrown by an action that needs the organiser's go-ahead (answered as { ok: false, confirm }). */
export class NeedConfirm extends Error {
  constructor(
    readonly question: string,
    readonly details: string[],
  ) {
    super(question);
  }
}

/**
 * The sidebar's undo of an event whose kind keeps one undoable action (`u`, labelled `label`):
 * "Undo last action" is disabled, with the reason, when the tabs could not be read (`error`).
 */
export function undoState(
  lang: Lang,
  u: { kind: LastActionKind; at: number } | null,
  label: string,
  error: string | null,
): Pick<EventState, "undo" | "lastAction"> {
  if (!u) return { undo: null, lastAction: null };
  return {
    undo: { label },
    lastAction: {
      kind: u.kind,
      label,
      undoLabel: t(lang, "event.btn.undoAction", { label }),
      at: u.at,
      enabled: error === null,
      reason: error ?? "",
    },
  };
}
