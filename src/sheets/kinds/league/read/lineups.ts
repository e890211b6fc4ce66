/**
 * The Lineups tab as typed: one row per match, team and table (1–4), the team one of the match's
 * two; a (match, team, table) given twice keeps its first row.
 */
import { nameKey } from "../../../../engine/core/names";
import type { LeagueMatch } from "../../../../engine/league/calendar";
import { blankRow, cellText } from "../../../gateway/index";
import { LINEUPS, TABLES } from "../schema";
import type { LineupRow, Reading } from "./types";

/** The Lineups tab's rows; `byId`: the season's matches as generated. */
export function readLineups(rd: Reading, byId: Map<number, LeagueMatch>): LineupRow[] {
  const lg = rd.raw(rd.ev.tabs.lineups);
  const lineups: LineupRow[] = [];
  for (let r = 1; r < lg.values.length; r++) {
    const row = lg.values[r] ?? [];
    if (blankRow(row, LINEUPS.width)) continue;
    const say = (key: string, params: Record<string, string | number>, c: number) =>
      rd.say("lineups", key, params, rd.at("lineups", r + 1, c));
    const id = row[LINEUPS.match];
    const m = typeof id === "number" ? byId.get(id) : undefined;
    if (m === undefined) {
      say("league.read.unknownMatch", { value: lg.shown(r, LINEUPS.match) }, LINEUPS.match);
      continue;
    }
    const team = cellText(row[LINEUPS.team]);
    const side =
      nameKey(team) === nameKey(m.home) ? m.home : nameKey(team) === nameKey(m.away) ? m.away : null;
    if (side === null) {
      say("league.read.lineupTeam", { team, match: m.id, home: m.home, away: m.away }, LINEUPS.team);
      continue;
    }
    const tv = row[LINEUPS.table];
    if (typeof tv !== "number" || !Number.isInteger(tv) || tv < 1 || tv > TABLES) {
      say("league.read.badTable", { value: lg.shown(r, LINEUPS.table), max: TABLES }, LINEUPS.table);
      continue;
    }
    const player = rd.name("lineups", r, LINEUPS.player);
    if (player === null) continue;
    lineups.push({
      match: m.id,
      team: side,
      table: tv,
      player,
      army: cellText(row[LINEUPS.army]),
      status: cellText(row[LINEUPS.status]),
      row: r + 1,
    });
  }
  // a (match, team, table) given twice
  const seen = new Map<string, number>();
  return lineups.filter((l) => {
    const k = `${l.match}:${nameKey(l.team)}:${l.table}`;
    const first = seen.get(k);
    if (first !== undefined) {
      rd.say(
        "lineups",
        "league.read.lineupTwice",
        { match: l.match, team: l.team, table: l.table, first },
        rd.at("lineups", l.row, LINEUPS.table),
      );
      return false;
    }
    seen.set(k, l.row);
    return true;
  });
}
