import type { Catalogue } from "./catalogue";

/** Messages of the event model, the sidebar actions and the generated tabs. */
export const EVENT_MESSAGES = {
  "menu.newEvent": { fr: "Nouvel événement", en: "New event" },
  // systems, stages, labels
  "event.system.confrerie": { fr: "La Confrérie (rondes suisses)", en: "La Confrérie (Swiss)" },
  "event.system.dust": { fr: "Dust Tactics (rondes suisses)", en: "Dust Tactics (Swiss)" },
  "event.stage.quarter": { fr: "Quarts de finale", en: "Quarter-finals" },
  "event.stage.semi": { fr: "Demi-finales", en: "Semi-finals" },
  "event.stage.final": { fr: "Finale", en: "Final" },
  // round reached in the top cut (final ranking in the sidebar)
  "event.topCut.place.winner": { fr: "Vainqueur", en: "Winner" },
  "event.topCut.place.finalist": { fr: "Finaliste", en: "Finalist" },
  "event.topCut.place.semi": { fr: "Demi-finaliste", en: "Semi-finalist" },
  "event.topCut.place.quarter": { fr: "Quart de finaliste", en: "Quarter-finalist" },
  "event.roundName": { fr: "Ronde {round}", en: "Round {round}" },
  "event.roundOf": { fr: "Ronde {round} sur {rounds}", en: "Round {round} of {rounds}" },
  "event.pairingsTitle": { fr: "Appariements par nom — {round}", en: "Pairings by name — {round}" },
  "event.pairingsEmpty": { fr: "Aucune ronde générée pour l'instant.", en: "No round generated yet." },
  "public.byTable": { fr: "Appariements par table", en: "Pairings by table" },
  "public.byName": { fr: "Appariements par nom", en: "Pairings by name" },
  "public.standings": { fr: "Classement", en: "Standings" },
  "public.final": { fr: "Classement final", en: "Final ranking" },
  "public.roundEnds": { fr: "Fin de la ronde", en: "Round ends at" },
  "public.date.months": {
    fr: "janvier,février,mars,avril,mai,juin,juillet,août,septembre,octobre,novembre,décembre",
    en: "January,February,March,April,May,June,July,August,September,October,November,December",
  },
  "public.date.long": { fr: "{day} {month} {year}", en: "{day} {month} {year}" },
  "public.state.registration": { fr: "Inscriptions en cours", en: "Registration open" },
  "public.state.over": { fr: "Événement terminé : classement final", en: "Event over: final standings" },
  "public.state.winner": { fr: "Événement terminé — vainqueur : {name}", en: "Event over — winner: {name}" },
  "public.state.earlyEnd": {
    fr: "Événement terminé après la ronde {round} : {name} est le seul joueur invaincu",
    en: "Event over after round {round}: {name} is the only undefeated player",
  },
  "public.state.earlyEndTopCut": {
    fr: "Rondes suisses terminées après la ronde {round} : {name} est le seul joueur invaincu ; le top cut suit",
    en: "Swiss rounds over after round {round}: {name} is the only undefeated player; the top cut is next",
  },
  // headers of the final ranking (Top cut and Public tabs), the hidden undo tab's name
  "event.col.rank": { fr: "Rang", en: "Rank" },
  "event.col.player": { fr: "Joueur", en: "Player" },
  "event.col.club": { fr: "Club", en: "Club" },
  // pairings by name, match slips and the Public tab's tables (src/sheets/kinds/swiss/tabs.ts)
  "event.col.table": { fr: "Table", en: "Table" },
  "event.col.opponent": { fr: "Adversaire", en: "Opponent" },
  "event.col.playerA": { fr: "Joueur A", en: "Player A" },
  "event.col.playerB": { fr: "Joueur B", en: "Player B" },
  "event.col.points": { fr: "Points", en: "Points" },
  "event.col.record": { fr: "Bilan", en: "Record" },
  "event.col.wins": { fr: "V", en: "W" },
  "event.col.draws": { fr: "N", en: "D" },
  "event.col.losses": { fr: "D", en: "L" },
  "event.col.doubleLosses": { fr: "Doubles défaites", en: "Double losses" },
  "event.col.omw": { fr: "OMW %", en: "OMW %" },
  "event.col.sonneborn": { fr: "Sonneborn-Berger", en: "Sonneborn-Berger" },
  "event.col.sos": { fr: "Puissance rencontrée", en: "Strength of schedule" },
  "event.col.armyLeft": { fr: "PA restants", en: "AP left" },
  "event.col.playoff": { fr: "Barrage", en: "Play-off" },
  // headers of the Players and Rounds / Top cut tabs (src/sheets/kinds/swiss/schema.ts)
  "event.col.name": { fr: "Nom", en: "Name" },
  "event.col.rating": { fr: "Classement", en: "Rating" },
  "event.col.armyPoints": { fr: "Points d'armée", en: "Army points" },
  "event.col.status": { fr: "Statut", en: "Status" },
  "event.col.notes": { fr: "Notes", en: "Notes" },
  "event.col.round": { fr: "Ronde", en: "Round" },
  "event.col.stage": { fr: "Étape", en: "Stage" },
  "event.col.resultA": { fr: "Résultat A", en: "Result A" },
  "event.col.resultB": { fr: "Résultat B", en: "Result B" },
  "event.col.armyLeftA": { fr: "PA restants A", en: "AP left A" },
  "event.col.armyLeftB": { fr: "PA restants B", en: "AP left B" },
  "event.col.scoreA": { fr: "Score A", en: "Score A" },
  "event.col.scoreB": { fr: "Score B", en: "Score B" },
  "event.col.declared": { fr: "Vainqueur déclaré", en: "Reported winner" },
  "event.col.loserConfirm": { fr: "Confirmation du perdant", en: "Loser's confirmation" },
  "event.col.dispute": { fr: "Contestation", en: "Dispute" },
  "event.col.decision": { fr: "Décision arbitre", en: "Organiser's decision" },
  "event.col.why": { fr: "Pourquoi cette table", en: "Why this pairing" },
  "event.byeLine": { fr: "Exemption (bye) : {name}", en: "Bye: {name}" },
  "event.why.byHand": {
    fr: "Table posée à la main par l'arbitre.",
    en: "Table set by hand by the organiser.",
  },
  "event.playoffRequired": { fr: "Barrage requis", en: "Play-off required" },
  "event.armyMissing": { fr: "PA restants manquants", en: "AP left missing" },
  "event.slip.title": {
    fr: "{event} — {round} — Table {table}",
    en: "{event} — {round} — Table {table}",
  },
  "event.slip.titleEmpty": { fr: "{event} — {round}", en: "{event} — {round}" },
  "event.slip.score": { fr: "Score", en: "Score" },
  "event.slip.result": { fr: "Résultat", en: "Result" },
  "event.slip.signature": { fr: "Signature", en: "Signature" },
  "event.slip.boxes": { fr: "☐ {win}   ☐ {loss}", en: "☐ {win}   ☐ {loss}" },
  "event.tabNameTaken": {
    fr: "Arbitre doit créer l'onglet « {wanted} », mais l'onglet « {tab} » porte déjà ce nom (Google Sheets ne distingue pas les majuscules dans les noms d'onglets) : renommez « {tab} », puis recommencez",
    en: "Arbitre must make the tab '{wanted}', but the tab '{tab}' already has that name (Google Sheets ignores capitals in tab names): rename '{tab}', then try again",
  },
  "event.undoTab": { fr: "Arbitre — annulation", en: "Arbitre — undo" },
  "event.protect.computed": {
    fr: "Colonne calculée par Arbitre : ne pas modifier",
    en: "Column computed by Arbitre: do not edit",
  },
  "event.protect.pairings": {
    fr: "Appariements écrits par Arbitre : utilisez « Annuler la dernière ronde » plutôt que de les modifier",
    en: "Pairings written by Arbitre: use 'Undo last round' rather than editing them",
  },
  "event.protect.public": {
    fr: "Onglet public rafraîchi par Arbitre ▸ Publier",
    en: "Public tab refreshed by Arbitre ▸ Publish",
  },
  "event.help.declared": {
    fr: "Saisissez le nom de {playerA} (colonne {a}) ou de {playerB} (colonne {b}) de cette ligne, tel qu'il y est écrit.",
    en: "Type the name of {playerA} (column {a}) or {playerB} (column {b}) of this row, as written there.",
  },
  "event.help.decision": {
    fr: "Décision de l'arbitre : le nom de {playerA} (colonne {a}) ou de {playerB} (colonne {b}) de cette ligne.",
    en: "Organiser's decision: the name of {playerA} (column {a}) or {playerB} (column {b}) of this row.",
  },
  "event.help.decisionWords": {
    fr: "Décision de l'arbitre : le nom de {playerA} (colonne {a}) ou de {playerB} (colonne {b}) de cette ligne, ou {words}.",
    en: "Organiser's decision: the name of {playerA} (column {a}) or {playerB} (column {b}) of this row, or {words}.",
  },
  "event.help.armyPoints": {
    fr: "Points d'armée de la liste : un nombre de 1 à {max}",
    en: "Army list points: a number from 1 to {max}",
  },
  "event.help.score": {
    fr: "Score : un nombre entier de 0 à 999 999",
    en: "Score: a whole number from 0 to 999,999",
  },
  "event.help.armyLeft": {
    fr: "PA restants : un nombre de 0 à la liste du joueur (onglet des joueurs ; {max} au plus)",
    en: "AP left: a number from 0 to the player's list (players tab; at most {max})",
  },
  "event.publishHelp": {
    fr: "Pour partager avec les clubs : Fichier ▸ Partager ▸ Publier sur le Web, choisissez l'onglet « {tab} » seulement (pas « Document entier »), puis Publier, et envoyez le lien. Cliquez sur Publier ici après chaque ronde pour le mettre à jour.",
    en: "To share with clubs: File ▸ Share ▸ Publish to the web, pick the '{tab}' tab only (not 'Entire document'), then Publish, and send the link. Click Publish here after each round to refresh it.",
  },
  // dialog
  "event.dialog.title": { fr: "Nouvel événement", en: "New event" },
  "event.dialog.system": { fr: "Système", en: "System" },
  "event.dialog.name": { fr: "Nom de l'événement", en: "Event name" },
  "event.dialog.date": { fr: "Date", en: "Date" },
  "event.dialog.rounds": { fr: "Nombre de rondes", en: "Number of rounds" },
  "event.dialog.roundsAuto": { fr: "Selon le nombre de joueurs", en: "From the number of players" },
  "event.dialog.roundMinutes": { fr: "Durée d'une ronde (minutes)", en: "Round length (minutes)" },
  "event.dialog.topCut": { fr: "Top cut", en: "Top cut" },
  "event.dialog.topCutNone": { fr: "Aucun", en: "None" },
  "event.dialog.create": { fr: "Créer", en: "Create" },
  "event.dialog.cancel": { fr: "Annuler", en: "Cancel" },
  // buttons
  "event.btn.generate": { fr: "Générer la ronde {round}", en: "Generate round {round}" },
  "event.btn.generateNext": { fr: "Générer la ronde suivante", en: "Generate the next round" },
  "event.btn.close": { fr: "Clore la ronde", en: "Close round" },
  "event.btn.closeRound": { fr: "Clore la ronde {round}", en: "Close round {round}" },
  "event.btn.timerStart": { fr: "Démarrer le chrono", en: "Start timer" },
  "event.btn.timerResume": { fr: "Reprendre le chrono", en: "Resume timer" },
  "event.btn.timerPause": { fr: "Pause", en: "Pause" },
  "event.btn.timerReset": { fr: "Remettre à zéro", en: "Reset" },
  "event.btn.drop": { fr: "Retirer un joueur", en: "Drop player" },
  "event.btn.swap": { fr: "Échanger", en: "Swap" },
  "event.btn.topCut": { fr: "Top cut", en: "Top cut" },
  "event.btn.topCutStart": { fr: "Lancer le top {size}", en: "Start the top {size}" },
  "event.btn.topCutNext": { fr: "Générer : {stage}", en: "Generate: {stage}" },
  "event.btn.finalRanking": { fr: "Classement final", en: "Final ranking" },
  "event.btn.undo": { fr: "Annuler la dernière ronde", en: "Undo last round" },
  "event.btn.undoRound": { fr: "Annuler la ronde {round}", en: "Undo round {round}" },
  "event.btn.undoStage": { fr: "Annuler : {stage}", en: "Undo: {stage}" },
  "event.btn.publish": { fr: "Publier", en: "Publish" },
  "event.btn.undoAction": { fr: "Annuler : {label}", en: "Undo: {label}" },
  // the last undoable action (undo last action)
  "event.last.generate": { fr: "Générer la ronde {round}", en: "Generate round {round}" },
  "event.last.close": {
    fr: "Clore la ronde {round} ({count} doubles défaites)",
    en: "Close round {round} ({count} double losses)",
  },
  "event.last.closeOne": {
    fr: "Clore la ronde {round} (1 double défaite)",
    en: "Close round {round} (1 double loss)",
  },
  "event.last.swap": { fr: "Échanger {a} et {b}", en: "Swap {a} and {b}" },
  "event.last.drop": { fr: "Retirer {name}", en: "Drop {name}" },
  "event.last.reinstate": { fr: "Réintégrer {name}", en: "Reinstate {name}" },
  "event.last.topCut": { fr: "Top cut : {stage}", en: "Top cut: {stage}" },
  "event.last.finalRanking": { fr: "Classement final", en: "Final ranking" },
  "event.last.publish": { fr: "Publier l'onglet « {tab} »", en: "Publish tab '{tab}'" },
  // why a button cannot act
  "event.why.oneMissing": {
    fr: "1 résultat manque : table {tables}",
    en: "1 result missing on table {tables}",
  },
  "event.why.missing": {
    fr: "{count} résultats manquent : tables {tables}",
    en: "{count} results missing on tables {tables}",
  },
  "event.why.earlierOneMissing": {
    fr: "le résultat de la table {tables} de la ronde {round} a été effacé après la ronde suivante : saisissez-le à nouveau",
    en: "the result of table {tables} in round {round} was cleared after the next round was generated: enter it again",
  },
  "event.why.earlierMissing": {
    fr: "les résultats des tables {tables} de la ronde {round} ont été effacés après la ronde suivante : saisissez-les à nouveau",
    en: "the results of tables {tables} in round {round} were cleared after the next round was generated: enter them again",
  },
  "event.why.seedRenamed": {
    fr: "{name} fait partie de la phase finale mais n'est plus dans l'onglet « {tab} » (nom modifié ?) : remettez ce nom partout où il a été remplacé, ou annulez la phase finale et relancez-la avec le nouveau nom",
    en: "{name} is in the top cut but no longer in the '{tab}' tab (renamed?): put the name back wherever it was replaced, or undo the top cut and start it again with the new name",
  },
  "event.why.swapTopCut": {
    fr: "les tables du top cut suivent le tableau : elles ne se modifient pas à la main",
    en: "top-cut tables follow the bracket: they cannot be changed by hand",
  },
  "event.why.swapStarted": {
    fr: "des résultats de la ronde {round} sont déjà saisis : les tables ne peuvent plus changer (effacez-les d'abord)",
    en: "results of round {round} are already entered: its tables can no longer change (clear them first)",
  },
  "event.staleSwap": {
    fr: "la ronde en cours est maintenant la ronde {round} : rien n'a été modifié. Actualisez la barre latérale",
    en: "the current round is now round {round}: nothing was changed. Refresh the sidebar",
  },
  "event.why.lastRound": {
    fr: "la ronde {round} est la dernière prévue ({rounds} rondes)",
    en: "round {round} is the last one planned ({rounds} rounds)",
  },
  "event.why.allRounds": {
    fr: "les {rounds} rondes ont été jouées",
    en: "all {rounds} rounds have been played",
  },
  "event.why.fewPlayers": {
    fr: "il faut au moins 2 joueurs actifs dans l'onglet « {tab} »",
    en: "at least 2 active players are needed in tab '{tab}'",
  },
  "event.why.swissOver": { fr: "les rondes suisses sont terminées", en: "the Swiss rounds are over" },
  "event.why.endedEarly": {
    fr: "l'événement est terminé : un seul joueur est encore invaincu",
    en: "the event is over: only one player is still undefeated",
  },
  "event.why.swissEndedEarly": {
    fr: "les rondes suisses sont terminées : un seul joueur est encore invaincu ; le top cut suit",
    en: "the Swiss rounds are over: only one player is still undefeated; the top cut is next",
  },
  "event.why.endedEarlyWinner": {
    fr: "la phase suisse est terminée : {name} est le seul joueur invaincu (règle Dust Tactics)",
    en: "the Swiss phase is over: {name} is the only undefeated player (Dust Tactics rule)",
  },
  "event.why.noRound": { fr: "aucune ronde en cours", en: "no round in progress" },
  "event.why.allIn": { fr: "tous les résultats sont saisis", en: "every result is in" },
  "event.why.topCutNoDouble": {
    fr: "en top cut il faut un vainqueur : l'arbitre tranche dans la colonne Décision arbitre",
    en: "the top cut needs a winner: the organiser decides in the Organiser's decision column",
  },
  "event.why.noActive": { fr: "aucun joueur actif", en: "no active player" },
  "event.why.noTopCut": { fr: "cet événement n'a pas de top cut", en: "this event has no top cut" },
  "event.why.finished": { fr: "l'événement est terminé", en: "the event is over" },
  "event.why.swissNotOver": {
    fr: "les rondes suisses ne sont pas finies (ronde {round} sur {rounds})",
    en: "the Swiss rounds are not over (round {round} of {rounds})",
  },
  "event.why.timerRunning": { fr: "le chrono tourne déjà", en: "the timer is already running" },
  "event.why.timerNotRunning": { fr: "le chrono ne tourne pas", en: "the timer is not running" },
  "event.why.timerIdle": { fr: "le chrono est déjà à zéro", en: "the timer is already reset" },
  // confirmations
  "event.confirm.close": {
    fr: "{count} parties de la ronde {round} n'ont pas de résultat validé : les compter en double défaite ?",
    en: "{count} games of round {round} have no counted result: record them as double losses?",
  },
  "event.confirm.swapAvoided": {
    fr: "{a} et {b} sont une paire à éviter",
    en: "{a} and {b} are a pair to avoid",
  },
  "event.confirm.swap": {
    fr: "Cet échange crée ce que l'appariement évite. L'échanger quand même ? Ce sera noté dans la ronde.",
    en: "This swap makes what the pairing avoids. Swap anyway? It will be noted in the round.",
  },
  "event.confirm.swapRematch": {
    fr: "{a} et {b} se sont déjà rencontrés (ronde {rounds})",
    en: "{a} and {b} have already met (round {rounds})",
  },
  "event.confirm.swapBye": {
    fr: "{name} a déjà eu une exemption (ronde {rounds})",
    en: "{name} has already had a bye (round {rounds})",
  },
  "event.confirm.closeOne": {
    fr: "{count} partie de la ronde {round} n'a pas de résultat validé : la compter en double défaite ?",
    en: "{count} game of round {round} has no counted result: record it as a double loss?",
  },
  "event.confirm.closeLine": {
    fr: "Table {table} : {a} – {b} ({status})",
    en: "Table {table}: {a} – {b} ({status})",
  },
  "event.confirm.rematches": {
    fr: "Aucun appariement sans revanche n'existe : accepter celui qui en a le moins ({count}) ?",
    en: "No pairing without rematch exists: accept the one with the fewest ({count})?",
  },
  "event.confirm.undo": {
    fr: "{count} parties de « {round} » ont déjà des saisies : annuler quand même ?",
    en: "{count} games of '{round}' already have entries: undo anyway?",
  },
  "event.confirm.undoOne": {
    fr: "{count} partie de « {round} » a déjà des saisies : annuler quand même ?",
    en: "{count} game of '{round}' already has entries: undo anyway?",
  },
  "event.confirm.undoClose": {
    fr: "{count} des doubles défaites inscrites en clôturant la ronde {round} ont été modifiées depuis (tables {tables}) : elles restent telles quelles. Annuler les autres ?",
    en: "{count} of the double losses recorded when round {round} was closed were changed since (tables {tables}): they stay as they are. Undo the others?",
  },
  "event.confirm.undoCloseOne": {
    fr: "{count} des doubles défaites inscrites en clôturant la ronde {round} a été modifiée depuis (table {tables}) : elle reste telle quelle. Annuler les autres ?",
    en: "{count} of the double losses recorded when round {round} was closed was changed since (table {tables}): it stays as it is. Undo the others?",
  },
  "event.confirm.another": {
    fr: "Ce classeur contient déjà l'événement « {name} » : créer un deuxième événement avec ses propres onglets ? (l'existant n'est pas modifié)",
    en: "This spreadsheet already holds the event '{name}': create a second event with its own tabs? (the existing one is left as is)",
  },
  "event.quoted": { fr: "« {name} »", en: "'{name}'" },
  "event.confirm.anotherMany": {
    fr: "Ce classeur contient déjà {count} événements ({names}) : en créer un de plus, avec ses propres onglets ? (les existants ne sont pas modifiés)",
    en: "This spreadsheet already holds {count} events ({names}): create one more, with its own tabs? (the existing ones are left as they are)",
  },
  // results of actions
  "event.msg.created": {
    fr: "Événement « {name} » créé : inscrivez les joueurs dans l'onglet « {tab} ».",
    en: "Event '{name}' created: register the players in tab '{tab}'.",
  },
  "event.msg.updated": { fr: "Réglages enregistrés.", en: "Settings saved." },
  "event.msg.avoidTab": {
    fr: "Onglet « {tab} » ouvert : une paire par ligne, deux joueurs qui ne doivent pas se rencontrer.",
    en: "Tab '{tab}' open: one pair per row, two players who must not meet.",
  },
  "event.confirm.nearClubs": {
    fr: "Ces clubs s'écrivent presque pareil : s'il s'agit du même club, corrigez l'orthographe dans l'onglet des joueurs, sinon confirmez que ce sont des clubs différents.",
    en: "These clubs are spelt almost the same: if they are one club, correct the spelling in the players' tab; otherwise confirm they are different clubs.",
  },
  "event.confirm.nearClub": {
    fr: "« {a} » et « {b} »",
    en: "'{a}' and '{b}'",
  },
  "event.confirm.avoided": {
    fr: "Aucun appariement ne sépare toutes les paires à éviter : accepter celui qui en réunit le moins (paires réunies : {count} ; revanches : {rematches}) ?",
    en: "No pairing keeps every pair to avoid apart: accept the one that brings the fewest together (pairs to avoid: {count}; rematches: {rematches})?",
  },
  "event.msg.selected": { fr: "Événement courant : « {name} ».", en: "Current event: '{name}'." },
  "event.msg.generated": {
    fr: "Ronde {round} générée : {tables} tables.",
    en: "Round {round} generated: {tables} tables.",
  },
  "event.msg.generatedOne": {
    fr: "Ronde {round} générée : {tables} table.",
    en: "Round {round} generated: {tables} table.",
  },
  "event.msg.endedEarly": {
    fr: "Un seul joueur est encore invaincu : l'événement s'arrête ici (règle Dust Tactics).",
    en: "Only one player is still undefeated: the event ends here (Dust Tactics rule).",
  },
  "event.msg.closed": {
    fr: "Ronde {round} close. Doubles défaites enregistrées : {count}.",
    en: "Round {round} closed. Double losses recorded: {count}.",
  },
  "event.msg.timerStarted": { fr: "Chrono lancé : fin à {time}.", en: "Timer started: ends at {time}." },
  "event.msg.timerPaused": { fr: "Chrono en pause.", en: "Timer paused." },
  "event.msg.timerReset": { fr: "Chrono remis à zéro.", en: "Timer reset." },
  "event.msg.swapped": {
    fr: "{a} et {b} ont échangé leur place (ronde {round})",
    en: "{a} and {b} swapped places (round {round})",
  },
  "event.msg.swappedWarned": {
    fr: "{a} et {b} ont échangé leur place (ronde {round}) ; c'est noté dans la colonne « Pourquoi cette table »",
    en: "{a} and {b} swapped places (round {round}); it is noted in the 'Why this pairing' column",
  },
  "event.msg.dropped": {
    fr: "Retrait de {name} enregistré : plus d'appariement à partir de la prochaine ronde (la partie en cours reste).",
    en: "{name} is dropped: no longer paired (the current game stays).",
  },
  "event.msg.undropped": { fr: "{name} : retour dans l'événement enregistré.", en: "{name} is reinstated." },
  "event.msg.alreadyDropped": {
    fr: "Le retrait de {name} est déjà enregistré.",
    en: "{name} is already dropped.",
  },
  "event.msg.notDropped": { fr: "{name} ne fait pas partie des retraits.", en: "{name} is not dropped." },
  "event.msg.stage": {
    fr: "Top cut : tables générées pour « {stage} ».",
    en: "Top cut: tables generated for '{stage}'.",
  },
  "event.msg.finalRanking": {
    fr: "{name} remporte l'événement. Classement final écrit dans l'onglet « {tab} », colonnes {columns}.",
    en: "{name} wins the event. Final ranking written in the '{tab}' tab, columns {columns}.",
  },
  "event.msg.undone": { fr: "« {round} » annulée.", en: "'{round}' undone." },
  "event.msg.undoFinal": {
    fr: "Classement final retiré ; annulez encore pour retirer la finale.",
    en: "Final ranking removed; undo again to remove the final.",
  },
  "event.msg.undoneAction": { fr: "Annulé : {label}.", en: "Undone: {label}." },
  "event.msg.earlyEnd": {
    fr: "Phase suisse terminée après la ronde {round} : {name} est le seul joueur invaincu (règle Dust Tactics). Le classement est final ; Publier reste possible.",
    en: "Swiss phase over after round {round}: {name} is the only undefeated player (Dust Tactics rule). The standings are final; Publish still works.",
  },
  "event.msg.earlyEndTopCut": {
    fr: "Phase suisse terminée après la ronde {round} : {name} est le seul joueur invaincu (règle Dust Tactics). Lancez le top cut.",
    en: "Swiss phase over after round {round}: {name} is the only undefeated player (Dust Tactics rule). Start the top cut.",
  },
  "event.msg.playoff": {
    fr: "Barrage requis (égalité après tous les départages) : {groups}.",
    en: "Play-off game required (still tied after every tie-break): {groups}.",
  },
  "event.msg.armyMissingOne": {
    fr: "PA restants manquants pour {names} : à égalité de points et de puissance rencontrée, le départage attend ses points d'armée restants de la dernière partie (onglet « {tab} »)",
    en: "AP left missing for {names}: tied on points and strength of schedule, the tie-break waits for their army points left in the last game (tab '{tab}')",
  },
  "event.msg.armyMissing": {
    fr: "PA restants manquants pour {names} : à égalité de points et de puissance rencontrée, le départage attend leurs points d'armée restants de la dernière partie (onglet « {tab} »)",
    en: "AP left missing for {names}: tied on points and strength of schedule, the tie-break waits for their army points left in the last game (tab '{tab}')",
  },
  "event.msg.playoffGroup": { fr: "{rank}e place : {names}", en: "rank {rank}: {names}" },
  "event.msg.published": { fr: "Onglet « {tab} » mis à jour.", en: "Tab '{tab}' refreshed." },
  "event.msg.disputed": {
    fr: "Résultats contestés : tables {tables}.",
    en: "Disputed results: tables {tables}.",
  },
  "event.msg.disputedOne": {
    fr: "Résultat contesté : table {tables}.",
    en: "Disputed result: table {tables}.",
  },
  "event.stateAfterDone": {
    fr: "L'action a bien été faite, mais l'état de l'événement n'a pas pu être relu : {error}",
    en: "The action was done, but the event's state could not be read back: {error}",
  },
  // refusals
  "event.busy": {
    fr: "Une autre action Arbitre est en cours sur ce classeur : réessayez dans quelques secondes.",
    en: "Another Arbitre action is running on this spreadsheet: try again in a few seconds.",
  },
  "event.none": {
    fr: "aucun événement dans ce classeur : Arbitre ▸ Nouvel événement",
    en: "no event in this spreadsheet: Arbitre ▸ New event",
  },
  "event.notForKind": {
    fr: "cette action ne s'applique pas à ce type d'événement",
    en: "this action does not apply to this kind of event",
  },
  "event.unknownEvent": { fr: "événement inconnu : {id}", en: "unknown event: {id}" },
  "event.alreadyGenerated": {
    fr: "la ronde {round} est déjà générée (double clic ou autre organisateur) : rien n'a été modifié",
    en: "round {round} is already generated (double click or another organiser): nothing was changed",
  },
  "event.alreadyStage": {
    fr: "cette étape du top cut est déjà générée : rien n'a été modifié",
    en: "this top-cut stage is already generated: nothing was changed",
  },
  "event.stale": {
    fr: "l'état affiché n'est plus à jour (prochaine étape : {round}) : rafraîchissez la barre latérale",
    en: "the state shown is out of date (next step: {round}): refresh the sidebar",
  },
  "event.staleClose": {
    fr: "la ronde en cours est la ronde {round} : rafraîchissez la barre latérale",
    en: "the current round is {round}: refresh the sidebar",
  },
  "event.staleUndo": {
    fr: "la dernière ronde est la ronde {round} : rafraîchissez la barre latérale",
    en: "the last round is {round}: refresh the sidebar",
  },
  "event.undo.nothing": {
    fr: "rien à annuler : la dernière action a déjà été annulée (ou n'est pas de celles qui s'annulent)",
    en: "nothing to undo: the last action was already undone (or cannot be undone)",
  },
  "event.undo.stale": {
    fr: "une autre action a eu lieu depuis (double clic ou autre organisateur) : rafraîchissez la barre latérale ; rien n'a été modifié",
    en: "another action happened since (double click or another organiser): refresh the sidebar; nothing was changed",
  },
  "event.undo.changed": {
    fr: "« {label} » ne peut plus être annulé : l'événement a changé depuis (ronde ou joueur modifié à la main) ; rien n'a été modifié",
    en: "'{label}' can no longer be undone: the event changed since (round or player edited by hand); nothing was changed",
  },
  "event.undo.allEdited": {
    fr: "toutes les doubles défaites de la ronde {round} ont été modifiées depuis la clôture : il n'y a plus rien à annuler (corrigez la colonne Décision arbitre à la main)",
    en: "every double loss of round {round} was changed since the round was closed: nothing left to undo (fix the Organiser's decision column by hand)",
  },
  "event.badRequest": { fr: "demande incomplète ({field})", en: "incomplete request ({field})" },
  "event.msg.roundHalfWritten": {
    fr: "La ronde {round} a été interrompue pendant son écriture (Google ne répondait plus) : elle ne compte pas encore. Cliquez « Générer la ronde {round} » pour l'écrire à nouveau.",
    en: "Round {round} was stopped while being written (Google stopped answering): it does not count yet. Click 'Generate round {round}' to write it again.",
  },
} satisfies Catalogue;
