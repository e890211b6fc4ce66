/**
 * What each kind's part of the sidebar provides (src/ui/kinds/<kind>/index.ts): its cards, its
 * buttons' requests and progress texts, and how it draws, reads and freezes its controls. The
 * frame (src/ui/sidebar-view.ts: event list, messages, progress, confirmation, undo) asks the
 * kind of the event shown; a new action of a kind is one more entry in its `requests`.
 */
import type { ActionId, ActionResult, EventRequest, EventState, Lang } from "../../contract/index";
import type { UiKey } from "../i18n";
import type { ActionCall } from "../rpc";

/** What a kind asks of the frame. */
export interface Frame {
  /** A control changed: the buttons are enabled again from it. */
  changed(): void;
  /** Runs an action (one at a time: the frame shows its progress, answer, question or error). */
  run(call: ActionCall, busy: UiKey): void;
  /** The event shown, null before one is. */
  state(): EventState | null;
}

/** A button's request from the state and the event asked about; null: nothing to send yet. */
export type RequestOf = (state: EventState, ev: EventRequest) => ActionCall | null;

export interface KindUi {
  /** The event name's example in the New-event dialog. */
  namePlaceholder: UiKey;
  /** The ids of its cards (hidden for the other kinds' events). */
  cards: string[];
  /** Its buttons' requests, by button. */
  requests: Partial<Record<ActionId, RequestOf>>;
  /** Its buttons' progress texts (ui.busy.* keys). */
  busy: Partial<Record<ActionId, UiKey>>;
  /** Done once the answer of the button's action is ok (e.g. Publish opens its help). */
  after?: Partial<Record<ActionId, (result: ActionResult) => void>>;
  /** Its event's form: the Swiss result form, the league's lineup form; none for the others. */
  form?: "results" | "lineups";
  /** The "Why this rank?" label's key (a player by default). */
  explainLabel?: UiKey;
  /** What "Why this rank?" says with no one to explain (no player registered by default). */
  explainNone?: UiKey;
  /** Binds its controls once. */
  bind?(frame: Frame): void;
  /** Draws its cards; `acted`: the state is an action's answer. */
  render?(lang: Lang, state: EventState, acted: boolean): void;
  /** A reason its page adds to a button the server enables (a choice still to make); "" when none. */
  reason?(id: ActionId, lang: Lang, state: EventState | null): string;
  /** What "Why this rank?" says instead of its players (a problem first to fix); "" when none. */
  explainBlocked?(lang: Lang, state: EventState): string;
  /** Freezes its controls while an action runs or a question waits. */
  freeze?(frozen: boolean, state: EventState | null): void;
}

/**
 * A kind's choice preset from what its tabs show (the circuit's ranking, the Tarot dashboard):
 * once per event shown, kept across refreshes, and set again when an action's answer shows
 * another one (`key`: what the choice stands for). Returns the step each render calls.
 */
export function presetChoice<C>(
  write: (choice: C) => void,
  key: (choice: C) => string,
): (eventId: string, choice: C, acted: boolean) => void {
  let preset: string | null = null;
  let shown = "";
  return (eventId, choice, acted) => {
    const before = shown;
    shown = key(choice);
    if (preset !== eventId || (acted && shown !== before)) write(choice);
    preset = eventId;
  };
}
