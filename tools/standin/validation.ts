/**
 * Data validation as Sheets applies it to what a person types into a cell (scripts writing with
 * setValue/setValues are never checked, as in Sheets): list rules, number rules and custom-formula
 * rules. A rule built with setAllowInvalid(false) refuses input that fails it; any other rule
 * accepts it (Sheets then only marks the cell). Clearing a cell is always accepted.
 *
 * A custom-formula rule is written for the top-left cell of the range it was set on (its anchor,
 * kept in the spec), as when a rule is applied to a range in the Sheets UI: for another cell of
 * the range its relative references are shifted by that cell's offset from the anchor, and the
 * formula is evaluated with the typed value already in the cell. Limits: references are shifted,
 * not re-anchored when rows or columns are later inserted or deleted (references to the cell's
 * own row, the usual case, are unaffected); functions must be ones HyperFormula knows.
 */
import { lettersToColumn } from "./a1";
import type { DataValidationSpec } from "./model";

/** Why typed input was refused, as Sheets would say it in its "invalid input" box. */
export interface ValidationRefusal {
  /** The cell, "H5". */
  cell: string;
  /** DataValidationCriteria name: "VALUE_IN_LIST", "CUSTOM_FORMULA", "NUMBER_BETWEEN"… */
  criteria: string;
  /** The rule's help text (setHelpText), or null: Sheets shows it instead of its own sentence. */
  helpText: string | null;
  /** A list rule's choices. */
  choices?: string[];
}

/** The choices of a "value in list" rule, else undefined. */
export function listChoices(spec: DataValidationSpec | undefined): string[] | undefined {
  if (spec?.criteria !== "VALUE_IN_LIST" || !Array.isArray(spec.args[0])) return undefined;
  return (spec.args[0] as unknown[]).map(String);
}

const REF = /(\$?)([A-Za-z]{1,3})(\$?)([0-9]+)/y;

/**
 * Shifts the relative A1 cell references of a formula by `rows` and `columns` (`$` parts stay),
 * leaving string literals, function names ("LOG10(") and sheet names alone.
 */
export function shiftFormula(formula: string, rows: number, columns: number): string {
  if (rows === 0 && columns === 0) return formula;
  let out = "";
  let i = 0;
  while (i < formula.length) {
    const ch = formula[i]!;
    if (ch === '"') {
      // a string literal, "" inside it being one quote
      let j = i + 1;
      while (j < formula.length) {
        if (formula[j] === '"') {
          if (formula[j + 1] === '"') j += 2;
          else break;
        } else j++;
      }
      out += formula.slice(i, j + 1);
      i = j + 1;
      continue;
    }
    if (ch === "'") {
      // a quoted sheet name, '' inside it being one quote
      let j = i + 1;
      while (j < formula.length) {
        if (formula[j] === "'") {
          if (formula[j + 1] === "'") j += 2;
          else break;
        } else j++;
      }
      out += formula.slice(i, j + 1);
      i = j + 1;
      continue;
    }
    const before = i > 0 ? formula[i - 1]! : "";
    REF.lastIndex = i;
    const m = /[A-Za-z0-9_.]/.test(before) ? null : REF.exec(formula);
    const after = m ? (formula[i + m[0].length] ?? "") : "";
    if (m && !/[A-Za-z0-9_.(!]/.test(after)) {
      const [, colAbs, letters, rowAbs, digits] = m as unknown as [string, string, string, string, string];
      const column = colAbs ? lettersToColumn(letters) : lettersToColumn(letters) + columns;
      const row = rowAbs ? Number(digits) : Number(digits) + rows;
      if (column < 1 || row < 1) return "=#REF!";
      out += `${colAbs}${columnLetters(column)}${rowAbs}${row}`;
      i += m[0].length;
      continue;
    }
    // a word (function or name): copied whole so that its tail is not read as a reference
    const word = /^[A-Za-z_][A-Za-z0-9_.]*/.exec(formula.slice(i));
    if (word) {
      out += word[0];
      i += word[0].length;
      continue;
    }
    out += ch;
    i++;
  }
  return out;
}

function columnLetters(column: number): string {
  let n = column;
  let s = "";
  while (n > 0) {
    const m = (n - 1) % 26;
    s = String.fromCharCode(65 + m) + s;
    n = Math.floor((n - 1) / 26);
  }
  return s;
}

/** A custom formula's result counts as satisfied when it is TRUE (or a non-zero number). */
export function formulaSatisfied(result: unknown): boolean {
  return result === true || (typeof result === "number" && result !== 0);
}

/**
 * Whether `value` (the typed input, as Sheets parsed it) passes a rule that does not need the
 * sheet: list and number criteria. Undefined for criteria this function does not decide.
 */
export function valuePasses(spec: DataValidationSpec, input: string, value: unknown): boolean | undefined {
  switch (spec.criteria) {
    case "VALUE_IN_LIST": {
      const wanted = input.trim().toLowerCase();
      return (listChoices(spec) ?? []).some((c) => c.trim().toLowerCase() === wanted);
    }
    case "NUMBER_BETWEEN":
      return typeof value === "number" && value >= Number(spec.args[0]) && value <= Number(spec.args[1]);
    case "NUMBER_GREATER_THAN_OR_EQUAL_TO":
      return typeof value === "number" && value >= Number(spec.args[0]);
    case "CHECKBOX":
      return typeof value === "boolean";
    default:
      return undefined;
  }
}
