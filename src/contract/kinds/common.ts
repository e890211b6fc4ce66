/** The actions every kind shares (or that come before any kind): their requests, by action name. */
import type { ClubProtection, EventRequest, SystemId, TopCutSize } from "../base";

export interface CommonActions {
  createEvent: CreateEventRequest;
  updateEvent: UpdateEventRequest;
  selectEvent: SelectEventRequest;
  undoLastAction: UndoActionRequest;
  publish: PublishRequest;
  /** Swiss: the result form's reports; league: the captains' lineups (refresh: true from the periodic refresh). */
  applyReports: EventRequest;
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
  /** Swiss events: club protection (RULES §1 Decision). Omitted: "off". */
  protectClubs?: ClubProtection;
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
  /** Swiss events: club protection from the next round paired on. */
  protectClubs?: ClubProtection;
  /** Swiss events: make the event's « Paires à éviter » tab if it is missing, and show it. */
  avoidTab?: true;
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

export interface SelectEventRequest {
  eventId: string;
}
