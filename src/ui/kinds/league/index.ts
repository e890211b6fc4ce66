/** The team league in the sidebar: its card (view.ts), its buttons' requests. */
import type { KindUi } from "../kind";
import { renderLeague } from "./view";

export const LEAGUE_UI: KindUi = {
  namePlaceholder: "ui.dialog.namePlaceholderLeague",
  cards: ["league-card"],
  requests: {
    lineupForm: (_st, ev) => ({ action: "lineupForm", req: { ...ev } }),
    generateCalendar: (_st, ev) => ({ action: "generateCalendar", req: { ...ev } }),
    drawScenarios: (st, ev) => ({
      action: "drawScenarios",
      req: {
        ...ev,
        ...(st.kind === "league" && typeof st.league.toDraw === "number"
          ? { expected: st.league.toDraw }
          : {}),
      },
    }),
    checkLineups: (_st, ev) => ({ action: "checkLineups", req: { ...ev } }),
    updateLeague: (_st, ev) => ({ action: "updateLeague", req: { ...ev } }),
  },
  busy: {
    lineupForm: "ui.busy.resultForm",
    generateCalendar: "ui.busy.generateCalendar",
    drawScenarios: "ui.busy.drawScenarios",
    checkLineups: "ui.busy.checkLineups",
    updateLeague: "ui.busy.updateLeague",
  },
  form: "lineups",
  // a league explains a team's rank
  explainLabel: "ui.league.team",
  explainNone: "ui.league.explainNone",
  render: (lang, state) => {
    if (state.kind === "league") renderLeague(lang, state.league);
  },
};
