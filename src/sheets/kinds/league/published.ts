/**
 * What a league publishes: the data behind its Public tab (actions/publish.ts writes the tab from
 * the same sources: `leagueSources`) and behind its live page (src/sheets/live). Only what the
 * clubs may read: the standings, the calendar with its scores and hosts, the Elo ladder's top 20.
 */
import type { LeagueLive } from "../../../contract/index";
import { type TeamRow, teamStandings } from "../../../engine/league/standings";
import { t } from "../../../i18n/index";
import { type Spreadsheet, today, writtenDay } from "../../gateway/index";
import type { LeagueEvent } from "./config";
import { factsOf } from "./guard";
import { type MatchState, tablesOf } from "./model";
import { type LeagueRead, ladderTop } from "./read";
import { TABLES } from "./schema";
import { legWord, PUBLIC_LADDER, provisionalText, scoreText, standingsRows } from "./tabs";

export interface LeagueSources {
  states: MatchState[];
  ranking: TeamRow[];
  ladder: { rank: number; name: string; rating: number; games: number }[];
  /** « Publié le … », in the event's language. */
  stamp: string;
}

/** What the Public tab and the live page are made from (the tabs as read, the ladder as last written). */
export function leagueSources(ss: Spreadsheet, ev: LeagueEvent, read: LeagueRead): LeagueSources {
  const facts = factsOf(read);
  return {
    states: facts.states,
    ranking: teamStandings(tablesOf(facts.states.map((s) => s.rows)), ev.teams ?? []),
    ladder: ladderTop(read, ev),
    stamp: t(ev.lang, "league.public.stamp", { day: writtenDay(today(ss), ev.lang) }),
  };
}

/** A text cell as typed (the Public tab's apostrophe off). */
function typed(v: unknown): string | number {
  if (typeof v === "number") return v;
  const s = String(v);
  return s.startsWith("'") ? s.slice(1) : s;
}

/** What the live page shows of a league. */
export function leagueLive(ss: Spreadsheet, ev: LeagueEvent, read: LeagueRead): LeagueLive {
  const src = leagueSources(ss, ev, read);
  const lang = ev.lang;
  const table = standingsRows(src.ranking, lang).map((r) => r.map(typed));
  const open = src.states.filter((s) => !s.complete).map((s) => s.match.round);
  return {
    kind: "league",
    lang,
    name: ev.name,
    stamp: src.stamp,
    standings: { head: (table[0] ?? []).map(String), rows: table.slice(1) },
    provisional: provisionalText(src.states, lang) ?? "",
    calendar: {
      head: [
        t(lang, "league.hdr.round"),
        t(lang, "league.hdr.home"),
        t(lang, "league.hdr.score"),
        t(lang, "league.hdr.away"),
        t(lang, "league.hdr.day"),
        t(lang, "league.hdr.leg"),
        t(lang, "league.hdr.host"),
      ],
      rows: src.states.map((st) => [
        st.match.round,
        st.match.home,
        st.score
          ? scoreText(st.score, lang)
          : st.results > 0
            ? t(lang, "league.status.results", { done: st.results, total: TABLES })
            : "",
        st.match.away,
        st.cal?.day ? writtenDay(st.cal.day, lang) : "",
        legWord(lang, st.match.leg),
        st.cal?.host ?? st.match.home,
      ]),
    },
    next: open.length === 0 ? 0 : Math.min(...open),
    ladder: {
      head: [
        t(lang, "league.hdr.rank"),
        t(lang, "league.hdr.player"),
        t(lang, "league.hdr.rating"),
        t(lang, "league.hdr.games"),
      ],
      rows: src.ladder.filter((x) => x.rank <= PUBLIC_LADDER).map((x) => [x.rank, x.name, x.rating, x.games]),
    },
    teams: [...(ev.teams ?? [])],
  };
}
