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
 * What code branches on, whatever words the message says: an error the code treats apart (a form
 * deleted in Drive, the settings too large, a list of the tabs' problems…) carries one, and the code
 * compares the code, never the message key as text.
 */
export type ErrorCode =
  /** The form was deleted in Drive (FormApp.openById fails for it). */
  | "formDeleted"
  /** Google Forms did not answer (a quota, an outage): the form may well be there. */
  | "formUnavailable"
  /** A question's column is missing from the form's responses tab. */
  | "formColumnMissing"
  /** The event's settings would not fit the document's properties. */
  | "storeFull"
  /** A result names a tournament the Tournaments tab does not have. */
  | "unknownTournament"
  /** A required cell left empty (said once per column when there are several). */
  | "requiredEmpty"
  /** A refusal listing the tabs' problems (problemsRefusal): a button names the first. */
  | "problemsListed"
  /** A Tarot participant spelt unlike the rest of the tabs. */
  | "tarotSpelling"
  /** A Tarot tournament or deal without its bot (« Mort »). */
  | "tarotNoBot"
  /** Close round with every result in: nothing to close, which is no error. */
  | "nothingToClose";

/**
 * The one error type the engine throws for bad input. It carries a message key and parameters, and
 * says nothing itself: the layers above render it in the user's language (src/i18n/render.ts
 * `localise`). `words` are parameters that name a word by its message key (an outcome), said in
 * the user's language too. `code` is what the code branches on (never the key's text). `message` is
 * the key and its parameters, for developers' logs.
 */
export class ArbitreError extends Error {
  readonly key: string;
  readonly params: Params;
  readonly at: Location;
  readonly words: Record<string, string>;
  /** What code branches on (see ErrorCode); null for an error only said. */
  readonly code: ErrorCode | null;

  constructor(
    key: string,
    params: Params = {},
    at: Location = {},
    words: Record<string, string> = {},
    code: ErrorCode | null = null,
  ) {
    super("");
    this.name = "ArbitreError";
    this.key = key;
    this.params = params;
    this.at = at;
    this.words = words;
    this.code = code;
    const all = { ...params, ...words };
    this.message = Object.keys(all).length > 0 ? `${key} ${JSON.stringify(all)}` : key;
  }

  /** The same error with more location filled in (fields already set are kept). */
  locate(at: Location): ArbitreError {
    return new ArbitreError(this.key, this.params, { ...at, ...this.at }, this.words, this.code);
  }
}
