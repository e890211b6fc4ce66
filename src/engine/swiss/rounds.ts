/**
 * Default number of Swiss rounds (the organiser may change it): each system's rule is in its
 * basics (src/engine/swiss/systems/<system>/basics.ts); this is the one entry point (dialog, sidebar,
 * SWISS_ROUNDS).
 *   confrerie (RULES §1): 2 → 1, 3–8 → 3, 9–16 → 4, 17–32 → 5, 33–64 → 6, 65–128 → 7, beyond ceil(log2 n).
 *   dust      (RULES §2): ≤ 8 → 3, 9–16 → 4, 17–32 → 5, beyond as §1. With 2 players the early end
 *                         of RULES §2 (one undefeated entrant left) stops the event after round 1.
 * Decision: 0 or 1 player → 0 rounds (no game can be paired).
 */
import { ArbitreError } from "../core/errors";
import { type SwissSystemId, swissBasics } from "./systems/basics";

export function swissRounds(players: number, system: SwissSystemId = "confrerie"): number {
  if (!Number.isInteger(players) || players < 0) {
    throw new ArbitreError("fn.bad.players", { value: String(players) });
  }
  return swissBasics(system).defaultRounds(players);
}
