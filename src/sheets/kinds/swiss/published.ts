/**
 * What a Swiss event publishes: the data behind its Public tab (actions/publish.ts writes the tab
 * from it) and behind its live page (src/sheets/live stores it for the page). Only what the clubs
 * may read: names, clubs, tables, why two players meet, standings with their tie-breaks, the top
 * cut, the round's timer and the result form's public link.
 */
import type { LiveTimer, SwissLive } from "../../../contract/index";
import { nameKey } from "../../../engine/core/names";
import type { SwissFacts } from "../../../engine/swiss/event";
import { phaseOf } from "../../../engine/swiss/event";
import { type MessageKey, t, writtenAs } from "../../../i18n/index";
import { type Row, type Spreadsheet, timeLabel } from "../../gateway/index";
import { bracketView, finalRanking } from "./bracket";
import type { StoredEvent } from "./config";
import { factsOf } from "./facts";
import { roundLabel, systemLabel } from "./labels";
import { currentGames, plannedRounds, type Snapshot, standingsOf, swissOver } from "./read/index";
import { asText } from "./schema";
import { longDate, standingsTable } from "./tabs";

/** A standings row as typed: asText's apostrophe taken off the name and the club ("'Léa" → "Léa"). */
function typed(row: Row): Row {
  return row.map((v, i) =>
    (i === 1 || i === 2) && typeof v === "string" && v.startsWith("'") ? v.slice(1) : v,
  );
}

function standingsOfEvent(
  ev: StoredEvent,
  snap: Snapshot,
  facts: SwissFacts,
): { title: string; rows: Row[]; final: boolean } {
  const lang = ev.lang;
  const clubs = new Map(snap.players.map((p) => [p.key, p.club]));
  if (ev.finished) {
    const rows: Row[] = [[t(lang, "event.col.rank"), t(lang, "event.col.player"), t(lang, "event.col.club")]];
    for (const r of finalRanking(ev, snap)) rows.push([r.rank, r.name, clubs.get(nameKey(r.name)) ?? ""]);
    return { title: t(lang, "public.final"), rows, final: true };
  }
  // the play-off flag in the final standings only (RULES §2)
  const final = swissOver(ev, snap, facts.early);
  const table = standingsTable(standingsOf(ev, snap, final), ev.system, lang, clubs);
  return { title: t(lang, "public.standings"), rows: table.map(typed), final: false };
}

function stateOf(ev: StoredEvent, snap: Snapshot, facts: SwissFacts): string {
  const lang = ev.lang;
  const phase = phaseOf(facts);
  if (ev.finished) return t(lang, "public.state.winner", { name: finalRanking(ev, snap)[0]?.name ?? "" });
  if (facts.early !== null && facts.early.winner !== "")
    // with a top cut still to play, only the Swiss rounds are over
    return t(lang, ev.topCut === 0 ? "public.state.earlyEnd" : "public.state.earlyEndTopCut", {
      round: ev.swiss.length,
      name: facts.early.winner,
    });
  if (phase === "finished") return t(lang, "public.state.over");
  if (phase === "registration") return t(lang, "public.state.registration");
  return roundLabel(lang, ev);
}

/** What the live page shows of a Swiss event, from what the kind read of its tabs. */
export function swissLive(ss: Spreadsheet, ev: StoredEvent, snap: Snapshot): SwissLive {
  return swissPublished(ss, ev, snap, factsOf(ev, snap));
}

/** The Swiss event's published data (what the Public tab and the live page show). */
export function swissPublished(
  ss: Spreadsheet,
  ev: StoredEvent,
  snap: Snapshot,
  facts: SwissFacts,
): SwissLive {
  const lang = ev.lang;
  const phase = phaseOf(facts);
  // pairings only while a round is played
  const playing = (phase === "swiss" || phase === "topcut") && facts.early === null;
  const standings = standingsOfEvent(ev, snap, facts);
  let title = standings.title;
  if (!ev.finished && phase === "finished") title = t(lang, "public.final");
  const timer: LiveTimer | null = playing
    ? {
        endsAt: ev.timer.endsAt,
        pausedRemaining: ev.timer.pausedRemaining,
        durationMs: ev.roundMinutes * 60000,
        endLabel: timeLabel(ss, ev.timer.endsAt),
      }
    : null;
  return {
    kind: "swiss",
    lang,
    name: ev.name,
    dateLine: `${longDate(lang, ev.date)} · ${systemLabel(lang, ev.system)}`,
    state: stateOf(ev, snap, facts),
    round: ev.swiss.length,
    rounds: plannedRounds(ev, snap),
    timer,
    pairings: (playing ? currentGames(ev, snap) : []).map((g) => [g.table, g.a, g.b, playersWhy(g.why)]),
    standings: {
      title,
      head: (standings.rows[0] ?? []).map(String),
      rows: standings.rows.slice(1) as (string | number)[][],
    },
    bracket: bracketView(lang, ev, snap).map((s) => ({
      label: s.label,
      games: s.games.map((g) => [g.table, g.a, g.b, g.seedA, g.seedB, g.winner]),
    })),
    formUrl: ev.form && !ev.form.gone ? ev.form.url : "",
  };
}

/** The reasons that name a club or a pair to avoid: the organiser's business, never on the live page. */
const ORGANISER_ONLY: MessageKey[] = [
  "swiss.why.avoided",
  "swiss.why.randomClub",
  "swiss.why.randomSameClub",
  "swiss.why.nearestClub",
  "swiss.why.sameClub",
  "swiss.why.dustGroupClub",
  "swiss.why.dustFloatClub",
  "swiss.why.dustSameClub",
  "swiss.swap.avoided",
];

/**
 * A table's reason as the players see it: as the Rounds tab has it, or nothing when Arbitre wrote it
 * naming a club or a pair to avoid (in either language: the tab's words may predate a change of it).
 */
function playersWhy(why: string): string {
  const organisers = ORGANISER_ONLY.some((key) => writtenAs("fr", key, why) || writtenAs("en", key, why));
  return organisers ? "" : why;
}

/** The Public tab's standings block from the published standings (names and clubs kept as text). */
export function publicStandings(pub: SwissLive): Row[] {
  return [
    pub.standings.head,
    ...pub.standings.rows.map((r) =>
      r.map((v, i) => ((i === 1 || i === 2) && typeof v === "string" ? asText(v) : v)),
    ),
  ];
}
