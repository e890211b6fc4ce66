/**
 * A Tarot duplicate's stored config (document properties). The Deals tab is the source of truth;
 * the config holds the dashboard the tabs show (its date and the chart's player), the sizes last
 * written (padding), and the last undoable action.
 */
import type { TarotTabs } from "../../../contract/index";
import type { Lang } from "../../../i18n/index";
import type { SavedTab, StoredEventBase } from "../../gateway/index";

/** Tabs an action rewrites, by role: what Undo last action puts back. */
export type TarotRole = "tournaments" | "players" | "chart" | "public";

export type TarotActionKind = "computeTarot" | "publish";

/** The dashboard the tabs show. */
export interface ShownDashboard {
  /** "YYYY-MM-DD"; "" = the last deal's day. */
  asOf: string;
  /** The chart's player ("" = none yet). */
  player: string;
}

export interface TarotWritten {
  undo: number;
  undoCols: number;
  /** Where the blocks saved last start in the undo tab (gateway/journal.ts). */
  undoStart?: number;
}

export interface TarotUndo {
  kind: TarotActionKind;
  at: number;
  saved: SavedTab<TarotRole>[];
  /** Fingerprints of the tabs as written (Undo asks first when one changed since). */
  after?: Partial<Record<TarotRole, string>>;
  prev: { shown: ShownDashboard | null; published: number; lastDay: string; computed?: string };
}

export interface TarotEvent extends StoredEventBase {
  kind: "tarot";
  system: "tarot-duplicate";
  lang: Lang;
  tabs: TarotTabs;
  /** The dashboard last computed; null before the first Check and compute. */
  shown: ShownDashboard | null;
  /** The last deal's day at the last computation, "" before. */
  lastDay: string;
  written: TarotWritten;
  published: number;
  undo: TarotUndo | null;
  undoTab: string;
  /** The Deals tab's fingerprint at the last Check and compute (TarotRead.print). */
  computed?: string;
}
