/**
 * The entry-point registry: every function Apps Script must see at the top level of build/Code.js
 * (triggers, menu actions, sidebar server functions, custom functions) is declared here, once.
 * scripts/build.mjs turns each entry into a top-level `function NAME(params…)` stub that delegates
 * into the bundle, with a JSDoc block (and `@customfunction` for kind "custom").
 *
 * Each layer owns its own list so that work on one does not collide with another:
 *   src/addon/triggers.ts  — onOpen, onInstall, menu actions   (TRIGGERS)
 *   src/addon/functions.ts — custom functions for formulas     (CUSTOM_FUNCTIONS)
 *   src/addon/server.ts    — the sidebar's google.script.run API (SERVER_FUNCTIONS)
 * and src/addon/main.ts concatenates them into ENTRY_POINTS.
 */
export type EntryKind = "trigger" | "menu" | "server" | "custom";

export interface Bilingual {
  fr: string;
  en: string;
}

export interface EntryParam {
  /** Parameter name as shown in Sheets' formula help (snake_case for custom functions). */
  name: string;
  /** Type shown in the JSDoc `@param {type}` (e.g. "number", "number|string", "Array<Array<*>>"). */
  type: string;
  doc: Bilingual;
  optional?: boolean;
}

export interface EntryPoint {
  name: string;
  kind: EntryKind;
  params: EntryParam[];
  doc: Bilingual;
  /** What the function returns, for the JSDoc `@return` line. */
  returns?: { type: string; doc: Bilingual };
  // biome-ignore lint/suspicious/noExplicitAny: entry points receive whatever Apps Script passes.
  impl: (...args: any[]) => unknown;
}
