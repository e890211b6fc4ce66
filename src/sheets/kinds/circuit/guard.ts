/**
 * Whether each season-circuit action may run, and why not: one guard per action, used both by the
 * sidebar's button (view.ts: enabled, reason) and by the action itself (it throws the refusal).
 */
import { mastersField } from "../../../engine/circuit/masters-final";
import { circuitRanking } from "../../../engine/circuit/ranking";
import { ArbitreError } from "../../../engine/core/errors";
import { nameKey } from "../../../engine/core/names";
import { type Lang, localise, t } from "../../../i18n/index";
import { missingTab } from "../../gateway/index";
import { problemsRefusal } from "../kind";
import type { CircuitEvent, CircuitRole } from "./config";
import { mastersTabProblems, readMasters } from "./masters";
import type { CircuitRead } from "./read";

/** A refusal: the key and parameters of its message, or null when the action may run. */
export type Refusal = ArbitreError | null;

/** Every problem of the tabs read (the action lists up to 30 of them). */
function problems(read: { problems: ArbitreError[] }, lang: Lang): Refusal {
  return problemsRefusal(read.problems, lang, "circuit.refused");
}

/** The tabs Check and compute writes. */
export const COMPUTED = ["ranking", "seeds", "history"] as const satisfies readonly CircuitRole[];

export function canCompute(ev: CircuitEvent, read: CircuitRead, lang: Lang): Refusal {
  if (read.counts.tournaments === 0)
    return new ArbitreError("circuit.guard.empty", { tab: ev.tabs.tournaments });
  return problems(read, lang) ?? missingTab(read.present, ev.tabs, COMPUTED);
}

/**
 * The Masters of `year` (the year-end ranking of that year): refused when the ranking has fewer
 * than 16 players once the withdrawals ticked for that year's Masters are left out.
 */
export function canPrepareMasters(
  ev: CircuitEvent,
  read: CircuitRead,
  lang: Lang,
  year: number | null,
): Refusal {
  const bad =
    problems(read, lang) ??
    (ev.shown === null ? new ArbitreError("circuit.guard.computeFirst", {}) : null) ??
    missingTab(read.present, ev.tabs, ["masters"]);
  if (bad) return bad;
  if (year === null) return new ArbitreError("circuit.finalYear", {});
  const ranking = circuitRanking(read.circuit(), { asOf: `${year}-12-31`, final: true });
  if (ranking.tournaments.length === 0) return new ArbitreError("masters.noYear", { year });
  // the withdrawals ticked for this year's Masters; one that cannot be read refuses, named with its cell
  const tab = ev.tabs.masters;
  const typed = ev.masters?.year === year ? readMasters(read.raw(tab).values, tab, ev.lang, year) : null;
  const unreadable = problemsRefusal(typed?.badWithdrawals ?? [], lang, "masters.prepareRefused");
  if (unreadable)
    return new ArbitreError(
      unreadable.key,
      { ...unreadable.params, tab },
      {},
      unreadable.words,
      unreadable.code,
    );
  const withdrawn = typed?.withdrawn ?? new Set<string>();
  const out = ranking.rows.filter((r) => withdrawn.has(nameKey(r.player))).map((r) => r.player);
  try {
    mastersField(ranking, out);
  } catch (e) {
    if (e instanceof ArbitreError) return e;
    throw e;
  }
  return null;
}

/**
 * Update Masters: the Masters prepared, its tab there, every cell typed in it readable (every
 * problem listed) and every game possible (a top-top on a game won, a game entered twice…).
 */
export function canUpdateMasters(ev: CircuitEvent, read: CircuitRead, lang: Lang): Refusal {
  if (!ev.masters) return new ArbitreError("masters.prepareFirst", {});
  const gone = missingTab(read.present, ev.tabs, ["masters"]);
  if (gone) return gone;
  const tab = ev.tabs.masters;
  const m = readMasters(read.raw(tab).values, tab, ev.lang, ev.masters.year);
  const bad = problemsRefusal(mastersTabProblems(m, tab, ev.lang), lang, "masters.refused");
  if (bad) return new ArbitreError(bad.key, { ...bad.params, tab }, {}, bad.words, bad.code);
  return null;
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
  // the Masters standings are read from the Masters tab, once prepared
  return missingTab(read.present, ev.tabs, ev.masters ? ["public", "masters"] : ["public"]);
}

/** A refusal as the button's reason: a list of problems is said by its first one. */
export function reasonOf(refusal: Refusal, lang: Lang): string {
  if (refusal === null) return "";
  if (refusal.code === "problemsListed")
    return (
      t(lang, "circuit.guard.problems", { first: refusal.params.first! }) +
      (Number(refusal.params.count) > 1
        ? t(lang, "circuit.guard.moreProblems", { more: Number(refusal.params.count) - 1 })
        : "")
    );
  return localise(refusal, lang);
}
