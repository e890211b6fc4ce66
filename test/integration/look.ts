/**
 * How the visible tabs look, cell by cell, as Sheets gives it back (getBackgrounds, getFontWeights):
 * every cell whose background is not white or whose text is bold, one line a cell. Compared before an
 * action and after its Undo: Undo must put back the grey headers and the bold rows as they were.
 * Uncounted (the stand-in's model).
 */
import type { LoadedBundle } from "../../tools/standin/index";

export function lookOf(b: LoadedBundle): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const sheet of b.standin.book.sheets) {
    if (sheet.hidden) continue;
    const lines: string[] = [];
    sheet.rows.forEach((row, r) => {
      row?.forEach((cell, c) => {
        const background = (cell?.background ?? "#ffffff").toLowerCase();
        const weight = cell?.fontWeight ?? "normal";
        if (background !== "#ffffff" || weight !== "normal")
          lines.push(`R${r + 1}C${c + 1} ${background} ${weight}`);
      });
    });
    out[sheet.name] = lines;
  }
  return out;
}
