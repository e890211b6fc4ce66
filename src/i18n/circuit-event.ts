import type { Catalogue } from "./index";

/** The season circuit's tabs, sidebar and messages (src/sheets/kinds/circuit). */
export const CIRCUIT_EVENT_MESSAGES: Catalogue = {
  "circuit.system": { fr: "Circuit de saison (Masters Grand Sud)", en: "Season circuit (Masters Grand Sud)" },
  "circuit.tab.tournaments": { fr: "Tournois", en: "Tournaments" },
  "circuit.tab.results": { fr: "Résultats", en: "Results" },
  "circuit.tab.ranking": { fr: "Classement circuit", en: "Circuit ranking" },
  "circuit.tab.seeds": { fr: "Têtes de série", en: "Seeds" },
  "circuit.tab.history": { fr: "Historique du classement", en: "Ranking history" },
  "circuit.tab.public": { fr: "Public circuit", en: "Circuit public" },
  "circuit.tab.undo": { fr: "Arbitre — annulation circuit", en: "Arbitre — circuit undo" },
  "circuit.hdr.id": { fr: "Tournoi", en: "Tournament" },
  "circuit.hdr.series": { fr: "Série (club)", en: "Series (club)" },
  "circuit.hdr.date": { fr: "Date", en: "Date" },
  "circuit.hdr.format": { fr: "Formule", en: "Format" },
  "circuit.hdr.tournament": { fr: "Tournoi", en: "Tournament" },
  "circuit.hdr.player": { fr: "Joueur", en: "Player" },
  "circuit.hdr.place": { fr: "Place finale", en: "Final place" },
  "circuit.hdr.duplicatePlace": { fr: "Place au duplicate", en: "Duplicate place" },
  "circuit.hdr.day": { fr: "Après le", en: "After" },
  "circuit.help.format": {
    fr: "poules (duplicate puis phase finale) ou duplicate (tout en duplicate)",
    en: "pool (duplicate then a final phase) or duplicate (all-duplicate)",
  },
  "circuit.empty": {
    fr: "Rempli par « Vérifier et calculer » (barre latérale Arbitre)",
    en: "Filled by 'Check and compute' (Arbitre sidebar)",
  },
  "circuit.protect.written": {
    fr: "Écrit par Arbitre : modifiez plutôt les onglets Tournois et Résultats, puis relancez « Vérifier et calculer »",
    en: "Written by Arbitre: change the Tournaments and Results tabs instead, then run 'Check and compute' again",
  },
  "circuit.label.latest": {
    fr: "Classement après le dernier tournoi ({day})",
    en: "Ranking after the last tournament ({day})",
  },
  "circuit.label.asOf": { fr: "Classement au {day}", en: "Ranking as of {day}" },
  "circuit.label.final": { fr: "Classement final {year}", en: "Year-end ranking {year}" },
  "circuit.label.keep": {
    fr: "Les {keep} meilleurs résultats comptent sur {count} tournoi(s) ; les autres sont en gris.",
    en: "The best {keep} results count out of {count} tournament(s); the others are in grey.",
  },
  "circuit.public.stamp": { fr: "Mis à jour le {day}", en: "Updated on {day}" },
  "circuit.btn.compute": { fr: "Vérifier et calculer", en: "Check and compute" },
  "circuit.action.computeCircuit": { fr: "Vérifier et calculer", en: "Check and compute" },
  "circuit.action.publish": { fr: "Publier", en: "Publish" },
  "circuit.guard.empty": {
    fr: "aucun tournoi dans l'onglet « {tab} » : collez-y les tournois, puis leurs résultats",
    en: "no tournament in the '{tab}' tab: paste the tournaments there, then their results",
  },
  "circuit.guard.computeFirst": {
    fr: "lancez d'abord « Vérifier et calculer »",
    en: "run 'Check and compute' first",
  },
  "circuit.guard.problems": { fr: "corrigez d'abord : {first}", en: "fix this first: {first}" },
  "circuit.finalYear": {
    fr: "choisissez l'année du classement final",
    en: "choose the year of the year-end ranking",
  },
  "circuit.refused": {
    fr: "{count} problème(s) dans les tournois et résultats, rien n'a été calculé :{list}",
    en: "{count} problem(s) in the tournaments and results, nothing was computed:{list}",
  },
  "circuit.moreProblems": {
    fr: "… et {count} autre(s) problème(s)",
    en: "… and {count} more problem(s)",
  },
  "circuit.msg.created": {
    fr: "Circuit « {name} » créé : collez les tournois dans « {tournaments} » et leurs résultats dans « {results} », puis « Vérifier et calculer ».",
    en: "Circuit '{name}' created: paste the tournaments in '{tournaments}' and their results in '{results}', then 'Check and compute'.",
  },
  "circuit.msg.computed": {
    fr: "{tournaments} tournoi(s) et {results} résultat(s) vérifiés ; {title} : {players} joueur(s) (onglet « {tab} »).",
    en: "{tournaments} tournament(s) and {results} result(s) checked; {title}: {players} player(s) ('{tab}' tab).",
  },
  "circuit.msg.published": { fr: "Onglet « {tab} » publié.", en: "'{tab}' tab published." },
  "circuit.msg.undone": { fr: "Annulé : {action}.", en: "Undone: {action}." },
  "circuit.undo.changed": {
    fr: "Depuis « {action} », {tabs} a été modifié : annuler remet ces onglets comme avant et efface ces modifications. Annuler quand même ?",
    en: "Since '{action}', {tabs} changed: undoing puts these tabs back as they were and loses those changes. Undo anyway?",
  },
  "circuit.unknownPlayer": {
    fr: "« {name} » n'est pas dans le classement affiché",
    en: "'{name}' is not in the ranking shown",
  },
  "circuit.why": {
    fr: "{rank}e : {player}, {total} points (les {keep} meilleurs résultats sur {count} tournoi(s)), {played} tournoi(s) joué(s), meilleur résultat {best}.",
    en: "#{rank}: {player}, {total} points (best {keep} results out of {count} tournament(s)), {played} tournament(s) played, best result {best}.",
  },
  "circuit.whyTied": {
    fr: "À égalité de points avec {others} (tournois joués / meilleur résultat) : moins de tournois d'abord, puis le meilleur résultat.",
    en: "Level on points with {others} (tournaments played / best result): fewer tournaments first, then the best result.",
  },
};
