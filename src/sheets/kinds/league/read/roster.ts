/**
 * The Roster tab, and the Factions tab its dropdowns offer. Every problem of a roster row is said,
 * not only its first, each tagged with the team(s) it touches (it blocks only their lineups); a row
 * with one is left out.
 */
import type { ErrorCode } from "../../../../engine/core/errors";
import { nameKey } from "../../../../engine/core/names";
import { factionKey } from "../../../../engine/league/lineup";
import { blank, blankRow, cellText, isoDate, type Spreadsheet } from "../../../gateway/index";
import { FACTION_LIST, ROSTER } from "../schema";
import type { Reading, RosterRow, TeamRow } from "./types";

/** The Factions tab's factions by spelling key, null when the event has no such tab. */
export function readFactions(rd: Reading, ss: Spreadsheet): Map<string, string> | null {
  const factionsTab = rd.ev.tabs.factions;
  if (factionsTab === undefined || ss.getSheetByName(factionsTab) === null) return null;
  const factions = new Map<string, string>();
  const fg = rd.raw(factionsTab);
  for (let r = 1; r < fg.values.length; r++) {
    const v = fg.values[r]?.[FACTION_LIST.name];
    if (!blank(v)) factions.set(factionKey(cellText(v)), cellText(v));
  }
  return factions;
}

/** The roster as read: its rows, and each player's row by name key. */
export interface Roster {
  roster: RosterRow[];
  playerRow: Map<string, RosterRow>;
}

/**
 * The Roster tab's players. `gone`: the calendar's teams no longer in the Teams tab (renamed there),
 * by name key: their players are read as theirs (the renaming is said once, not on each row).
 */
export function readRoster(
  rd: Reading,
  teams: TeamRow[],
  gone: Map<string, string>,
  factions: Map<string, string> | null,
): Roster {
  const rg = rd.raw(rd.ev.tabs.roster);
  const out: Roster = { roster: [], playerRow: new Map() };
  const teamNames = new Map(teams.map((x) => [nameKey(x.name), x.name]));
  for (let r = 1; r < rg.values.length; r++) {
    if (blankRow(rg.values[r], ROSTER.width)) continue;
    const entry = rosterRow(rd, r, teamNames, gone, factions, out.playerRow);
    if (entry === null) continue;
    out.playerRow.set(nameKey(entry.player), entry);
    out.roster.push(entry);
  }
  return out;
}

/** One Roster row (0-based `r`): the entry, or null when the row has a problem (each one said). */
function rosterRow(
  rd: Reading,
  r: number,
  teamNames: Map<string, string>,
  gone: Map<string, string>,
  factions: Map<string, string> | null,
  playerRow: Map<string, RosterRow>,
): RosterRow | null {
  const { ev, problems } = rd;
  const rg = rd.raw(ev.tabs.roster);
  const row = rg.values[r] ?? [];
  const factionsTab = ev.tabs.factions;
  // the row's problems, tagged below with the team(s) they touch
  const first = problems.length;
  const touched: string[] = [];
  // every problem of the row is said, not only its first; a row with one is left out
  let broken = false;
  const bad = (key: string, c: number, params: Record<string, string | number> = {}, code?: ErrorCode) => {
    broken = true;
    rd.say("roster", key, params, rd.at("roster", r + 1, c), code);
  };
  const player = rd.name("roster", r, ROSTER.player);
  const team = rd.name("roster", r, ROSTER.team);
  if (player === "") bad("league.read.playerMissing", ROSTER.player, {}, "requiredEmpty");
  let teamName: string | undefined;
  if (team === "") bad("league.read.rosterTeamMissing", ROSTER.team, { name: player ?? "" }, "requiredEmpty");
  else if (team !== null) {
    teamName = teamNames.get(nameKey(team)) ?? gone.get(nameKey(team));
    if (teamName === undefined) bad("league.read.unknownTeam", ROSTER.team, { team, tab: ev.tabs.teams });
  }
  const before = player ? playerRow.get(nameKey(player)) : undefined;
  if (before !== undefined) touched.push(nameKey(before.team));
  if (before !== undefined)
    bad(
      teamName !== undefined && nameKey(before.team) === nameKey(teamName)
        ? "league.read.playerTwice"
        : "league.read.twoTeams",
      ROSTER.player,
      { name: player!, first: before.row, team: before.team },
    );
  const registered = isoDate(row[ROSTER.registered], rd.days);
  const empty = blank(row[ROSTER.registered]);
  if (registered === null)
    bad(
      empty ? "league.read.dateMissing" : "league.read.badDate",
      ROSTER.registered,
      { value: rg.shown(r, ROSTER.registered), name: player ?? "" },
      empty ? "requiredEmpty" : undefined,
    );
  const count = (c: number, max: number): number | null => {
    const v = row[c];
    if (blank(v)) return 0;
    const n = typeof v === "number" ? v : Number(String(v).trim().replace(",", "."));
    if (!Number.isInteger(n) || n < 0 || n > max) {
      bad("league.read.badNumber", c, { value: rg.shown(r, c) });
      return null;
    }
    return n;
  };
  const specials = count(ROSTER.specials, 99);
  const points = count(ROSTER.points, 100000);
  const faction = cellText(row[ROSTER.faction]);
  const ally = cellText(row[ROSTER.ally]);
  if (faction === "")
    bad("league.read.factionMissing", ROSTER.faction, { name: player ?? "" }, "requiredEmpty");
  /** A faction the list does not hold (none: any). */
  const unlisted = (f: string): boolean => factions !== null && f !== "" && !factions.has(factionKey(f));
  for (const [f, c] of [
    [faction, ROSTER.faction],
    [ally, ROSTER.ally],
  ] as const)
    if (unlisted(f)) bad("league.read.factionNotListed", c, { faction: f, tab: factionsTab ?? "" });
  if (teamName !== undefined)
    for (const p of problems.slice(first)) p.teams = [nameKey(teamName), ...touched];
  if (
    broken ||
    player === null ||
    teamName === undefined ||
    registered === null ||
    specials === null ||
    points === null
  )
    return null;
  return { player: player!, team: teamName, registered, faction, ally, specials, points, row: r + 1 };
}
