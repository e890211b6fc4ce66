import type { Catalogue } from "./catalogue";

/** Messages of the team league engine (src/engine/league): calendar and results. */
export const LEAGUE_MESSAGES = {
  "league.fewTeams": {
    fr: "il faut au moins 2 équipes pour un calendrier (équipes : {count})",
    en: "a calendar needs at least 2 teams (teams: {count})",
  },
  "league.duplicateTeam": {
    fr: "l'équipe « {name} » est inscrite deux fois",
    en: "team '{name}' is listed twice",
  },
  "league.noScenario": {
    fr: "la liste des scénarios est vide : ajoutez-en au moins un",
    en: "the scenario list is empty: add at least one",
  },
  "league.badResult": {
    fr: "résultats incompatibles sur une même table : {homeKey} à domicile, {awayKey} à l'extérieur",
    en: "results that do not go together on one table: {homeKey} at home, {awayKey} away",
  },
  "league.matchTeams": {
    fr: "le match {match} a des lignes avec d'autres équipes",
    en: "match {match} has rows with other teams",
  },
  "league.tableTwice": {
    fr: "la table {table} du match {match} est saisie deux fois",
    en: "table {table} of match {match} is entered twice",
  },
  "lineup.gap": {
    fr: "table {table} occupée alors que la table {empty} est vide : les absents laissent libres les dernières tables",
    en: "table {table} is taken while table {empty} is empty: missing players leave the last tables free",
  },
  "lineup.forfeit": {
    fr: "{count} {count|joueur aligné|joueurs alignés} : il en faut au moins {min}, sinon le match est perdu par forfait",
    en: "{count} {count|player|players} fielded: at least {min} are needed, or the match is lost by forfeit",
  },
  "lineup.twice": {
    fr: "{name} est déjà à la table {first}",
    en: "{name} is already at table {first}",
  },
  "lineup.unregistered": {
    fr: "{name} n'est pas dans l'effectif de « {team} »",
    en: "{name} is not on the '{team}' roster",
  },
  "lineup.otherTeam": {
    fr: "{name} figure dans l'effectif de « {team} », pas de « {own} » : un joueur ne joue que pour une équipe",
    en: "{name} is registered with '{team}', not '{own}': a player plays for one team only",
  },
  "lineup.playedElsewhere": {
    fr: "{name} a déjà joué pour l'équipe « {team} » dans cette compétition : un joueur ne joue que pour une équipe",
    en: "{name} has already played for team '{team}' in this competition: a player plays for one team only",
  },
  "lineup.lateRegistration": {
    fr: "inscription de {name} le {date} : il faut s'inscrire au moins {days} jours avant la ronde",
    en: "{name} was registered on {date}: players must be registered at least {days} days before the round",
  },
  "lineup.points": {
    fr: "l'armée de {name} vaut {points} points : {max} au plus",
    en: "{name}'s army is worth {points} points: {max} at most",
  },
  "lineup.specials": {
    fr: "l'armée de {name} a {count} personnages spéciaux : 1 au plus",
    en: "{name}'s army has {count} special characters: 1 at most",
  },
  "lineup.specialWithAllies": {
    fr: "l'armée de {name} a un personnage spécial et un contingent allié : c'est l'un ou l'autre",
    en: "{name}'s army has a special character and an allied contingent: it is one or the other",
  },
  "lineup.faction": {
    fr: "la faction « {faction} » est déjà jouée à la table {first} (contingents alliés compris)",
    en: "faction '{faction}' is already played at table {first} (allied contingents included)",
  },
  "lineup.returning": {
    fr: "joueurs ayant déjà joué pour l'équipe : {count} dans cette composition, il en faut au moins {min} depuis son premier match joué à {min} joueurs ou plus",
    en: "players who already played for the team: {count} in this lineup, at least {min} are needed since its first match with {min} or more players",
  },
} satisfies Catalogue;
