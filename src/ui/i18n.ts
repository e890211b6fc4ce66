/**
 * The sidebar's strings (src/i18n/ui.ts). Only that catalogue is bundled into Sidebar.html: the
 * texts the server computes (labels, reasons, messages) arrive already localised in EventState.
 */
import type { Lang } from "../i18n/catalogue";
import { fill } from "../i18n/typography";
import { UI_MESSAGES } from "../i18n/ui";

export type { Lang } from "../i18n/catalogue";

/** The message `key` in `lang` with `{name}` placeholders filled; an unknown key shows as itself. */
export function tr(lang: Lang, key: string, params: Record<string, string | number> = {}): string {
  const message = UI_MESSAGES[key];
  if (message === undefined) return key;
  return fill(lang, message[lang], params, (_name, whole) => whole);
}
