/** New event ▸ Season circuit: the circuit's config and its tabs (Tournaments, Results, Ranking, …). */
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
import { type CircuitEvent, NO_WRITES } from "../config";
import type { Ctx, Done } from "../context";
import { circuitTabNames, circuitTabSpecs } from "../schema";

export const CIRCUIT_SYSTEM = "circuit-masters";

export function createCircuit(ctx: Ctx, req: CreateEventRequest): Done {
  const lang = ctx.lang;
  const start = newEventStart(ctx, req, circuitTabNames, "circuit.tab.undo");
  const { name, suffix } = start;
  const ss = ctx.ss;
  const ev: CircuitEvent = {
    v: STORE_VERSION,
    kind: "circuit",
    system: CIRCUIT_SYSTEM,
    id: start.id,
    name,
    date: start.date,
    suffix,
    lang,
    tabs: start.tabs,
    shown: null,
    lastDay: "",
    written: { ...NO_WRITES },
    published: 0,
    undo: null,
    undoTab: start.undoTab,
  };
  checkNewEventFits(ctx, ev);
  const built = buildNewEventTabs(ctx, req, ev, circuitTabSpecs(lang, ev.tabs, ev.undoTab, name));
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
