import type { Catalogue } from "./catalogue";

/**
 * Messages of the custom functions (src/sheets/functions), of standings (src/engine/standings/)
 * and of the engine functions behind them (elo, masters, matchpoints, rounds, kow).
 *
 * `fn.bad.<argument>`: one key per argument, naming it and what it expects, e.g.
 * "nombre de têtes de série « -1 » invalide (attendu : entier positif ou nul (au-delà de 16, compte pour 16))".
 */
const BAD: Record<string, [fr: string, frExpected: string, en: string, enExpected: string]> = {
  rating: ["classement", "un nombre", "rating", "a number"],
  opponent_rating: ["classement de l'adversaire", "un nombre", "opponent rating", "a number"],
  curve: ["courbe", "« normal » ou « logistic »", "curve", '"normal" or "logistic"'],
  score: ["score", "1, 0,5, 0 ou un code V, N, D, F", "score", "1, 0.5, 0 or a code W, D, L, F"],
  expected: ["score théorique", "un nombre de 0 à 1", "expected score", "a number from 0 to 1"],
  k: ["coefficient K", "un nombre positif", "K factor", "a positive number"],
  games_played: [
    "nombre de parties",
    "entier positif ou nul",
    "number of games",
    "a whole number, 0 or more",
  ],
  initial_rating: ["classement initial", "un nombre", "initial rating", "a number"],
  round: ["ronde", "un nombre ou une date", "round", "a number or a date"],
  final_place: ["place finale", "entier à partir de 1", "final place", "a whole number from 1"],
  duplicate_place: ["place au duplicate", "entier à partir de 1", "duplicate place", "a whole number from 1"],
  seeds_present: [
    "nombre de têtes de série",
    "entier positif ou nul (au-delà de 16, compte pour 16)",
    "number of seeds present",
    "a whole number, 0 or more (above 16 counts as 16)",
  ],
  win: ["points de victoire", "un nombre", "points for a win", "a number"],
  draw: ["points de nul", "un nombre", "points for a draw", "a number"],
  loss: ["points de défaite", "un nombre", "points for a loss", "a number"],
  floor: ["plancher", "un nombre de 0 à 1", "floor", "a number from 0 to 1"],
  players: ["nombre de joueurs", "entier positif ou nul", "number of players", "a whole number, 0 or more"],
  system: ["système", "« confrerie », « dust » ou « chess »", "system", '"confrerie", "dust" or "chess"'],
  rounds_system: ["système", "« confrerie » ou « dust »", "system", '"confrerie" or "dust"'],
  deal_score: [
    "score",
    "un nombre, du texte pour une donne non terminée, ou vide",
    "score",
    "a number, text for an unfinished deal, or blank",
  ],
  game_points: ["résultat de partie", "V, N, D ou F", "game result", "W, D, L or F"],
  table: ["table", "entier à partir de 1", "table", "a whole number from 1"],
  match: ["match", "un identifiant (texte ou nombre)", "match", "an id (text or a number)"],
  as_of: ["date", "une date, par exemple 16/03/2025", "date", "a date, e.g. 2025-03-16"],
  final: ["classement final", "VRAI ou FAUX", "final ranking", "TRUE or FALSE"],
  final_standings: [
    "classement final",
    "VRAI, FAUX ou le nombre de rondes prévues (avec la colonne des rondes)",
    "final standings",
    "TRUE, FALSE or the number of rounds planned (with the rounds column)",
  ],
  tournament_id: ["tournoi", "un identifiant (texte ou nombre)", "tournament", "an id (text or a number)"],
  series: ["série", "un nom (texte ou nombre)", "series", "a name (text or a number)"],
  team_result: [
    "résultat",
    "V, N, D, ou F (table sans joueur)",
    "result",
    "W, D, L, or F (table with no player)",
  ],
};

function badMessages(): Catalogue {
  const out: Catalogue = {};
  for (const [arg, [fr, frX, en, enX]] of Object.entries(BAD)) {
    out[`fn.bad.${arg}`] = {
      fr: `${fr} « {value} » invalide (attendu : ${frX})`,
      en: `${en} '{value}' is not valid (expected ${enX})`,
    };
  }
  return out;
}

export const FUNCTIONS_MESSAGES = {
  ...badMessages(),
  "fn.shapes": {
    fr: "les plages n'ont pas la même taille ({a} et {b})",
    en: "the ranges do not have the same size ({a} and {b})",
  },
  "fn.single": {
    fr: "argument {arg} : une seule valeur attendue, pas une plage de {rows} × {cols}",
    en: "argument {arg}: a single value is expected, not a {rows} × {cols} range",
  },
  "fn.extraArgs": {
    fr: "{got} arguments donnés, la fonction en prend {max} au plus",
    en: "{got} arguments given, the function takes {max} at most",
  },
  "fn.missing": {
    fr: "l'argument {arg} manque",
    en: "argument {arg} is missing",
  },
  "fn.noLocale": {
    fr: "les paramètres régionaux du classeur (Fichier ▸ Paramètres) ne peuvent pas être lus : sans la langue, les codes de résultat (D : défaite ou nul ?) ne peuvent pas être compris",
    en: "the spreadsheet's locale (File ▸ Settings) cannot be read: without the language, result codes (D: loss or draw?) cannot be understood",
  },
  "fn.columns.results": {
    fr: "{expected} colonnes attendues (joueur A, joueur B, score A, score B{extra}), la plage en a {got}",
    en: "{expected} columns expected (entrant A, entrant B, score A, score B{extra}), the range has {got}",
  },
  "fn.columns.games": {
    fr: "4 colonnes attendues (ronde, joueur, adversaire, score du joueur), la plage en a {got}",
    en: "4 columns expected (round, player, opponent, player's score), the range has {got}",
  },
  "fn.columns.entrants": {
    fr: "une seule colonne de participants attendue, la plage en a {got}",
    en: "one column of entrants expected, the range has {got}",
  },
  "fn.missingOpponent": {
    fr: "l'adversaire de « {name} » manque",
    en: "the opponent of '{name}' is missing",
  },
  "fn.missingPlayer": {
    fr: "le joueur manque alors que la ligne contient une partie",
    en: "the player is blank but the row holds a game",
  },
  "fn.sameRoundGame": {
    fr: "« {a} » contre « {b} » figure deux fois dans la ronde {round} (chaque partie une seule fois)",
    en: "'{a}' against '{b}' is listed twice in round {round} (list each game once)",
  },
  "kow.tooManyGames": {
    fr: "un match se joue sur 4 tables, pas {count}",
    en: "a match is played on 4 tables, not {count}",
  },

  // Standings: headers, criteria, "why this rank".
  "standings.h.rank": { fr: "Rang", en: "Rank" },
  "standings.h.name": { fr: "Joueur", en: "Player" },
  "standings.h.wins": { fr: "V", en: "W" },
  "standings.h.losses": { fr: "D", en: "L" },
  "standings.h.doubleLosses": { fr: "DD", en: "DL" },
  "standings.h.record": { fr: "Bilan", en: "Record" },
  "standings.h.omw": { fr: "OMW", en: "OMW" },
  "standings.h.points": { fr: "Points", en: "Points" },
  "standings.h.sos": { fr: "Puissance rencontrée", en: "Strength of schedule" },
  "standings.h.army": { fr: "Points d'armée restants", en: "Army points remaining" },
  "standings.h.playoff": { fr: "Barrage", en: "Play-off" },
  "standings.h.sonneborn": { fr: "Sonneborn-Berger", en: "Sonneborn-Berger" },
  "standings.playoff": { fr: "barrage requis", en: "play-off required" },
  "standings.armyMissing": { fr: "PA restants manquants", en: "AP left missing" },
  "standings.c.record": { fr: "bilan", en: "record" },
  "standings.c.doubleLosses": { fr: "doubles défaites", en: "double losses" },
  "standings.c.omw": { fr: "OMW", en: "OMW" },
  "standings.c.points": { fr: "points", en: "points" },
  "standings.c.sos": { fr: "puissance rencontrée", en: "strength of schedule" },
  "standings.c.army": { fr: "points d'armée restants", en: "army points remaining" },
  "standings.c.sonneborn": { fr: "Sonneborn-Berger", en: "Sonneborn-Berger" },
  "standings.why.head": { fr: "{name} est {rank}", en: "{name} is {rank}" },
  "standings.why.behind": {
    fr: "Derrière {other} ({rank}) : {label} {mine} contre {theirs}",
    en: "Behind {other} ({rank}): {label} {mine} against {theirs}",
  },
  "standings.why.ahead": {
    fr: "Devant {other} ({rank}) : {label} {mine} contre {theirs}",
    en: "Ahead of {other} ({rank}): {label} {mine} against {theirs}",
  },
  "standings.why.behindTie": {
    fr: "Derrière {other} ({rank}) : à égalité de {first} ({value}), départage par {label}, {mine} contre {theirs}",
    en: "Behind {other} ({rank}): level on {first} ({value}), decided by {label}, {mine} against {theirs}",
  },
  "standings.why.aheadTie": {
    fr: "Devant {other} ({rank}) : à égalité de {first} ({value}), départage par {label}, {mine} contre {theirs}",
    en: "Ahead of {other} ({rank}): level on {first} ({value}), decided by {label}, {mine} against {theirs}",
  },
  "standings.why.fewerWins": { fr: " (le moins l'emporte)", en: " (fewer is better)" },
  "standings.why.alone": {
    fr: "Personne d'autre n'est classé ({label} {value})",
    en: "No one else is ranked ({label} {value})",
  },
  "standings.why.shared": {
    fr: "Ex æquo avec {other} après tous les départages : rang partagé, les noms sont listés dans l'ordre alphabétique",
    en: "Tied with {other} after every tie-break: the rank is shared, names listed in alphabetical order",
  },
  "standings.why.playoff": {
    fr: "Ex æquo avec {other} après tous les départages : un match de barrage est nécessaire",
    en: "Tied with {other} after every tie-break: a play-off game is needed",
  },
  "standings.why.and": { fr: " et ", en: " and " },

  "fn.columns.teamGames": {
    fr: "6 colonnes attendues (match, équipe à domicile, équipe visiteuse, table, résultat domicile, résultat visiteur), la plage en a {got}",
    en: "6 columns expected (match, home team, away team, table, home result, away result), the range has {got}",
  },
  "fn.columns.tournaments": {
    fr: "4 colonnes attendues (identifiant, série, date, formule), la plage en a {got}",
    en: "4 columns expected (id, series, date, format), the range has {got}",
  },
  "fn.columns.circuitResults": {
    fr: "4 colonnes attendues (tournoi, joueur, place finale, place au duplicate), la plage en a {got}",
    en: "4 columns expected (tournament, player, final place, duplicate place), the range has {got}",
  },
  "fn.missingTeam": {
    fr: "il manque une équipe",
    en: "a team is missing",
  },
  "fn.missingMatch": {
    fr: "il manque l'identifiant du match",
    en: "the match id is missing",
  },
  "fn.sameTeam": {
    fr: "« {name} » ne peut pas se rencontrer",
    en: "'{name}' cannot play itself",
  },
  "fn.halfResult": {
    fr: "un seul des deux résultats est saisi",
    en: "only one of the two results is entered",
  },
  // TEAM_STANDINGS columns of its games range (where a bad value is).
  "league.col.match": { fr: "match", en: "match" },
  "league.col.home": { fr: "équipe à domicile", en: "home team" },
  "league.col.away": { fr: "équipe visiteuse", en: "away team" },
  "league.col.table": { fr: "table", en: "table" },
  "league.col.homeResult": { fr: "résultat domicile", en: "home result" },
  "league.col.awayResult": { fr: "résultat visiteur", en: "away result" },
  // TEAM_STANDINGS header.
  "league.h.rank": { fr: "Rang", en: "Rank" },
  "league.h.team": { fr: "Équipe", en: "Team" },
  "league.h.points": { fr: "Points", en: "League points" },
  "league.h.headToHead": { fr: "Confrontation directe", en: "Head-to-head" },
  "league.h.sonneborn": { fr: "Sonneborn-Berger", en: "Sonneborn-Berger" },
  "league.h.gamesWon": { fr: "Parties gagnées", en: "Games won" },
  "league.h.matches": { fr: "Matchs joués", en: "Matches played" },
  // ELO_RATINGS header.
  "elo.h.player": { fr: "Joueur", en: "Player" },
  "elo.h.rating": { fr: "Classement", en: "Rating" },
  "elo.h.games": { fr: "Parties", en: "Games" },
} satisfies Catalogue;
