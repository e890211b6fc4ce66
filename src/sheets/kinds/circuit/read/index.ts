/**
 * Reads a season circuit's Tournaments and Results tabs (each once) into the engine's input, every
 * row remembering its sheet row. Bad input is collected, not thrown: the cells that cannot be read,
 * then every problem the engine finds in what could (circuitProblems), each naming its tab, row
 * and column, so Check and compute can list them all and compute nothing.
 */

import { replayCircuit } from "../../../../engine/circuit/ranking";
import type { Circuit, CircuitInput, Result, Tournament } from "../../../../engine/circuit/types";
import { circuitProblems, idKey } from "../../../../engine/circuit/validate";
import { ArbitreError, type Location, type Params } from "../../../../engine/core/errors";
import { cleanName } from "../../../../engine/core/names";
import { type KeyAfter, type Lang, sayKey, t } from "../../../../i18n/index";
import {
  blank,
  blankRow,
  dayText,
  fingerprint,
  isoDay,
  type Spreadsheet,
  sheetDays,
  tabCache,
  tabPresence,
} from "../../../gateway/index";
import { formatOf, placeOf, textOf } from "../cells";
import type { CircuitEvent } from "../config";
import { RESULTS, type RESULTS_HEADERS, TOURNAMENTS, type TOURNAMENTS_HEADERS } from "../schema";

export interface CircuitRead {
  input: CircuitInput;
  problems: ArbitreError[];
  /** A fingerprint of the Tournaments and Results tabs' cells (what Check and compute computed from). */
  print: string;
  /** Rows listed (non-blank) in each tab. */
  counts: { tournaments: number; results: number };
  /** Each tab read at most once per action (values), on first use. */
  raw: (name: string) => { values: unknown[][]; formulas: unknown[][] };
  /** Whether a tab exists (asked once per tab; a tab read exists): a renamed one refuses its actions. */
  present: (name: string) => boolean;
  /**
   * The circuit replayed (RULES §5), once per action and its answer: the action and the sidebar's
   * state share it. `history`: with the ranking after each day. Throws the first problem, if any.
   */
  circuit: (history?: boolean) => Circuit;
  /**
   * What an action wrote in a tab already read, put into the copy read (as Sheets gives it back:
   * text without its leading apostrophe, no formula), so that the sidebar's answer shows it
   * without reading the tab again. `row` and `col` (0-based) place the block; the whole tab by default.
   */
  wrote: (name: string, rows: unknown[][], at?: { row: number; col: number }) => void;
}

export function readCircuit(ss: Spreadsheet, ev: CircuitEvent, today: string): CircuitRead {
  const lang: Lang = ev.lang;
  const { raw, cache } = tabCache(ss);
  // dates in the spreadsheet's time zone, read once
  const days = sheetDays(ss);
  const problems: ArbitreError[] = [];
  const header = (col: KeyAfter<"circuit.hdr.">) => t(lang, `circuit.hdr.${col}`);
  const at = (tab: "tournaments" | "results", row: number, col: KeyAfter<"circuit.hdr.">): Location => ({
    tab: ev.tabs[tab],
    row,
    column: header(col),
  });
  // Tournaments
  const tg = raw(ev.tabs.tournaments);
  const tournaments: Tournament[] = [];
  // ids of the tournament rows refused here: their results are not also said unknown
  const refused = new Set<string>();
  let tCount = 0;
  for (let r = 1; r < tg.values.length; r++) {
    const row = tg.values[r] ?? [];
    if (blankRow(row, TOURNAMENTS.width)) continue;
    tCount++;
    const bad = (col: (typeof TOURNAMENTS_HEADERS)[number], key: string, params = {}) =>
      problems.push(new ArbitreError(key, params, at("tournaments", r + 1, col)));
    const id = textOf(row[TOURNAMENTS.id]);
    const series = textOf(row[TOURNAMENTS.series]);
    const date = isoDay(row[TOURNAMENTS.date], days);
    const format = formatOf(row[TOURNAMENTS.format]);
    if (id !== null && id !== "" && (series === null || series === "" || date === null || !format))
      refused.add(idKey(id));
    if (id === null || id === "") bad("id", "circuit.missingId");
    else if (series === null || series === "") bad("series", "circuit.missingSeries", { id });
    else if (date === null) bad("date", "circuit.badDate", { value: tg.shown(r, TOURNAMENTS.date) });
    else if (format === undefined)
      bad("format", "circuit.badFormat", { value: tg.shown(r, TOURNAMENTS.format) });
    else tournaments.push({ id, series, date, format, row: r + 1 });
  }
  // Results
  const rg = raw(ev.tabs.results);
  const results: Result[] = [];
  // a name as typed → as kept (48,000 rows name about a thousand players)
  const cleaned = new Map<string, string>();
  const clean = (typed: string): string => {
    let name = cleaned.get(typed);
    if (name === undefined) {
      name = cleanName(typed);
      cleaned.set(typed, name);
    }
    return name;
  };
  let rCount = 0;
  for (let r = 1; r < rg.values.length; r++) {
    const row = rg.values[r] ?? [];
    if (blankRow(row, RESULTS.width)) continue;
    rCount++;
    const bad = (col: (typeof RESULTS_HEADERS)[number], key: string, params = {}) =>
      problems.push(new ArbitreError(key, params, at("results", r + 1, col)));
    const tCell = row[RESULTS.tournament];
    const tournament = typeof tCell === "string" && !blank(tCell) ? clean(tCell) : textOf(tCell);
    const player = row[RESULTS.player];
    const place = placeOf(row[RESULTS.place]);
    const dupCell = row[RESULTS.duplicatePlace];
    const duplicatePlace = blank(dupCell) ? null : placeOf(dupCell);
    if (tournament === "") bad("tournament", "circuit.missingTournament");
    else if (tournament === null)
      bad("tournament", "circuit.unknownTournament", { id: rg.shown(r, RESULTS.tournament) });
    else if (typeof player !== "string" || player.trim() === "")
      bad("player", blank(player) ? "circuit.missingPlayer" : "results.badName", {
        value: rg.shown(r, RESULTS.player),
      });
    else if (place === null) bad("place", "circuit.badPlace", { value: rg.shown(r, RESULTS.place) });
    else if (!blank(dupCell) && duplicatePlace === null)
      bad("duplicatePlace", "circuit.badDuplicatePlace", { value: rg.shown(r, RESULTS.duplicatePlace) });
    else results.push({ tournament, player: clean(player), place, duplicatePlace, row: r + 1 });
  }
  const input: CircuitInput = { tournaments, results, today };
  // what the engine finds in the rows that could be read, said in the tabs' words
  for (const e of circuitProblems(input)) {
    if (e.code === "unknownTournament" && refused.has(idKey(String(e.params.id)))) continue;
    const tab = e.at.arg === "tournaments" ? "tournaments" : "results";
    const col = e.at.column ?? "";
    // dates as the organiser reads them (16/03/2025), not as the engine keeps them
    const params: Params = { ...e.params };
    for (const k of ["date", "today"])
      if (typeof params[k] === "string") params[k] = dayText(params[k], lang);
    problems.push(
      new ArbitreError(
        e.key,
        params,
        {
          tab: ev.tabs[tab],
          ...(e.at.row !== undefined ? { row: e.at.row } : {}),
          ...(col !== "" ? { column: sayKey(lang, `circuit.hdr.${col}`) } : {}),
        },
        e.words,
      ),
    );
  }
  problems.sort((a, b) =>
    a.at.tab === b.at.tab ? (a.at.row ?? 0) - (b.at.row ?? 0) : a.at.tab === ev.tabs.tournaments ? -1 : 1,
  );
  let replayed: Circuit | null = null;
  const circuit = (history = false): Circuit => {
    if (replayed === null || (history && !replayed.history))
      replayed = replayCircuit(input, { history, checked: problems.length === 0 });
    return replayed;
  };
  const wrote = (name: string, rows: unknown[][], at?: { row: number; col: number }) => {
    const got = raw(name);
    if (!at) {
      got.values.length = 0;
      got.formulas.length = 0;
    }
    const r0 = at?.row ?? 0;
    const c0 = at?.col ?? 0;
    rows.forEach((row, i) => {
      while (got.values.length <= r0 + i) got.values.push([]);
      while (got.formulas.length <= r0 + i) got.formulas.push([]);
      const values = got.values[r0 + i]!;
      const formulas = got.formulas[r0 + i]!;
      row.forEach((v, j) => {
        values[c0 + j] = typeof v === "string" && v.startsWith("'") ? v.slice(1) : v;
        formulas[c0 + j] = "";
      });
    });
  };
  // the typed columns only: the seeds present (column E) are Check and compute's
  const typed = tg.values.map((r) => (r.length > TOURNAMENTS.width ? r.slice(0, TOURNAMENTS.width) : r));
  const print = `${fingerprint(typed, [])}/${fingerprint(rg.values, [])}`;
  const present = tabPresence(ss, cache);
  return {
    input,
    problems,
    print,
    counts: { tournaments: tCount, results: rCount },
    raw,
    present,
    circuit,
    wrote,
  };
}
