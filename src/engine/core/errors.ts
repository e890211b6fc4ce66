import { type Lang, t } from "../../i18n/index";

/** Where a bad value came from: every field optional, rendered as a prefix of the message. */
export interface Location {
  /** A tab name (sheets layer) or an argument name (custom functions). */
  tab?: string;
  /** Custom-function name, e.g. "MASTERS_POINTS". */
  fn?: string;
  /** Argument name of a custom function, e.g. "seeds_present". */
  arg?: string;
  round?: number;
  /** 1-based row (within the range, or the sheet row when `tab` is set). */
  row?: number;
  /** Column letter or header. */
  column?: string;
}

export type Params = Record<string, string | number>;

/**
 * The one error type the engine throws for bad input. It carries a catalogue key and parameters so
 * that the sheets layer can say it in the spreadsheet's language; `message` is the English text.
 */
export class ArbitreError extends Error {
  readonly key: string;
  readonly params: Params;
  readonly at: Location;

  constructor(key: string, params: Params = {}, at: Location = {}) {
    super("");
    this.name = "ArbitreError";
    this.key = key;
    this.params = params;
    this.at = at;
    this.message = localise(this, "en");
  }

  /** The same error with more location filled in (fields already set are kept). */
  locate(at: Location): ArbitreError {
    return new ArbitreError(this.key, this.params, { ...at, ...this.at });
  }
}

/** Renders an error in a language: "FN : tab « X », round 2, row 5, column C : message". */
export function localise(err: ArbitreError, lang: Lang): string {
  const parts: string[] = [];
  const at = err.at;
  if (at.tab !== undefined) parts.push(t(lang, "at.tab", { tab: at.tab }));
  if (at.arg !== undefined) parts.push(t(lang, "at.arg", { arg: at.arg }));
  if (at.round !== undefined) parts.push(t(lang, "at.round", { round: at.round }));
  if (at.row !== undefined) parts.push(t(lang, "at.row", { row: at.row }));
  if (at.column !== undefined) parts.push(t(lang, "at.column", { column: at.column }));
  const body = t(lang, err.key, err.params);
  const sep = lang === "fr" ? " : " : ": ";
  const where = parts.join(", ");
  const head = at.fn !== undefined ? at.fn + sep : "";
  return head + (where ? where + sep : "") + body;
}
