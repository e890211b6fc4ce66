/**
 * Reads the Swiss Public tab as a phone shows it: the event's four lines on top (name, state,
 * round end, date), then blocks one under the other, each a blank line, its title, its header and
 * its rows, in three columns. A standings entrant's tie-breaks are on the lines under it.
 */

export interface PublicBlock {
  title: string;
  head: unknown[];
  rows: unknown[][];
}

const blank = (row: unknown[] | undefined) => !row || row.every((v) => v === "");

/** The blocks under the event's four lines, by title. */
export function publicBlocks(grid: unknown[][]): Map<string, PublicBlock> {
  const out = new Map<string, PublicBlock>();
  let r = 4;
  while (r < grid.length) {
    if (blank(grid[r])) {
      r++;
      continue;
    }
    const title = String(grid[r]![0]);
    const head = grid[r + 1]!.slice(0, 3);
    const rows: unknown[][] = [];
    r += 2;
    while (r < grid.length && !blank(grid[r])) rows.push(grid[r++]!.slice(0, 3));
    out.set(title, { title, head, rows });
  }
  return out;
}

/** A standings block's entrants: rank, name, club and the tie-break lines under them joined by " · ". */
export function entrants(
  block: PublicBlock,
): { rank: unknown; name: unknown; club: unknown; tieBreaks: string }[] {
  const out: { rank: unknown; name: unknown; club: unknown; tieBreaks: string }[] = [];
  for (const row of block.rows) {
    if (row[0] === "" && out.length > 0) {
      const last = out[out.length - 1]!;
      last.tieBreaks = last.tieBreaks === "" ? String(row[1]) : `${last.tieBreaks} · ${row[1]}`;
    } else out.push({ rank: row[0], name: row[1], club: row[2], tieBreaks: "" });
  }
  return out;
}
