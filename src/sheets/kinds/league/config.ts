/**
 * A team league's stored config (document properties, through src/sheets/gateway/store.ts). The
 * tabs are the source of truth for teams, rosters, dates, hosts, lineups and results; the config
 * holds what the sheet cannot: the teams as the calendar was generated (to notice a renamed team or
 * a deleted calendar row), the scenario seed, the sizes last written to the generated tabs (so a
 * rewrite pads with blanks in the same single write) and the last undoable action.
 */
import type { LeagueTabs } from "../../../contract/index";
import type { Lang } from "../../../i18n/index";
import type { FormClaim } from "../../forms/index";
import type { SavedTab as JournalSavedTab, StoredEventBase } from "../../gateway/index";

/** Tabs an action rewrites, by role: what Undo last action puts back. */
export type WrittenRole =
  | "calendar"
  | "lineups"
  | "games"
  | "matches"
  | "standings"
  | "ladder"
  | "history"
  | "public";

/** A tab as it was before the action (src/sheets/gateway/journal.ts). */
export type SavedTab = JournalSavedTab<WrittenRole>;

export type LeagueActionKind =
  | "generateCalendar"
  | "drawScenarios"
  | "checkLineups"
  | "updateLeague"
  | "publish";

export interface LeagueUndo {
  kind: LeagueActionKind;
  at: number;
  /** The date drawn (drawScenarios), the lineups accepted (checkLineups): for the label. */
  count?: number;
  saved: SavedTab[];
  /**
   * A fingerprint of each tab as the action wrote it (context.ts `fingerprint`): Undo asks first when
   * a tab was changed since, so nothing typed after the action is lost unawares.
   */
  after?: Partial<Record<WrittenRole, string>>;
  /** Config fields the action changed, as they were. */
  prev: { teams: string[] | null; written: LeagueWritten; published: number };
}

export interface LeagueWritten {
  calendar: number;
  lineups: number;
  games: number;
  matches: number;
  standings: number;
  ladder: number;
  history: number;
  historyCols: number;
  public: number;
  undo: number;
  undoCols: number;
  /** Where the blocks saved last start in the undo tab (gateway/journal.ts). */
  undoStart?: number;
}

export interface LeagueEvent extends StoredEventBase {
  kind: "league";
  system: "league-kow";
  /** Language of the tab names, headers and codes (fixed at creation). */
  lang: Lang;
  tabs: LeagueTabs;
  /** The scenario draws' seed (RULES §3 Decision: seeded and recorded, so a draw can be replayed). */
  seed: number;
  /** The teams, in the order the calendar was generated from; null before Generate calendar. */
  teams: string[] | null;
  written: LeagueWritten;
  published: number;
  undo: LeagueUndo | null;
  /** Name of the hidden tab holding what Undo last action puts back. */
  undoTab: string;
  /**
   * The captains' lineup form (actions/lineup-form.ts): its Drive id and link; `tab` the
   * responses tab's name when last found; `gone` once found deleted.
   */
  lineupForm?: { id: string; url: string; tab?: string; gone?: boolean; stale?: boolean };
  /**
   * A lineup form being made (actions/lineup-form.ts, forms/form-claim.ts): stored before the form
   * is made, absent from the config saved at the end; a press again finds by it the form a
   * stopped press made.
   */
  formClaim?: FormClaim;
}

export const NO_WRITES: LeagueWritten = {
  calendar: 0,
  lineups: 0,
  games: 0,
  matches: 0,
  standings: 0,
  ladder: 0,
  history: 0,
  historyCols: 0,
  public: 0,
  undo: 0,
  undoCols: 0,
};
