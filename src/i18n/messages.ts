/**
 * The merged catalogue and how a message is said (src/i18n/index.ts hands it on with render.ts).
 *
 * Bilingual messages (French / English).
 *
 * Each area of the code keeps its own catalogue file so that engineers do not edit the same file:
 *   core.ts (menus, generic messages), engine.ts, functions.ts, swiss.ts, event.ts and event-input.ts
 *   (settings and the tabs' cells read back), ui.ts (sidebar),
 *   league.ts and league-event.ts (team league), circuit.ts (season circuit), tarot.ts and tarot-event.ts (Tarot duplicate).
 * They are merged here into one catalogue. A key must be defined in exactly one file
 * (test/unit/i18n/catalogue-has-every-key-in-both-languages.test.ts checks it, along with non-empty texts and matching `{name}` placeholders).
 */
import type { Catalogue, Lang, Message } from "./catalogue";
import { CIRCUIT_MESSAGES } from "./circuit";
import { CIRCUIT_EVENT_MESSAGES } from "./circuit-event";
import { CORE_MESSAGES } from "./core";
import { ENGINE_MESSAGES } from "./engine";
import { EVENT_MESSAGES } from "./event";
import { EVENT_INPUT_MESSAGES } from "./event-input";
import { FORMS_MESSAGES } from "./forms";
import { FUNCTIONS_MESSAGES } from "./functions";
import { LEAGUE_MESSAGES } from "./league";
import { LEAGUE_EVENT_MESSAGES } from "./league-event";
import { LIVE_MESSAGES } from "./live";
import { SELFCHECK_MESSAGES } from "./selfcheck";
import { SWISS_MESSAGES } from "./swiss";
import { TAROT_MESSAGES } from "./tarot";
import { TAROT_EVENT_MESSAGES } from "./tarot-event";
import { fill, placeholderNames } from "./typography";
import { UI_MESSAGES } from "./ui";

export type { Catalogue, Lang, Message } from "./catalogue";

/**
 * Every message key: the keys of the catalogues. A key that is none does not compile; a key made
 * at run time is typed by what it may be (`circuit.action.${CircuitActionKind}`).
 */
export type MessageKey =
  | keyof typeof CORE_MESSAGES
  | keyof typeof ENGINE_MESSAGES
  | keyof typeof FUNCTIONS_MESSAGES
  | keyof typeof FORMS_MESSAGES
  | keyof typeof SWISS_MESSAGES
  | keyof typeof LEAGUE_MESSAGES
  | keyof typeof CIRCUIT_MESSAGES
  | keyof typeof CIRCUIT_EVENT_MESSAGES
  | keyof typeof LEAGUE_EVENT_MESSAGES
  | keyof typeof EVENT_MESSAGES
  | keyof typeof EVENT_INPUT_MESSAGES
  | keyof typeof UI_MESSAGES
  | keyof typeof TAROT_MESSAGES
  | keyof typeof TAROT_EVENT_MESSAGES
  | keyof typeof SELFCHECK_MESSAGES
  | keyof typeof LIVE_MESSAGES;

/**
 * What may follow `prefix` in a message key: `KeyAfter<"tarot.p.">` lists the ends of the Tarot
 * dashboard's keys, so that a key built at run time from a prefix is typed by what it may be.
 */
export type KeyAfter<P extends string> = MessageKey extends infer K
  ? K extends `${P}${infer Rest}`
    ? Rest
    : never
  : never;

/** Every per-area catalogue, by file name (for the duplicate-key test). */
export const CATALOGUES: Record<string, Catalogue> = {
  core: CORE_MESSAGES,
  engine: ENGINE_MESSAGES,
  functions: FUNCTIONS_MESSAGES,
  forms: FORMS_MESSAGES,
  swiss: SWISS_MESSAGES,
  league: LEAGUE_MESSAGES,
  circuit: CIRCUIT_MESSAGES,
  "circuit-event": CIRCUIT_EVENT_MESSAGES,
  "league-event": LEAGUE_EVENT_MESSAGES,
  event: EVENT_MESSAGES,
  "event-input": EVENT_INPUT_MESSAGES,
  ui: UI_MESSAGES,
  tarot: TAROT_MESSAGES,
  "tarot-event": TAROT_EVENT_MESSAGES,
  selfcheck: SELFCHECK_MESSAGES,
  live: LIVE_MESSAGES,
};

/** The merged catalogue. On a duplicate key the first file wins (the test forbids duplicates). */
export const MESSAGES: Map<string, Message> = new Map();
for (const area of Object.keys(CATALOGUES)) {
  const catalogue = CATALOGUES[area]!;
  for (const key of Object.keys(catalogue)) {
    if (!MESSAGES.has(key)) MESSAGES.set(key, catalogue[key]!);
  }
}

/** French when the locale starts with "fr" (fr, fr_FR, fr-CA…), English otherwise. */
export function langFromLocale(locale: string | null | undefined): Lang {
  return typeof locale === "string" && /^fr(?:$|[-_])/i.test(locale.trim()) ? "fr" : "en";
}

/** `key` is a message key: the check of a key that comes as a text (from the engine, below the words). */
export function hasMessage(key: string): key is MessageKey {
  return MESSAGES.has(key);
}

/**
 * The message of a key the engine names (an ArbitreError's, an explanation's, a criterion's): the
 * engine is below the words and cannot see MessageKey, so its keys are checked here, once. An
 * unknown key throws, as it would in `t`.
 */
export function sayKey(lang: Lang, key: string, params?: Record<string, string | number>): string {
  if (!hasMessage(key)) throw new Error(`i18n: unknown message key "${key}"`);
  return t(lang, key, params);
}

/** The `{name}` placeholders of a text (`{count|one|other}` included), sorted and without duplicates. */
export function placeholders(text: string): string[] {
  return placeholderNames(text);
}

/**
 * Replaces `{name}` placeholders (and `{count|one|other}` plural choices) as typography.ts says, in
 * `lang` (English when not given); a placeholder without a value is a programming error.
 */
export function format(
  text: string,
  params: Record<string, string | number> = {},
  lang: Lang = "en",
): string {
  return fill(lang, text, params, (name) => {
    throw new Error(`i18n: missing value for placeholder {${name}} in "${text}"`);
  });
}

/**
 * The message `key` in `lang`, placeholders filled from `params`.
 * An unknown key throws: it is a programming error, and the tests must catch it.
 */
export function t(lang: Lang, key: MessageKey, params?: Record<string, string | number>): string {
  const message = MESSAGES.get(key);
  if (message === undefined) throw new Error(`i18n: unknown message key "${key}"`);
  return format(message[lang], params, lang);
}

/**
 * Both languages in one label, "Français / English" (or just one text when they are equal).
 * Used where the language cannot be known, e.g. the menu built in AuthMode.NONE.
 */
export function tBoth(key: MessageKey, params?: Record<string, string | number>): string {
  const fr = t("fr", key, params);
  const en = t("en", key, params);
  return fr === en ? fr : `${fr} / ${en}`;
}
