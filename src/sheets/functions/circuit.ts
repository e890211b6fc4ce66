/**
 * MASTERS_RANKING(tournaments, results, [as_of], [final]): the "Masters Grand Sud" ranking (RULES
 * §5) at a date, or the year-end ranking, from two ranges:
 *   tournaments: 4 columns, id | series (club) | date | format (poules / pool, or duplicate);
 *   results:     4 columns, tournament id | player | final place | duplicate place (blank for an
 *                all-duplicate tournament).
 * Blank rows are skipped. It returns a header row, then one row per player:
 *   rank (shared on a complete tie) | player | tournaments played | total | change of rank |
 *   then one column per counted tournament (header: its id, by date), holding the player's points
 *   there, blank where the player has no result. The total is the sum of the player's best ⌊N/2⌋
 *   of those cells. The change of rank is previous rank − rank (+2: up two places), "nouveau" /
 *   "new" for a player not ranked before the latest tournament day.
 */

import { circuitRanking, replayCircuit } from "../../engine/circuit/ranking";
import type { CircuitFormat, Result, Tournament } from "../../engine/circuit/types";
import { ArbitreError } from "../../engine/core/errors";
import { readName } from "../../engine/core/results";
import { type Lang, sayKey, t } from "../../i18n/index";
import { zoneOf } from "../gateway/index";
import { formatOf, textOf } from "../kinds/circuit/index";
import type { Plain } from "./broadcast";
import {
  asCell,
  asGrid,
  bad,
  gridShape,
  isBlank,
  readBoolean,
  readDate,
  readInt,
  show,
  showDate,
  single,
  tabDay,
} from "./cells";

/** Today in the spreadsheet's time zone (a tournament dated after it is refused). Tests replace it. */
export const circuitClock = {
  today(): string {
    try {
      return Utilities.formatDate(new Date(), zoneOf(SpreadsheetApp.getActive()), "yyyy-MM-dd");
    } catch (_e) {
      return new Date().toISOString().slice(0, 10);
    }
  },
};

const TOURNAMENT_COLUMNS = ["id", "series", "date", "format"] as const;
const RESULT_COLUMNS = ["tournament", "player", "place", "duplicatePlace"] as const;

function grid(v: unknown): unknown[][] {
  return Array.isArray(v) ? asGrid(v) : isBlank(v) ? [] : asGrid(v);
}

/** An id or series cell: text or a number, as text, read as the circuit's tabs read it. */
function readId(v: unknown, arg: string): string {
  const id = textOf(v);
  if (id === null) throw bad(arg, v);
  return id;
}

/** Reads a setting argument; its errors name it. */
function argument<T>(arg: string, read: () => T): T {
  try {
    return read();
  } catch (e) {
    if (e instanceof ArbitreError) throw e.locate({ arg });
    throw e;
  }
}

/** Localises the column id an engine error points at. */
function located(e: ArbitreError, lang: Lang): ArbitreError {
  const column = e.at.column;
  if (column === undefined || !/^[a-zA-Z]+$/.test(column)) return e;
  return new ArbitreError(
    e.key,
    e.params,
    { ...e.at, column: sayKey(lang, `circuit.col.${column}`) },
    e.words,
  );
}

export function MASTERS_RANKING(
  lang: Lang,
  tournamentsArg: unknown,
  resultsArg: unknown,
  asOfArg?: unknown,
  finalArg?: unknown,
): Plain[][] {
  const asOf = argument("as_of", () => readDate(single(asOfArg, "as_of"), "as_of"));
  const final = argument("final", () => readBoolean(single(finalArg, "final"), "final")) ?? false;
  const tg = grid(tournamentsArg);
  const [tRows, tCols] = gridShape(tg);
  if (tRows > 0 && tCols !== 4)
    throw new ArbitreError("fn.columns.tournaments", { got: tCols }, { arg: "tournaments" });
  const rg = grid(resultsArg);
  const [rRows, rCols] = gridShape(rg);
  if (rRows > 0 && rCols !== 4)
    throw new ArbitreError("fn.columns.circuitResults", { got: rCols }, { arg: "results" });

  const tournaments: Tournament[] = [];
  for (let i = 0; i < tRows; i++) {
    const r = tg[i]!;
    if (r.every((v) => isBlank(v))) continue;
    let column = 0;
    try {
      const id = readId(r[0], "tournament_id");
      if (id === "") throw new ArbitreError("circuit.missingId");
      column = 1;
      const series = readId(r[1], "series");
      if (series === "") throw new ArbitreError("circuit.missingSeries", { id });
      column = 2;
      const date = isBlank(r[2]) ? null : readDateCell(r[2]);
      if (date === null) throw new ArbitreError("circuit.badDate", { value: "" });
      column = 3;
      const format = readFormat(r[3]);
      tournaments.push({ id, series, date, format, row: i + 1 });
    } catch (e) {
      if (e instanceof ArbitreError)
        throw e.locate({
          arg: "tournaments",
          row: i + 1,
          column: t(lang, `circuit.col.${TOURNAMENT_COLUMNS[column]!}`),
        });
      throw e;
    }
  }
  const results: Result[] = [];
  for (let i = 0; i < rRows; i++) {
    const r = rg[i]!;
    if (r.every((v) => isBlank(v))) continue;
    let column = 0;
    try {
      const tournament = readId(r[0], "tournament_id");
      column = 1;
      const player = readName(asCell(r[1]), {}, "", showDate);
      if (player === "") throw new ArbitreError("circuit.missingPlayer");
      column = 2;
      const place = readPlace(r[2], "circuit.badPlace");
      if (place === null) throw new ArbitreError("circuit.badPlace", { value: "" });
      column = 3;
      const duplicatePlace = readPlace(r[3], "circuit.badDuplicatePlace");
      results.push({ tournament, player, place, duplicatePlace, row: i + 1 });
    } catch (e) {
      if (e instanceof ArbitreError)
        throw e.locate({
          arg: "results",
          row: i + 1,
          column: t(lang, `circuit.col.${RESULT_COLUMNS[column]!}`),
        });
      throw e;
    }
  }

  let ranking: ReturnType<typeof circuitRanking>;
  try {
    // a ranking at a date never depends on a later tournament: those are not replayed
    const until = asOf === null ? undefined : final ? `${asOf.slice(0, 4)}-12-31` : asOf;
    const circuit = replayCircuit(
      { tournaments, results, today: circuitClock.today() },
      until === undefined ? {} : { until },
    );
    ranking = circuitRanking(circuit, { asOf, final });
  } catch (e) {
    if (e instanceof ArbitreError) throw located(e, lang);
    throw e;
  }
  const header: Plain[] = [
    t(lang, "circuit.h.rank"),
    t(lang, "circuit.h.player"),
    t(lang, "circuit.h.played"),
    t(lang, "circuit.h.total"),
    t(lang, ranking.final ? "circuit.h.changeYearEnd" : "circuit.h.change", { year: ranking.year - 1 }),
    ...ranking.tournaments.map((x) => x.id),
  ];
  const isNew = t(lang, "circuit.new");
  return [
    header,
    ...ranking.rows.map((r): Plain[] => [
      r.rank,
      r.player,
      r.played,
      r.total,
      r.change === null ? isNew : r.change,
      ...r.points.map((p) => (p === null ? "" : p.points)),
    ]),
  ];
}

/** A tournament's date, read as the circuit's Tournaments tab reads it. */
function readDateCell(v: unknown): string {
  const day = tabDay(v);
  if (day === null) throw new ArbitreError("circuit.badDate", { value: show(v) });
  return day;
}

/** A format cell, read as the circuit's Tournaments tab reads it. */
function readFormat(v: unknown): CircuitFormat {
  const f = formatOf(v);
  if (f !== undefined) return f;
  throw new ArbitreError("circuit.badFormat", { value: show(v) });
}

function readPlace(v: unknown, key: string): number | null {
  try {
    return readInt(v, "place", 1);
  } catch (_e) {
    throw new ArbitreError(key, { value: show(v) });
  }
}
