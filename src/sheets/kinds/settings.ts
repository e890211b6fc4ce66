/** Settings every kind of event checks the same way: the event's name and date, its tabs' suffix. */
import type { CreateEventRequest, KindId, NewEventDefaults, SystemId } from "../../contract/index";
import { ArbitreError } from "../../engine/core/errors";
import { type Lang, type MessageKey, numberText, t } from "../../i18n/index";
import {
  buildTabs,
  type Sheet,
  type Spreadsheet,
  type Store,
  type StoredEventBase,
  saveEvent,
  saveIndex,
  type TabSpec,
  takenTabNames,
  today,
} from "../gateway/index";
import { type KindContext, NeedConfirm } from "./kind";

/** A calendar date "yyyy-MM-dd" that exists (Date.parse alone rolls 2025-02-30 over to 2 March). */
export function validDate(s: unknown): s is string {
  if (typeof s !== "string" || !/^\d{4}-\d{2}-\d{2}$/.test(s)) return false;
  const ms = Date.parse(s); // date-only ISO strings are read as UTC
  return !Number.isNaN(ms) && new Date(ms).toISOString().slice(0, 10) === s;
}

/**
 * A value the organiser gave, as a settings message quotes it: a number as the spreadsheet's
 * language writes it (2,5 in French, 2.5 in English), anything else as it came.
 */
export function givenValue(v: unknown, lang: Lang): string {
  return typeof v === "number" ? numberText(v, lang) : String(v);
}

/** The longest event name, in characters (it titles the tabs, the Public tab and the form). */
export const EVENT_NAME_MAX = 60;

/** A name as stored: trimmed, inner spaces collapsed (checkEventName: at most 60 characters). */
export function cleanEventName(name: string): string {
  return name.trim().replace(/\s+/g, " ");
}

/**
 * An event name as the organiser gave it (New event, a rename): not empty, and at most 60
 * characters once cleaned; a longer one is refused with its length, never cut (a cut would keep
 * half a word, and a name nobody typed).
 */
export function checkEventName(name: unknown): void {
  if (typeof name !== "string" || name.trim() === "") throw new ArbitreError("event.setting.name", {});
  const length = [...cleanEventName(name)].length;
  if (length > EVENT_NAME_MAX)
    throw new ArbitreError("event.setting.nameLong", { length, max: EVENT_NAME_MAX });
}

/**
 * A new event of any kind: its name given, its date a real day when given, and, when the
 * spreadsheet already holds an event, the organiser's go-ahead (asked, then `another: true`).
 */
export function checkNewEvent(lang: Lang, all: Store, req: CreateEventRequest): void {
  checkEventName(req.name);
  if (req.date !== undefined && req.date !== "" && !validDate(req.date))
    throw new ArbitreError("event.setting.date", { value: givenValue(req.date, lang) });
  askBeforeAnother(lang, all, req);
}

/** When the spreadsheet already holds an event and the organiser has not said yes: the question. */
export function askBeforeAnother(lang: Lang, all: Store, req: CreateEventRequest): void {
  if (all.events.length > 0 && req.another !== true)
    throw new NeedConfirm(
      // every event the spreadsheet holds is named, not only the first
      all.events.length === 1
        ? t(lang, "event.confirm.another", { name: all.events[0]!.name })
        : t(lang, "event.confirm.anotherMany", {
            count: all.events.length,
            names: all.events.map((e) => t(lang, "event.quoted", { name: e.name })).join(", "),
          }),
      all.events.map((e) => e.name),
    );
}

/**
 * The suffix of a new event's tabs: "" for the first event of the spreadsheet, else its name (made
 * safe for a tab name); "name (2)", "name (3)"… while a tab of that name is taken (`free` says).
 */
export function tabSuffix(name: string, first: boolean, free: (suffix: string) => boolean): string {
  const safe = name.replace(/[[\]*?:/\\']/g, " ").trim();
  // at most 40 characters, cut after a whole word when there is one to cut after
  const head = safe.slice(0, 41);
  const space = head.lastIndexOf(" ");
  const base = (safe.length <= 40 ? safe : space > 0 ? head.slice(0, space) : safe.slice(0, 40)).trim();
  let suffix = first ? "" : base;
  if (free(suffix)) return suffix;
  suffix = base;
  for (let n = 2; !free(suffix); n++) suffix = `${base} (${n})`;
  return suffix;
}

/** What a kind's New event starts from, once the request is checked (`newEventStart`). */
export interface NewEventStart<Tabs> {
  id: string;
  name: string;
  date: string;
  suffix: string;
  tabs: Tabs;
  undoTab: string;
}

/**
 * The start of New event for a kind without Swiss settings: the request checked (checkNewEvent),
 * the name cleaned, the first tab suffix whose tabs are all free, the id, the date (today when none
 * or not a date), the tabs' names and the hidden undo tab's (`undoKey`, suffixed like the others).
 */
export function newEventStart<Tabs extends object>(
  ctx: Pick<KindContext, "lang" | "all" | "ss">,
  req: CreateEventRequest,
  tabNames: (lang: Lang, suffix: string) => Tabs,
  undoKey: MessageKey,
): NewEventStart<Tabs> {
  const { lang, all, ss } = ctx;
  checkNewEvent(lang, all, req);
  const name = cleanEventName(req.name);
  const undoBase = t(lang, undoKey);
  const undoTab = (x: string) => (x === "" ? undoBase : `${undoBase} — ${x}`);
  // free whatever their case, the undo tab too (Sheets ignores case in tab names); the tabs a New
  // event stopped half-way made count as free when it is pressed again
  const free = tabIsFree(ctx, req);
  const suffix = tabSuffix(name, all.events.length === 0, (x) =>
    [...Object.values(tabNames(lang, x)), undoTab(x)].every((tab) => free(tab as string)),
  );
  const id = nextEventId(all);
  return {
    id,
    name,
    date: req.date && validDate(req.date) ? req.date : today(ss),
    suffix,
    tabs: tabNames(lang, suffix),
    undoTab: undoTab(suffix),
  };
}

/**
 * The tabs a New event stopped half-way made (the index's `making`) when this request is that event
 * pressed again (the same name and system, its id still the next one): they are made again from
 * nothing, as a clean press makes them. Else none: a New event of another name leaves them alone.
 */
export function halfMadeTabs(all: Store, req: CreateEventRequest): string[] {
  const m = all.index.making;
  if (!m || m.id !== nextEventId(all) || m.system !== req.system) return [];
  return m.name === cleanEventName(req.name) ? m.tabs : [];
}

/** Whether a new event may take a tab of this name: none exists, or a half-made one of the same event. */
export function tabIsFree(
  ctx: Pick<KindContext, "all" | "ss">,
  req: CreateEventRequest,
): (tab: string) => boolean {
  const halfMade = halfMadeTabs(ctx.all, req);
  const taken = takenTabNames(ctx.ss);
  return (tab) => !taken(tab) || halfMade.includes(tab);
}

/**
 * New event's first changes, once every check passed: the tabs the same event stopped half-way
 * made are deleted (halfMadeTabs), and the index is saved with the tabs about to be made (`making`),
 * so that a press again after a stop finds them. `tabs`: every tab the event makes, its hidden ones too.
 */
export function startMaking(
  ctx: Pick<KindContext, "all" | "ss">,
  req: CreateEventRequest,
  ev: StoredEventBase,
  tabs: string[],
): void {
  const ss = ctx.ss;
  for (const name of halfMadeTabs(ctx.all, req)) {
    const sheet = ss.getSheetByName(name);
    if (sheet && ss.getSheets().length > 1) ss.deleteSheet(sheet);
  }
  ctx.all.index.making = { id: ev.id, name: ev.name, system: ev.system, tabs };
  saveIndex(ctx.all.index);
}

/** A new event's tabs made from their descriptions (buildTabs), after startMaking. */
export function buildNewEventTabs(
  ctx: Pick<KindContext, "all" | "ss">,
  req: CreateEventRequest,
  ev: StoredEventBase,
  specs: readonly TabSpec[],
): Map<string, Sheet> {
  startMaking(
    ctx,
    req,
    ev,
    specs.map((s) => s.name),
  );
  return buildTabs(ctx.ss, specs);
}

/** A new event's id: the next one of the spreadsheet's index. */
export function nextEventId(all: Store): string {
  return `e${all.index.next}`;
}

/**
 * A new event's config, and the index saved with it, checked against the store's limits before the
 * event's first tab is made (KindContext.fits).
 */
export function checkNewEventFits(ctx: Pick<KindContext, "all" | "fits">, ev: StoredEventBase): void {
  const index = ctx.all.index;
  ctx.fits(ev, { current: ev.id, ids: [...index.ids, ev.id], next: index.next + 1 });
}

/** A new event saved as the spreadsheet's current one (its id, nextEventId, taken from the index). */
export function registerEvent(all: Store, ev: StoredEventBase): void {
  const index = all.index;
  index.next++;
  index.ids.push(ev.id);
  index.current = ev.id;
  delete index.making;
  all.events.push(ev);
  saveEvent(ev, index);
}

/** The New-event dialog's defaults of a kind with one system and no options of its own. */
export function oneSystemDefaults(
  lang: Lang,
  ss: Spreadsheet,
  system: { id: SystemId; labelKey: MessageKey; roundMinutes: number; kind: KindId },
): NewEventDefaults {
  return {
    lang,
    systems: [
      {
        id: system.id,
        label: t(lang, system.labelKey),
        roundMinutes: system.roundMinutes,
        kind: system.kind,
      },
    ],
    date: today(ss),
    topCuts: [0],
    labels: {},
  };
}
