/**
 * A competition kind (Swiss, and next team league, season circuit, Tarot duplicate): what the
 * generic server (src/sheets/server.ts) needs of it. Each kind lives in its own folder here and in
 * src/engine, and registers itself in one line of index.ts. The server never looks inside a kind's
 * config or tabs: it loads the store, takes the lock, and hands the request to the event's kind.
 */
import type {
  ActionAvailability,
  ActionId,
  ActionRequests,
  CreateEventRequest,
  EventConfigView,
  EventRequest,
  EventState,
  ExplainResult,
  KindId,
  LastActionKind,
  LiveData,
  NewEventDefaults,
  StateOf,
  StateOfAnyKind,
  UiMessage,
  UndoActionRequest,
} from "../../contract/index";
import { ArbitreError } from "../../engine/core/errors";
import type { LadderRound } from "../../engine/ratings/ladder";
import { type Lang, localise, type MessageKey, t } from "../../i18n/index";
import {
  assertFits,
  cloneEvent,
  type EventIndex,
  eventSummaries,
  pickEvent,
  type SavedTab,
  type Spreadsheet,
  type Store,
  type StoredEventBase,
  saveEvent,
} from "../gateway/index";

export interface KindContext {
  /** The sidebar's language (the spreadsheet locale of the moment). */
  lang: Lang;
  ss: Spreadsheet;
  all: Store;
  version: string;
  /**
   * Refuses a config that would not fit the document's properties (9 KB a value, 500 KB in all):
   * `candidate` as the action will save it (a new event: with the `index` saved with it), with
   * room for what the action learns only as it writes. Every action that saves its config calls it
   * after its checks and before its first write; the server refuses to save a config that was not
   * checked (an internal error, so that a test of the action fails).
   */
  fits(candidate: StoredEventBase, index?: EventIndex): void;
  /**
   * The rated rounds of another event of the workbook added to the ladder (RULES §4), by its own
   * kind (none when its kind has no games to rate): a kind reaches the others through the server,
   * never by importing the registry.
   */
  ratedRounds(ev: StoredEventBase): RatedRound[];
}

/** What an action of a kind gets: the context, its store holding the kind's own events. */
export interface KindCtx<E extends StoredEventBase> extends KindContext {
  all: Store<E>;
}

/** What an action did: its message, the event to save (null: nothing to save), the tabs as read. */
export interface Done<E extends StoredEventBase, R> {
  message: string;
  event: E | null;
  /** What the action read and wrote of the tabs, reused for the answer's state (no second read). */
  read: R | null;
}

/** An action of a kind: its request in, what it did out. */
export type Act<E extends StoredEventBase, R, Q> = (ctx: KindCtx<E>, req: Q) => Done<E, R>;

/**
 * An action declared with its sidebar button: `button` says the button's label and whether it is
 * enabled, from the same guard `run` refuses with (read null: the tabs could not be read, `error`);
 * null when the event shows no such button now (the form's buttons of an event without a form).
 * A new action of a kind is one entry of its `actions`, with its request in src/contract/kinds/;
 * the sidebar shows the buttons in the order of `actions`.
 */
export interface KindAction<E extends StoredEventBase, R, Q> {
  run: Act<E, R, Q>;
  button: KindButton<E, R>;
}

/** A button of a kind's action: see KindAction. */
export type KindButton<E extends StoredEventBase, R> = (
  ctx: KindCtx<E>,
  ev: E,
  read: R | null,
  error: string | null,
) => ActionAvailability | null;

/**
 * The actions a kind answers, by name (a kind without one answers "not for this kind of event"):
 * the action alone (its button built by the kind's `state`), or the action with its button.
 */
export type KindActions<E extends StoredEventBase, R> = {
  [A in keyof ActionRequests]?: Act<E, R, ActionRequests[A]> | KindAction<E, R, ActionRequests[A]>;
};

/** An event that keeps one undoable action (its record, null once undone or before any). */
export interface Undoable<U extends { at: number }> extends StoredEventBase {
  undo?: U | null;
}

/** The record of the undoable action of a kind's event. */
export type UndoOf<E> = E extends { undo?: infer U } ? NonNullable<U> : never;

/**
 * A kind's rules: what it writes, and all it writes (registered through defineKind, which adds what
 * every kind shares). `Event` is its stored config, `Read` what it reads of its tabs once per request.
 */
export interface EventKind<Event extends Undoable<{ at: number }>, Read, K extends KindId = KindId> {
  /** Stored in every event of the kind (StoredEventBase.kind). */
  id: K;
  /** The choices of the New-event dialog this kind creates (CreateEventRequest.system). */
  systems: readonly string[];
  /** Its actions but Undo last action (defineKind adds it from `undo`). */
  actions: Omit<KindActions<Event, Read>, "undoLastAction">;
  create: Act<Event, Read, CreateEventRequest>;
  defaults(lang: Lang, ss: Spreadsheet): NewEventDefaults;
  /** Reads the event's tabs (throws ArbitreError on bad input): what `state` and `explain` take. */
  read(ss: Spreadsheet, ev: Event): Read;
  /** The sidebar's state: `read` is what the kind read (null when the tabs could not be read: `error`). */
  state(ctx: KindCtx<Event>, ev: Event, read: Read | null, error: string | null): StateOf<K>;
  explain(ctx: KindCtx<Event>, ev: Event, read: Read, name: string): ExplainResult;
  /**
   * Undo last action, once the record is found and not stale (src/sheets/kinds/undo.ts, undoLast):
   * puts back what the action `u` changed. `confirm`: the organiser's go-ahead after a question.
   */
  undo: (ctx: KindCtx<Event>, ev: Event, u: UndoOf<Event>, confirm: boolean) => Done<Event, Read>;
  /**
   * The event's rated rounds for the workbook's Elo ladder (RULES §4), in play order: only for an
   * event added to the ladder (StoredEventBase.ladder). Reads the event's tabs once; bad input
   * throws ArbitreError naming the tab. Absent: the kind has no games to rate.
   */
  ratedRounds?(ss: Spreadsheet, ev: Event): RatedRound[];
  /**
   * What its live page shows (src/contract/live.ts), from what `read` gave, beside what its Publish
   * writes in its Public tab (its published.ts). Absent: the kind has no live page (its link stays off).
   */
  live?(ss: Spreadsheet, ev: Event, read: Read): LiveData;
  /** The printed tabs that carry the live page's QR code, and the column its image is anchored at. */
  qrTabs?(ss: Spreadsheet, ev: Event): QrTab[];
}

/** What a kind read of its tabs, as the server holds it without looking inside (only its kind does). */
export interface KindRead {
  readonly __kindRead: unique symbol;
}

/** What an action did, as the server takes it. */
export interface KindOutcome {
  message: string;
  event: StoredEventBase | null;
  read: KindRead | null;
}

/** A registered kind, as the generic server calls it (src/sheets/server.ts). */
export interface Kind {
  id: KindId;
  systems: readonly string[];
  /** The handler of one of the kind's actions, undefined when the kind has none. */
  run<A extends keyof ActionRequests>(
    action: A,
  ): ((ctx: KindContext, req: ActionRequests[A]) => KindOutcome) | undefined;
  create(ctx: KindContext, req: CreateEventRequest): KindOutcome;
  defaults(lang: Lang, ss: Spreadsheet): NewEventDefaults;
  read(ss: Spreadsheet, ev: StoredEventBase): KindRead;
  /** The kind's state of `ev`, with the buttons of the actions declared with theirs. */
  state(ctx: KindContext, ev: StoredEventBase, read: KindRead | null, error: string | null): EventState;
  explain(ctx: KindContext, ev: StoredEventBase, read: KindRead, name: string): ExplainResult;
  ratedRounds(ss: Spreadsheet, ev: StoredEventBase): RatedRound[];
  /** Its live page's data (what `read` gave, or read now), null when the kind has no live page. */
  live: ((ss: Spreadsheet, ev: StoredEventBase, read: KindRead | null) => LiveData) | null;
  qrTabs(ss: Spreadsheet, ev: StoredEventBase): QrTab[];
}

/** A tab printing the live page's QR code over its grid (src/sheets/live/qr-image.ts). */
export interface QrTab {
  sheet: GoogleAppsScript.Spreadsheet.Sheet | null;
  column: number;
}

/**
 * A kind as the server calls it, from its rules. What every kind shares is here: the action
 * adapter, Undo last action (the record's checks, then the kind's `undo`), and the buttons of the
 * actions declared with theirs. The registry (index.ts) hands the kind only its own events and
 * what it read itself: those are the only two places a stored event or a read becomes the kind's.
 */
export function defineKind<Event extends Undoable<{ at: number }>, Read, K extends KindId>(
  k: EventKind<Event, Read, K>,
): Kind {
  const own = (ctx: KindContext) => ctx as KindCtx<Event>;
  const event = (ev: StoredEventBase) => ev as Event;
  const mine = (read: KindRead | null) => read as Read | null;
  const out = (done: Done<Event, Read>): KindOutcome => ({
    message: done.message,
    event: done.event,
    read: done.read as KindRead | null,
  });
  const live = k.live;
  const actions: KindActions<Event, Read> = {
    ...k.actions,
    undoLastAction: (ctx, req) => undoLast(ctx, req, k.undo),
  };
  return {
    id: k.id,
    systems: k.systems,
    run<A extends keyof ActionRequests>(action: A) {
      const entry = actions[action] as KindActions<Event, Read>[A];
      if (entry === undefined) return undefined;
      const run: Act<Event, Read, ActionRequests[A]> = typeof entry === "function" ? entry : entry.run;
      return (ctx: KindContext, req: ActionRequests[A]) => out(run(own(ctx), req));
    },
    create: (ctx, req) => out(k.create(own(ctx), req)),
    defaults: (lang, ss) => k.defaults(lang, ss),
    read: (ss, ev) => k.read(ss, event(ev)) as KindRead,
    state: (ctx, ev, read, error) => {
      const state: EventState = k.state(own(ctx), event(ev), mine(read), error);
      for (const [name, entry] of Object.entries(actions)) {
        if (entry === undefined || typeof entry === "function") continue;
        const button = entry.button(own(ctx), event(ev), mine(read), error);
        if (button) state.actions[name as ActionId] = button;
      }
      return state;
    },
    explain: (ctx, ev, read, name) => k.explain(own(ctx), event(ev), read as Read, name),
    ratedRounds: (ss, ev) => k.ratedRounds?.(ss, event(ev)) ?? [],
    live: live ? (ss, ev, read) => live(ss, event(ev), mine(read) ?? k.read(ss, event(ev))) : null,
    qrTabs: (ss, ev) => k.qrTabs?.(ss, event(ev)) ?? [],
  };
}

/**
 * Undo last action, as every kind shares it: the event's record (refused when there is none, or
 * when the sidebar showed another one: a double click), then the kind puts back what it changed.
 */
export function undoLast<E extends Undoable<{ at: number }>, R>(
  ctx: KindCtx<E>,
  req: UndoActionRequest,
  putBack: (ctx: KindCtx<E>, ev: E, u: UndoOf<E>, confirm: boolean) => Done<E, R>,
): Done<E, R> {
  const ev = requireEvent(ctx, req);
  const u = ev.undo as UndoOf<E> | null;
  if (!u) throw new ArbitreError("event.undo.nothing", {});
  if (typeof req?.at === "number" && req.at !== u.at) throw new ArbitreError("event.undo.stale", {});
  return putBack(ctx, ev, u, req?.confirm === true);
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
): Pick<StateOfAnyKind, "undo" | "lastAction"> {
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

/** What every kind's sidebar state shares, as a kind of a spreadsheet-wide event gives it. */
export interface SharedState {
  ev: StoredEventBase & { lang: Lang; published: number; tabs: { public: string } };
  kind: KindId;
  systemLabel: string;
  players: StateOfAnyKind["players"];
  messages: UiMessage[];
  undo: { u: { kind: LastActionKind; at: number } | null; label: string; error: string | null };
  /** The message key of the sharing how-to ({tab}); default: the one that says "after each round". */
  publishHelp?: MessageKey;
}

/**
 * The sidebar state's part every kind shares (its buttons come from its actions, defineKind), for
 * a kind without Swiss rounds: the kind adds its `kind` and its own view to it (its tabs included).
 */
export function sharedState(ctx: KindContext, o: SharedState): StateOfAnyKind & { event: EventConfigView } {
  const ev = o.ev;
  return {
    version: ctx.version,
    lang: ctx.lang,
    events: eventSummaries(ctx.all),
    event: {
      id: ev.id,
      kind: o.kind,
      name: ev.name,
      system: ev.system as EventConfigView["system"],
      systemLabel: o.systemLabel,
      date: ev.date,
      published: ev.published,
    },
    actions: {},
    players: o.players,
    messages: o.messages,
    publishHelp: t(ctx.lang, o.publishHelp ?? "event.publishHelp", { tab: ev.tabs.public }),
    ...undoState(ctx.lang, o.undo.u, o.undo.label, o.undo.error),
  };
}

/** How many of the tabs' problems the sidebar lists (then "… and n more"). */
const SIDEBAR_PROBLEMS = 10;

/** How many of the tabs' problems a refusal lists, one a line. */
const REFUSAL_PROBLEMS = 30;

/** A tab at its largest, written as numbers as wide as it can take (Sheets: ten million cells). */
const LARGEST = { rows: 9_999_999, cols: 99_999 } as const;

/**
 * The sidebar's messages of a kind whose tabs are checked as a whole: the reading error, then the
 * first 10 problems, then "… and n more" (`more`: its message key, with {count}).
 */
export function problemMessages(
  lang: Lang,
  error: string | null,
  problems: readonly ArbitreError[],
  more: MessageKey,
): UiMessage[] {
  const out: UiMessage[] = error === null ? [] : [{ level: "error", text: error }];
  for (const p of problems.slice(0, SIDEBAR_PROBLEMS)) out.push({ level: "error", text: localise(p, lang) });
  if (problems.length > SIDEBAR_PROBLEMS)
    out.push({ level: "error", text: t(lang, more, { count: problems.length - SIDEBAR_PROBLEMS }) });
  return out;
}

/**
 * The places of an undo copy at their largest (a tab holds at most ten million cells), for the
 * config checked before the copy is written (KindContext.fits): at least as big as the one saved.
 */
export function savedAtMost<R extends string>(roles: readonly R[]): SavedTab<R>[] {
  return roles.map((role) => ({
    role,
    rows: LARGEST.rows,
    cols: LARGEST.cols,
    col: LARGEST.cols,
    formats: true,
    automatic: true,
    formulas: false,
    look: "plain",
    lookRows: 9999999,
    columnWidths: new Array<number>(WIDTHS_KEPT_AT_MOST).fill(99999),
  }));
}

/** The most column widths a saved tab keeps (Publish's phone layout sets three). */
const WIDTHS_KEPT_AT_MOST = 4;

/** The event a request names (else the current one), as a copy the action may change. */
export function requireEvent<E extends StoredEventBase>(ctx: KindCtx<E>, req: EventRequest | undefined): E {
  const ev = pickEvent(ctx.all, req?.eventId);
  if (!ev) throw new ArbitreError("event.none", {});
  return cloneEvent(ev);
}

/**
 * An action's config saved before its last write, as it stands once that write is made, when that
 * write is what says the action is done (the league's Games tab: the scenarios drawn, the lineups
 * accepted). Stopped at that write or before it (a quota, the time limit), the action is to do again
 * and a press again does it; done, nothing is left to save after it (`run` saves a config only when
 * it differs from the one saved here), so no stop can leave the tabs done and the config not saved.
 * The mark of the undo copy (`pending`, kinds/undo.ts copyOnce) is saved with it, marked with the
 * last tab as it was before: a press again keeps the first press's copy while that tab is still so.
 */
export function saveAhead(ctx: Pick<KindContext, "all">, ev: StoredEventBase): void {
  assertFits(ev, ctx.all);
  saveEvent(ev);
  // as `run` finds it, the mark of the undo copy dropped (saved here, it stays till the next save)
  const { pending: _, ...done } = ev;
  ctx.all.saved = { ...ctx.all.saved, [ev.id]: JSON.stringify(done) };
}

/**
 * A refusal listing the problems of tabs checked as a whole (`key`: its message, with {count} and
 * {list}, the first 30 one a line; {first} for a button's reason), or null when there is none.
 */
export function problemsRefusal(
  problems: readonly ArbitreError[],
  lang: Lang,
  key: string,
): ArbitreError | null {
  if (problems.length === 0) return null;
  return new ArbitreError(
    key,
    {
      count: problems.length,
      first: localise(problems[0]!, lang),
      list: problems
        .slice(0, REFUSAL_PROBLEMS)
        .map((e) => `\n• ${localise(e, lang)}`)
        .join(""),
    },
    {},
    {},
    "problemsListed",
  );
}
