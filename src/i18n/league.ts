import type { Catalogue } from "./index";

/** Messages of the team league engine (src/engine/league): calendar and results. */
export const LEAGUE_MESSAGES: Catalogue = {
  "league.fewTeams": {
    fr: "il faut au moins 2 équipes pour un calendrier (équipes : {count})",
    en: "a calendar needs at least 2 teams (teams: {count})",
  },
  "league.duplicateTeam": {
    fr: "l'équipe « {name} » est inscrite deux fois",
    en: "team '{name}' is listed twice",
  },
  "league.badResult": {
    fr: "résultats incompatibles sur une même table : « {home} » et « {away} »",
    en: "results that do not go together on one table: '{home}' and '{away}'",
  },
  "league.matchTeams": {
    fr: "le match {match} a des lignes avec d'autres équipes",
    en: "match {match} has rows with other teams",
  },
  "league.tableTwice": {
    fr: "la table {table} du match {match} est saisie deux fois",
    en: "table {table} of match {match} is entered twice",
  },
};
