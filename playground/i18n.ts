/**
 * The playground's own words (page chrome, log lines, refusals), in the language of the spreadsheet it shows:
 * French for a French locale, English otherwise, like the add-on itself. Shared by playground/server.ts and the
 * page (playground/page/main.ts). Placeholders are {name}.
 */

import { fill } from "../src/i18n/typography";
export type PlaygroundLang = "fr" | "en";

export function playgroundLang(locale: string | undefined): PlaygroundLang {
  return typeof locale === "string" && /^fr(?:$|[-_])/i.test(locale) ? "fr" : "en";
}

const FR = {
  "page.title": "Arbitre — terrain d'essai",
  "lang.group": "Langue du classeur",
  "lang.fr_FR": "Français",
  "lang.en_US": "English",
  "lang.hint": "Recharge le classeur de démonstration en {locale}",
  "reset.label": "Réinitialiser",
  "reset.hint": "Recharger build/Code.js et le classeur de démonstration",
  "busy.server": "Calcul en cours…",
  "menus.label": "Menus",
  "tabs.label": "Onglets",
  "cell.input": "Contenu de la cellule",
  close: "Fermer",
  "sidebar.frame": "Barre latérale Arbitre",
  "modal.frame": "Dialogue",
  "counter.title": "Appels aux services",
  "counter.reset": "Remettre à zéro",
  "counter.sheet": "{name} : {reads} {reads|lecture|lectures}, {writes} {writes|écriture|écritures}",
  "counter.denied": "Refusés : {keys}",
  "counter.none": "Aucun appel depuis la remise à zéro.",
  "log.title": "Journal",
  "panel.fold": "Replier",
  "panel.unfold": "Déplier",
  error: "Erreur",
  "confirm.cancel": "Annuler",
  "confirm.reset.title": "Réinitialiser le terrain d'essai ?",
  "confirm.reset.text":
    "Le module et le classeur de démonstration sont rechargés : vos saisies, les événements créés et le journal sont effacés.",
  "confirm.reset.ok": "Réinitialiser",
  "confirm.lang.title": "Passer le classeur en {language} ?",
  "confirm.lang.text":
    "Le classeur de démonstration est rechargé en {language} ({locale}) : vos saisies, les événements créés et le journal sont effacés.",
  "confirm.lang.ok": "Passer en {language}",
  "language.fr_FR": "français",
  "language.en_US": "anglais",
  "list.open": "Choisir dans la liste",
  "list.choices": "Choix pour {cell}",
  "checkbox.label": "Case à cocher {cell}",
  "list.refused": "Saisie refusée par la liste déroulante de {cell} : choisissez {choices}.",
  "rule.refused": "Saisie refusée par la règle de validation de {cell} : {help}",
  "rule.refusedPlain": "Saisie refusée par la règle de validation de {cell}.",
  "formula.parse":
    "Erreur d'analyse de la formule : vérifiez les parenthèses et les séparateurs (point-virgule entre les arguments, virgule décimale).",
  "log.reloaded": "Classeur de démonstration chargé ({locale})",
  "log.autoAnswer": "réponse automatique",
  "log.queuedAnswer": "réponse programmée",
  "log.notTransportable":
    "{name} : la valeur renvoyée ne passe pas google.script.run ({problem}) — Apps Script la remplacerait par null.",
  "log.failed": "{name} : {message}",
  "chart.label": "Graphique : {title}",
  "chart.untitled": "sans titre",
  "chart.series": "Série {n}",
  "chart.more": "+ {n} autres",
  "chart.asLines": "{type} dessiné en lignes",
  "forms.title": "Formulaires",
  "forms.count": "{n} {n|formulaire|formulaires}",
  "forms.none":
    "Aucun formulaire pour l'instant. Un événement suisse crée le sien depuis la barre latérale (« Créer le formulaire de résultats ») ; il apparaîtra ici, rempli comme sur un téléphone.",
  "forms.list": "Formulaires du classeur",
  "forms.open": "Ouvert aux réponses",
  "forms.closed": "N'accepte plus de réponses",
  "forms.deleted": "Supprimé",
  "forms.responses": "{n} {n|réponse|réponses}",
  "forms.tab": "→ {tab}",
  "forms.unlinked": "sans onglet de réponses",
  "forms.phone": "Le formulaire {title}, tel qu'un joueur le voit sur son téléphone",
  "forms.requiredNote": "* Indique une question obligatoire",
  "forms.required": "obligatoire",
  "forms.choose": "Choisir",
  "forms.yourAnswer": "Votre réponse",
  "forms.submit": "Envoyer comme un joueur",
  "forms.submitPhone": "Envoyer",
  "forms.thanksDefault": "Votre réponse a été enregistrée.",
  "forms.again": "Envoyer une autre réponse",
  "forms.sending": "Envoi…",
  "forms.sent": "Réponse enregistrée : ligne {row} de l'onglet {tab}.",
  "forms.sentNowhere": "Réponse enregistrée dans le formulaire (il n'écrit dans aucun onglet).",
  "forms.delete": "Supprimer le formulaire",
  "forms.deletedNotice":
    "Ce formulaire a été supprimé : un téléphone ne peut plus l'ouvrir ni l'envoyer. L'onglet des réponses reste dans le classeur, sans lien.",
  "forms.closedNotice": "Ce formulaire n'accepte plus de réponses.",
  "confirm.formDelete.title": "Supprimer le formulaire {title} ?",
  "confirm.formDelete.text":
    "Comme l'organisateur qui le supprime dans Drive : le formulaire ne s'ouvre plus et ne prend plus de réponse. L'onglet {tab} reste dans le classeur, sans lien.",
  "confirm.formDelete.textUnlinked":
    "Comme l'organisateur qui le supprime dans Drive : le formulaire ne s'ouvre plus et ne prend plus de réponse.",
  "confirm.formDelete.ok": "Supprimer",
  "form.log.submitted": "Formulaire {title} : réponse envoyée comme un joueur → {tab}, ligne {row}",
  "form.log.submittedNowhere":
    "Formulaire {title} : réponse envoyée comme un joueur (aucun onglet de réponses)",
  "form.log.refused": "Formulaire {title} : envoi refusé — {reason}",
  "form.log.deleted": "Formulaire {title} supprimé (comme dans Drive) ; l'onglet {tab} reste, sans lien",
  "form.log.deletedUnlinked": "Formulaire {title} supprimé (comme dans Drive)",
  "form.refused.unknown": "Aucun formulaire n'a l'identifiant {id}.",
  "form.refused.deleted": "Le formulaire {title} a été supprimé : il ne prend plus de réponse.",
  "form.refused.closed": "Le formulaire {title} n'accepte plus de réponses.",
  "form.refused.noQuestion": "Le formulaire {title} n'a pas de question {question}.",
  "form.refused.required": "La question {question} est obligatoire.",
  "form.refused.choice": "{value} n'est pas un des choix de la question {question} ({choices}).",
  "form.refused.scale": "{value} n'est pas sur l'échelle de la question {question} ({lower} à {upper}).",
  "form.refused.invalid": "{value} est refusé à la question {question} : {help}",
  "form.refused.invalidPlain": "{value} est refusé à la question {question}.",
} as const;

export type PlaygroundKey = keyof typeof FR;

const EN: Record<PlaygroundKey, string> = {
  "page.title": "Arbitre — playground",
  "lang.group": "Spreadsheet language",
  "lang.fr_FR": "Français",
  "lang.en_US": "English",
  "lang.hint": "Reloads the demo spreadsheet in {locale}",
  "reset.label": "Reset",
  "reset.hint": "Reload build/Code.js and the demo spreadsheet",
  "busy.server": "Working…",
  "menus.label": "Menus",
  "tabs.label": "Tabs",
  "cell.input": "Cell content",
  close: "Close",
  "sidebar.frame": "Arbitre sidebar",
  "modal.frame": "Dialog",
  "counter.title": "Service calls",
  "counter.reset": "Clear",
  "counter.sheet": "{name}: {reads} {reads|read|reads}, {writes} {writes|write|writes}",
  "counter.denied": "Denied: {keys}",
  "counter.none": "No calls since the count was cleared.",
  "log.title": "Log",
  "panel.fold": "Fold",
  "panel.unfold": "Unfold",
  error: "Error",
  "confirm.cancel": "Cancel",
  "confirm.reset.title": "Reset the playground?",
  "confirm.reset.text":
    "The add-on and the demo spreadsheet are reloaded: your edits, the events you created and the log are erased.",
  "confirm.reset.ok": "Reset",
  "confirm.lang.title": "Switch the spreadsheet to {language}?",
  "confirm.lang.text":
    "The demo spreadsheet is reloaded in {language} ({locale}): your edits, the events you created and the log are erased.",
  "confirm.lang.ok": "Switch to {language}",
  "language.fr_FR": "French",
  "language.en_US": "English",
  "list.open": "Choose from the list",
  "list.choices": "Choices for {cell}",
  "checkbox.label": "Checkbox {cell}",
  "list.refused": "Input refused by the dropdown in {cell}: choose {choices}.",
  "rule.refused": "Input refused by the validation rule of {cell}: {help}",
  "rule.refusedPlain": "Input refused by the validation rule of {cell}.",
  "formula.parse":
    "Formula parse error: check the parentheses and the separators (commas between arguments, decimal point).",
  "log.reloaded": "Demo spreadsheet loaded ({locale})",
  "log.autoAnswer": "automatic answer",
  "log.queuedAnswer": "queued answer",
  "log.notTransportable":
    "{name}: the returned value cannot go through google.script.run ({problem}) — Apps Script would replace it with null.",
  "log.failed": "{name}: {message}",
  "chart.label": "Chart: {title}",
  "chart.untitled": "untitled",
  "chart.series": "Series {n}",
  "chart.more": "+ {n} more",
  "chart.asLines": "{type} drawn as lines",
  "forms.title": "Forms",
  "forms.count": "{n} {n|form|forms}",
  "forms.none":
    "No form yet. A Swiss event creates its own from the sidebar (“Create the result form”); it will show here, filled in as on a phone.",
  "forms.list": "The spreadsheet's forms",
  "forms.open": "Accepting responses",
  "forms.closed": "Not accepting responses",
  "forms.deleted": "Deleted",
  "forms.responses": "{n} {n|response|responses}",
  "forms.tab": "→ {tab}",
  "forms.unlinked": "no responses tab",
  "forms.phone": "The form {title}, as a player sees it on a phone",
  "forms.requiredNote": "* Indicates required question",
  "forms.required": "required",
  "forms.choose": "Choose",
  "forms.yourAnswer": "Your answer",
  "forms.submit": "Submit as a player",
  "forms.submitPhone": "Submit",
  "forms.thanksDefault": "Your response has been recorded.",
  "forms.again": "Submit another response",
  "forms.sending": "Sending…",
  "forms.sent": "Response recorded: row {row} of the tab {tab}.",
  "forms.sentNowhere": "Response recorded in the form (it writes to no tab).",
  "forms.delete": "Delete the form",
  "forms.deletedNotice":
    "This form was deleted: a phone can no longer open or submit it. The responses tab stays in the spreadsheet, unlinked.",
  "forms.closedNotice": "This form is no longer accepting responses.",
  "confirm.formDelete.title": "Delete the form {title}?",
  "confirm.formDelete.text":
    "As the organiser deleting it in Drive: the form no longer opens and takes no more responses. The tab {tab} stays in the spreadsheet, unlinked.",
  "confirm.formDelete.textUnlinked":
    "As the organiser deleting it in Drive: the form no longer opens and takes no more responses.",
  "confirm.formDelete.ok": "Delete",
  "form.log.submitted": "Form {title}: response submitted as a player → {tab}, row {row}",
  "form.log.submittedNowhere": "Form {title}: response submitted as a player (no responses tab)",
  "form.log.refused": "Form {title}: submission refused — {reason}",
  "form.log.deleted": "Form {title} deleted (as in Drive); the tab {tab} stays, unlinked",
  "form.log.deletedUnlinked": "Form {title} deleted (as in Drive)",
  "form.refused.unknown": "No form has the id {id}.",
  "form.refused.deleted": "The form {title} was deleted: it takes no more responses.",
  "form.refused.closed": "The form {title} is not accepting responses.",
  "form.refused.noQuestion": "The form {title} has no question {question}.",
  "form.refused.required": "The question {question} is required.",
  "form.refused.choice": "{value} is not one of the choices of the question {question} ({choices}).",
  "form.refused.scale": "{value} is not on the scale of the question {question} ({lower} to {upper}).",
  "form.refused.invalid": "{value} is refused for the question {question}: {help}",
  "form.refused.invalidPlain": "{value} is refused for the question {question}.",
};

const CATALOGUES: Record<PlaygroundLang, Record<PlaygroundKey, string>> = { fr: FR, en: EN };

/** The text of `key` in `lang`, placeholders filled. */
export function pt(
  lang: PlaygroundLang,
  key: PlaygroundKey,
  params: Record<string, string | number> = {},
): string {
  // plurals and French spacing as in Arbitre's own catalogues (src/i18n/typography.ts)
  return fill(lang, CATALOGUES[lang][key], params, (_name, whole) => whole);
}

/** A quoted word list in `lang`: « a », « b » or “a”, “b”. */
export function quoteList(lang: PlaygroundLang, words: string[]): string {
  return words.map((w) => (lang === "fr" ? `«\u00a0${w}\u00a0»` : `“${w}”`)).join(", ");
}
