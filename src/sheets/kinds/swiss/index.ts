/**
 * The Swiss kind (La Confrérie, Dust Tactics): its actions, one module each in actions/, and how
 * its state is read and shown. Registered in src/sheets/kinds/index.ts.
 */
import { SWISS_SYSTEM_IDS } from "../../../engine/swiss/systems/index";
import { t } from "../../../i18n/index";
import { explainRank } from "../../../i18n/render";
import type { Store } from "../../gateway/store";
import type { EventKind, KindContext, KindOutcome } from "../kind";
import { applyReports } from "./actions/apply-reports";
import { closeRound } from "./actions/close";
import { createEvent } from "./actions/create";
import { newEventDefaults } from "./actions/defaults";
import { dropPlayer } from "./actions/drop";
import { generateRound } from "./actions/generate";
import { publish } from "./actions/publish";
import { resultForm } from "./actions/result-form";
import { swapPlayersAction } from "./actions/swap";
import { timer } from "./actions/timer";
import { topCut } from "./actions/top-cut";
import { undoLastAction } from "./actions/undo-action";
import { undoLastRound } from "./actions/undo-round";
import { updateEvent } from "./actions/update";
import type { StoredEvent } from "./config";
import type { Ctx, Done } from "./context";
import { swissRatedRounds } from "./ladder";
import { readSnapshot, type Snapshot, standingsOf } from "./read/index";
import { buildState } from "./view";

/** A Swiss action as the generic server calls it. */
function action<R>(fn: (ctx: Ctx, req: R) => Done): (ctx: KindContext, req: R) => KindOutcome {
  return (ctx, req) => {
    const done = fn({ lang: ctx.lang, ss: ctx.ss, all: ctx.all as Store<StoredEvent>, fits: ctx.fits }, req);
    return { message: done.message, event: done.event, read: done.snap };
  };
}

export const SWISS: EventKind = {
  id: "swiss",
  systems: SWISS_SYSTEM_IDS,
  actions: {
    updateEvent: action(updateEvent),
    generateRound: action(generateRound),
    closeRound: action(closeRound),
    timer: action(timer),
    dropPlayer: action(dropPlayer),
    swapPlayers: action(swapPlayersAction),
    topCut: action(topCut),
    undoLastRound: action(undoLastRound),
    undoLastAction: action(undoLastAction),
    publish: action(publish),
    resultForm: action(resultForm),
    applyReports: action(applyReports),
  },
  create: action(createEvent),
  defaults: newEventDefaults,
  read: (ss, ev) => readSnapshot(ss, ev as StoredEvent),
  state: (ctx, ev, read, error) =>
    buildState(
      ctx.version,
      ctx.lang,
      ctx.ss,
      ctx.all as Store<StoredEvent>,
      ev as StoredEvent,
      read as Snapshot | null,
      error,
    ),
  ratedRounds: (ss, ev) => swissRatedRounds(ss, ev as StoredEvent),
  explain: (ctx, ev, read, name) => {
    const rows = standingsOf(ev as StoredEvent, read as Snapshot);
    const text = explainRank(rows, name, ctx.lang);
    if (text === "") return { ok: false, text: t(ctx.lang, "event.unknownPlayer", { name }) };
    return { ok: true, text };
  },
};
