import type { Catalogue } from "./index";

/** The result form players fill in from their phones (src/sheets/forms). */
export const FORMS_MESSAGES: Catalogue = {
  "form.title": { fr: "{name} — résultats", en: "{name} — results" },
  "form.help.winner": {
    fr: "Chaque joueur de la table envoie le résultat de son match. Quand les deux disent la même chose, il est confirmé ; sinon l'arbitre décide. Le top cut ne se signale pas ici : donnez son résultat à l'arbitre.",
    en: "Each player at the table sends the result of their game. When both say the same, it is confirmed; otherwise the organiser decides. The top cut is not reported here: give its result to the organiser.",
  },
  "form.help.scores": {
    fr: "Chaque joueur de la table envoie son score, celui de son adversaire et les points d'armée restants. Quand les deux disent la même chose, le résultat est confirmé ; sinon l'arbitre décide. Le top cut ne se signale pas ici : donnez son résultat à l'arbitre.",
    en: "Each player at the table sends their score, their opponent's and the army points left. When both say the same, the result is confirmed; otherwise the organiser decides. The top cut is not reported here: give its result to the organiser.",
  },
  "form.thanks": {
    fr: "Merci, votre signalement est reçu. Le résultat apparaît quand votre adversaire a envoyé le même (sinon l'arbitre décide) : vérifiez-le dans l'onglet « Public » du tournoi.",
    en: "Thank you, your report is in. The result appears once your opponent has sent the same (otherwise the organiser decides): check it in the tournament's Public tab.",
  },
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
    fr: "Le formulaire de résultats de cet événement existe déjà.",
    en: "This event's result form already exists.",
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
  "form.expect.table": { fr: "pas une table du formulaire", en: "not one of the form's tables" },
  "form.expect.date": { fr: "pas une date", en: "not a date" },
  "form.wholeNumber": {
    fr: "Un nombre entier, 0 ou plus, sans texte (par exemple 7).",
    en: "A whole number, 0 or more, with no text (for example 7).",
  },
  "form.tableChoice": {
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
  "form.why.wrongEntry": {
    fr: "ce n'est pas la façon de saisir un résultat de cet événement",
    en: "this is not how this event's results are entered",
  },
};
