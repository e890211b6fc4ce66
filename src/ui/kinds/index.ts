/**
 * Every kind's part of the sidebar, by kind, and what all kinds share (Publish). The state says the
 * kind of the event it shows (EventState.kind, null without an event).
 */
import type { EventState, KindId } from "../../contract/index";
import { byId } from "../dom";
import { CIRCUIT_UI } from "./circuit/index";
import type { KindUi } from "./kind";
import { LEAGUE_UI } from "./league/index";
import { SWISS_UI } from "./swiss/index";
import { TAROT_UI } from "./tarot/index";

/** By kind, the order the sidebar builds and binds them in. */
const BY_KIND: Record<KindId, KindUi> = {
  league: LEAGUE_UI,
  circuit: CIRCUIT_UI,
  tarot: TAROT_UI,
  swiss: SWISS_UI,
};

export const KIND_UIS: KindUi[] = Object.values(BY_KIND);

/** The buttons of every kind. */
export const COMMON_UI: KindUi = {
  cards: [],
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

/** The sidebar's part of the kind of the event shown, by the state's `kind` (a Swiss event's before any is). */
export function kindUi(state: EventState | null): KindUi {
  return BY_KIND[state?.kind ?? "swiss"];
}
