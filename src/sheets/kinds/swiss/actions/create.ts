/** New event: the event's config and its tabs (Players, Rounds, Pairings, …, Public). */
import type { CreateEventRequest } from "../../../../contract/index";
import { ArbitreError } from "../../../../engine/core/errors";
import { isSwissSystem, swissSystem } from "../../../../engine/swiss/systems/index";
import { t } from "../../../../i18n/index";
import { buildTabs, STORE_VERSION, today } from "../../../gateway/index";
import {
  askBeforeAnother,
  checkNewEventFits,
  nextEventId,
  registerEvent,
  startMaking,
  tabIsFree,
  tabSuffix,
} from "../../settings";
import type { StoredEvent } from "../config";
import { type Ctx, type Done, swissUndoSheet, undoTabName } from "../context";
import type { Snapshot } from "../read/index";
import { type EventLang, hasArmyPointsColumn, TAB_ROLES, tabNames } from "../schema";
import { checkEventName, checkSettings, cleanEventName, validDate } from "../settings";
import { swissTabSpecs } from "../tab-specs";

export function createEvent(ctx: Ctx, req: CreateEventRequest): Done {
  const lang = ctx.lang;
  if (!req || !isSwissSystem(req.system)) {
    throw new ArbitreError("event.setting.system", { value: String(req?.system) });
  }
  checkEventName(req.name);
  checkSettings(req, lang);
  askBeforeAnother(lang, ctx.all, req);
  const ss = ctx.ss;
  const evLang: EventLang = lang;
  const name = cleanEventName(req.name);
  // free whatever their case, the undo tab too (Sheets ignores case in tab names); the tabs a New
  // event stopped half-way made count as free when it is pressed again
  const free = tabIsFree(ctx, req);
  const suffix = tabSuffix(name, ctx.all.events.length === 0, (x) => {
    const names = tabNames(evLang, x);
    const undo = t(evLang, "event.undoTab");
    return free(x === "" ? undo : `${undo} — ${x}`) && TAB_ROLES.every((r) => free(names[r]));
  });
  const id = nextEventId(ctx.all);
  const ev: StoredEvent = {
    v: STORE_VERSION,
    kind: "swiss",
    reasons: true,
    armyPointsColumn: hasArmyPointsColumn(req.system),
    id,
    name,
    system: req.system,
    date: req.date && validDate(req.date) ? req.date : today(ss),
    rounds: req.rounds ?? 0,
    roundMinutes: req.roundMinutes ?? swissSystem(req.system).roundMinutes,
    topCut: req.topCut ?? 0,
    lang: evLang,
    suffix,
    rangePrefix: `Arbitre${ctx.all.index.next}`,
    tabs: tabNames(evLang, suffix),
    swiss: [],
    endedEarly: false,
    topCutSeeds: [],
    topCutStages: [],
    finished: false,
    timer: { endsAt: null, pausedRemaining: null },
    written: { pairings: 0, slips: 0, public: 0, publicCols: 0, final: 0 },
  };
  if (req.ladder === true) ev.ladder = true;
  if (req.protectClubs === "round1" || req.protectClubs === "every") ev.protectClubs = req.protectClubs;
  checkNewEventFits(ctx, ev);
  const specs = swissTabSpecs(ev);
  // the hidden undo tab is made unless one of its name is there already (swissUndoSheet takes it)
  const undoTab = undoTabName(ev);
  const made = free(undoTab) ? [undoTab] : [];
  startMaking(ctx, req, ev, [...specs.map((s) => s.name), ...made]);
  buildTabs(ss, specs);
  swissUndoSheet(ss, ev);
  ss.setActiveSheet(ss.getSheetByName(ev.tabs.players)!);
  registerEvent(ctx.all, ev);
  const snap: Snapshot = {
    players: [],
    swiss: [],
    top: [],
    publicTab: true,
    missingTabs: {},
    roundsHeight: 1,
    topHeight: 1,
  };
  return { message: t(lang, "event.msg.created", { name, tab: ev.tabs.players }), event: ev, read: snap };
}
