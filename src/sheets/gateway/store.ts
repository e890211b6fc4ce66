/**
 * The event store: every event's config in document properties (JSON), one key per event plus an
 * index, in one read (getProperties) and one write (setProperties):
 *   arbitre.index          {"v": 2, "current": id | null, "ids": [id…], "next": n}
 *   arbitre.event.<id>     the event's config: StoredEventBase + what its kind keeps
 * Versioned: a value written by an older version is brought up to date by `migrate` when read. A
 * value that cannot be read (corrupt JSON, unknown version, missing event) is an error naming the
 * property and what to do, never an empty store: the next New event must not overwrite it.
 */
import type { EventSummary, SystemId } from "../../contract/index";
import { ArbitreError } from "../../engine/core/errors";
import type { SavedTab } from "./journal";

/** The store's format. v1: Swiss events only, no `kind`; v2: `kind` on every event, index versioned. */
export const STORE_VERSION = 2;

export const INDEX_KEY = "arbitre.index";
export const EVENT_KEY = "arbitre.event.";

/** What every event keeps, whatever its kind. */
export interface StoredEventBase {
  v: number;
  id: string;
  /** The competition kind that owns the event (src/sheets/kinds). */
  kind: string;
  /** The choice made at creation within the kind (a Swiss system: "confrerie", "dust"). */
  system: string;
  name: string;
  /** "YYYY-MM-DD". */
  date: string;
  /** The event's tabs: "" for the first event, then a suffix from the event's name. */
  suffix: string;
  /** The event's games feed the workbook's Elo ladder (RULES §4; a checkbox at creation). */
  ladder?: boolean;
  /**
   * Saved with the config as it was, right after an action copied the tabs it rewrites into the
   * undo tab and before it writes any of them: the copy's action, where it sits, and the undo tab's
   * places before and after it. An action stopped half-way (a quota, the time limit) and pressed
   * again keeps that copy (what was there before the first press) instead of copying the tabs it
   * had half-written. Every saved config drops it (the server).
   */
  pending?: PendingCopy;
}

/** The undo tab's places (gateway/journal.ts JournalHost.written). */
export interface UndoPlaces {
  undo: number;
  undoCols: number;
  undoStart?: number;
}

/** An undo copy made by an action not finished yet (StoredEventBase.pending). */
export interface PendingCopy {
  kind: string;
  /** The undo tab's places before the copy (the config's, as long as no action was saved since). */
  base: UndoPlaces;
  /** The places once the copy is made. */
  places: UndoPlaces;
  saved: SavedTab[];
  /**
   * Set when the config is saved ahead of the action's last write (kinds/kind.ts `saveAhead`): the
   * fingerprint of the tab written last as it was before the action. The mark holds only while
   * that tab is still so (the last write not made); once it is written, the mark is stale.
   */
  ahead?: string;
}

export interface EventIndex {
  current: string | null;
  ids: string[];
  next: number;
  /**
   * A new event whose tabs are being made: saved by New event before its first tab, gone once the
   * event is saved with the index. A New event stopped half-way leaves it; pressed again for the same
   * event, it makes those tabs again from nothing (kinds/settings.ts `halfMadeTabs`).
   */
  making?: EventMaking;
}

/** What the index keeps of a new event being made: its id, name, system and the tabs it makes. */
export interface EventMaking {
  id: string;
  name: string;
  system: string;
  tabs: string[];
}

function readMaking(m: unknown): EventMaking | undefined {
  if (m === null || typeof m !== "object") return undefined;
  const x = m as Partial<EventMaking>;
  const strings = (v: unknown) => Array.isArray(v) && v.every((t) => typeof t === "string");
  if (typeof x.id !== "string" || typeof x.name !== "string" || typeof x.system !== "string")
    return undefined;
  return strings(x.tabs) ? { id: x.id, name: x.name, system: x.system, tabs: x.tabs as string[] } : undefined;
}

export interface Store<E extends StoredEventBase = StoredEventBase> {
  index: EventIndex;
  events: E[];
  /** The bytes each document property holds, as loaded (key and value): what `assertFits` adds up. */
  bytes?: Record<string, number>;
  /** Each config an action saved itself before its last write (kinds/kind.ts `saveAhead`), as saved. */
  saved?: Record<string, string>;
}

/** Brings one stored value up to the current version (exported for the test of each step). */
export function migrate(raw: Record<string, unknown>): StoredEventBase {
  let v = typeof raw.v === "number" ? raw.v : 1;
  const ev = { ...raw } as Record<string, unknown>;
  if (v === 1) {
    // v1 had Swiss events only
    ev.kind = "swiss";
    v = 2;
  }
  ev.v = v;
  return ev as unknown as StoredEventBase;
}

function props(): GoogleAppsScript.Properties.Properties {
  return PropertiesService.getDocumentProperties();
}

function unreadable(key: string, reason: string): ArbitreError {
  return new ArbitreError("store.unreadable", { key, reason });
}

function parse(key: string, raw: string): Record<string, unknown> {
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch (_e) {
    throw unreadable(key, "JSON");
  }
  if (value === null || typeof value !== "object" || Array.isArray(value)) throw unreadable(key, "JSON");
  return value as Record<string, unknown>;
}

function readIndex(raw: string): EventIndex {
  const parsed = parse(INDEX_KEY, raw);
  const v = typeof parsed.v === "number" ? parsed.v : 1;
  if (v > STORE_VERSION) throw unreadable(INDEX_KEY, `v${v}`);
  const ids = parsed.ids;
  if (!Array.isArray(ids) || ids.some((id) => typeof id !== "string")) throw unreadable(INDEX_KEY, "ids");
  const current = typeof parsed.current === "string" ? parsed.current : null;
  const next =
    typeof parsed.next === "number" && Number.isInteger(parsed.next) && parsed.next > 0
      ? parsed.next
      : ids.length + 1;
  const making = readMaking(parsed.making);
  return { current, ids: ids as string[], next, ...(making ? { making } : {}) };
}

/** All events and the index, in one properties read. Throws ArbitreError when a value is unreadable. */
export function loadAll<E extends StoredEventBase>(): Store<E> {
  const all = props().getProperties();
  const bytes: Record<string, number> = {};
  for (const key of Object.keys(all)) bytes[key] = utf8Length(key) + utf8Length(all[key] ?? "");
  const raw = all[INDEX_KEY];
  const index: EventIndex = raw ? readIndex(raw) : { current: null, ids: [], next: 1 };
  const events: E[] = [];
  for (const id of index.ids) {
    const key = EVENT_KEY + id;
    const e = all[key];
    if (!e) throw unreadable(key, "missing");
    const value = parse(key, e);
    const v = typeof value.v === "number" ? value.v : 1;
    if (v > STORE_VERSION) throw unreadable(key, `v${v}`);
    events.push(migrate(value) as E);
  }
  return { index, events, bytes };
}

/**
 * A property value holds at most 9 KB, key included, and a document's properties 500 KB in all
 * (Apps Script quotas). An event's config stays far below (names are 100 characters at most, big
 * lists are kept compact or in tabs); an action whose config would not fit is refused before it
 * writes anything.
 */
export const MAX_EVENT_BYTES = 9 * 1024 - 64;
export const MAX_STORE_BYTES = 500 * 1024 - 512;

/**
 * Room kept, when an action checks its config before its first write, for what it learns only as
 * it writes: the fingerprints of the tabs written, their heights, where its undo copy sits.
 */
export const WRITE_RESERVE_BYTES = 1024;

function utf8Length(s: string): number {
  let n = 0;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c < 0x80) n += 1;
    else if (c < 0x800) n += 2;
    else if (c >= 0xd800 && c < 0xdc00) {
      n += 4;
      i++;
    } else n += 3;
  }
  return n;
}

/**
 * Refuses (before any write) an event whose config would not fit in its property value, or that
 * would take the document's properties past their total (`store`: as loaded; `index`: saved with
 * it, for a new event), keeping `reserve` bytes for what the action adds once it writes.
 */
export function assertFits(event: StoredEventBase, store?: Store, reserve = 0, index?: EventIndex): void {
  const key = EVENT_KEY + event.id;
  const bytes = utf8Length(key) + utf8Length(JSON.stringify(event)) + reserve;
  if (bytes > MAX_EVENT_BYTES)
    throw new ArbitreError("store.tooLarge", { kb: Math.ceil(bytes / 1024), max: 9 }, {}, {}, "storeFull");
  if (!store?.bytes) return;
  let total = bytes;
  for (const [k, n] of Object.entries(store.bytes)) if (k !== key && !(index && k === INDEX_KEY)) total += n;
  if (index) total += utf8Length(INDEX_KEY) + utf8Length(JSON.stringify({ v: STORE_VERSION, ...index }));
  if (total > MAX_STORE_BYTES)
    throw new ArbitreError("store.full", { kb: Math.ceil(total / 1024), max: 500 }, {}, {}, "storeFull");
}

/** Saves an event (and the index, when given) in one write. */
export function saveEvent(event: StoredEventBase, index?: EventIndex): void {
  const values: Record<string, string> = { [EVENT_KEY + event.id]: JSON.stringify(event) };
  if (index) values[INDEX_KEY] = JSON.stringify({ v: STORE_VERSION, ...index });
  props().setProperties(values);
}

export function saveIndex(index: EventIndex): void {
  props().setProperty(INDEX_KEY, JSON.stringify({ v: STORE_VERSION, ...index }));
}

/** The event the request names, else the current one, else the first. */
export function pickEvent<E extends StoredEventBase>(store: Store<E>, id?: string): E | null {
  const wanted = typeof id === "string" && id !== "" ? id : store.index.current;
  return store.events.find((e) => e.id === wanted) ?? store.events[0] ?? null;
}

/** A copy of a stored event (configs are small JSON). */
export function cloneEvent<E extends StoredEventBase>(e: E): E {
  return JSON.parse(JSON.stringify(e)) as E;
}

/**
 * Every event of the spreadsheet, for the sidebar's event list; `current` marks the index's current
 * event (what a request without an eventId acts on), whichever event the state shows.
 */
export function eventSummaries(store: Store): EventSummary[] {
  const current = pickEvent(store);
  return store.events.map((e) => ({
    id: e.id,
    name: e.name,
    system: e.system as SystemId,
    date: e.date,
    current: current !== null && e.id === current.id,
  }));
}
