/**
 * From result rows to per-entrant records: the common ground of every tie-break, standings table
 * and pairing. Pure data, linear in the number of rows.
 */
import { ArbitreError, type Location } from "./errors";
import { nameKey } from "./names";
import { type Cell, type Outcome, parseRow, type ResultOptions, textNumber } from "./results";

/** One row as the engine API and the custom functions give it. */
export interface GameInput {
  a: Cell;
  b: Cell;
  scoreA: Cell;
  scoreB: Cell;
  /** Dust Tactics: army points remaining at the end of the game, for A and for B. */
  armyA?: Cell;
  armyB?: Cell;
}

/** A decided game or a bye. Entrants are name keys (see names.ts). */
export interface Game {
  /** 1-based round number. */
  round: number;
  /** 1-based row within the round (engine API) or within the range (custom functions). */
  row: number;
  a: string;
  /** null for a bye. */
  b: string | null;
  outcomeA: Outcome;
  /** null for a bye. */
  outcomeB: Outcome | null;
  doubleLoss: boolean;
  scoreA?: number;
  scoreB?: number;
  armyA?: number;
  armyB?: number;
}

/** A game paired but without result yet. */
export interface PendingGame {
  round: number;
  row: number;
  a: string;
  b: string;
}

export interface EntrantRecord {
  key: string;
  /** Display name: the first spelling met. */
  name: string;
  /** Games won on the board (byes not included). */
  wins: number;
  draws: number;
  /** All losses: plain, by forfeit, and double losses. */
  losses: number;
  /** Of which: forfeit losses. */
  forfeits: number;
  /** Of which: double losses. */
  doubleLosses: number;
  byes: number;
  /** Games with an opponent plus byes. */
  rounds: number;
  /** Opponent keys, one per game (a repeated opponent appears each time); byes excluded. */
  opponents: string[];
  /** The entrant's games and byes, in round order. */
  games: Game[];
}

export interface CollectOptions extends ResultOptions {
  /** Round of each row when rows come as one flat list (custom functions); defaults to 1. */
  rowRound?: (index: number) => number;
  /** Location of row `index` (0-based) for error messages. */
  locate?: (index: number) => Location;
  /** Refuse an entrant appearing twice in one round (engine API: yes; flat result grids: yes). */
  checkRoundDuplicates?: boolean;
}

export interface Collected {
  games: Game[];
  pending: PendingGame[];
  /** key → display name, in order of first appearance. */
  names: Map<string, string>;
}

/** `column`: a message key (the words are the i18n layer's: « points d'armée A », "army A"). */
function armyValue(v: Cell, at: Location, column: string, french: boolean): number | undefined {
  if (v === null || v === undefined || v === "") return undefined;
  if (typeof v === "number" && Number.isFinite(v)) return v;
  const n = typeof v === "string" ? textNumber(v, french) : null;
  if (n !== null) return n;
  throw new ArbitreError("results.badArmy", { value: String(v) }, { ...at, column });
}

/** Parses rows grouped by round (oldest first). Round numbers are positions + 1. */
export function collectRounds(rounds: GameInput[][], opts: ResultOptions): Collected {
  const flat: GameInput[] = [];
  const roundOf: number[] = [];
  const rowOf: number[] = [];
  rounds.forEach((rows, r) => {
    rows.forEach((row, i) => {
      flat.push(row);
      roundOf.push(r + 1);
      rowOf.push(i + 1);
    });
  });
  return collect(flat, {
    ...opts,
    rowRound: (i) => roundOf[i]!,
    locate: (i) => ({ round: roundOf[i]!, row: rowOf[i]! }),
    checkRoundDuplicates: true,
    rowNumber: (i) => rowOf[i]!,
  });
}

/** Parses a flat list of rows; blank rows are skipped, pending ones listed apart. */
export function collect(
  rows: GameInput[],
  opts: CollectOptions & { rowNumber?: (index: number) => number },
): Collected {
  const games: Game[] = [];
  const pending: PendingGame[] = [];
  const names = new Map<string, string>();
  const seenInRound = new Map<number, Set<string>>();
  const note = (name: string, round: number, at: Location): string => {
    const key = nameKey(name);
    if (!names.has(key)) names.set(key, name);
    if (opts.checkRoundDuplicates) {
      let seen = seenInRound.get(round);
      if (!seen) {
        seen = new Set();
        seenInRound.set(round, seen);
      }
      if (seen.has(key)) throw new ArbitreError("results.twiceInRound", { name, round }, at);
      seen.add(key);
    }
    return key;
  };
  for (let i = 0; i < rows.length; i++) {
    const row = rows[i]!;
    const at = opts.locate ? opts.locate(i) : { row: i + 1 };
    const round = opts.rowRound ? opts.rowRound(i) : 1;
    const rowNo = opts.rowNumber ? opts.rowNumber(i) : i + 1;
    const p = parseRow(row.a, row.b, row.scoreA, row.scoreB, opts, at);
    if (p.kind === "blank") continue;
    if (p.kind === "bye") {
      const a = note(p.a, round, at);
      games.push({ round, row: rowNo, a, b: null, outcomeA: "win", outcomeB: null, doubleLoss: false });
      continue;
    }
    const a = note(p.a, round, at);
    const b = note(p.b, round, at);
    if (p.kind === "pending") {
      pending.push({ round, row: rowNo, a, b });
      continue;
    }
    const g: Game = {
      round,
      row: rowNo,
      a,
      b,
      outcomeA: p.outcomeA,
      outcomeB: p.outcomeB,
      doubleLoss: p.doubleLoss,
    };
    if (p.scoreA !== undefined) g.scoreA = p.scoreA;
    if (p.scoreB !== undefined) g.scoreB = p.scoreB;
    const armyA = armyValue(row.armyA, at, "col.armyA", opts.french);
    const armyB = armyValue(row.armyB, at, "col.armyB", opts.french);
    if (armyA !== undefined) g.armyA = armyA;
    if (armyB !== undefined) g.armyB = armyB;
    games.push(g);
  }
  return { games, pending, names };
}

/** A record with no game yet (a registered entrant who has not played). */
export function emptyRecord(key: string, name: string): EntrantRecord {
  return {
    key,
    name,
    wins: 0,
    draws: 0,
    losses: 0,
    forfeits: 0,
    doubleLosses: 0,
    byes: 0,
    rounds: 0,
    opponents: [],
    games: [],
  };
}

function count(r: EntrantRecord, o: Outcome, doubleLoss: boolean): void {
  r.rounds++;
  if (o === "win") r.wins++;
  else if (o === "draw") r.draws++;
  else {
    r.losses++;
    if (o === "forfeit") r.forfeits++;
    if (doubleLoss) r.doubleLosses++;
  }
}

/**
 * Builds one record per entrant met in `games` (and per name in `extra`, e.g. registered entrants
 * who have not played yet). `names` maps keys to display names.
 */
export function buildRecords(
  games: Game[],
  names: Map<string, string>,
  extra: Iterable<string> = [],
): Map<string, EntrantRecord> {
  const records = new Map<string, EntrantRecord>();
  const get = (key: string): EntrantRecord => {
    let r = records.get(key);
    if (!r) {
      r = emptyRecord(key, names.get(key) ?? key);
      records.set(key, r);
    }
    return r;
  };
  for (const name of extra) get(nameKey(name));
  for (const g of games) {
    const ra = get(g.a);
    ra.games.push(g);
    if (g.b === null) {
      ra.byes++;
      ra.rounds++;
      continue;
    }
    const rb = get(g.b);
    rb.games.push(g);
    count(ra, g.outcomeA, g.doubleLoss);
    count(rb, g.outcomeB!, g.doubleLoss);
    ra.opponents.push(g.b);
    rb.opponents.push(g.a);
  }
  return records;
}

/** Match-win rate (RULES §1): (wins + byes + ½ draws) / rounds; 0 with no round. */
export function matchWinRate(r: EntrantRecord): number {
  return r.rounds === 0 ? 0 : (r.wins + r.byes + r.draws / 2) / r.rounds;
}
