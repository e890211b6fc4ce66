/** The actions every kind shares (or that come before any kind): their requests, by action name. */
import type {
  CreateEventRequest,
  EventRequest,
  PublishRequest,
  SelectEventRequest,
  UndoActionRequest,
  UpdateEventRequest,
} from "../views";

export interface CommonActions {
  createEvent: CreateEventRequest;
  updateEvent: UpdateEventRequest;
  selectEvent: SelectEventRequest;
  undoLastAction: UndoActionRequest;
  publish: PublishRequest;
  /** Swiss: the result form's reports; league: the captains' lineups (refresh: true from the periodic refresh). */
  applyReports: EventRequest;
}
