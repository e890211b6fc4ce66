import type { Catalogue } from "./catalogue";

/** The team league's tabs, sidebar and messages (src/sheets/kinds/league). */
export const LEAGUE_EVENT_MESSAGES = {
  "league.system": { fr: "Ligue par équipes (Kings of War)", en: "Team league (Kings of War)" },
  "league.tab.teams": { fr: "Équipes", en: "Teams" },
  "league.tab.roster": { fr: "Effectifs", en: "Roster" },
  "league.tab.scenarios": { fr: "Scénarios", en: "Scenarios" },
  "league.tab.calendar": { fr: "Calendrier", en: "Calendar" },
  "league.tab.lineups": { fr: "Compositions", en: "Lineups" },
  "league.tab.games": { fr: "Parties", en: "Games" },
  "league.tab.matches": { fr: "Feuilles de match", en: "Match sheets" },
  "league.tab.standings": { fr: "Classement ligue", en: "League standings" },
  "league.tab.ladder": { fr: "Classement Elo", en: "Elo ladder" },
  "league.tab.history": { fr: "Historique Elo", en: "Elo history" },
  "league.tab.public": { fr: "Public ligue", en: "League public" },
  "league.tab.factions": { fr: "Factions", en: "Factions" },
  "league.tab.undo": { fr: "Arbitre — annulation ligue", en: "Arbitre — league undo" },
  "league.hdr.team": { fr: "Équipe", en: "Team" },
  "league.hdr.club": { fr: "Club", en: "Club" },
  "league.hdr.captain": { fr: "Capitaine", en: "Captain" },
  "league.hdr.player": { fr: "Joueur", en: "Player" },
  "league.hdr.registered": { fr: "Inscrit le", en: "Registered on" },
  "league.hdr.faction": { fr: "Faction", en: "Faction" },
  "league.hdr.ally": { fr: "Contingent allié", en: "Allied contingent" },
  "league.hdr.specials": { fr: "Perso. spéciaux", en: "Special characters" },
  "league.hdr.points": { fr: "Points d'armée", en: "Army points" },
  "league.hdr.scenario": { fr: "Scénario", en: "Scenario" },
  "league.hdr.match": { fr: "Match", en: "Match" },
  "league.hdr.round": { fr: "Journée", en: "Matchday" },
  "league.hdr.ladderRound": { fr: "Ronde", en: "Round" },
  "league.hdr.day": { fr: "Date", en: "Date" },
  "league.hdr.leg": { fr: "Manche", en: "Leg" },
  "league.hdr.home": { fr: "Équipe 1", en: "Team 1" },
  "league.hdr.away": { fr: "Équipe 2", en: "Team 2" },
  "league.hdr.host": { fr: "Hôte (lieu)", en: "Host (venue)" },
  "league.hdr.rest": { fr: "Au repos", en: "Resting" },
  "league.hdr.table": { fr: "Table", en: "Table" },
  "league.hdr.army": { fr: "Armée", en: "Army" },
  "league.hdr.status": { fr: "État", en: "Status" },
  "league.hdr.homeResult": { fr: "Résultat 1", en: "Result 1" },
  "league.hdr.awayResult": { fr: "Résultat 2", en: "Result 2" },
  "league.hdr.trait": { fr: "Avantage du trait", en: "Trait advantage" },
  "league.hdr.homePlayer": { fr: "Joueur 1", en: "Player 1" },
  "league.hdr.homeArmy": { fr: "Armée 1", en: "Army 1" },
  "league.hdr.awayPlayer": { fr: "Joueur 2", en: "Player 2" },
  "league.hdr.awayArmy": { fr: "Armée 2", en: "Army 2" },
  "league.hdr.rank": { fr: "Rang", en: "Rank" },
  "league.hdr.rating": { fr: "Elo", en: "Rating" },
  "league.hdr.games": { fr: "Parties", en: "Games" },
  "league.hdr.change": { fr: "Dernière variation", en: "Last change" },
  "league.hdr.gamePoints": { fr: "Points", en: "Points" },
  "league.hdr.score": { fr: "Score", en: "Score" },
  "league.word.aller": { fr: "Aller", en: "First leg" },
  "league.word.retour": { fr: "Retour", en: "Return leg" },
  "league.word.accepted": { fr: "Acceptée", en: "Accepted" },
  "league.word.emptyTable": { fr: "Table vide : perdue 0–3", en: "Empty table: lost 0–3" },
  "league.army.points": { fr: "{points} pts", en: "{points} pts" },
  "league.army.specials": { fr: "{count} perso. spécial", en: "{count} special character" },
  "league.protect.written": {
    fr: "Écrit par Arbitre : modifiez plutôt les onglets de saisie, puis relancez l'action",
    en: "Written by Arbitre: change the input tabs instead, then run the action again",
  },
  "league.empty.calendar": {
    fr: "Rempli par « Générer le calendrier » (barre latérale Arbitre)",
    en: "Filled by 'Generate calendar' (Arbitre sidebar)",
  },
  "league.help.registered": {
    fr: "Date d'inscription par le capitaine : au moins 7 jours avant la ronde",
    en: "Date the captain registered the player: at least 7 days before the round",
  },
  "league.help.result": {
    fr: "Victoire, Nul, Défaite, ou Forfait (aucun joueur de l'équipe à cette table)",
    en: "Win, Draw, Loss, or Forfeit (no player of the team at this table)",
  },
  "league.sheet.title": {
    fr: "Match {match} — journée {round} ({leg}) — {day} — chez {host}",
    en: "Match {match} — matchday {round} ({leg}) — {day} — hosted by {host}",
  },
  "league.sheet.noDate": { fr: "date à fixer", en: "date to be set" },
  "league.sheet.score": { fr: "Score du match", en: "Match score" },
  "league.public.standings": { fr: "Classement", en: "Standings" },
  "league.public.calendar": { fr: "Calendrier et résultats", en: "Calendar and results" },
  "league.public.ladder": { fr: "Classement Elo", en: "Elo ladder" },
  "league.public.venue": { fr: "Lieu : {host}", en: "Venue: {host}" },
  "league.public.stamp": { fr: "Mis à jour le {day}", en: "Updated on {day}" },
  "league.ladder.round": { fr: "J{round} {leg}{day}", en: "MD{round} {leg}{day}" },
  "league.ladder.swissRound": { fr: "{name} — ronde {round}", en: "{name} — round {round}" },
  "league.history.start": { fr: "Départ", en: "Start" },
  "league.chart.title": {
    fr: "Elo au fil des rondes (les {count} premiers)",
    en: "Ratings over the rounds (top {count})",
  },
  "league.btn.generateCalendar": { fr: "Générer le calendrier", en: "Generate calendar" },
  "league.btn.drawScenarios": { fr: "Tirer les scénarios", en: "Draw scenarios" },
  "league.btn.drawRound": {
    fr: "Tirer les scénarios de la journée {round}",
    en: "Draw scenarios for matchday {round}",
  },
  "league.btn.checkLineups": { fr: "Vérifier les compositions", en: "Check lineups" },
  "league.btn.checkCount": {
    fr: "Vérifier les compositions ({count})",
    en: "Check lineups ({count})",
  },
  "league.btn.updateLeague": {
    fr: "Mettre à jour classement et Elo",
    en: "Update standings and ladder",
  },
  "league.publishHelp": {
    fr: "Pour partager avec les clubs : Fichier ▸ Partager ▸ Publier sur le Web, choisissez l'onglet « {tab} » seulement (pas « Document entier »), puis Publier, et envoyez le lien. Cliquez sur Publier ici après chaque journée pour le mettre à jour.",
    en: "To share with clubs: File ▸ Share ▸ Publish to the web, pick the '{tab}' tab only (not 'Entire document'), then Publish, and send the link. Click Publish here after each matchday to refresh it.",
  },
  "league.action.generateCalendar": { fr: "Générer le calendrier", en: "Generate calendar" },
  "league.action.drawScenarios": {
    fr: "Tirer les scénarios de la journée {count}",
    en: "Draw scenarios for matchday {count}",
  },
  "league.action.checkLineups": {
    fr: "Accepter {count} {count|composition|compositions}",
    en: "Accept {count} {count|lineup|lineups}",
  },
  "league.action.updateLeague": { fr: "Mettre à jour classement et Elo", en: "Update standings and ladder" },
  "league.action.publish": { fr: "Publier", en: "Publish" },
  "league.guard.calendarDone": {
    fr: "le calendrier est déjà généré (« Annuler » le reprend)",
    en: "the calendar is already generated ('Undo' takes it back)",
  },
  "league.guard.noCalendar": {
    fr: "générez d'abord le calendrier",
    en: "generate the calendar first",
  },
  "league.guard.smallTeam": {
    fr: "l'équipe « {team} » a {count} {count|joueur|joueurs} dans l'onglet « {tab} » : il en faut au moins {min}",
    en: "team '{team}' has {count} {count|player|players} in the '{tab}' tab: at least {min} are needed",
  },
  "league.guard.drawnAlready": {
    fr: "les scénarios de la journée {round} sont déjà tirés (double clic ou autre fenêtre) : rien n'a été tiré de plus",
    en: "the scenarios of date {round} are drawn already (a double click or another window): nothing more was drawn",
  },
  "league.guard.allDrawn": {
    fr: "les scénarios de tous les matchs sont tirés",
    en: "every match's scenarios are drawn",
  },
  "league.guard.noLineup": {
    fr: "aucune nouvelle composition dans l'onglet « {tab} » : saisissez les joueurs des tables 1 à 4",
    en: "no new lineup in the '{tab}' tab: enter the players of tables 1 to 4",
  },
  "league.lineup.where": {
    fr: "onglet « {tab} », ligne {row}, colonne {column} (match {match}, {team}, table {table})",
    en: "tab '{tab}', row {row}, column {column} (match {match}, {team}, table {table})",
  },
  "league.lineup.refused": {
    fr: "{count} {count|problème|problèmes} dans les compositions, rien n'a été écrit :{list}",
    en: "{count} {count|problem|problems} in the lineups, nothing was written:{list}",
  },
  "league.lineup.typo": {
    fr: "{name} n'est pas dans l'effectif de « {team} » : vouliez-vous dire « {close} » ?",
    en: "{name} is not on the '{team}' roster: did you mean '{close}'?",
  },
  "league.lineup.late": {
    fr: "inscription de {name} le {date}, {days} {days|jour|jours} avant le match du {day} : il en faut au moins {min}",
    en: "{name} was registered on {date}, {days} {days|day|days} before the match of {day}: at least {min} are needed",
  },
  "league.lineup.played": {
    fr: "le match {match} a déjà des résultats : sa composition ne change plus",
    en: "match {match} already has results: its lineup no longer changes",
  },
  "league.lineup.notDrawn": {
    fr: "les scénarios du match {match} ne sont pas tirés : ils le sont avant les compositions",
    en: "the scenarios of match {match} are not drawn: they are drawn before the lineups",
  },
  "league.lineup.firstLegFirst": {
    fr: "la composition du match retour {match} se remet quand toutes les parties du match aller {first} ont un résultat",
    en: "the lineup of return match {match} is handed in once every game of first-leg match {first} has a result",
  },
  "league.lineup.noDate": {
    fr: "le match {match} n'a pas de date dans l'onglet « {tab} » : elle fixe le délai d'inscription",
    en: "match {match} has no date in the '{tab}' tab: it sets the registration deadline",
  },
  "league.read.teamMissing": {
    fr: "nom d'équipe manquant",
    en: "team name missing",
  },
  "league.read.teamTwice": {
    fr: "l'équipe « {name} » est déjà à la ligne {first}",
    en: "team '{name}' is already on row {first}",
  },
  "league.read.playerMissing": { fr: "nom du joueur manquant", en: "player name missing" },
  "league.read.rosterTeamMissing": {
    fr: "l'équipe de {name} manque",
    en: "{name}'s team is missing",
  },
  "league.read.captainNotRostered": {
    fr: "le capitaine {name} n'est pas dans l'effectif de « {team} » (onglet « {tab} ») : inscrivez-le dans l'équipe",
    en: "captain {name} is not on the '{team}' roster ('{tab}' tab): register them with the team",
  },
  "league.read.captainElsewhere": {
    fr: "le capitaine {name} est inscrit dans l'équipe « {other} », pas dans « {team} »",
    en: "captain {name} is registered with team '{other}', not '{team}'",
  },
  "league.read.unknownTeam": {
    fr: "l'équipe « {team} » n'est pas dans l'onglet « {tab} »",
    en: "team '{team}' is not in the '{tab}' tab",
  },
  "league.read.playerTwice": {
    fr: "{name} est déjà à la ligne {first}",
    en: "{name} is already on row {first}",
  },
  "league.read.twoTeams": {
    fr: "{name} est déjà dans l'équipe « {team} » (ligne {first}) : un joueur ne joue que pour une équipe",
    en: "{name} is already on team '{team}' (row {first}): a player plays for one team only",
  },
  "league.read.emptyColumn": {
    fr: "onglet « {tab} », colonne {column} : {count} cases obligatoires sont vides (lignes {rows})",
    en: "tab '{tab}', column {column}: {count} required cells are empty (rows {rows})",
  },
  "league.read.rowRange": { fr: "{from} à {to}", en: "{from} to {to}" },
  "league.read.dateMissing": {
    fr: "date d'inscription de {name} manquante",
    en: "{name}'s registration date is missing",
  },
  "league.read.badDate": {
    fr: "« {value} » n'est pas une date",
    en: "'{value}' is not a date",
  },
  "league.read.badNumber": {
    fr: "« {value} » n'est pas un nombre entier positif",
    en: "'{value}' is not a whole number of 0 or more",
  },
  "league.read.factionNotListed": {
    fr: "la faction « {faction} » n'est pas dans l'onglet « {tab} » : choisissez-la dans la liste, ou ajoutez-la à l'onglet",
    en: "faction '{faction}' is not in the '{tab}' tab: pick it from the list, or add it to the tab",
  },
  "league.read.factionMissing": {
    fr: "la faction de {name} manque",
    en: "{name}'s faction is missing",
  },
  "league.read.teamRenamed": {
    fr: "l'équipe « {team} » du calendrier n'y est plus (renommée ?) : remettez ce nom, les noms sont fixés par le calendrier",
    en: "team '{team}' of the calendar is no longer there (renamed?): put the name back, the calendar fixes the names",
  },
  "league.read.teamReplaced": {
    fr: "« {name} » remplace « {team} » du calendrier : remettez « {team} », les noms sont fixés par le calendrier",
    en: "'{name}' replaces '{team}' of the calendar: put '{team}' back, the calendar fixes the names",
  },
  "league.read.teamAdded": {
    fr: "l'équipe « {team} » n'est pas dans le calendrier : une équipe ne s'ajoute pas en cours de saison",
    en: "team '{team}' is not in the calendar: a team cannot join mid-season",
  },
  "league.read.unknownMatch": {
    fr: "« {value} » n'est pas un numéro de match du calendrier",
    en: "'{value}' is not a match number of the calendar",
  },
  "league.read.matchTwice": {
    fr: "le match {match} est déjà à la ligne {first}",
    en: "match {match} is already on row {first}",
  },
  "league.read.calendarTeams": {
    fr: "le match {match} oppose « {home} » et « {away} » : ne changez pas les équipes (la date et l'hôte se modifient)",
    en: "match {match} is '{home}' against '{away}': do not change the teams (the date and the host can change)",
  },
  "league.read.badHost": {
    fr: "l'hôte « {host} » n'est ni « {home} » ni « {away} »",
    en: "host '{host}' is neither '{home}' nor '{away}'",
  },
  "league.read.calendarRowMissing": {
    fr: "la ligne du match {match} ({home} – {away}) manque ici : annulez sa suppression (Ctrl+Z) ou retapez-la",
    en: "the row of match {match} ({home} – {away}) is missing here: undo its deletion (Ctrl+Z) or type it again",
  },
  "league.read.gameRowMissing": {
    fr: "la ligne de la table {table} du match {match} ({home} – {away}) manque ici : annulez sa suppression (Ctrl+Z) ou retapez-la",
    en: "the row of table {table} of match {match} ({home} – {away}) is missing here: undo its deletion (Ctrl+Z) or type it again",
  },
  "league.read.lineupTeam": {
    fr: "« {team} » ne joue pas le match {match} ({home} – {away})",
    en: "'{team}' does not play match {match} ({home} – {away})",
  },
  "league.read.badTable": {
    fr: "« {value} » n'est pas une table de 1 à {max}",
    en: "'{value}' is not a table from 1 to {max}",
  },
  "league.read.lineupTwice": {
    fr: "la table {table} de {team} au match {match} est déjà à la ligne {first}",
    en: "table {table} of {team} in match {match} is already on row {first}",
  },
  "league.read.reportedTwice": {
    fr: "la table {table} du match {match} est déjà saisie à la ligne {first} : supprimez l'une des deux",
    en: "table {table} of match {match} is already entered on row {first}: delete one of them",
  },
  "league.read.badResult": {
    fr: "« {value} » n'est pas un résultat ({codes})",
    en: "'{value}' is not a result ({codes})",
  },
  "league.read.halfResult": {
    fr: "table {table} du match {match} : saisissez les deux résultats",
    en: "table {table} of match {match}: enter both results",
  },
  "league.read.resultsApart": {
    fr: "table {table} du match {match} : « {home} » et « {away} » ne vont pas ensemble",
    en: "table {table} of match {match}: '{home}' and '{away}' do not go together",
  },
  "league.read.noLineup": {
    fr: "table {table} du match {match} : résultat saisi sans composition acceptée de {teams} (vérifiez d'abord les compositions)",
    en: "table {table} of match {match}: a result without an accepted lineup of {teams} (check the lineups first)",
  },
  "league.read.notInLineup": {
    fr: "table {table} du match {match} : « {name} » n'est pas dans la composition acceptée ({lineup})",
    en: "table {table} of match {match}: '{name}' is not in the accepted lineup ({lineup})",
  },
  "league.read.notInEmptyTable": {
    fr: "table {table} du match {match} : « {name} » n'est pas dans la composition acceptée ({team} n'a aligné personne à cette table)",
    en: "table {table} of match {match}: '{name}' is not in the accepted lineup ({team} fielded nobody at this table)",
  },
  "league.read.playerCleared": {
    fr: "table {table} du match {match} : le joueur de {team} manque (composition acceptée : {name})",
    en: "table {table} of match {match}: {team}'s player is missing (accepted lineup: {name})",
  },
  "league.read.forfeitPlayed": {
    fr: "table {table} du match {match} : « Forfait » pour {team}, qui a aligné {name} à cette table (le forfait est pour une table sans joueur)",
    en: "table {table} of match {match}: 'Forfeit' for {team}, who fielded {name} at this table (a forfeit is for a table with no player)",
  },
  "league.read.emptyNotForfeit": {
    fr: "table {table} du match {match} : {team} n'a aligné personne à cette table, son résultat est « Forfait » (perdue 0–3)",
    en: "table {table} of match {match}: {team} fielded nobody at this table, its result is 'Forfeit' (lost 0–3)",
  },
  "league.read.moved": {
    fr: "{name} a joué pour {team} (match {match}) : impossible de passer à {now}, un joueur ne joue que pour une équipe ; remettez {team}",
    en: "{name} has played for {team} (match {match}): cannot move to {now}, a player plays for one team only; put {team} back",
  },
  "league.provisional": {
    fr: "Classement provisoire : {list} (un match compte quand ses 4 tables ont un résultat).",
    en: "Provisional standings: {list} (a match counts once its 4 tables have a result).",
  },
  "league.provisional.match": {
    fr: "le match {match} a {done} {done|résultat|résultats} sur {total}",
    en: "match {match} has {done} of {total} results",
  },
  "league.status.score": { fr: "{home}–{away}", en: "{home}–{away}" },
  "league.status.scoreForfeit": { fr: "{home}–{away} (forfait)", en: "{home}–{away} (forfeit)" },
  "league.status.results": { fr: "{done}/{total} résultats", en: "{done}/{total} results" },
  "league.status.toDraw": { fr: "scénarios à tirer", en: "scenarios to draw" },
  "league.status.toCheck": {
    fr: "{count} {count|composition|compositions} à vérifier",
    en: "{count} {count|lineup|lineups} to check",
  },
  "league.status.lineups": { fr: "composition attendue : {teams}", en: "lineup awaited: {teams}" },
  "league.status.bothLineups": { fr: "compositions attendues", en: "lineups awaited" },
  "league.msg.emptyTables": {
    fr: "Tables vides, perdues 0–3 : {list}.",
    en: "Empty tables, lost 0–3: {list}.",
  },
  "league.msg.emptyTable": {
    fr: "{team} table {table}",
    en: "{team} table {table}",
  },
  "league.guard.drawFirst": {
    fr: "tirez d'abord les scénarios de la journée {round} : ils se tirent avant les compositions",
    en: "draw the scenarios of matchday {round} first: they are drawn before the lineups",
  },
  "league.status.play": { fr: "prêt à jouer", en: "ready to play" },
  "league.msg.created": {
    fr: "Ligue « {name} » créée : saisissez les équipes dans « {teams} » et leurs joueurs dans « {roster} », puis générez le calendrier.",
    en: "League '{name}' created: enter the teams in '{teams}' and their players in '{roster}', then generate the calendar.",
  },
  "league.msg.calendar": {
    fr: "Calendrier généré : {dates} {dates|journée|journées}, {matches} {matches|match|matchs} (onglet « {tab} » : dates et hôtes modifiables).",
    en: "Calendar generated: {dates} {dates|matchday|matchdays}, {matches} {matches|match|matches} ('{tab}' tab: dates and hosts can be changed).",
  },
  "league.msg.drawn": {
    fr: "Scénarios de la journée {round} tirés pour {count} {count|match|matchs} (onglet « {tab} »).",
    en: "Scenarios of matchday {round} drawn for {count} {count|match|matches} ('{tab}' tab).",
  },
  "league.msg.lineups": {
    fr: "{count} {count|composition acceptée, reportée|compositions acceptées, reportées} dans l'onglet « {tab} ».",
    en: "{count} {count|lineup|lineups} accepted, copied to the '{tab}' tab.",
  },
  "league.msg.lineupsLeft": {
    fr: "{count} {count|composition refusée, laissée|compositions refusées, laissées} en attente dans l'onglet des compositions ({problems} {problems|problème|problèmes}) :{list}",
    en: "{count} {count|lineup|lineups} refused, left waiting in the lineups tab ({problems} {problems|problem|problems}):{list}",
  },
  "league.msg.updated": {
    fr: "Classement à jour : {played}/{total} matchs joués, {players} {players|joueur classé|joueurs classés} à l'Elo (onglet « {tab} »).",
    en: "Standings updated: {played}/{total} matches played, {players} {players|player|players} on the Elo ladder ('{tab}' tab).",
  },
  "league.msg.published": {
    fr: "Onglet « {tab} » publié.",
    en: "'{tab}' tab published.",
  },
  "league.msg.forfeitLineup": {
    fr: "Moins de 2 joueurs pour {teams} : le match est perdu par forfait (0 point de ligue).",
    en: "Fewer than 2 players for {teams}: the match is lost by forfeit (0 league points).",
  },
  "league.undo.changed": {
    fr: "Depuis « {action} », l'organisateur a modifié {tabs} : annuler remet ces onglets comme avant l'action et efface ces modifications. Annuler quand même ?",
    en: "Since '{action}', {tabs} changed: undoing puts these tabs back as they were before the action and loses those changes. Undo anyway?",
  },
  "league.msg.undone": { fr: "Annulé : {action}.", en: "Undone: {action}." },
  "league.unknownTeam": {
    fr: "« {name} » n'est pas une équipe de la ligue",
    en: "'{name}' is not a team of the league",
  },
  "league.why.points": {
    fr: "L'équipe « {team} » est {rank} avec {points} {points|point|points} de ligue en {matches} {matches|match joué|matchs joués}.",
    en: "Team '{team}' is {rank} with {points} league {points|point|points} in {matches} {matches|match|matches}.",
  },
  "league.why.tied": {
    fr: "À égalité de points ({points}) avec {teams}.",
    en: "Level on points ({points}) with {teams}.",
  },
  "league.why.headToHead": {
    fr: "Confrontations directes : {figures}.",
    en: "Head-to-head: {figures}.",
  },
  "league.why.sonneborn": { fr: "Sonneborn-Berger : {figures}.", en: "Sonneborn-Berger: {figures}." },
  "league.why.gamesWon": { fr: "Parties gagnées : {figures}.", en: "Games won: {figures}." },
  "league.why.shared": {
    fr: "Rien ne les départage : {rank} ex æquo avec {teams}.",
    en: "Nothing separates them: joint {rank} with {teams}.",
  },
  // the captains' lineup form (kinds/league/actions/lineup-form.ts, apply-lineups.ts)
  "league.form.title": { fr: "{name} — compositions", en: "{name} — lineups" },
  "league.form.help": {
    fr: "Le capitaine de chaque équipe envoie sa composition du match : un joueur et son armée par table. Une composition déjà saisie par l'organisateur n'est jamais remplacée.",
    en: "Each team's captain sends the lineup for the match: a player and their army per table. A lineup the organiser already typed is never replaced.",
  },
  "league.form.thanks": {
    fr: "Merci ! L'organisateur vérifie la composition avec les règles de la ligue.",
    en: "Thank you! The organiser checks the lineup against the league's rules.",
  },
  "league.form.q.match": { fr: "Match", en: "Match" },
  "league.form.q.team": { fr: "Équipe", en: "Team" },
  "league.form.q.captain": { fr: "Capitaine", en: "Captain" },
  "league.form.q.player": { fr: "Joueur {n}", en: "Player {n}" },
  "league.form.q.army": { fr: "Armée {n}", en: "Army {n}" },
  "league.form.matchChoice": { fr: "{id} — {home} – {away}", en: "{id} — {home} – {away}" },
  "league.form.noMatch": { fr: "aucun match ouvert pour l'instant", en: "no match open yet" },
  "league.form.status": { fr: "Formulaire : {captain}", en: "Form: {captain}" },
  "league.form.exists": {
    fr: "cette ligue a déjà son formulaire de compositions : {url}",
    en: "this league already has its lineup form: {url}",
  },
  "league.form.btn": { fr: "Créer le formulaire de compositions", en: "Create the lineup form" },
  "league.form.btn.apply": { fr: "Appliquer les compositions reçues", en: "Apply the lineups received" },
  "league.form.msg.created": {
    fr: "Formulaire de compositions créé : les réponses des capitaines arrivent dans un nouvel onglet de ce classeur.",
    en: "Lineup form created: the captains' responses land in a new tab of this spreadsheet.",
  },
  "league.form.msg.replaced": {
    fr: "Nouveau formulaire de compositions créé (l'ancien avait été supprimé) : envoyez son lien aux capitaines.",
    en: "New lineup form created (the old one had been deleted): send its link to the captains.",
  },
  "league.form.msg.gone": {
    fr: "Le formulaire de compositions n'existe plus (supprimé ?) : créez-en un nouveau.",
    en: "The lineup form no longer exists (deleted?): create a new one.",
  },
  "league.form.msg.stale": {
    fr: "Google Forms ne répondait pas : les listes du formulaire de compositions ne sont pas encore à jour. Arbitre réessaie à chaque actualisation.",
    en: "Google Forms was not answering: the lineup form's lists are not up to date yet. Arbitre tries again at each refresh.",
  },
  "league.form.msg.noTab": {
    fr: "L'onglet des réponses du formulaire de compositions est introuvable (délié ?).",
    en: "The lineup form's responses tab cannot be found (unlinked?).",
  },
  "league.form.msg.applied": {
    fr: "{count} {count|composition reçue par le formulaire, écrite|compositions reçues par le formulaire, écrites} dans l'onglet « {tab} » : {list}. À vérifier (Vérifier les compositions).",
    en: "{count} {count|lineup|lineups} received through the form, written to the '{tab}' tab: {list}. To check (Check lineups).",
  },
  "league.form.ignored": {
    fr: "Formulaire, onglet « {tab} », ligne {row} (match {match}, {team}), ignorée : {reason}",
    en: "Form, tab '{tab}', row {row} (match {match}, {team}), ignored: {reason}",
  },
  "league.form.why.organiser": {
    fr: "composition déjà saisie par l'organisateur dans l'onglet « {tab} », elle est gardée",
    en: "a lineup the organiser typed in the '{tab}' tab is there, it is kept",
  },
  "league.form.why.accepted": {
    fr: "composition déjà acceptée pour ce match",
    en: "the lineup for this match is already accepted",
  },
  "league.form.why.unknownMatch": { fr: "ce match n'existe pas", en: "this match does not exist" },
  "league.form.why.team": {
    fr: "cette équipe ne joue pas ce match",
    en: "this team does not play this match",
  },
  "league.form.why.noRows": {
    fr: "les lignes de ce match et de cette équipe manquent dans l'onglet « {tab} »",
    en: "the rows of this match and team are missing from the '{tab}' tab",
  },
  "league.form.why.unreadable": {
    fr: "réponse illisible (match ou équipe manquant, ou modifiée à la main)",
    en: "unreadable response (match or team missing, or edited by hand)",
  },
} satisfies Catalogue;
