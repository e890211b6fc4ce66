/**
 * Custom functions usable in formulas (kind "custom"). Each delegates to the wrapper layer
 * (src/sheets/functions), which normalises cells, broadcasts over ranges and localises errors.
 */
import { callFunction } from "../sheets/functions/index";
import type { Bilingual, EntryParam, EntryPoint } from "./registry";

function p(name: string, type: string, fr: string, en: string, optional = false): EntryParam {
  const param: EntryParam = { name, type, doc: { fr, en } };
  if (optional) param.optional = true;
  return param;
}

function custom(
  name: string,
  doc: Bilingual,
  params: EntryParam[],
  returns: EntryPoint["returns"],
): EntryPoint {
  const required = params.map((x) => (x.optional ? "" : x.name));
  return {
    name,
    kind: "custom",
    doc,
    params,
    returns,
    impl: (...args: unknown[]) => callFunction(name, args, required),
  };
}

const NUM = "number|Array<Array<number>>";
const ANY = "*|Array<Array<*>>";
const RANGE = "Array<Array<*>>";

const RESULTS = p(
  "results",
  RANGE,
  "4 colonnes : joueur A, joueur B, score A, score B (deux nombres, ou des codes V, N, D, F)",
  "4 columns: entrant A, entrant B, score A, score B (two numbers, or codes W, D, L, F)",
);
const ENTRANTS = p(
  "entrants",
  "string|Array<Array<string>>",
  "une colonne de participants",
  "one column of entrants",
);

export const CUSTOM_FUNCTIONS: EntryPoint[] = [
  custom(
    "ELO_EXPECTED",
    {
      fr: "Score théorique Elo (0 à 1) d'un joueur contre un adversaire ; courbe normale (défaut) ou logistique.",
      en: "Elo expected score (0 to 1) of a player against an opponent; normal (default) or logistic curve.",
    },
    [
      p("rating", NUM, "classement du joueur", "the player's rating"),
      p("opponent_rating", NUM, "classement de l'adversaire", "the opponent's rating"),
      p("curve", ANY, '"normal" (défaut) ou "logistic"', '"normal" (default) or "logistic"', true),
    ],
    { type: NUM, doc: { fr: "score théorique, de 0 à 1", en: "expected score, 0 to 1" } },
  ),
  custom(
    "ELO_DELTA",
    {
      fr: "Variation Elo d'une partie : K × (score − score théorique), arrondie (demi loin de zéro).",
      en: "Elo change of one game: K × (score − expected score), rounded half away from zero.",
    },
    [
      p("rating", NUM, "classement du joueur", "the player's rating"),
      p("opponent_rating", NUM, "classement de l'adversaire", "the opponent's rating"),
      p("score", ANY, "1, 0,5, 0 ou un code V, N, D", "1, 0.5, 0 or a code W, D, L"),
      p("k", NUM, "coefficient K (défaut 50)", "K factor (default 50)", true),
      p("curve", ANY, '"normal" (défaut) ou "logistic"', '"normal" (default) or "logistic"', true),
    ],
    { type: NUM, doc: { fr: "variation du classement", en: "rating change" } },
  ),
  custom(
    "ELO_K",
    {
      fr: "Coefficient K Elo : 50 avant 10 parties jouées, 40 ensuite.",
      en: "Elo K factor: 50 below 10 games played, 40 after.",
    },
    [p("games_played", NUM, "parties déjà jouées", "games already played")],
    { type: NUM, doc: { fr: "50 ou 40", en: "50 or 40" } },
  ),
  custom(
    "ELO_RATINGS",
    {
      fr: "Classement Elo de chaque joueur, mis à jour ronde par ronde (départ 2000).",
      en: "Elo rating of every player, updated round by round (start 2000).",
    },
    [
      p(
        "games",
        RANGE,
        "4 colonnes : ronde, joueur, adversaire, score du joueur ; chaque partie une fois",
        "4 columns: round, player, opponent, player's score; each game once",
      ),
      p(
        "initial_rating",
        "number",
        "classement de départ (défaut 2000)",
        "initial rating (default 2000)",
        true,
      ),
    ],
    {
      type: RANGE,
      doc: { fr: "tableau : joueur, classement, parties", en: "table: player, rating, games played" },
    },
  ),
  custom(
    "TEAM_STANDINGS",
    {
      fr: "Classement d'une ligue par équipes (Inter-clubs) : points de ligue, confrontation directe, Sonneborn-Berger, parties gagnées.",
      en: "Team league standings (Inter-clubs): league points, head-to-head, Sonneborn-Berger, games won.",
    },
    [
      p(
        "games",
        RANGE,
        "6 colonnes : match, équipe à domicile, équipe visiteuse, table, résultat domicile, résultat visiteur (V, N, D, ou F sans joueur)",
        "6 columns: match, home team, away team, table, home result, away result (W, D, L, or F with no player)",
      ),
    ],
    {
      type: RANGE,
      doc: {
        fr: "tableau : rang, équipe, points, confrontation directe, Sonneborn-Berger, parties gagnées, matchs joués",
        en: "table: rank, team, league points, head-to-head, Sonneborn-Berger, games won, matches played",
      },
    },
  ),
  custom(
    "MASTERS_POINTS",
    {
      fr: "Points Masters Grand Sud d'un tournoi : points duplicate + points de la place finale (0 au-delà de 32).",
      en: "Masters Grand Sud points for one tournament: duplicate points + final place points (0 beyond 32nd).",
    },
    [
      p("final_place", NUM, "place finale (1, 2, …)", "final place (1, 2, …)"),
      p(
        "seeds_present",
        NUM,
        "têtes de série présentes (au-delà de 16, compte pour 16)",
        "seeds present (more than 16 counts as 16)",
      ),
      p(
        "duplicate_place",
        NUM,
        "place au duplicate (défaut : la place finale)",
        "duplicate place (default: the final place)",
        true,
      ),
    ],
    { type: NUM, doc: { fr: "points", en: "points" } },
  ),
  custom(
    "MASTERS_RANKING",
    {
      fr: "Classement Masters Grand Sud à une date (ou classement final de l'année) : meilleurs ⌊N/2⌋ tournois, édition remplacée par série, têtes de série d'avant chaque journée.",
      en: "Masters Grand Sud ranking at a date (or the year-end ranking): best ⌊N/2⌋ tournaments, each series' edition replacing the previous one, seeds from before each tournament day.",
    },
    [
      p(
        "tournaments",
        RANGE,
        "4 colonnes : identifiant, série (club), date, formule (poules ou duplicate)",
        "4 columns: id, series (club), date, format (pool or duplicate)",
      ),
      p(
        "results",
        RANGE,
        "4 colonnes : tournoi, joueur, place finale, place au duplicate (vide pour un tournoi tout en duplicate)",
        "4 columns: tournament, player, final place, duplicate place (blank for an all-duplicate tournament)",
      ),
      p(
        "as_of",
        "Date|string",
        "date du classement (défaut : après le dernier tournoi)",
        "date of the ranking (default: after the last tournament)",
        true,
      ),
      p(
        "final",
        "boolean",
        "VRAI pour le classement final de l'année de as_of (tournois de cette année seulement)",
        "TRUE for the year-end ranking of as_of's year (that year's tournaments only)",
        true,
      ),
    ],
    {
      type: RANGE,
      doc: {
        fr: "tableau : rang, joueur, tournois joués, total, évolution, puis les points de chaque tournoi compté",
        en: "table: rank, player, tournaments played, total, change of rank, then the points of each counted tournament",
      },
    },
  ),
  custom(
    "SONNEBORN",
    {
      fr: "Sonneborn-Berger : pour chaque victoire le total de l'adversaire, la moitié pour un nul.",
      en: "Sonneborn-Berger: the opponent's total for each win, half of it for each draw.",
    },
    [
      ENTRANTS,
      RESULTS,
      p("win", "number", "points d'une victoire (défaut 1)", "points for a win (default 1)", true),
      p("draw", "number", "points d'un nul (défaut 0,5)", "points for a draw (default 0.5)", true),
      p("loss", "number", "points d'une défaite (défaut 0)", "points for a loss (default 0)", true),
    ],
    { type: NUM, doc: { fr: "une valeur par participant", en: "one value per entrant" } },
  ),
  custom(
    "OMW",
    {
      fr: "OMW : moyenne des taux de victoire des adversaires, chacun au moins au plancher (0,33).",
      en: "OMW: mean of the opponents' match-win rates, each at least the floor (0.33).",
    },
    [ENTRANTS, RESULTS, p("floor", "number", "plancher (défaut 0,33)", "floor (default 0.33)", true)],
    { type: NUM, doc: { fr: "une valeur par participant, de 0 à 1", en: "one value per entrant, 0 to 1" } },
  ),
  custom(
    "SOS",
    {
      fr: "Puissance rencontrée : somme des points des adversaires (victoire 3, nul 1, défaite 0).",
      en: "Strength of schedule: sum of the opponents' points (win 3, draw 1, loss 0).",
    },
    [
      ENTRANTS,
      RESULTS,
      p("win", "number", "points d'une victoire (défaut 3)", "points for a win (default 3)", true),
      p("draw", "number", "points d'un nul (défaut 1)", "points for a draw (default 1)", true),
      p("loss", "number", "points d'une défaite (défaut 0)", "points for a loss (default 0)", true),
    ],
    { type: NUM, doc: { fr: "une valeur par participant", en: "one value per entrant" } },
  ),
  custom(
    "SWISS_ROUNDS",
    {
      fr: "Nombre de rondes suisses conseillé pour un nombre de joueurs.",
      en: "Default number of Swiss rounds for a number of players.",
    },
    [
      p("players", NUM, "nombre de joueurs", "number of players"),
      p("system", ANY, '"confrerie" (défaut) ou "dust"', '"confrerie" (default) or "dust"', true),
    ],
    { type: NUM, doc: { fr: "nombre de rondes", en: "number of rounds" } },
  ),
  custom(
    "MATCHPOINTS",
    {
      fr: "Points de match par donne : 2 par participant battu, 1 par égalité ; texte = donne non terminée (0).",
      en: "Matchpoints per deal: 2 per participant beaten, 1 per tie; text = deal not finished (0).",
    },
    [
      p(
        "scores",
        RANGE,
        "une ligne par donne, une colonne par participant ; vide = absent de la donne",
        "one row per deal, one column per participant; blank = not in this deal",
      ),
    ],
    { type: RANGE, doc: { fr: "même forme que scores", en: "same shape as scores" } },
  ),
  custom(
    "TAROT_PERCENT",
    {
      fr: "Pourcentage de performance d'une donne de Tarot en simultané : max(0, 100 + différentiel du joueur − différentiel du bot) ; donne non terminée (vide ou texte) = 0.",
      en: "Performance percentage of a Tarot simultaneous duplicate deal: max(0, 100 + player differential − bot differential); unfinished deal (blank or text) = 0.",
    },
    [
      p(
        "player_differential",
        ANY,
        "différentiel du joueur, de −3000 à 3000 ; vide ou texte = donne non terminée",
        "the player's differential, −3000 to 3000; blank or text = unfinished deal",
      ),
      p(
        "bot_differential",
        NUM,
        "différentiel du bot sur la même donne, de −3000 à 3000",
        "the bot's differential on the same deal, −3000 to 3000",
      ),
    ],
    { type: NUM, doc: { fr: "pourcentage (100 = comme le bot)", en: "percentage (100 = as the bot)" } },
  ),
  custom(
    "DUPLICATE_INDEX",
    {
      fr: "Indice Duplicaté : somme des meilleurs résultats ÷ leur nombre (10 par défaut ; 5 pour l'indicateur Victoire), même avec moins de résultats.",
      en: "Duplicate index: sum of the best results ÷ their number (10 by default; 5 for the Victory indicator), even with fewer results.",
    },
    [
      p(
        "scores",
        RANGE,
        "les résultats du mois ; les cellules vides sont ignorées",
        "the month's results; blank cells are ignored",
      ),
      p(
        "count",
        "number",
        "nombre de résultats retenus (défaut 10)",
        "number of results kept (default 10)",
        true,
      ),
    ],
    { type: "number", doc: { fr: "l'indice", en: "the index" } },
  ),
  custom(
    "TAROT_FORM",
    {
      fr: "% Duplicaté d'un joueur : cumuls de 16 donnes par position, moyennes mobiles des 20 derniers cumuls de moins de 45 jours (sans le plus fort ni le plus faible), % actuel = ¼ attaque + ¾ défense.",
      en: "A player's duplicate %: cumuls of 16 deals per side, moving averages of the last 20 cumuls within 45 days (without the highest and the lowest), current % = ¼ attack + ¾ defence.",
    },
    [
      p(
        "deals",
        RANGE,
        "3 colonnes, dans l'ordre des dates : date, position (attaque ou défense), pourcentage de la donne",
        "3 columns, in date order: date, side (attack or defence), the deal's percentage",
      ),
      p(
        "as_of",
        "Date|string",
        "date du calcul (défaut : la dernière donne)",
        "date of the computation (default: the last deal)",
        true,
      ),
    ],
    {
      type: RANGE,
      doc: {
        fr: "en-tête, puis moyenne attaque, moyenne défense, % actuel, cumuls attaque, cumuls défense, provisoire",
        en: "header, then attack average, defence average, current %, attack cumuls, defence cumuls, provisional",
      },
    },
  ),
  custom(
    "STANDINGS",
    {
      fr: "Classement avec départages : confrerie (bilan, doubles défaites, OMW), dust (points, puissance rencontrée, points d'armée), chess (points, Sonneborn-Berger).",
      en: "Standings with tie-breaks: confrerie (record, double losses, OMW), dust (points, strength of schedule, army points), chess (points, Sonneborn-Berger).",
    },
    [
      p(
        "results",
        RANGE,
        "joueur A, joueur B, score A, score B (dust : + points d'armée restants A et B), dans l'ordre des rondes",
        "entrant A, entrant B, score A, score B (dust: + army points remaining A and B), in round order",
      ),
      p(
        "system",
        "string",
        '"confrerie" (défaut), "dust" ou "chess"',
        '"confrerie" (default), "dust" or "chess"',
        true,
      ),
      p(
        "rounds",
        RANGE,
        "une colonne de numéros de ronde, à côté des résultats : les parties sont prises dans l'ordre des rondes, les lignes sans numéro (en-tête, vides) sont ignorées",
        "a column of round numbers beside the results: games are taken in round order, rows without a number (header, blanks) are skipped",
        true,
      ),
      p(
        "final",
        "boolean|number",
        "dust : VRAI quand le classement est final (seul un classement final signale un barrage), ou le nombre de rondes prévues pour qu'il le voie lui-même (avec la colonne des rondes) ; FAUX par défaut",
        "dust: TRUE when the standings are final (only final standings flag a play-off), or the number of rounds planned for it to see so itself (with the rounds column); FALSE by default",
        true,
      ),
    ],
    { type: RANGE, doc: { fr: "classement avec une ligne d'en-tête", en: "standings with a header row" } },
  ),
];
