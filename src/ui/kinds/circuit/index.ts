/**
 * The season circuit in the sidebar: its card (view.ts), its buttons' requests. Its "Ranking to
 * show" choice is preset from the ranking the tab shows when an event is first shown, then kept as
 * the organiser sets it across refreshes; an action whose answer shows another ranking (Undo,
 * Check and compute) sets it to that one. Check and compute sends it.
 */
import { type KindUi, presetChoice } from "../kind";
import { choiceFromShown, choiceProblemText, circuitRequest, explainBlockedText } from "./format";
import {
  bindCircuitChoice,
  freezeCircuitChoice,
  readCircuitChoice,
  renderCircuit,
  writeCircuitChoice,
} from "./view";

const preset = presetChoice(writeCircuitChoice, (c) => JSON.stringify(c));

export const CIRCUIT_UI: KindUi = {
  namePlaceholder: "ui.dialog.namePlaceholderCircuit",
  cards: ["circuit-card"],
  requests: {
    computeCircuit: (_st, ev) => {
      const read = circuitRequest(ev.eventId, readCircuitChoice());
      return read.ok ? { action: "computeCircuit", req: read.req } : null;
    },
    prepareMasters: (st, ev) => ({
      action: "prepareMasters",
      req: { ...ev, year: st.kind === "circuit" ? (st.circuit.mastersYear ?? 0) : 0 },
    }),
    updateMasters: (_st, ev) => ({ action: "updateMasters", req: { ...ev } }),
  },
  busy: {
    computeCircuit: "ui.busy.computeCircuit",
    prepareMasters: "ui.busy.masters",
    updateMasters: "ui.busy.masters",
  },
  bind: (frame) => bindCircuitChoice(() => frame.changed()),
  render: (lang, state, acted) => {
    const circuit = state.kind === "circuit" ? state.circuit : undefined;
    const id = state.event?.id ?? null;
    if (!circuit || id === null) return;
    renderCircuit(lang, circuit);
    preset(id, choiceFromShown(circuit), acted);
  },
  // the ranking to show: a date or a year still to choose (once the server would compute)
  reason: (id, lang, state) => {
    if (id !== "computeCircuit") return "";
    const read = circuitRequest(state?.event?.id, readCircuitChoice());
    return read.ok ? "" : choiceProblemText(lang, read.problem);
  },
  explainBlocked: explainBlockedText,
  freeze: (frozen) => freezeCircuitChoice(frozen),
};
