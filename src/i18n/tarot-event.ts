import type { Catalogue } from "./catalogue";

/** The Tarot duplicate's tabs, sidebar and messages (src/sheets/kinds/tarot). */
export const TAROT_EVENT_MESSAGES = {
  "tarot.system": {
    fr: "Tarot simultané (duplicate contre le bot)",
    en: "Tarot duplicate simultaneous (against the bot)",
  },
  "tarot.tab.deals": { fr: "Donnes", en: "Deals" },
  "tarot.tab.tournaments": { fr: "Tournois tarot", en: "Tarot tournaments" },
  "tarot.tab.players": { fr: "Joueurs", en: "Players" },
  "tarot.tab.chart": { fr: "Graphique", en: "Chart" },
  "tarot.tab.public": { fr: "Public tarot", en: "Tarot public" },
  "tarot.tab.undo": { fr: "Arbitre — annulation tarot", en: "Arbitre — tarot undo" },
  // Deals tab headers
  "tarot.hdr.tournament": { fr: "Tournoi", en: "Tournament" },
  "tarot.hdr.date": { fr: "Date", en: "Date" },
  "tarot.hdr.deal": { fr: "Donne", en: "Deal" },
  "tarot.hdr.side": { fr: "Position", en: "Side" },
  "tarot.hdr.participant": { fr: "Joueur", en: "Player" },
  "tarot.hdr.differential": { fr: "Différentiel", en: "Differential" },
  "tarot.hdr.unfinished": { fr: "Non terminée", en: "Not finished" },
  "tarot.hdr.percent": { fr: "%", en: "%" },
  "tarot.hdr.matchpoints": { fr: "Points de match", en: "Matchpoints" },
  "tarot.help.side": {
    fr: "attaque ou défense : la position de Sud sur cette donne",
    en: "attack or defence: South's side on this deal",
  },
  "tarot.help.unfinished": {
    fr: "Cochez une donne commencée et pas finie dans le temps (0 % et bulle)",
    en: "Tick a deal started and not finished in time (0 % and bottom)",
  },
  "tarot.side.attack": { fr: "attaque", en: "attack" },
  "tarot.side.defence": { fr: "défense", en: "defence" },
  "tarot.empty": {
    fr: "Rempli par « Vérifier et calculer » (barre latérale Arbitre)",
    en: "Filled by 'Check and compute' (Arbitre sidebar)",
  },
  "tarot.protect.written": {
    fr: "Écrit par Arbitre : modifiez l'onglet « Donnes », puis « Vérifier et calculer ».",
    en: "Written by Arbitre: change the Deals tab, then 'Check and compute'.",
  },
  "tarot.protect.computed": {
    fr: "Colonnes calculées par Arbitre (« Vérifier et calculer »)",
    en: "Columns computed by Arbitre ('Check and compute')",
  },
  // Tournaments tab
  "tarot.t.rank": { fr: "Rang", en: "Rank" },
  "tarot.t.player": { fr: "Joueur", en: "Player" },
  "tarot.t.matchpoints": { fr: "Points de match", en: "Matchpoints" },
  "tarot.t.attack": { fr: "PM attaque", en: "MP attack" },
  "tarot.t.defence": { fr: "PM défense", en: "MP defence" },
  "tarot.t.attackDeals": { fr: "Donnes attaque", en: "Attack deals" },
  "tarot.t.defenceDeals": { fr: "Donnes défense", en: "Defence deals" },
  "tarot.t.winner": { fr: "Victoire", en: "Win" },
  "tarot.win": { fr: "Victoire", en: "Win" },
  // Players tab
  "tarot.p.title": { fr: "Tableau de bord au {day}", en: "Dashboard as of {day}" },
  "tarot.p.help": {
    fr: "Cumul : la moyenne de 16 donnes de suite dans une position. Moyenne : les 20 derniers cumuls des 45 derniers jours, sans le meilleur ni le moins bon (à partir de 3). % actuel = ¼ attaque + ¾ défense.",
    en: "Cumul: the mean of 16 deals in a row on one side. Average: the last 20 cumuls of the last 45 days, without the best and the worst (from 3 on). Current % = ¼ attack + ¾ defence.",
  },
  "tarot.p.helpMonth": {
    fr: "Indices de {month} : les 10 meilleurs résultats du mois ÷ 10 ; Victoire : les 5 meilleurs des tournois gagnés ÷ 5.",
    en: "Indices of {month}: the month's 10 best results ÷ 10; Win: the 5 best of the tournaments won ÷ 5.",
  },
  "tarot.p.player": { fr: "Joueur", en: "Player" },
  "tarot.p.deals": { fr: "Donnes", en: "Deals" },
  "tarot.p.current": { fr: "% actuel", en: "Current %" },
  "tarot.p.attack": { fr: "Moyenne attaque", en: "Attack average" },
  "tarot.p.attackCumuls": { fr: "Cumuls attaque", en: "Attack cumuls" },
  "tarot.p.defence": { fr: "Moyenne défense", en: "Defence average" },
  "tarot.p.defenceCumuls": { fr: "Cumuls défense", en: "Defence cumuls" },
  "tarot.p.provisional": { fr: "Provisoire", en: "Provisional" },
  "tarot.p.tournaments": { fr: "Tournois du mois", en: "Tournaments (month)" },
  "tarot.p.wins": { fr: "Victoires du mois", en: "Wins (month)" },
  "tarot.p.indexAttack": { fr: "Indice attaque", en: "Attack index" },
  "tarot.p.indexDefence": { fr: "Indice défense", en: "Defence index" },
  "tarot.p.victoryAttack": { fr: "Victoire attaque", en: "Win attack" },
  "tarot.p.victoryDefence": { fr: "Victoire défense", en: "Win defence" },
  "tarot.provisional": { fr: "provisoire", en: "provisional" },
  // Chart tab
  "tarot.c.title": {
    fr: "Performance Simultané — {player} au {day}",
    en: "Performance Simultané — {player} as of {day}",
  },
  "tarot.c.help": {
    fr: "Chaque point rouge est un cumul de 16 donnes (triangle : attaque, rond : défense) ; en gris, ceux de plus de 45 jours, non comptés ; le losange bleu marque le 20e plus ancien résultat compté ; les courbes sont les moyennes : orange en tirets l'attaque, verte en trait plein la défense.",
    en: "Each red point is a cumul of 16 deals (triangle: attack, circle: defence); in grey, those older than 45 days, not counted; the blue diamond marks the 20th oldest result counted; the lines are the averages: orange dashed the attack, green solid the defence.",
  },
  "tarot.c.none": {
    fr: "{player} n'a pas encore de cumul (16 donnes dans une position).",
    en: "{player} has no cumul yet (16 deals on one side).",
  },
  "tarot.c.n": { fr: "N°", en: "No." },
  "tarot.c.date": { fr: "Date", en: "Date" },
  "tarot.c.attack": { fr: "Attaque", en: "Attack" },
  "tarot.c.defence": { fr: "Défense", en: "Defence" },
  "tarot.c.old": { fr: "Plus de 45 jours", en: "Older than 45 days" },
  "tarot.c.twentieth": { fr: "20e résultat", en: "20th result" },
  "tarot.c.attackAverage": { fr: "Moyenne attaque", en: "Attack average" },
  "tarot.c.defenceAverage": { fr: "Moyenne défense", en: "Defence average" },
  // Public tab
  "tarot.public.stamp": { fr: "Mis à jour le {day}", en: "Updated on {day}" },
  "tarot.public.last": {
    fr: "Dernier tournoi : {id} du {day}",
    en: "Last tournament: {id} on {day}",
  },
  "tarot.public.month": { fr: "Indices de {month}", en: "Indices of {month}" },
  // under the winner's name on a phone: « Victoire » alone would read as a first name
  "tarot.public.winner": { fr: "Vainqueur du tournoi", en: "Tournament winner" },
  // Sidebar: buttons, reasons, messages
  "tarot.btn.compute": { fr: "Vérifier et calculer", en: "Check and compute" },
  "tarot.action.computeTarot": { fr: "Vérifier et calculer", en: "Check and compute" },
  "tarot.action.publish": { fr: "Publier", en: "Publish" },
  "tarot.guard.empty": {
    fr: "aucune donne dans l'onglet « {tab} » : collez-y les donnes d'un tournoi",
    en: "no deal in the '{tab}' tab: paste a tournament's deals there",
  },
  "tarot.guard.computeFirst": {
    fr: "lancez d'abord « Vérifier et calculer »",
    en: "run 'Check and compute' first",
  },
  "tarot.guard.moreProblems": {
    fr: " (et {more} {more|autre problème|autres problèmes})",
    en: " (and {more} more {more|problem|problems})",
  },
  "tarot.guard.problems": { fr: "corrigez d'abord : {first}", en: "fix this first: {first}" },
  "tarot.guard.changedSince": {
    fr: "les donnes ont changé depuis le dernier calcul : relancez « Vérifier et calculer » pour que les onglets et la publication disent la même chose",
    en: "the deals changed since the last computation: run 'Check and compute' again so that the tabs and what you publish agree",
  },
  "tarot.guard.unknownPlayer": {
    fr: "« {name} » n'est pas un joueur des donnes",
    en: "'{name}' is not a player of the deals",
  },
  "tarot.refused": {
    fr: "{count} {count|problème|problèmes} dans les donnes, rien n'a été calculé :{list}",
    en: "{count} {count|problem|problems} in the deals, nothing was computed:{list}",
  },
  "tarot.moreProblems": {
    fr: "… et {count} {count|autre problème|autres problèmes}",
    en: "… and {count} more {count|problem|problems}",
  },
  "tarot.badCell": {
    fr: "« {value} » invalide dans cette colonne",
    en: "'{value}' is not valid in this column",
  },
  "tarot.missingDifferential": {
    fr: "le différentiel manque : saisissez-le, ou cochez « Non terminée » pour une donne pas finie dans le temps",
    en: "the differential is missing: type it, or tick 'Not finished' for a deal not finished in time",
  },
  "tarot.missingDate": {
    fr: "la date manque (attendu : le jour du tournoi, par exemple 12/03/2026)",
    en: "the date is missing (expected the tournament's day, e.g. 2026-03-12)",
  },
  "tarot.missingDeal": {
    fr: "le numéro de donne manque (attendu : entier à partir de 1)",
    en: "the deal number is missing (expected a whole number from 1)",
  },
  "tarot.publishHelp": {
    fr: "Pour partager avec les joueurs : Fichier ▸ Partager ▸ Publier sur le Web, choisissez l'onglet « {tab} » seulement (pas « Document entier »), puis Publier, et envoyez le lien. Cliquez sur Publier ici après chaque tournoi pour le mettre à jour.",
    en: "To share with the players: File ▸ Share ▸ Publish to the web, pick the '{tab}' tab only (not 'Entire document'), then Publish, and send the link. Click Publish here after each tournament to refresh it.",
  },
  "tarot.badUnfinished": {
    fr: "« {value} » invalide (attendu : la case cochée, ou vide pour une donne terminée)",
    en: "'{value}' is not valid (expected the box ticked, or blank for a finished deal)",
  },
  "tarot.msg.created": {
    fr: "Tarot simultané « {name} » créé : collez les donnes dans « {deals} » (une ligne par participant et par donne, le bot compris), puis « Vérifier et calculer ».",
    en: "Tarot duplicate '{name}' created: paste the deals into '{deals}' (one row per participant and deal, the bot included), then 'Check and compute'.",
  },
  "tarot.msg.computed": {
    fr: "{tournaments} {tournaments|tournoi|tournois} et {deals} {deals|ligne|lignes} de donnes vérifiés. {title} : {players} {players|joueur|joueurs} (onglet « {tab} »).",
    en: "{tournaments} {tournaments|tournament|tournaments} and {deals} deal {deals|row|rows} checked. {title}: {players} {players|player|players} ('{tab}' tab).",
  },
  "tarot.msg.chart": {
    fr: "Graphique de {player} dessiné (onglet « {tab} »).",
    en: "{player}'s chart drawn ('{tab}' tab).",
  },
  "tarot.msg.published": {
    fr: "Onglet « {tab} » publié : le dernier tournoi et les indices du mois.",
    en: "'{tab}' tab published: the last tournament and the month's indices.",
  },
  "tarot.msg.undone": { fr: "Annulé : {action}.", en: "Undone: {action}." },
  "tarot.undo.changed": {
    fr: "Depuis « {action} », {tabs} a été modifié : annuler remet ces onglets comme avant et efface ces modifications. Annuler quand même ?",
    en: "Since '{action}', {tabs} was changed: undoing puts these tabs back as they were and loses these changes. Undo anyway?",
  },
  "tarot.why.head": {
    fr: "{player} est {rank} avec un % actuel de {current} après {deals} {deals|donne jouée|donnes jouées} : ¼ de la moyenne en attaque ({attack}) plus ¾ de la moyenne en défense ({defence})",
    en: "{player} is {rank} with a current % of {current} after {deals} {deals|deal|deals} played: ¼ of the attack average ({attack}) plus ¾ of the defence average ({defence})",
  },
  "tarot.why.side": {
    fr: "{value} sur {count} {count|cumul|cumuls}",
    en: "{value} over {count} {count|cumul|cumuls}",
  },
  "tarot.why.noSide": { fr: "aucun cumul", en: "no cumul" },
  "tarot.why.behind": {
    fr: "Derrière {other} ({rank}) : % actuel {mine} contre {theirs} (attaque {attack} contre {theirAttack}, défense {defence} contre {theirDefence})",
    en: "Behind {other} ({rank}): current % {mine} against {theirs} (attack {attack} against {theirAttack}, defence {defence} against {theirDefence})",
  },
  "tarot.why.ahead": {
    fr: "Devant {other} ({rank}) : % actuel {mine} contre {theirs} (attaque {attack} contre {theirAttack}, défense {defence} contre {theirDefence})",
    en: "Ahead of {other} ({rank}): current % {mine} against {theirs} (attack {attack} against {theirAttack}, defence {defence} against {theirDefence})",
  },
  "tarot.why.aheadOfNone": {
    fr: "Devant {other}, qui n'a pas encore de % actuel (il faut un cumul dans chaque position dans les 45 derniers jours)",
    en: "Ahead of {other}, who has no current % yet (it takes a cumul on each side in the last 45 days)",
  },
  "tarot.why.tied": {
    fr: "À égalité avec {others} : le même % actuel, {current}",
    en: "Level with {others}: the same current %, {current}",
  },
  "tarot.why.alone": { fr: "Personne d'autre n'a encore de % actuel", en: "No one else has a current % yet" },
  "tarot.why.and": { fr: " et ", en: " and " },
  "tarot.why.noCumul": {
    fr: "{player} n'a pas encore de cumul (16 donnes de suite dans une position) après {deals} {deals|donne jouée|donnes jouées} : pas encore de % actuel, donc pas de rang",
    en: "{player} has no cumul yet (16 deals in a row on one side) after {deals} {deals|deal|deals} played: no current % yet, so no rank",
  },
  "tarot.why.noCurrent": {
    fr: "{player} n'a pas encore de % actuel, donc pas de rang : il faut un cumul dans chaque position dans les 45 derniers jours. Attaque : {attack} ; défense : {defence} ; {deals} {deals|donne jouée|donnes jouées}",
    en: "{player} has no current % yet, so no rank: it takes a cumul on each side in the last 45 days. Attack: {attack}; defence: {defence}; {deals} {deals|deal|deals} played",
  },
} satisfies Catalogue;
