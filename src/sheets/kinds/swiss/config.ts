/**
 * A Swiss event's stored config (document properties, through src/sheets/gateway/store.ts).
 * The Rounds tab is the source of truth for pairings and results; the config holds what the sheet
 * cannot: system and settings, the seed of each round (replayable draw), how many rows each round
 * wrote (to detect a deleted row), the top-cut seeds, the timer, and the sizes last written to the
 * generated tabs (so that a rewrite pads them with blanks in the same single write).
 */
import type { ClubProtection, EventTabs, SwissSystemId, TopCutSize } from "../../../contract/index";
import type { FormClaim } from "../../forms/index";
import type { SavedTab, StoredEventBase, UndoPlaces } from "../../gateway/index";
import type { EventLang } from "./schema";

export interface RoundMeta {
  games: number;
  byes: number;
  /** Swiss rounds: the pairing seed (RULES §1 Decision: stored so the draw can be replayed). */
  seed?: number;
  /** Rematches accepted by the organiser in that round (at Generate, then by hand swaps). */
  rematches?: number;
  /** Swaps made by hand in that round. */
  swaps?: number;
  /**
   * Swiss rounds: when Generate paired it (ms since 1970): a player's report sent before it is about
   * an earlier pairing of that round (taken back since), or about the round before.
   */
  pairedAt?: number;
}

export interface TimerConfig {
  endsAt: number | null;
  pausedRemaining: number | null;
}

/**
 * The Pairings and Match slips tabs as they were before Generate round, Top cut or Swap players
 * rewrote them (actions/pairing-copy.ts): where their copy sits in the undo tab, and their written heights.
 */
export interface PairingCopy {
  tabs: SavedTab<"pairings" | "slips">[];
  prevWritten: { pairings: number; slips: number };
}

/**
 * What the last undoable sidebar action changed, enough to put it back ("undo last action"). Kept
 * in the event's own property value (a few hundred bytes at most: no cell contents), except the
 * previous Public tab, which can be large (1,024 players ≈ 20,000 cells, far above the 9 KB a
 * property value may hold): Publish copies it into the event's hidden undo tab (its number formats,
 * then its values: one write each); Generate round, Top cut and Swap players copy the Pairings and
 * Match slips tabs there the same way (`pairings`).
 */
export type UndoRecord =
  | {
      kind: "generateRound";
      at: number;
      round: number;
      /** ev.rounds before (0 = from the player count). */
      prevRounds: number;
      /** The engine ended the event instead of pairing (Dust): nothing was written to the tabs. */
      ended?: boolean;
      /**
       * The Pairings and Match slips tabs as they were, copied into the undo tab (actions/pairing-copy.ts).
       * Absent in older records (and when `ended`): Undo writes them again from the event.
       */
      pairings?: PairingCopy;
    }
  | {
      kind: "closeRound";
      at: number;
      round: number;
      /** Games that got a double loss. */
      count?: number;
      /**
       * Tables of `round` that got a double loss, as ranges ("1-40,42,45-60": a few bytes even at
       * 2,000 players, where a list would overflow the property value): found again by round +
       * table when undoing (rows may shift).
       */
      ranges?: string;
      /** Older records: the tables as a list. */
      tables?: number[];
      /** Older records: sheet rows of the Rounds tab where the double loss was written. */
      rows?: number[];
    }
  | {
      kind: "dropPlayer";
      at: number;
      name: string;
      /** Players-tab row of the player. */
      row: number;
      /** The state the action set: true = dropped, false = reinstated. */
      dropped: boolean;
      /** The Status cell before, as typed. */
      prevText: string;
    }
  | {
      kind: "swapPlayers";
      at: number;
      round: number;
      /** The two players swapped (swapping them again undoes it). */
      a: string;
      b: string;
      /** The reasons column of the changed tables before, by table number (0: the bye row). */
      prevWhy: { table: number; why: string }[];
      /** ev.swiss[round - 1].rematches before. */
      prevRematches: number;
      /** As for generateRound: the Pairings and Match slips tabs as they were (absent in older records). */
      pairings?: PairingCopy;
    }
  | {
      kind: "topCut";
      at: number;
      /** Top-cut stages after the action. */
      stage: number;
      /** The action wrote the final ranking (no new stage). */
      final: boolean;
      /** As for generateRound: the Pairings and Match slips tabs as they were (not with the final ranking). */
      pairings?: PairingCopy;
    }
  | {
      kind: "remakeForm";
      at: number;
      /** The replaced form's config, put back by Undo. */
      old: {
        id: string;
        url: string;
        tab?: string;
        email?: boolean;
        topCutClosed?: boolean;
      };
      /** The new form's id. */
      id: string;
    }
  | {
      kind: "publish";
      at: number;
      /** Size of the previous Public tab copied into the undo tab (rows × columns from A1). */
      rows: number;
      cols: number;
      /** The copy's first column in the undo tab (0-based), beside the previous action's copy; absent: 0. */
      col?: number;
      /** ev.written.public / publicCols before. */
      prevWritten: { public: number; publicCols: number };
      /**
       * The copy carries the Public tab's formulas and number formats, its values their types
       * (gateway/journal.ts savedCell); absent in older records (values only).
       */
      formats?: true;
      /** The Public tab's first column widths before (Publish sets a phone's); absent in older records. */
      columnWidths?: number[];
    };

export interface StoredEvent extends StoredEventBase {
  kind: "swiss";
  system: SwissSystemId;
  /** Planned Swiss rounds; 0 = the default from the player count (fixed when round 1 is paired). */
  rounds: number;
  roundMinutes: number;
  topCut: TopCutSize;
  /** Language of the tab names, headers and dropdown words (fixed at creation). */
  lang: EventLang;
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
  written: {
    pairings: number;
    slips: number;
    public: number;
    publicCols: number;
    final: number;
    /** Size of the copy last written to the hidden undo tab. */
    undo?: number;
    undoCols?: number;
    /** The column (0-based) where the copy last written starts (absent: 0). */
    undoStart?: number;
  };
  /** The last undoable action (undo last action), null when there is none. */
  undo?: UndoRecord | null;
  /** The Rounds and Top cut tabs have the "why this pairing" column after the layout (events created since it exists). */
  reasons?: boolean;
  /**
   * The Players tab has the army-points column (schema.ts playersLayout). Set at creation since the
   * Players columns depend on the system (Dust Tactics: yes; La Confrérie: no); absent in events
   * created before, whose Players tab has it whatever the system.
   */
  armyPointsColumn?: boolean;
  /** The result form records the reporter's Google address (players sign in); absent: false. */
  reporterEmail?: boolean;
  /**
   * Club protection (RULES §1 Decision): "round1" or "every"; absent: off (events created before
   * it, and every event that does not protect clubs). The pairs to avoid are a tab of their own
   * (schema.ts avoidTabName), read when it exists.
   */
  protectClubs?: Exclude<ClubProtection, "off">;
  /** The pairs-to-avoid tab's name, once the organiser made it (Settings); absent: no pairs to avoid. */
  avoidTab?: string;
  /** Times the Public tab was published (the double-click guard of Publish); absent: 0. */
  published?: number;
  /** Name of the hidden tab holding the previous Public tab (created at the first Publish). */
  undoTab?: string;
  /**
   * The result form players fill in from their phones (actions/result-form.ts): its Drive id and
   * the link players open; `gone` once an action found it deleted (the sidebar says so). Absent
   * until the organiser creates it.
   */
  form?: {
    id: string;
    url: string;
    gone?: boolean;
    /** Its lists could not be set to the current round (Google Forms not answering): set again at the next reading. */
    stale?: boolean;
    /** Made half-way (Google Forms failed after creating it): the button finishes it. */
    unfinished?: boolean;
    /** The responses tab's name when last found (found again by its form link when renamed). */
    tab?: string;
    /** Whether the form was last set to collect respondents' addresses (Form.setCollectEmail). */
    email?: boolean;
    /** Remake the form stopped half-way: the new form begun, finished by the next press (actions/remake-form.ts). */
    next?: string;
    /** Closed by Arbitre while the top cut is played (no report is applied there); opened again when it is taken back. */
    topCutClosed?: boolean;
    /**
     * Apply reports being written (actions/apply-reports.ts): saved before its first write, absent
     * from the config it saves at the end. Each row changed (0-based grid index `r`): its written
     * cells after (`a`), before (`b`, absent when all blank) and its source before (`s`, absent when
     * blank). A row stopped half-way reads as it was before, not as the organiser's.
     */
    applying?: { round: number; rows: { r: number; a: string[]; b?: string[]; s?: string }[] };
  };
  /**
   * A result form being made (actions/result-form.ts, forms/form-claim.ts): stored before the form
   * is made, absent from the config saved at the end; a press again finds by it the form a
   * stopped press made.
   */
  formClaim?: FormClaim;
  /**
   * A Swiss round being written (writing.ts): saved by Generate round before its first write,
   * absent from the config it saves at the end. Its rows, from `row`, are not read; Generate round
   * writes them again from there with the same `seed`.
   */
  writing?: {
    round: number;
    row: number;
    seed: number;
    /** The copy of the Pairings and Match slips tabs made before the first write, kept by a press again. */
    copy?: PairingCopy & { places: UndoPlaces };
  };
  /**
   * The last Swiss round (or top-cut stage: `top`) being taken back (writing.ts): saved by Undo
   * before its first write, absent from the config it saves at the end. Its rows, `row` to `end`,
   * are not read; Undo pressed again clears them and finishes without asking again.
   */
  removing?: { round: number; row: number; end: number; top?: true };
  /**
   * The name cells Swap players or its undo (`by`) is writing in the current round (writing.ts):
   * saved before the first write; read in place of those cells; the same press again writes them
   * and finishes. A swap saves it with its config as it ends (undo record and counts); its undo
   * with the config as it was. `warned`: the swap's message said a rematch or a second bye.
   */
  seating?: {
    by: "swap" | "undo";
    round: number;
    rows: { row: number; a: string; b: string | null; why: string }[];
    warned?: boolean;
  };
}
