/** Dialogs the add-on opens (UI only: HtmlService and SpreadsheetApp.getUi). */
import { type MessageKey, t } from "../i18n/index";
import { currentLang } from "../sheets/locale";

/** The Sidebar page as a modal dialog in `view` mode (window.ARBITRE_VIEW), titled in the spreadsheet's language. */
function showView(view: string, width: number, height: number, titleKey: MessageKey): void {
  const html = HtmlService.createHtmlOutputFromFile("Sidebar")
    .append(`<script>window.ARBITRE_VIEW = "${view}";</script>`)
    .setWidth(width)
    .setHeight(height);
  SpreadsheetApp.getUi().showModalDialog(html, t(currentLang(), titleKey));
}

/** Arbitre ▸ Check the installation: the Sidebar page as a modal dialog in "self-check" mode. */
export function showSelfCheckDialog(): void {
  showView("self-check", 760, 680, "selfcheck.dialog.title");
}

/** Opens the Sidebar page as a modal dialog in "new event" mode (window.ARBITRE_VIEW). */
export function showNewEventDialog(): void {
  showView("new-event", 460, 600, "event.dialog.title");
}
