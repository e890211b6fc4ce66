/**
 * Bad input of a season circuit (RULES §5): every problem of the tournaments and results
 * lists, each an ArbitreError located by `arg` ("tournaments" or "results"), the caller's `row`
 * and a column id (`id`, `series`, `date`, `format`, `tournament`, `player`, `place`,
 * `duplicatePlace`) that the layers above turn into the column's name. Nothing is computed from a
 * circuit with a problem.
 */
import { ArbitreError, type ErrorCode, type Location } from "../core/errors";
import { nameKey, spellingKey } from "../core/names";
import { rowSpan } from "../core/rows";
import type { CircuitInput, Result, Tournament } from "./types";

export type CircuitColumn =
  | "id"
  | "series"
  | "date"
  | "format"
  | "tournament"
  | "player"
  | "place"
  | "duplicatePlace";

/** "YYYY-MM-DD" of a real calendar day. */
export function isIsoDate(s: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(s);
  if (!m) return false;
  const y = Number(m[1]);
  const mo = Number(m[2]);
  const d = Number(m[3]);
  const dt = new Date(Date.UTC(y, mo - 1, d));
  return dt.getUTCFullYear() === y && dt.getUTCMonth() === mo - 1 && dt.getUTCDate() === d;
}

export { spellingKey };

/** A tournament id as matched: trimmed, case-insensitive (like names, RULES §0). */
export const idKey = (id: string): string => nameKey(id);

const rowOf = (x: { row?: number }, i: number): number => x.row ?? i + 1;

const isPlace = (n: number): boolean => Number.isInteger(n) && n >= 1;

/** A problem with the row it is said at (problems are sorted by row, stably). */
interface Said {
  row: number;
  err: ArbitreError;
}

/** Collects one list's problems, located in `arg`'s rows. */
function sayer(arg: "tournaments" | "results", into: Said[]) {
  return (
    row: number,
    column: CircuitColumn,
    key: string,
    params = {},
    code: ErrorCode | null = null,
  ): void => {
    into.push({ row, err: new ArbitreError(key, params, { arg, row, column } satisfies Location, {}, code) });
  };
}

type Say = ReturnType<typeof sayer>;

/** The tournaments kept, by id key, each with its row. */
type TournamentsById = Map<string, { t: Tournament; row: number }>;

/** Every problem of the input, tournaments first, then results, each list in row order. */
export function circuitProblems(input: CircuitInput): ArbitreError[] {
  const tProblems: Said[] = [];
  const rProblems: Said[] = [];
  const byId = tournamentProblems(input, sayer("tournaments", tProblems));
  resultProblems(input, byId, sayer("results", rProblems));
  const byRow = (a: { row: number }, b: { row: number }) => a.row - b.row;
  return [...tProblems.sort(byRow), ...rProblems.sort(byRow)].map((p) => p.err);
}

/** The Tournaments rows' problems, in row order; answers the tournaments kept by id. */
function tournamentProblems(input: CircuitInput, tBad: Say): TournamentsById {
  const byId: TournamentsById = new Map();
  const seriesDay = new Map<string, { t: Tournament; row: number }>();
  // a series as first written, by its spelling key: "Nimes" after "Nîmes" is questioned once
  const seriesSpelling = new Map<string, { name: string; key: string; row: number }>();
  const seriesReported = new Set<string>();
  for (const [i, t] of input.tournaments.entries()) {
    const row = rowOf(t, i);
    const id = t.id.trim();
    if (id === "") {
      tBad(row, "id", "circuit.missingId");
      continue;
    }
    const first = byId.get(idKey(id));
    if (first) {
      tBad(row, "id", "circuit.idTwice", { id, row: first.row });
      continue;
    }
    byId.set(idKey(id), { t, row });
    if (t.series.trim() === "") tBad(row, "series", "circuit.missingSeries", { id });
    else {
      const series = t.series.trim().replace(/\s+/g, " ");
      const sk = spellingKey(series);
      const first = seriesSpelling.get(sk);
      if (first === undefined) seriesSpelling.set(sk, { name: series, key: nameKey(series), row });
      else if (first.key !== nameKey(series) && !seriesReported.has(nameKey(series))) {
        seriesReported.add(nameKey(series));
        tBad(row, "series", "circuit.seriesSpelling", { name: series, other: first.name, row: first.row });
      }
    }
    if (!isIsoDate(t.date)) tBad(row, "date", "circuit.badDate", { value: t.date });
    else if (t.date > input.today)
      tBad(row, "date", "circuit.future", { id, date: t.date, today: input.today });
    else if (t.series.trim() !== "") {
      const k = `${nameKey(t.series)}|${t.date}`;
      const other = seriesDay.get(k);
      if (other)
        tBad(row, "date", "circuit.seriesSameDay", { series: t.series.trim(), id, other: other.t.id.trim() });
      else seriesDay.set(k, { t, row });
    }
    if (t.format !== "pool" && t.format !== "duplicate")
      tBad(row, "format", "circuit.badFormat", { value: String(t.format) });
  }
  return byId;
}

/** What the results seen so far hold for one tournament. */
interface Seen {
  /** A player's key → the index of their first result in `input.results`. */
  players: Map<string, number>;
  places: Map<number, number>;
  dups: Map<number, number>;
}

/** A name as typed, cleaned, with its keys. */
interface NameKeys {
  player: string;
  key: string;
  spelling: string;
}

/** What the pass over the results remembers from row to row. */
interface ResultsPass {
  input: CircuitInput;
  byId: TournamentsById;
  rBad: Say;
  seen: Map<string, Seen>;
  spelling: Map<string, { name: string; row: number; key: string }>;
  spellingReported: Set<string>;
  // a name as typed → its clean form and keys (typed names repeat a lot)
  names: Map<string, NameKeys>;
  // an unknown tournament is said once, at its first row, with how many rows name it
  unknown: Map<string, { id: string; row: number; rows: number }>;
  // a row that repeats an earlier row of its tournament (a list pasted twice): said once per
  // tournament with the rows of both copies, instead of a place and a player given twice per row
  copies: Map<string, { id: string; first: number[]; second: number[] }>;
  // a tournament id as typed → its trimmed form and its key (48,000 rows name 400 tournaments)
  ids: Map<string, { tid: string; key: string }>;
}

/** The Results rows' problems: each row's, then the unknown tournaments, the copies, the gaps. */
function resultProblems(input: CircuitInput, byId: TournamentsById, rBad: Say): void {
  const pass: ResultsPass = {
    input,
    byId,
    rBad,
    seen: new Map(),
    spelling: new Map(),
    spellingReported: new Set(),
    names: new Map(),
    unknown: new Map(),
    copies: new Map(),
    ids: new Map(),
  };
  for (const [i, r] of input.results.entries()) resultRow(pass, r, i);
  for (const u of pass.unknown.values())
    if (u.rows === 1)
      rBad(u.row, "tournament", "circuit.unknownTournament", { id: u.id }, "unknownTournament");
    else
      rBad(
        u.row,
        "tournament",
        "circuit.unknownTournamentRows",
        { id: u.id, rows: u.rows },
        "unknownTournament",
      );
  for (const c of pass.copies.values())
    rBad(
      c.second.reduce((a, b) => Math.min(a, b)),
      "tournament",
      "circuit.pastedTwice",
      {
        id: c.id,
        first: rowSpan(c.first),
        second: rowSpan(c.second),
      },
    );
  placeGaps(pass);
}

function keysOf(pass: ResultsPass, typed: string): NameKeys {
  let k = pass.names.get(typed);
  if (!k) {
    const player = typed.trim().replace(/\s+/g, " ");
    k = { player, key: nameKey(player), spelling: spellingKey(player) };
    pass.names.set(typed, k);
  }
  return k;
}

/** One result row: its tournament, its player (spelling, twice, a copy), its places. */
function resultRow(pass: ResultsPass, r: Result, i: number): void {
  const { rBad } = pass;
  const row = rowOf(r, i);
  let id = pass.ids.get(r.tournament);
  if (!id) {
    const trimmed = r.tournament.trim();
    id = { tid: trimmed, key: idKey(trimmed) };
    pass.ids.set(r.tournament, id);
  }
  const { tid, key: tk } = id;
  const found = tid === "" ? undefined : pass.byId.get(tk);
  if (found === undefined) {
    const u = pass.unknown.get(tk);
    if (u) u.rows++;
    else pass.unknown.set(tk, { id: tid, row, rows: 1 });
    return;
  }
  const name = keysOf(pass, r.player);
  const player = name.player;
  if (player === "") {
    rBad(row, "player", "circuit.missingPlayer");
    return;
  }
  const firstSpelling = pass.spelling.get(name.spelling);
  if (firstSpelling === undefined) pass.spelling.set(name.spelling, { name: player, row, key: name.key });
  else if (firstSpelling.key !== name.key && !pass.spellingReported.has(name.key)) {
    pass.spellingReported.add(name.key);
    rBad(row, "player", "circuit.spelling", {
      name: player,
      other: firstSpelling.name,
      row: firstSpelling.row,
    });
  }
  let s = pass.seen.get(tk);
  if (!s) {
    s = { players: new Map(), places: new Map(), dups: new Map() };
    pass.seen.set(tk, s);
  }
  const twice = s.players.get(name.key);
  if (twice !== undefined) {
    const o = pass.input.results[twice]!;
    if (o.place === r.place && o.duplicatePlace === r.duplicatePlace) {
      let c = pass.copies.get(tk);
      if (!c) {
        c = { id: tid, first: [], second: [] };
        pass.copies.set(tk, c);
      }
      c.first.push(rowOf(o, twice));
      c.second.push(row);
      return;
    }
    rBad(row, "player", "circuit.playerTwice", { player, id: tid, row: rowOf(o, twice) });
  } else s.players.set(name.key, i);
  if (!isPlace(r.place)) rBad(row, "place", "circuit.badPlace", { value: String(r.place) });
  else {
    const other = s.places.get(r.place);
    if (other !== undefined)
      rBad(row, "place", "circuit.placeTwice", { place: r.place, id: tid, row: other });
    else s.places.set(r.place, row);
  }
  duplicatePlaceOf(rBad, found.t, r, row, tid, s);
}

/** A result's duplicate place: none in an all-duplicate tournament, one in a pool tournament. */
function duplicatePlaceOf(rBad: Say, t: Tournament, r: Result, row: number, tid: string, s: Seen): void {
  if (t.format === "duplicate") {
    if (r.duplicatePlace !== null)
      rBad(row, "duplicatePlace", "circuit.duplicatePlaceGiven", {
        id: tid,
        value: String(r.duplicatePlace),
      });
  } else if (t.format === "pool") {
    if (r.duplicatePlace === null) rBad(row, "duplicatePlace", "circuit.duplicatePlaceMissing", { id: tid });
    else if (!isPlace(r.duplicatePlace))
      rBad(row, "duplicatePlace", "circuit.badDuplicatePlace", { value: String(r.duplicatePlace) });
    else {
      const other = s.dups.get(r.duplicatePlace);
      if (other !== undefined)
        rBad(row, "duplicatePlace", "circuit.duplicatePlaceTwice", {
          place: r.duplicatePlace,
          id: tid,
          row: other,
        });
      else s.dups.set(r.duplicatePlace, row);
    }
  }
}

/**
 * Gaps: the places of a tournament are 1, 2, … with none missing. A place beyond the tournament's
 * number of results (1000000000000 typed for 4th of 20) cannot be right: said at its own row;
 * otherwise the gap is said at the row after it.
 */
function placeGaps(pass: ResultsPass): void {
  for (const [k, s] of pass.seen) {
    const id = pass.byId.get(k)!.t.id.trim();
    const count = s.players.size;
    const gap = (places: Map<number, number>, column: CircuitColumn, key: string) => {
      const sorted = Array.from(places.keys()).sort((a, b) => a - b);
      const at = sorted.findIndex((p, i) => p !== i + 1);
      if (at < 0) return;
      const missing = at + 1;
      const next = sorted[at]!;
      const beyond = sorted.filter((p) => p > count);
      // the place after the gap the only one beyond: the gap's own message says it at that row
      if (beyond.length === 0 || (beyond.length === 1 && beyond[0] === next))
        pass.rBad(places.get(next)!, column, key, { id, missing, place: next });
      else
        for (const p of beyond)
          pass.rBad(places.get(p)!, column, `${key}Beyond`, { id, missing, place: p, count });
    };
    gap(s.places, "place", "circuit.placeGap");
    if (s.dups.size > 0) gap(s.dups, "duplicatePlace", "circuit.duplicatePlaceGap");
  }
}

/** Throws the first problem of the input (tournaments first, then results, in row order). */
export function checkCircuit(input: CircuitInput): void {
  const problems = circuitProblems(input);
  if (problems.length > 0) throw problems[0]!;
}
