/**
 * The look the undo journal keeps with a tab's cells: each cell's background and font weight (the
 * grey headers, the bold title and header rows, the Masters' grey bands), read with the number
 * formats and put back with the values. A block's look is kept down to its last row that is not
 * white and normal (a History of 420,000 cells keeps its bold header row only), as the undo tab's own
 * cells' look (one call each for the backgrounds and the weights); a block all white and normal is
 * only marked so.
 */
import { pad } from "./workbook";

type Range = GoogleAppsScript.Spreadsheet.Range;
type Sheet = GoogleAppsScript.Spreadsheet.Sheet;
type FontWeight = GoogleAppsScript.Spreadsheet.FontWeight;

/**
 * A block's look, cell by cell, down to its last row with a background or a weight of its own: null
 * where a cell has Sheets' default (white, normal), and every row below white and normal.
 */
export interface Look {
  backgrounds: (string | null)[][];
  weights: (FontWeight | null)[][];
}

/** A background as read, null for the default white. */
function background(v: unknown): string | null {
  if (typeof v !== "string" || v === "") return null;
  const c = v.toLowerCase();
  return c === "#ffffff" || c === "white" ? null : c;
}

/** A font weight as read, null for the default normal. */
function weight(v: unknown): FontWeight | null {
  return v === "bold" ? "bold" : null;
}

/**
 * A look from backgrounds and weights as read (same size): null when every cell has the default
 * look, else the rows down to the last one that has not.
 */
export function lookFrom(backgrounds: unknown[][], weights: unknown[][]): Look | null {
  let last = -1;
  for (let r = backgrounds.length - 1; r >= 0 && last < 0; r--) {
    const bg = backgrounds[r];
    const fw = weights[r];
    const width = Math.max(bg?.length ?? 0, fw?.length ?? 0);
    for (let c = 0; c < width; c++)
      if (background(bg?.[c]) !== null || weight(fw?.[c]) !== null) {
        last = r;
        break;
      }
  }
  if (last < 0) return null;
  const out: Look = { backgrounds: new Array(last + 1), weights: new Array(last + 1) };
  for (let r = 0; r <= last; r++) {
    out.backgrounds[r] = (backgrounds[r] ?? []).map(background);
    out.weights[r] = (weights[r] ?? []).map(weight);
  }
  return out;
}

/** A range's look (getBackgrounds and getFontWeights: two calls). */
export function readLook(range: Range): Look | null {
  return lookFrom(range.getBackgrounds() as unknown[][], range.getFontWeights() as unknown[][]);
}

/** A block's look cut out of grids read (`rows` × `cols` from column `col`, 0-based). */
export function lookAt(grids: Look, rows: number, cols: number, col: number): Look {
  const cut = <T>(g: (T | null)[][]): (T | null)[][] => {
    const out = new Array<(T | null)[]>(rows);
    for (let r = 0; r < rows; r++) {
      const src = g[r];
      const line = new Array<T | null>(cols);
      for (let c = 0; c < cols; c++) line[c] = src?.[col + c] ?? null;
      out[r] = line;
    }
    return out;
  };
  return { backgrounds: cut(grids.backgrounds), weights: cut(grids.weights) };
}

/**
 * Writes a look over a tab's top-left block (from column `col`, 0-based), `h` rows × `w` columns:
 * the rows the look has as kept (one call each for the backgrounds and the weights), the rows below
 * (every row of a block all default: `look` null) back to white and normal (one call each).
 */
export function writeLook(sheet: Sheet, look: Look | null, h: number, w: number, col = 0): void {
  const kept = look === null ? 0 : Math.min(look.backgrounds.length, h);
  if (look !== null && kept > 0) {
    const range = sheet.getRange(1, col + 1, kept, w);
    range.setBackgrounds(pad<string | null>(look.backgrounds.slice(0, kept), kept, w, null));
    range.setFontWeights(pad<FontWeight | null>(look.weights.slice(0, kept), kept, w, null));
  }
  if (h > kept) {
    const rest = sheet.getRange(kept + 1, col + 1, h - kept, w);
    rest.setBackground(null);
    rest.setFontWeight(null);
  }
}
