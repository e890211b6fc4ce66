/**
 * The Games tab: one row per match and table (1–4), the match's teams as generated, two results
 * that go together (or none yet). A row's cells are kept as typed, to be written back as they were.
 */
import { nameKey } from "../../../../engine/core/names";
import { type Outcome, outcomeCell } from "../../../../engine/core/results";
import type { LeagueMatch } from "../../../../engine/league/calendar";
import { asTypedIn, blankRow, cellText } from "../../../gateway/index";
import { GAMES, TABLES, words } from "../schema";
import type { GameRow, Reading } from "./types";

/** Two results that go together on one table (RULES §3: a side with no player scores 0, the other 3). */
export function together(a: Outcome, b: Outcome): boolean {
  return (
    (a === "win" && (b === "loss" || b === "forfeit")) ||
    (b === "win" && (a === "loss" || a === "forfeit")) ||
    (a === "draw" && b === "draw") ||
    (a === "forfeit" && b === "forfeit")
  );
}

export const gameKey = (match: number, table: number): string => `${match}:${table}`;

/** The Games tab as read. */
export interface Games {
  /** The rows kept, by "match:table". */
  games: Map<string, GameRow>;
  /** (match, table) of every row read, kept or refused. */
  gameRows: Set<string>;
}

/** The Games tab's rows; `byId`: the season's matches as generated. */
export function readGames(rd: Reading, byId: Map<number, LeagueMatch>): Games {
  const gg = rd.raw(rd.ev.tabs.games);
  const out: Games = { games: new Map(), gameRows: new Set() };
  const w = words(rd.lang);
  const codes = `${w.win}, ${w.draw}, ${w.loss}, ${w.forfeit}`;
  for (let r = 1; r < gg.values.length; r++) {
    if (blankRow(gg.values[r], GAMES.width)) continue;
    const game = gameRow(rd, r, byId, out, codes);
    if (game !== null) out.games.set(gameKey(game.match, game.table), game);
  }
  return out;
}

/**
 * One Games row (0-based `r`): the game, or null when the row cannot be kept (its problem said).
 * `codes`: the result words, to quote in a problem.
 */
function gameRow(
  rd: Reading,
  r: number,
  byId: Map<number, LeagueMatch>,
  seen: Games,
  codes: string,
): GameRow | null {
  const gg = rd.raw(rd.ev.tabs.games);
  const row = gg.values[r] ?? [];
  const where = (c: number) => rd.at("games", r + 1, c);
  const say = (key: string, params: Record<string, string | number>, c: number) =>
    rd.say("games", key, params, where(c));
  const id = row[GAMES.match];
  const m = typeof id === "number" ? byId.get(id) : undefined;
  if (m === undefined) {
    say("league.read.unknownMatch", { value: gg.shown(r, GAMES.match) }, GAMES.match);
    return null;
  }
  const tv = row[GAMES.table];
  if (typeof tv !== "number" || !Number.isInteger(tv) || tv < 1 || tv > TABLES) {
    say("league.read.badTable", { value: gg.shown(r, GAMES.table), max: TABLES }, GAMES.table);
    return null;
  }
  const key = gameKey(m.id, tv);
  seen.gameRows.add(key);
  const first = seen.games.get(key);
  if (first !== undefined) {
    say("league.read.reportedTwice", { match: m.id, table: tv, first: first.row }, GAMES.match);
    return null;
  }
  if (
    nameKey(cellText(row[GAMES.home])) !== nameKey(m.home) ||
    nameKey(cellText(row[GAMES.away])) !== nameKey(m.away)
  ) {
    say("league.read.calendarTeams", { match: m.id, home: m.home, away: m.away }, GAMES.home);
    return null;
  }
  const french = rd.lang === "fr";
  // TEAM_STANDINGS reads its results (outcomeCell) and teams (cellText) the same way
  const result = (c: number): Outcome | null | undefined => {
    const o = outcomeCell(row[c], { french });
    if (o === undefined) {
      say("league.read.badResult", { value: gg.shown(r, c), codes }, c);
      return undefined;
    }
    return o;
  };
  const homeResult = result(GAMES.homeResult);
  const awayResult = result(GAMES.awayResult);
  if (homeResult === undefined || awayResult === undefined) return null;
  if ((homeResult === null) !== (awayResult === null)) {
    const c = homeResult === null ? GAMES.homeResult : GAMES.awayResult;
    say("league.read.halfResult", { match: m.id, table: tv }, c);
  } else if (homeResult !== null && awayResult !== null && !together(homeResult, awayResult)) {
    say(
      "league.read.resultsApart",
      {
        home: gg.shown(r, GAMES.homeResult),
        away: gg.shown(r, GAMES.awayResult),
        match: m.id,
        table: tv,
      },
      GAMES.homeResult,
    );
  }
  return {
    match: m.id,
    table: tv,
    home: m.home,
    away: m.away,
    homeResult,
    awayResult,
    scenario: cellText(row[GAMES.scenario]),
    trait: cellText(row[GAMES.trait]),
    homePlayer: cellText(row[GAMES.homePlayer]),
    homeArmy: cellText(row[GAMES.homeArmy]),
    awayPlayer: cellText(row[GAMES.awayPlayer]),
    awayArmy: cellText(row[GAMES.awayArmy]),
    row: r + 1,
    typed: [asTypedIn(gg, r, GAMES.homeResult), asTypedIn(gg, r, GAMES.awayResult)],
    values: [row[GAMES.homeResult], row[GAMES.awayResult]],
  };
}
