import { t } from "../../../i18n/index";
import { ensureRows, type Row, type Sheet } from "../../gateway/workbook";
import type { StoredEvent } from "./config";
import type { GameRow } from "./model";
import { armyLeftRuleFormula, asText, playersLayout, type RoundsLayout, rowFormulas, WORDS } from "./schema";

/**
 * The rows of a new round or stage: values and formulas, dropdowns, and the reason of each table
 * (`why`) in the column after the layout when the tab has it (`withWhy`: events created since).
 */
export function newGameRows(
  ev: StoredEvent,
  layout: RoundsLayout,
  startRow: number,
  round: number,
  pairs: { a: string; b: string; why: string }[],
  allowDoubleLoss: boolean,
  withWhy: boolean,
): {
  values: Row[];
  rules: (GoogleAppsScript.Spreadsheet.DataValidation | null)[][];
  games: GameRow[];
  firstRuleCol: number;
  /** The army-points-left columns' rule, set over the whole block of new rows (scores layout). */
  army: { col: number; rule: GoogleAppsScript.Spreadsheet.DataValidation } | null;
} {
  const w = WORDS[ev.lang];
  const values: Row[] = [];
  const rules: (GoogleAppsScript.Spreadsheet.DataValidation | null)[][] = [];
  const games: GameRow[] = [];
  const firstRuleCol = layout.kind === "winner" ? layout.declared : layout.armyA;
  const lastRuleCol = layout.kind === "winner" ? layout.decision : layout.decision;
  const list = (items: string[]) =>
    SpreadsheetApp.newDataValidation().requireValueInList(items, true).setAllowInvalid(false).build();
  const confirmRule = layout.kind === "winner" ? list([w.yes, w.disputed]) : list([w.disputed]);
  // army points left (G:H): one rule for the whole block, from 0 to the player's list
  const players = playersLayout(ev);
  const army =
    layout.kind === "scores" && players.maxArmyPoints !== null
      ? {
          col: layout.armyA,
          rule: SpreadsheetApp.newDataValidation()
            .requireFormulaSatisfied(
              armyLeftRuleFormula(layout, players, ev.tabs.players, startRow, players.maxArmyPoints),
            )
            .setAllowInvalid(false)
            .setHelpText(t(ev.lang, "event.help.armyLeft", { max: players.maxArmyPoints }))
            .build(),
        }
      : null;
  const scoreRule =
    layout.kind === "scores"
      ? SpreadsheetApp.newDataValidation().requireNumberGreaterThanOrEqualTo(0).setAllowInvalid(false).build()
      : null;
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
    const r: (GoogleAppsScript.Spreadsheet.DataValidation | null)[] = [];
    for (let c = firstRuleCol; c <= lastRuleCol; c++) {
      let rule: GoogleAppsScript.Spreadsheet.DataValidation | null = null;
      if (!bye) {
        if (c === layout.declared) rule = list([p.a, p.b]);
        else if (c === layout.confirm) rule = confirmRule;
        else if (c === layout.decision) {
          const choices = [p.a, p.b];
          if (layout.kind === "scores" && allowDoubleLoss) choices.push(w.draw);
          if (allowDoubleLoss) choices.push(w.doubleLoss);
          rule = list(choices);
        } else if (c === layout.scoreA || c === layout.scoreB) rule = scoreRule;
      }
      r.push(rule);
    }
    rules.push(r);
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
  return { values, rules, games, firstRuleCol, army };
}

/**
 * Appends game rows to a Rounds-like tab: the round and table columns' number format, one setValues
 * and one setDataValidations, then the army columns' rule over the block (scores layout).
 */
export function appendGames(sheet: Sheet, startRow: number, built: ReturnType<typeof newGameRows>): void {
  const n = built.values.length;
  if (n === 0) return;
  ensureRows(sheet, startRow + n - 1);
  // round and table (columns A and B of every layout) show as numbers even where a date format
  // was left on the cells (a date typed there once, then deleted: 1 would show as 31/12/1899)
  sheet.getRange(startRow, 1, n, 2).setNumberFormat("0");
  sheet.getRange(startRow, 1, n, built.values[0]!.length).setValues(built.values);
  sheet.getRange(startRow, built.firstRuleCol + 1, n, built.rules[0]!.length).setDataValidations(built.rules);
  if (built.army) sheet.getRange(startRow, built.army.col + 1, n, 2).setDataValidation(built.army.rule);
}
