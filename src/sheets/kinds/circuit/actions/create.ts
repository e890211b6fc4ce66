/** New event ▸ Season circuit: the circuit's config and its tabs (Tournaments, Results, Ranking, …). */
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
import { type CircuitEvent, NO_WRITES } from "../config";
import type { Ctx, Done } from "../context";
import { CIRCUIT_TAB_ROLES, circuitTabNames, circuitTabSpecs } from "../schema";

export const CIRCUIT_SYSTEM = "circuit-masters";

export function createCircuit(ctx: Ctx, req: CreateEventRequest): Done {
  const lang = ctx.lang;
  checkNewEvent(lang, ctx.all, req);
  const ss = ctx.ss;
  const name = cleanEventName(req.name);
  const suffix = tabSuffix(name, ctx.all.events.length === 0, (x) => {
    const names = circuitTabNames(lang, x);
    return CIRCUIT_TAB_ROLES.every((r) => ss.getSheetByName(names[r]) === null);
  });
  const id = nextEventId(ctx.all);
  const undoBase = t(lang, "circuit.tab.undo");
  const ev: CircuitEvent = {
    v: STORE_VERSION,
    kind: "circuit",
    system: CIRCUIT_SYSTEM,
    id,
    name,
    date: req.date && validDate(req.date) ? req.date : today(ss),
    suffix,
    lang,
    tabs: circuitTabNames(lang, suffix),
    shown: null,
    lastDay: "",
    written: { ...NO_WRITES },
    published: 0,
    undo: null,
    undoTab: suffix === "" ? undoBase : `${undoBase} — ${suffix}`,
  };
  checkNewEventFits(ctx, ev);
  const built = buildTabs(ss, circuitTabSpecs(lang, ev.tabs, ev.undoTab, name));
  ss.setActiveSheet(built.get(ev.tabs.tournaments)!);
  registerEvent(ctx.all, ev);
  return {
    message: t(lang, "circuit.msg.created", {
      name,
      tournaments: ev.tabs.tournaments,
      results: ev.tabs.results,
    }),
    event: ev,
    read: null,
  };
}

export function circuitDefaults(lang: Lang, ss: Spreadsheet): NewEventDefaults {
  return oneSystemDefaults(lang, ss, {
    id: CIRCUIT_SYSTEM,
    labelKey: "circuit.system",
    roundMinutes: 0,
    kind: "circuit",
  });
}
