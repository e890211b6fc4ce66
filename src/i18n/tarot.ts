import type { Catalogue } from "./catalogue";

/**
 * Messages of the Tarot "simultané individuel" duplicate (src/engine/tarot, RULES §6):
 * bad deal rows, the columns the errors point at, and the custom functions TAROT_PERCENT,
 * DUPLICATE_INDEX and TAROT_FORM (their arguments, their header).
 */
export const TAROT_MESSAGES = {
  // Deal rows
  "tarot.missingTournament": { fr: "le tournoi manque", en: "the tournament is missing" },
  "tarot.badDate": {
    fr: "date « {value} » invalide (attendu : une date, par exemple 16/03/2025)",
    en: "date '{value}' is not valid (expected a date, e.g. 2025-03-16)",
  },
  "tarot.badAsOf": {
    fr: "date du bilan « {value} » invalide (attendu : une date, par exemple 16/03/2025)",
    en: "date of the report '{value}' is not valid (expected a date, e.g. 2025-03-16)",
  },
  "tarot.badDeal": {
    fr: "numéro de donne « {value} » invalide (attendu : entier à partir de 1)",
    en: "deal number '{value}' is not valid (expected a whole number from 1)",
  },
  "tarot.badSide": {
    fr: "position « {value} » invalide (attendu : attaque ou défense)",
    en: "side '{value}' is not valid (expected attack or defence)",
  },
  "tarot.missingParticipant": { fr: "le joueur manque", en: "the player is missing" },
  "tarot.badDifferential": {
    fr: "différentiel « {value} » invalide (attendu : un nombre ; cochez « Non terminée » pour une donne pas finie dans le temps)",
    en: "differential '{value}' is not valid (expected a number; tick 'Not finished' for a deal not finished in time)",
  },
  "tarot.differentialRange": {
    fr: "différentiel « {value} » impossible : un joueur marque au plus {max} points sur une donne (attendu : de −{max} à {max})",
    en: "differential '{value}' is not possible: a player scores at most {max} points on a deal (expected −{max} to {max})",
  },
  "tarot.botUnfinished": {
    fr: "la donne du bot « {participant} » n'est pas terminée : le bot joue toujours ses donnes jusqu'au bout",
    en: "the deal of bot '{participant}' is not finished: the bot always finishes its deals",
  },
  "tarot.dealTwice": {
    fr: "la donne {deal} du tournoi « {tournament} » est déjà saisie pour {participant} ligne {row}",
    en: "deal {deal} of tournament '{tournament}' is already entered for {participant} on row {row}",
  },
  "tarot.botTwice": {
    fr: "la donne {deal} du tournoi « {tournament} » a déjà une ligne du bot (ligne {row}) : une seule ligne du bot par donne (le bot est le joueur nommé Bot, Robot, Ordinateur ou Computer)",
    en: "deal {deal} of tournament '{tournament}' already has a bot row (row {row}): one bot row per deal (the bot is the player named Bot, Robot, Ordinateur or Computer)",
  },
  "tarot.dateOrder": {
    fr: "les donnes de {participant} ne sont pas dans l'ordre des dates : {date} après {previous} (ligne {row})",
    en: "the deals of {participant} are not in date order: {date} after {previous} (row {row})",
  },
  "tarot.spelling": {
    fr: "« {name} » et « {other} » (ligne {row}) : est-ce la même personne ? Un même nom doit s'écrire d'une seule façon, sinon les cumuls sont coupés en deux",
    en: "is '{name}' the same player as '{other}' (row {row})? Write one player's name one way, or their cumuls are split in two",
  },
  "tarot.tournamentReused": {
    fr: "le tournoi « {tournament} » a déjà des donnes le {first} (ligne {row}) : donnez un autre nom au tournoi du {date}",
    en: "tournament '{tournament}' already has deals on {first} (row {row}): give the tournament of {date} another name",
  },
  "tarot.noBot": {
    fr: "le tournoi « {tournament} » n'a pas de ligne du bot (le joueur nommé Bot, Robot, Ordinateur ou Computer) : ses pourcentages se calculent contre le bot",
    en: "tournament '{tournament}' has no bot row (the player named Bot, Robot, Ordinateur or Computer): its percentages are computed against the bot",
  },
  "tarot.dealWithoutBot": {
    fr: "la donne {deal} du tournoi « {tournament} » n'a pas de ligne du bot",
    en: "deal {deal} of tournament '{tournament}' has no bot row",
  },
  "tarot.pastedTwice": {
    fr: "les donnes du tournoi « {tournament} » apparaissent deux fois, lignes {first} et {second} : supprimez une des deux copies",
    en: "the deals of tournament '{tournament}' appear twice, rows {first} and {second}: delete one of the copies",
  },
  "tarot.dealMissing": {
    fr: "{participant} n'a pas de ligne pour la ou les donnes {deals} du tournoi « {tournament} » : chaque joueur du tournoi a une ligne par donne (cochez « Non terminée » pour une donne non jouée)",
    en: "{participant} has no row for the deals numbered {deals} of tournament '{tournament}': each player of the tournament has a row for each deal (tick 'Not finished' for a deal not played)",
  },
  "tarot.formDateOrder": {
    fr: "les donnes ne sont pas dans l'ordre des dates : {date} après {previous}",
    en: "the deals are not in date order: {date} after {previous}",
  },
  // The columns errors point at.
  "tarot.col.tournament": { fr: "tournoi", en: "tournament" },
  "tarot.col.date": { fr: "date", en: "date" },
  "tarot.col.deal": { fr: "donne", en: "deal" },
  "tarot.col.side": { fr: "position", en: "side" },
  "tarot.col.participant": { fr: "joueur", en: "player" },
  "tarot.col.differential": { fr: "différentiel", en: "differential" },
  "tarot.col.percent": { fr: "pourcentage", en: "percentage" },
  // Arguments of the custom functions.
  "fn.bad.player_differential": {
    fr: "différentiel du joueur « {value} » invalide (attendu : un nombre, du texte ou vide pour une donne non terminée)",
    en: "player differential '{value}' is not valid (expected a number, text or blank for an unfinished deal)",
  },
  "fn.range.player_differential": {
    fr: "différentiel du joueur « {value} » impossible : un joueur marque au plus {max} points sur une donne (attendu : de −{max} à {max})",
    en: "player differential '{value}' is not possible: a player scores at most {max} points on a deal (expected −{max} to {max})",
  },
  "fn.range.bot_differential": {
    fr: "différentiel du bot « {value} » impossible : un joueur marque au plus {max} points sur une donne (attendu : de −{max} à {max})",
    en: "bot differential '{value}' is not possible: a player scores at most {max} points on a deal (expected −{max} to {max})",
  },
  "fn.bad.bot_differential": {
    fr: "différentiel du bot « {value} » invalide (attendu : un nombre ; le bot termine toujours ses donnes)",
    en: "bot differential '{value}' is not valid (expected a number; the bot always finishes its deals)",
  },
  "fn.bad.index_score": {
    fr: "résultat « {value} » invalide (attendu : un nombre ou vide)",
    en: "result '{value}' is not valid (expected a number or blank)",
  },
  "fn.bad.count": {
    fr: "nombre de résultats « {value} » invalide (attendu : entier à partir de 1)",
    en: "number of results '{value}' is not valid (expected a whole number from 1)",
  },
  "fn.bad.deal_percent": {
    fr: "pourcentage « {value} » invalide (attendu : un nombre, 0 pour une donne non terminée)",
    en: "percentage '{value}' is not valid (expected a number, 0 for an unfinished deal)",
  },
  "fn.columns.tarotDeals": {
    fr: "3 colonnes attendues (date, position, pourcentage de la donne), la plage en a {got}",
    en: "3 columns expected (date, side, the deal's percentage), the range has {got}",
  },
  // TAROT_FORM header.
  "tarot.h.attack": { fr: "Moyenne attaque", en: "Attack average" },
  "tarot.h.defence": { fr: "Moyenne défense", en: "Defence average" },
  "tarot.h.current": { fr: "% actuel", en: "Current %" },
  "tarot.h.attackCumuls": { fr: "Cumuls attaque", en: "Attack cumuls" },
  "tarot.h.defenceCumuls": { fr: "Cumuls défense", en: "Defence cumuls" },
  "tarot.h.provisional": { fr: "Provisoire", en: "Provisional" },
} satisfies Catalogue;
