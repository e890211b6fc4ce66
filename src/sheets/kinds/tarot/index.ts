/**
 * The Tarot duplicate kind ("simultané individuel", RULES §6): its actions, one module each in
 * actions/, and how its state is read and shown. Registered in src/sheets/kinds/index.ts.
 *
 * Its files (one line each, test/unit/sheets/kind-index-header-lists-every-file-of-its-folder.test.ts
 * checks that the list is the folder's):
 * - index.ts — TAROT, its EventKind: the actions by name, create, defaults, read, state, and
 *   explain (why a player has their rank, in sentences: i18n explainTarotRank).
 * - config.ts — TarotEvent (the stored config: tab names, the dashboard's date and the chart's
 *   player, lastDay, the Deals fingerprint last computed, the undo record) and its types.
 * - schema.ts — the tabs' roles and names per language, the Deals columns, header keys, widths.
 * - read/index.ts — readTarot: the Deals tab read once into the engine's rows, problems named by tab,
 *   row and column, never thrown; print, the fingerprint; report(asOf), made once per date.
 * - guard.ts — one guard per action (canCompute, canChart, canPublish) and reasonOf.
 * - tabs.ts — pure builders of what the actions write: Deals H–I, Tournaments, Players, the chart's
 *   data, Public.
 * - chart.ts — chartPlayer and writeChart: the Chart tab's data and its embedded chart.
 * - context.ts — what the actions share: journal (undo), writeRole, actionLabel.
 * - view.ts — the sidebar's EventState and its tarot view; each button from its action's guard.
 * - published.ts — what the club publishes: tarotSources (the Public tab's rows) and tarotLive (the
 *   live page: the last tournament, the month's indices, each player's chart).
 * - actions/create.ts — New event ▸ Tarot duplicate: the config, the Deals tab, the written tabs,
 *   the hidden undo tab.
 * - actions/compute.ts — Check and compute: every problem at once or nothing; Deals H–I,
 *   Tournaments, Players and the chart, one write each.
 * - actions/chart.ts — the chart of the player picked, at the date shown; not journaled.
 * - actions/publish.ts — Publish: the Public tab, the last tournament and the month's indices.
 * - actions/undo.ts — Undo last action through undoTabs; removes the chart when its data is put back.
 */
import { explainTarotRank, type Lang, type MessageKey, t } from "../../../i18n/index";
import { defineKind, type KindAction, problemsRefusal } from "../kind";
import { drawTarotChart } from "./actions/chart";
import { computeTarot } from "./actions/compute";
import { createTarot, TAROT_SYSTEM, tarotDefaults } from "./actions/create";
import { publishTarot } from "./actions/publish";
import { undoTarot } from "./actions/undo";
import type { TarotEvent } from "./config";
import { canCompute, canPublish, type Refusal, reasonOf } from "./guard";
import { tarotLive } from "./published";
import { readTarot, type TarotRead } from "./read";
import { dashboardOrder } from "./tabs";
import { tarotState } from "./view";

/** A button enabled exactly when `guard` lets its action run (the tabs read), else with the reason. */
function button(
  label: MessageKey,
  guard: (ev: TarotEvent, read: TarotRead, lang: Lang) => Refusal,
): KindAction<TarotEvent, TarotRead, never>["button"] {
  return (ctx, ev, read, error) => {
    const reason = error ?? (read ? reasonOf(guard(ev, read, ctx.lang), ctx.lang) : "");
    return { enabled: reason === "", reason, label: t(ctx.lang, label) };
  };
}

export const TAROT = defineKind<TarotEvent, TarotRead, "tarot">({
  id: "tarot",
  systems: [TAROT_SYSTEM],
  actions: {
    computeTarot: { run: computeTarot, button: button("tarot.btn.compute", canCompute) },
    tarotChart: drawTarotChart,
    publish: { run: publishTarot, button: button("event.btn.publish", canPublish) },
  },
  create: createTarot,
  defaults: tarotDefaults,
  read: readTarot,
  state: tarotState,
  live: tarotLive,
  undo: undoTarot,
  explain: (ctx, e, r, name) => {
    // what is wrong, when something is: the first problem of Deals (and how many more)
    if (r.problems.length > 0)
      return { ok: false, text: reasonOf(problemsRefusal(r.problems, ctx.lang, "tarot.refused"), ctx.lang) };
    if (!e.shown) return { ok: false, text: t(ctx.lang, "tarot.guard.computeFirst") };
    const players = dashboardOrder(r.report(e.shown.asOf).players);
    const text = explainTarotRank(players, name, ctx.lang);
    if (text === "") return { ok: false, text: t(ctx.lang, "tarot.guard.unknownPlayer", { name }) };
    return { ok: true, text };
  },
});
