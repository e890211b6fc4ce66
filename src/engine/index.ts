/**
 * The public engine API: pure TypeScript, JSON in and JSON out, no spreadsheet access. The sheets
 * layer and the custom functions call the engine through this file. README "Engine API".
 */

// Other engines (RULES §3–§6)
export {
  ELO_INITIAL,
  type EloCurve,
  type EloGame,
  type EloOptions,
  type EloRating,
  eloDelta,
  eloExpected,
  eloK,
  eloRatings,
} from "./elo";
export { ArbitreError, type Location, localise } from "./errors";
export { gamePoints, KOW_TABLES, type MatchResult, matchResult, type TableResult } from "./kow";
export { duplicatePoints, finalPoints, mastersPoints } from "./masters";
export { type DealEntry, dealMatchpoints, matchpoints } from "./matchpoints";
export { cleanName, nameKey } from "./names";
// Seeded randomness
export { createRng, mixSeed, type Rng, shuffled } from "./random";
export {
  buildRecords,
  collect,
  collectRounds,
  type EntrantRecord,
  type Game,
  type GameInput,
  matchWinRate,
} from "./records";
// Result cells and records (RULES §0)
export {
  type Cell,
  type Outcome,
  type ParsedRow,
  parseOutcome,
  parseRow,
  type ResultOptions,
} from "./results";
// Round counts and standings (RULES §1, §2; shared with the STANDINGS custom function)
export { type RoundsSystem, swissRounds } from "./rounds";
export {
  computeStandings,
  explainRank,
  ordinal,
  STANDINGS_SYSTEMS,
  type StandingRow,
  type StandingsOptions,
  type StandingsSystem,
} from "./standings";
// Swiss pairing (RULES §1, §2)
export {
  type DetailedPairing,
  type DetailedTable,
  type Explanation,
  explain,
  type PairingEntrant,
  type PairingGame,
  type PairingInput,
  type PairingOutput,
  type PairingTable,
  pairNextRound,
  pairNextRoundDetailed,
  type SwissSystem,
} from "./swiss";
export { DUST_POINTS, OMW_FLOOR, omw, sonneborn, sos, totalPoints } from "./tiebreaks";
// Top cut (RULES §1)
export {
  explainTopCut,
  firstStageSeeds,
  type TopCutGame,
  type TopCutInput,
  type TopCutPlace,
  type TopCutStage,
  type TopCutState,
  type TopCutTable,
  topCut,
} from "./topcut";
