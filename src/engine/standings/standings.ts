/**
 * Standings of a Swiss event, per system:
 *   confrerie (RULES §1): record = wins (byes included) − losses, desc; fewer double losses; OMW desc;
 *                         still tied → shared rank, listed by name.
 *   dust      (RULES §2): points 3 / 1 / 0 (bye 3) desc; strength of schedule desc; army points
 *                         remaining at the end of the last game desc; still tied → shared rank,
 *                         flagged `playoff` ("play-off game required") in the final standings
 *                         only, between entrants whose army points are recorded (flagPlayoffs).
 *   chess               : points 1 / ½ / 0 (bye 1) desc; Sonneborn-Berger desc; still tied → shared.
 * Ranks are competition ranks (1, 2, 2, 4). Dropped entrants keep their rows; entrants without a
 * game (from `extra`) appear with zeros. Cost: O(results + n log n).
 */
import { cleanName, foldWord, nameKey } from "../core/names";
import { type EntrantRecord, emptyRecord } from "../core/records";
import {
  CHESS_POINTS,
  DUST_POINTS,
  OMW_FLOOR,
  omw,
  omwComparer,
  sonneborn,
  sos,
  totalPoints,
} from "./tiebreaks";

export type StandingsSystem = "confrerie" | "dust" | "chess";

export const STANDINGS_SYSTEMS: readonly StandingsSystem[] = ["confrerie", "dust", "chess"];

export interface StandingRow {
  /** Competition rank: 1, 2, 2, 4. */
  rank: number;
  key: string;
  name: string;
  system: StandingsSystem;
  /** Rounds played, byes included. */
  rounds: number;
  /** Games won on the board plus byes (a bye counts as a win in every system). */
  wins: number;
  draws: number;
  /** All losses (forfeits and double losses included). */
  losses: number;
  forfeits: number;
  doubleLosses: number;
  byes: number;
  /** True when the row shares its rank with another one. */
  tied: boolean;
  /** Confrérie: wins − losses. */
  record?: number;
  /** Confrérie: opponents' match-win percentage, 0–1. */
  omw?: number;
  /** Dust and chess: points. */
  points?: number;
  /** Dust: strength of schedule. */
  sos?: number;
  /** Dust: army points remaining at the end of the entrant's last game; undefined if not recorded. */
  armyRemaining?: number;
  /**
   * Dust, final standings only: still tied after every tie-break, army points recorded: a play-off
   * game is required.
   */
  playoff?: boolean;
  /**
   * Dust, final standings only: tied on points and strength of schedule with another entrant, and
   * no army points recorded for the last game: the value is missing, which is no tie.
   */
  armyMissing?: boolean;
  /** Chess: Sonneborn-Berger. */
  sonneborn?: number;
}

export interface StandingsOptions {
  /** Names of registered entrants to list even without a game (zeros). */
  extra?: Iterable<string>;
  /** OMW floor (Confrérie), default 0.33. */
  floor?: number;
  /**
   * The final standings (after the last Swiss round or an early end): only they flag a play-off
   * (Dust, RULES §2). Default false.
   */
  final?: boolean;
}

/** Army points remaining at the end of the entrant's last game with an opponent (byes skipped). */
export function armyRemaining(r: EntrantRecord): number | undefined {
  for (let i = r.games.length - 1; i >= 0; i--) {
    const g = r.games[i]!;
    if (g.b === null) continue;
    return g.a === r.key ? g.armyA : g.armyB;
  }
  return undefined;
}

function byName(a: StandingRow, b: StandingRow): number {
  const fa = foldWord(a.name);
  const fb = foldWord(b.name);
  if (fa !== fb) return fa < fb ? -1 : 1;
  return a.key < b.key ? -1 : a.key > b.key ? 1 : 0;
}

function desc(a: number | undefined, b: number | undefined): number {
  // undefined (not recorded) ranks below any number
  const x = a === undefined ? Number.NEGATIVE_INFINITY : a;
  const y = b === undefined ? Number.NEGATIVE_INFINITY : b;
  return x === y ? 0 : x > y ? -1 : 1;
}

/**
 * The comparator of a system, without the final by-name order: 0 means "tied after every
 * tie-break". Exposed so that pairing can order entrants exactly like the standings.
 */
export function standingsComparator(
  system: StandingsSystem,
  records: Map<string, EntrantRecord>,
  floor: number = OMW_FLOOR,
): (a: StandingRow, b: StandingRow) => number {
  if (system === "confrerie") {
    const cmpOmw = omwComparer(records, floor);
    return (a, b) =>
      desc(a.record, b.record) ||
      a.doubleLosses - b.doubleLosses ||
      -cmpOmw(a.key, a.omw ?? 0, b.key, b.omw ?? 0);
  }
  if (system === "dust") {
    return (a, b) => desc(a.points, b.points) || desc(a.sos, b.sos) || desc(a.armyRemaining, b.armyRemaining);
  }
  return (a, b) => desc(a.points, b.points) || desc(a.sonneborn, b.sonneborn);
}

/** Builds the standings of `records` under `system` (see the module comment). */
export function computeStandings(
  system: StandingsSystem,
  records: Map<string, EntrantRecord>,
  opts: StandingsOptions = {},
): StandingRow[] {
  const floor = opts.floor ?? OMW_FLOOR;
  if (opts.extra) {
    let copied = false;
    for (const name of opts.extra) {
      const key = nameKey(name);
      if (key === "" || records.has(key)) continue;
      if (!copied) {
        records = new Map(records);
        copied = true;
      }
      records.set(key, emptyRecord(key, cleanName(name)));
    }
  }
  const rows: StandingRow[] = [];
  for (const [key, r] of records) {
    const row: StandingRow = {
      rank: 0,
      key,
      name: r.name,
      system,
      rounds: r.rounds,
      wins: r.wins + r.byes,
      draws: r.draws,
      losses: r.losses,
      forfeits: r.forfeits,
      doubleLosses: r.doubleLosses,
      byes: r.byes,
      tied: false,
    };
    if (system === "confrerie") {
      row.record = r.wins + r.byes - r.losses;
      row.omw = omw(records, key, floor);
    } else if (system === "dust") {
      row.points = totalPoints(r, DUST_POINTS);
      row.sos = sos(records, key, DUST_POINTS);
      row.armyRemaining = armyRemaining(r);
      row.playoff = false;
    } else {
      row.points = totalPoints(r, CHESS_POINTS);
      row.sonneborn = sonneborn(records, key, CHESS_POINTS);
    }
    rows.push(row);
  }
  const cmp = standingsComparator(system, records, floor);
  rows.sort((a, b) => cmp(a, b) || byName(a, b));
  for (let i = 0; i < rows.length; i++) {
    const row = rows[i]!;
    if (i > 0 && cmp(rows[i - 1]!, row) === 0) {
      row.rank = rows[i - 1]!.rank;
      row.tied = true;
      rows[i - 1]!.tied = true;
    } else {
      row.rank = i + 1;
    }
  }
  if (system === "dust") flagPlayoffs(rows, opts.final === true);
  return rows;
}

/**
 * Dust (RULES §2): the play-off flag shows only in the final standings, and only between entrants
 * whose army points are recorded; an entrant tied on points and strength of schedule with another
 * whose army points are missing is named as missing (`armyMissing`), not taken as a tie. `rows` as
 * computeStandings sorts them (entrants equal on points and schedule are next to each other).
 */
export function flagPlayoffs(rows: StandingRow[], final: boolean): void {
  for (let i = 0; i < rows.length; ) {
    let j = i + 1;
    while (j < rows.length && rows[j]!.points === rows[i]!.points && rows[j]!.sos === rows[i]!.sos) j++;
    for (let k = i; k < j; k++) {
      const row = rows[k]!;
      const recorded = row.armyRemaining !== undefined;
      row.playoff = final && row.tied && recorded;
      if (final && !recorded && j - i > 1) row.armyMissing = true;
      else delete row.armyMissing;
    }
    i = j;
  }
}

// ---------------------------------------------------------------------------------------------
// The criteria of each system, as data: "why this rank" (src/i18n/render.ts) says them in words.

/** How a criterion's value is written: "+2", "3", "0.583". */
export type CriterionStyle = "signed" | "plain" | "three";

export interface Criterion {
  /** Message key of the label. */
  label: string;
  value: (r: StandingRow) => number | undefined;
  /** Higher is better (true) or lower is better (false). */
  higher: boolean;
  style: CriterionStyle;
}

/** The ranking criteria of a system, in order. */
export function criteria(system: StandingsSystem): Criterion[] {
  if (system === "confrerie") {
    return [
      { label: "standings.c.record", value: (r) => r.record, higher: true, style: "signed" },
      { label: "standings.c.doubleLosses", value: (r) => r.doubleLosses, higher: false, style: "plain" },
      { label: "standings.c.omw", value: (r) => r.omw, higher: true, style: "three" },
    ];
  }
  if (system === "dust") {
    return [
      { label: "standings.c.points", value: (r) => r.points, higher: true, style: "plain" },
      { label: "standings.c.sos", value: (r) => r.sos, higher: true, style: "plain" },
      { label: "standings.c.army", value: (r) => r.armyRemaining, higher: true, style: "plain" },
    ];
  }
  return [
    { label: "standings.c.points", value: (r) => r.points, higher: true, style: "plain" },
    { label: "standings.c.sonneborn", value: (r) => r.sonneborn, higher: true, style: "plain" },
  ];
}

/** Whether two rows are equal on a criterion ("not recorded" equals "not recorded"). */
export function sameOn(c: Criterion, a: StandingRow, b: StandingRow): boolean {
  return desc(c.value(a), c.value(b)) === 0;
}
