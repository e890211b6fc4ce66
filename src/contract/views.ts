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

import type { UndoTarget } from "../engine/swiss/event";
import type { SwissSystemId } from "../engine/swiss/systems/index";
import type { ActionName } from "./api";

export type { UndoTarget } from "../engine/swiss/event";
export type { SwissSystemId };

/**
 * The New-event dialog's choices: the Swiss systems (RULES §1 "La Confrérie", §2 Dust Tactics:
 * src/engine/swiss/systems) and the team league (RULES §3 Kings of War "Inter-clubs").
 */
export type SystemId = SwissSystemId | LeagueSystemId | CircuitSystemId | TarotSystemId;

export type LeagueSystemId = "league-kow";

/** The season circuit (RULES §5 "Masters Grand Sud"). */
export type CircuitSystemId = "circuit-masters";
/** The Tarot duplicate simultaneous ("simultané individuel", RULES §6). */
export type TarotSystemId = "tarot-duplicate";

/** The competition kinds (src/sheets/kinds): what the sidebar shows depends on it. */
export type KindId = "swiss" | "league" | "circuit" | "tarot";

/** Top cut size: 0 = none. */
export type TopCutSize = 0 | 2 | 4 | 8;

export type Lang = "fr" | "en";

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

/** The tabs of one event, by role (localised names, suffixed for a second event). */
export interface EventTabs {
  players: string;
  rounds: string;
  pairings: string;
  slips: string;
  standings: string;
  topCut: string;
  public: string;
}

/** An event's configuration, as stored in document properties (minus internal history). */
export interface EventConfigView {
  id: string;
  /** Added with the team league; absent: "swiss". */
  kind?: KindId;
  name: string;
  system: SystemId;
  /** Localised system name, e.g. "La Confrérie (suisse)". */
  systemLabel: string;
  date: string;
  /** Planned number of Swiss rounds (editable later with arbitreUpdateEvent). */
  rounds: number;
  roundMinutes: number;
  topCut: TopCutSize;
  /** Swiss events: the result form records the reporter's Google address (UpdateEventRequest). Absent: false. */
  reporterEmail?: boolean;
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
  /** How many times the Public tab has been published (the sidebar sends published + 1). */
  published: number;
}

export type Phase =
  /** No round generated yet (registration). */
  | "registration"
  /** Swiss rounds in progress. */
  | "swiss"
  /** Swiss rounds over, top cut in progress. */
  | "topcut"
  /** Nothing left to play: final ranking available. */
  | "finished";

/** A game of the current round, for the "who is missing" list. */
export interface TableView {
  table: number;
  a: string;
  /** "" for a bye. */
  b: string;
  /** Row of the Rounds (or Top cut) tab, 1-based, so the sidebar can say where to look. */
  row: number;
  status: GameStatus;
  /** Localised status label, as shown in the tab ("En attente", "Contesté"…). */
  statusLabel: string;
  /** Why these two meet (or why this bye), in the event's language; "" when not recorded. */
  why: string;
}

/**
 * pending: nothing entered; reported: one side entered, waiting for the other (Confrérie: winner
 * declared, not confirmed; Dust: one score missing); disputed: marked "Contesté";
 * confirmed: counts; decided: organiser's decision, counts; bye: a bye (counts as a win).
 */
export type GameStatus = "pending" | "reported" | "disputed" | "confirmed" | "decided" | "bye";

export interface Progress {
  phase: Phase;
  /** Current Swiss round (the last one generated); 0 before round 1. */
  round: number;
  /** Planned Swiss rounds. */
  rounds: number;
  /** Whether the current round (Swiss or top-cut stage) is closed. */
  roundClosed: boolean;
  /** Results that count (confirmed or decided, byes excluded) out of games (byes excluded). */
  results: { done: number; total: number };
  /** Tables of the current round with no counted result, ascending. */
  missingTables: number[];
  /** Tables of the current round marked disputed, ascending (a subset of missingTables). */
  disputedTables: number[];
  /** Games of the current round (Swiss or top-cut stage), by table. */
  tables: TableView[];
  players: { active: number; dropped: number; total: number };
  /**
   * Dust: the Swiss phase is over early (RULES §2: exactly one undefeated entrant at the start of a
   * round). Set as soon as the last round's results make it so — before Generate is pressed.
   */
  endedEarly: boolean;
  /** Dust, when endedEarly: the only undefeated entrant (the Swiss winner). Added after v1. */
  earlyWinner?: string;
  /** Top cut: null when none was configured. */
  topCut: null | {
    size: TopCutSize;
    /** Stage generated so far: 0 = not started, 1 = first stage (e.g. quarter-finals) … */
    stage: number;
    /** Total number of stages: log2(size). */
    stages: number;
    /** Localised stage name of the current stage ("Quarts de finale"…), "" when not started. */
    stageLabel: string;
    /**
     * The stages generated so far, oldest first: who plays whom and the results so far (from the
     * Top cut tab as read). [] before the cut starts. Added after v1; this server always sets it.
     */
    bracket?: TopCutStageView[];
    /**
     * Once the final ranking is written (phase "finished"): the winner of the cut and places
     * 1..size (the other entrants keep their Swiss rank). Absent before, or when the Top cut tab
     * cannot be read. Added after v1.
     */
    result?: TopCutResultView;
  };
}

/** One stage of the top cut (EventState.progress.topCut.bracket). */
export interface TopCutStageView {
  /** 1 = first stage of the cut. */
  stage: number;
  /** Localised, e.g. "Demi-finales" / "Semi-finals". */
  label: string;
  /** Games of the stage, by table (bracket order). */
  games: TopCutGameView[];
}

export interface TopCutGameView {
  table: number;
  /** Better seed. */
  a: string;
  b: string;
  /** Swiss rank of each side (1 = best seed). */
  seedA: number;
  seedB: number;
  /** The winner's name once the result counts (confirmed or decided), else "". */
  winner: string;
  status: GameStatus;
  /** Localised status label, as shown in the tab. */
  statusLabel: string;
  /** Row of the Top cut tab, 1-based. */
  row: number;
  /** Why these two meet (seeds), in the event's language; "" when not recorded. */
  why: string;
}

export interface TopCutResultView {
  /** The winner of the cut (place 1). */
  winner: string;
  /** Places 1..size, best first (RULES §1: semi-final losers 3rd–4th in Swiss order…). */
  ranking: TopCutPlaceView[];
}

export interface TopCutPlaceView {
  place: number;
  name: string;
  /** Swiss rank (seed) before the cut. */
  swiss: number;
  /** Localised round reached: "Vainqueur", "Finaliste", "Demi-finale", "Quart de finale"… */
  label: string;
}

export interface TimerView {
  state: "idle" | "running" | "paused" | "expired";
  /** Running (or expired): epoch ms at which the round ends. */
  endsAt: number | null;
  /** Paused: ms left when paused. */
  pausedRemaining: number | null;
  /** The round length, ms. */
  durationMs: number;
  /** Server clock when the state was read, epoch ms: the sidebar corrects its clock with it. */
  serverNow: number;
  /** Localised end time "14:35" (spreadsheet time zone), "" when not running. */
  endsAtLabel: string;
}

/** The sidebar buttons. */
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

/** Everything the sidebar shows. Returned by arbitreGetState and by every action. */
export interface EventState {
  version: string;
  lang: Lang;
  /** Every event of the spreadsheet. */
  events: EventSummary[];
  /**
   * The event shown: the one the request named (an action's event, arbitreGetState's eventId),
   * else the current one; null when the spreadsheet has none (the sidebar offers "New event").
   */
  event: EventConfigView | null;
  progress: Progress | null;
  timer: TimerView | null;
  /** Per-button availability; every ActionId is present when `event` is not null. */
  actions: Partial<Record<ActionId, ActionAvailability>>;
  /** Registered players (for the Drop menu and "why this rank"), in Players-tab order. */
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
  /**
   * Dust (RULES §2): entrants still tied after every tie-break ("play-off game required"), one
   * group per shared rank, best rank first; [] when none (only entrants who have played count).
   * Added after v1.
   */
  playoffs?: PlayoffGroup[];
  /**
   * A team league (RULES §3): its progress; absent for the other kinds. For a league, `progress`
   * and `timer` are null and `players` lists the teams (for "why this rank").
   */
  league?: LeagueView;
  /** A season circuit (RULES §5): its progress; absent for the other kinds. `progress` is null. */
  circuit?: CircuitView;
  /** A Tarot duplicate (RULES §6): its deals, players and the dashboard shown; absent for the other kinds. */
  tarot?: TarotView;
  /**
   * A Swiss event's result form (issue 13): its link (the sidebar draws the QR code), null before
   * it is created or once it was found deleted; absent for the other kinds.
   */
  form?: null | { url: string };
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

/** One side's moving average at the date shown. */
export interface TarotSideView {
  /** Mean of the cumuls counted (extremes dropped from 3 on), null with none in the window. */
  average: number | null;
  /** Cumuls counted, at most 20. */
  counted: number;
}

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
    month: null | {
      month: string;
      tournaments: number;
      wins: number;
      attack: number;
      defence: number;
      victoryAttack: number;
      victoryDefence: number;
    };
  };
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

/** The tabs of a team league, by role (localised names, suffixed for a second event). */
export interface LeagueTabs {
  teams: string;
  roster: string;
  calendar: string;
  scenarios: string;
  lineups: string;
  games: string;
  matches: string;
  standings: string;
  ladder: string;
  history: string;
  public: string;
  /** The factions the dropdowns offer; an event created before this tab existed has none. */
  factions?: string;
}

/** A team league as the sidebar shows it. */
export interface LeagueView {
  tabs: LeagueTabs;
  /** Teams listed in the Teams tab. */
  teams: number;
  /** Calendar dates (0 before Generate calendar). */
  dates: number;
  /** Matches with every table's result in, out of all matches of the calendar. */
  matches: { played: number; total: number };
  /** Matches whose scenarios are drawn, and whose two lineups are accepted. */
  drawn: number;
  /** The date Draw scenarios would draw next (null when every match is drawn). */
  toDraw?: number | null;
  lineups: number;
  /** The first date with a match not played yet (null before the calendar or once all are played). */
  next: null | LeagueDateView;
  /** The standings as last computed (Update standings), best first. */
  standings: { rank: number; team: string; points: number }[];
  /** The Elo ladder's top entries as last computed. */
  ladder: { rank: number; name: string; rating: number; games: number }[];
}

export interface LeagueDateView {
  /** 1-based date number of the calendar. */
  date: number;
  /** "YYYY-MM-DD" as in the Calendar tab, "" when not set. */
  day: string;
  /** Every day of the date's matches, in order, when the organiser moved some to another day. */
  days?: string[];
  /** The host of the date's venue(s), localised words already in `label`. */
  matches: LeagueMatchView[];
  /** The team resting that date (odd number of teams), else "". */
  rest: string;
}

export interface LeagueMatchView {
  /** The match number (Calendar and Games tabs). */
  id: number;
  home: string;
  away: string;
  /** Localised "Aller" / "Retour" (first leg / return leg). */
  leg: string;
  /** Localised status: "Scénarios à tirer", "Compositions attendues", "3/4 résultats", "9–6"… */
  status: string;
  /** Every table has a result. */
  played: boolean;
  /** First row of the match in the Games tab, 1-based. */
  row: number;
}

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

export interface PlayoffGroup {
  /** The shared rank. */
  rank: number;
  /** The tied entrants, as in the standings. */
  names: string[];
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

export interface CreateEventRequest {
  system: SystemId;
  name: string;
  /** "YYYY-MM-DD". Omitted (a circuit, a Tarot duplicate: dated by their tournaments): today. */
  date?: string;
  /** Omitted or 0: the default from the player count at round 1 (RULES §1/§2 table). */
  rounds?: number;
  /** Omitted: 50 (Confrérie) / 60 (Dust). */
  roundMinutes?: number;
  topCut?: TopCutSize;
  /**
   * Swiss events: the event's games feed the workbook's Elo ladder (RULES §4), kept by its team
   * league. Omitted: false.
   */
  ladder?: boolean;
  /**
   * When an event already exists: false (default) refuses; true creates a second event with its
   * own suffixed tabs.
   */
  another?: boolean;
}

export interface UpdateEventRequest {
  eventId: string;
  name?: string;
  date?: string;
  rounds?: number;
  roundMinutes?: number;
  topCut?: TopCutSize;
  /**
   * Swiss events: the result form records the Google address of who reports (players sign in), shown
   * in the Rounds tab's source column. Set on the form at once when it exists.
   */
  reporterEmail?: boolean;
}

/** Common to every action on an event. */
export interface EventRequest {
  /** Omitted: the current event. */
  eventId?: string;
  /**
   * Sent by the sidebar's periodic refresh (arbitreApplyReports): it waits briefly for the document
   * lock and, when another request holds it, skips its turn (answered `skipped`, nothing written).
   */
  refresh?: boolean;
}

export interface GenerateRoundRequest extends EventRequest {
  /**
   * The round the organiser means to generate (progress.round + 1 as the sidebar saw it). If the
   * event is already past it (double click, second organiser), the request is refused with
   * "round N already generated" and nothing is written.
   */
  expectedRound: number;
  /** Accept a pairing with rematches when no rematch-free one exists (asked via `confirm`). */
  confirm?: boolean;
}

export interface CloseRoundRequest extends EventRequest {
  /** The round (Swiss round number, or for top cut the stage) the sidebar shows. */
  round: number;
  /** Games without result become double losses (Swiss only): needs confirm: true. */
  confirm?: boolean;
}

export interface TimerRequest extends EventRequest {
  action: "start" | "pause" | "reset";
}

export interface DropPlayerRequest extends EventRequest {
  /** The player's name as in the Players tab. */
  name: string;
  /** true: reinstate a dropped player. */
  undrop?: boolean;
}

/** Swap two players of the current Swiss round (before any of its results is entered). */
export interface SwapPlayersRequest extends EventRequest {
  /** The round the sidebar shows (double-click and two-window check). */
  round: number;
  /** The two players, as in the round's tables. */
  a: string;
  b: string;
  /** Required when the swap makes a rematch or a second bye. */
  confirm?: boolean;
}

export interface TopCutRequest extends EventRequest {
  /** The stage to generate (progress.topCut.stage + 1), for the double-click check. */
  expectedStage: number;
}

export interface UndoRequest extends EventRequest {
  /** The round the sidebar shows as last (double-click check). */
  round: number;
  /**
   * What the sidebar's button undoes (added after v1; omitted: no check). A finished top cut
   * takes back the final ranking, then the final stage, both with round = stage: a repeated
   * request that no longer matches is refused (event.undo.stale) and nothing is written.
   */
  what?: UndoTarget;
  /** Required when results were already entered in that round. */
  confirm?: boolean;
}

/** arbitreUndoLastAction: takes back the action shown in EventState.lastAction. */
export interface UndoActionRequest extends EventRequest {
  /**
   * EventState.lastAction.at as the sidebar saw it: if another action happened since (double
   * click, second organiser), the request is refused and nothing is written. Omitted: no check.
   */
  at?: number;
  /**
   * Required when the undo would lose entries (results typed in the round or stage it removes)
   * or can only be partial (double losses edited since the round was closed): asked via `confirm`.
   */
  confirm?: boolean;
}

export interface PublishRequest extends EventRequest {
  /**
   * The publication the organiser means (EventConfigView.published + 1 as the sidebar saw it).
   * If the Public tab was published meanwhile (a second window), the request is refused and
   * nothing is written, so the previous Public tab kept for undo is not lost. Omitted: no check.
   */
  expectedPublish?: number;
}

/** Team league: Generate calendar, Draw scenarios, Check lineups, Update standings. */
/** Season circuit: prepare the Masters final of a year (its 16 players from the year-end ranking). */
export interface MastersRequest extends EventRequest {
  /** The year whose year-end ranking gives the 16 players. */
  year: number;
  /** Required when results were already entered in the Masters tab (they are cleared). */
  confirm?: boolean;
}

/** Tarot duplicate: Check and compute (the dashboard at a date), or the chart of one player. */
export interface TarotRequest extends EventRequest {
  /** The dashboard at this date, "YYYY-MM-DD"; omitted: the one shown last; "": the last deal's day. */
  asOf?: string;
  /** The player whose chart is drawn; omitted: the one shown last (else the first). */
  player?: string;
}

/** Season circuit: Check and compute, with the ranking to show. */
export interface CircuitRequest extends EventRequest {
  /** The ranking in force at this date, "YYYY-MM-DD"; omitted or "": after the last tournament. */
  asOf?: string;
  /** true: the year-end ranking of `asOf`'s year (or of `year`). */
  final?: boolean;
  /** With `final`: the year (when `asOf` is omitted). */
  year?: number;
}

export interface LeagueRequest extends EventRequest {
  /** Confirms a question the server asked ({ ok: false, confirm }). */
  confirm?: boolean;
  /**
   * Draw scenarios: the date the button showed (LeagueView.toDraw). If that date is drawn already
   * (a double click, a second window), the request is refused and nothing is drawn. Omitted: no check.
   */
  expected?: number;
}

export interface ExplainRequest extends EventRequest {
  name: string;
}

export interface ExplainResult {
  ok: boolean;
  /** One line, localised: "3e : bilan +2, 0 double défaite, OMW 61,5 % (devant Léa : OMW 55 %)". */
  text: string;
}

export interface SelectEventRequest {
  eventId: string;
}
