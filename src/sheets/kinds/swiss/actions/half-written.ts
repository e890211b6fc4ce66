/**
 * Apply reports stopped half-way (a quota, Apps Script's time limit) between a table's result cells
 * and its source cell leaves cells that their source does not describe yet: read as they stand, the
 * table would count as the organiser's (« Organisateur ») and later reports would no longer update
 * it. Such a table is the reports' again when nothing says otherwise: no decision, no formula, a
 * source that is blank or the form's (never « Organisateur »), and cells that are exactly what the
 * reports make of it now. The next press then writes its source, as one clean press would have.
 * An organiser who typed exactly what the reports say gets the same result either way.
 */
import type { ReportedTable, TableOutcome } from "../../../../engine/reports/swiss";
import { t } from "../../../../i18n/index";
import { withoutEmails } from "../../../forms/index";
import type { GameRow } from "../read/index";
import type { EventLang, RoundsLayout } from "../schema";
import { cellsFor } from "./report-cells";

/** What openTables knows of a table, as far as this check needs. */
export interface HalfWrittenCandidate {
  g: GameRow;
  cells: string[];
  source: string;
  organiser: boolean;
  /** Its decision is blank and no written cell holds a formula. */
  plain: boolean;
}

/** Whether a source cell is blank or says the form wrote the table (with or without addresses). */
function formsOrBlank(lang: EventLang, source: string): boolean {
  return source === "" || withoutEmails(lang, source).startsWith(t(lang, "form.source", { written: "" }));
}

/**
 * Gives back to the reports (organiser: false) the tables a stopped press left half-written.
 * `reconcile` is the reports' outcome for the tables as given.
 */
export function takeBackHalfWritten(
  lang: EventLang,
  layout: RoundsLayout,
  seen: HalfWrittenCandidate[],
  reconcile: (tables: ReportedTable[]) => { tables: TableOutcome[] },
  asReported: (s: HalfWrittenCandidate, organiser: boolean) => ReportedTable,
): void {
  const suspects = seen.filter(
    (s) => s.organiser && s.plain && s.cells.some((c) => c !== "") && formsOrBlank(lang, s.source),
  );
  if (suspects.length === 0) return;
  const outcome = reconcile(seen.map((s) => asReported(s, s.organiser && !suspects.includes(s))));
  for (const s of suspects) {
    const o = outcome.tables.find((x) => x.table === s.g.table);
    if (o && cellsFor(layout, lang, s.g, o).every((c, i) => c === s.cells[i])) s.organiser = false;
  }
}
