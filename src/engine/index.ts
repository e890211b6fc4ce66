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
} from "./ratings/elo";
export { ArbitreError, type Location, localise } from "./core/errors";
export { gamePoints, KOW_TABLES, type MatchResult, matchResult, type TableResult } from "./scoring/kow";
export { duplicatePoints, finalPoints, mastersPoints } from "./scoring/masters";
export { type DealEntry, dealMatchpoints, matchpoints } from "./scoring/matchpoints";
export { cleanName, nameKey } from "./core/names";
// Seeded randomness
export { createRng, mixSeed, type Rng, shuffled } from "./core/random";
export {
  buildRecords,
  collect,
  collectRounds,
  type EntrantRecord,
  type Game,
  type GameInput,
  matchWinRate,
} from "./core/records";
// Result cells and records (RULES §0)
export {
  type Cell,
  type Outcome,
  type ParsedRow,
  parseOutcome,
  parseRow,
  type ResultOptions,
} from "./core/results";
// Round counts and standings (RULES §1, §2; shared with the STANDINGS custom function)
export { type RoundsSystem, swissRounds } from "./swiss/rounds";
export {
  computeStandings,
  explainRank,
  ordinal,
  STANDINGS_SYSTEMS,
  type StandingRow,
  type StandingsOptions,
  type StandingsSystem,
} from "./standings/standings";
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
} from "./swiss/pairing";
export { DUST_POINTS, OMW_FLOOR, omw, sonneborn, sos, totalPoints } from "./standings/tiebreaks";
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
} from "./swiss/topcut";
