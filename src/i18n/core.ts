import type { Catalogue } from "./index";

/** Menus, sidebar shell and generic messages of the add-on (src/addon, src/ui). */
export const CORE_MESSAGES: Catalogue = {
  "app.name": { fr: "Arbitre", en: "Arbitre" },
  "menu.open": { fr: "Ouvrir", en: "Open" },
  "sidebar.title": { fr: "Arbitre", en: "Arbitre" },
  "sidebar.test": { fr: "Tester la connexion", en: "Test the connection" },
  "ping.ok": {
    fr: "Arbitre {version} répond (langue : {lang}).",
    en: "Arbitre {version} answers (language: {lang}).",
  },
  "error.generic": { fr: "Erreur : {message}", en: "Error: {message}" },
  "error.unknownEntryPoint": {
    fr: "fonction inconnue d'Arbitre : {name}",
    en: "unknown Arbitre function: {name}",
  },
};
