/**
 * The server side of the sidebar, whatever the kind of event: load the store, take the document
 * lock for actions, hand the request to the event's kind (src/sheets/kinds), save, and answer with
 * the new state. Expected problems (bad input, a confirmation to ask, a busy lock, a stale
 * request) become { ok: false }; nothing is written then.
 *
 * Which event: a request names the event the sidebar shows (eventId; omitted: the current one).
 * The answer's state shows that event, acted upon or not. Only Select event and New event change
 * the index's current event (the one a newly opened sidebar shows); any other action on another
 * event leaves it alone, and the state's event list says which one it is.
 */
import type {
  ActionName,
  ActionRequests,
  ActionResult,
  CreateEventRequest,
  EventRequest,
  EventState,
  ExplainRequest,
  ExplainResult,
  NewEventDefaults,
  SelectEventRequest,
} from "../contract/index";
import { ArbitreError } from "../engine/core/errors";
import { type Lang, localise, t } from "../i18n/index";
import {
  assertFits,
  eventSummaries,
  LOCK_WAIT_MS,
  loadAll,
  pickEvent,
  type Spreadsheet,
  type Store,
  type StoredEventBase,
  saveEvent,
  saveIndex,
  WRITE_RESERVE_BYTES,
  withDocumentLock,
} from "./gateway/index";
import { KINDS, kindForSystem, kindOf } from "./kinds/index";
import { type Kind, type KindContext, type KindOutcome, type KindRead, NeedConfirm } from "./kinds/kind";
import { PUBLISHING, refreshLive } from "./live/index";
import { currentLang } from "./locale";

/** The state when the spreadsheet has no event yet (the sidebar offers "New event"). */
function noEventState(version: string, lang: Lang, all: Store, error: string | null): EventState {
  return {
    kind: null,
    version,
    lang,
    events: eventSummaries(all),
    event: null,
    actions: {},
    players: [],
    messages: error === null ? [] : [{ level: "error", text: error }],
    publishHelp: t(lang, "event.publishHelp", { tab: "Public" }),
    undo: null,
    lastAction: null,
  };
}

/** The state of `ev` (its tabs read once); bad input in the tabs becomes the state's error. */
function stateOf(ctx: KindContext, ev: StoredEventBase | null, read?: KindRead | null): EventState {
  if (ev === null) return noEventState(ctx.version, ctx.lang, ctx.all, null);
  const kind = kindOf(ev);
  if (read !== undefined && read !== null) return kind.state(ctx, ev, read, null);
  try {
    return kind.state(ctx, ev, kind.read(ctx.ss, ev), null);
  } catch (e) {
    if (e instanceof ArbitreError) return kind.state(ctx, ev, null, localise(e, ctx.lang));
    throw e;
  }
}

/** `checked` records that the action checked its config's size (KindContext.fits). */
function context(
  version: string,
  lang: Lang,
  ss: Spreadsheet,
  all: Store,
  checked: { fits: boolean } = { fits: false },
): KindContext {
  return {
    version,
    lang,
    ss,
    all,
    fits: (candidate, index) => {
      assertFits(candidate, all, WRITE_RESERVE_BYTES, index);
      checked.fits = true;
    },
    ratedRounds: (ev) => kindOf(ev).ratedRounds(ss, ev),
  };
}

/** The sidebar's state; reads the event's tabs once each. Never throws for bad input. */
export function getState(version: string, eventId?: string): EventState {
  const lang = currentLang();
  const ss = SpreadsheetApp.getActive();
  let all: Store;
  try {
    all = loadAll();
  } catch (e) {
    if (!(e instanceof ArbitreError)) throw e;
    return noEventState(
      version,
      lang,
      { index: { current: null, ids: [], next: 1 }, events: [] },
      localise(e, lang),
    );
  }
  return stateOf(context(version, lang, ss, all), pickEvent(all, eventId));
}

export function newEventDefaults(): NewEventDefaults {
  const lang = currentLang();
  const ss = SpreadsheetApp.getActive();
  const kinds = KINDS.map((k) => k.defaults(lang, ss));
  // one dialog for every kind: their systems side by side
  return kinds.slice(1).reduce(
    (all, d) => ({
      ...all,
      systems: [...all.systems, ...d.systems],
    }),
    kinds[0]!,
  );
}

/** Select event: which event the sidebar and the menu act on (no tab is written). */
function selectEvent(ctx: KindContext, req: SelectEventRequest): KindOutcome {
  const ev = ctx.all.events.find((e) => e.id === req?.eventId);
  if (!ev) throw new ArbitreError("event.unknownEvent", { id: String(req?.eventId) });
  ctx.all.index.current = ev.id;
  saveIndex(ctx.all.index);
  return { message: t(ctx.lang, "event.msg.selected", { name: ev.name }), event: null, read: null };
}

function createEvent(ctx: KindContext, req: CreateEventRequest): KindOutcome {
  const kind = kindForSystem(req?.system);
  if (!kind) throw new ArbitreError("event.setting.system", { value: String(req?.system) });
  return kind.create(ctx, req);
}

/** The kind's handler of an action on an event. */
function handler<A extends ActionName>(
  kind: Kind,
  action: A,
): (ctx: KindContext, req: ActionRequests[A]) => KindOutcome {
  const h = kind.run(action);
  if (!h) throw new ArbitreError("event.notForKind", {});
  return h;
}

function dispatch<A extends ActionName>(ctx: KindContext, action: A, req: ActionRequests[A]): KindOutcome {
  if (action === "createEvent") return createEvent(ctx, req as CreateEventRequest);
  if (action === "selectEvent") return selectEvent(ctx, req as SelectEventRequest);
  const ev = pickEvent(ctx.all, (req as EventRequest | null)?.eventId);
  if (!ev) throw new ArbitreError("event.none", {});
  return handler(kindOf(ev), action)(ctx, req);
}

/**
 * The state to answer with, even when it cannot be built whole (a tab renamed meanwhile): then the
 * kind's state without what it read, with the error said as a message (`say` words it).
 */
function safeState(
  ctx: KindContext,
  ev: StoredEventBase | null,
  read: KindRead | null | undefined,
  say: (error: string) => string,
): EventState {
  try {
    return stateOf(ctx, ev, read);
  } catch (e) {
    if (!(e instanceof ArbitreError)) throw e;
    const text = say(localise(e, ctx.lang));
    let state: EventState;
    try {
      state =
        ev === null
          ? noEventState(ctx.version, ctx.lang, ctx.all, text)
          : kindOf(ev).state(ctx, ev, null, text);
    } catch (e2) {
      if (!(e2 instanceof ArbitreError)) throw e2;
      state = noEventState(ctx.version, ctx.lang, ctx.all, text);
    }
    if (!state.messages.some((m) => m.text === text)) state.messages.unshift({ level: "error", text });
    return state;
  }
}

/**
 * The state after an action that was done (its writes and its config saved): what could not be
 * read is said next to the done message, in the user's language.
 */
function doneState(ctx: KindContext, ev: StoredEventBase | null, read: KindRead | null): EventState {
  return safeState(ctx, ev, read, (error) => t(ctx.lang, "event.stateAfterDone", { error }));
}

/**
 * Runs one action under the document lock; expected problems become { ok: false } (nothing
 * written). Once the action is done, the answer is { ok: true } whatever happens next. A refresh
 * (`req.refresh`) waits briefly for the lock and skips its turn when another request holds it.
 */
export function run<A extends ActionName>(version: string, action: A, req: ActionRequests[A]): ActionResult {
  const lang = currentLang();
  const ss = SpreadsheetApp.getActive();
  const eventId = (req as EventRequest | null)?.eventId;
  const refresh = (req as EventRequest | null)?.refresh === true;
  return withDocumentLock<ActionResult>(
    () => {
      let ctx = context(version, lang, ss, { index: { current: null, ids: [], next: 1 }, events: [] });
      let done: KindOutcome;
      let current: StoredEventBase | null;
      try {
        // inside the try: an unreadable store is refused like any bad input (nothing written)
        const checked = { fits: false };
        ctx = context(version, lang, ss, loadAll(), checked);
        done = dispatch(ctx, action, req);
        current = pickEvent(ctx.all, eventId);
        if (done.event) {
          // an action that changed its config checked its size before its first write (ctx.fits)
          // the mark of an undo copy made by an action not finished yet goes with any config saved
          // (kinds/undo.ts copyOnce): it is not part of what the action changed
          delete done.event.pending;
          const stored = ctx.all.events.find((e) => e.id === done.event!.id);
          const changed =
            action === "createEvent" ||
            !stored ||
            JSON.stringify({ ...stored, pending: undefined }) !== JSON.stringify(done.event);
          if (changed && !checked.fits)
            throw new Error(
              `${action}: its config is saved but its size was not checked before its first write`,
            );
          // saved already as it is (saveAhead): nothing left to save after the action's last write
          if (action !== "createEvent" && ctx.all.saved?.[done.event.id] !== JSON.stringify(done.event)) {
            assertFits(done.event, ctx.all);
            saveEvent(done.event);
            ctx.all.events = ctx.all.events.map((e) => (e.id === done.event!.id ? done.event! : e));
          }
          current = done.event;
        } else if (action === "selectEvent") current = pickEvent(ctx.all);
      } catch (e) {
        if (!(e instanceof NeedConfirm || e instanceof ArbitreError)) throw e;
        const error = e instanceof NeedConfirm ? e.question : localise(e, lang);
        const state = safeState(ctx, pickEvent(ctx.all, eventId), undefined, (x) => x);
        const out: ActionResult = { ok: false, error, state };
        if (e instanceof NeedConfirm) out.confirm = { question: e.question, details: e.details };
        return out;
      }
      // done: written and saved; the state it could not build is a warning, never a refusal
      const state = doneState(ctx, current, done.read);
      // the live page shows what the action published (a problem there is a warning too)
      const live = PUBLISHING.has(action) ? refreshLive(lang, ss, current, done.read) : null;
      if (live !== null) state.messages.push({ level: "warning", text: live });
      return { ok: true, message: done.message, state };
    },
    () =>
      refresh
        ? { ok: false, skipped: true, error: "", state: getState(version, eventId) }
        : { ok: false, error: t(lang, "event.busy"), state: getState(version) },
    refresh ? LOCK_WAIT_MS.refresh : LOCK_WAIT_MS.action,
  );
}

export function explainRank(req: ExplainRequest): ExplainResult {
  const lang = currentLang();
  const ss = SpreadsheetApp.getActive();
  try {
    const all = loadAll();
    const ev = pickEvent(all, req?.eventId);
    if (!ev) return { ok: false, text: t(lang, "event.none") };
    const kind = kindOf(ev);
    const ctx = context("", lang, ss, all);
    return kind.explain(ctx, ev, kind.read(ss, ev), typeof req?.name === "string" ? req.name : "");
  } catch (e) {
    if (e instanceof ArbitreError) return { ok: false, text: localise(e, lang) };
    throw e;
  }
}
