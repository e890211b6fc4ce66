/**
 * Simple triggers and menu actions.
 *
 * The menu is data (MENU) so that test/integration/bundle-keeps-the-apps-script-contract.test.ts can check that every item names a real
 * top-level function of build/Code.js. Later issues add their items to MENU and their actions to
 * TRIGGERS (kind "menu").
 *
 * AuthMode.NONE (an add-on installed but not yet used in this spreadsheet): onOpen may not touch
 * the spreadsheet, so the locale is unknown and the labels are bilingual ("Ouvrir / Open").
 * Otherwise the labels follow the spreadsheet's locale.
 */
import { type Lang, type MessageKey, t, tBoth } from "../i18n/index";
import { currentLang } from "../sheets/locale";
import { showSelfCheckDialog } from "./dialogs";
import type { EntryPoint } from "./registry";

export interface MenuItem {
  /** Catalogue key of the label (src/i18n/*.ts). */
  labelKey: MessageKey;
  /** Name of the top-level function called; must be an entry point of kind "menu". */
  functionName: string;
}

export type MenuEntry = MenuItem | { separator: true };

/** The "Arbitre" menu, in order. */
export const MENU: MenuEntry[] = [
  { labelKey: "menu.open", functionName: "showSidebar" },
  { labelKey: "menu.newEvent", functionName: "showNewEventDialog" },
  // the result form (or a league's lineup form) is made and shown in the sidebar's block
  { labelKey: "menu.resultForm", functionName: "showResultForm" },
  { separator: true },
  // runs each kind of call Arbitre relies on, in scratch tabs (src/sheets/selfcheck)
  { labelKey: "menu.selfCheck", functionName: "showSelfCheckDialog" },
];

export function isMenuItem(entry: MenuEntry): entry is MenuItem {
  return !("separator" in entry);
}

type OpenEvent = { authMode?: unknown } | undefined;

/** The language of the labels, or null when it cannot be known (AuthMode.NONE). */
export function menuLang(e: OpenEvent): Lang | null {
  // e.authMode is an Apps Script enum whose string form is its name; comparing strings avoids
  // touching ScriptApp. No event at all means a run from the editor: full authorisation.
  if (e && e.authMode !== undefined && String(e.authMode) === "NONE") return null;
  try {
    return currentLang();
  } catch (_err) {
    return null;
  }
}

/** Builds the add-on menu (under Extensions ▸ Arbitre). */
export function onOpen(e?: OpenEvent): void {
  const lang = menuLang(e);
  const menu = SpreadsheetApp.getUi().createAddonMenu();
  for (const entry of MENU) {
    if (!isMenuItem(entry)) {
      menu.addSeparator();
      continue;
    }
    const label = lang === null ? tBoth(entry.labelKey) : t(lang, entry.labelKey);
    menu.addItem(label, entry.functionName);
  }
  menu.addToUi();
}

/** Runs when the add-on is installed: show the menu at once. */
export function onInstall(e?: OpenEvent): void {
  onOpen(e);
}

/** Opens the Arbitre sidebar. */
export function showSidebar(): void {
  const html = HtmlService.createHtmlOutputFromFile("Sidebar").setTitle(t(currentLang(), "sidebar.title"));
  SpreadsheetApp.getUi().showSidebar(html);
}

/** Arbitre ▸ Result form: the sidebar, whose « Formulaire de résultats » block makes and shows the form. */
export function showResultForm(): void {
  showSidebar();
}

const EVENT_PARAM = {
  name: "e",
  type: "Object",
  doc: { fr: "l'événement d'ouverture", en: "the open event" },
  optional: true,
};

export const TRIGGERS: EntryPoint[] = [
  {
    name: "onOpen",
    kind: "trigger",
    params: [EVENT_PARAM],
    doc: {
      fr: "Ajoute le menu Arbitre à l'ouverture du classeur.",
      en: "Adds the Arbitre menu when the spreadsheet opens.",
    },
    impl: onOpen,
  },
  {
    name: "onInstall",
    kind: "trigger",
    params: [EVENT_PARAM],
    doc: {
      fr: "Ajoute le menu Arbitre à l'installation du module.",
      en: "Adds the Arbitre menu when the add-on is installed.",
    },
    impl: onInstall,
  },
  {
    name: "showResultForm",
    kind: "menu",
    params: [],
    doc: {
      fr: "Ouvre la barre latérale sur le formulaire de résultats de l'événement.",
      en: "Opens the sidebar on the event's result form.",
    },
    impl: showResultForm,
  },
  {
    name: "showSelfCheckDialog",
    kind: "menu",
    params: [],
    doc: {
      fr: "Ouvre le dialogue Vérifier l'installation.",
      en: "Opens the Check the installation dialog.",
    },
    impl: showSelfCheckDialog,
  },
];
// showSidebar (the Open menu item) is also called by the New-event dialog: it is listed with the
// server functions (src/addon/server.ts), typed by the contract.
