import { type Lang, langFromLocale } from "../i18n/index";

/**
 * The active spreadsheet's locale, e.g. "fr_FR" (File ▸ Settings ▸ Locale). Every sidebar and menu
 * function asks it first, so none acts without an open spreadsheet: in a web-app run (the live
 * page's visitors can call any top-level function through google.script.run) there is none
 * (getActive() answers null), and the call stops here, before reading or writing anything.
 */
export function currentLocale(): string {
  const ss = SpreadsheetApp.getActive() as GoogleAppsScript.Spreadsheet.Spreadsheet | null;
  if (ss === null) throw new Error("Arbitre: no spreadsheet is open here; nothing to act on.");
  return ss.getSpreadsheetLocale();
}

/** The language to speak in this spreadsheet: French for a French locale, English otherwise. */
export function currentLang(): Lang {
  return langFromLocale(currentLocale());
}
