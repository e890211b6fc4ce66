/**
 * Every cell of the visible tabs' data ranges (down to the last row and across to the last column
 * with content, as getDataRange) as Sheets would give it back: where it is, the type of its value
 * (number, text, date, boolean), the value, its formula and its number format, one line a cell.
 * Compared before an action and after its Undo: Undo must put back exactly what was there.
 * Uncounted (the stand-in's model and its uncounted getValues).
 */
import type { LoadedBundle } from "../../tools/standin/index";

const DEFAULT_FORMAT = "0.###############";

function column(c: number): string {
  let s = "";
  for (let n = c; n > 0; n = Math.floor((n - 1) / 26)) s = String.fromCharCode(65 + ((n - 1) % 26)) + s;
  return s;
}

function typed(v: unknown): string {
  if (v instanceof Date) return `date ${v.toISOString()}`;
  if (v === "" || v === null || v === undefined) return "empty";
  return `${typeof v} ${JSON.stringify(v)}`;
}

/** The cells of these tabs (default: every tab but the hidden ones), by tab: "A1 number 1 · 0.00". */
export function cellTypes(b: LoadedBundle, only?: string[]): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const sheet of b.standin.book.sheets) {
    if (only ? !only.includes(sheet.name) : sheet.hidden) continue;
    const lines: string[] = [];
    const rows = sheet.lastRow();
    const cols = sheet.lastColumn();
    if (rows > 0 && cols > 0) {
      const name = `'${sheet.name.replace(/'/g, "''")}'`;
      const values = b.standin.values(`${name}!A1:${column(cols)}${rows}`);
      for (let r = 0; r < rows; r++)
        for (let c = 0; c < cols; c++) {
          const cell = sheet.rows[r]?.[c];
          const v = values[r]?.[c];
          const format = cell?.format ?? DEFAULT_FORMAT;
          const formula = cell?.formula ?? "";
          if (typed(v) === "empty" && formula === "" && format === DEFAULT_FORMAT) continue;
          lines.push(`${column(c + 1)}${r + 1} ${typed(v)}${formula ? ` ${formula}` : ""} · ${format}`);
        }
    }
    out[sheet.name] = lines;
  }
  return out;
}

/**
 * What an organiser may type beside an action's block in a tab it rewrites (row 2, two columns
 * after the tab's last one): a date and time, text that reads as a number, a decimal, a
 * percentage. The action blanks them; its Undo must put them back as they were.
 */
export function typeBeside(b: LoadedBundle, tab: string): void {
  const sheet = b.standin.book.sheetByName(tab);
  if (!sheet) throw new Error(`no tab ${tab}`);
  const at = column(sheet.lastColumn() + 2);
  b.standin.write(`'${tab.replace(/'/g, "''")}'!${at}2`, [
    ["2026-03-14 14:30", "'1984", 1.5, "12,5 %", true],
  ]);
}
