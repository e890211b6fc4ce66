/**
 * The cells of the Swiss tabs as the readers take them (pure: 2-D arrays in): blank cells, text,
 * numbers, names typed as numbers, formulas, headers, and how a message quotes and locates a cell.
 */

import { ArbitreError } from "../../../../engine/core/errors";
import { foldWord } from "../../../../engine/core/names";
import { blank, columnLetter, type Grid, type Shown } from "../../../gateway/index";

export type { Grid } from "../../../gateway/index";

export function str(v: unknown): string {
  return blank(v) ? "" : String(v).trim();
}

export function isDate(v: unknown): v is Date {
  return Object.prototype.toString.call(v) === "[object Date]";
}

/**
 * What a grid's cells show when the spreadsheet's display is not at hand (a test giving arrays):
 * text as is, numbers in JavaScript's notation, dates as yyyy-mm-dd.
 */
export function plainShown(values: Grid): Shown {
  return (r, c) => {
    const v = values[r]?.[c];
    if (isDate(v)) return Number.isNaN(v.getTime()) ? "" : v.toISOString().slice(0, 10);
    return blank(v) ? "" : String(v);
  };
}

/**
 * A typed value as a message quotes it: text as typed (trimmed); anything else (a date, a number,
 * a logical value) as the cell shows it («11/03/2025», not «Tue Mar 11 2025 23:00:00 GMT…»).
 */
export function quoted(v: unknown, shows: () => string): string {
  if (typeof v === "string") return v.trim();
  return blank(v) ? "" : shows().trim();
}

/**
 * The text of a name cell: text as typed; a number as the cell shows it (1984 typed without an
 * apostrophe, or 007 in a cell formatted 000); null for a date, a time or a logical value.
 */
export function typedName(v: unknown, shows: () => string): string | null {
  if (typeof v === "string") return v;
  if (typeof v === "number" && Number.isFinite(v)) {
    const text = shows().trim();
    return text === "" ? null : text;
  }
  return null;
}

/** A cell that must hold a number: a date there says so (a date format left on the cell shows 1 as 31/12/1899). */
export function notANumber(
  key: string,
  v: unknown,
  value: string,
  params: Record<string, string | number>,
  at: { tab: string; row: number; column: string },
): ArbitreError {
  if (isDate(v)) return new ArbitreError("event.dateNotNumber", { value }, at);
  return new ArbitreError(key, { value, ...params }, at);
}

export function columnLabel(index: number, headers: string[]): string {
  return `${columnLetter(index + 1)} (${headers[index] ?? ""})`;
}

export function hasFormula(formulas: Grid | null, r: number, c: number): boolean {
  if (!formulas) return false;
  const f = formulas[r]?.[c];
  return typeof f === "string" && f.trim().startsWith("=");
}

/** Checks row 1 of a tab against the expected headers. */
export function checkHeaders(tab: string, values: Grid, expected: string[], shown?: Shown): void {
  const row = values[0] ?? [];
  const show = shown ?? plainShown(values);
  for (let c = 0; c < expected.length; c++) {
    const found = quoted(row[c], () => show(0, c));
    if (foldWord(found) !== foldWord(expected[c]!)) {
      throw new ArbitreError(
        found === "" ? "event.headerMissing" : "event.headerRenamed",
        { expected: expected[c]!, found },
        { tab, row: 1, column: columnLetter(c + 1) },
      );
    }
  }
}

/**
 * A number as the sheet's formulas count it (ISNUMBER): a number typed, never text. « 3.5 » in a
 * French sheet, or « 3 » in a cell formatted as plain text, stays text there: the row's status and
 * STANDINGS do not count it, so neither does the server.
 */
export function sheetNumber(v: unknown): number | null {
  return typeof v === "number" && Number.isFinite(v) ? v : null;
}

export function number(v: unknown): number | null {
  if (typeof v === "number" && Number.isFinite(v)) return v;
  if (typeof v === "string" && /^\s*[+-]?\d+([.,]\d+)?\s*$/.test(v))
    return Number(v.trim().replace(",", "."));
  return null;
}
