import type { Catalogue } from "./catalogue";

/** Arbitre ▸ Vérifier l'installation / Check the installation (src/sheets/selfcheck). */
export const SELFCHECK_MESSAGES = {
  "menu.selfCheck": { fr: "Vérifier l'installation", en: "Check the installation" },
  "selfcheck.dialog.title": { fr: "Vérifier l'installation", en: "Check the installation" },
  "selfcheck.tab": { fr: "Arbitre — vérification", en: "Arbitre — check" },
  "selfcheck.tab.list": { fr: "Arbitre — vérification, liste", en: "Arbitre — check, list" },
  "selfcheck.quoted": { fr: "« {name} »", en: '"{name}"' },

  "selfcheck.step.tabs": { fr: "Onglets de vérification", en: "Scratch tabs" },
  "selfcheck.step.values": {
    fr: "Valeurs, formats et formats de nombre",
    en: "Values, formats and number formats",
  },
  "selfcheck.step.validation": {
    fr: "Validation : formule personnalisée et INDIRECT vers un autre onglet",
    en: "Data validation: custom formula and INDIRECT to another tab",
  },
  "selfcheck.step.conditional": { fr: "Mise en forme conditionnelle", en: "Conditional format" },
  "selfcheck.step.chart": { fr: "Graphique", en: "Chart" },
  "selfcheck.step.properties": {
    fr: "Propriété du document (près de 9 Ko)",
    en: "Document property (near 9 KB)",
  },
  "selfcheck.step.lock": { fr: "Verrou du document", en: "Document lock" },
  "selfcheck.step.page": { fr: "Page en direct", en: "Live page" },
  "selfcheck.step.form": {
    fr: "Formulaire Google : créer, publier, lier, répondre, relire",
    en: "Google Form: create, publish, link, respond, read back",
  },
  "selfcheck.step.cleanup": { fr: "Nettoyage", en: "Clean-up" },

  "selfcheck.ok.tabs": { fr: "créés : « {main} » et « {list} »", en: 'made: "{main}" and "{list}"' },
  "selfcheck.ok.values": {
    fr: "{cells} cellules relues telles qu'écrites : nombres, date, texte « 007 », case cochée, accents ; formats de nombre, gras, fond ; format automatique remis (« General », relu « 0.############### »)",
    en: '{cells} cells read back as written: numbers, date, text "007", checkbox value, accents; number formats, bold, background; automatic format given back ("General", read "0.###############")',
  },
  "selfcheck.ok.validation": {
    fr: "règle relue : CUSTOM_FORMULA {formula}, saisie invalide refusée, texte d'aide",
    en: "rule read back: CUSTOM_FORMULA {formula}, invalid input rejected, help text",
  },
  "selfcheck.ok.conditional": {
    fr: 'règle relue : formule =$C3="x", fond, plage C3:C5',
    en: 'rule read back: formula =$C3="x", background, range C3:C5',
  },
  "selfcheck.ok.chart": {
    fr: "graphique en courbes relu : type LINE, plage A8:B11",
    en: "line chart read back: type LINE, range A8:B11",
  },
  "selfcheck.ok.properties": {
    fr: "{bytes} octets (clé comprise) écrits, relus à l'identique, supprimés",
    en: "{bytes} bytes (key included) written, read back unchanged, deleted",
  },
  "selfcheck.ok.page": {
    fr: "page rendue par le script ({kb} Ko), cache du script écrit, relu et vidé ; application web : {state}",
    en: "page rendered by the script ({kb} KB), the script's cache written, read back and cleared; web app: {state}",
  },
  "selfcheck.page.deployed": { fr: "déployée", en: "deployed" },
  "selfcheck.page.notDeployed": {
    fr: "pas encore déployée (npm run deploy)",
    en: "not deployed yet (npm run deploy)",
  },
  "selfcheck.ok.lock": {
    fr: "tryLock, hasLock, releaseLock : pris puis rendu",
    en: "tryLock, hasLock, releaseLock: taken, then released",
  },
  "selfcheck.ok.form": {
    fr: "créé non publié, publié, lié ; la réponse envoyée par le script est relue dans le formulaire et dans l'onglet « {tab} » ; formulaire d'essai : {state}",
    en: 'made unpublished, published, linked; the response the script sent is read back from the form and from the tab "{tab}"; the test form: {state}',
  },
  "selfcheck.form.state": {
    fr: "publié : {published}, accepte les réponses : {accepting}, connexion exigée : {signIn}",
    en: "published: {published}, accepting responses: {accepting}, sign-in required: {signIn}",
  },
  "selfcheck.form.yes": { fr: "oui", en: "yes" },
  "selfcheck.form.no": { fr: "non", en: "no" },
  "selfcheck.form.unknown": {
    fr: "inconnu (Google Forms ne le dit pas pour ce compte)",
    en: "unknown (Google Forms does not say for this account)",
  },
  "selfcheck.form.signInHelp": {
    fr: ". Les téléphones devront se connecter à un compte de votre domaine : pour que toute personne ayant le lien puisse répondre, dans Google Forms, Paramètres ▸ Réponses, décochez « Limiter aux utilisateurs de … » (ou, sous Publié ▸ Gérer, choisissez « Toute personne disposant du lien »)",
    en: ". Phones will have to sign in to an account of your domain: to let anyone with the link answer, in Google Forms, Settings ▸ Responses, untick 'Restrict to users in …' (or, under Published ▸ Manage, choose 'Anyone with the link')",
  },
  "selfcheck.ok.cleanup": {
    fr: "supprimés : {tabs} et la propriété de test ; onglet actif remis",
    en: "removed: {tabs} and the test property; active tab put back",
  },

  "selfcheck.mismatch": {
    fr: "{what} : écrit {wrote}, relu {read}",
    en: "{what}: wrote {wrote}, read {read}",
  },
  "selfcheck.missing": { fr: "{what} : introuvable à la relecture", en: "{what}: not found when read back" },
  "selfcheck.differs": {
    fr: "{what} : relue avec la même longueur mais un contenu différent",
    en: "{what}: read back with the same length but different content",
  },
  "selfcheck.threw": { fr: "erreur : {message}", en: "error: {message}" },
  "selfcheck.lock.busy": {
    fr: "le verrou du document est pris par une autre exécution (5 s d'attente) : réessayez dans un instant",
    en: "the document lock is held by another run (waited 5 s): try again in a moment",
  },
  "selfcheck.left.tab": {
    fr: "onglet « {name} » non supprimé ({message}) : supprimez-le à la main",
    en: 'tab "{name}" not deleted ({message}): delete it by hand',
  },
  "selfcheck.left.property": {
    fr: "propriété {key} non supprimée ({message})",
    en: "property {key} not deleted ({message})",
  },

  "selfcheck.type.number": { fr: "nombre {value}", en: "number {value}" },
  "selfcheck.type.text": { fr: "texte « {value} »", en: 'text "{value}"' },
  "selfcheck.type.date": { fr: "date {value}", en: "date {value}" },
  "selfcheck.type.boolean": { fr: "booléen {value}", en: "boolean {value}" },
  "selfcheck.type.other": { fr: "{value}", en: "{value}" },

  "selfcheck.what.value": { fr: "{cell}, valeur", en: "{cell}, value" },
  "selfcheck.what.format": { fr: "{cell}, format de nombre", en: "{cell}, number format" },
  "selfcheck.what.automatic": {
    fr: "{cell}, format automatique remis par « General »",
    en: '{cell}, automatic format given back by "General"',
  },
  "selfcheck.what.display": { fr: "{cell}, valeur affichée", en: "{cell}, displayed value" },
  "selfcheck.what.bold": { fr: "{cell}, graisse", en: "{cell}, font weight" },
  "selfcheck.what.background": { fr: "fond", en: "background" },
  "selfcheck.what.rule": { fr: "règle de validation", en: "validation rule" },
  "selfcheck.what.criteria": { fr: "critère", en: "criteria" },
  "selfcheck.what.formula": { fr: "formule", en: "formula" },
  "selfcheck.what.allowInvalid": { fr: "saisie invalide acceptée", en: "invalid input allowed" },
  "selfcheck.what.help": { fr: "texte d'aide", en: "help text" },
  "selfcheck.what.rules": { fr: "nombre de règles", en: "number of rules" },
  "selfcheck.what.range": { fr: "plage", en: "range" },
  "selfcheck.what.condition": { fr: "condition de la règle", en: "the rule's condition" },
  "selfcheck.what.charts": { fr: "nombre de graphiques", en: "number of charts" },
  "selfcheck.what.chartRanges": { fr: "plages du graphique", en: "chart ranges" },
  "selfcheck.what.chartType": { fr: "type du graphique", en: "chart type" },
  "selfcheck.what.length": { fr: "longueur de la propriété", en: "property length" },
  "selfcheck.what.property": { fr: "propriété", en: "property" },
  "selfcheck.what.deleted": { fr: "propriété après suppression", en: "property after deleting it" },
  "selfcheck.what.afterRelease": { fr: "hasLock() après releaseLock()", en: "hasLock() after releaseLock()" },
  "selfcheck.what.publishedAtCreation": {
    fr: "isPublished() après create(titre, false)",
    en: "isPublished() after create(title, false)",
  },
  "selfcheck.what.responsesTab": { fr: "onglet des réponses", en: "responses tab" },
  "selfcheck.what.responses": { fr: "réponses du formulaire", en: "form responses" },
  "selfcheck.what.formAnswer": { fr: "réponse relue dans le formulaire", en: "answer read from the form" },
  "selfcheck.what.tabAnswer": {
    fr: "réponse relue dans l'onglet « {tab} »",
    en: 'answer read from the tab "{tab}"',
  },

  "selfcheck.validation.help": {
    fr: "Vérification d'Arbitre : un nom de la liste.",
    en: "Arbitre's check: a name from the list.",
  },
  "selfcheck.chart.title": { fr: "Vérification d'Arbitre", en: "Arbitre's check" },
  "selfcheck.chart.day": { fr: "Jour", en: "Day" },
  "selfcheck.chart.value": { fr: "Valeur", en: "Value" },
  "selfcheck.form.title": {
    fr: "Arbitre — formulaire de vérification (à supprimer)",
    en: "Arbitre — check form (to delete)",
  },
  "selfcheck.form.question": { fr: "Votre réponse", en: "Your answer" },
  "selfcheck.form.answer": { fr: "Réponse envoyée par Arbitre", en: "Response sent by Arbitre" },

  "selfcheck.ms": { fr: "{ms} ms", en: "{ms} ms" },
  "selfcheck.text.head": {
    fr: "Arbitre {version} — vérification de l'installation — {at} — paramètres régionaux {locale}",
    en: "Arbitre {version} — installation check — {at} — locale {locale}",
  },
  "selfcheck.note.form": {
    fr: "Le formulaire de test reste dans votre Drive, dépublié et délié de ce classeur : {url} — supprimez-le depuis Google Drive.",
    en: "The test form stays in your Drive, unpublished and unlinked from this spreadsheet: {url} — delete it from Google Drive.",
  },
  "selfcheck.note.noFormMade": {
    fr: "Aucun formulaire n'a pu être créé : rien à supprimer dans votre Drive.",
    en: "No form could be made: nothing to delete in your Drive.",
  },
  "selfcheck.note.formSkipped": {
    fr: "Formulaire Google non testé (cochez la case pour le tester ; il restera dans votre Drive).",
    en: "Google Form not tested (tick the box to test it; it will stay in your Drive).",
  },
} satisfies Catalogue;
