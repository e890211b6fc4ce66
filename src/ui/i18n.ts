/**
 * The sidebar's strings (src/i18n/ui.ts). Only that catalogue is bundled into Sidebar.html: the
 * texts the server computes (labels, reasons, messages) arrive already localised in EventState.
 */
import type { Lang } from "../i18n/catalogue";
import { fill } from "../i18n/typography";
import { UI_MESSAGES } from "../i18n/ui";

export type { Lang } from "../i18n/catalogue";
/** Days and months said as the server says them (no catalogue: the sidebar carries days.ts alone). */
export { monthText } from "../i18n/days";

/** The message `key` in `lang` with `{name}` placeholders filled; an unknown key shows as itself. */
/** A key of the sidebar's catalogue. */
export type UiKey = keyof typeof UI_MESSAGES;

export function tr(lang: Lang, key: UiKey, params: Record<string, string | number> = {}): string {
  const message = UI_MESSAGES[key];
  if (message === undefined) return key;
  return fill(lang, message[lang], params, (_name, whole) => whole);
}

/** `key` is a key of the sidebar's catalogue (a key read from the page, a `data-i18n` attribute). */
export function isUiKey(key: string): key is UiKey {
  return UI_KEYS.has(key);
}

const UI_KEYS = new Set<string>(Object.keys(UI_MESSAGES));

/** The text of a key the page names (`data-i18n`): an unknown key shows as itself. */
export function trPage(lang: Lang, key: string): string {
  return isUiKey(key) ? tr(lang, key) : key;
}
