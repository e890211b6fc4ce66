import type { Catalogue } from "./index";

/** The result form players fill in from their phones (issue 13; src/sheets/forms). */
export const FORMS_MESSAGES: Catalogue = {
  "form.title": { fr: "{name} — résultats", en: "{name} — results" },
  "form.help.winner": {
    fr: "Chaque joueur de la table envoie le résultat de son match. Quand les deux disent la même chose, il est confirmé ; sinon l'arbitre décide.",
    en: "Each player at the table sends the result of their game. When both say the same, it is confirmed; otherwise the organiser decides.",
  },
  "form.help.scores": {
    fr: "Chaque joueur de la table envoie son score, celui de son adversaire et les points d'armée restants. Quand les deux disent la même chose, le résultat est confirmé ; sinon l'arbitre décide.",
    en: "Each player at the table sends their score, their opponent's and the army points left. When both say the same, the result is confirmed; otherwise the organiser decides.",
  },
  "form.thanks": {
    fr: "Merci ! Le résultat compte quand votre adversaire a envoyé le même.",
    en: "Thank you! The result counts once your opponent has sent the same.",
  },
  "form.q.round": { fr: "Ronde", en: "Round" },
  "form.q.table": { fr: "Table", en: "Table" },
  "form.q.reporter": { fr: "Votre nom", en: "Your name" },
  "form.q.winner": { fr: "Vainqueur", en: "Winner" },
  "form.q.myScore": { fr: "Votre score", en: "Your score" },
  "form.q.theirScore": { fr: "Score de votre adversaire", en: "Your opponent's score" },
  "form.q.myArmy": { fr: "Vos points d'armée restants", en: "Your army points left" },
  "form.q.theirArmy": {
    fr: "Points d'armée restants de votre adversaire",
    en: "Your opponent's army points left",
  },
  "form.deleted": {
    fr: "le formulaire de résultats n'existe plus (supprimé ?) : créez-en un autre (Arbitre ▸ Formulaire de résultats)",
    en: "the result form no longer exists (deleted?): create another one (Arbitre ▸ Result form)",
  },
  "form.missingColumn": {
    fr: "la colonne « {column} » manque dans l'onglet « {tab} » : remettez l'en-tête tel que le formulaire l'a écrit",
    en: "the '{column}' column is missing from the '{tab}' tab: put the header back as the form wrote it",
  },
  "form.badResponse": {
    fr: "réponse illisible (ronde, table, nom ou résultat manquant ou modifié à la main)",
    en: "unreadable response (round, table, name or result missing or edited by hand)",
  },
};
