/**
 * What a Swiss event's tabs hold, read once per action (Players, Rounds and, once started, Top
 * cut), and the facts derived from it: standings, the early end, the games of a round. One reader
 * per tab beside this file (players.ts, rounds.ts: the Rounds and Top cut tabs share a layout),
 * on the cell helpers of cells.ts; the SwissFacts every guard takes are built in ../facts.ts.
 */

import type { PlayoffGroup, UiMessage } from "../../../../contract/index";
import type { ArbitreError } from "../../../../engine/core/errors";
import { nameKey } from "../../../../engine/core/names";
import { buildRecords, type EntrantRecord, type Game } from "../../../../engine/core/records";
import { computeStandings, type StandingRow } from "../../../../engine/standings/standings";
import { type EarlyEnd, soleUndefeated, type WrittenTab } from "../../../../engine/swiss/event";
import { swissRounds } from "../../../../engine/swiss/rounds";
import { swissSystem } from "../../../../engine/swiss/systems/index";
import { lastUsedRow, readGrid, type Shown, type Spreadsheet, sheetOf } from "../../../gateway/index";
import type { StoredEvent } from "../config";
import { playersLayout, roundsLayout, WINNER_LAYOUT } from "../schema";
import { withoutRoundBeingRemoved, withoutRoundBeingWritten, withSeatsBeingWritten } from "../writing";
import { readAvoid } from "./avoid-tab";
import type { Grid } from "./cells";
import { type PlayerRow, parsePlayers } from "./players";
import { type GameRow, parseRounds } from "./rounds";

export type { Grid } from "./cells";
export type { PlayerRow } from "./players";
export { type GameRow, type PairedGame, parseRounds, type RoundsContext } from "./rounds";

export interface Snapshot {
  players: PlayerRow[];
  swiss: GameRow[];
  top: GameRow[];
  /** The Public tab exists (looked up, not read: Publish and the timer write it). */
  publicTab: boolean;
  /** The tabs the actions write without reading them that cannot be found, by role (looked up). */
  missingTabs: Partial<Record<WrittenTab, string>>;
  /** Data-range heights read (header included), to append after them. */
  roundsHeight: number;
  topHeight: number;
  /** The Rounds tab as read (values, formulas, what cells show): applying the form's reports writes from it. */
  roundsGrid?: { values: Grid; formulas: Grid | null; shown: Shown };
  /** Messages of the action for the sidebar (the result form's reports left aside). */
  messages?: UiMessage[];
  /**
   * The pairs to avoid (RULES §1 Decision), when the event has their tab: the pairs, or what is
   * wrong in it (it blocks Generate round only: read/avoid-tab.ts).
   */
  avoid?: { pairs: [string, string][] } | { error: ArbitreError };
}

export function playersOf(snapshotPlayers: PlayerRow[]): Map<string, PlayerRow> {
  const m = new Map<string, PlayerRow>();
  for (const p of snapshotPlayers) m.set(p.key, p);
  return m;
}

/**
 * Reads Players, Rounds and (once started) Top cut: each tab once (values + formulas); what a cell
 * shows is read only to quote a value that is not text (or a name typed as a number).
 */
export function readSnapshot(ss: Spreadsheet, ev: StoredEvent): Snapshot {
  const p = readGrid(sheetOf(ss, ev.tabs.players), true);
  const r = readGrid(sheetOf(ss, ev.tabs.rounds), true);
  const pl = playersLayout(ev);
  const players = parsePlayers(ev.tabs.players, p.values, p.formulas, pl, ev.lang, p.shown);
  const map = playersOf(players);
  const swiss = parseSwissRounds(ev, map, r);
  let top: GameRow[] = [];
  let topHeight = 1;
  if (ev.topCutStages.length > 0) {
    const whole = readGrid(sheetOf(ss, ev.tabs.topCut), true);
    // the rows of a stage being taken back, stopped half-way, are not read (writing.ts)
    const { read: tc, expected } = withoutRoundBeingRemoved(ev, true, whole, ev.topCutStages);
    top = parseRounds(
      {
        tab: ev.tabs.topCut,
        layout: WINNER_LAYOUT,
        lang: ev.lang,
        players: map,
        expectedRows: expected,
        topCut: true,
        shown: whole.shown,
      },
      // the bracket and its reasons column; the final ranking beside them is not a game
      tc.values.map((row) => row.slice(0, WINNER_LAYOUT.width + 1)),
      tc.formulas ? tc.formulas.map((row) => row.slice(0, WINNER_LAYOUT.width + 1)) : null,
    );
    topHeight = lastUsedRow(tc.values, WINNER_LAYOUT.width);
  }
  const publicTab = ss.getSheetByName(ev.tabs.public) !== null;
  // the top cut's tab is read once started; before, only looked up when the event has one
  const written: WrittenTab[] = ["pairings", "slips", "standings"];
  if (ev.topCut > 0 && ev.topCutStages.length === 0) written.push("topCut");
  const missingTabs: Partial<Record<WrittenTab, string>> = {};
  for (const role of written)
    if (ss.getSheetByName(ev.tabs[role]) === null) missingTabs[role] = ev.tabs[role];
  const avoid = readAvoid(ss, ev, players);
  return {
    ...(avoid === null ? {} : { avoid }),
    players,
    swiss,
    top,
    publicTab,
    missingTabs,
    roundsHeight: r.values.length,
    topHeight,
    roundsGrid: r,
  };
}

/** The Rounds tab's grid (as read, or as an action changed it in memory) into its game rows. */
export function parseSwissRounds(
  ev: StoredEvent,
  players: Map<string, PlayerRow>,
  r: { values: Grid; formulas: Grid | null; shown: Shown },
): GameRow[] {
  // the rows of a round stopped half-way by a service failure are not the event's yet (writing.ts)
  // and those of a round being taken back; the name cells being swapped, as they will be
  const { read, expected } = withoutRoundBeingRemoved(
    ev,
    false,
    withSeatsBeingWritten(ev, withoutRoundBeingWritten(ev, r)),
    ev.swiss,
  );
  return parseRounds(
    {
      tab: ev.tabs.rounds,
      layout: roundsLayout(ev.system),
      lang: ev.lang,
      players,
      expectedRows: expected,
      topCut: false,
      shown: r.shown,
      maxArmyPoints: playersLayout(ev).maxArmyPoints,
      playersTab: ev.tabs.players,
    },
    read.values,
    read.formulas,
  );
}

export function plannedRounds(ev: StoredEvent, snap: Snapshot | null): number {
  if (ev.rounds > 0) return ev.rounds;
  const n = snap ? snap.players.filter((p) => !p.dropped).length : 0;
  return swissRounds(n, ev.system);
}

/**
 * Systems that end early (Dust, RULES §2): the event ends early when, at the start of a round, exactly one entrant is
 * undefeated. "At the start of a round" = the last Swiss round has every result and more rounds
 * were planned: the only undefeated entrant's name, else null. (Also true when an older version
 * recorded the early end at Generate: ev.endedEarly.)
 */
export function earlyEnd(ev: StoredEvent, snap: Snapshot, rows?: StandingRow[]): EarlyEnd | null {
  if (!swissSystem(ev.system).endsWithOneUndefeated || ev.topCutStages.length > 0)
    return ev.endedEarly ? { winner: "" } : null;
  const round = ev.swiss.length;
  if (round === 0) return null;
  if (missingOf(gamesOfRound(snap.swiss, round)).length > 0) return null;
  const standing = rows ?? standingsOf(ev, snap);
  const dropped = new Set(snap.players.filter((p) => p.dropped).map((p) => p.key));
  const winner = soleUndefeated(standing, (key) => dropped.has(key));
  if (winner !== null && (ev.endedEarly || round < plannedRounds(ev, snap))) return { winner: winner.name };
  return ev.endedEarly ? { winner: "" } : null;
}

/** Dust: groups of entrants still tied after every tie-break (who have played), best rank first. */
export function playoffGroups(rows: StandingRow[]): PlayoffGroup[] {
  const groups = new Map<number, string[]>();
  for (const r of rows) {
    if (!r.playoff || r.rounds === 0) continue;
    const g = groups.get(r.rank) ?? [];
    g.push(r.name);
    groups.set(r.rank, g);
  }
  return [...groups]
    .filter(([, names]) => names.length > 1)
    .map(([rank, names]) => ({ rank, names }))
    .sort((a, b) => a.rank - b.rank);
}

export function gamesOfRound(games: GameRow[], round: number): GameRow[] {
  return games.filter((g) => g.round === round);
}

export function missingOf(games: GameRow[]): GameRow[] {
  return games.filter((g) => g.b !== "" && g.outcomeA === null);
}

export function recordsOf(snap: Snapshot): {
  records: Map<string, EntrantRecord>;
  names: Map<string, string>;
} {
  const names = new Map<string, string>();
  for (const p of snap.players) names.set(p.key, p.name);
  const games: Game[] = [];
  for (const g of snap.swiss) {
    if (g.outcomeA === null) continue;
    const game: Game = {
      round: g.round,
      row: g.row,
      a: nameKey(g.a),
      b: g.b === "" ? null : nameKey(g.b),
      outcomeA: g.outcomeA,
      outcomeB: g.b === "" ? null : g.outcomeB,
      doubleLoss: g.doubleLoss,
    };
    if (g.armyA !== null) game.armyA = g.armyA;
    if (g.armyB !== null) game.armyB = g.armyB;
    games.push(game);
  }
  return { records: buildRecords(games, names), names };
}

export function standingsOf(ev: StoredEvent, snap: Snapshot, final = false): StandingRow[] {
  const { records } = recordsOf(snap);
  return computeStandings(swissSystem(ev.system).standings, records, {
    extra: snap.players.map((p) => p.name),
    final,
  });
}

/**
 * Whether the Swiss standings are final (RULES §2: where a play-off is flagged): a round played,
 * every result of the last Swiss round in, and that round the last one planned or the event ended
 * early (`early`, earlyEnd's answer).
 */
export function swissOver(ev: StoredEvent, snap: Snapshot, early: EarlyEnd | null): boolean {
  const round = ev.swiss.length;
  if (round === 0 || missingOf(gamesOfRound(snap.swiss, round)).length > 0) return false;
  return early !== null || round >= plannedRounds(ev, snap);
}

/** Engine codes independent of the language: V win, L loss, N draw, F forfeit. */
export function code(o: string | null): string {
  return o === "win" ? "V" : o === "draw" ? "N" : o === "forfeit" ? "F" : o === "loss" ? "L" : "";
}

export function tablesList(games: GameRow[]): string {
  return games
    .map((g) => g.table)
    .sort((a, b) => a - b)
    .join(", ");
}

/** The games shown in Pairings/Slips/Public: the current top-cut stage, else the last Swiss round. */
export function currentGames(ev: StoredEvent, snap: Snapshot): GameRow[] {
  if (ev.topCutStages.length > 0) return gamesOfRound(snap.top, ev.topCutStages.length);
  return gamesOfRound(snap.swiss, ev.swiss.length);
}
