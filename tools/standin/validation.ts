/**
 * Data validation as Sheets applies it when a person types into a cell (Standin.type): the cell's rule,
 * when it rejects invalid input (setAllowInvalid(false)), refuses what it does not accept and the cell keeps
 * its content. Apps Script writes (setValue, setValues) and Standin.write are not checked, as in Sheets.
 *
 * Rules evaluated: a value in a list (case and surrounding spaces ignored, as the playground's dropdowns), a
 * value in a range, a number between two bounds or at least a bound, a checkbox, and a custom formula
 * (requireFormulaSatisfied), which must evaluate to TRUE with the typed value in the cell. Other criteria
 * accept anything. A blank (clearing the cell) is always accepted.
 *
 * Custom formulas, as in Sheets, are written for the top-left cell of the range the rule was set on, and
 * their relative references move with each cell of the range: the stand-in keeps them as offsets
 * (`anchorFormula`, at setDataValidation), so that rows inserted or deleted above keep each cell's rule
 * pointing at its own row. To evaluate one with HyperFormula (`customFormula`): references are made absolute
 * for the cell checked; INDIRECT of a constant text (HyperFormula has no INDIRECT) becomes the reference that
 * text names, an open-ended "A2:A" closed at the sheet's last row as Sheets does; and the whole is evaluated
 * as an ARRAYFORMULA, since Sheets evaluates SUMPRODUCT's argument as an array where HyperFormula (array
 * arithmetic off, as a cell formula in Sheets) needs ARRAYFORMULA for that — true of the formulas Arbitre
 * writes, whose ranges meet only inside SUMPRODUCT.
 */
import { columnToLetters, lettersToColumn, parseA1, quoteSheetName, rectA1 } from "./a1";
import type { StandinContext } from "./context";
import type { DataValidationSpec, SheetModel } from "./model";
import { dateToSerial, isDateFormat, type Scalar } from "./values";

/** A custom formula with its references as offsets from the cell checked (absolute parts kept as such). */
export interface AnchoredFormula {
  /** The formula's text around the references: text.length === refs.length + 1. */
  text: string[];
  refs: { col: number; colAbs: boolean; row: number; rowAbs: boolean }[];
}

/** A cell reference outside a string: not part of a longer name (LOG10(…), Arbitre1_Players). */
const CELL_REF = /(?<![A-Za-z0-9_.])(\$?)([A-Z]{1,3})(\$?)(\d+)(?![A-Za-z0-9_(])/g;

/** Splits a formula into its string literals (odd indexes) and the rest (even indexes). */
function splitStrings(formula: string): string[] {
  return formula.split('"');
}

/** The formula of a custom rule set on a range whose top-left cell is (row, col), as offsets. */
export function anchorFormula(formula: string, row: number, col: number): AnchoredFormula {
  const text: string[] = [];
  const refs: AnchoredFormula["refs"] = [];
  let pending = "";
  splitStrings(formula).forEach((part, i) => {
    if (i > 0) pending += '"';
    if (i % 2 === 1) {
      pending += part;
      return;
    }
    let last = 0;
    for (const m of part.matchAll(CELL_REF)) {
      const [, d1, letters, d2, digits] = m as unknown as [string, string, string, string, string];
      pending += part.slice(last, m.index);
      text.push(pending);
      pending = "";
      const c = lettersToColumn(letters);
      const r = Number(digits);
      refs.push({
        col: d1 === "$" ? c : c - col,
        colAbs: d1 === "$",
        row: d2 === "$" ? r : r - row,
        rowAbs: d2 === "$",
      });
      last = m.index + m[0].length;
    }
    pending += part.slice(last);
  });
  text.push(pending);
  return { text, refs };
}

/** The formula as it applies to the cell (row, col), every reference absolute. */
export function formulaAt(f: AnchoredFormula, row: number, col: number): string {
  let out = f.text[0]!;
  f.refs.forEach((ref, i) => {
    const c = ref.colAbs ? ref.col : ref.col + col;
    const r = ref.rowAbs ? ref.row : ref.row + row;
    out += c < 1 || r < 1 ? "#REF!" : `$${columnToLetters(c)}$${r}`;
    out += f.text[i + 1]!;
  });
  return out;
}

/** INDIRECT("…") of a constant text → the reference it names, open-ended ranges closed (HyperFormula has no INDIRECT). */
function resolveIndirect(ctx: StandinContext, formula: string): string {
  return formula.replace(/INDIRECT\(\s*"((?:[^"]|"")*)"\s*\)/gi, (whole, literal: string) => {
    const text = literal.replace(/""/g, '"');
    try {
      const bang = text.lastIndexOf("!");
      const sheetName =
        bang < 0
          ? undefined
          : text
              .slice(0, bang)
              .replace(/^'(.*)'$/, "$1")
              .replace(/''/g, "'");
      const sheet = sheetName === undefined ? undefined : ctx.book.sheetByName(sheetName);
      if (sheetName !== undefined && !sheet) return "#REF!";
      const size = sheet ?? ctx.book.sheets[0]!;
      const { rect } = parseA1(text, size.maxRows, size.maxColumns);
      const abs = rectA1(rect).replace(/([A-Z]+)(\d+)/g, "$$$1$$$2");
      return sheet ? `${quoteSheetName(sheet.name)}!${abs}` : abs;
    } catch {
      return whole;
    }
  });
}

/** The value of a custom formula for the cell (row, col) of `sheet`, as typed now. */
export function customFormula(
  ctx: StandinContext,
  sheet: SheetModel,
  row: number,
  col: number,
  spec: DataValidationSpec,
): unknown {
  const anchored = spec.anchored ?? anchorFormula(String(spec.args[0] ?? ""), row, col);
  let formula = resolveIndirect(ctx, formulaAt(anchored, row, col)).trim();
  if (formula.startsWith("=")) formula = formula.slice(1);
  return ctx.engine.calculate(sheet, `=ARRAYFORMULA(${formula})`);
}

function text(v: Scalar): string {
  return String(v).trim().toLowerCase();
}

/** Sheets' message for a refused input, when the rule has no help text. */
function describe(spec: DataValidationSpec): string {
  const a = spec.args;
  switch (spec.criteria) {
    case "VALUE_IN_LIST":
      return `Input must be an item on the specified list: ${(a[0] as unknown[]).join(", ")}`;
    case "NUMBER_BETWEEN":
      return `Input must be a number between ${a[0]} and ${a[1]}`;
    case "NUMBER_GREATER_THAN_OR_EQUAL_TO":
      return `Input must be a number greater than or equal to ${a[0]}`;
    case "CUSTOM_FORMULA":
      return `Input must satisfy the formula ${a[0]}`;
    case "DATE_IS_VALID_DATE":
      return "Input must be a valid date";
    default:
      return "Input violates the data validation rule";
  }
}

/** Why Sheets refuses an input (Standin.validate): the cell, its rule, and what Sheets shows. */
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
  if (!spec || spec.criteria !== "VALUE_IN_LIST") return undefined;
  return (spec.args[0] as unknown[]).map(String);
}

export type TypedCheck = { ok: true } | { ok: false; message: string };

/**
 * Whether the cell's rule accepts `value` typed into (row, col). For a custom formula the value must be in
 * the cell already (the formula reads it): `typed` writes it, the caller puts the old content back on a no.
 */
export function acceptsTyped(
  ctx: StandinContext,
  sheet: SheetModel,
  row: number,
  col: number,
  value: Scalar | Date | "",
): TypedCheck {
  const cell = sheet.cell(row, col);
  const spec = cell?.validation;
  if (!spec || spec.allowInvalid || value === "") return { ok: true };
  if (spec.criteria === "DATE_IS_VALID_DATE") {
    // a date typed is a number in a date format (a formula's date, a Date): Sheets takes either
    const date =
      (value instanceof Date && !Number.isNaN(value.getTime())) ||
      (typeof value === "number" && cell?.formula === undefined && isDateFormat(cell?.format));
    return date ? { ok: true } : { ok: false, message: spec.helpText ?? describe(spec) };
  }
  if (value instanceof Date) value = dateToSerial(value, ctx.book.timeZone);
  const a = spec.args;
  let ok = true;
  switch (spec.criteria) {
    case "VALUE_IN_LIST":
      ok = (a[0] as unknown[]).some((x) => text(String(x)) === text(value));
      break;
    case "VALUE_IN_RANGE": {
      const range = a[0] as { getValues(): unknown[][] };
      ok = ctx.runtime
        .silently(() => range.getValues())
        .some((r) => r.some((x) => text(String(x)) === text(value)));
      break;
    }
    case "NUMBER_BETWEEN":
      ok = typeof value === "number" && value >= Number(a[0]) && value <= Number(a[1]);
      break;
    case "NUMBER_GREATER_THAN_OR_EQUAL_TO":
      ok = typeof value === "number" && value >= Number(a[0]);
      break;
    case "CHECKBOX":
      ok = typeof value === "boolean";
      break;
    case "CUSTOM_FORMULA": {
      const result = customFormula(ctx, sheet, row, col, spec);
      ok = result === true || (typeof result === "number" && result !== 0);
      break;
    }
  }
  return ok ? { ok: true } : { ok: false, message: spec.helpText ?? describe(spec) };
}
