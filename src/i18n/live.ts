import type { Catalogue } from "./catalogue";

/**
 * The live page (src/page) and the sidebar's live-page block (src/sheets/live). The page bundles
 * this file alone, so its words stay here: « page.* » keys, placeholders filled by the page.
 */
export const LIVE_MESSAGES = {
  "live.qrAlt": {
    fr: "Code QR de la page en direct : les résultats sur votre téléphone",
    en: "QR code of the live page: the results on your phone",
  },
  "live.msg.on": {
    fr: "La page en direct est ouverte : partagez son lien.",
    en: "The live page is on: share its link.",
  },
  "live.msg.off": {
    fr: "La page en direct est fermée : son lien n'ouvre plus rien.",
    en: "The live page is off: its link opens nothing any more.",
  },
  "live.msg.renewed": {
    fr: "Nouveau lien : l'ancien n'ouvre plus rien.",
    en: "New link: the old one opens nothing any more.",
  },
  "live.msg.notDeployed": {
    fr: "Le script n'est pas encore déployé comme application web : voir « Déployer » dans le guide.",
    en: "The script is not deployed as a web app yet: see “Deploy” in the guide.",
  },
  "live.msg.notUpdated": {
    fr: "La page en direct n'a pas pu être mise à jour : {error}",
    en: "The live page could not be updated: {error}",
  },
  "live.msg.trimmed": {
    fr: "La page en direct montre les {shown} premiers du classement sur {total} : l'espace du script est plein.",
    en: "The live page shows the first {shown} of {total} in the standings: the script's storage is full.",
  },
  "live.msg.noRoom": {
    fr: "La page en direct ne tient plus dans l'espace du script : fermez celle d'un autre événement.",
    en: "The live page no longer fits the script's storage: switch off another event's page.",
  },
  "live.msg.formNotFollowed": {
    fr: "Le message de confirmation du formulaire de résultats n'a pas pu suivre : {error}",
    en: "The result form's confirmation message could not follow: {error}",
  },
  // the sidebar's live-page card (src/ui/live-card.ts)
  "live.ui.title": { fr: "Page en direct", en: "Live page" },
  "live.ui.intro": {
    fr: "Une page pour les téléphones des joueurs et l'écran de la salle : le chrono, les tables, le classement. Elle montre ce que vous avez publié.",
    en: "A page for the players' phones and the room's screen: the timer, the tables, the standings. It shows what you published.",
  },
  "live.ui.on": { fr: "Ouvrir la page", en: "Switch the page on" },
  "live.ui.off": { fr: "Fermer la page", en: "Switch the page off" },
  "live.ui.renew": {
    fr: "Nouveau lien (l'ancien ne marchera plus)",
    en: "New link (the old one stops working)",
  },
  "live.ui.open": { fr: "Ouvrir la page en direct", en: "Open the live page" },
  "live.ui.screen": { fr: "Pour l'écran de la salle : {url}", en: "For the room's screen: {url}" },
  "live.ui.qr": { fr: "QR code de la page en direct", en: "QR code of the live page" },
  // the page's own words
  "page.title": { fr: "En direct", en: "Live" },
  "page.unknown": {
    fr: "Cette page n'existe pas ou n'est plus ouverte. Demandez le lien à l'organisateur.",
    en: "This page does not exist or is no longer open. Ask the organiser for the link.",
  },
  "page.round": { fr: "Ronde {round} sur {rounds}", en: "Round {round} of {rounds}" },
  "page.timeLeft": { fr: "Temps restant", en: "Time left" },
  "page.paused": { fr: "En pause", en: "Paused" },
  "page.expired": { fr: "Temps écoulé", en: "Time is up" },
  "page.notStarted": { fr: "Chrono pas encore lancé", en: "Timer not started yet" },
  "page.endsAt": { fr: "Fin prévue à {time}", en: "Ends at {time}" },
  "page.where": { fr: "Où je joue ?", en: "Where do I play?" },
  "page.whereHelp": {
    fr: "Tapez les premières lettres de votre nom",
    en: "Type the first letters of your name",
  },
  "page.table": { fr: "Table {table}", en: "Table {table}" },
  "page.against": { fr: "contre {name}", en: "against {name}" },
  "page.bye": { fr: "Exemption : pas d'adversaire cette ronde", en: "Bye: no opponent this round" },
  "page.why": { fr: "Pourquoi : {why}", en: "Why: {why}" },
  "page.noMatch": { fr: "Aucun joueur ne commence ainsi.", en: "No player's name starts like that." },
  "page.pairings": { fr: "Appariements", en: "Pairings" },
  "page.colTable": { fr: "Table", en: "Table" },
  "page.colPlayer": { fr: "Joueur", en: "Player" },
  "page.colOpponent": { fr: "Adversaire", en: "Opponent" },
  "page.byeShort": { fr: "exempt", en: "bye" },
  "page.bracket": { fr: "Phase finale", en: "Top cut" },
  "page.form": { fr: "Déclarer un résultat", en: "Report a result" },
  "page.updated": { fr: "Mis à jour à {time}", en: "Updated at {time}" },
  "page.offline": {
    fr: "Pas de réseau : nouvel essai dans {seconds} s",
    en: "No network: trying again in {seconds} s",
  },
  "page.nextTitle": { fr: "Prochaine journée", en: "Next matchday" },
  "page.matchday": { fr: "Journée {round}", en: "Matchday {round}" },
  "page.seasonOver": { fr: "Tous les matchs sont joués.", en: "Every match is played." },
  "page.host": { fr: "chez {host}", en: "hosted by {host}" },
  "page.team": { fr: "Mon équipe", en: "My team" },
  "page.allTeams": { fr: "Toutes les équipes", en: "Every team" },
  "page.teamStandings": { fr: "Classement des équipes", en: "Team standings" },
  "page.calendar": { fr: "Calendrier et résultats", en: "Calendar and results" },
  "page.ladder": { fr: "Classement Elo (20 premiers)", en: "Elo ladder (top 20)" },
  "page.search": { fr: "Chercher un joueur", en: "Find a player" },
  "page.rankLine": { fr: "Rang {rank} · {total} points", en: "Rank {rank} · {total} points" },
  "page.resultLine": {
    fr: "{tournament} ({day}) : {points} points",
    en: "{tournament} ({day}): {points} points",
  },
  "page.counts": { fr: "compte", en: "counts" },
  "page.notCounted": { fr: "ne compte pas", en: "does not count" },
  "page.seeds": { fr: "Têtes de série après le {day}", en: "Seeds after {day}" },
  "page.chart": { fr: "Indices de {player} par mois", en: "{player}'s indices by month" },
  "page.attack": { fr: "Attaque", en: "Attack" },
  "page.defence": { fr: "Défense", en: "Defence" },
  "page.chartHelp": {
    fr: "Tapez les premières lettres d'un nom pour voir sa courbe",
    en: "Type the first letters of a name to see its chart",
  },
  "page.lang": { fr: "English", en: "Français" },
  "page.langLabel": { fr: "Read in English", en: "Lire en français" },
} satisfies Catalogue;
