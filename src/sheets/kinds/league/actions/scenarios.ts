/**
 * Draw scenarios: one scenario per table of every match of the next date not drawn yet, at random
 * with replacement from the Scenarios tab (RULES §3), seeded by the event's seed and the match
 * number (replayable), before the lineups are handed in. Written to Games and the match sheets.
 */
import type { LeagueRequest } from "../../../../contract/index";
import { ArbitreError } from "../../../../engine/core/errors";
import { drawScenarios as draw } from "../../../../engine/league/match-sheet";
import { t } from "../../../../i18n/index";
import { requireEvent } from "../../kind";
import {
  type Ctx,
  type Done,
  journal,
  readAfter,
  sheetsOf,
  writeMatchSheets,
  writeRoleLast,
} from "../context";
import { canDrawScenarios, factsOf } from "../guard";
import { matchStates } from "../model";
import { readLeague } from "../read";
import { GAMES, TABLES } from "../schema";
import { type GameChange, gamesRows } from "../tabs";

export function drawScenarios(ctx: Ctx, req: LeagueRequest): Done {
  const ev = requireEvent(ctx, req);
  const read = readLeague(ctx.ss, ev);
  const facts = factsOf(read);
  if (typeof req?.expected === "number" && req.expected !== facts.toDraw)
    throw new ArbitreError("league.guard.drawnAlready", { round: req.expected });
  const refusal = canDrawScenarios(ev, facts);
  if (refusal) throw refusal;
  const round = facts.toDraw!;
  const sheets = sheetsOf(ctx.ss, ev, ["games", "matches"]);
  const changes = new Map<string, GameChange>();
  let count = 0;
  for (const st of facts.states) {
    if (st.match.round !== round || st.drawn) continue;
    count++;
    const drawn = draw(read.scenarios, TABLES, ev.seed, st.match.id);
    drawn.forEach((scenario, i) => {
      changes.set(`${st.match.id}:${i + 1}`, { scenario });
    });
  }
  journal(ctx, ev, read, "drawScenarios", ["games", "matches"], round);
  const games = gamesRows(facts.states, ev.lang, changes);
  // the match sheets show the new scenarios: the league as written. The Games tab, which says the
  // scenarios are drawn, is written last: stopped before it (a quota, a timeout), the draw is to do
  // again, and the same seed draws the same scenarios
  const after = readAfter(ctx, ev, read, { games });
  writeMatchSheets(ev, sheets, matchStates(after), read.raw(ev.tabs.matches).values.length);
  writeRoleLast(ctx, ev, sheets, "games", games, GAMES.width, read.raw(ev.tabs.games).values.length);
  return {
    message: t(ctx.lang, "league.msg.drawn", { round, count, tab: ev.tabs.games }),
    event: ev,
    read: after,
  };
}
