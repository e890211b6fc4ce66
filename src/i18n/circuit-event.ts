import type { Catalogue } from "./catalogue";

/** The season circuit's tabs, sidebar and messages (src/sheets/kinds/circuit). */
export const CIRCUIT_EVENT_MESSAGES = {
  "circuit.system": { fr: "Circuit de saison (Masters Grand Sud)", en: "Season circuit (Masters Grand Sud)" },
  "circuit.publishHelp": {
    fr: "Pour partager avec les clubs : Fichier ▸ Partager ▸ Publier sur le Web, choisissez l'onglet « {tab} » seulement (pas « Document entier »), puis Publier, et envoyez le lien. Cliquez sur Publier ici après chaque « Vérifier et calculer » pour le mettre à jour.",
    en: "To share with clubs: File ▸ Share ▸ Publish to the web, pick the '{tab}' tab only (not 'Entire document'), then Publish, and send the link. Click Publish here after each 'Check and compute' to refresh it.",
  },
  "circuit.tab.tournaments": { fr: "Tournois", en: "Tournaments" },
  "circuit.tab.results": { fr: "Résultats", en: "Results" },
  "circuit.tab.ranking": { fr: "Classement circuit", en: "Circuit ranking" },
  "circuit.tab.seeds": { fr: "Têtes de série", en: "Seeds" },
  "circuit.tab.history": { fr: "Historique du classement", en: "Ranking history" },
  "circuit.tab.public": { fr: "Public circuit", en: "Circuit public" },
  "circuit.tab.masters": { fr: "Masters", en: "Masters" },
  "circuit.tab.matchSheets": { fr: "Feuilles du Masters", en: "Masters match sheets" },
  "masters.sheet.title": {
    fr: "{name} — Masters {year} — match {match} sur 15",
    en: "{name} — {year} Masters — match {match} of 15",
  },
  "masters.sheet.note": {
    fr: "Coups gagnés et tops de chaque joueur ; cochez Top-top pour un nul à top-top. À reporter dans l'onglet « {tab} ».",
    en: "Coups won and tops of each player; tick Top-top for a top-top draw. To be copied into the '{tab}' tab.",
  },
  "masters.sheet.signatures": { fr: "Signatures", en: "Signatures" },
  "circuit.action.prepareMasters": { fr: "Préparer le Masters", en: "Prepare the Masters" },
  "circuit.action.updateMasters": {
    fr: "Calculer le classement du Masters",
    en: "Compute the Masters standings",
  },
  "circuit.btn.prepareMasters": { fr: "Préparer le Masters {year}", en: "Prepare the {year} Masters" },
  "circuit.btn.updateMasters": {
    fr: "Calculer le classement du Masters",
    en: "Compute the Masters standings",
  },
  "masters.title": {
    fr: "Masters {year} : 16 joueurs du classement final, 15 matchs sur 8 tables",
    en: "Masters {year}: 16 players of the year-end ranking, 15 matches on 8 tables",
  },
  "masters.help": {
    fr: "Cochez « Forfait » pour un joueur qui se retire, puis « Préparer le Masters » de nouveau. Saisissez les coups et les tops de chaque partie ; cochez « Top-top » pour un nul à top-top.",
    en: "Tick 'Withdrawn' for a player who withdraws, then 'Prepare the Masters' again. Enter each game's coups and tops; tick 'Top-top' for a top-top draw.",
  },
  "masters.help.count": { fr: "Un nombre entier de 0 à 12", en: "A whole number from 0 to 12" },
  "masters.hdr.seed": { fr: "Tête de série", en: "Seed" },
  "masters.hdr.player": { fr: "Joueur", en: "Player" },
  "masters.hdr.annual": { fr: "Rang annuel", en: "Annual rank" },
  "masters.hdr.withdrawn": { fr: "Forfait", en: "Withdrawn" },
  "masters.hdr.match": { fr: "Match", en: "Match" },
  "masters.hdr.table": { fr: "Table", en: "Table" },
  "masters.hdr.seedA": { fr: "TS A", en: "Seed A" },
  "masters.hdr.a": { fr: "Joueur A", en: "Player A" },
  "masters.hdr.seedB": { fr: "TS B", en: "Seed B" },
  "masters.hdr.b": { fr: "Joueur B", en: "Player B" },
  "masters.hdr.coupsA": { fr: "Coups A", en: "Coups A" },
  "masters.hdr.coupsB": { fr: "Coups B", en: "Coups B" },
  "masters.hdr.topsA": { fr: "Tops A", en: "Tops A" },
  "masters.hdr.topsB": { fr: "Tops B", en: "Tops B" },
  "masters.hdr.topTop": { fr: "Top-top", en: "Top-top" },
  "masters.hdr.rank": { fr: "Rang", en: "Rank" },
  "masters.hdr.points": { fr: "Points", en: "Points" },
  "masters.hdr.wins": { fr: "V", en: "W" },
  "masters.hdr.draws": { fr: "N", en: "D" },
  "masters.hdr.losses": { fr: "D", en: "L" },
  "masters.hdr.tops": { fr: "Tops", en: "Tops" },
  "masters.hdr.conceded": { fr: "Coups concédés", en: "Coups conceded" },
  "masters.hdr.taken": { fr: "Coups pris", en: "Coups taken" },
  "masters.hdr.headToHead": { fr: "Confrontations", en: "Head-to-head" },
  "masters.hdr.playoff": { fr: "Barrage", en: "Play-off" },
  "masters.public.title": { fr: "Masters {year}", en: "{year} Masters" },
  "masters.playoff": { fr: "barrage nécessaire", en: "play-off required" },
  "masters.noYear": {
    fr: "aucun tournoi en {year} : pas de classement final pour le Masters",
    en: "no tournament in {year}: no year-end ranking for the Masters",
  },
  "masters.prepareFirst": { fr: "préparez d'abord le Masters", en: "prepare the Masters first" },
  "masters.confirm.reset": {
    fr: "{count} {count|résultat déjà saisi dans « {tab} » ne correspond plus aux matchs : il sera effacé|résultats déjà saisis dans « {tab} » ne correspondent plus aux matchs : ils seront effacés}. Continuer ?",
    en: "{count} {count|result already entered in '{tab}' no longer matches the games: it will be cleared|results already entered in '{tab}' no longer match the games: they will be cleared}. Go on?",
  },
  "masters.msg.withdrawn": {
    fr: "Forfait : {out} ; à leur place dans le Masters : {in}.",
    en: "Withdrawn: {out}; in the Masters in their place: {in}.",
  },
  "masters.msg.prepared": {
    fr: "Masters {year} préparé : 16 joueurs, 15 matchs (onglet « {tab} »).",
    en: "{year} Masters prepared: 16 players, 15 matches ('{tab}' tab).",
  },
  "masters.msg.tiedOut": {
    fr: "À égalité avec le 16e mais laissés dehors (ordre alphabétique) : {names}.",
    en: "Tied with the 16th but left out (name order): {names}.",
  },
  "masters.msg.problems": {
    fr: "{count} {count|problème dans l'onglet « {tab} » : Calculer le classement du Masters attend qu'il soit corrigé|problèmes dans l'onglet « {tab} » : Calculer le classement du Masters attend qu'ils soient corrigés} :{list}",
    en: "{count} {count|problem in the '{tab}' tab: Compute the Masters standings waits until it is fixed|problems in the '{tab}' tab: Compute the Masters standings waits until they are fixed}:{list}",
  },
  "masters.msg.updated": {
    fr: "Classement du Masters calculé : {done}/{total} parties saisies (onglet « {tab} »).",
    en: "Masters standings computed: {done}/{total} games entered ('{tab}' tab).",
  },
  "masters.msg.playoff": {
    fr: "Égalité à la première place : barrage nécessaire entre {names}.",
    en: "Tie for first place: a play-off is required between {names}.",
  },
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
  "circuit.hdr.seedsPresent": { fr: "Têtes de série présentes", en: "Seeds present" },
  "circuit.protect.seedsPresent": {
    fr: "Calculé par Arbitre (« Vérifier et calculer ») : les têtes de série présentes, qui choisissent la colonne du barème",
    en: "Computed by Arbitre ('Check and compute'): the seeds present, which pick the column of the points table",
  },
  "circuit.help.format": {
    fr: "poules (duplicate puis phase finale) ou duplicate (tout en duplicate)",
    en: "pool (duplicate then a final phase) or duplicate (all-duplicate)",
  },
  "circuit.empty": {
    fr: "Rempli par « Vérifier et calculer » (barre latérale Arbitre)",
    en: "Filled by 'Check and compute' (Arbitre sidebar)",
  },
  "circuit.emptyMasters": {
    fr: "Rempli par « Préparer le Masters » (barre latérale Arbitre), d'après le classement final de l'année",
    en: "Filled by 'Prepare the Masters' (Arbitre sidebar), from the year-end ranking",
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
  "circuit.label.keepOne": {
    fr: "Le meilleur résultat compte sur {count} {count|tournoi|tournois} ; les autres sont en gris.",
    en: "The best result counts out of {count} {count|tournament|tournaments}; the others are in grey.",
  },
  "circuit.label.keep": {
    fr: "Les {keep} meilleurs résultats comptent sur {count} {count|tournoi|tournois} ; les autres sont en gris.",
    en: "The best {keep} results count out of {count} {count|tournament|tournaments}; the others are in grey.",
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
  "circuit.guard.moreProblems": {
    fr: " (et {more} {more|autre problème|autres problèmes})",
    en: " (and {more} more {more|problem|problems})",
  },
  "circuit.guard.problems": { fr: "corrigez d'abord : {first}", en: "fix this first: {first}" },
  "circuit.guard.changedSince": {
    fr: "les tournois ou les résultats ont changé depuis le dernier calcul : relancez « Vérifier et calculer » pour que « {tab} » et la publication disent la même chose",
    en: "the tournaments or results changed since the last computation: run 'Check and compute' again so that '{tab}' and what you publish agree",
  },
  "circuit.finalYear": {
    fr: "choisissez l'année du classement final",
    en: "choose the year of the year-end ranking",
  },
  "circuit.refused": {
    fr: "{count} {count|problème|problèmes} dans les tournois et résultats, rien n'a été calculé :{list}",
    en: "{count} {count|problem|problems} in the tournaments and results, nothing was computed:{list}",
  },
  "masters.refused": {
    fr: "{count} {count|problème|problèmes} dans l'onglet « {tab} », rien n'a été calculé :{list}",
    en: "{count} {count|problem|problems} in the '{tab}' tab, nothing was computed:{list}",
  },
  "masters.prepareRefused": {
    fr: "{count} {count|case illisible|cases illisibles} dans l'onglet « {tab} », le Masters n'a pas été préparé :{list}",
    en: "{count} unreadable {count|cell|cells} in the '{tab}' tab, the Masters was not prepared:{list}",
  },
  "circuit.moreProblems": {
    fr: "… et {count} {count|autre problème|autres problèmes}",
    en: "… and {count} more {count|problem|problems}",
  },
  "circuit.msg.created": {
    fr: "Circuit « {name} » créé : collez les tournois dans « {tournaments} » et leurs résultats dans « {results} », puis « Vérifier et calculer ».",
    en: "Circuit '{name}' created: paste the tournaments in '{tournaments}' and their results in '{results}', then 'Check and compute'.",
  },
  "circuit.msg.computed": {
    fr: "{tournaments} {tournaments|tournoi|tournois} et {results} {results|résultat|résultats} vérifiés. {title} : {players} {players|joueur|joueurs} (onglet « {tab} »).",
    en: "{tournaments} {tournaments|tournament|tournaments} and {results} {results|result|results} checked. {title}: {players} {players|player|players} ('{tab}' tab).",
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
  "circuit.whyOne": {
    fr: "{player} est {rank} avec {total} points (le meilleur résultat sur {count} {count|tournoi|tournois}), {played} {played|tournoi joué|tournois joués}, meilleur résultat {best}.",
    en: "{player} is {rank} with {total} points (the best result out of {count} {count|tournament|tournaments}), {played} {played|tournament|tournaments} played, best result {best}.",
  },
  "circuit.why": {
    fr: "{player} est {rank} avec {total} points (les {keep} meilleurs résultats sur {count} {count|tournoi|tournois}), {played} {played|tournoi joué|tournois joués}, meilleur résultat {best}.",
    en: "{player} is {rank} with {total} points (best {keep} results out of {count} {count|tournament|tournaments}), {played} {played|tournament|tournaments} played, best result {best}.",
  },
  "circuit.whyTournaments": { fr: "Tournois : {list}.", en: "Tournaments: {list}." },
  "circuit.whyLine": {
    fr: "{tournament} {points} points, {seeds} {seeds|tête de série présente|têtes de série présentes}",
    en: "{tournament} {points} points, {seeds} {seeds|seed|seeds} present",
  },
  "circuit.whyDropped": { fr: "{line} (non compté)", en: "{line} (not counted)" },
  "circuit.whyTied": {
    fr: "À égalité de points avec {others} (tournois joués / meilleur résultat) : moins de tournois d'abord, puis le meilleur résultat.",
    en: "Level on points with {others} (tournaments played / best result): fewer tournaments first, then the best result.",
  },
} satisfies Catalogue;
