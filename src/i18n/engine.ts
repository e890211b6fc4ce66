import type { Catalogue } from "./catalogue";

/** Messages of the shared engine core: locations and result cells (RULES §0). */
export const ENGINE_MESSAGES = {
  "at.tab": { fr: "onglet « {tab} »", en: "tab '{tab}'" },
  "at.arg": { fr: "argument {arg}", en: "argument {arg}" },
  "at.round": { fr: "ronde {round}", en: "round {round}" },
  "at.row": { fr: "ligne {row}", en: "row {row}" },
  "at.column": { fr: "colonne {column}", en: "column {column}" },
  "col.armyA": { fr: "points d'armée A", en: "army A" },
  "col.armyB": { fr: "points d'armée B", en: "army B" },
  "outcome.win": { fr: "victoire", en: "win" },
  "outcome.draw": { fr: "nul", en: "draw" },
  "outcome.loss": { fr: "défaite", en: "loss" },
  "outcome.forfeit": { fr: "forfait", en: "forfeit" },
  "results.badName": {
    fr: "« {value} » n'est pas un nom de joueur ou d'équipe (attendu : du texte)",
    en: "'{value}' is not a player or team name (expected text)",
  },
  "results.missingA": {
    fr: "le joueur A est vide alors que la ligne contient un résultat",
    en: "entrant A is blank but the row holds a result",
  },
  "results.sameEntrant": {
    fr: "« {name} » est des deux côtés de la même partie",
    en: "'{name}' is on both sides of the same game",
  },
  "results.missingScore": {
    fr: "le score {side} manque (les deux scores, ou aucun)",
    en: "score {side} is missing (give both scores, or neither)",
  },
  "results.mixedScores": {
    fr: "scores « {a} » et « {b} » : deux nombres, ou deux codes (V, N, D, F), pas un mélange",
    en: "scores '{a}' and '{b}': two numbers or two codes (W, D, L, F), not a mix",
  },
  "results.badScore": {
    fr: "score « {value} » invalide (attendu : un nombre ou un code V, N, D, F)",
    en: "score '{value}' is not valid (expected a number or a code W, D, L, F)",
  },
  "results.inconsistent": {
    fr: "les scores « {a} » et « {b} » ne font pas un résultat (ex. V et D, N et N, D et D)",
    en: "scores '{a}' and '{b}' do not make a result (e.g. W and L, D and D, L and L)",
  },
  "results.twiceInRound": {
    fr: "« {name} » apparaît deux fois dans la ronde {round}",
    en: "'{name}' appears twice in round {round}",
  },
  "results.badArmy": {
    fr: "points d'armée restants « {value} » invalides (attendu : un nombre)",
    en: "army points remaining '{value}' is not valid (expected a number)",
  },
} satisfies Catalogue;
