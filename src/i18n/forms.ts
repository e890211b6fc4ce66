import type { Catalogue } from "./catalogue";

/** The result form players fill in from their phones (src/sheets/forms). */
export const FORMS_MESSAGES = {
  "form.title": { fr: "{name} — résultats", en: "{name} — results" },
  "form.help.winner": {
    fr: "Chaque joueur de la table envoie le résultat de son match. Quand les deux disent la même chose, il est confirmé ; sinon l'arbitre décide. Le top cut ne se signale pas ici : donnez son résultat à l'arbitre.",
    en: "Each player at the table sends the result of their game. When both say the same, it is confirmed; otherwise the organiser decides. The top cut is not reported here: give its result to the organiser.",
  },
  "form.help.scores": {
    fr: "Chaque joueur de la table envoie son score, celui de son adversaire et les points d'armée restants. Quand les deux disent la même chose, le résultat est confirmé ; sinon l'arbitre décide. Le top cut ne se signale pas ici : donnez son résultat à l'arbitre.",
    en: "Each player at the table sends their score, their opponent's and the army points left. When both say the same, the result is confirmed; otherwise the organiser decides. The top cut is not reported here: give its result to the organiser.",
  },
  "form.thanksLive": {
    fr: "Merci, votre signalement est reçu. Le résultat compte quand votre adversaire a envoyé le même (sinon l'arbitre décide). Suivez le tournoi en direct (tables, chrono, classement) : {url}",
    en: "Thank you, your report is in. The result counts once your opponent has sent the same (otherwise the organiser decides). Follow the tournament live (tables, timer, standings): {url}",
  },
  "form.thanks": {
    fr: "Merci, votre signalement est reçu. Le résultat compte quand votre adversaire a envoyé le même (sinon l'arbitre décide). L'onglet « Public » du tournoi ne change pas à chaque signalement : il est mis à jour quand l'arbitre publie le classement.",
    en: "Thank you, your report is in. The result counts once your opponent has sent the same (otherwise the organiser decides). The tournament's Public tab does not change with each report: it is updated when the organiser publishes the standings.",
  },
  "form.closed.topCut": {
    fr: "Les rondes suisses sont terminées et le top cut a commencé : il ne se signale pas par ce formulaire. Donnez le résultat de votre match à l'arbitre.",
    en: "The Swiss rounds are over and the top cut has begun: it is not reported through this form. Give the result of your game to the organiser.",
  },
  "form.closed.replaced": {
    fr: "Ce formulaire a été remplacé par un nouveau : demandez son lien ou son QR code à l'arbitre.",
    en: "This form was replaced by a new one: ask the organiser for its link or QR code.",
  },
  "form.btn.remake": { fr: "Refaire le formulaire", en: "Remake the form" },
  "form.why.noFormToRemake": {
    fr: "il n'y a pas de formulaire de résultats à refaire : créez-le (ou terminez-le) avec le bouton ci-dessus",
    en: "there is no result form to remake: create it (or finish it) with the button above",
  },
  "form.confirm.remake": {
    fr: "Refaire le formulaire de résultats ?",
    en: "Remake the result form?",
  },
  "form.confirm.remakeLink": {
    fr: "Un nouveau formulaire le remplace, avec un nouveau lien : imprimez son nouveau QR code. L'ancien est fermé et dit aux joueurs de demander le nouveau.",
    en: "A new form replaces it, with a new link: print its new QR code. The old one is closed and tells the players to ask for the new one.",
  },
  "form.confirm.remakeKeeps": {
    fr: "Les résultats déjà écrits dans « {tab} » restent tels quels.",
    en: "The results already written in '{tab}' stay as they are.",
  },
  "form.confirm.remakeWaiting": {
    fr: "Ces signalements attendent encore la confirmation de l'adversaire et restent sur l'ancien formulaire : ces joueurs devront renvoyer le leur avec le nouveau.",
    en: "These reports still wait for the opponent's confirmation and stay on the old form: these players will have to send theirs again with the new one.",
  },
  "form.confirm.remakeSendAgain": {
    fr: "Table {table} : {name} (en attente de {other})",
    en: "Table {table}: {name} (waiting for {other})",
  },
  "form.msg.remade": {
    fr: "Nouveau formulaire de résultats créé : imprimez son nouveau QR code. L'ancien est fermé ; les résultats déjà dans les rondes restent.",
    en: "New result form created: print its new QR code. The old one is closed; the results already in the rounds stay.",
  },
  "form.msg.remakeHalfMade": {
    fr: "Google Forms s'est arrêté pendant que le formulaire était refait ({error}). L'ancien formulaire sert toujours : appuyez de nouveau sur « Refaire le formulaire » pour terminer le nouveau.",
    en: 'Google Forms stopped while the form was being remade ({error}). The old form still works: press "Remake the form" again to finish the new one.',
  },
  "form.undo.remakeAnswered": {
    fr: "le nouveau formulaire a déjà reçu des réponses ({count} dans « {tab} ») : le refaire ne s'annule plus, ces signalements seraient perdus",
    en: "the new form has already received responses ({count} in '{tab}'): remaking it can no longer be undone, those reports would be lost",
  },
  "form.last.remake": { fr: "Refaire le formulaire", en: "Remake the form" },
  "form.noChoice": { fr: "aucun choix pour l'instant", en: "nothing to choose yet" },
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
    fr: "le formulaire de résultats n'existe plus (supprimé ?) : créez-en un autre (barre latérale ▸ Formulaire de résultats)",
    en: "the result form no longer exists (deleted?): create another one (sidebar ▸ Result form)",
  },
  "form.unavailable": {
    fr: "Google Forms ne répond pas pour l'instant ({error}) : rien n'a été changé, réessayez dans quelques minutes",
    en: "Google Forms is not answering for now ({error}): nothing was changed, try again in a few minutes",
  },
  "form.msg.stale": {
    fr: "Google Forms ne répondait pas : les listes du formulaire de résultats ne sont pas encore à la ronde en cours. Arbitre réessaie à chaque actualisation.",
    en: "Google Forms was not answering: the result form's lists are not yet set to the current round. Arbitre tries again at each refresh.",
  },
  "form.msg.halfMade": {
    fr: "Google Forms s'est arrêté en cours de création du formulaire ({error}). Le formulaire commencé est gardé : appuyez sur « Terminer le formulaire » pour le terminer.",
    en: 'Google Forms stopped while making the form ({error}). The form begun is kept: press "Finish the form" to finish it.',
  },
  "form.msg.unfinished": {
    fr: "Le formulaire de résultats n'est pas terminé (un service Google s'est arrêté pendant sa création) : appuyez sur « Terminer le formulaire ».",
    en: 'The result form is not finished (a Google service stopped while making it): press "Finish the form".',
  },
  "form.msg.notAccepting": {
    fr: "Le formulaire de résultats n'accepte pas de réponses : les joueurs ne peuvent pas envoyer leurs résultats. Dans Google Forms, onglet Réponses, activez « Accepter les réponses ».",
    en: 'The result form is not accepting responses: players cannot send their results. In Google Forms, Responses tab, turn on "Accepting responses".',
  },
  "form.msg.nothingNew": {
    fr: "Signalements : rien de nouveau.",
    en: "Reports: nothing new.",
  },
  "form.btn.finish": { fr: "Terminer le formulaire", en: "Finish the form" },
  "form.exists": {
    fr: "cet événement a déjà son formulaire de résultats : {url}",
    en: "this event already has its result form: {url}",
  },
  "form.btn.create": { fr: "Créer le formulaire de résultats", en: "Create the result form" },
  "form.btn.again": { fr: "Créer un nouveau formulaire", en: "Create a new form" },
  "form.why.exists": {
    fr: "le formulaire de résultats de cet événement existe déjà",
    en: "this event's result form already exists",
  },
  "form.msg.leftInDrive": {
    fr: "Un appui précédent, arrêté pendant la création du formulaire, a pu laisser un formulaire vide « {title} » dans votre Google Drive : vous pouvez le supprimer.",
    en: 'An earlier press, stopped while the form was being made, may have left an empty form "{title}" in your Google Drive: you can delete it.',
  },
  "form.msg.created": {
    fr: "Formulaire de résultats créé : les réponses arrivent dans un nouvel onglet de ce classeur.",
    en: "Result form created: its responses land in a new tab of this spreadsheet.",
  },
  "form.msg.replaced": {
    fr: "Nouveau formulaire de résultats créé (l'ancien avait été supprimé) : imprimez son nouveau QR code.",
    en: "New result form created (the old one had been deleted): print its new QR code.",
  },
  "form.msg.gone": {
    fr: "Le formulaire de résultats n'existe plus (supprimé ?) : les joueurs ne peuvent plus envoyer leurs résultats. Créez-en un nouveau ci-dessous (Formulaire de résultats).",
    en: "The result form no longer exists (deleted?): players can no longer send their results. Create a new one below (Result form).",
  },
  "form.missingColumn": {
    fr: "la colonne « {column} » manque dans l'onglet « {tab} » : remettez l'en-tête tel que le formulaire l'a écrit",
    en: "the '{column}' column is missing from the '{tab}' tab: put the header back as the form wrote it",
  },
  "form.badResponse": {
    fr: "réponse illisible : « {column} » vaut « {value} », {expected}. Corrigez la cellule, ou effacez la ligne et faites renvoyer le signalement",
    en: "unreadable response: '{column}' holds '{value}', {expected}. Correct the cell, or clear the row and have the report sent again",
  },
  "form.badResponse.blank": {
    fr: "réponse illisible : « {column} » est vide. Corrigez la cellule, ou effacez la ligne et faites renvoyer le signalement",
    en: "unreadable response: '{column}' is blank. Correct the cell, or clear the row and have the report sent again",
  },
  "form.expect.whole": { fr: "pas un nombre entier de 0 ou plus", en: "not a whole number from 0" },
  "form.expect.score": {
    fr: "pas un nombre entier de 0 à 999 999",
    en: "not a whole number from 0 to 999,999",
  },
  "form.expect.table": { fr: "pas une table du formulaire", en: "not one of the form's tables" },
  "form.expect.date": { fr: "pas une date", en: "not a date" },
  "form.wholeNumber": {
    fr: "Un nombre entier, 0 ou plus, sans texte (par exemple 7).",
    en: "A whole number, 0 or more, with no text (for example 7).",
  },
  "form.armyPoints": {
    fr: "Un nombre entier de 0 à {max}, sans texte (par exemple 120).",
    en: "A whole number from 0 to {max}, with no text (for example 120).",
  },
  "form.tableChoice": {
    fr: "T{table} · {a} / {b}",
    en: "T{table} · {a} / {b}",
  },
  "form.tableChoice.before": {
    fr: "Table {table} — {a} contre {b}",
    en: "Table {table} — {a} vs {b}",
  },
  "form.col.source": { fr: "Source", en: "Source" },
  "form.source": { fr: "Formulaire : {written}", en: "Form: {written}" },
  "form.source.by": { fr: "Formulaire ({emails}) : {written}", en: "Form ({emails}): {written}" },
  "form.setting.reporterEmail": {
    fr: "« Enregistrer l'adresse Google de qui signale » attend oui ou non, pas « {value} ».",
    en: "“Record the reporter's Google address” expects yes or no, not “{value}”.",
  },
  "form.source.waiting": {
    fr: "signalé par {name} : {claim}, attend {other}",
    en: "reported by {name}: {claim}, waiting for {other}",
  },
  "form.claim": { fr: "{name} : {claim}", en: "{name}: {claim}" },
  "form.claim.confirmed": { fr: "confirmé : {claim}", en: "confirmed: {claim}" },
  "form.claim.sep": { fr: " ; ", en: "; " },
  "form.claim.winner": { fr: "vainqueur {name}", en: "winner {name}" },
  "form.msg.waiting": {
    fr: "Table {table} : {note}.",
    en: "Table {table}: {note}.",
  },
  "form.msg.claims": {
    fr: "Table {table} contestée : {claims}.",
    en: "Table {table} disputed: {claims}.",
  },
  "form.msg.sentBy": {
    fr: " (réponse envoyée par {name} à {time})",
    en: " (response sent by {name} at {time})",
  },
  "form.msg.sameEmail": {
    fr: "Table {table} : les signalements « {a} » et « {b} » viennent de la même adresse Google ({email}) : un seul téléphone ne confirme pas un résultat. Vérifiez auprès des deux joueurs, puis tapez le résultat ou une décision (ou attendez le signalement de l'adversaire depuis sa propre adresse).",
    en: "Table {table}: the reports '{a}' and '{b}' come from the same Google address ({email}): one phone does not confirm a result. Check with both players, then type the result or a decision (or wait for the opponent's report from their own address).",
  },
  "form.source.organiser": { fr: "Organisateur", en: "Organiser" },
  "form.source.lone": {
    fr: "{organiser} (signalement de {name} non confirmé : {claim})",
    en: "{organiser} (report by {name} not confirmed: {claim})",
  },
  "form.confirm.closeLone": {
    fr: "Table {table} : {name} a signalé {claim}, {other} n'a pas confirmé",
    en: "Table {table}: {name} reported {claim}, {other} has not confirmed",
  },
  "form.confirm.closeLoneHint": {
    fr: "Un signalement sans confirmation n'est pas un résultat : pour le compter, tapez le résultat ou une décision dans « {tab} » avant de clore.",
    en: "A report without confirmation is no result: to count it, type the result or a decision in '{tab}' before closing.",
  },
  "form.source.army": { fr: "PA {a}–{b}", en: "AP {a}–{b}" },
  "form.source.armySides": { fr: "PA A : {a}, B : {b}", en: "AP A: {a}, B: {b}" },
  "form.source.armyNotGiven": { fr: "non donnés", en: "not given" },
  "form.msg.sourced": {
    fr: "Ronde {round} : colonne « Source » écrite pour les tables {tables}, rien de changé dans les résultats.",
    en: "Round {round}: Source column written for tables {tables}, no result changed.",
  },
  "form.msg.sourcedOne": {
    fr: "Ronde {round} : colonne « Source » écrite pour la table {tables}, rien de changé dans les résultats.",
    en: "Round {round}: Source column written for table {tables}, no result changed.",
  },
  "form.btn.apply": { fr: "Appliquer les signalements", en: "Apply reports" },
  "form.msg.applied": {
    fr: "Signalements appliqués à la ronde {round} : tables {tables}.",
    en: "Reports applied to round {round}: tables {tables}.",
  },
  "form.msg.appliedOne": {
    fr: "Signalements appliqués à la ronde {round} : table {tables}.",
    en: "Reports applied to round {round}: table {tables}.",
  },
  "form.msg.nothing": { fr: "Aucun nouveau signalement.", en: "No new report." },
  "form.msg.noTab": {
    fr: "Aucun onglet de ce classeur ne reçoit les réponses du formulaire (formulaire dissocié ?) : aucun signalement appliqué.",
    en: "No tab of this spreadsheet receives the form's responses (form unlinked?): no report applied.",
  },
  "form.msg.unreadable": {
    fr: "Signalements non appliqués : {problem}",
    en: "Reports not applied: {problem}",
  },
  "form.ignored": {
    fr: "« {tab} », ligne {row} ({name}, ronde {round}, table {table}) : {reason}",
    en: "'{tab}', row {row} ({name}, round {round}, table {table}): {reason}",
  },
  "form.ignoredMore": {
    fr: "… et {count} autres réponses laissées de côté.",
    en: "… and {count} more responses left aside.",
  },
  "form.why.topCut": {
    fr: "envoyé pendant le top cut, qui ne se signale pas par le formulaire : à donner à l'arbitre",
    en: "sent during the top cut, which is not reported through the form: to be given to the organiser",
  },
  "form.why.roundClosed": {
    fr: "la ronde {round} est terminée, ce signalement ne compte pas",
    en: "round {round} is over, this report does not count",
  },
  "form.why.unknownTable": {
    fr: "la ronde en cours n'a pas de table {table}",
    en: "the current round has no table {table}",
  },
  "form.why.beforePairing": {
    fr: "envoyé avant l'appariement actuel de la ronde (ronde annulée puis générée à nouveau) : à renvoyer",
    en: "sent before the round's current pairing (round undone and paired again): send it again",
  },
  "form.why.notAtTable": {
    fr: "{name} ne joue pas à cette table",
    en: "{name} does not play at this table",
  },
  "form.why.dropped": {
    fr: "{name} a abandonné avant cette ronde",
    en: "{name} had dropped before this round",
  },
  "form.why.winnerNotAtTable": {
    fr: "le vainqueur nommé ne joue pas à cette table",
    en: "the winner named does not play at this table",
  },
  "form.why.organiser": {
    fr: "l'arbitre a saisi ou décidé ce résultat, le signalement n'y change rien",
    en: "the organiser entered or decided this result, the report changes nothing",
  },
  "form.why.replaced": {
    fr: "remplacé par un signalement plus récent du même joueur",
    en: "replaced by a later report of the same player",
  },
  "form.why.repeated": {
    fr: "la même réponse envoyée deux fois, comptée une fois",
    en: "the same response sent twice, counted once",
  },
  "form.why.armyOverList": {
    fr: "signalement envoyé à {time} : {value} PA restants pour {player}, plus que sa liste ({max} PA, onglet « {tab} », ligne {row}). Il n'est pas écrit dans la ronde : {name} peut envoyer un signalement corrigé, qui le remplace",
    en: "report sent at {time}: {value} AP left for {player}, more than their list ({max} AP, tab '{tab}', row {row}). It is not written into the round: {name} can send a corrected report, which replaces it",
  },
  "form.why.armyOverMax": {
    fr: "signalement envoyé à {time} : {value} PA restants pour {player}, plus que la plus grande liste permise ({max} PA). Il n'est pas écrit dans la ronde : {name} peut envoyer un signalement corrigé, qui le remplace",
    en: "report sent at {time}: {value} AP left for {player}, more than the largest list allowed ({max} AP). It is not written into the round: {name} can send a corrected report, which replaces it",
  },
  "form.why.wrongEntry": {
    fr: "ce n'est pas la façon de saisir un résultat de cet événement",
    en: "this is not how this event's results are entered",
  },
} satisfies Catalogue;
