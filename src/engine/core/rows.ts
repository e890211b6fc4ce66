/** Rows as said in a message: "464–497" (the first and last), or "464" for one row. */
export function rowSpan(rows: readonly number[]): string {
  let lo = rows[0]!;
  let hi = lo;
  for (const r of rows) {
    if (r < lo) lo = r;
    if (r > hi) hi = r;
  }
  return lo === hi ? String(lo) : `${lo}–${hi}`;
}
