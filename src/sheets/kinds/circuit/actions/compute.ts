/**
 * Check and compute: the Tournaments and Results tabs read once each and checked as a whole (every
 * problem named with its tab, row and column; then nothing is computed or written); the circuit
 * replayed tournament day by tournament day (RULES §5); the Ranking tab (at the date asked, or the
 * year-end ranking of a year, or after the last tournament), the Seeds and the Ranking history
 * written, one write each. The results dropped from a player's total look different (greyed, a
 * conditional format over a hidden block of flags).
 */
import type { CircuitRequest } from "../../../../contract/index";
import { circuitRanking } from "../../../../engine/circuit/ranking";
import { ArbitreError } from "../../../../engine/core/errors";
import { t } from "../../../../i18n/index";
import { columnLetter, ensureColumns, type Row, type Sheet, sizeOf, today } from "../../../gateway/index";
import { requireEvent } from "../../kind";
import { validDate } from "../../settings";
import type { ShownRanking } from "../config";
import {
  type Ctx,
  type Done,
  fitsJournaled,
  journal,
  sheetsOf,
  writeRole,
  writeSeedsPresent,
} from "../context";
import { COMPUTED, canCompute } from "../guard";
import { readCircuit } from "../read";
import { fitWidth, headLook, RANKING, RANKING_TITLE_ROWS, TOURNAMENTS, WIDTHS } from "../schema";
import { CHANGE_FORMAT, historyRows, rankingRows, seedsPresentRows, seedsRows, shownLabel } from "../tabs";

/** What Check and compute rewrites: its tabs, and the Tournaments tab's column of seeds present. */
const ROLES = [...COMPUTED, "seedsPresent"] as const;

/** The ranking asked: the request's choice, else the one shown last, else the latest. */
function askedRanking(req: CircuitRequest, kept: ShownRanking | null): ShownRanking {
  if (req && (req.asOf !== undefined || req.final !== undefined || req.year !== undefined)) {
    const asOf = typeof req.asOf === "string" ? req.asOf.trim() : "";
    if (asOf !== "" && !validDate(asOf)) throw new ArbitreError("circuit.badDate", { value: asOf });
    const final = req.final === true;
    if (final && asOf === "" && !(typeof req.year === "number" && Number.isInteger(req.year)))
      throw new ArbitreError("circuit.finalYear", {});
    const out: ShownRanking = { asOf, final };
    if (final && asOf === "") out.year = req.year!;
    return out;
  }
  return kept ?? { asOf: "", final: false };
}

export function computeCircuit(ctx: Ctx, req: CircuitRequest): Done {
  const ev = requireEvent(ctx, req);
  const shown = askedRanking(req, ev.shown);
  const read = readCircuit(ctx.ss, ev, today(ctx.ss));
  const refused = canCompute(ev, read, ctx.lang);
  if (refused) throw refused;
  const circuit = read.circuit(true);
  const asOf = shown.asOf !== "" ? shown.asOf : shown.final && shown.year ? `${shown.year}-12-31` : null;
  const ranking = circuitRanking(circuit, { asOf, final: shown.final });
  const sheets = sheetsOf(ctx.ss, ev, [...ROLES]);
  // the column of seeds present exists (an organiser may have deleted columns) before anything is saved
  fitsJournaled(ctx, ev, "computeCircuit", [...ROLES]);
  ensureColumns(sheets.seedsPresent!, TOURNAMENTS.seeds + 1);
  const lang = ev.lang;
  const title = shownLabel(ranking, shown, lang);
  const { rows, flags, tournaments } = rankingRows(ranking, title, lang);
  // the flags sit after a blank column, hidden: "x" where a result is dropped
  const gap = RANKING.first + tournaments + 1;
  const grid = rows.map((r, i) => {
    const row = [...r];
    while (row.length < gap) row.push("");
    return [...row, ...(flags[i] ?? [])];
  });
  const tHeight = Math.max(1, read.raw(ev.tabs.tournaments).values.length);
  const present = seedsPresentRows(read.input.tournaments, circuit, tHeight, lang);
  const seeds = seedsRows(circuit, lang);
  const history = historyRows(circuit, lang);
  // the copy covers what the tabs are about to get: the Ranking's change column keeps its format
  // further down than a shorter ranking reaches
  journal(ctx, ev, read, "computeCircuit", [...ROLES], {
    ranking: sizeOf(grid),
    seeds: sizeOf(seeds),
    history: sizeOf(history),
  });
  writeSeedsPresent(ev, sheets.seedsPresent!, present);
  const prev = (role: (typeof COMPUTED)[number]) => sizeOf(read.raw(ev.tabs[role]).values);
  writeRole(ev, sheets.ranking!, "ranking", grid, prev("ranking"));
  greyDropped(sheets.ranking!, tournaments, rows.length, gap);
  rankingLook(sheets.ranking!, rows, tournaments);
  writeRole(ev, sheets.seeds!, "seeds", seeds, prev("seeds"));
  headLook(sheets.seeds!, [1], 1, seeds[0]!.length);
  sheets.seeds!.setColumnWidth(
    3,
    fitWidth(
      seeds.map((r) => r[2]),
      WIDTHS.seeds[2]!,
    ),
  );
  writeRole(ev, sheets.history!, "history", history, prev("history"));
  headLook(sheets.history!, [1], 1, history[0]!.length);
  sheets.history!.setColumnWidth(
    1,
    fitWidth(
      history.map((r) => r[0]),
      160,
    ),
  );
  ev.shown = shown;
  ev.computed = read.print;
  ev.lastDay = circuit.days[circuit.days.length - 1] ?? "";
  return {
    message: t(ctx.lang, "circuit.msg.computed", {
      tournaments: read.input.tournaments.length,
      results: read.input.results.length,
      players: ranking.rows.length,
      title,
      tab: ev.tabs.ranking,
    }),
    event: ev,
    read,
  };
}

/**
 * The Ranking tab's look: the title and the header bold, the rows down to the header frozen, the
 * player column as wide as the longest name, the tournament columns as wide as their longest header
 * ("NIM25 (08/06/2025)").
 */
function rankingLook(sheet: Sheet, rows: Row[], tournaments: number): void {
  const head = RANKING_TITLE_ROWS + 1;
  headLook(sheet, [1, head], head, RANKING.first + tournaments);
  sheet.setColumnWidth(
    RANKING.player + 1,
    fitWidth(
      rows.slice(head).map((r) => r[RANKING.player]),
      160,
    ),
  );
  if (rows.length > head)
    sheet.getRange(head + 1, RANKING.change + 1, rows.length - head, 1).setNumberFormat(CHANGE_FORMAT);
  const header = rows[head - 1] ?? [];
  if (tournaments > 0)
    sheet.setColumnWidths(RANKING.first + 1, tournaments, fitWidth(header.slice(RANKING.first), 90, 200));
}

/**
 * The dropped results in grey italics: one conditional-format rule over the tournament columns,
 * reading the hidden flag `gap` columns to the right of each cell (relative references).
 */
function greyDropped(sheet: Sheet, tournaments: number, rows: number, gap: number): void {
  const first = RANKING_TITLE_ROWS + 2; // the first player's row (1-based)
  sheet.showColumns(1, sheet.getMaxColumns());
  if (tournaments === 0 || rows < first) {
    sheet.setConditionalFormatRules([]);
    return;
  }
  const range = sheet.getRange(first, RANKING.first + 1, rows - first + 1, tournaments);
  const flagCol = RANKING.first + 1 + gap - RANKING.first;
  const rule = SpreadsheetApp.newConditionalFormatRule()
    .whenFormulaSatisfied(`=${columnLetter(flagCol)}${first}="x"`)
    .setFontColor("#9aa0a6")
    .setItalic(true)
    .setRanges([range])
    .build();
  sheet.setConditionalFormatRules([rule]);
  sheet.hideColumns(gap + 1, tournaments);
}
