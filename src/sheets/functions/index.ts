/**
 * The wrapper layer of the custom functions: cell normalisation (cells.ts), broadcasting
 * (broadcast.ts), and localised errors (here). Every wrapper takes the spreadsheet language first;
 * `callFunction` runs one with the language of the active spreadsheet and turns an ArbitreError
 * into `Error("FN : … message")` in that language. Any other exception is a bug (the fuzz tests in
 * test/functions check that none can happen).
 */
import { ArbitreError } from "../../engine/core/errors";
import type { Lang } from "../../i18n/index";
import { localise } from "../../i18n/render";
import { currentLang } from "../locale";
import type { Plain } from "./broadcast";
import { MASTERS_RANKING } from "./circuit";
import { TEAM_STANDINGS } from "./league";
import { ELO_DELTA, ELO_EXPECTED, ELO_K, MASTERS_POINTS, SWISS_ROUNDS } from "./scalar";
import { ELO_RATINGS, MATCHPOINTS, OMW, SONNEBORN, SOS, STANDINGS } from "./tables";
import { DUPLICATE_INDEX, TAROT_FORM, TAROT_PERCENT } from "./tarot";

/** A table may hold booleans (TAROT_FORM's "provisional"). */
export type Wrapper = (lang: Lang, ...args: unknown[]) => Plain | (Plain | boolean)[][];

export const WRAPPERS: Record<string, Wrapper> = {
  ELO_EXPECTED,
  ELO_DELTA,
  ELO_K,
  ELO_RATINGS,
  MASTERS_POINTS,
  MASTERS_RANKING,
  SONNEBORN,
  OMW,
  SOS,
  SWISS_ROUNDS,
  MATCHPOINTS,
  STANDINGS,
  TEAM_STANDINGS,
  TAROT_PERCENT,
  DUPLICATE_INDEX,
  TAROT_FORM,
};

/**
 * Runs the wrapper `name` in `lang`; an ArbitreError becomes a localised Error. `required`: the
 * names of the function's parameters, in order, "" for an optional one: a required argument left
 * out of the formula (`=ELO_DELTA(2000; 1900)`) is an error that names it, not a blank cell.
 */
export function runFunction(
  name: string,
  lang: Lang,
  args: readonly unknown[],
  required: readonly string[] = [],
): Plain | (Plain | boolean)[][] {
  const w = WRAPPERS[name];
  if (w === undefined) throw new Error(`Arbitre: unknown custom function ${name}`);
  try {
    required.forEach((arg, i) => {
      if (arg !== "" && args[i] === undefined) throw new ArbitreError("fn.missing", { arg });
    });
    return w(lang, ...args);
  } catch (e) {
    if (e instanceof ArbitreError) throw new Error(localise(e.locate({ fn: name }), lang));
    throw e;
  }
}

/** The language of the spreadsheet running the formula (English when it cannot be read). */
export function functionsLang(): Lang {
  try {
    return currentLang();
  } catch {
    return "en";
  }
}

/** Runs the wrapper `name` in the active spreadsheet's language (what the bundle's stubs call). */
export function callFunction(
  name: string,
  args: readonly unknown[],
  required: readonly string[] = [],
): Plain | (Plain | boolean)[][] {
  return runFunction(name, functionsLang(), args, required);
}
