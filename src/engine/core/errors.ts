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
  /** Column letter or header, or a message key ("col.armyA") said in the sheet's language. */
  column?: string;
}

export type Params = Record<string, string | number>;

/**
 * The one error type the engine throws for bad input. It carries a message key and parameters, and
 * says nothing itself: the layers above render it in the user's language (src/i18n/render.ts
 * `localise`). `words` are parameters that name a word by its message key (an outcome), said in
 * the user's language too. `message` is the key and its parameters, for developers' logs.
 */
export class ArbitreError extends Error {
  readonly key: string;
  readonly params: Params;
  readonly at: Location;
  readonly words: Record<string, string>;

  constructor(key: string, params: Params = {}, at: Location = {}, words: Record<string, string> = {}) {
    super("");
    this.name = "ArbitreError";
    this.key = key;
    this.params = params;
    this.at = at;
    this.words = words;
    const all = { ...params, ...words };
    this.message = Object.keys(all).length > 0 ? `${key} ${JSON.stringify(all)}` : key;
  }

  /** The same error with more location filled in (fields already set are kept). */
  locate(at: Location): ArbitreError {
    return new ArbitreError(this.key, this.params, { ...at, ...this.at }, this.words);
  }
}
