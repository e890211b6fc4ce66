/**
 * The checks across tabs, made once each tab is read: each team's captain on its roster, a team
 * renamed in the Teams tab since the calendar, every table of every match with its Games row, and
 * what the Games tab may say once lineups are accepted (RULES §3, a season being typed in): the
 * players of a game are those of the accepted lineups (the status Check lineups wrote in the
 * Lineups tab), a result needs both lineups accepted, "forfeit" is for a team with nobody at that
 * table and only for it, and a player who has played for a team stays on it in the roster. Each
 * problem names its row; none is thrown here (`readLeague` collects them).
 */
import { ArbitreError } from "../../../../engine/core/errors";
import { nameKey } from "../../../../engine/core/names";
import type { LeagueMatch } from "../../../../engine/league/calendar";
import type { Lang } from "../../../../i18n/index";
import { GAMES, header, ROSTER, TABLES, TEAMS, words } from "../schema";
import { gameKey } from "./games";
import type { GameRow, LineupRow, Problem, Reading, RosterRow, TeamRow } from "./types";

/** The calendar's teams no longer in the Teams tab (renamed there), by name key. */
export function goneTeams(teams: string[] | null, read: TeamRow[]): Map<string, string> {
  const teamNames = new Set(read.map((x) => nameKey(x.name)));
  return new Map(
    (teams ?? []).filter((team) => !teamNames.has(nameKey(team))).map((team) => [nameKey(team), team]),
  );
}

/**
 * Each team's captain is a player of its roster (a roster problem: it blocks the lineups, not the
 * standings). A captain on the roster of a team renamed in the Teams tab is not said: the renaming is.
 */
export function captainProblems(
  rd: Reading,
  teams: TeamRow[],
  playerRow: Map<string, RosterRow>,
  gone: Map<string, string>,
): void {
  for (const team of teams) {
    if (team.captain === "") continue;
    const entry = playerRow.get(nameKey(team.captain));
    if (entry !== undefined && nameKey(entry.team) === nameKey(team.name)) continue;
    // on the roster of a team renamed in the Teams tab: the renaming is said, once
    if (entry !== undefined && gone.has(nameKey(entry.team))) continue;
    rd.problems.push({
      area: "roster",
      teams: [nameKey(team.name)],
      error: new ArbitreError(
        entry === undefined ? "league.read.captainNotRostered" : "league.read.captainElsewhere",
        { name: team.captain, team: team.name, other: entry?.team ?? "", tab: rd.ev.tabs.roster },
        rd.at("teams", team.row, TEAMS.captain),
      ),
    });
  }
}

/**
 * A team of the Teams tab that the calendar was not generated with, or the other way round: as many
 * new names as lost ones are renamings, each named on its row (in the tab's order).
 */
export function renamedTeams(
  rd: Reading,
  calendarTeams: string[],
  teams: TeamRow[],
  gone: Map<string, string>,
): void {
  const keys = new Set(calendarTeams.map(nameKey));
  const added = teams.filter((x) => !keys.has(nameKey(x.name)));
  const missing = [...gone.values()];
  if (added.length === missing.length) {
    added.forEach((x, i) => {
      rd.say(
        "teams",
        "league.read.teamReplaced",
        { team: missing[i]!, name: x.name },
        rd.at("teams", x.row, TEAMS.name),
      );
    });
    return;
  }
  for (const team of missing) rd.say("teams", "league.read.teamRenamed", { team }, { tab: rd.ev.tabs.teams });
  for (const x of added)
    rd.say("teams", "league.read.teamAdded", { team: x.name }, rd.at("teams", x.row, TEAMS.name));
}

/**
 * A Games row deleted, cleared or pasted over: every table of every match has its row, a missing one
 * named where it belongs. `gameRows`: (match, table) of every row read, kept or refused.
 */
export function missingGames(
  rd: Reading,
  expected: LeagueMatch[],
  games: Map<string, GameRow>,
  gameRows: Set<string>,
): void {
  let previousGame = 1;
  for (const m of expected)
    for (let table = 1; table <= TABLES; table++) {
      const present = games.get(gameKey(m.id, table));
      if (present) previousGame = present.row;
      else if (!gameRows.has(gameKey(m.id, table)))
        rd.say(
          "games",
          "league.read.gameRowMissing",
          { match: m.id, table, home: m.home, away: m.away },
          rd.at("games", previousGame + 1, GAMES.match),
        );
    }
}

/** A team's lineup for a match as accepted: the players of tables 1–4 ("" an empty table). */
export interface AcceptedLineup {
  players: string[];
}

const lineupKey = (match: number, team: string): string => `${match}:${nameKey(team)}`;

/** The lineups the Lineups tab marks accepted (a row "Acceptée" or "Table vide"), by match and team. */
export function acceptedInTab(lineups: LineupRow[], lang: Lang): Map<string, AcceptedLineup> {
  const w = words(lang);
  const accepted = nameKey(w.accepted);
  const empty = nameKey(w.emptyTable);
  const out = new Map<string, AcceptedLineup>();
  const some = new Set<string>();
  for (const l of lineups) {
    const status = nameKey(l.status);
    if (status !== accepted && status !== empty) continue;
    const k = lineupKey(l.match, l.team);
    const entry = out.get(k) ?? { players: ["", "", "", ""] };
    entry.players[l.table - 1] = status === accepted ? l.player : "";
    if (status === accepted && l.player !== "") some.add(k);
    out.set(k, entry);
  }
  // a lineup is accepted when at least one of its players is
  for (const k of [...out.keys()]) if (!some.has(k)) out.delete(k);
  return out;
}

/** Every problem of the Games rows with a result against the accepted lineups, and the transfers. */
export function playedProblems(
  games: Iterable<GameRow>,
  lineups: LineupRow[],
  roster: RosterRow[],
  ev: { lang: Lang; tabs: { games: string; roster: string } },
): Problem[] {
  const lang = ev.lang;
  const accepted = acceptedInTab(lineups, lang);
  const out: Problem[] = [];
  const at = (row: number, col: number) => ({
    tab: ev.tabs.games,
    row,
    column: header("games", col, lang),
  });
  const say = (key: string, params: Record<string, string | number>, row: number, col: number) =>
    out.push({ area: "games", error: new ArbitreError(key, params, at(row, col)) });
  const rosterOf = new Map(roster.map((r) => [nameKey(r.player), r]));
  const moved = new Set<string>();
  for (const g of games) {
    if (g.homeResult === null && g.awayResult === null) continue;
    const where = { match: g.match, table: g.table };
    const side = (team: string) =>
      team === g.home
        ? { result: g.homeResult, player: g.homePlayer }
        : { result: g.awayResult, player: g.awayPlayer };
    const missing = [g.home, g.away].filter((team) => !accepted.has(lineupKey(g.match, team)));
    // a table one accepted lineup leaves empty is lost 0–3 at once, whether the other lineup is in
    const emptyFor = (team: string, other: string): boolean =>
      missing.length === 1 &&
      missing[0] === other &&
      accepted.get(lineupKey(g.match, team))!.players[g.table - 1] === "" &&
      side(team).result === "forfeit" &&
      side(other).result === "win" &&
      side(other).player === "";
    if (emptyFor(g.home, g.away) || emptyFor(g.away, g.home)) continue;
    // a team that sent nobody has no lineup: "Forfait" typed for it, with no player, is its result
    const absent = (team: string): boolean => side(team).result === "forfeit" && side(team).player === "";
    const unexplained = missing.filter((team) => !absent(team));
    if (unexplained.length > 0) {
      say("league.read.noLineup", { ...where, teams: unexplained.join(", ") }, g.row, GAMES.homeResult);
      continue;
    }
    for (const s of ["home", "away"] as const) {
      const team = s === "home" ? g.home : g.away;
      if (missing.includes(team)) continue;
      const want = accepted.get(lineupKey(g.match, team))!.players[g.table - 1] ?? "";
      const { result, player: got } = side(team);
      const playerCol = s === "home" ? GAMES.homePlayer : GAMES.awayPlayer;
      const resultCol = s === "home" ? GAMES.homeResult : GAMES.awayResult;
      if (nameKey(got) !== nameKey(want)) {
        if (got === "") say("league.read.playerCleared", { ...where, team, name: want }, g.row, playerCol);
        else if (want === "")
          say("league.read.notInEmptyTable", { ...where, team, name: got }, g.row, playerCol);
        else say("league.read.notInLineup", { ...where, name: got, lineup: want }, g.row, playerCol);
        continue;
      }
      if (result === null) continue;
      if (want !== "" && result === "forfeit")
        say("league.read.forfeitPlayed", { ...where, team, name: want }, g.row, resultCol);
      else if (want === "" && result !== "forfeit")
        say("league.read.emptyNotForfeit", { ...where, team }, g.row, resultCol);
      // one team per player: a player who has played for a team cannot move to another
      const r = want === "" ? undefined : rosterOf.get(nameKey(want));
      if (r && nameKey(r.team) !== nameKey(team) && !moved.has(nameKey(want))) {
        moved.add(nameKey(want));
        out.push({
          area: "games",
          error: new ArbitreError(
            "league.read.moved",
            { name: r.player, team, match: g.match, now: r.team },
            { tab: ev.tabs.roster, row: r.row, column: header("roster", ROSTER.team, lang) },
          ),
        });
      }
    }
  }
  return out;
}
