import type { Catalogue } from "./catalogue";

/**
 * Messages of the season circuit "Masters Grand Sud" (src/engine/circuit, RULES §5): bad input of
 * the tournaments and results lists, the Masters final, the column names the errors point at, and
 * the ranking's headers (shared by MASTERS_RANKING and the circuit's tabs).
 */
export const CIRCUIT_MESSAGES = {
  // Tournaments
  "circuit.missingId": { fr: "l'identifiant du tournoi manque", en: "the tournament id is missing" },
  "circuit.idTwice": {
    fr: "le tournoi « {id} » est déjà déclaré ligne {row}",
    en: "tournament '{id}' is already listed on row {row}",
  },
  "circuit.missingSeries": {
    fr: "la série (le club) du tournoi « {id} » manque",
    en: "the series (club) of tournament '{id}' is missing",
  },
  "circuit.badDate": {
    fr: "date « {value} » invalide (attendu : une date, par exemple 16/03/2025)",
    en: "date '{value}' is not valid (expected a date, e.g. 2025-03-16)",
  },
  "circuit.future": {
    fr: "le tournoi « {id} » est daté du {date}, après aujourd'hui ({today}) : saisissez ses résultats une fois joué",
    en: "tournament '{id}' is dated {date}, after today ({today}): enter its results once it is played",
  },
  "circuit.seriesSameDay": {
    fr: "deux éditions de la série « {series} » le même jour : « {id} » et « {other} »",
    en: "two editions of series '{series}' on the same day: '{id}' and '{other}'",
  },
  "circuit.seriesSpelling": {
    fr: "« {name} » et « {other} » (ligne {row}) semblent être le même club : écrivez-les de la même façon, sinon l'édition de l'un ne remplace pas celle de l'autre",
    en: "'{name}' and '{other}' (row {row}) look like the same club: write them the same way, or one's edition does not replace the other's",
  },
  "circuit.badFormat": {
    fr: "formule « {value} » invalide (attendu : poules ou duplicate)",
    en: "format '{value}' is not valid (expected pool or duplicate)",
  },
  // Results
  "circuit.unknownTournament": {
    fr: "tournoi « {id} » inconnu : il n'est pas dans la liste des tournois",
    en: "unknown tournament '{id}': it is not in the tournaments list",
  },
  "circuit.unknownTournamentRows": {
    fr: "tournoi « {id} » inconnu, sur {rows} lignes à partir d'ici : il n'est pas dans la liste des tournois",
    en: "unknown tournament '{id}', on {rows} rows from here: it is not in the tournaments list",
  },
  "circuit.pastedTwice": {
    fr: "les résultats du tournoi « {id} » apparaissent deux fois, lignes {first} et {second} : supprimez une des deux copies",
    en: "the results of tournament '{id}' appear twice, rows {first} and {second}: delete one of the copies",
  },
  "circuit.missingPlayer": { fr: "le joueur manque", en: "the player is missing" },
  "circuit.missingTournament": {
    fr: "le tournoi manque (attendu : un identifiant de la liste des tournois)",
    en: "the tournament is missing (expected an id from the tournaments list)",
  },
  "circuit.spelling": {
    fr: "« {name} » et « {other} » (ligne {row}) : est-ce la même personne ? Un même nom doit s'écrire d'une seule façon",
    en: "is '{name}' the same player as '{other}' (row {row})? Write one player's name one way",
  },
  "circuit.playerTwice": {
    fr: "{player} a déjà un résultat au tournoi « {id} » (ligne {row})",
    en: "{player} already has a result in tournament '{id}' (row {row})",
  },
  "circuit.badPlace": {
    fr: "place finale « {value} » invalide (attendu : entier à partir de 1)",
    en: "final place '{value}' is not valid (expected a whole number from 1)",
  },
  "circuit.badDuplicatePlace": {
    fr: "place au duplicate « {value} » invalide (attendu : entier à partir de 1)",
    en: "duplicate place '{value}' is not valid (expected a whole number from 1)",
  },
  "circuit.placeTwice": {
    fr: "la place {place} du tournoi « {id} » est déjà donnée ligne {row}",
    en: "place {place} of tournament '{id}' is already given on row {row}",
  },
  "circuit.placeGap": {
    fr: "il manque la place {missing} au tournoi « {id} » (place suivante : {place})",
    en: "place {missing} is missing in tournament '{id}' (next place: {place})",
  },
  "circuit.duplicatePlaceTwice": {
    fr: "la place au duplicate {place} du tournoi « {id} » est déjà donnée ligne {row}",
    en: "duplicate place {place} of tournament '{id}' is already given on row {row}",
  },
  "circuit.placeGapBeyond": {
    fr: "place {place} au tournoi « {id} » : c'est plus que son nombre de résultats ({count}) ; il manque la place {missing}",
    en: "place {place} in tournament '{id}': more than its number of results ({count}); place {missing} is missing",
  },
  "circuit.duplicatePlaceGapBeyond": {
    fr: "place au duplicate {place} au tournoi « {id} » : c'est plus que son nombre de résultats ({count}) ; il manque la place au duplicate {missing}",
    en: "duplicate place {place} in tournament '{id}': more than its number of results ({count}); duplicate place {missing} is missing",
  },
  "circuit.duplicatePlaceGap": {
    fr: "il manque la place au duplicate {missing} au tournoi « {id} » (place suivante : {place})",
    en: "duplicate place {missing} is missing in tournament '{id}' (next place: {place})",
  },
  "circuit.duplicatePlaceGiven": {
    fr: "le tournoi « {id} » est tout en duplicate : laissez la place au duplicate vide (la place finale compte pour les deux), pas « {value} »",
    en: "tournament '{id}' is all-duplicate: leave the duplicate place blank (the final place counts as both), not '{value}'",
  },
  "circuit.duplicatePlaceMissing": {
    fr: "le tournoi « {id} » est en poules : la place au duplicate manque",
    en: "tournament '{id}' is a pool tournament: the duplicate place is missing",
  },
  // Masters final
  "masters.fewPlayers": {
    fr: "{count} joueurs disponibles au classement annuel, il en faut {needed} pour le Masters",
    en: "{count} players available in the year-end ranking, the Masters needs {needed}",
  },
  "masters.badMatch": {
    fr: "match « {value} » invalide (attendu : 1 à 15)",
    en: "match '{value}' is not valid (expected 1 to 15)",
  },
  "masters.notInField": {
    fr: "{name} ne joue pas ce Masters",
    en: "{name} does not play this Masters",
  },
  "masters.notScheduled": {
    fr: "{a} et {b} ne se rencontrent pas au match {match}",
    en: "{a} and {b} do not meet in match {match}",
  },
  "masters.gameTwice": {
    fr: "le match {a} – {b} est déjà saisi ligne {row}",
    en: "the game {a} – {b} is already entered on row {row}",
  },
  "masters.missingCount": {
    fr: "les coups manquent : la partie a d'autres cases remplies (attendu : entier de 0 à {max})",
    en: "the coups are missing: the game has other cells filled (expected a whole number from 0 to {max})",
  },
  "masters.badCount": {
    fr: "« {value} » invalide (attendu : entier de 0 à {max})",
    en: "'{value}' is not valid (expected a whole number from 0 to {max})",
  },
  "masters.badTopTop": {
    fr: "« {value} » illisible (attendu : case cochée ou non, ou oui / non)",
    en: "'{value}' cannot be read (expected the checkbox ticked or not, or yes / no)",
  },
  "masters.topTopNotDraw": {
    fr: "top-top marqué sur un match non nul ({a}–{b}) : seul un nul peut être à top-top",
    en: "top-top marked on a game that is not a draw ({a}–{b}): only a draw can be top-top",
  },
  // The columns errors point at.
  "circuit.col.id": { fr: "identifiant", en: "id" },
  "circuit.col.series": { fr: "série", en: "series" },
  "circuit.col.date": { fr: "date", en: "date" },
  "circuit.col.format": { fr: "formule", en: "format" },
  "circuit.col.tournament": { fr: "tournoi", en: "tournament" },
  "circuit.col.player": { fr: "joueur", en: "player" },
  "circuit.col.place": { fr: "place finale", en: "final place" },
  "circuit.col.duplicatePlace": { fr: "place au duplicate", en: "duplicate place" },
  // Ranking headers.
  "circuit.h.rank": { fr: "Rang", en: "Rank" },
  "circuit.h.player": { fr: "Joueur", en: "Player" },
  "circuit.h.played": { fr: "Tournois joués", en: "Tournaments played" },
  "circuit.h.total": { fr: "Total", en: "Total" },
  "circuit.h.change": { fr: "Évolution", en: "Change" },
  "circuit.h.changeYearEnd": {
    fr: "Évolution depuis le classement final {year}",
    en: "Change since the year-end ranking {year}",
  },
  "circuit.new": { fr: "nouveau", en: "new" },
} satisfies Catalogue;
