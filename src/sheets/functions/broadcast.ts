/**
 * Broadcasting shared by every scalar custom function: each argument may be a value or a range;
 * ranges are processed element-wise, a value (or a one-cell range) is repeated, and ranges of
 * different shapes are an error. With no range the result is one value; otherwise a 2-D array of
 * the ranges' shape. Errors raised for one element are located at its row (and column) in the range.
 */
import { ArbitreError } from "../../engine/core/errors";
import { asGrid, gridShape } from "./cells";

export type Plain = number | string;

export function broadcast(args: readonly unknown[], f: (values: unknown[]) => Plain): Plain | Plain[][] {
  let shape: [number, number] | null = null;
  const grids: (unknown[][] | null)[] = [];
  for (const a of args) {
    if (!Array.isArray(a)) {
      grids.push(null);
      continue;
    }
    const g = asGrid(a);
    const s = gridShape(g);
    if (s[0] === 1 && s[1] === 1) {
      grids.push(null);
      continue;
    }
    if (shape === null) shape = s;
    else if (shape[0] !== s[0] || shape[1] !== s[1]) {
      throw new ArbitreError("fn.shapes", { a: `${shape[0]} × ${shape[1]}`, b: `${s[0]} × ${s[1]}` });
    }
    grids.push(g);
  }
  const scalars = args.map((a, i) =>
    grids[i] === null ? (Array.isArray(a) ? asGrid(a)[0]?.[0] : a) : undefined,
  );
  if (shape === null) return f(scalars);
  const [rows, cols] = shape;
  const out: Plain[][] = new Array(rows);
  const values = scalars.slice();
  for (let r = 0; r < rows; r++) {
    const line: Plain[] = new Array(cols);
    for (let c = 0; c < cols; c++) {
      for (let i = 0; i < args.length; i++) {
        const g = grids[i];
        if (g) values[i] = g[r]![c];
      }
      try {
        line[c] = f(values);
      } catch (e) {
        if (e instanceof ArbitreError) {
          throw e.locate(cols > 1 ? { row: r + 1, column: String(c + 1) } : { row: r + 1 });
        }
        throw e;
      }
    }
    out[r] = line;
  }
  return out;
}
