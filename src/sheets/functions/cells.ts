/**
 * Cell normalisation for custom functions. Sheets hands a custom function numbers, strings,
 * booleans, Date objects, "" for a blank cell, `undefined` for an omitted argument, and 2-D arrays
 * for ranges (a one-cell range may come as a scalar or as [[v]]). Everything here turns those into
 * engine values or throws an ArbitreError naming the argument, the value and what is expected.
 */
import { ArbitreError, type Location } from "../../engine/core/errors";
import { foldWord } from "../../engine/core/names";
import { type Cell, displayCell } from "../../engine/core/results";
import { type Lang, numberText } from "../../i18n/index";
import { blank, calendarDay, cellDay, type DayOf, dayText, isoDay } from "../gateway/index";

/** The call being served: function name and spreadsheet language. */
export interface Ctx {
  fn: string;
  lang: Lang;
}

/**
 * The call being served: the days of its dates (in the spreadsheet's time zone, read once per
 * call) and its language, for the dates it reads and the dates its messages show.
 */
let call: { days: DayOf; lang: Lang } = { days: cellDay, lang: "en" };

/** Runs `run` as one custom-function call: its dates read with `days`, shown in `lang`. */
export function inCall<T>(lang: Lang, days: DayOf, run: () => T): T {
  const before = call;
  call = { days, lang };
  try {
    return run();
  } finally {
    call = before;
  }
}

/** A date as the spreadsheet's users read it (16/03/2025 in French, 2025-03-16 in English), "?" for no day. */
export function showDay(day: string | null): string {
  return day === null ? "?" : dayText(day, call.lang);
}

/** A date cell as the call's messages say it: its day in the spreadsheet's zone, in its language. */
export function showDate(d: Date): string {
  return showDay(call.days(d));
}

/** A Date, also one made in another realm (the stand-in runs the bundle in node:vm). */
export function isDateValue(v: unknown): v is Date {
  return Object.prototype.toString.call(v) === "[object Date]";
}

/** Blank cell or omitted argument: blank as the tabs' readers mean it. */
export const isBlank = blank;

/** A cell as the user would recognise it in a message (a number with a decimal comma in French). */
export function show(v: unknown): string {
  if (isDateValue(v)) return showDate(v);
  if (typeof v === "number") return numberText(v, call.lang);
  if (Array.isArray(v)) return "[…]";
  if (typeof v === "object" && v !== null) return "?";
  return displayCell(v as string | number | boolean | null | undefined);
}

export function bad(arg: string, v: unknown, at: Location = {}): ArbitreError {
  return new ArbitreError(`fn.bad.${arg}`, { value: show(v) }, at);
}

const NUMERIC = /^[+-]?(?:\d+(?:[.,]\d*)?|[.,]\d+)(?:[eE][+-]?\d+)?$/;

/** A number from a cell: numbers, and text holding a number ("12", "0,5"). Blank → null. */
export function readNumber(v: unknown, arg: string): number | null {
  if (isBlank(v)) return null;
  if (typeof v === "number") {
    if (Number.isFinite(v)) return v;
    throw bad(arg, v);
  }
  if (typeof v === "string") {
    const s = v.trim();
    if (NUMERIC.test(s)) return Number(s.replace(",", "."));
  }
  throw bad(arg, v);
}

/** A whole number within [min, max] (max optional). Blank → null. */
export function readInt(v: unknown, arg: string, min: number, max = Number.POSITIVE_INFINITY): number | null {
  const n = readNumber(v, arg);
  if (n === null) return null;
  if (!Number.isInteger(n) || n < min || n > max) throw bad(arg, v);
  return n;
}

/** One of `choices` (case- and accent-insensitive, with aliases). Blank → null. */
export function readChoice<T extends string>(v: unknown, arg: string, choices: Record<string, T>): T | null {
  if (isBlank(v)) return null;
  if (typeof v === "string") {
    const key = foldWord(v);
    const found = Object.keys(choices).indexOf(key) >= 0 ? choices[key] : undefined;
    if (found !== undefined) return found;
  }
  throw bad(arg, v);
}

/** A range as rows of cells; a scalar is a 1 × 1 range. */
export function asGrid(v: unknown): unknown[][] {
  if (!Array.isArray(v)) return [[v]];
  if (v.length === 0) return [];
  if (v.every((row) => Array.isArray(row))) return v as unknown[][];
  return [v];
}

/** [rows, columns] of a grid (the widest row counts). */
export function gridShape(g: unknown[][]): [number, number] {
  let cols = 0;
  for (const row of g) if (row.length > cols) cols = row.length;
  return [g.length, cols];
}

/** A scalar from an argument that may be a one-cell range. Larger ranges are an error. */
export function single(v: unknown, arg: string): unknown {
  if (!Array.isArray(v)) return v;
  const g = asGrid(v);
  const [rows, cols] = gridShape(g);
  if (rows === 1 && cols === 1) return g[0]![0];
  if (rows === 0 || cols === 0) return undefined;
  throw new ArbitreError("fn.single", { arg, rows, cols });
}

/** A cell as the engine reads it: blank, text, number, boolean or a date (copied); anything else as text. */
export function asCell(v: unknown): Cell {
  if (v === undefined || v === null) return "";
  if (typeof v === "string" || typeof v === "number" || typeof v === "boolean") return v;
  if (isDateValue(v)) return new Date(v.getTime());
  return String(v);
}

/**
 * A date cell as "YYYY-MM-DD": a date value, ISO text (2025-03-16) or dd/mm/yyyy text. Blank → null;
 * anything else is an error naming `arg`. A date value's day is its calendar day in the
 * spreadsheet's time zone (a date-time at 15:00 on 31/12 is 31/12, in every zone).
 */
export function readDate(v: unknown, arg: string): string | null {
  if (isBlank(v)) return null;
  if (isDateValue(v)) {
    // a day between years 1 and 9999 (beyond, Date cannot say it)
    const day = call.days(v);
    if (day === null) throw bad(arg, v);
    return day;
  }
  if (typeof v === "string") {
    const s = v.trim();
    const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(s);
    const fr = /^(\d{1,2})[/.](\d{1,2})[/.](\d{4})$/.exec(s);
    const day = iso
      ? calendarDay(Number(iso[1]), Number(iso[2]), Number(iso[3]))
      : fr
        ? calendarDay(Number(fr[3]), Number(fr[2]), Number(fr[1]))
        : null;
    if (day !== null) return day;
  }
  throw bad(arg, v);
}

/** TRUE / FALSE from a checkbox, 1 / 0, or the words (vrai, faux, true, false, oui, non, yes, no). Blank → null. */
export function readBoolean(v: unknown, arg: string): boolean | null {
  if (isBlank(v)) return null;
  if (typeof v === "boolean") return v;
  if (v === 1 || v === 0) return v === 1;
  if (typeof v === "string") {
    const w = foldWord(v);
    if (["vrai", "true", "oui", "yes", "1"].indexOf(w) >= 0) return true;
    if (["faux", "false", "non", "no", "0"].indexOf(w) >= 0) return false;
  }
  throw bad(arg, v);
}

/**
 * A date cell as the kinds' tabs read it (`isoDay`): a date value (its day in the spreadsheet's
 * zone), ISO or dd/mm/yyyy text, a date-time typed as text as its day; null when it is not a date.
 */
export function tabDay(v: unknown): string | null {
  return isoDay(v, call.days);
}
