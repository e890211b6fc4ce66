/**
 * "Masters Grand Sud" circuit points (RULES §5, seed 002 § 2): a tournament's top 32 score
 * duplicate points (by duplicate place) + final points (by final place), both growing with the
 * number of seeds ("têtes de série") present: RULES §5, ties at 16th are all seeds and the table
 * stops at 16, so more than 16 counts as 16.
 *   duplicate = max(0, 45 − 5·place + 10·seeds)
 *   final     = base(place) + 20·seeds, base = 480, 400, 320, 300, 240, 225, 210, 195, 160, 150, …
 *               (−10 each) …, 80 (17th), 75, 70, … (−5 each) …, 5 (32nd)
 * src/engine/scoring/masters-tables.ts holds the seed's tables; the tests check every cell.
 * Decision (RULES §5): only the top 32 of the final ranking score; a duplicate place beyond 32 adds 0.
 */
import { ArbitreError } from "../core/errors";

export const MASTERS_SCORING_PLACES = 32;
export const MASTERS_MAX_SEEDS = 16;

const TOP8 = [480, 400, 320, 300, 240, 225, 210, 195];

function checkPlace(place: number, arg: "final_place" | "duplicate_place"): void {
  if (!Number.isInteger(place) || place < 1)
    throw new ArbitreError(`fn.bad.${arg}`, { value: String(place) });
}

/** The seeds that count: a whole number ≥ 0 (else an error), capped at 16. */
function countedSeeds(seeds: number): number {
  if (!Number.isInteger(seeds) || seeds < 0) {
    throw new ArbitreError("fn.bad.seeds_present", { value: String(seeds) });
  }
  return Math.min(seeds, MASTERS_MAX_SEEDS);
}

/** Final-place base points with no seed present (0 beyond 32nd). */
export function finalBase(place: number): number {
  if (place > MASTERS_SCORING_PLACES) return 0;
  if (place <= 8) return TOP8[place - 1]!;
  if (place <= 17) return 160 - 10 * (place - 9);
  return 80 - 5 * (place - 17);
}

/** Points for a duplicate place (0 beyond 32nd). */
export function duplicatePoints(place: number, seeds: number): number {
  checkPlace(place, "duplicate_place");
  const counted = countedSeeds(seeds);
  if (place > MASTERS_SCORING_PLACES) return 0;
  return Math.max(0, 45 - 5 * place + 10 * counted);
}

/** Points for a final place (0 beyond 32nd). */
export function finalPoints(place: number, seeds: number): number {
  checkPlace(place, "final_place");
  const counted = countedSeeds(seeds);
  if (place > MASTERS_SCORING_PLACES) return 0;
  return finalBase(place) + 20 * counted;
}

/**
 * A player's points for one tournament: duplicate points (by `duplicatePlace`, default the final
 * place: all-duplicate tournament) + final points; 0 when the final place is beyond 32.
 */
export function mastersPoints(
  finalPlace: number,
  seeds: number,
  duplicatePlace: number = finalPlace,
): number {
  checkPlace(finalPlace, "final_place");
  checkPlace(duplicatePlace, "duplicate_place");
  countedSeeds(seeds);
  if (finalPlace > MASTERS_SCORING_PLACES) return 0;
  return duplicatePoints(duplicatePlace, seeds) + finalPoints(finalPlace, seeds);
}
