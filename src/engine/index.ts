/**
 * The engine's API: pure TypeScript, JSON in and JSON out, no spreadsheet access, no words (errors
 * and explanations are message keys; src/i18n/render.ts says them). The sheets layer and the
 * custom functions call the engine through this file; scripts use src/lib (engine + words).
 */

// Season circuit "Masters Grand Sud" (RULES §5)
export {
  MASTERS_COUPS,
  MASTERS_MATCHES,
  MASTERS_PLAYERS,
  MASTERS_TABLES,
  type MastersEntrant,
  type MastersField,
  type MastersGame,
  type MastersPairing,
  type MastersStanding,
  mastersField,
  mastersPairings,
  mastersSchedule,
  mastersStandings,
} from "./circuit/masters-final";
export { circuitRanking, keepOf, replayCircuit, SEED_PLACES } from "./circuit/ranking";
export type {
  Circuit,
  CircuitFormat,
  CircuitInput,
  CircuitRanking,
  HistoryEntry,
  RankingRow,
  Result as CircuitResult,
  ScoredResult,
  ScoredTournament,
  SeedList,
  Tournament as CircuitTournament,
  TournamentPoints,
} from "./circuit/types";
export { type CircuitColumn, checkCircuit, circuitProblems, spellingKey } from "./circuit/validate";
export { ArbitreError, type Location, type Params } from "./core/errors";
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
export {
  eloLadder,
  type LadderGame,
  type LadderHistory,
  type LadderResult,
  type LadderRound,
  type LadderRow,
} from "./ratings/ladder";
export {
  type Claim,
  type IgnoredReason,
  type IgnoredReport,
  type ReportedTable,
  type ReportRounds,
  type ResultReport,
  reconcileReports,
  type TableOutcome,
} from "./reports/swiss";
export { gamePoints, KOW_TABLES, type MatchResult, matchResult, type TableResult } from "./scoring/kow";
export { duplicatePoints, finalPoints, mastersPoints } from "./scoring/masters";
export { type DealEntry, dealMatchpoints, matchpoints } from "./scoring/matchpoints";
export {
  type Criterion,
  type CriterionStyle,
  computeStandings,
  criteria,
  flagPlayoffs,
  STANDINGS_SYSTEMS,
  type StandingRow,
  type StandingsOptions,
  type StandingsSystem,
  sameOn,
} from "./standings/standings";
export { DUST_POINTS, OMW_FLOOR, omw, sonneborn, sos, totalPoints } from "./standings/tiebreaks";
export {
  canClose,
  canDrop,
  canGenerate,
  canPublish,
  canTime,
  canTopCut,
  canUndoRound,
  type EarlyEnd,
  eventOver,
  phaseOf,
  type Refusal,
  type SwissFacts,
} from "./swiss/event";
// Swiss pairing (RULES §1, §2)
export {
  type DetailedPairing,
  type DetailedTable,
  type Explanation,
  type PairingEntrant,
  type PairingGame,
  type PairingInput,
  pairNextRoundDetailed,
} from "./swiss/pairing";
// Round counts and standings (RULES §1, §2; shared with the STANDINGS custom function)
export { swissRounds } from "./swiss/rounds";
export {
  isSwissSystem,
  SWISS_SYSTEM_IDS,
  SWISS_SYSTEMS,
  type SwissSystem,
  type SwissSystemId,
  swissSystem,
} from "./swiss/systems/index";
// Top cut (RULES §1)
export {
  firstStageSeeds,
  type TopCutGame,
  type TopCutInput,
  type TopCutPlace,
  type TopCutStage,
  type TopCutState,
  type TopCutTable,
  topCut,
} from "./swiss/topcut";
// Tarot "simultané individuel" duplicate (RULES §6)
export {
  ATTACK_WEIGHT,
  CUMUL_DEALS,
  cumulsOf,
  currentPercent,
  type FormDeal,
  formOf,
  type RawCumul,
  type SideWindow,
  sideWindow,
  WINDOW_DAYS,
  WINDOW_RESULTS,
} from "./tarot/form";
export {
  bestMean,
  INDEX_RESULTS,
  type IndexTournament,
  monthlyIndices,
  VICTORY_RESULTS,
} from "./tarot/indices";
export { sharedRanks, type TarotEntry, tarotDealMatchpoints, topOf } from "./tarot/matchpoints";
export { dealPercent, tarotPercent } from "./tarot/percent";
export { tarotReport } from "./tarot/report";
export type {
  Cumul,
  DealRow,
  MonthIndices,
  PlayerReport,
  Side,
  SideForm,
  TarotReport,
  TournamentResult,
  TournamentRow,
} from "./tarot/types";
export {
  checkTarot,
  dayNumber,
  indexDeals,
  isBotName,
  parseSide,
  type TarotColumn,
  tarotProblems,
} from "./tarot/validate";
