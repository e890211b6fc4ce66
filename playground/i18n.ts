/**
 * The playground's own words (page chrome, log lines, refusals), in the language of the spreadsheet it shows:
 * French for a French locale, English otherwise, like the add-on itself. Shared by playground/server.ts and the
 * page (playground/page/main.ts). Placeholders are {name}.
 */

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
  "menus.label": "Menus",
  "tabs.label": "Onglets",
  "cell.input": "Contenu de la cellule",
  close: "Fermer",
  "sidebar.frame": "Barre latérale Arbitre",
  "modal.frame": "Dialogue",
  "counter.title": "Appels aux services",
  "counter.reset": "Remettre à zéro",
  "counter.sheet": "{name} : {reads} lecture(s), {writes} écriture(s)",
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
  "menus.label": "Menus",
  "tabs.label": "Tabs",
  "cell.input": "Cell content",
  close: "Close",
  "sidebar.frame": "Arbitre sidebar",
  "modal.frame": "Dialog",
  "counter.title": "Service calls",
  "counter.reset": "Clear",
  "counter.sheet": "{name}: {reads} read(s), {writes} write(s)",
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
};

const CATALOGUES: Record<PlaygroundLang, Record<PlaygroundKey, string>> = { fr: FR, en: EN };

/** The text of `key` in `lang`, placeholders filled. */
export function pt(
  lang: PlaygroundLang,
  key: PlaygroundKey,
  params: Record<string, string | number> = {},
): string {
  return CATALOGUES[lang][key].replace(/\{(\w+)\}/g, (m, name: string) =>
    name in params ? String(params[name]) : m,
  );
}

/** A quoted word list in `lang`: « a », « b » or “a”, “b”. */
export function quoteList(lang: PlaygroundLang, words: string[]): string {
  return words.map((w) => (lang === "fr" ? `« ${w} »` : `“${w}”`)).join(", ");
}
