/**
 * The four Breton teams of the league browser tests: teams (each captain a player of the team's
 * roster), five players each registered well before the season, their factions spread over the list.
 */
import type { Frame } from "playwright-core";
import type { Harness } from "./harness";
import { refresh, typeRows } from "./sidebar-helpers";

export const TEAMS = [
  ["Les Loups de Brest", "Brest", "Anne Brest"],
  ["Les Aigles de Quimper", "Quimper", "Bastien Quimper"],
  ["Les Renards de Lorient", "Lorient", "Chloé Lorient"],
  ["Les Ours de Vannes", "Vannes", "Denis Vannes"],
];
const FACTIONS = ["Basileans", "Elves", "Dwarfs", "Orcs", "Undead", "Herd", "Ogres", "Goblins"];
export const FIRST = ["Anne", "Bastien", "Chloé", "Denis", "Élise"];

/** The Roster tab's rows (from A2): player, team, registered, faction, ally, specials, points. */
export function roster(): (string | number)[][] {
  const rows: (string | number)[][] = [];
  TEAMS.forEach(([team, club], t) => {
    FIRST.forEach((first, p) => {
      rows.push([`${first} ${club}`, team!, "2026-12-01", FACTIONS[(t + p) % FACTIONS.length]!, "", 0, 1990]);
    });
  });
  return rows;
}

/** The teams typed in the Teams tab through the grid, the rosters pasted, then the sidebar refreshed. */
export async function teamsAndRosters(h: Harness, frame: Frame): Promise<void> {
  await typeRows(h.page, "Équipes", 2, TEAMS);
  h.playground.bundle().standin.write("Effectifs!A2", roster());
  await refresh(frame);
}
