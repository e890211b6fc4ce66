/** A1-notation helpers shared by the stand-in (1-based rows and columns, like Apps Script). */

export interface GridRect {
  row: number;
  column: number;
  numRows: number;
  numColumns: number;
}

export function columnToLetters(column: number): string {
  let n = column;
  let out = "";
  while (n > 0) {
    const rem = (n - 1) % 26;
    out = String.fromCharCode(65 + rem) + out;
    n = Math.floor((n - 1) / 26);
  }
  return out;
}

export function lettersToColumn(letters: string): number {
  let n = 0;
  for (const ch of letters.toUpperCase()) n = n * 26 + (ch.charCodeAt(0) - 64);
  return n;
}

export function cellA1(row: number, column: number): string {
  return `${columnToLetters(column)}${row}`;
}

export function rectA1(rect: GridRect): string {
  const start = cellA1(rect.row, rect.column);
  if (rect.numRows === 1 && rect.numColumns === 1) return start;
  return `${start}:${cellA1(rect.row + rect.numRows - 1, rect.column + rect.numColumns - 1)}`;
}

/** Quotes a sheet name for use in a formula or an A1 reference when Sheets would. */
export function quoteSheetName(name: string): string {
  return /^[\p{L}_][\p{L}\p{N}_.]*$/u.test(name) && !/^[A-Za-z]{1,3}\d+$/.test(name)
    ? name
    : `'${name.replace(/'/g, "''")}'`;
}

export interface ParsedA1 {
  sheetName?: string;
  rect: GridRect;
}

const PART = /^\$?([A-Za-z]{0,3})\$?(\d*)$/;

/**
 * Parses "A1", "B2:D10", "A:C", "2:5", "A2:C" (open-ended), optionally prefixed with `Sheet!` or `'My sheet'!`.
 * `maxRows`/`maxColumns` close open-ended references, as Sheets does against the sheet's size.
 */
export function parseA1(input: string, maxRows: number, maxColumns: number): ParsedA1 {
  let ref = input.trim();
  let sheetName: string | undefined;
  const bang = ref.lastIndexOf("!");
  if (bang >= 0) {
    let s = ref.slice(0, bang);
    if (s.startsWith("'") && s.endsWith("'")) s = s.slice(1, -1).replace(/''/g, "'");
    sheetName = s;
    ref = ref.slice(bang + 1);
  }
  const [a, b] = ref.split(":");
  const pa = PART.exec(a ?? "");
  const pb = b === undefined ? pa : PART.exec(b);
  if (
    !pa ||
    !pb ||
    (pa[1] === "" && pa[2] === "") ||
    (pb[1] === "" && pb[2] === "") ||
    ref.split(":").length > 2
  ) {
    throw new Error(`Range not found`);
  }
  const c1 = pa[1] ? lettersToColumn(pa[1]) : 1;
  const r1 = pa[2] ? Number(pa[2]) : 1;
  const c2 = pb[1] ? lettersToColumn(pb[1]) : maxColumns;
  const r2 = pb[2] ? Number(pb[2]) : maxRows;
  if (b === undefined && (!pa[1] || !pa[2])) throw new Error(`Range not found`);
  if (r1 < 1 || c1 < 1 || r2 < 1 || c2 < 1) throw new Error(`Range not found`);
  const row = Math.min(r1, r2);
  const column = Math.min(c1, c2);
  return {
    sheetName,
    rect: { row, column, numRows: Math.abs(r2 - r1) + 1, numColumns: Math.abs(c2 - c1) + 1 },
  };
}
