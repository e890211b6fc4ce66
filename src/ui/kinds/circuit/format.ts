/**
 * The season circuit's texts and its "Ranking to show" choice in the sidebar (pure: the circuit
 * view in, words or a request out; unit-tested in test/unit/ui/circuit-card-says-its-status-and-sends-the-ranking-chosen.test.ts). The
 * server's words (the shown ranking's label, the tab names) are shown as given.
 */
import type { CircuitRequest, CircuitView, EventState, Lang } from "../../../contract/index";
import { counted, isIsoDate, longDate } from "../../format";
import { tr } from "../../i18n";

/** "N tournois · M résultats · dernier tournoi : 12 avril 2025" (no last day before a compute). */
export function circuitStatusLine(lang: Lang, circuit: CircuitView): string {
  const parts = [
    counted(lang, "ui.circuit.tournaments.one", "ui.circuit.tournaments.other", circuit.tournaments),
    counted(lang, "ui.circuit.results.one", "ui.circuit.results.other", circuit.results),
  ];
  if (circuit.lastDay !== "")
    parts.push(tr(lang, "ui.circuit.lastDay", { day: longDate(lang, circuit.lastDay) }));
  return parts.join(" · ");
}

/** Before the first Check and compute: where to paste what (the tabs as named in the workbook). "" after. */
export function circuitHint(lang: Lang, circuit: CircuitView): string {
  if (circuit.lastDay !== "") return "";
  return tr(lang, "ui.circuit.fillTabs", {
    tournaments: circuit.tabs.tournaments,
    results: circuit.tabs.results,
  });
}

/**
 * A player's change of rank since the previous ranking (positive: climbed): "▲2", "▼1", "=", or
 * "nouveau" / "new" (null: not in the previous ranking); `title` says it in words.
 */
export function rankChange(lang: Lang, change: number | null): { text: string; title: string } {
  if (change === null) return { text: tr(lang, "ui.circuit.new"), title: tr(lang, "ui.circuit.newTitle") };
  if (change === 0) return { text: "=", title: tr(lang, "ui.circuit.same") };
  const count = Math.abs(change);
  return change > 0
    ? { text: `▲${count}`, title: counted(lang, "ui.circuit.up.one", "ui.circuit.up.other", count) }
    : { text: `▼${count}`, title: counted(lang, "ui.circuit.down.one", "ui.circuit.down.other", count) };
}

/** Which ranking Check and compute asks for: the latest, the one in force at a date, a year-end one. */
export type CircuitMode = "latest" | "date" | "final";

/** The "Ranking to show" control as set (the date and the year are kept whichever mode is on). */
export interface CircuitChoice {
  mode: CircuitMode;
  /** "YYYY-MM-DD" from the date input, "" when empty. */
  date: string;
  /** The year-end ranking's year, null when none is offered. */
  year: number | null;
}

/**
 * The control as the ranking the Ranking tab shows (EventState.circuit.shown), for a page just
 * loaded: a year-end ranking → that year; a ranking at a date other than the last tournament day
 * → that date; else the latest. The year offered by default is the shown one, else the last year.
 */
export function choiceFromShown(circuit: CircuitView): CircuitChoice {
  const shown = circuit.shown;
  const last = circuit.years.length > 0 ? circuit.years[circuit.years.length - 1]! : null;
  const year = shown !== null && circuit.years.includes(shown.year) ? shown.year : last;
  if (shown === null) return { mode: "latest", date: "", year };
  if (shown.final) return { mode: "final", date: "", year };
  if (shown.asOf !== "" && shown.asOf !== circuit.lastDay && isIsoDate(shown.asOf)) {
    return { mode: "date", date: shown.asOf, year };
  }
  return { mode: "latest", date: "", year };
}

/**
 * The Check and compute request for a choice: { eventId, asOf: "" } for the latest ranking, asOf for a
 * date, plus final and year for a year-end ranking. A date or year still to choose is a problem
 * (the button stays disabled and says which).
 */
export function circuitRequest(
  eventId: string | undefined,
  choice: CircuitChoice,
): { ok: true; req: CircuitRequest } | { ok: false; problem: "date" | "year" } {
  const req: CircuitRequest = eventId === undefined ? {} : { eventId };
  if (choice.mode === "date") {
    if (!isIsoDate(choice.date)) return { ok: false, problem: "date" };
    return { ok: true, req: { ...req, asOf: choice.date } };
  }
  if (choice.mode === "final") {
    if (choice.year === null || !Number.isInteger(choice.year)) return { ok: false, problem: "year" };
    return { ok: true, req: { ...req, final: true, year: choice.year } };
  }
  // the latest said out loud: an empty request keeps the ranking shown last (a year-end one, say)
  return { ok: true, req: { ...req, asOf: "" } };
}

/** The problem's words, for the button's reason. */
export function choiceProblemText(lang: Lang, problem: "date" | "year"): string {
  return tr(lang, problem === "date" ? "ui.circuit.pickDate" : "ui.circuit.pickYear");
}

/**
 * What "Why this rank?" says instead of its players when the circuit has no ranking because of a
 * problem (bad input, a tab missing): Check and compute's short reason, else « Corrigez d'abord : »
 * and the first problem shown at the top; "" when there is no such problem (the players, or none).
 */
export function explainBlockedText(lang: Lang, state: EventState): string {
  const circuit = state.kind === "circuit" ? state.circuit : null;
  if (circuit === null || circuit.shown !== null) return "";
  const problem = state.messages.find((m) => m.level === "error")?.text ?? "";
  if (problem === "") return "";
  const reason = state.actions.computeCircuit?.enabled === false ? state.actions.computeCircuit.reason : "";
  return reason !== "" ? reason : tr(lang, "ui.explain.fixFirst", { problem });
}
