/**
 * The open Swiss round's tables as the Rounds tab holds them, for Apply reports: the cells it
 * writes, their source, and whose each table is (the organiser's, or the reports'); and a write of
 * Apply reports stopped half-way by a service failure, recorded before its first write
 * (`form.applying`) so that its rows read as before when it is pressed again.
 */
import { ArbitreError } from "../../../../engine/core/errors";
import { t } from "../../../../i18n/index";
import { withoutEmails } from "../../../forms/index";
import { saveEvent } from "../../../gateway/index";
import type { StoredEvent } from "../config";
import type { Ctx } from "../context";
import { type GameRow, gamesOfRound, type Snapshot } from "../read/index";
import type { RoundsLayout } from "../schema";
import { saysWritten, text, writtenColumns, writtenText } from "./report-cells";

/** What Apply reports writes in a row. */
export interface Change {
  /** 0-based index in the grid. */
  r: number;
  cells: string[];
  source: string;
}

/** A table of the open round as the Rounds tab holds it. */
export interface SeenTable {
  g: GameRow;
  /** 0-based index in the grid. */
  r: number;
  /** The input cells Arbitre writes, as text. */
  cells: string[];
  source: string;
  /** The organiser's: decided, or input cells other than what the source says Arbitre wrote. */
  organiser: boolean;
  /** Its decision is filled. */
  decided: boolean;
  /** A written cell holds a formula. */
  typedFormula: boolean;
  /** A row stopped half-way, read as before (`asBefore`): what its cells and source hold now. */
  actual?: { cells: string[]; source: string };
}

/** The open round's tables (byes aside; none when no round is open) and who each one is to. */
export function openTables(
  ev: StoredEvent,
  snap: Snapshot,
  layout: RoundsLayout,
  src: number,
  open: boolean,
): SeenTable[] {
  const grid = snap.roundsGrid!;
  const cols = writtenColumns(layout);
  const games = open ? gamesOfRound(snap.swiss, ev.swiss.length).filter((g) => g.b !== "") : [];
  return games.map((g) => {
    const r = g.row - 1;
    const row = grid.values[r] ?? [];
    const cells = cols.map((c) => text(row[c]));
    const source = text(row[src]);
    const typedFormula = cols.some((c) => text(grid.formulas?.[r]?.[c]).startsWith("="));
    const ours = !typedFormula && saysOurs(ev, layout, cells, source);
    const decided = text(row[layout.decision]) !== "";
    return { g, r, cells, source, organiser: decided || !ours, decided, typedFormula };
  });
}

/** Whether a table's written cells are the reports' as its source says (the old wording too). */
function saysOurs(ev: StoredEvent, layout: RoundsLayout, cells: string[], source: string): boolean {
  const written = writtenText(layout, ev.lang, cells);
  // a source written before army points not given were said so (« PA –30 ») reads the same
  const old = writtenText(layout, ev.lang, cells, true);
  return written === "" || saysWritten(ev.lang, source, written) || saysWritten(ev.lang, source, old);
}

/**
 * Saves the rows about to be written (`form.applying`) before the first write; too many to fit in
 * the config (hundreds of tables at once), saved without them: a row stopped half-way may then read
 * as the organiser's.
 */
export function remember(
  ctx: Ctx,
  ev: StoredEvent,
  round: number,
  seen: SeenTable[],
  changes: Change[],
): void {
  const form = ev.form!;
  form.applying = {
    round,
    rows: changes.map((c) => {
      const s = seen.find((x) => x.r === c.r)!;
      return {
        r: c.r,
        a: c.cells,
        ...(s.cells.every((v) => v === "") ? {} : { b: s.cells }),
        ...(s.source === "" ? {} : { s: s.source }),
      };
    }),
  };
  try {
    ctx.fits(ev);
  } catch (e) {
    if (!(e instanceof ArbitreError) || e.code !== "storeFull") throw e;
    delete form.applying;
    ctx.fits(ev);
    return;
  }
  saveEvent(ev);
  delete form.applying;
}

/**
 * A table whose row Apply reports was writing when it stopped (`form.applying`): each written cell
 * holds what was there before or what was being written, its source what was there before or a
 * form source; it reads as before (the organiser's only when decided), so that pressing again ends
 * as a clean press.
 */
export function asBefore(ev: StoredEvent, layout: RoundsLayout, s: SeenTable): SeenTable {
  const record = ev.form?.applying;
  const row = record?.round === ev.swiss.length ? record.rows.find((x) => x.r === s.r) : undefined;
  if (!row || s.typedFormula) return s;
  const cells = row.b ?? row.a.map(() => "");
  const source = row.s ?? "";
  const form = withoutEmails(ev.lang, s.source).startsWith(t(ev.lang, "form.source", { written: "" }));
  if (s.cells.some((v, i) => v !== cells[i] && v !== row.a[i]) || (s.source !== source && !form)) return s;
  const actual = { cells: s.cells, source: s.source };
  return { ...s, cells, source, organiser: s.decided || !saysOurs(ev, layout, cells, source), actual };
}
