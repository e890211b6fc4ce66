/**
 * The look the undo journal keeps with a tab's cells: each cell's background and font weight (the
 * grey headers, the bold title and header rows, the Masters' grey bands), read with the number
 * formats and put back with the values. A block kept is saved as the undo tab's own cells' look (one
 * call each for the backgrounds and the weights); a block all white and normal is only marked so.
 */
import { pad } from "./workbook";

type Range = GoogleAppsScript.Spreadsheet.Range;
type FontWeight = GoogleAppsScript.Spreadsheet.FontWeight;

/** A block's look, cell by cell: null where the cell has Sheets' default (white, normal). */
export interface Look {
  backgrounds: (string | null)[][];
  weights: (FontWeight | null)[][];
}

/** What Sheets reads back for a cell never given a background. */
const WHITE = "#ffffff";

/** A background as read, null for the default white. */
function background(v: unknown): string | null {
  if (typeof v !== "string" || v === "") return null;
  const c = v.toLowerCase();
  return c === WHITE || c === "white" ? null : c;
}

/** A font weight as read, null for the default normal. */
function weight(v: unknown): FontWeight | null {
  return v === "bold" ? "bold" : null;
}

/** A look from backgrounds and weights as read: null when every cell has the default look. */
export function lookFrom(backgrounds: unknown[][], weights: unknown[][]): Look | null {
  let plain = true;
  const bg = backgrounds.map((row) =>
    row.map((v) => {
      const c = background(v);
      if (c !== null) plain = false;
      return c;
    }),
  );
  const fw = weights.map((row) =>
    row.map((v) => {
      const w = weight(v);
      if (w !== null) plain = false;
      return w;
    }),
  );
  return plain ? null : { backgrounds: bg, weights: fw };
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
 * Writes a look over a range `h` × `w` (two calls): the block's cells as kept, the others (and every
 * cell of a block all default: `look` null) back to white and normal.
 */
export function writeLook(range: Range, look: Look | null, h: number, w: number): void {
  if (look === null) {
    range.setBackground(null);
    range.setFontWeight(null);
    return;
  }
  range.setBackgrounds(pad<string | null>(look.backgrounds, h, w, null));
  range.setFontWeights(pad<FontWeight | null>(look.weights, h, w, null));
}
