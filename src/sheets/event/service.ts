/** Server side of the sidebar API (placeholder until the implementation lands). */
import type { ActionResult, EventState, ExplainResult, NewEventDefaults } from "./api-types";

export type ActionName =
  | "createEvent"
  | "updateEvent"
  | "selectEvent"
  | "generateRound"
  | "closeRound"
  | "timer"
  | "dropPlayer"
  | "topCut"
  | "undoLastRound"
  | "publish";

export function getState(_version: string, _eventId?: string): EventState {
  throw new Error("not implemented yet");
}

export function newEventDefaults(): NewEventDefaults {
  throw new Error("not implemented yet");
}

export function run(_version: string, _action: ActionName, _req: unknown): ActionResult {
  throw new Error("not implemented yet");
}

export function explainRank(_req: unknown): ExplainResult {
  throw new Error("not implemented yet");
}

export function showNewEventDialog(): void {
  throw new Error("not implemented yet");
}
