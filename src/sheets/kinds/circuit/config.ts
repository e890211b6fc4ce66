/**
 * A season circuit's stored config (document properties). The Tournaments and Results tabs are the
 * source of truth; the config holds the ranking the Ranking tab shows (latest, at a date, or the
 * year-end ranking of a year), the sizes last written (padding), and the last undoable action.
 */
import type { CircuitTabs } from "../../../contract/index";
import type { Lang } from "../../../i18n/index";
import type { SavedTab as JournalSavedTab, StoredEventBase } from "../../gateway/index";

/**
 * Tabs Check and compute or Publish rewrite, by role: what Undo last action puts back.
 * "seedsPresent": the Tournaments tab's column of seeds present (that column only).
 */
export type CircuitRole =
  | "ranking"
  | "seeds"
  | "history"
  | "masters"
  | "matchSheets"
  | "public"
  | "seedsPresent";

export type CircuitActionKind = "computeCircuit" | "prepareMasters" | "updateMasters" | "publish";

/** Which ranking the Ranking tab shows. */
export interface ShownRanking {
  /** "YYYY-MM-DD"; "" = after the last tournament. */
  asOf: string;
  final: boolean;
  /** With `final` and no date: the year. */
  year?: number;
}

export interface CircuitWritten {
  ranking: number;
  rankingCols: number;
  seeds: number;
  history: number;
  historyCols: number;
  public: number;
  undo: number;
  undoCols: number;
  /** Where the blocks saved last start in the undo tab (gateway/journal.ts). */
  undoStart?: number;
}

export interface CircuitUndo {
  kind: CircuitActionKind;
  at: number;
  saved: JournalSavedTab<CircuitRole>[];
  /** Fingerprints of the tabs as written (Undo asks first when one changed since). */
  after?: Partial<Record<CircuitRole, string>>;
  prev: {
    shown: ShownRanking | null;
    written: CircuitWritten;
    published: number;
    lastDay: string;
    masters?: { year: number } | null;
    computed?: string;
  };
}

export interface CircuitEvent extends StoredEventBase {
  kind: "circuit";
  system: "circuit-masters";
  lang: Lang;
  tabs: CircuitTabs;
  /** The ranking last computed into the Ranking tab; null before the first Check and compute. */
  shown: ShownRanking | null;
  /** The last tournament day of the last computation, "" before. */
  lastDay: string;
  written: CircuitWritten;
  published: number;
  undo: CircuitUndo | null;
  undoTab: string;
  /** The Masters final once prepared: the year whose year-end ranking gave its players. */
  masters?: { year: number } | null;
  /** The Tournaments and Results tabs' fingerprint at the last Check and compute (CircuitRead.print). */
  computed?: string;
}

export const NO_WRITES: CircuitWritten = {
  ranking: 0,
  rankingCols: 0,
  seeds: 0,
  history: 0,
  historyCols: 0,
  public: 0,
  undo: 0,
  undoCols: 0,
};
