/**
 * The season circuit's points, rankings and seeds (RULES §5 and its Decisions, seed 002):
 *
 * - a result scores MASTERS_POINTS (src/engine/scoring/masters.ts) with the tournament's seeds
 *   present = its participants ranked 16th or better (ties at 16th all count) in the ranking in
 *   force before its day; tournaments of one day are simultaneous;
 * - the ranking at a date of year Y counts, per series, the latest edition held on or before the
 *   date if it is of year Y or Y−1; the final (year-end) ranking of Y counts year-Y editions only;
 * - each player's best ⌊N/2⌋ (at least 1) of the N counted tournaments make the total; ties: fewer
 *   tournaments played, then the best single score, then a shared rank.
 *
 * The replay walks the tournament days once and keeps the counted editions and every player's
 * counted points incrementally: a day costs the results of the editions entering or leaving, plus
 * re-totalling the players touched (all of them only when ⌊N/2⌋ changes) and one sort of the
 * players ranked. A ranking at one date is computed from the replay's points in one pass over the
 * editions it counts.
 */
import { ArbitreError } from "../core/errors";
import { foldWord, nameKey } from "../core/names";
import { mastersPoints } from "../scoring/masters";
import type {
  Circuit,
  CircuitInput,
  CircuitRanking,
  HistoryEntry,
  RankingRow,
  ScoredTournament,
  SeedList,
} from "./types";
import { checkCircuit, idKey, isIsoDate } from "./validate";

/** Seeds: the top 16 of a ranking (RULES §5). */
export const SEED_PLACES = 16;

const yearOf = (date: string): number => Number(date.slice(0, 4));

/** Best ⌊N/2⌋, at least 1 (0 when nothing is counted). */
export function keepOf(n: number): number {
  return n === 0 ? 0 : Math.max(1, Math.floor(n / 2));
}

/** A player's standing before ranks: the ranking's sort keys. */
interface Standing {
  key: string;
  player: string;
  /** The name folded once, for the order of complete ties. */
  fold: string;
  played: number;
  total: number;
  best: number;
}

function compareNames(a: Standing, b: Standing): number {
  if (a.fold !== b.fold) return a.fold < b.fold ? -1 : 1;
  return a.player < b.player ? -1 : a.player > b.player ? 1 : 0;
}

/** Total desc, fewer played, best single desc; complete ties by name (they share the rank). */
function compareStandings(a: Standing, b: Standing): number {
  return b.total - a.total || a.played - b.played || b.best - a.best || compareNames(a, b);
}

const sameStanding = (a: Standing, b: Standing): boolean =>
  a.total === b.total && a.played === b.played && a.best === b.best;

/** Sorted standings with their shared ranks. */
function rankStandings<T extends Standing>(list: T[]): { s: T; rank: number }[] {
  list.sort(compareStandings);
  const out: { s: T; rank: number }[] = [];
  list.forEach((s, i) => {
    const rank = i > 0 && sameStanding(list[i - 1]!, s) ? out[i - 1]!.rank : i + 1;
    out.push({ s, rank });
  });
  return out;
}

/** Sum of the `keep` largest of `sorted` (descending). */
function topSum(sorted: number[], keep: number): number {
  let sum = 0;
  for (let i = 0; i < keep && i < sorted.length; i++) sum += sorted[i]!;
  return sum;
}

/** The input checked and ordered: tournaments with results, by date then input order. */
interface Prepared {
  tournaments: {
    t: ScoredTournament;
    seriesKey: string;
    results: { key: string; pid: number; player: string; place: number; duplicatePlace: number | null }[];
  }[];
  /** The players by number (`pid`): their key and the spelling shown. */
  players: { key: string; player: string }[];
}

function prepare(input: CircuitInput, checked: boolean): Prepared {
  if (!checked) checkCircuit(input);
  const display = new Map<string, string>();
  const byId = new Map<string, Prepared["tournaments"][number]>();
  const list: Prepared["tournaments"] = [];
  for (const t of input.tournaments) {
    const entry = {
      t: {
        id: t.id.trim(),
        series: t.series.trim().replace(/\s+/g, " "),
        date: t.date,
        format: t.format,
        seeds: 0,
        results: [],
      },
      seriesKey: nameKey(t.series),
      results: [],
    };
    byId.set(idKey(t.id), entry);
    list.push(entry);
  }
  // a name as typed → its key and the spelling shown (the first met); typed names repeat a lot
  const known = new Map<string, { key: string; pid: number; player: string }>();
  const pids = new Map<string, number>();
  const players: Prepared["players"] = [];
  const ids = new Map<string, Prepared["tournaments"][number]>();
  for (const r of input.results) {
    let name = known.get(r.player);
    if (!name) {
      const player = r.player.trim().replace(/\s+/g, " ");
      const key = nameKey(player);
      if (!display.has(key)) display.set(key, player);
      let pid = pids.get(key);
      if (pid === undefined) {
        pid = players.length;
        pids.set(key, pid);
        players.push({ key, player: display.get(key)! });
      }
      name = { key, pid, player: display.get(key)! };
      known.set(r.player, name);
    }
    let to = ids.get(r.tournament);
    if (!to) {
      to = byId.get(idKey(r.tournament))!;
      ids.set(r.tournament, to);
    }
    to.results.push({
      key: name.key,
      pid: name.pid,
      player: name.player,
      place: r.place,
      duplicatePlace: r.duplicatePlace,
    });
  }
  // A tournament without results is not played yet: it neither counts nor replaces an edition.
  const played = list.filter((x) => x.results.length > 0);
  const order = new Map(played.map((x, i) => [x, i]));
  played.sort((a, b) => (a.t.date < b.t.date ? -1 : a.t.date > b.t.date ? 1 : order.get(a)! - order.get(b)!));
  for (const x of played) x.results.sort((a, b) => a.place - b.place);
  return { tournaments: played, players };
}

/** A standing in the Counter, with its player's entry. */
interface CounterStanding extends Standing {
  entry: CounterEntry;
}

/**
 * A player in the Counter: the editions counted for them and their points (side by side, in no
 * order), the same points sorted best first (kept sorted as editions come and go), their standing.
 */
interface CounterEntry {
  editions: number[];
  points: number[];
  sorted: number[];
  s: CounterStanding;
  /** In the list of players ranked (some points counted). */
  listed: boolean;
  dirty: boolean;
}

/**
 * The counted editions and every player's counted points, kept incrementally: players by number
 * (`pid`), each one's points kept sorted (a day touches the players of the editions entering or
 * leaving, a few points each), the list of players ranked kept in its last order between days, so
 * that sorting it again costs little when few standings moved.
 */
class Counter {
  /** Series → index (in the prepared order) of its latest edition held so far. */
  private latest = new Map<string, number>();
  /** The editions counted: latest editions of year ≥ window − 1. */
  private counted = new Set<number>();
  private year = Number.NEGATIVE_INFINITY;
  private keep = 0;
  private entries: (CounterEntry | undefined)[] = [];
  private dirty: CounterEntry[] = [];
  private allDirty = false;
  /** Every ranked player's standing, in the order of the last sort (players come at the end). */
  private list: CounterStanding[] = [];
  /** Players left since the list was last cleaned. */
  private left = false;

  constructor(private readonly p: Prepared) {}

  private entry(pid: number): CounterEntry {
    let e = this.entries[pid];
    if (!e) {
      const { key, player } = this.p.players[pid]!;
      const s = { key, player, fold: foldWord(player), played: 0, total: 0, best: 0 } as CounterStanding;
      e = { editions: [], points: [], sorted: [], s, listed: false, dirty: false };
      s.entry = e;
      this.entries[pid] = e;
    }
    return e;
  }

  private touch(e: CounterEntry): void {
    if (!e.dirty) {
      e.dirty = true;
      this.dirty.push(e);
    }
  }

  private add(i: number): void {
    this.counted.add(i);
    const x = this.p.tournaments[i]!;
    x.t.results.forEach((r, k) => {
      const e = this.entry(x.results[k]!.pid);
      // one result per player and edition (a second one replaces the first)
      const at = e.editions.indexOf(i);
      if (at >= 0) {
        dropSorted(e.sorted, e.points[at]!);
        e.points[at] = r.points;
      } else {
        e.editions.push(i);
        e.points.push(r.points);
      }
      insertSorted(e.sorted, r.points);
      if (!e.listed) {
        e.listed = true;
        this.list.push(e.s);
      }
      this.touch(e);
    });
  }

  private remove(i: number): void {
    this.counted.delete(i);
    for (const r of this.p.tournaments[i]!.results) {
      const e = this.entries[r.pid]!;
      const at = e.editions.indexOf(i);
      if (at < 0) continue;
      dropSorted(e.sorted, e.points[at]!);
      // swap with the last: the order of the editions does not matter
      const last = e.editions.length - 1;
      e.editions[at] = e.editions[last]!;
      e.points[at] = e.points[last]!;
      e.editions.pop();
      e.points.pop();
      this.touch(e);
    }
  }

  /** Moves the year window to `year` (editions older than year − 1 leave). */
  setYear(year: number): void {
    if (year === this.year) return;
    this.year = year;
    for (const i of Array.from(this.counted))
      if (yearOf(this.p.tournaments[i]!.t.date) < year - 1) this.remove(i);
  }

  /** Tournament `i` is held: it replaces its series' previous edition. */
  hold(i: number): void {
    const x = this.p.tournaments[i]!;
    const before = this.latest.get(x.seriesKey);
    if (before !== undefined && this.counted.has(before)) this.remove(before);
    this.latest.set(x.seriesKey, i);
    if (yearOf(x.t.date) >= this.year - 1) this.add(i);
  }

  /** The ranking now: sorted standings with shared ranks. */
  ranking(): { s: Standing; rank: number }[] {
    return rankStandings(this.standings());
  }

  /**
   * The players ranked `places`th or better now (ties at the last place included), with their
   * ranks: the same as the head of ranking(), without sorting everyone.
   */
  top(places: number): { s: Standing; rank: number }[] {
    const all = this.standings();
    if (all.length <= places) return rankStandings(all);
    // the best `places`, kept sorted (insertion: the list is short)
    const best: Standing[] = [];
    for (const s of all) {
      // most players are below the last of the best so far by their total alone
      if (best.length === places) {
        const last = best[places - 1]!;
        if (s.total < last.total || compareStandings(s, last) >= 0) continue;
      }
      let k = best.length === places ? places - 1 : best.length;
      while (k > 0 && compareStandings(s, best[k - 1]!) < 0) {
        best[k] = best[k - 1]!;
        k--;
      }
      best[k] = s;
    }
    // everyone level with the last of them shares its rank
    const last = best[places - 1]!;
    const level = all.filter((s) => sameStanding(s, last) && !best.includes(s));
    return rankStandings([...best, ...level]);
  }

  /** Every ranked player's standing now (the players touched since last time re-totalled). */
  private standings(): CounterStanding[] {
    const keep = keepOf(this.counted.size);
    if (keep !== this.keep) {
      this.keep = keep;
      this.allDirty = true;
    }
    const total = (e: CounterEntry) => {
      // in place: the standings handed out are read before the next day changes them
      e.s.played = e.sorted.length;
      e.s.total = topSum(e.sorted, keep);
      e.s.best = e.sorted.length > 0 ? e.sorted[0]! : 0;
    };
    if (this.allDirty) {
      for (const e of this.entries) if (e && (e.listed || e.dirty)) total(e);
    } else for (const e of this.dirty) total(e);
    for (const e of this.dirty) {
      e.dirty = false;
      if (e.sorted.length === 0 && e.listed) {
        e.listed = false;
        this.left = true;
      }
    }
    this.dirty.length = 0;
    this.allDirty = false;
    if (this.left) {
      this.list = this.list.filter((s) => s.entry.listed);
      this.left = false;
    }
    return this.list;
  }
}

/** Inserts `v` in `sorted` (best first). */
function insertSorted(sorted: number[], v: number): void {
  let k = sorted.length;
  sorted.push(v);
  while (k > 0 && sorted[k - 1]! < v) {
    sorted[k] = sorted[k - 1]!;
    k--;
  }
  sorted[k] = v;
}

/** Takes one `v` out of `sorted` (best first). */
function dropSorted(sorted: number[], v: number): void {
  const at = sorted.indexOf(v);
  if (at >= 0) sorted.splice(at, 1);
}

/** Ranks of a ranking by player key. */
const rankMap = (r: { s: Standing; rank: number }[]): Map<string, number> =>
  new Map(r.map((x) => [x.s.key, x.rank]));

/**
 * Replays the circuit day by day: checks the input (ArbitreError on the first problem), scores
 * every result, and lists the seeds after each day. `history`: also the whole ranking after each day.
 * `checked`: the caller has already found no problem in `input` (circuitProblems), not checked again.
 * `until` ("YYYY-MM-DD"): the days after it are not replayed (nor listed): enough for a ranking at
 * that date or before it, which never depends on a later tournament.
 */
export function replayCircuit(
  input: CircuitInput,
  options: { history?: boolean; checked?: boolean; until?: string } = {},
): Circuit {
  const p = prepare(input, options.checked === true);
  const counter = new Counter(p);
  const days: string[] = [];
  const seeds: SeedList[] = [];
  const history: HistoryEntry[] = [];
  let i = 0;
  const n = p.tournaments.length;
  while (i < n) {
    const day = p.tournaments[i]!.t.date;
    if (options.until !== undefined && day > options.until) break;
    let j = i;
    while (j < n && p.tournaments[j]!.t.date === day) j++;
    // the ranking in force before the day: editions held before it, in the day's year window
    counter.setYear(yearOf(day));
    const before = rankMap(counter.top(SEED_PLACES));
    for (let k = i; k < j; k++) {
      const x = p.tournaments[k]!;
      let present = 0;
      for (const r of x.results) {
        const rank = before.get(r.key);
        if (rank !== undefined && rank <= SEED_PLACES) present++;
      }
      x.t.seeds = present;
      x.t.results = x.results.map((r) => ({
        player: r.player,
        place: r.place,
        duplicatePlace: r.duplicatePlace,
        points: mastersPoints(r.place, present, r.duplicatePlace ?? r.place),
      }));
    }
    for (let k = i; k < j; k++) counter.hold(k);
    const after = options.history ? counter.ranking() : counter.top(SEED_PLACES);
    days.push(day);
    seeds.push({
      date: day,
      players: after
        .filter((x) => x.rank <= SEED_PLACES)
        .map((x) => ({ rank: x.rank, player: x.s.player, total: x.s.total })),
    });
    if (options.history)
      history.push({
        date: day,
        rows: after.map((x) => ({ rank: x.rank, player: x.s.player, total: x.s.total, played: x.s.played })),
      });
    i = j;
  }
  const out: Circuit = { tournaments: p.tournaments.slice(0, i).map((x) => x.t), days, seeds };
  if (options.history) out.history = history;
  return out;
}

/** The editions counted at `date` (or strictly before it), in the year window of `year`. */
function countedAt(
  tournaments: ScoredTournament[],
  date: string,
  strict: boolean,
  year: number,
  finalOnly: boolean,
): ScoredTournament[] {
  const latest = new Map<string, ScoredTournament>();
  for (const t of tournaments) {
    if (strict ? t.date >= date : t.date > date) break; // sorted by date
    latest.set(nameKey(t.series), t);
  }
  const keepYear = (y: number) => (finalOnly ? y === year : y === year || y === year - 1);
  return tournaments.filter((t) => latest.get(nameKey(t.series)) === t && keepYear(yearOf(t.date)));
}

/** The ranking of a set of counted editions (in date order). */
function rankingOf(counted: ScoredTournament[]): {
  keep: number;
  rows: { s: Standing; rank: number; points: Map<number, number> }[];
} {
  const keep = keepOf(counted.length);
  const players = new Map<string, { s: Standing; points: Map<number, number> }>();
  counted.forEach((t, ti) => {
    for (const r of t.results) {
      const key = nameKey(r.player);
      let e = players.get(key);
      if (!e) {
        e = {
          s: { key, player: r.player, fold: foldWord(r.player), played: 0, total: 0, best: 0 },
          points: new Map(),
        };
        players.set(key, e);
      }
      e.points.set(ti, r.points);
    }
  });
  for (const e of players.values()) {
    const sorted = Array.from(e.points.values()).sort((a, b) => b - a);
    e.s.played = sorted.length;
    e.s.total = topSum(sorted, keep);
    e.s.best = sorted[0] ?? 0;
  }
  const ranked = rankStandings(Array.from(players.values(), (e) => e.s));
  return { keep, rows: ranked.map((x) => ({ ...x, points: players.get(x.s.key)!.points })) };
}

/**
 * The ranking at `asOf` ("YYYY-MM-DD"; default: the last tournament day), or with `final` the
 * year-end ranking of `asOf`'s year. The change of rank compares with the ranking in force before
 * the latest tournament day it counts; a year-end ranking's, with the year-end ranking of the year
 * before (a player not in it is new).
 */
export function circuitRanking(
  circuit: Circuit,
  options: { asOf?: string | null; final?: boolean } = {},
): CircuitRanking {
  const last = circuit.days[circuit.days.length - 1];
  const asked = options.asOf ?? last ?? null;
  if (asked !== null && !isIsoDate(asked))
    throw new ArbitreError("circuit.badDate", { value: asked }, { arg: "as_of" });
  const final = options.final === true;
  if (asked === null)
    return { asOf: "", year: 0, final, tournaments: [], keep: 0, latestDay: null, rows: [] };
  const year = yearOf(asked);
  const asOf = final ? `${String(year).padStart(4, "0")}-12-31` : asked;
  const counted = countedAt(circuit.tournaments, asOf, false, year, final);
  const latestDay = counted.reduce<string | null>((m, t) => (m === null || t.date > m ? t.date : m), null);
  const { keep, rows } = rankingOf(counted);
  let previous = new Map<string, number>();
  if (final) {
    // a year-end ranking is compared with the year-end ranking before it
    const before = countedAt(
      circuit.tournaments,
      `${String(year - 1).padStart(4, "0")}-12-31`,
      false,
      year - 1,
      true,
    );
    previous = new Map(rankingOf(before).rows.map((x) => [x.s.key, x.rank]));
  } else if (latestDay !== null) {
    const before = countedAt(circuit.tournaments, latestDay, true, yearOf(latestDay), false);
    previous = new Map(rankingOf(before).rows.map((x) => [x.s.key, x.rank]));
  }
  const out: RankingRow[] = rows.map((x) => {
    // the best `keep` count; among equal points, the earlier tournament
    const order = Array.from(x.points.entries()).sort((a, b) => b[1] - a[1] || a[0] - b[0]);
    const countedSet = new Set(order.slice(0, keep).map((e) => e[0]));
    const prev = previous.get(x.s.key) ?? null;
    return {
      rank: x.rank,
      player: x.s.player,
      played: x.s.played,
      total: x.s.total,
      best: x.s.best,
      change: prev === null ? null : prev - x.rank,
      previousRank: prev,
      points: counted.map((_t, ti) => {
        const pts = x.points.get(ti);
        return pts === undefined ? null : { points: pts, counted: countedSet.has(ti) };
      }),
    };
  });
  return { asOf, year, final, tournaments: counted, keep, latestDay, rows: out };
}
