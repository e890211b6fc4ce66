/**
 * The server API the sidebar and the New-event dialog call through google.script.run: each
 * function's name, its arguments and its answer, in one table. The server's entry points
 * (src/addon/server.ts) `satisfies` it and the sidebar's `call` (src/ui/rpc.ts) is typed by it, so
 * calling a function with a wrong request shape is a compile error on both sides.
 */
import type {
  ActionResult,
  CircuitRequest,
  CloseRoundRequest,
  CreateEventRequest,
  DropPlayerRequest,
  EventRequest,
  EventState,
  ExplainRequest,
  ExplainResult,
  GenerateRoundRequest,
  Lang,
  LeagueRequest,
  MastersRequest,
  NewEventDefaults,
  PublishRequest,
  SelectEventRequest,
  SwapPlayersRequest,
  TarotRequest,
  TimerRequest,
  TopCutRequest,
  UndoActionRequest,
  UndoRequest,
  UpdateEventRequest,
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
  arbitreCreateEvent: { args: [req: CreateEventRequest]; result: ActionResult };
  arbitreUpdateEvent: { args: [req: UpdateEventRequest]; result: ActionResult };
  arbitreSelectEvent: { args: [req: SelectEventRequest]; result: ActionResult };
  arbitreGenerateRound: { args: [req: GenerateRoundRequest]; result: ActionResult };
  arbitreCloseRound: { args: [req: CloseRoundRequest]; result: ActionResult };
  arbitreTimer: { args: [req: TimerRequest]; result: ActionResult };
  arbitreDropPlayer: { args: [req: DropPlayerRequest]; result: ActionResult };
  arbitreSwapPlayers: { args: [req: SwapPlayersRequest]; result: ActionResult };
  arbitreTopCut: { args: [req: TopCutRequest]; result: ActionResult };
  arbitreUndoLastRound: { args: [req: UndoRequest]; result: ActionResult };
  arbitreUndoLastAction: { args: [req: UndoActionRequest]; result: ActionResult };
  arbitrePublish: { args: [req: PublishRequest]; result: ActionResult };
  arbitreResultForm: { args: [req: EventRequest]; result: ActionResult };
  arbitreApplyReports: { args: [req: EventRequest]; result: ActionResult };
  arbitreLineupForm: { args: [req: LeagueRequest]; result: ActionResult };
  arbitreGenerateCalendar: { args: [req: LeagueRequest]; result: ActionResult };
  arbitreDrawScenarios: { args: [req: LeagueRequest]; result: ActionResult };
  arbitreCheckLineups: { args: [req: LeagueRequest]; result: ActionResult };
  arbitreUpdateLeague: { args: [req: LeagueRequest]; result: ActionResult };
  arbitreComputeCircuit: { args: [req: CircuitRequest]; result: ActionResult };
  arbitrePrepareMasters: { args: [req: MastersRequest]; result: ActionResult };
  arbitreUpdateMasters: { args: [req: EventRequest]; result: ActionResult };
  arbitreComputeTarot: { args: [req: TarotRequest]; result: ActionResult };
  arbitreTarotChart: { args: [req: TarotRequest]; result: ActionResult };
  arbitreExplainRank: { args: [req: ExplainRequest]; result: ExplainResult };
  /** Menu item too: opens the New-event dialog. */
  showNewEventDialog: { args: []; result: undefined };
  /** Menu item "Open" too: opens (or reloads) the sidebar; the dialog calls it once an event is created. */
  showSidebar: { args: []; result: undefined };
  /** Arbitre ▸ Check the installation: runs the self-check in scratch tabs it removes afterwards. */
  arbitreSelfCheck: { args: [req: SelfCheckRequest]; result: SelfCheckReport };
}

export type ServerFunction = keyof ServerApi;
export type Args<K extends ServerFunction> = ServerApi[K]["args"];
export type Result<K extends ServerFunction> = ServerApi[K]["result"];
/** The one request object of a function that takes one. */
export type Request<K extends ServerFunction> = Args<K> extends [infer R] ? R : never;

/**
 * The sidebar actions that run under the document lock and answer an ActionResult, by the
 * action name the server dispatches on (arbitre + capitalised name = the server function).
 */
export interface ActionRequests {
  createEvent: CreateEventRequest;
  updateEvent: UpdateEventRequest;
  selectEvent: SelectEventRequest;
  generateRound: GenerateRoundRequest;
  closeRound: CloseRoundRequest;
  timer: TimerRequest;
  dropPlayer: DropPlayerRequest;
  swapPlayers: SwapPlayersRequest;
  topCut: TopCutRequest;
  undoLastRound: UndoRequest;
  undoLastAction: UndoActionRequest;
  publish: PublishRequest;
  resultForm: EventRequest;
  applyReports: EventRequest;
  lineupForm: LeagueRequest;
  generateCalendar: LeagueRequest;
  drawScenarios: LeagueRequest;
  checkLineups: LeagueRequest;
  updateLeague: LeagueRequest;
  computeCircuit: CircuitRequest;
  prepareMasters: MastersRequest;
  updateMasters: EventRequest;
  computeTarot: TarotRequest;
  tarotChart: TarotRequest;
}

export type ActionName = keyof ActionRequests;
