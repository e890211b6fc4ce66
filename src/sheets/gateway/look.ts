/** How a written tab looks: columns fitted to their texts, bold and frozen headers (every kind). */
import type { Sheet } from "./workbook";

export { dayText, monthText, writtenDay } from "../../i18n/index";

/**
 * A column's width in pixels fitted to its longest text (Sheets' default font, about 7.5 px a
 * character, and the cell's padding), between `min` and `max`.
 */
export function fitWidth(texts: unknown[], min: number, max = 420): number {
  const longest = Math.max(0, ...texts.map((v) => String(v ?? "").replace(/^'/, "").length));
  return Math.max(min, Math.min(max, Math.ceil(longest * 7.5 + 16)));
}

/** A written tab's look: its title and header rows bold, the rows down to the header frozen. */
export function headLook(sheet: Sheet, bold: number[], frozen: number, width: number): void {
  const last = columnLetter(Math.max(1, width));
  sheet.getRangeList(bold.map((r) => `A${r}:${last}${r}`)).setFontWeight("bold");
  sheet.setFrozenRows(frozen);
}

/** A column's A1 letters, from its 1-based number: 1 → A, 26 → Z, 27 → AA, 703 → AAA. The only one: every kind uses it. */
export function columnLetter(n: number): string {
  let s = "";
  for (let x = n; x > 0; x = Math.floor((x - 1) / 26)) s = String.fromCharCode(65 + ((x - 1) % 26)) + s;
  return s;
}
