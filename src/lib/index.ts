/**
 * Arbitre as a library, for scripts and examples: the engine (pure, JSON in and JSON out) plus
 * the words for its answers. The engine itself speaks in message keys (src/engine, no i18n); this
 * module adds the one-line English (or French) texts of the public contract, such as
 * `pairNextRound(...).tables[i].why`. Run `npx tsx examples/pair.ts` for an example.
 */

import { type PairingInput, pairNextRoundDetailed } from "../engine/swiss/pairing";
import { topCut as engineTopCut, type TopCutInput, type TopCutTable } from "../engine/swiss/topcut";
import type { Lang } from "../i18n/index";
import { explain } from "../i18n/index";

export * from "../engine/index";
export { explain, explainRank, localise, ordinal } from "../i18n/index";

export interface PairingTable {
  /** Ranked above `b` (round 1: drawn first). */
  a: string;
  b: string;
  /** One line: why these two meet. */
  why: string;
}

export interface PairingOutput {
  /** Table 1 first. */
  tables: PairingTable[];
  bye: string | null;
  /** Dust: exactly one undefeated entrant at the start of the round — the event is over. */
  ended: boolean;
  /** > 0 only when no rematch-free pairing exists (the organiser must accept it). */
  rematches: number;
}

/**
 * The public contract: pairs the next round, with each table's reason in `lang` (English by
 * default). Throws ArbitreError (with round and row) on bad input: unknown entrant, an entrant
 * twice in a round, a result that does not parse, a game without result.
 */
export function pairNextRound(input: PairingInput, lang: Lang = "en"): PairingOutput {
  const d = pairNextRoundDetailed(input);
  return {
    tables: d.tables.map((tb) => ({ a: tb.a, b: tb.b, why: explain(tb.explanation, lang) })),
    bye: d.bye,
    ended: d.ended,
    rematches: d.rematches,
  };
}

/** The top cut's next stage (or final ranking), each table with its reason in `lang`. */
export function topCut(input: TopCutInput, lang: Lang = "en") {
  const state = engineTopCut(input);
  return {
    ...state,
    tables: state.tables.map((tb: TopCutTable) => ({ ...tb, why: explain(tb.explanation, lang) })),
  };
}
