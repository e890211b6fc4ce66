/**
 * The server API the sidebar and the New-event dialog call through google.script.run: each
 * function's name, its arguments and its answer, in one table; every lock-taking action goes
 * through one of them, arbitreAct(action, request), typed by ActionRequests. The server's entry points
 * (src/addon/server.ts) `satisfies` it and the sidebar's `call` (src/ui/rpc.ts) is typed by it, so
 * calling a function with a wrong request shape is a compile error on both sides.
 */
import type { ActionName, ActionRequests } from "./actions";
import type { LiveAnswer, LiveLinkRequest, LiveLinkView } from "./live";
import type {
  ActionResult,
  EventState,
  ExplainRequest,
  ExplainResult,
  Lang,
  NewEventDefaults,
} from "./views";

export interface PingAnswer {
  ok: true;
  version: string;
  locale: string;
  lang: Lang;
  message: string;
}

/** What the self-check dialog asks for: `form` also tests a Google Form (it stays in the user's Drive). */
export interface SelfCheckRequest {
  form?: boolean;
}

/** One step of the self-check: its label, passed or not, how long it took, and what it saw. */
export interface SelfCheckStep {
  id: string;
  label: string;
  ok: boolean;
  /** Milliseconds, from Date.now() around the step's calls. */
  ms: number;
  /** What was checked, or why it failed, in the spreadsheet's language. */
  detail: string;
}

/** The self-check's answer: every step, then what is left behind (the form, when one was made). */
export interface SelfCheckReport {
  lang: Lang;
  version: string;
  /** ISO date-time of the run. */
  at: string;
  ok: boolean;
  steps: SelfCheckStep[];
  /** Said after the table: what was removed, and what the user may delete (the form). */
  notes: string[];
  /** The table as plain text, for a bug report. */
  text: string;
}

/** Function name → { args: its arguments (a tuple), result: its answer }. */
export interface ServerApi {
  arbitrePing: { args: []; result: PingAnswer };
  /** No lock, reads only. eventId omitted: the current event. */
  arbitreGetState: { args: [eventId?: string]; result: EventState };
  arbitreNewEventDefaults: { args: []; result: NewEventDefaults };
  /**
   * Every action (ActionRequests), under the document lock: `act(action, request)` (src/ui/rpc.ts)
   * matches the request to the action; the server dispatches on the name.
   */
  arbitreAct: { args: [action: ActionName, req: ActionRequests[ActionName]]; result: ActionResult };
  arbitreExplainRank: { args: [req: ExplainRequest]; result: ExplainResult };
  /** Menu item too: opens the New-event dialog. */
  showNewEventDialog: { args: []; result: undefined };
  /** Menu item "Open" too: opens (or reloads) the sidebar; the dialog calls it once an event is created. */
  showSidebar: { args: []; result: undefined };
  /** Arbitre ▸ Check the installation: runs the self-check in scratch tabs it removes afterwards. */
  arbitreSelfCheck: { args: [req: SelfCheckRequest]; result: SelfCheckReport };
  /** The sidebar's live-page block: the event's link, on or off, or a new one (under the document lock). */
  arbitreLiveLink: { args: [req: LiveLinkRequest]; result: LiveLinkView };
  /** The live page's only server call (a web-app run): the published snapshot of a token, read only. */
  arbitreLiveData: { args: [token: string]; result: LiveAnswer };
}

export type ServerFunction = keyof ServerApi;
export type Args<K extends ServerFunction> = ServerApi[K]["args"];
export type Result<K extends ServerFunction> = ServerApi[K]["result"];

export type { ActionId, ActionName, ActionRequests } from "./actions";
