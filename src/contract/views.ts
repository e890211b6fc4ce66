/**
 * What the sidebar and the server exchange (google.script.run): the state views and the requests.
 * The function table itself is src/contract/api.ts.
 *
 * Pure types, no code: the sidebar (src/ui/**) and the server (src/addon/server.ts,
 * src/sheets/**) both import them. Every value is plain JSON (no Date, no class instance, no
 * function, no undefined inside arrays): google.script.run cannot pass anything else. Times are
 * epoch milliseconds (numbers); dates are "YYYY-MM-DD" strings.
 *
 * Every text meant for a human (reasons, messages, labels, explanations) is already localised by
 * the server in the spreadsheet's language (`EventState.lang`): the sidebar shows it as is.
 *
 * Error handling: action functions never throw for expected situations (bad input in a tab,
 * nothing to do, lock busy, stale request); they return `{ ok: false, error, state }`. An
 * unexpected exception still reaches `withFailureHandler` (its message is localised when it is an
 * Arbitre error).
 */

import type { ActionId } from "./actions";
import type { ClubProtection, EventRequest, KindId, Lang, SystemId, TopCutSize } from "./base";
import type { CircuitView } from "./kinds/circuit";
import type { LeagueView } from "./kinds/league";
import type { PlayoffGroup, Progress, TimerView } from "./kinds/swiss";
import type { TarotView } from "./kinds/tarot";

export type { UndoTarget } from "../engine/swiss/event";
export type { SwissSystemId } from "../engine/swiss/systems/index";
// each kind's views and requests live with its actions (src/contract/kinds/<kind>.ts); the ids in base.ts
export type { ActionId } from "./actions";
export type {
  CircuitSystemId,
  ClubProtection,
  EventRequest,
  KindId,
  Lang,
  LeagueSystemId,
  SystemId,
  TarotSystemId,
  TopCutSize,
} from "./base";
export type { CircuitRequest, CircuitTabs, CircuitView, MastersRequest } from "./kinds/circuit";
export type {
  CreateEventRequest,
  PublishRequest,
  SelectEventRequest,
  UndoActionRequest,
  UpdateEventRequest,
} from "./kinds/common";
export type { LeagueDateView, LeagueMatchView, LeagueRequest, LeagueTabs, LeagueView } from "./kinds/league";
export type {
  CloseRoundRequest,
  DropPlayerRequest,
  GameStatus,
  GenerateRoundRequest,
  Phase,
  PlayoffGroup,
  Progress,
  RemakeFormRequest,
  SwapPlayersRequest,
  TableView,
  TimerRequest,
  TimerView,
  TopCutGameView,
  TopCutPlaceView,
  TopCutRequest,
  TopCutResultView,
  TopCutStageView,
  UndoRequest,
} from "./kinds/swiss";
export type { TarotRequest, TarotSideView, TarotTabs, TarotView } from "./kinds/tarot";

/** One event of the spreadsheet (a spreadsheet may hold several, each with its own tabs). */
export interface EventSummary {
  id: string;
  name: string;
  system: SystemId;
  /** "YYYY-MM-DD". */
  date: string;
  /**
   * The current event: the one a newly opened sidebar shows and a request without an eventId acts
   * on. Select event and New event change it; other actions, on whichever event, do not.
   */
  current: boolean;
}

/** The tabs of a Swiss event, by role (localised names, suffixed for a second event). */
export interface EventTabs {
  players: string;
  rounds: string;
  pairings: string;
  slips: string;
  standings: string;
  topCut: string;
  public: string;
}

/**
 * An event's configuration as the sidebar shows it, whatever its kind (what a kind adds is its own:
 * a Swiss event's in SwissConfigView, the other kinds' in their views).
 */
export interface EventConfigView {
  id: string;
  /** Added with the team league; absent: "swiss". */
  kind?: KindId;
  name: string;
  system: SystemId;
  /** Localised system name, e.g. "La Confrérie (suisse)". */
  systemLabel: string;
  date: string;
  /** How many times the Public tab has been published (the sidebar sends published + 1). */
  published: number;
}

/** A Swiss event's configuration, as stored in document properties (minus internal history). */
export interface SwissConfigView extends EventConfigView {
  /** Planned number of Swiss rounds (editable later with arbitreUpdateEvent). */
  rounds: number;
  roundMinutes: number;
  topCut: TopCutSize;
  /** The result form records the reporter's Google address (UpdateEventRequest). Absent: false. */
  reporterEmail?: boolean;
  /** Club protection (UpdateEventRequest). Absent: "off". */
  protectClubs?: ClubProtection;
  /** The name of the event's pairs-to-avoid tab, when it exists. */
  avoidTab?: string;
  tabs: EventTabs;
  /**
   * Short result codes of the event's language, as printed on the match slips: V/N/D (French) or
   * W/D/L (English). Fixed at creation, like the tab names.
   */
  codes: { win: string; draw: string; loss: string };
  /**
   * The words the computed "Résultat A / Résultat B" columns show ("Victoire" / "Nul" / "Défaite",
   * or "Win" / "Draw" / "Loss"): full words, read the same by STANDINGS in every spreadsheet
   * locale (a bare "D" would flip between loss and draw if the locale changed). Added after v1;
   * always set by this server.
   */
  resultWords?: { win: string; draw: string; loss: string };
}

export interface ActionAvailability {
  enabled: boolean;
  /** When disabled: why, localised (e.g. "3 résultats manquent : tables 4, 7, 9"). "" when enabled. */
  reason: string;
  /** Localised button label, e.g. "Générer la ronde 3", "Demi-finales". */
  label: string;
}

export interface UiMessage {
  level: "info" | "warning" | "error";
  text: string;
}

export interface PlayerView {
  name: string;
  club: string;
  dropped: boolean;
  /** Row in the Players tab, 1-based. */
  row: number;
}

/** What the sidebar shows of every event, whatever its kind (EventState adds the kind's own part). */
export interface StateOfAnyKind {
  version: string;
  lang: Lang;
  /** Every event of the spreadsheet. */
  events: EventSummary[];
  /**
   * The event shown: the one the request named (an action's event, arbitreGetState's eventId),
   * else the current one; null when the spreadsheet has none (the sidebar offers "New event").
   */
  event: EventConfigView | null;
  /** Per-button availability; every button of the event's kind is present when `event` is not null. */
  actions: Partial<Record<ActionId, ActionAvailability>>;
  /** Registered players (for the Drop menu and "why this rank"), in Players-tab order; a league's teams. */
  players: PlayerView[];
  /** Problems found while reading the tabs (bad input), and hints. */
  messages: UiMessage[];
  /** Localised how-to for sharing the Public tab (File ▸ Share ▸ Publish to the web…). */
  publishHelp: string;
  /** The last undoable action, or null. */
  undo: null | { label: string };
  /**
   * The most recent action "Undo last action" (arbitreUndoLastAction) would take back, or null.
   * Added after v1 (optional for older servers); this server always sets it.
   */
  lastAction?: LastActionView | null;
}

/** No event in the spreadsheet: the sidebar offers "New event". */
export interface NoEventState extends StateOfAnyKind {
  kind: null;
  event: null;
}

/** A Swiss event (RULES §1–2): its progress, timer, play-offs and result form. */
export interface SwissState extends StateOfAnyKind {
  kind: "swiss";
  event: SwissConfigView;
  progress: Progress | null;
  timer: TimerView | null;
  /**
   * Dust (RULES §2): entrants still tied after every tie-break ("play-off game required"), one
   * group per shared rank, best rank first; [] when none (only entrants who have played count).
   */
  playoffs: PlayoffGroup[];
  /** Its result form's link (the sidebar draws the QR code), null before it is made or once deleted. */
  form: null | { url: string };
}

/** A team league (RULES §3): its progress; `players` lists the teams (for "why this rank"). */
export interface LeagueState extends StateOfAnyKind {
  kind: "league";
  event: EventConfigView;
  league: LeagueView;
  /** Its captains' lineup form: its link, null once found deleted; absent before it is made. */
  form?: null | { url: string };
}

/** A season circuit (RULES §5): its progress. */
export interface CircuitState extends StateOfAnyKind {
  kind: "circuit";
  event: EventConfigView;
  circuit: CircuitView;
}

/** A Tarot duplicate (RULES §6): its deals, players and the dashboard shown. */
export interface TarotState extends StateOfAnyKind {
  kind: "tarot";
  event: EventConfigView;
  tarot: TarotView;
}

/**
 * Everything the sidebar shows, by the kind of the event shown (`kind`, null without an event).
 * Returned by arbitreGetState and by every action; the sidebar picks its kind's part by `kind`.
 */
export type EventState = NoEventState | SwissState | LeagueState | CircuitState | TarotState;

/** The state of an event of kind `K`: `StateOf<"league">` is `LeagueState`. */
export type StateOf<K extends KindId> = Extract<EventState, { kind: K }>;

/** The actions "Undo last action" can take back. */
export type LastActionKind =
  | "computeTarot"
  | "computeCircuit"
  | "prepareMasters"
  | "updateMasters"
  | "generateCalendar"
  | "drawScenarios"
  | "checkLineups"
  | "updateLeague"
  | "generateRound"
  | "closeRound"
  | "dropPlayer"
  | "reinstatePlayer"
  | "swapPlayers"
  | "topCut"
  | "remakeForm"
  | "publish";

export interface LastActionView {
  kind: LastActionKind;
  /** Localised, e.g. "Générer la ronde 3", "Retirer Léa", "Publier" — show "Annuler : <label>". */
  label: string;
  /** Localised button text, e.g. "Annuler : Générer la ronde 3" / "Undo: Generate round 3". */
  undoLabel: string;
  /** When the action was done, epoch ms; pass it back as UndoActionRequest.at (double-click guard). */
  at: number;
  /** false when the tabs cannot be read (bad input): `reason` says why. */
  enabled: boolean;
  reason: string;
}

/** What every action function returns. */
export type ActionResult =
  | { ok: true; message: string; state: EventState }
  | {
      ok: false;
      /** Localised; names tab, row and column when the cause is bad input. */
      error: string;
      /**
       * Set when the action needs the organiser's confirmation first (e.g. closing a round with
       * games without result): show `question`, and on "yes" call the same function again with
       * `confirm: true` (same other arguments).
       */
      confirm?: { question: string; details: string[] };
      /** A refresh that found the document busy and skipped its turn: keep the state shown, say nothing. */
      skipped?: true;
      state: EventState;
    };

// ── Requests ────────────────────────────────────────────────────────────────────────────────────

/** Defaults for the New-event dialog (arbitreNewEventDefaults). */
export interface NewEventDefaults {
  lang: Lang;
  /** `kind` (added with the team league; absent: "swiss") says which fields the dialog shows. */
  systems: { id: SystemId; label: string; roundMinutes: number; kind?: KindId }[];
  /** "YYYY-MM-DD", today in the spreadsheet time zone. */
  date: string;
  topCuts: TopCutSize[];
  /** Localised labels of the dialog fields, keyed by field name. */
  labels: Record<string, string>;
}

export interface ExplainRequest extends EventRequest {
  name: string;
}

export interface ExplainResult {
  ok: boolean;
  /** One line, localised: "3e : bilan +2, 0 double défaite, OMW 61,5 % (devant Léa : OMW 55 %)". */
  text: string;
}
