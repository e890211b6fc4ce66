/**
 * Event configuration in document properties (JSON), one key per event plus an index:
 *   arbitre.index          {"current": id | null, "ids": [id…], "next": n}
 *   arbitre.event.<id>     StoredEvent
 * The Rounds tab is the source of truth for pairings and results; the config holds what the sheet
 * cannot: system and settings, the seed of each round (replayable draw), how many rows each round
 * wrote (to detect a deleted row), the top-cut seeds, the timer, and the sizes last written to the
 * generated tabs (so that a rewrite pads them with blanks in the same single write).
 */
import type { EventTabs, SystemId, TopCutSize } from "./api-types";
import type { EventLang } from "./layout";

export interface RoundMeta {
  games: number;
  byes: number;
  /** Swiss rounds: the pairing seed (RULES §1 Decision: stored so the draw can be replayed). */
  seed?: number;
  /** Rematches accepted by the organiser in that round. */
  rematches?: number;
}

export interface TimerConfig {
  endsAt: number | null;
  pausedRemaining: number | null;
}

export interface StoredEvent {
  v: 1;
  id: string;
  name: string;
  system: SystemId;
  date: string;
  /** Planned Swiss rounds; 0 = the default from the player count (fixed when round 1 is paired). */
  rounds: number;
  roundMinutes: number;
  topCut: TopCutSize;
  /** Language of the tab names, headers and dropdown words (fixed at creation). */
  lang: EventLang;
  suffix: string;
  /** Prefix of the event's named ranges, e.g. "Arbitre1". */
  rangePrefix: string;
  tabs: EventTabs;
  swiss: RoundMeta[];
  /** Dust: exactly one undefeated entrant at the start of a round (RULES §2): no more rounds. */
  endedEarly: boolean;
  /** Top cut: entrants' names in seed order (frozen when the top cut starts). */
  topCutSeeds: string[];
  topCutStages: RoundMeta[];
  /** The final ranking has been written (the top cut's final is decided). */
  finished: boolean;
  timer: TimerConfig;
  /** Rows last written to the generated tabs (for padding). */
  written: { pairings: number; slips: number; public: number; publicCols: number; final: number };
}

export interface EventIndex {
  current: string | null;
  ids: string[];
  next: number;
}

const INDEX_KEY = "arbitre.index";
const EVENT_KEY = "arbitre.event.";

function props(): GoogleAppsScript.Properties.Properties {
  return PropertiesService.getDocumentProperties();
}

export function loadIndex(): EventIndex {
  const raw = props().getProperty(INDEX_KEY);
  if (!raw) return { current: null, ids: [], next: 1 };
  try {
    const parsed = JSON.parse(raw) as EventIndex;
    return {
      current: parsed.current ?? null,
      ids: parsed.ids ?? [],
      next: parsed.next ?? parsed.ids.length + 1,
    };
  } catch (_e) {
    return { current: null, ids: [], next: 1 };
  }
}

export function loadEvent(id: string): StoredEvent | null {
  const raw = props().getProperty(EVENT_KEY + id);
  if (!raw) return null;
  try {
    return JSON.parse(raw) as StoredEvent;
  } catch (_e) {
    return null;
  }
}

/** All events and the index, in one properties read. */
export function loadAll(): { index: EventIndex; events: StoredEvent[] } {
  const all = props().getProperties();
  let index: EventIndex = { current: null, ids: [], next: 1 };
  const raw = all[INDEX_KEY];
  if (raw) {
    try {
      const parsed = JSON.parse(raw) as EventIndex;
      index = { current: parsed.current ?? null, ids: parsed.ids ?? [], next: parsed.next ?? 1 };
    } catch (_e) {
      // keep the empty index
    }
  }
  const events: StoredEvent[] = [];
  for (const id of index.ids) {
    const e = all[EVENT_KEY + id];
    if (!e) continue;
    try {
      events.push(JSON.parse(e) as StoredEvent);
    } catch (_e) {
      // a corrupt entry is skipped
    }
  }
  return { index, events };
}

export function saveEvent(event: StoredEvent, index?: EventIndex): void {
  const values: Record<string, string> = { [EVENT_KEY + event.id]: JSON.stringify(event) };
  if (index) values[INDEX_KEY] = JSON.stringify(index);
  props().setProperties(values);
}

export function saveIndex(index: EventIndex): void {
  props().setProperty(INDEX_KEY, JSON.stringify(index));
}

/** A copy of a stored event (configs are small JSON). */
export function cloneEvent(e: StoredEvent): StoredEvent {
  return JSON.parse(JSON.stringify(e)) as StoredEvent;
}
