/**
 * A whole team league season in the stand-in, fast: the lineups and the results of a date written
 * straight into the Lineups and Games tabs (`standin.write`, as if Check lineups had accepted them
 * and the captains had typed every result), so that a 16-team season (240 matches, 960 games) is set
 * up in a few seconds. Used by the league budget test and by bench/league.bench.ts.
 */
import { createRng } from "../../../src/engine/core/random";
import { FACTIONS, type League, playerName } from "./helpers";

export interface SeasonMatch {
  id: number;
  round: number;
  leg: string;
  home: string;
  away: string;
}

/** The Calendar tab's matches (uncounted read). */
export function seasonMatches(l: League): SeasonMatch[] {
  return l
    .values(l.tabs.calendar!)
    .slice(1)
    .filter((r) => typeof r[0] === "number")
    .map((r) => ({
      id: r[0] as number,
      round: r[1] as number,
      leg: String(r[3]),
      home: String(r[4]),
      away: String(r[5]),
    }));
}

/** Tables 1–4 of a team: its players 1–4 (always the same: distinct factions, returning players). */
export const lineupOf = (team: string): string[] => [1, 2, 3, 4].map((i) => playerName(team, i));

/** The army text Check lineups writes beside a player ("Elves · 1995 pts"), from the helpers' roster. */
function armyOf(teams: string[], team: string, table: number): string {
  const ti = teams.indexOf(team);
  return `${FACTIONS[(ti * 5 + table - 1) % FACTIONS.length]} · 1995 pts`;
}

/** Sheet row of a match's table in the Games tab (as Generate calendar writes it). */
export const gamesRow = (match: number, table: number): number => 2 + (match - 1) * 4 + (table - 1);
/** Sheet row of a match's team's table in the Lineups tab (home tables 1–4, then away). */
export const lineupsRow = (match: number, away: boolean, table: number): number =>
  2 + (match - 1) * 8 + (away ? 4 : 0) + (table - 1);

/** Checks that the Games and Lineups tabs are laid out as gamesRow / lineupsRow assume. */
export function assertLayout(l: League, matches: SeasonMatch[]): void {
  const games = l.values(l.tabs.games!);
  const lineups = l.values(l.tabs.lineups!);
  for (const m of [matches[0]!, matches[matches.length - 1]!]) {
    const g = games[gamesRow(m.id, 4) - 1]!;
    const h = lineups[lineupsRow(m.id, true, 4) - 1]!;
    if (g[0] !== m.id || g[3] !== 4 || h[0] !== m.id || h[1] !== m.away || h[2] !== 4)
      throw new Error(`unexpected Games/Lineups layout at match ${m.id}`);
  }
}

/**
 * Writes the lineups of these matches (contiguous ids) as accepted: players and armies in the
 * Games tab (G–J), players, armies and "accepted" in the Lineups tab (D–F). Two writes.
 */
export function acceptLineups(l: League, teams: string[], matches: SeasonMatch[], lang = "fr"): void {
  if (matches.length === 0) return;
  const first = matches[0]!.id;
  const accepted = lang === "fr" ? "Acceptée" : "Accepted";
  const games: unknown[][] = [];
  const lineups: unknown[][] = [];
  matches.forEach((m, i) => {
    if (m.id !== first + i) throw new Error("acceptLineups: match ids must be contiguous");
    const home = lineupOf(m.home);
    const away = lineupOf(m.away);
    for (let t = 1; t <= 4; t++)
      games.push([home[t - 1], away[t - 1], armyOf(teams, m.home, t), armyOf(teams, m.away, t)]);
    for (const [team, players] of [
      [m.home, home],
      [m.away, away],
    ] as const)
      for (let t = 1; t <= 4; t++) lineups.push([players[t - 1], armyOf(teams, team, t), accepted]);
  });
  l.b.standin.write(`'${l.tabs.games}'!G${gamesRow(first, 1)}`, games);
  l.b.standin.write(`'${l.tabs.lineups}'!D${lineupsRow(first, false, 1)}`, lineups);
}

/** Types the results of these matches (contiguous ids) in the Games tab (E–F), one write. */
export function typeResults(l: League, matches: SeasonMatch[], seed: number, lang = "fr"): void {
  if (matches.length === 0) return;
  const r = createRng(seed);
  const [win, draw, loss] = lang === "fr" ? ["V", "N", "D"] : ["W", "D", "L"];
  const rows: unknown[][] = [];
  for (let i = 0; i < matches.length * 4; i++) {
    const x = r();
    rows.push(x < 0.45 ? [win, loss] : x < 0.9 ? [loss, win] : [draw, draw]);
  }
  l.b.standin.write(`'${l.tabs.games}'!E${gamesRow(matches[0]!.id, 1)}`, rows);
}

/** The matches of one date, the aller legs first, each group in id order. */
export function ofDate(matches: SeasonMatch[], round: number, leg?: "aller" | "retour"): SeasonMatch[] {
  const all = matches.filter((m) => m.round === round);
  if (leg === undefined) return all;
  // the leg word is in the event's language: aller is the first of each pairing (odd ids)
  return all.filter((m) => (m.id % 2 === 1) === (leg === "aller"));
}

/** Types a lineup in the Lineups tab for Check lineups to read (players only, one write per match). */
export function typeLineups(l: League, matches: SeasonMatch[]): void {
  for (const m of matches) {
    const rows: unknown[][] = [];
    for (const team of [m.home, m.away]) for (const p of lineupOf(team)) rows.push([p]);
    l.b.standin.write(`'${l.tabs.lineups}'!D${lineupsRow(m.id, false, 1)}`, rows);
  }
}
