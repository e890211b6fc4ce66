/**
 * The wrapper layer of the custom functions: cell normalisation (cells.ts), broadcasting
 * (broadcast.ts), and localised errors (here). Every wrapper takes the spreadsheet language first;
 * `callFunction` runs one with the language of the active spreadsheet and turns an ArbitreError
 * into `Error("FN : … message")` in that language. Any other exception is a bug (the fuzz tests in
 * test/functions check that none can happen).
 */
import { ArbitreError } from "../../engine/core/errors";
import { type Lang, langFromLocale, localise } from "../../i18n/index";
import { cellDay, type DayOf, dayText, zoneDays, zoneOf } from "../gateway/index";
import { currentLocale } from "../locale";
import type { Plain } from "./broadcast";
import { inCall } from "./cells";
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
 * The functions whose reading depends on the spreadsheet's language: results typed as codes or
 * words, where "D" is a loss (défaite) in French and a draw in English.
 */
const READS_WORDS = new Set([
  "ELO_DELTA",
  "ELO_RATINGS",
  "SONNEBORN",
  "OMW",
  "SOS",
  "STANDINGS",
  "TEAM_STANDINGS",
]);

/** Engine params that hold a day ("YYYY-MM-DD"), said as the spreadsheet's users read it. */
const DAY_PARAMS = ["date", "today", "previous", "first"];

function sayDays(e: ArbitreError, lang: Lang): ArbitreError {
  const params = { ...e.params };
  for (const k of DAY_PARAMS) {
    const v = params[k];
    if (typeof v === "string" && /^\d{4}-\d{2}-\d{2}$/.test(v)) params[k] = dayText(v, lang);
  }
  return new ArbitreError(e.key, params, e.at, e.words, e.code);
}

/**
 * Runs the wrapper `name` in `lang`; an ArbitreError becomes a localised Error. `required`: the
 * names of the function's parameters, in order, "" for an optional one: a required argument left
 * out of the formula (`=ELO_DELTA(2000; 1900)`) is an error that names it, not a blank cell.
 * `days`: the days of the call's date cells (in the spreadsheet's time zone).
 */
export function runFunction(
  name: string,
  lang: Lang,
  args: readonly unknown[],
  required: readonly string[] = [],
  days: DayOf = cellDay,
): Plain | (Plain | boolean)[][] {
  const w = WRAPPERS[name];
  if (w === undefined) throw new Error(`Arbitre: unknown custom function ${name}`);
  try {
    required.forEach((arg, i) => {
      if (arg !== "" && args[i] === undefined) throw new ArbitreError("fn.missing", { arg });
    });
    // an argument the function does not take is an error, not silently ignored
    if (required.length > 0 && args.length > required.length)
      throw new ArbitreError("fn.extraArgs", { got: args.length, max: required.length });
    return inCall(lang, days, () => w(lang, ...args));
  } catch (e) {
    if (e instanceof ArbitreError) throw new Error(localise(sayDays(e.locate({ fn: name }), lang), lang));
    throw e;
  }
}

/** The language of the spreadsheet running the formula, null when its locale cannot be read. */
export function functionsLang(): Lang | null {
  try {
    const locale = currentLocale();
    return typeof locale === "string" && locale.trim() !== "" ? langFromLocale(locale) : null;
  } catch {
    return null;
  }
}

/**
 * Runs the wrapper `name` in the active spreadsheet's language (what the bundle's stubs call), its
 * dates in the spreadsheet's time zone (read once, on the call's first date). When the locale
 * cannot be read, a function that reads words is an error saying so in both languages (guessing
 * English would read "D" as a draw); the others answer in English.
 */
export function callFunction(
  name: string,
  args: readonly unknown[],
  required: readonly string[] = [],
): Plain | (Plain | boolean)[][] {
  const lang = functionsLang();
  if (lang === null && READS_WORDS.has(name)) {
    const e = new ArbitreError("fn.noLocale", {}, { fn: name });
    throw new Error(`${localise(e, "fr")} / ${localise(e, "en")}`);
  }
  const days = zoneDays(() => zoneOf(SpreadsheetApp.getActive()));
  return runFunction(name, lang ?? "en", args, required, days);
}
export * from "./tables";
