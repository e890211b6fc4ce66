import { t } from "../../../i18n/index";
import { ensureRows, type Row, type Sheet } from "../../gateway/index";
import type { StoredEvent } from "./config";
import { type InputRule, inputRules } from "./input-rules";
import type { GameRow } from "./read/index";
import { armyLeftRuleFormula, asText, playersLayout, type RoundsLayout, rowFormulas, WORDS } from "./schema";

/** One data validation rule set on one block of cells (1-based sheet row and column). */
export interface RuleBlock {
  row: number;
  column: number;
  numRows: number;
  numColumns: number;
  rule: GoogleAppsScript.Spreadsheet.DataValidation;
}

/**
 * The rows of a new round or stage: values and formulas, the rules of the input columns, and the
 * reason of each table (`why`) in the column after the layout when the tab has it (`withWhy`:
 * events created since).
 *
 * The rules are the same for every row of a block of tables (input-rules.ts `inputRules`): a few rules
 * set on whole columns of the block, so that a round of 4 or of 2,000 players takes the same
 * number of service calls. Bye rows get none (nothing is entered there); the bye is the last row,
 * so the tables are one block.
 */
export function newGameRows(
  ev: StoredEvent,
  layout: RoundsLayout,
  startRow: number,
  round: number,
  pairs: { a: string; b: string; why: string }[],
  allowDoubleLoss: boolean,
  withWhy: boolean,
): { values: Row[]; rules: RuleBlock[]; games: GameRow[] } {
  const w = WORDS[ev.lang];
  const values: Row[] = [];
  const games: GameRow[] = [];
  // blocks of consecutive table rows (one: the bye, if any, comes last)
  const blocks: { row: number; numRows: number }[] = [];
  let table = 0;
  pairs.forEach((p, i) => {
    const row = startRow + i;
    const bye = p.b === "";
    const v: Row = new Array(layout.width + (withWhy ? 1 : 0)).fill("");
    if (withWhy) v[layout.width] = asText(p.why);
    v[layout.round] = round;
    if (!bye) table++;
    v[layout.table] = bye ? "" : table;
    v[layout.a] = asText(p.a);
    v[layout.b] = bye ? w.bye : asText(p.b);
    const f = bye ? ['=""', '=""', `="${w.status.bye}"`] : rowFormulas(layout, ev.lang, row, allowDoubleLoss);
    v[layout.resA] = f[0]!;
    v[layout.resB] = f[1]!;
    v[layout.status] = f[2]!;
    values.push(v);
    if (!bye) {
      const last = blocks[blocks.length - 1];
      if (last && last.row + last.numRows === row) last.numRows++;
      else blocks.push({ row, numRows: 1 });
    }
    games.push({
      row,
      round,
      table: bye ? 0 : table,
      a: p.a,
      b: p.b,
      status: bye ? "bye" : "pending",
      outcomeA: bye ? "win" : null,
      outcomeB: null,
      doubleLoss: false,
      armyA: null,
      armyB: null,
      hasInput: false,
      why: p.why,
    });
  });
  // army points left (scores layout): from 0 to the player's own list (Players tab), a formula
  // written for each block's first row
  const players = playersLayout(ev);
  const max = players.maxArmyPoints;
  const army = (row: number) =>
    layout.kind === "scores" && max !== null
      ? {
          formula: armyLeftRuleFormula(layout, players, ev.tabs.players, row, max),
          help: t(ev.lang, "event.help.armyLeft", { max }),
        }
      : undefined;
  const rules: RuleBlock[] = [];
  for (const block of blocks) {
    for (const r of inputRules(layout, ev.lang, block.row, allowDoubleLoss, army(block.row))) {
      rules.push({
        row: block.row,
        column: r.column + 1,
        numRows: block.numRows,
        numColumns: r.width,
        rule: build(r),
      });
    }
  }
  return { values, rules, games };
}

/** The DataValidation of an input rule: input that fails it is refused (setAllowInvalid(false)). */
function build(r: InputRule): GoogleAppsScript.Spreadsheet.DataValidation {
  const b = SpreadsheetApp.newDataValidation();
  switch (r.kind) {
    case "list":
      b.requireValueInList(r.items, true);
      break;
    case "players":
    case "formula":
      b.requireFormulaSatisfied(r.formula).setHelpText(r.help);
      break;
    case "between":
      b.requireNumberBetween(r.min, r.max);
      break;
    case "atLeast":
      b.requireNumberGreaterThanOrEqualTo(r.min);
      break;
  }
  return b.setAllowInvalid(false).build();
}

/**
 * Appends game rows to a Rounds-like tab: the round and table columns' number format, one
 * setValues, then one setDataValidation per rule block (3 or 4 for a round of any size).
 */
export function appendGames(sheet: Sheet, startRow: number, built: ReturnType<typeof newGameRows>): void {
  const n = built.values.length;
  if (n === 0) return;
  ensureRows(sheet, startRow + n - 1);
  // round and table (columns A and B of every layout) show as numbers even where a date format
  // was left on the cells (a date typed there once, then deleted: 1 would show as 31/12/1899)
  sheet.getRange(startRow, 1, n, 2).setNumberFormat("0");
  sheet.getRange(startRow, 1, n, built.values[0]!.length).setValues(built.values);
  for (const r of built.rules)
    sheet.getRange(r.row, r.column, r.numRows, r.numColumns).setDataValidation(r.rule);
}
