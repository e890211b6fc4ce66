/**
 * The team league kind (Kings of War "Inter-clubs", RULES §3–4): its actions, one module each in
 * actions/, and how its state is read and shown. Registered in src/sheets/kinds/index.ts.
 */
import { teamStandings } from "../../../engine/league/standings";
import { t } from "../../../i18n/index";
import type { EventKind, KindContext, KindOutcome } from "../kind";
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
import type { Ctx, Done } from "./context";
import { explainTeam } from "./explain";
import { factsOf } from "./guard";
import { tablesOf } from "./model";
import { type LeagueRead, readLeague } from "./read";
import { leagueState } from "./view";

function action<R>(fn: (ctx: Ctx, req: R) => Done): (ctx: KindContext, req: R) => KindOutcome {
  return (ctx, req) => {
    const done = fn(ctx as Ctx, req);
    return { message: done.message, event: done.event, read: done.read };
  };
}

export const LEAGUE: EventKind = {
  id: "league",
  systems: [LEAGUE_SYSTEM],
  actions: {
    generateCalendar: action(generateCalendar),
    drawScenarios: action(drawScenarios),
    checkLineups: action(checkLineups),
    updateLeague: action(updateLeague),
    publish: action(publishLeague),
    undoLastAction: action(undoLeague),
    lineupForm: action(lineupForm),
    // the sidebar's refresh when the league has a lineup form: the captains' lineups applied
    applyReports: action(applyLineups),
  },
  create: action(createLeague),
  defaults: leagueDefaults,
  read: (ss, ev) => readLeague(ss, ev as LeagueEvent),
  state: (ctx, ev, read, error) => leagueState(ctx, ev as LeagueEvent, read as LeagueRead | null, error),
  explain: (ctx, ev, read, name) => {
    const league = ev as LeagueEvent;
    const facts = factsOf(read as LeagueRead);
    const rows = teamStandings(
      tablesOf(facts.states.map((s) => s.rows)),
      league.teams ?? facts.read.teams.map((x) => x.name),
    );
    const text = explainTeam(rows, name, ctx.lang);
    if (text === "") return { ok: false, text: t(ctx.lang, "league.unknownTeam", { name }) };
    return { ok: true, text };
  },
};
