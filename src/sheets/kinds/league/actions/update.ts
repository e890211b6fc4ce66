/**
 * Update standings: from the Games tab, the match sheets (scores), the League standings (the
 * numbers TEAM_STANDINGS gives for the same rows), the Elo ladder and its history over every rated
 * round, and the ladder's line chart (built or updated in one call). One write per tab.
 */
import type { LeagueRequest } from "../../../../contract/index";
import { teamStandings } from "../../../../engine/league/standings";
import { t } from "../../../../i18n/index";
import type { Sheet } from "../../../gateway/index";
import { requireEvent } from "../../kind";
import type { LeagueEvent } from "../config";
import {
  asTyped,
  type Ctx,
  type Done,
  emphasise,
  journal,
  readAfter,
  sheetsOf,
  writeMatchSheets,
  writeRole,
} from "../context";
import { canUpdate, factsOf, NEEDS } from "../guard";
import { ladderOf } from "../ladder";
import { tablesOf } from "../model";
import { readLeague } from "../read";
import { CALENDAR, CHANGE_FORMAT, fitWidth, HEADER_GREY, header, LADDER, STANDINGS_WIDTH } from "../schema";
import { historyRows, ladderRows, provisionalText, scoreText, standingsTab, teamOfPlayers } from "../tabs";

const ROLES = NEEDS.updateLeague;
/** The chart shows the ladder's top players (every player is in the history tab). */
export const CHART_PLAYERS = 10;

export function updateLeague(ctx: Ctx, req: LeagueRequest): Done {
  const ev = requireEvent(ctx, req);
  const read = readLeague(ctx.ss, ev);
  const facts = factsOf(read);
  const refusal = canUpdate(ev, facts);
  if (refusal) throw refusal;
  const states = facts.states;
  const ranking = teamStandings(tablesOf(states.map((s) => s.rows)), ev.teams ?? []);
  const ladder = ladderOf(ctx, ev, states);
  const sheets = sheetsOf(ctx.ss, ev, [...ROLES]);
  const lang = ev.lang;
  const ladderGrid = ladderRows(ladder, teamOfPlayers(read, states), lang);
  // the copy covers the ladder's rows about to be written (their change format below a shorter ladder)
  journal(
    ctx,
    ev,
    read,
    "updateLeague",
    [...ROLES],
    undefined,
    {},
    {
      ladder: { rows: ladderGrid.length, cols: LADDER.width },
    },
  );
  const prev = (role: (typeof ROLES)[number]) => read.raw(ev.tabs[role]).values.length;
  // the Calendar as typed (dates and hosts kept), with each complete match's score
  const calendar = asTyped(read, ev.tabs.calendar).map((row, r) => {
    const out = Array.from({ length: CALENDAR.width }, (_, c) => row[c] ?? "");
    if (r === 0) out[CALENDAR.score] = header("calendar", CALENDAR.score, lang);
    else {
      const st = states.find((s) => s.cal?.row === r + 1);
      out[CALENDAR.score] = st?.score ? `'${scoreText(st.score, lang)}` : "";
    }
    return out;
  });
  writeRole(ev, sheets, "calendar", calendar, CALENDAR.width, prev("calendar"));
  writeMatchSheets(ev, sheets, states, prev("matches"));
  const standingsGrid = standingsTab(ranking, states, lang);
  writeRole(ev, sheets, "standings", standingsGrid, STANDINGS_WIDTH, prev("standings"));
  // its header bold on grey, as the other tabs' headers; a provisional note (its last row) in bold
  const noteRow = provisionalText(states, lang) === null ? [] : [standingsGrid.length];
  emphasise(sheets.standings!, [1, ...noteRow], STANDINGS_WIDTH);
  sheets.standings!.getRange(1, 1, 1, STANDINGS_WIDTH).setBackground(HEADER_GREY);
  writeRole(ev, sheets, "ladder", ladderGrid, LADDER.width, prev("ladder"));
  // the last change signed: +21, −18, 0
  if (ladderGrid.length > 1)
    sheets.ladder!.getRange(2, LADDER.change + 1, ladderGrid.length - 1, 1).setNumberFormat(CHANGE_FORMAT);
  // the players' names whole: the ladder's player and team columns
  sheets.ladder!.setColumnWidth(LADDER.name + 1, fitWidth(ladder.players, 180));
  sheets.ladder!.setColumnWidth(LADDER.team + 1, fitWidth(ev.teams ?? [], 170));
  const history = historyRows(ladder, lang);
  const width = Math.max(
    history[0]!.length,
    ev.written.historyCols,
    read.raw(ev.tabs.history).values[0]?.length ?? 1,
  );
  const grid = history.map((r) => [...r, ...new Array(Math.max(0, width - r.length)).fill("")]);
  writeRole(ev, sheets, "history", grid, width, prev("history"));
  ev.written.history = history.length;
  ev.written.historyCols = history[0]!.length;
  drawChart(
    ev,
    sheets.ladder!,
    sheets.history!,
    history.length,
    Math.min(history[0]!.length, CHART_PLAYERS + 1),
  );
  const played = states.filter((s) => s.complete).length;
  const note = provisionalText(states, ctx.lang);
  return {
    message:
      t(ctx.lang, "league.msg.updated", {
        played,
        total: states.length,
        players: ladder.rows.length,
        tab: ev.tabs.standings,
      }) + (note === null ? "" : ` ${note}`),
    event: ev,
    read: readAfter(ctx, ev, read, { ladder: ladderGrid, calendar }),
  };
}

/** The ladder's line chart: the top players' ratings after each round, beside the ladder. One call. */
function drawChart(ev: LeagueEvent, ladder: Sheet, history: Sheet, rows: number, cols: number): void {
  const existing = ladder.getCharts()[0];
  // the header, the start, and at least one rated round
  if (rows < 3 || cols < 2) {
    if (existing) ladder.removeChart(existing);
    return;
  }
  const range = history.getRange(1, 1, rows, cols);
  const builder = (existing ? existing.modify().clearRanges() : ladder.newChart())
    .setChartType(Charts.ChartType.LINE)
    .setOption("title", t(ev.lang, "league.chart.title", { count: cols - 1 }))
    .setOption("legend", { position: "right" })
    .setNumHeaders(1)
    .addRange(range)
    .setPosition(1, LADDER.width + 2, 0, 0);
  if (existing) ladder.updateChart(builder.build());
  else ladder.insertChart(builder.build());
}
