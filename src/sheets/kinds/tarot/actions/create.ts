/** New event ▸ Tarot duplicate: the event's config and its tabs (Deals, Tournaments, Players, …). */
import type { CreateEventRequest, NewEventDefaults } from "../../../../contract/index";
import { type Lang, t } from "../../../../i18n/index";
import { type Spreadsheet, STORE_VERSION } from "../../../gateway/index";
import {
  buildNewEventTabs,
  checkNewEventFits,
  newEventStart,
  oneSystemDefaults,
  registerEvent,
} from "../../settings";
import type { TarotEvent } from "../config";
import type { Ctx, Done } from "../context";
import { tarotTabNames, tarotTabSpecs } from "../schema";

export const TAROT_SYSTEM = "tarot-duplicate";

export function createTarot(ctx: Ctx, req: CreateEventRequest): Done {
  const lang = ctx.lang;
  const start = newEventStart(ctx, req, tarotTabNames, "tarot.tab.undo");
  const { name, suffix } = start;
  const ss = ctx.ss;
  const ev: TarotEvent = {
    v: STORE_VERSION,
    kind: "tarot",
    system: TAROT_SYSTEM,
    id: start.id,
    name,
    date: start.date,
    suffix,
    lang,
    tabs: start.tabs,
    shown: null,
    lastDay: "",
    written: { undo: 0, undoCols: 0 },
    published: 0,
    undo: null,
    undoTab: start.undoTab,
  };
  checkNewEventFits(ctx, ev);
  const built = buildNewEventTabs(ctx, req, ev, tarotTabSpecs(lang, ev.tabs, ev.undoTab, name));
  ss.setActiveSheet(built.get(ev.tabs.deals)!);
  registerEvent(ctx.all, ev);
  return {
    message: t(lang, "tarot.msg.created", { name, deals: ev.tabs.deals }),
    event: ev,
    read: null,
  };
}

export function tarotDefaults(lang: Lang, ss: Spreadsheet): NewEventDefaults {
  return oneSystemDefaults(lang, ss, {
    id: TAROT_SYSTEM,
    labelKey: "tarot.system",
    roundMinutes: 0,
    kind: "tarot",
  });
}
