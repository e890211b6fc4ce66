/**
 * Every kind's part of the sidebar, by kind, and what all kinds share (Publish). The state says the
 * kind of the event it shows (EventState.kind, null without an event).
 */
import type { EventState, KindId } from "../../contract/index";
import { byId, h } from "../dom";
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
export const COMMON_UI: Omit<KindUi, "namePlaceholder"> = {
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

/**
 * Makes the kinds' cards the page does not hold (a kind with buttons only), plain, after the kinds'
 * cards it holds: a kind's buttons end its first card.
 */
export function placeKindCards(): void {
  let last: HTMLElement | null = null;
  for (const id of KIND_UIS.flatMap((k) => k.cards)) {
    const card: HTMLElement =
      document.getElementById(id) ?? h("section", { id, class: "card", hidden: true });
    if (!card.isConnected) last?.after(card);
    last = card;
  }
}

/** The sidebar's part of a kind (the New-event dialog's choice). */
export function uiOfKind(kind: KindId): KindUi {
  return BY_KIND[kind];
}

/** The sidebar's part of the kind of the event shown, by the state's `kind` (a Swiss event's before any is). */
export function kindUi(state: EventState | null): KindUi {
  return BY_KIND[state?.kind ?? "swiss"];
}
