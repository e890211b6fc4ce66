/**
 * Standings of a Swiss event, per system:
 *   confrerie (RULES §1): record = wins (byes included) − losses, desc; fewer double losses; OMW desc;
 *                         still tied → shared rank, listed by name.
 *   dust      (RULES §2): points 3 / 1 / 0 (bye 3) desc; strength of schedule desc; army points
 *                         remaining at the end of the last game desc; still tied → shared rank,
 *                         flagged `playoff` ("play-off game required").
 *   chess               : points 1 / ½ / 0 (bye 1) desc; Sonneborn-Berger desc; still tied → shared.
 * Ranks are competition ranks (1, 2, 2, 4). Dropped entrants keep their rows; entrants without a
 * game (from `extra`) appear with zeros. Cost: O(results + n log n).
 */
import { type Lang, t } from "../../i18n/index";
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
  /** Dust: still tied after every tie-break: a play-off game is required. */
  playoff?: boolean;
  /** Chess: Sonneborn-Berger. */
  sonneborn?: number;
}

export interface StandingsOptions {
  /** Names of registered entrants to list even without a game (zeros). */
  extra?: Iterable<string>;
  /** OMW floor (Confrérie), default 0.33. */
  floor?: number;
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
  if (system === "dust") for (const row of rows) row.playoff = row.tied;
  return rows;
}

// ---------------------------------------------------------------------------------------------
// "Why this rank": one line comparing a row with its neighbours.

interface Criterion {
  /** Catalogue key of the label. */
  label: string;
  value: (r: StandingRow) => number | undefined;
  /** Higher is better (true) or lower is better (false). */
  higher: boolean;
  format: (v: number | undefined, lang: Lang) => string;
}

function fmtNumber(v: number | undefined, lang: Lang, digits?: number): string {
  if (v === undefined) return "—";
  let s = digits === undefined ? String(Math.round(v * 1000) / 1000) : v.toFixed(digits);
  if (lang === "fr") s = s.replace(".", ",");
  return s;
}

const signed = (v: number | undefined, lang: Lang): string =>
  v === undefined ? "—" : (v > 0 ? "+" : "") + fmtNumber(v, lang);
const plain = (v: number | undefined, lang: Lang): string => fmtNumber(v, lang);
const three = (v: number | undefined, lang: Lang): string => fmtNumber(v, lang, 3);

function criteria(system: StandingsSystem): Criterion[] {
  if (system === "confrerie") {
    return [
      { label: "standings.c.record", value: (r) => r.record, higher: true, format: signed },
      { label: "standings.c.doubleLosses", value: (r) => r.doubleLosses, higher: false, format: plain },
      { label: "standings.c.omw", value: (r) => r.omw, higher: true, format: three },
    ];
  }
  if (system === "dust") {
    return [
      { label: "standings.c.points", value: (r) => r.points, higher: true, format: plain },
      { label: "standings.c.sos", value: (r) => r.sos, higher: true, format: plain },
      { label: "standings.c.army", value: (r) => r.armyRemaining, higher: true, format: plain },
    ];
  }
  return [
    { label: "standings.c.points", value: (r) => r.points, higher: true, format: plain },
    { label: "standings.c.sonneborn", value: (r) => r.sonneborn, higher: true, format: plain },
  ];
}

/** "1er", "2e" / "1st", "2nd", "3rd", "4th". */
export function ordinal(n: number, lang: Lang): string {
  if (lang === "fr") return n === 1 ? "1er" : `${n}e`;
  const m100 = n % 100;
  const m10 = n % 10;
  const suffix =
    m100 >= 11 && m100 <= 13 ? "th" : m10 === 1 ? "st" : m10 === 2 ? "nd" : m10 === 3 ? "rd" : "th";
  return `${n}${suffix}`;
}

function same(c: Criterion, a: StandingRow, b: StandingRow): boolean {
  return desc(c.value(a), c.value(b)) === 0;
}

/**
 * One line explaining why the entrant `key` has its rank, in `lang`, e.g.
 * "5e : bilan +2 comme 4e et 6e ; doubles défaites 0 < 1 du 6e ; OMW 0,583 < 0,612 du 4e".
 * Empty string when `key` is not in `rows`.
 */
export function explainRank(rows: StandingRow[], key: string, lang: Lang): string {
  const k = nameKey(key);
  const i = rows.findIndex((r) => r.key === k);
  if (i < 0) return "";
  const row = rows[i]!;
  const cs = criteria(row.system);
  const above = i > 0 ? rows[i - 1] : undefined;
  const below = i + 1 < rows.length ? rows[i + 1] : undefined;
  const parts: string[] = [];
  const first = cs[0]!;
  const label = (c: Criterion): string => t(lang, c.label);
  const alike = [above, below].filter((n): n is StandingRow => n !== undefined && same(first, row, n));
  if (alike.length > 0) {
    parts.push(
      t(lang, "standings.why.same", {
        label: label(first),
        value: first.format(first.value(row), lang),
        others: alike
          .map((n) => (n.rank === row.rank ? n.name : ordinal(n.rank, lang)))
          .join(t(lang, "standings.why.and")),
      }),
    );
  } else {
    parts.push(`${label(first)} ${first.format(first.value(row), lang)}`);
  }
  const against = (n: StandingRow): void => {
    const c = cs.find((c) => !same(c, row, n));
    if (c === undefined) {
      parts.push(
        t(lang, row.system === "dust" ? "standings.why.playoff" : "standings.why.shared", {
          other: n.name,
        }),
      );
      return;
    }
    if (c === first) return; // already said by the first criterion's value
    const mine = c.value(row);
    const theirs = c.value(n);
    const sign =
      desc(mine, theirs) === 0
        ? "="
        : (mine ?? Number.NEGATIVE_INFINITY) < (theirs ?? Number.NEGATIVE_INFINITY)
          ? "<"
          : ">";
    parts.push(
      t(lang, "standings.why.versus", {
        label: label(c),
        mine: c.format(mine, lang),
        sign,
        theirs: c.format(theirs, lang),
        other: ordinal(n.rank, lang),
      }),
    );
  };
  if (above) against(above);
  if (below) against(below);
  const sep = lang === "fr" ? " : " : ": ";
  return ordinal(row.rank, lang) + sep + parts.join(lang === "fr" ? " ; " : "; ");
}
