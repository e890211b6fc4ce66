/**
 * The team league kind (Kings of War "Inter-clubs", RULES §3–4): its actions, one module each in
 * actions/, and how its state is read and shown. Registered in src/sheets/kinds/index.ts.
 *
 * Its files (one line each, test/unit/sheets/kind-index-header-lists-every-file-of-its-folder.test.ts
 * checks that the list is the folder's):
 * - index.ts — LEAGUE, its EventKind: the actions by name, create, defaults, read, state, and
 *   explain (Why this rank for a team).
 * - config.ts — LeagueEvent (the stored config: tab names, scenario seed, the teams as the calendar
 *   froze them, heights last written, the undo record) and WrittenRole.
 * - schema.ts — every tab's name and column index, header keys, widths, the words written in cells,
 *   the default scenarios.
 * - read/index.ts — readLeague: each tab read once (gateway/tab-reader.ts) into rows that remember
 *   their sheet row, then the cross-tab checks in a fixed order; bad input collected as problems by
 *   area, never thrown.
 * - read/types.ts — the rows read, LeagueRead, and Reading (what the tab readers share).
 * - read/teams.ts — the Teams tab.
 * - read/roster.ts — the Roster tab, and the Factions tab by spelling key.
 * - read/scenarios.ts — the Scenarios tab.
 * - read/calendar.ts — the Calendar tab.
 * - read/lineups.ts — the Lineups tab.
 * - read/games.ts — the Games tab.
 * - read/cross.ts — the checks across tabs: captains, renamed teams, the Games results against the
 *   accepted lineups, a player moved after playing, missing Games rows.
 * - model.ts — what the rows mean: each match's state, the lineups waiting, the army each table
 *   plays, a team's n-th match, the first leg of a return match.
 * - guard.ts — one guard per button, used by the sidebar and by the action; rosterBlocks; NEEDS,
 *   the tabs each action writes or reads.
 * - tabs.ts — pure builders of what the actions write: Calendar, Lineups, Games, match sheets,
 *   standings, ladder, history, Public.
 * - context.ts — what the actions share: journal (undo), writeRole, readAfter.
 * - ladder.ts — the league's rated rounds and the Elo ladder over every source.
 * - view.ts — the sidebar's EventState: buttons, the next date's matches, standings, the ladder's top 10.
 * - explain.ts — Why this rank, in words, for a team.
 * - published.ts — what the league publishes: leagueSources (the Public tab) and leagueLive (the
 *   live page: the next matchday, results, standings, the Elo top 20, each team's view).
 * - actions/create.ts — New event ▸ Team league: the config, the tabs, the hidden undo tab.
 * - actions/calendar.ts — Generate calendar: Calendar, Lineups, Games, Match sheets; freezes the teams.
 * - actions/scenarios.ts — draw the scenarios of the next date not drawn; Games written last.
 * - actions/lineups.ts — Check lineups: each waiting lineup against every rule, each accepted on
 *   its own; Games written last.
 * - actions/update.ts — Update standings and ladder: match sheets, standings, Elo ladder and history,
 *   the chart.
 * - actions/publish.ts — Publish: the Public tab.
 * - actions/undo.ts — Undo last action, from the hidden undo tab; the lineup form's choices set again.
 * - actions/lineup-form.ts — the captains' lineup form: its questions and its choices kept to the league.
 * - actions/apply-lineups.ts — the captains' form lineups written into the Lineups tab.
 */
import { teamStandings } from "../../../engine/league/standings";
import { t } from "../../../i18n/index";
import { defineKind } from "../kind";
import { applyLineups } from "./actions/apply-lineups";
import { generateCalendar } from "./actions/calendar";
import { createLeague, LEAGUE_SYSTEM, leagueDefaults } from "./actions/create";
import { lineupForm } from "./actions/lineup-form";
import { checkLineups } from "./actions/lineups";
import { publishLeague } from "./actions/publish";
import { drawScenarios } from "./actions/scenarios";
import { undoLeague } from "./actions/undo";
import { updateLeague } from "./actions/update";
import type { LeagueEvent } from "./config";
import { explainTeam } from "./explain";
import { factsOf } from "./guard";
import { tablesOf } from "./model";
import { leagueLive } from "./published";
import { type LeagueRead, readLeague } from "./read";
import { LEAGUE_BUTTONS, leagueState } from "./view";

export const LEAGUE = defineKind<LeagueEvent, LeagueRead, "league">({
  id: "league",
  systems: [LEAGUE_SYSTEM],
  // in the sidebar's order of their buttons
  actions: {
    generateCalendar: { run: generateCalendar, button: LEAGUE_BUTTONS.generateCalendar },
    drawScenarios: { run: drawScenarios, button: LEAGUE_BUTTONS.drawScenarios },
    checkLineups: { run: checkLineups, button: LEAGUE_BUTTONS.checkLineups },
    updateLeague: { run: updateLeague, button: LEAGUE_BUTTONS.updateLeague },
    lineupForm: { run: lineupForm, button: LEAGUE_BUTTONS.lineupForm },
    // the sidebar's refresh when the league has a lineup form: the captains' lineups applied
    applyReports: { run: applyLineups, button: LEAGUE_BUTTONS.applyReports },
    publish: { run: publishLeague, button: LEAGUE_BUTTONS.publish },
  },
  create: createLeague,
  defaults: leagueDefaults,
  read: readLeague,
  state: leagueState,
  live: leagueLive,
  undo: undoLeague,
  explain: (ctx, league, read, name) => {
    const facts = factsOf(read);
    const rows = teamStandings(
      tablesOf(facts.states.map((s) => s.rows)),
      league.teams ?? facts.read.teams.map((x) => x.name),
    );
    const text = explainTeam(rows, name, ctx.lang);
    if (text === "") return { ok: false, text: t(ctx.lang, "league.unknownTeam", { name }) };
    return { ok: true, text };
  },
});

export { standingsRows } from "./tabs";
