/**
 * The Teams tab: one team per row, each name once (a blank name or a second row of a name is a
 * problem of the teams, the row left out).
 */
import { nameKey } from "../../../../engine/core/names";
import { blankRow, cellText } from "../../../gateway/index";
import { TEAMS } from "../schema";
import type { Reading, TeamRow } from "./types";

/** The teams of the Teams tab, in the tab's order. */
export function readTeams(rd: Reading): TeamRow[] {
  const tg = rd.raw(rd.ev.tabs.teams);
  const teams: TeamRow[] = [];
  const teamRow = new Map<string, number>();
  for (let r = 1; r < tg.values.length; r++) {
    const row = tg.values[r] ?? [];
    if (blankRow(row, TEAMS.width)) continue;
    const name = rd.name("teams", r, TEAMS.name);
    if (name === null) continue;
    if (name === "") {
      rd.say("teams", "league.read.teamMissing", {}, rd.at("teams", r + 1, TEAMS.name));
      continue;
    }
    const first = teamRow.get(nameKey(name));
    if (first !== undefined) {
      rd.say("teams", "league.read.teamTwice", { name, first }, rd.at("teams", r + 1, TEAMS.name));
      continue;
    }
    teamRow.set(nameKey(name), r + 1);
    teams.push({ name, club: cellText(row[TEAMS.club]), captain: cellText(row[TEAMS.captain]), row: r + 1 });
  }
  return teams;
}
