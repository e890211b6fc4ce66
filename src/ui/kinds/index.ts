/**
 * Every kind's part of the sidebar, and what all kinds share (Publish). The kind of an event is
 * the first whose `shows` takes its state (a Swiss event when no other does).
 */
import type { EventState } from "../../contract/index";
import { byId } from "../dom";
import { CIRCUIT_UI } from "./circuit/index";
import type { KindUi } from "./kind";
import { LEAGUE_UI } from "./league/index";
import { SWISS_UI } from "./swiss/index";
import { TAROT_UI } from "./tarot/index";

export const KIND_UIS: KindUi[] = [LEAGUE_UI, CIRCUIT_UI, TAROT_UI, SWISS_UI];

/** The buttons of every kind. */
export const COMMON_UI: KindUi = {
  cards: [],
  shows: () => true,
  requests: {
    publish: (st, ev) => ({
      action: "publish",
      req: { ...ev, expectedPublish: (st.event?.published ?? 0) + 1 },
    }),
  },
  busy: { publish: "ui.busy.publish" },
  after: {
    publish: () => {
      byId<HTMLDetailsElement>("publish-details").open = true;
    },
  },
};

export function kindUi(state: EventState | null): KindUi {
  return (state && KIND_UIS.find((k) => k.shows(state))) || SWISS_UI;
}
