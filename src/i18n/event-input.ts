import type { Catalogue } from "./index";

/**
 * Messages of the Swiss event about what the organiser types: the settings (New event dialog,
 * sidebar) and the cells of the event's tabs read back (src/sheets/kinds/swiss/read/).
 */
export const EVENT_INPUT_MESSAGES: Catalogue = {
  // settings (New event dialog, sidebar): the field in the organiser's words, and what is expected
  "event.setting.name": {
    fr: "le nom de l'événement est vide : donnez-lui un nom",
    en: "the event name is empty: give it a name",
  },
  "event.setting.nameLong": {
    fr: "le nom de l'événement a {length} caractères : {max} au plus ; raccourcissez-le",
    en: "the event name is {length} characters long: {max} at most; shorten it",
  },
  "event.setting.date": {
    fr: "date « {value} » invalide : attendu une date qui existe, au format AAAA-MM-JJ (par exemple 2025-11-14)",
    en: "date '{value}' is not valid: expected a date that exists, as YYYY-MM-DD (for example 2025-11-14)",
  },
  "event.setting.rounds": {
    fr: "nombre de rondes « {value} » invalide : attendu un nombre entier de 1 à 30, ou 0 pour le calculer d'après le nombre de joueurs",
    en: "number of rounds '{value}' is not valid: expected a whole number from 1 to 30, or 0 to set it from the number of players",
  },
  "event.setting.roundsPlayed": {
    fr: "nombre de rondes « {value} » trop petit : {played} rondes sont déjà générées ; choisissez au moins {played}, ou 0 pour le calculer d'après le nombre de joueurs",
    en: "number of rounds '{value}' is too small: {played} rounds are already generated; choose at least {played}, or 0 to set it from the number of players",
  },
  "event.setting.roundMinutes": {
    fr: "durée de ronde « {value} » invalide : attendu un nombre entier de minutes, de 1 à 600",
    en: "round length '{value}' is not valid: expected a whole number of minutes, from 1 to 600",
  },
  "event.setting.topCut": {
    fr: "top cut « {value} » invalide : attendu 0 (aucun), 2, 4 ou 8",
    en: "top cut '{value}' is not valid: expected 0 (none), 2, 4 or 8",
  },
  "event.setting.system": {
    fr: "système « {value} » inconnu : choisissez-en un dans la liste du dialogue Nouvel événement",
    en: "unknown system '{value}': choose one from the list of the New event dialog",
  },
  "event.topCutStarted": {
    fr: "le top cut a commencé : sa taille ne peut plus changer",
    en: "the top cut has started: its size can no longer change",
  },
  "event.topCutTooFew": {
    fr: "top {size} impossible : joueurs actifs au classement : {count}",
    en: "top {size} impossible: active players in the standings: {count}",
  },
  // bad input in the tabs
  "event.alreadyPublished": {
    fr: "l'onglet Public vient d'être mis à jour (depuis une autre fenêtre ?) : rien n'a été modifié. Actualisez la barre latérale",
    en: "the Public tab was just updated (from another window?): nothing was changed. Refresh the sidebar",
  },
  "event.tabMissing": {
    fr: "l'onglet « {tab} » est introuvable (renommé ou supprimé ?) : redonnez-lui ce nom",
    en: "tab '{tab}' cannot be found (renamed or deleted?): give it back that name",
  },
  "event.headerMissing": {
    fr: "l'en-tête « {expected} » manque (supprimé ?) : remettez-le",
    en: "header '{expected}' is missing (deleted?): put it back",
  },
  "event.headerRenamed": {
    fr: "en-tête « {found} » trouvé, « {expected} » attendu (colonne renommée ou déplacée ?)",
    en: "header '{found}' found, '{expected}' expected (column renamed or moved?)",
  },
  "event.nameFormula": {
    fr: "le nom est une formule ({formula}) : tapez le nom lui-même",
    en: "the name is a formula ({formula}): type the name itself",
  },
  "event.cellFormula": {
    fr: "cette cellule contient une formule ({formula}) : Arbitre y attend une valeur",
    en: "this cell holds a formula ({formula}): Arbitre expects a value here",
  },
  "event.setting.protectClubs": {
    fr: "protection des clubs « {value} » invalide : attendu off (aucune), round1 (ronde 1) ou every (chaque ronde)",
    en: "club protection '{value}' is not valid: expected off, round1 or every",
  },
  "event.avoid.half": {
    fr: "il manque le second joueur de la paire à éviter",
    en: "the pair to avoid lacks its second player",
  },
  "event.avoid.unknown": {
    fr: "« {name} » n'est pas dans l'onglet des joueurs : recopiez son nom tel qu'il y est inscrit",
    en: "'{name}' is not in the players' tab: copy the name as it is registered there",
  },
  "event.avoid.self": {
    fr: "« {name} » est deux fois sur la même ligne : une paire à éviter réunit deux joueurs différents",
    en: "'{name}' is twice on the same row: a pair to avoid is two different players",
  },
  "event.nameMissing": {
    fr: "le nom manque alors que la ligne est remplie",
    en: "the name is missing but the row is filled in",
  },
  "event.nameNotText": {
    fr: "« {value} » n'est pas un nom : Google Sheets l'a lu comme une date, une heure ou une valeur logique ; si c'est bien le nom, tapez-le précédé d'une apostrophe ('{value}) pour qu'il reste du texte",
    en: "'{value}' is not a name: Google Sheets read it as a date, a time or a logical value; if it is the name, type it with a leading apostrophe ('{value}) so that it stays text",
  },
  "event.nameTooLong": {
    fr: "nom de {length} caractères (« {start} ») : {max} au plus ; raccourcissez-le",
    en: "a name of {length} characters ('{start}'): {max} at most; shorten it",
  },
  "event.nameReserved": {
    fr: "« {name} » est un mot réservé d'Arbitre, pas un nom de joueur possible",
    en: "'{name}' is an Arbitre keyword, not a possible player name",
  },
  "event.duplicateName": {
    fr: "« {name} » est inscrit deux fois : lignes {first} et {second}",
    en: "'{name}' is registered twice: rows {first} and {second}",
  },
  "event.badNumber": { fr: "« {value} » n'est pas un nombre", en: "'{value}' is not a number" },
  "event.armyTooBig": {
    fr: "la liste de {name} fait {points} PA : {max} PA au plus",
    en: "{name}'s list is {points} AP: at most {max} AP",
  },
  "event.armyTooSmall": {
    fr: "la liste de {name} fait {points} PA : une liste vaut de 1 à {max} PA",
    en: "{name}'s list is {points} AP: a list is worth 1 to {max} AP",
  },
  "event.badWord": {
    fr: "« {value} » n'est pas accepté ici (choix : {allowed})",
    en: "'{value}' is not accepted here (choices: {allowed})",
  },
  "event.badChoice": {
    fr: "« {value} » n'est pas un choix possible ici (choix : {allowed}) : résultat saisi dans la mauvaise colonne ?",
    en: "'{value}' is not a possible choice here (choices: {allowed}): result typed in the wrong column?",
  },
  "event.badChoiceNumber": {
    fr: "« {value} » (un nombre) n'est pas un choix possible ici (choix : {allowed}) : pour un nom fait de chiffres, tapez-le exactement, précédé d'une apostrophe (par exemple '007)",
    en: "'{value}' (a number) is not a possible choice here (choices: {allowed}): for a name made of digits, type it exactly, with a leading apostrophe (for example '007)",
  },
  "event.dateNotNumber": {
    fr: "« {value} » est une date (ou une heure) alors qu'un nombre est attendu ici : si la cellule doit contenir un nombre, elle est au format date ; choisissez Format ▸ Nombre ▸ Automatique et le nombre réapparaît",
    en: "'{value}' is a date (or a time) where a number is expected: if the cell should hold a number, it is formatted as a date; choose Format ▸ Number ▸ Automatic and the number shows again",
  },
  "event.computedOverwritten": {
    fr: "colonne calculée écrasée (« {value} ») : effacez la saisie et saisissez le résultat dans les colonnes prévues, ou annulez (Ctrl+Z)",
    en: "computed column overwritten ('{value}'): clear it and enter the result in the input columns, or undo (Ctrl+Z)",
  },
  "event.badRound": { fr: "numéro de ronde « {value} » invalide", en: "round number '{value}' is not valid" },
  "event.roundOrder": {
    fr: "ronde {round} après la ronde {previous} : les lignes ont été déplacées",
    en: "round {round} after round {previous}: rows were moved",
  },
  "event.unknownRound": {
    fr: "ronde {round} inconnue (rondes générées : {rounds}) : ligne ajoutée à la main ?",
    en: "unknown round {round} (rounds generated: {rounds}): row added by hand?",
  },
  "event.unknownPlayer": {
    fr: "« {name} » n'est pas (ou plus) dans l'onglet des joueurs : joueur renommé ? Remettez le nom d'origine",
    en: "'{name}' is not (or no longer) in the players tab: player renamed? Put the original name back",
  },
  "event.twiceInRound": {
    fr: "« {name} » joue deux fois dans la ronde {round} (déjà ligne {first})",
    en: "'{name}' plays twice in round {round} (already on row {first})",
  },
  "event.badTable": { fr: "numéro de table « {value} » invalide", en: "table number '{value}' is not valid" },
  "event.tableTwice": {
    fr: "table {table} en double dans la ronde {round}",
    en: "table {table} twice in round {round}",
  },
  "event.byeInput": {
    fr: "« {value} » saisi sur une ligne d'exempt : il n'y a pas de partie à saisir",
    en: "'{value}' entered on a bye row: there is no game to report",
  },
  "event.badScore": {
    fr: "score « {value} » invalide (attendu : un nombre entier de 0 à 999 999)",
    en: "score '{value}' is not valid (expected a whole number from 0 to 999,999)",
  },
  "event.typedAsText": {
    fr: "« {value} » saisi comme du texte : la feuille ne le compte pas comme un nombre ; tapez le nombre seul (par exemple 3)",
    en: "'{value}' typed as text: the sheet does not count it as a number; type the number alone (for example 3)",
  },
  "event.badArmyLeft": {
    fr: "PA restants « {value} » invalides (attendu : un nombre de 0 à {max})",
    en: "AP left '{value}' is not valid (expected a number from 0 to {max})",
  },
  "event.armyLeftOverList": {
    fr: "{value} PA restants pour {name} : plus que sa liste ({list} PA, onglet « {tab} », ligne {row})",
    en: "{value} AP left for {name}: more than their list ({list} AP, tab '{tab}', row {row})",
  },
  "event.rowsMissing": {
    fr: "lignes de la ronde {round} : {found} au lieu de {expected} ; lignes supprimées à cet endroit (tables {tables}) ? Annulez la suppression (Ctrl+Z)",
    en: "rows of round {round}: {found} instead of {expected}; rows deleted here (tables {tables})? Undo the deletion (Ctrl+Z)",
  },
  "event.rowsMissingOne": {
    fr: "lignes de la ronde {round} : {found} au lieu de {expected} ; ligne supprimée à cet endroit (table {tables}) ? Annulez la suppression (Ctrl+Z)",
    en: "rows of round {round}: {found} instead of {expected}; row deleted here (table {tables})? Undo the deletion (Ctrl+Z)",
  },
  "event.byeRowMissing": {
    fr: "lignes de la ronde {round} : {found} au lieu de {expected} ; la ligne de l'exempt a été supprimée à cet endroit ? Annulez la suppression (Ctrl+Z)",
    en: "rows of round {round}: {found} instead of {expected}; the bye row was deleted here? Undo the deletion (Ctrl+Z)",
  },
  "event.rowsExtra": {
    fr: "lignes de la ronde {round} : {found} au lieu de {expected} ; ligne copiée ou ajoutée ?",
    en: "rows of round {round}: {found} instead of {expected}; row copied or added?",
  },
};
