/**
 * A Swiss event in the sidebar: its cards (.swiss-card, the status card: status.ts, the top cut:
 * bracket-view.ts), its buttons' requests. The request's counters (expected round or stage) are
 * how the server refuses a double click.
 */
import type { EventState, Progress } from "../../../contract/index";
import { byId } from "../../dom";
import { progressOf, undoTarget } from "../../format";
import type { KindUi } from "../kind";
import { bindClubs, freezeClubs, renderClubs } from "./clubs-view";
import { renderStatus } from "./status";

function inTopCut(p: Progress | null): boolean {
  return p?.phase === "topcut" || (p?.topCut?.stage ?? 0) > 0;
}

/** The round or top-cut stage a Close or an Undo is about. */
function current(st: EventState): number {
  const p = progressOf(st);
  return inTopCut(p) ? (p?.topCut?.stage ?? 0) : (p?.round ?? 0);
}

export const SWISS_UI: KindUi = {
  namePlaceholder: "ui.dialog.namePlaceholder",
  cards: [],
  requests: {
    generateRound: (st, ev) => ({
      action: "generateRound",
      req: { ...ev, expectedRound: (progressOf(st)?.round ?? 0) + 1 },
    }),
    closeRound: (st, ev) => ({ action: "closeRound", req: { ...ev, round: current(st) } }),
    timerStart: (_st, ev) => ({ action: "timer", req: { ...ev, action: "start" } }),
    timerPause: (_st, ev) => ({ action: "timer", req: { ...ev, action: "pause" } }),
    timerReset: (_st, ev) => ({ action: "timer", req: { ...ev, action: "reset" } }),
    dropPlayer: (_st, ev) => {
      const name = byId<HTMLSelectElement>("drop-select").value;
      return name === "" ? null : { action: "dropPlayer", req: { ...ev, name } };
    },
    swapPlayers: (st, ev) => {
      const a = byId<HTMLSelectElement>("swap-a").value;
      const b = byId<HTMLSelectElement>("swap-b").value;
      if (a === "" || b === "" || a === b) return null;
      return { action: "swapPlayers", req: { ...ev, round: progressOf(st)?.round ?? 0, a, b } };
    },
    topCut: (st, ev) => ({
      action: "topCut",
      req: { ...ev, expectedStage: (progressOf(st)?.topCut?.stage ?? 0) + 1 },
    }),
    undoLastRound: (st, ev) => ({
      action: "undoLastRound",
      req: { ...ev, round: current(st), what: undoTarget(progressOf(st)) },
    }),
    resultForm: (_st, ev) => ({ action: "resultForm", req: { ...ev } }),
    applyReports: (_st, ev) => ({ action: "applyReports", req: { ...ev } }),
    remakeForm: (_st, ev) => ({ action: "remakeForm", req: { ...ev } }),
  },
  busy: {
    generateRound: "ui.busy.generateRound",
    closeRound: "ui.busy.closeRound",
    timerStart: "ui.busy.timer",
    timerPause: "ui.busy.timer",
    timerReset: "ui.busy.timer",
    dropPlayer: "ui.busy.dropPlayer",
    swapPlayers: "ui.busy.swapPlayers",
    topCut: "ui.busy.topCut",
    undoLastRound: "ui.busy.undoLastRound",
    resultForm: "ui.busy.resultForm",
    applyReports: "ui.busy.applyReports",
    remakeForm: "ui.busy.remakeForm",
  },
  form: "results",
  bind: (frame) => bindClubs(frame),
  render: (lang, state) => {
    if (state.kind !== "swiss") return;
    renderStatus(lang, state);
    renderClubs(lang, state);
  },
  freeze: (frozen) => freezeClubs(frozen),
};
