import type { Catalogue } from "./catalogue";

/** Menus, sidebar shell and generic messages of the add-on (src/addon, src/ui). */
export const CORE_MESSAGES = {
  "app.name": { fr: "Arbitre", en: "Arbitre" },
  "menu.open": { fr: "Ouvrir", en: "Open" },
  "menu.resultForm": { fr: "Formulaire de résultats", en: "Result form" },
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
  "store.unreadable": {
    fr: "la configuration d'Arbitre est illisible (propriété du document « {key} », {reason}) : rien n'a été modifié. Restaurez une version précédente du classeur (Fichier ▸ Historique des versions) ou faites appel à la personne qui a installé Arbitre ; ne créez pas de nouvel événement en attendant",
    en: "Arbitre's settings cannot be read (document property '{key}', {reason}): nothing was changed. Restore an earlier version of the spreadsheet (File ▸ Version history) or ask whoever installed Arbitre; do not create a new event meanwhile",
  },
  "store.tooLarge": {
    fr: "cette action demanderait d'enregistrer {kb} Ko de réglages pour l'événement, au-delà des {max} Ko que Google Sheets permet : rien n'a été modifié",
    en: "this action would need {kb} KB of settings for the event, above the {max} KB Google Sheets allows: nothing was changed",
  },
  "store.full": {
    fr: "cette action porterait les réglages d'Arbitre de ce classeur à {kb} Ko, au-delà des {max} Ko que Google Sheets permet pour l'ensemble des événements : rien n'a été modifié. Créez les prochains événements dans un autre classeur",
    en: "this action would bring Arbitre's settings in this spreadsheet to {kb} KB, above the {max} KB Google Sheets allows for all events together: nothing was changed. Create the next events in another spreadsheet",
  },
  "store.unknownKind": {
    fr: "l'événement « {name} » est d'un type que cette version d'Arbitre ne connaît pas ({kind}) : mettez Arbitre à jour",
    en: "event '{name}' is of a kind this version of Arbitre does not know ({kind}): update Arbitre",
  },
} satisfies Catalogue;
