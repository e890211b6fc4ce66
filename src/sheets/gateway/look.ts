/** How a written tab looks: columns fitted to their texts, bold and frozen headers (every kind). */
import type { Lang } from "../../i18n/index";
import type { Sheet } from "./workbook";

/** A day as the organiser reads it: "16/03/2026" (fr) or "2026-03-16" (en). */
export function dayText(iso: string, lang: Lang): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (!m) return iso;
  return lang === "fr" ? `${m[3]}/${m[2]}/${m[1]}` : iso;
}

const MONTHS = {
  fr: [
    "janvier",
    "février",
    "mars",
    "avril",
    "mai",
    "juin",
    "juillet",
    "août",
    "septembre",
    "octobre",
    "novembre",
    "décembre",
  ],
  en: [
    "January",
    "February",
    "March",
    "April",
    "May",
    "June",
    "July",
    "August",
    "September",
    "October",
    "November",
    "December",
  ],
};

/** A month as the organiser reads it: "mars 2026" (fr) or "March 2026" (en), from "2026-03". */
export function monthText(yearMonth: string, lang: Lang): string {
  const m = /^(\d{4})-(\d{2})/.exec(yearMonth);
  if (!m) return yearMonth;
  return `${MONTHS[lang][Number(m[2]) - 1] ?? m[2]} ${m[1]}`;
}

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

/** 1 → A, 27 → AA. */
export function columnLetter(n: number): string {
  let s = "";
  for (let x = n; x > 0; x = Math.floor((x - 1) / 26)) s = String.fromCharCode(65 + ((x - 1) % 26)) + s;
  return s;
}
