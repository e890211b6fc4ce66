/** New event ▸ Tarot duplicate: the event's config and its tabs (Deals, Tournaments, Players, …). */
import type { CreateEventRequest, NewEventDefaults } from "../../../../contract/views";
import { type Lang, t } from "../../../../i18n/index";
import { STORE_VERSION } from "../../../gateway/store";
import { buildTabs } from "../../../gateway/tab-spec";
import { type Spreadsheet, today } from "../../../gateway/workbook";
import {
  checkNewEvent,
  checkNewEventFits,
  cleanEventName,
  nextEventId,
  oneSystemDefaults,
  registerEvent,
  tabSuffix,
  validDate,
} from "../../settings";
import type { TarotEvent } from "../config";
import type { Ctx, Done } from "../context";
import { TAROT_TAB_ROLES, tarotTabNames, tarotTabSpecs } from "../schema";

export const TAROT_SYSTEM = "tarot-duplicate";

export function createTarot(ctx: Ctx, req: CreateEventRequest): Done {
  const lang = ctx.lang;
  checkNewEvent(lang, ctx.all, req);
  const ss = ctx.ss;
  const name = cleanEventName(req.name);
  const suffix = tabSuffix(name, ctx.all.events.length === 0, (x) => {
    const names = tarotTabNames(lang, x);
    return TAROT_TAB_ROLES.every((r) => ss.getSheetByName(names[r]) === null);
  });
  const id = nextEventId(ctx.all);
  const undoBase = t(lang, "tarot.tab.undo");
  const ev: TarotEvent = {
    v: STORE_VERSION,
    kind: "tarot",
    system: TAROT_SYSTEM,
    id,
    name,
    date: req.date && validDate(req.date) ? req.date : today(ss),
    suffix,
    lang,
    tabs: tarotTabNames(lang, suffix),
    shown: null,
    lastDay: "",
    written: { undo: 0, undoCols: 0 },
    published: 0,
    undo: null,
    undoTab: suffix === "" ? undoBase : `${undoBase} — ${suffix}`,
  };
  checkNewEventFits(ctx, ev);
  const built = buildTabs(ss, tarotTabSpecs(lang, ev.tabs, ev.undoTab, name));
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
