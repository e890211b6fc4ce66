/**
 * Whether each season-circuit action may run, and why not: one guard per action, used both by the
 * sidebar's button (view.ts: enabled, reason) and by the action itself (it throws the refusal).
 */
import { ArbitreError } from "../../../engine/core/errors";
import { type Lang, t } from "../../../i18n/index";
import { localise } from "../../../i18n/render";
import { problemsRefusal } from "../kind";
import type { CircuitEvent } from "./config";
import type { CircuitRead } from "./read";

/** A refusal: the key and parameters of its message, or null when the action may run. */
export type Refusal = ArbitreError | null;

/** Every problem of the tabs read (the action lists up to 30 of them). */
function problems(read: { problems: ArbitreError[] }, lang: Lang): Refusal {
  return problemsRefusal(read.problems, lang, "circuit.refused");
}

export function canCompute(ev: CircuitEvent, read: CircuitRead, lang: Lang): Refusal {
  if (read.counts.tournaments === 0)
    return new ArbitreError("circuit.guard.empty", { tab: ev.tabs.tournaments });
  return problems(read, lang);
}

export function canPrepareMasters(ev: CircuitEvent, read: CircuitRead, lang: Lang): Refusal {
  return (
    problems(read, lang) ?? (ev.shown === null ? new ArbitreError("circuit.guard.computeFirst", {}) : null)
  );
}

export function canUpdateMasters(ev: CircuitEvent): Refusal {
  return ev.masters ? null : new ArbitreError("masters.prepareFirst", {});
}

/**
 * Publish shows the clubs the ranking the Ranking tab shows: refused before the first Check and
 * compute, and when the Tournaments or Results tabs changed since it (the Public tab would then
 * say something the Ranking tab does not).
 */
export function canPublish(ev: CircuitEvent, read: CircuitRead, lang: Lang): Refusal {
  if (ev.shown === null) return new ArbitreError("circuit.guard.computeFirst", {});
  const bad = problems(read, lang);
  if (bad) return bad;
  if (ev.computed !== undefined && ev.computed !== read.print)
    return new ArbitreError("circuit.guard.changedSince", { tab: ev.tabs.ranking });
  return null;
}

/** A refusal as the button's reason: a list of problems is said by its first one. */
export function reasonOf(refusal: Refusal, lang: Lang): string {
  if (refusal === null) return "";
  if (refusal.key === "circuit.refused")
    return t(lang, "circuit.guard.problems", { first: refusal.params.first! });
  return localise(refusal, lang);
}
