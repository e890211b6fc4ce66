import { type Lang, langFromLocale } from "../i18n/index";

/** The active spreadsheet's locale, e.g. "fr_FR" (File ▸ Settings ▸ Locale). */
export function currentLocale(): string {
  return SpreadsheetApp.getActive().getSpreadsheetLocale();
}

/** The language to speak in this spreadsheet: French for a French locale, English otherwise. */
export function currentLang(): Lang {
  return langFromLocale(currentLocale());
}
