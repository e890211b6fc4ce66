/**
 * The Tarot duplicate kind ("simultané individuel", RULES §6): its actions, one module each in
 * actions/, and how its state is read and shown. Registered in src/sheets/kinds/index.ts.
 */
import { nameKey } from "../../../engine/core/names";
import { t } from "../../../i18n/index";
import { type EventKind, type KindContext, type KindOutcome, problemsRefusal } from "../kind";
import { drawTarotChart } from "./actions/chart";
import { computeTarot } from "./actions/compute";
import { createTarot, TAROT_SYSTEM, tarotDefaults } from "./actions/create";
import { publishTarot } from "./actions/publish";
import { undoTarot } from "./actions/undo";
import type { TarotEvent } from "./config";
import type { Ctx, Done } from "./context";
import { reasonOf } from "./guard";
import { readTarot, type TarotRead } from "./read";
import { tarotState } from "./view";

function action<R>(fn: (ctx: Ctx, req: R) => Done): (ctx: KindContext, req: R) => KindOutcome {
  return (ctx, req) => {
    const done = fn(ctx as Ctx, req);
    return { message: done.message, event: done.event, read: done.read };
  };
}

const fmt = (x: number | null, lang: string): string =>
  x === null ? "—" : x.toLocaleString(lang === "fr" ? "fr-FR" : "en-GB", { maximumFractionDigits: 1 });

export const TAROT: EventKind = {
  id: "tarot",
  systems: [TAROT_SYSTEM],
  actions: {
    computeTarot: action(computeTarot),
    tarotChart: action(drawTarotChart),
    publish: action(publishTarot),
    undoLastAction: action(undoTarot),
  },
  create: action(createTarot),
  defaults: tarotDefaults,
  read: (ss, ev) => readTarot(ss, ev as TarotEvent),
  state: (ctx, ev, read, error) => tarotState(ctx, ev as TarotEvent, read as TarotRead | null, error),
  explain: (ctx, ev, read, name) => {
    const e = ev as TarotEvent;
    const r = read as TarotRead;
    // what is wrong, when something is: the first problem of Deals (and how many more)
    if (r.problems.length > 0)
      return { ok: false, text: reasonOf(problemsRefusal(r.problems, ctx.lang, "tarot.refused"), ctx.lang) };
    if (!e.shown) return { ok: false, text: t(ctx.lang, "tarot.guard.computeFirst") };
    const p = r.report(e.shown.asOf).players.find((x) => nameKey(x.player) === nameKey(name));
    if (!p) return { ok: false, text: t(ctx.lang, "tarot.guard.unknownPlayer", { name }) };
    return {
      ok: true,
      text: t(ctx.lang, "tarot.why", {
        player: p.player,
        current: fmt(p.current, ctx.lang),
        attack: fmt(p.attack.average, ctx.lang),
        attackCount: p.attack.counted,
        defence: fmt(p.defence.average, ctx.lang),
        defenceCount: p.defence.counted,
        deals: p.deals,
      }),
    };
  },
};
