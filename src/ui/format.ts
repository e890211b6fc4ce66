/**
 * Pure helpers of the sidebar and the New-event dialog (unit-tested in test/unit/ui/sidebar-formats-timers-dates-and-new-event-choices.test.ts):
 * countdown arithmetic and formatting, default rounds, and the dialog's form checks.
 */

import type {
  CreateEventRequest,
  EventState,
  KindId,
  Lang,
  NewEventDefaults,
  Progress,
  SwissSystemId,
  SystemId,
  TimerView,
  TopCutSize,
  UndoTarget,
} from "../contract/index";
import { swissRounds } from "../engine/swiss/rounds";
import { tr, type UiKey } from "./i18n";

/**
 * What "Undo last round" takes back as the sidebar shows it (sent as UndoRequest.what, so that a
 * repeated confirmed request cannot take back the final ranking and then the final stage).
 */
export function undoTarget(progress: Progress | null): UndoTarget {
  const stage = progress?.topCut?.stage ?? 0;
  if (stage === 0) return "round";
  return progress?.phase === "finished" ? "ranking" : "stage";
}

/**
 * Milliseconds left on the round timer at client time `clientNow`, or null when idle.
 * `skew` = server clock − client clock (measured when the state arrived), so that a client whose
 * clock is off still counts down to the server's `endsAt`. Negative when the time is over.
 */
export function timerRemaining(timer: TimerView | null, clientNow: number, skew: number): number | null {
  if (timer === null) return null;
  if (timer.state === "paused") return timer.pausedRemaining ?? timer.durationMs;
  if ((timer.state === "running" || timer.state === "expired") && timer.endsAt !== null) {
    return timer.endsAt - (clientNow + skew);
  }
  return timer.durationMs;
}

/**
 * "mm:ss" (minutes may exceed 59: "60:00"), rounded up to the second while time is left so that
 * "00:00" shows only when the time is up; past the end: "−mm:ss", counting up.
 */
export function formatCountdown(ms: number): string {
  const over = ms < 0;
  const seconds = over ? Math.floor(-ms / 1000) : Math.ceil(ms / 1000);
  const m = Math.floor(seconds / 60);
  const s = seconds % 60;
  const text = `${m < 10 ? "0" : ""}${m}:${s < 10 ? "0" : ""}${s}`;
  return over && seconds > 0 ? `−${text}` : text;
}

/** "50 min" / "1 h 05" for a duration in ms. */
export function formatDuration(ms: number): string {
  const minutes = Math.round(ms / 60000);
  if (minutes < 60) return `${minutes} min`;
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return m === 0 ? `${h} h` : `${h} h ${m < 10 ? "0" : ""}${m}`;
}

/** "14:05" of an epoch-ms time, in the browser's time zone. */
export function clockTime(ms: number): string {
  const d = new Date(ms);
  const h = d.getHours();
  const m = d.getMinutes();
  return `${h < 10 ? "0" : ""}${h}:${m < 10 ? "0" : ""}${m}`;
}

/**
 * The default number of rounds for `players` entrants (RULES §1/§2): the engine's own rule
 * (swissRounds, the same one Generate and SWISS_ROUNDS use). null when the player count is not a
 * whole number ≥ 2.
 */
export function defaultRounds(system: SwissSystemId, players: number): number | null {
  if (!Number.isInteger(players) || players < 2) return null;
  return swissRounds(players, system);
}

/** The rule as ranges for a hint, up to `upTo` players: [{ from: 3, to: 8, rounds: 3 }, …]. */
export function roundsRanges(
  system: SwissSystemId,
  upTo = 128,
): { from: number; to: number; rounds: number }[] {
  const out: { from: number; to: number; rounds: number }[] = [];
  for (let n = 2; n <= upTo; n++) {
    const rounds = swissRounds(n, system);
    const last = out[out.length - 1];
    if (last && last.rounds === rounds) last.to = n;
    else out.push({ from: n, to: n, rounds });
  }
  return out;
}

/**
 * The kind of a system of the New-event dialog (NewEventDefaults.systems[].kind; absent, as from a
 * server older than the team league: "swiss"). An id the server did not offer is "swiss" too.
 */
export function systemKind(systems: NewEventDefaults["systems"], id: SystemId | string): KindId {
  return systems.find((s) => s.id === id)?.kind ?? "swiss";
}

/** The New-event form as typed (strings from the inputs). */
export interface NewEventForm {
  system: SystemId;
  /**
   * The chosen system's kind: a league, a circuit or a Tarot duplicate has no rounds, round
   * length, top cut or ladder box.
   */
  kind: KindId;
  name: string;
  date: string;
  rounds: string;
  roundMinutes: string;
  topCut: string;
  /** Swiss: "Count in the workbook's Elo ladder" is ticked. */
  ladder: boolean;
  /** Swiss: club protection ("off", "round1", "every"); absent: off. */
  protectClubs?: string;
}

export type FormProblem =
  | { field: "name"; kind: "required" }
  | { field: "rounds" | "roundMinutes"; kind: "number"; min: number; max: number };

/** A whole number in [min, max] from an input, or null. */
export function wholeNumber(text: string, min: number, max: number): number | null {
  const s = text.trim();
  if (!/^\d+$/.test(s)) return null;
  const n = Number(s);
  return n >= min && n <= max ? n : null;
}

/**
 * The kinds whose New-event date means something: a Swiss event's day (its rounds and the Elo
 * ladder are dated by it) and a league's first match day (Generate calendar starts there). A
 * circuit and a Tarot duplicate are dated by their tournaments and deals: no date is asked.
 */
export function kindUsesDate(kind: KindId): boolean {
  return kind === "swiss" || kind === "league";
}

/**
 * Checks the form and builds the request. Swiss: empty rounds = automatic (0: the server sets it
 * from the player count at round 1), `ladder: true` only when ticked. League: system, name and date;
 * circuit and Tarot: system and name only (the Swiss fields are hidden and ignored, even when they hold something
 * invalid).
 */
export function readNewEventForm(
  form: NewEventForm,
): { ok: true; req: CreateEventRequest } | { ok: false; problem: FormProblem } {
  const name = form.name.replace(/\s+/g, " ").trim();
  if (name === "") return { ok: false, problem: { field: "name", kind: "required" } };
  if (form.kind !== "swiss") {
    // a circuit's or a Tarot duplicate's dates are its tournaments' and deals': none is asked
    return {
      ok: true,
      req: kindUsesDate(form.kind)
        ? { system: form.system, name, date: form.date }
        : { system: form.system, name },
    };
  }
  let rounds = 0;
  if (form.rounds.trim() !== "") {
    const n = wholeNumber(form.rounds, 1, 20);
    if (n === null) return { ok: false, problem: { field: "rounds", kind: "number", min: 1, max: 20 } };
    rounds = n;
  }
  const minutes = wholeNumber(form.roundMinutes, 1, 600);
  if (minutes === null) {
    return { ok: false, problem: { field: "roundMinutes", kind: "number", min: 1, max: 600 } };
  }
  const cut = Number(form.topCut);
  const topCut = (cut === 2 || cut === 4 || cut === 8 ? cut : 0) as TopCutSize;
  const req: CreateEventRequest = {
    system: form.system,
    name,
    date: form.date,
    rounds,
    roundMinutes: minutes,
    topCut,
  };
  if (form.ladder) req.ladder = true;
  // sent only when set: an event that protects no club is created as before
  if (form.protectClubs === "round1" || form.protectClubs === "every") req.protectClubs = form.protectClubs;
  return { ok: true, req };
}

/**
 * "12 avril 2025" / "12 April 2025" from "YYYY-MM-DD" (the event's date, a league date's day);
 * anything else as given.
 */
export function longDate(lang: Lang, iso: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (!m) return iso;
  const d = new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  try {
    return d.toLocaleDateString(lang === "fr" ? "fr-FR" : "en-GB", {
      day: "numeric",
      month: "long",
      year: "numeric",
    });
  } catch (_e) {
    return iso;
  }
}

/** `one` or `other` (message keys) for `count`: French puts 0 and 1 in the singular, English only 1. */
export function counted(lang: Lang, one: UiKey, other: UiKey, count: number): string {
  const singular = lang === "fr" ? count <= 1 : count === 1;
  return tr(lang, singular ? one : other, { count });
}

/** A real "YYYY-MM-DD" day. */
export function isIsoDate(text: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!m) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return (
    d.getUTCFullYear() === Number(m[1]) &&
    d.getUTCMonth() === Number(m[2]) - 1 &&
    d.getUTCDate() === Number(m[3])
  );
}

/** A Swiss event's progress (the other kinds have none): the state says its kind. */
export function progressOf(st: EventState | null): Progress | null {
  return st?.kind === "swiss" ? st.progress : null;
}

/** A Swiss event's round timer (the other kinds have none). */
export function timerOf(st: EventState | null): TimerView | null {
  return st?.kind === "swiss" ? st.timer : null;
}

/** Whether a Swiss event's result form records the reporter's Google address (no other kind asks). */
export function reporterEmailOf(st: EventState | null): boolean {
  return st?.kind === "swiss" && st.event.reporterEmail === true;
}

/** The event's form link: a Swiss event's result form, a league's lineup form; none for the others. */
export function formOf(st: EventState | null): { url: string } | null {
  return st?.kind === "swiss" || st?.kind === "league" ? (st.form ?? null) : null;
}
