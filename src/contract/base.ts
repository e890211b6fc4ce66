/**
 * The contract's first words: the ids (languages, kinds, systems) and what every request on an
 * event carries. Pure types: src/contract/views.ts says what they are for.
 */
import type { SwissSystemId } from "../engine/swiss/systems/index";

/**
 * The New-event dialog's choices: the Swiss systems (RULES §1 "La Confrérie", §2 Dust Tactics:
 * src/engine/swiss/systems) and the team league (RULES §3 Kings of War "Inter-clubs").
 */
export type SystemId = SwissSystemId | LeagueSystemId | CircuitSystemId | TarotSystemId;

export type LeagueSystemId = "league-kow";

/** The season circuit (RULES §5 "Masters Grand Sud"). */
export type CircuitSystemId = "circuit-masters";
/** The Tarot duplicate simultaneous ("simultané individuel", RULES §6). */
export type TarotSystemId = "tarot-duplicate";

/** The competition kinds (src/sheets/kinds): what the sidebar shows depends on it. */
export type KindId = "swiss" | "league" | "circuit" | "tarot";

/** Top cut size: 0 = none. */
export type TopCutSize = 0 | 2 | 4 | 8;

/**
 * Swiss events: clubs protected (RULES §1 Decision) never, in round 1 only, or in every round: the
 * pairing keeps clubmates apart as far as the system's own rule allows.
 */
export type ClubProtection = "off" | "round1" | "every";

export type Lang = "fr" | "en";

/** Common to every action on an event. */
export interface EventRequest {
  /** Omitted: the current event. */
  eventId?: string;
  /**
   * Sent by the sidebar's periodic refresh (arbitreApplyReports): it waits briefly for the document
   * lock and, when another request holds it, skips its turn (answered `skipped`, nothing written).
   */
  refresh?: boolean;
}
