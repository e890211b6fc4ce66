/**
 * Whether each Tarot action may run, and why not: one guard per action, used both by the sidebar's
 * button (view.ts: enabled, reason) and by the action itself (it throws the refusal).
 */
import { ArbitreError } from "../../../engine/core/errors";
import { nameKey } from "../../../engine/core/names";
import { type Lang, localise, t } from "../../../i18n/index";
import { missingTab } from "../../gateway/index";
import { problemsRefusal } from "../kind";
import type { TarotEvent, TarotRole } from "./config";
import type { TarotRead } from "./read";

/** A refusal: the key and parameters of its message, or null when the action may run. */
export type Refusal = ArbitreError | null;

/** Every problem of the tabs read (the action lists up to 30 of them). */
function problems(read: { problems: ArbitreError[] }, lang: Lang): Refusal {
  return problemsRefusal(read.problems, lang, "tarot.refused");
}

/** The tabs Check and compute rewrites (besides the Deals tab's computed columns). */
export const WRITTEN = ["tournaments", "players", "chart"] as const satisfies readonly TarotRole[];

export function canCompute(ev: TarotEvent, read: TarotRead, lang: Lang): Refusal {
  if (read.counts.deals === 0) return new ArbitreError("tarot.guard.empty", { tab: ev.tabs.deals });
  return problems(read, lang) ?? missingTab(read.present, ev.tabs, WRITTEN);
}

/**
 * The chart of `player` (a player of the deals), once computed, from the deals the other tabs were
 * computed from (refused when they changed since: the chart would disagree with the dashboard).
 */
export function canChart(ev: TarotEvent, read: TarotRead, lang: Lang, player: string): Refusal {
  if (ev.shown === null) return new ArbitreError("tarot.guard.computeFirst", {});
  const bad = problems(read, lang);
  if (bad) return bad;
  if (ev.computed !== undefined && ev.computed !== read.print)
    return new ArbitreError("tarot.guard.changedSince", {});
  const known = read.report(ev.shown.asOf).players.some((p) => nameKey(p.player) === nameKey(player));
  return known
    ? missingTab(read.present, ev.tabs, ["chart"])
    : new ArbitreError("tarot.guard.unknownPlayer", { name: player });
}

/**
 * Publish shows the clubs what the tabs show: refused before the first Check and compute, and when
 * the deals changed since it.
 */
export function canPublish(ev: TarotEvent, read: TarotRead, lang: Lang): Refusal {
  if (ev.shown === null) return new ArbitreError("tarot.guard.computeFirst", {});
  const bad = problems(read, lang);
  if (bad) return bad;
  if (ev.computed !== undefined && ev.computed !== read.print)
    return new ArbitreError("tarot.guard.changedSince", {});
  return missingTab(read.present, ev.tabs, ["public"]);
}

/** A refusal as the button's reason: a list of problems is said by its first one. */
export function reasonOf(refusal: Refusal, lang: Lang): string {
  if (refusal === null) return "";
  if (refusal.code === "problemsListed")
    return (
      t(lang, "tarot.guard.problems", { first: refusal.params.first! }) +
      (Number(refusal.params.count) > 1
        ? t(lang, "tarot.guard.moreProblems", { more: Number(refusal.params.count) - 1 })
        : "")
    );
  return localise(refusal, lang);
}
