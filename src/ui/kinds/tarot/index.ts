/**
 * The Tarot duplicate in the sidebar: its card (view.ts), its buttons' requests. Its "Dashboard"
 * choice is preset and kept as the circuit's; Check and compute sends it with the player of the
 * "Chart of" list, and choosing another player there redraws that player's chart at once.
 */
import { type KindUi, presetChoice } from "../kind";
import { tarotChartRequest, tarotChoiceFromShown, tarotProblemText, tarotRequest } from "./format";
import { bindTarotChoice, freezeTarotChoice, readTarotChoice, renderTarot, writeTarotChoice } from "./view";

const preset = presetChoice(writeTarotChoice, (c) => JSON.stringify({ mode: c.mode, date: c.date }));

export const TAROT_UI: KindUi = {
  namePlaceholder: "ui.dialog.namePlaceholderTarot",
  cards: ["tarot-card"],
  requests: {
    computeTarot: (_st, ev) => {
      const read = tarotRequest(ev.eventId, readTarotChoice());
      return read.ok ? { action: "computeTarot", req: read.req } : null;
    },
  },
  busy: { computeTarot: "ui.busy.computeTarot" },
  bind: (frame) =>
    bindTarotChoice(
      () => frame.changed(),
      // "Chart of": the chart of the player chosen, at once (the dashboard's date stays as shown)
      (player) => {
        const id = frame.state()?.event?.id;
        if (id !== undefined)
          frame.run({ action: "tarotChart", req: tarotChartRequest(id, player) }, "ui.busy.tarotChart");
      },
    ),
  render: (lang, state, acted) => {
    const tarot = state.kind === "tarot" ? state.tarot : undefined;
    const id = state.event?.id ?? null;
    if (!tarot || id === null) return;
    renderTarot(lang, tarot);
    preset(id, tarotChoiceFromShown(tarot), acted);
  },
  // the dashboard to show: a date still to choose
  reason: (id, lang, state) => {
    if (id !== "computeTarot") return "";
    const read = tarotRequest(state?.event?.id, readTarotChoice());
    return read.ok ? "" : tarotProblemText(lang, read.problem);
  },
  freeze: (frozen, state) => freezeTarotChoice(frozen, state?.kind === "tarot" ? state.tarot : null),
};
