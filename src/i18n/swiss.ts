import type { Catalogue } from "./catalogue";

/**
 * Messages of the Swiss pairing engine (src/engine/swiss/: pairing, topcut.ts): why two entrants meet,
 * why an entrant has the bye, the early end of RULES §2, and bad input.
 */
export const SWISS_MESSAGES = {
  // why X plays Y
  "swiss.why.random": {
    fr: "Ronde {round} : {a} contre {b}, table tirée au sort.",
    en: "Round {round}: {a} v {b}, table drawn at random.",
  },
  "swiss.why.nearest": {
    fr: "Ronde {round} : {a} (n° {rankA}, bilan {recordA}) rencontre {b} (n° {rankB}, bilan {recordB}) : c'est l'adversaire pas encore rencontré le plus proche sous {a} au classement.",
    en: "Round {round}: {a} (#{rankA}, {recordA}) meets {b} (#{rankB}, {recordB}), the nearest-ranked entrant below {a} not met yet.",
  },
  "swiss.why.unstuck": {
    fr: "Ronde {round} : {a} (n° {rankA}, bilan {recordA}) rencontre {b} (n° {rankB}, bilan {recordB}) : les {skipped} adversaires non rencontrés plus proches auraient laissé d'autres joueurs sans adversaire possible hors revanche ; {b} est le plus proche qui permet d'apparier tout le monde.",
    en: "Round {round}: {a} (#{rankA}, {recordA}) meets {b} (#{rankB}, {recordB}): the {skipped} nearer unmet {skipped|entrant|entrants} would have left others with only rematches; {b} is the nearest one that lets everyone be paired.",
  },
  "swiss.why.rematch": {
    fr: "Ronde {round} : {a} (n° {rankA}) retrouve {b} (n° {rankB}) : aucun appariement sans revanche n'existe, celui-ci en a le moins ({rematches}).",
    en: "Round {round}: {a} (#{rankA}) meets {b} (#{rankB}) again: no pairing without rematch exists; this one has the fewest ({rematches}).",
  },
  "swiss.why.fewest": {
    fr: "Ronde {round} : {a} (n° {rankA}) rencontre {b} (n° {rankB}) : aucun appariement sans revanche n'existe ; dans celui qui en a le moins ({rematches}), {b} est l'adversaire le plus proche possible de {a}.",
    en: "Round {round}: {a} (#{rankA}) meets {b} (#{rankB}): no pairing without rematch exists; in the one with the fewest rematches ({rematches}), {b} is the nearest possible opponent of {a}.",
  },
  "swiss.why.fewestDust": {
    fr: "Ronde {round} : {a} ({pointsA} pts) rencontre {b} ({pointsB} pts) : aucun appariement sans revanche n'existe ; celui-ci en a le moins ({rematches}).",
    en: "Round {round}: {a} ({pointsA} pts) meets {b} ({pointsB} pts): no pairing without rematch exists; this one has the fewest rematches ({rematches}).",
  },
  "swiss.why.dustGroup": {
    fr: "Ronde {round} : {a} et {b} ({pointsA} pts) sont tirés au sort dans leur groupe de points.",
    en: "Round {round}: {a} and {b} ({pointsA} pts) are drawn at random within their point group.",
  },
  "swiss.why.dustFloat": {
    fr: "Ronde {round} : {a} ({pointsA} pts) descend rencontrer {b} ({pointsB} pts) : le groupe à {pointsA} points ne pouvait pas apparier tout le monde sans revanche (nombre impair ou adversaires restants déjà rencontrés).",
    en: "Round {round}: {a} ({pointsA} pts) floats down to meet {b} ({pointsB} pts): the {pointsA}-point group could not pair everyone without a rematch (odd number, or remaining opponents already met).",
  },
  // pairs to avoid and club protection (RULES §1 Decision)
  "swiss.why.avoided": {
    fr: "Ronde {round} : {a} rencontre {b} bien que la paire soit à éviter : aucun appariement ne sépare toutes les paires à éviter et évite toutes les revanches ; celui-ci en réunit le moins ({rematches}).",
    en: "Round {round}: {a} meets {b} although they are a pair to avoid: no pairing keeps every pair to avoid apart and avoids every rematch; this one has the fewest ({rematches}).",
  },
  "swiss.why.randomClub": {
    fr: "Ronde {round} : {a} contre {b}, table tirée au sort ; {a} ne rencontre pas {mate} (même club : {club}).",
    en: "Round {round}: {a} v {b}, table drawn at random; {a} does not meet {mate} (same club: {club}).",
  },
  "swiss.why.randomSameClub": {
    fr: "Ronde {round} : {a} contre {b}, du même club ({club}), table tirée au sort : aucun tirage ne sépare tous les membres d'un même club ; celui-ci réunit le moins de joueurs d'un même club (tables concernées : {tables}).",
    en: "Round {round}: {a} v {b}, of the same club ({club}), table drawn at random: no draw keeps every clubmate apart; this one has the fewest tables between clubmates ({tables}).",
  },
  "swiss.why.nearestClub": {
    fr: "Ronde {round} : {a} (n° {rankA}, bilan {recordA}) rencontre {b} (n° {rankB}, bilan {recordB}) : {a} ne rencontre pas {mate} (même club : {club}) ; {b} est le plus proche adversaire possible d'un autre club au même bilan que {mate}.",
    en: "Round {round}: {a} (#{rankA}, {recordA}) meets {b} (#{rankB}, {recordB}): {a} does not meet {mate} (same club: {club}); {b} is the nearest possible opponent of another club with the same record as {mate}.",
  },
  "swiss.why.sameClub": {
    fr: "Ronde {round} : {a} (n° {rankA}, bilan {recordA}) rencontre {b} (n° {rankB}, bilan {recordB}) malgré le même club ({club}) : aucun adversaire possible d'un autre club n'a le même bilan que {b}.",
    en: "Round {round}: {a} (#{rankA}, {recordA}) meets {b} (#{rankB}, {recordB}) although both are of {club}: no possible opponent of another club has the same record as {b}.",
  },
  "swiss.why.dustGroupClub": {
    fr: "Ronde {round} : {a} et {b} ({pointsA} pts) sont tirés au sort dans leur groupe de points ; {who} ne rencontre pas {mate} (même club : {club}).",
    en: "Round {round}: {a} and {b} ({pointsA} pts) are drawn at random within their point group; {who} does not meet {mate} (same club: {club}).",
  },
  "swiss.why.dustFloatClub": {
    fr: "Ronde {round} : {a} ({pointsA} pts) descend rencontrer {b} ({pointsB} pts) : le groupe à {pointsA} points ne pouvait pas apparier tout le monde sans revanche ; {who} ne rencontre pas {mate} (même club : {club}).",
    en: "Round {round}: {a} ({pointsA} pts) floats down to meet {b} ({pointsB} pts): the {pointsA}-point group could not pair everyone without a rematch; {who} does not meet {mate} (same club: {club}).",
  },
  "swiss.why.dustSameClub": {
    fr: "Ronde {round} : {a} ({pointsA} pts) rencontre {b} ({pointsB} pts) malgré le même club ({club}) : les séparer aurait fait changer de groupe de points plus de joueurs ; cet appariement réunit le moins de joueurs d'un même club (tables concernées : {tables}).",
    en: "Round {round}: {a} ({pointsA} pts) meets {b} ({pointsB} pts) although both are of {club}: keeping them apart would move more entrants out of their point group; this pairing has the fewest tables between clubmates ({tables}).",
  },
  // a table changed by hand (a swap from the sidebar)
  "swiss.swap.table": {
    fr: "Table modifiée à la main par l'organisateur.",
    en: "Table changed by hand by the organiser.",
  },
  "swiss.swap.rematch": {
    fr: "Table modifiée à la main par l'organisateur : revanche (déjà rencontrés en ronde {rounds}).",
    en: "Table changed by hand by the organiser: a rematch (already met in round {rounds}).",
  },
  "swiss.swap.bye": {
    fr: "Exemption (bye) donnée à la main par l'organisateur à {name}.",
    en: "Bye given to {name} by hand by the organiser.",
  },
  "swiss.swap.avoided": {
    fr: "Table modifiée à la main par l'organisateur : une paire à éviter.",
    en: "Table changed by hand by the organiser: a pair to avoid.",
  },
  "swiss.swap.byeAgain": {
    fr: "Exemption (bye) donnée à la main par l'organisateur à {name}, qui en a déjà eu une en ronde {rounds}.",
    en: "Bye given to {name} by hand by the organiser; {name} already had the bye in round {rounds}.",
  },
  "swap.samePlayer": {
    fr: "choisissez deux joueurs différents (« {name} » deux fois)",
    en: "choose two different players ('{name}' twice)",
  },
  "swap.notInRound": {
    fr: "« {name} » ne joue pas cette ronde : choisissez un joueur de la ronde en cours",
    en: "'{name}' is not playing this round: choose a player of the current round",
  },
  // who has the bye
  "swiss.bye.random": {
    fr: "Ronde {round} : exemption (bye) pour {name}, tirée au sort.",
    en: "Round {round}: {name} has the bye, drawn at random.",
  },
  "swiss.bye.lowest": {
    fr: "Ronde {round} : exemption (bye) pour {name} (n° {rank}, bilan {record}) : dernière place du classement parmi les joueurs qui n'en ont pas encore eu.",
    en: "Round {round}: {name} (#{rank}, {record}) has the bye: the lowest-ranked entrant without a bye yet.",
  },
  "swiss.bye.dust": {
    fr: "Ronde {round} : exemption (bye) pour {name} ({points} pts), tirée au sort parmi les joueurs qui ont le moins de points et pas encore d'exemption.",
    en: "Round {round}: {name} ({points} pts) has the bye, drawn at random among the entrants with the fewest points and no bye yet.",
  },
  "swiss.bye.allHad": {
    fr: "Ronde {round} : exemption (bye) pour {name} (n° {rank}) : tout le monde en a déjà eu une, l'exemption revient donc à la dernière place du classement.",
    en: "Round {round}: {name} (#{rank}) has the bye: everyone has had one, so it goes to the lowest-ranked.",
  },
  "swiss.bye.passedOver": {
    fr: "Ronde {round} : exemption (bye) pour {name} (n° {rank}) ; joueurs prioritaires écartés : {passed}, car leur exemption aurait rendu impossible un appariement sans revanche.",
    en: "Round {round}: {name} (#{rank}) has the bye; entrants passed over: {passed}, because their bye would have left no pairing without rematch.",
  },
  "swiss.bye.rematch": {
    fr: "Ronde {round} : exemption (bye) pour {name} (n° {rank}) : aucun choix ne permet un appariement sans revanche, celui-ci en laisse le moins.",
    en: "Round {round}: {name} (#{rank}) has the bye: no choice allows a pairing without rematch; this one leaves the fewest.",
  },
  "swiss.ended": {
    fr: "Ronde {round} : le tournoi est terminé, {name} est le seul joueur invaincu.",
    en: "Round {round}: the event is over, {name} is the only undefeated entrant.",
  },
  // bad input
  "swiss.badInput": {
    fr: "données d'appariement invalides : « {what} » manque ou n'a pas la bonne forme",
    en: "bad pairing input: '{what}' is missing or malformed",
  },
  "swiss.badSystem": {
    fr: "système « {value} » inconnu (attendu : confrerie ou dust)",
    en: "unknown system '{value}' (expected confrerie or dust)",
  },
  "swiss.badSeed": {
    fr: "graine « {value} » invalide (attendu : un nombre)",
    en: "seed '{value}' is not valid (expected a number)",
  },
  "swiss.badEntrant": {
    fr: "« {value} » n'est pas un nom de joueur ou d'équipe",
    en: "'{value}' is not a player or team name",
  },
  "swiss.duplicateEntrant": {
    fr: "« {name} » est inscrit deux fois",
    en: "'{name}' is registered twice",
  },
  "swiss.unknownEntrant": {
    fr: "« {name} » n'est pas un inscrit",
    en: "'{name}' is not a registered entrant",
  },
  "swiss.unknownAvoid": {
    fr: "paire à éviter : « {name} » n'est pas un inscrit",
    en: "pair to avoid: '{name}' is not a registered entrant",
  },
  "swiss.avoidSelf": {
    fr: "paire à éviter : « {name} » deux fois",
    en: "pair to avoid: '{name}' twice",
  },
  "swiss.noResult": {
    fr: "{a} – {b} n'a pas de résultat : saisissez-le (ou une double défaite) avant d'apparier la ronde suivante",
    en: "{a} v {b} has no result: enter it (or a double loss) before pairing the next round",
  },
  // top cut
  "topcut.badSize": {
    fr: "top cut de {size} : seuls 2, 4 ou 8 sont possibles",
    en: "top cut of {size}: only 2, 4 or 8 are possible",
  },
  "topcut.notEnough": {
    fr: "top cut de {size} impossible : joueurs classés : {count}",
    en: "top cut of {size} impossible: ranked entrants: {count}",
  },
  "topcut.tooManyStages": {
    fr: "le top cut de {size} n'a que {stages} tours, {given} sont donnés",
    en: "a top cut of {size} has only {stages} stages, {given} given",
  },
  "topcut.wrongGame": {
    fr: "{a} – {b} n'est pas une table de ce tour du top cut (attendu : {expected})",
    en: "{a} v {b} is not a table of this top-cut stage (expected: {expected})",
  },
  "topcut.wrongBye": {
    fr: "l'exemption de {a} n'est pas une table de ce tour du top cut (attendu : {expected})",
    en: "a bye for {a} is not a table of this top-cut stage (expected: {expected})",
  },
  "topcut.missingGame": {
    fr: "il manque le résultat de {a} – {b}",
    en: "the result of {a} v {b} is missing",
  },
  "topcut.noWinner": {
    fr: "{a} – {b} : il faut un vainqueur en top cut (ni nul ni double défaite)",
    en: "{a} v {b}: the top cut needs a winner (no draw, no double loss)",
  },
  "topcut.why.quarter": {
    fr: "Top cut, quart de finale : tête de série {seedA} ({a}) contre tête de série {seedB} ({b}).",
    en: "Top cut, quarter-final: seed {seedA} ({a}) v seed {seedB} ({b}).",
  },
  "topcut.why.semi": {
    fr: "Top cut, demi-finale : tête de série {seedA} ({a}) contre tête de série {seedB} ({b}).",
    en: "Top cut, semi-final: seed {seedA} ({a}) v seed {seedB} ({b}).",
  },
  "topcut.why.final": {
    fr: "Top cut, finale : tête de série {seedA} ({a}) contre tête de série {seedB} ({b}).",
    en: "Top cut, final: seed {seedA} ({a}) v seed {seedB} ({b}).",
  },
} satisfies Catalogue;
