/**
 * The team league's texts in the sidebar (pure: the league view in, words out; unit-tested in
 * test/unit/ui/league-card-says-its-status-dates-and-ladder.test.ts). The server's words (match status, leg, tab names) are
 * shown as given; these put them together.
 */
import type { Lang, LeagueDateView, LeagueMatchView, LeagueView } from "../../../contract/index";
import { counted, longDate } from "../../format";
import { tr } from "../../i18n";

/** How many ladder entries the sidebar shows. */
export const LADDER_TOP = 5;

/**
 * "8 équipes · calendrier : 14 journées · 3/56 matchs joués"; before the calendar,
 * "8 équipes · calendrier à générer".
 */
export function leagueStatusLine(lang: Lang, league: LeagueView): string {
  const parts = [counted(lang, "ui.league.teams.one", "ui.league.teams.other", league.teams)];
  if (league.dates === 0) parts.push(tr(lang, "ui.league.noCalendar"));
  else {
    parts.push(counted(lang, "ui.league.dates.one", "ui.league.dates.other", league.dates));
    const { played, total } = league.matches;
    const one = lang === "fr" ? total <= 1 : total === 1;
    parts.push(tr(lang, one ? "ui.league.played.one" : "ui.league.played.other", { played, total }));
  }
  return parts.join(" · ");
}

/**
 * What to do next, when the sidebar has something to say: before the calendar, fill the Teams and
 * Roster tabs (named as in the workbook); once every match is played, that. "" otherwise.
 */
export function leagueHint(lang: Lang, league: LeagueView): string {
  if (league.dates === 0) {
    return tr(lang, "ui.league.fillTabs", { teams: league.tabs.teams, roster: league.tabs.roster });
  }
  if (league.next === null && league.matches.total > 0 && league.matches.played >= league.matches.total) {
    return tr(lang, "ui.league.allPlayed");
  }
  return "";
}

/**
 * "Journée 3 · 12 avril 2025" ("Journée 3" when the Calendar tab has no day for it; every day, joined
 * by " + ", when its matches are on several).
 */
export function leagueDateLine(lang: Lang, next: LeagueDateView): string {
  if (next.day === "") return tr(lang, "ui.league.date", { date: next.date });
  const days = next.days && next.days.length > 1 ? next.days : [next.day];
  return tr(lang, "ui.league.dateDay", {
    date: next.date,
    day: days.map((d) => longDate(lang, d)).join(" + "),
  });
}

/** "Les Dragons – La Horde (Aller) : Scénarios à tirer". */
export function leagueMatchText(lang: Lang, m: LeagueMatchView): string {
  return tr(lang, "ui.league.match", { id: m.id, home: m.home, away: m.away, leg: m.leg, status: m.status });
}

/** The ladder's first entries, best first, at most LADDER_TOP. */
export function ladderTop(ladder: LeagueView["ladder"], count = LADDER_TOP): LeagueView["ladder"] {
  return [...ladder].sort((a, b) => a.rank - b.rank).slice(0, count);
}
