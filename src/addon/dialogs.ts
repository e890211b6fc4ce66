/** Dialogs the add-on opens (UI only: HtmlService and SpreadsheetApp.getUi). */
import { t } from "../i18n/index";
import { currentLang } from "../sheets/locale";

/** Arbitre ▸ Check the installation: the Sidebar page as a modal dialog in "self-check" mode. */
export function showSelfCheckDialog(): void {
  const lang = currentLang();
  const html = HtmlService.createHtmlOutputFromFile("Sidebar")
    .append('<script>window.ARBITRE_VIEW = "self-check";</script>')
    .setWidth(760)
    .setHeight(680);
  SpreadsheetApp.getUi().showModalDialog(html, t(lang, "selfcheck.dialog.title"));
}

/** Opens the Sidebar page as a modal dialog in "new event" mode (window.ARBITRE_VIEW). */
export function showNewEventDialog(): void {
  const lang = currentLang();
  const html = HtmlService.createHtmlOutputFromFile("Sidebar")
    .append('<script>window.ARBITRE_VIEW = "new-event";</script>')
    .setWidth(460)
    .setHeight(600);
  SpreadsheetApp.getUi().showModalDialog(html, t(lang, "event.dialog.title"));
}
