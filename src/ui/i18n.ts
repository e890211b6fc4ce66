/**
 * The sidebar's strings (src/i18n/ui.ts). Only that catalogue is bundled into Sidebar.html: the
 * texts the server computes (labels, reasons, messages) arrive already localised in EventState.
 */
import type { Lang } from "../i18n/catalogue";
import { UI_MESSAGES } from "../i18n/ui";

export type { Lang } from "../i18n/catalogue";
/** Days and months said as the server says them (no catalogue: the sidebar carries days.ts alone). */
export { monthText } from "../i18n/days";

/** The message `key` in `lang` with `{name}` placeholders filled; an unknown key shows as itself. */
export function tr(lang: Lang, key: string, params: Record<string, string | number> = {}): string {
  const message = UI_MESSAGES[key];
  if (message === undefined) return key;
  return message[lang].replace(/\{([A-Za-z_][A-Za-z0-9_]*)\}/g, (whole, name: string) => {
    const value = params[name];
    return value === undefined ? whole : String(value);
  });
}
