/**
 * Spreadsheet, Sheet, Range and friends, typed against @types/google-apps-script: each class `implements` a
 * `Pick` of the real interface, so a signature that drifts from Apps Script fails `tsc`.
 */
import { type GridRect, parseA1, rectA1 } from "./a1";
import {
  chartOf,
  insertChart,
  newChartSpec,
  removeChart,
  StandinEmbeddedChart,
  StandinEmbeddedChartBuilder,
  updateChart,
} from "./charts";
import { asGas, type StandinContext } from "./context";
import { linkedFormUrl } from "./forms";
import { getImages, insertImage } from "./images";
import {
  type Cell,
  type ConditionalRuleSpec,
  type DataValidationSpec,
  type ProtectionSpec,
  SheetModel,
} from "./model";
import { classifyRangeMethod, classifySheetMethod, ScriptException } from "./runtime";
import { anchorFormula } from "./validation";
import {
  DEFAULT_NUMBER_FORMAT,
  displayValue,
  interpretInput,
  isDateFormat,
  localeInfo,
  type SheetValue,
  serialToDate,
} from "./values";

type GRange = GoogleAppsScript.Spreadsheet.Range;
type GSheet = GoogleAppsScript.Spreadsheet.Sheet;
type GRangeList = GoogleAppsScript.Spreadsheet.RangeList;
type GSpreadsheet = GoogleAppsScript.Spreadsheet.Spreadsheet;
type GNamedRange = GoogleAppsScript.Spreadsheet.NamedRange;
type GProtection = GoogleAppsScript.Spreadsheet.Protection;
type GDataValidation = GoogleAppsScript.Spreadsheet.DataValidation;
type GDataValidationBuilder = GoogleAppsScript.Spreadsheet.DataValidationBuilder;
type GConditionalFormatRule = GoogleAppsScript.Spreadsheet.ConditionalFormatRule;
type GConditionalFormatRuleBuilder = GoogleAppsScript.Spreadsheet.ConditionalFormatRuleBuilder;
type GProtectionType = GoogleAppsScript.Spreadsheet.ProtectionType;

export const ProtectionTypeEnum = { RANGE: "RANGE", SHEET: "SHEET" } as const;
export const DataValidationCriteriaEnum = {
  VALUE_IN_LIST: "VALUE_IN_LIST",
  VALUE_IN_RANGE: "VALUE_IN_RANGE",
  NUMBER_BETWEEN: "NUMBER_BETWEEN",
  NUMBER_GREATER_THAN_OR_EQUAL_TO: "NUMBER_GREATER_THAN_OR_EQUAL_TO",
  CHECKBOX: "CHECKBOX",
  CUSTOM_FORMULA: "CUSTOM_FORMULA",
  DATE_IS_VALID_DATE: "DATE_IS_VALID_DATE",
} as const;
export const BooleanCriteriaEnum = {
  CUSTOM_FORMULA: "CUSTOM_FORMULA",
  TEXT_EQUAL_TO: "TEXT_EQUAL_TO",
} as const;

function fail(message: string): never {
  throw new ScriptException(message);
}

function isEmptyCell(c: Cell | undefined): boolean {
  return !c || (c.formula === undefined && (c.value === undefined || c.value === ""));
}

/** Reads what getValues returns for one cell: computed formula values, spilled values, Dates for date formats. */
export function cellValue(ctx: StandinContext, sheet: SheetModel, row: number, col: number): SheetValue {
  const c = sheet.cell(row, col);
  if (c?.formula !== undefined || (isEmptyCell(c) && ctx.engine.active)) {
    const ev = ctx.engine.evaluated(sheet, row, col);
    if (!ev) return "";
    if (typeof ev.value === "number" && (c?.format ? isDateFormat(c.format) : ev.isDate)) {
      return serialToDate(ev.value, ctx.book.timeZone);
    }
    return ev.value;
  }
  if (!c || c.value === undefined) return "";
  if (typeof c.value === "number" && isDateFormat(c.format)) return serialToDate(c.value, ctx.book.timeZone);
  return c.value;
}

export function cellDisplay(ctx: StandinContext, sheet: SheetModel, row: number, col: number): string {
  const c = sheet.cell(row, col);
  const locale = ctx.book.locale;
  if (c?.formula !== undefined || (isEmptyCell(c) && ctx.engine.active)) {
    const ev = ctx.engine.evaluated(sheet, row, col);
    if (!ev) return "";
    let format = c?.format;
    if (!format && ev.isDate) format = localeInfo(locale).dateOrder === "DMY" ? "dd/mm/yyyy" : "m/d/yyyy";
    return displayValue(ev.value, format, locale);
  }
  if (!c || c.value === undefined) return "";
  return displayValue(c.value, c.format, locale);
}

/** Error message of a formula cell showing an error ("#ERROR!" from a custom function that threw…). */
export function cellError(
  ctx: StandinContext,
  sheet: SheetModel,
  row: number,
  col: number,
): string | undefined {
  if (!ctx.engine.active) return undefined;
  return ctx.engine.evaluated(sheet, row, col)?.error;
}

/** Last row/column with content, spilled formula results included (as Sheets counts them). */
export function usedSize(ctx: StandinContext, sheet: SheetModel): { rows: number; columns: number } {
  const rows = sheet.lastRow();
  const columns = sheet.lastColumn();
  const spill = ctx.engine.usedExtent(sheet, rows, columns);
  return { rows: Math.max(rows, spill.rows), columns: Math.max(columns, spill.columns) };
}

/** Writes one interpreted input into a cell (no engine notification). */
/**
 * "A cell can contain up to 50,000 characters" (https://support.google.com/drive/answer/37603): a longer text
 * is refused, with Sheets' message, before anything of the call is written.
 */
export const MAX_CELL_CHARS = 50_000;
function checkCellTexts(values: readonly (readonly unknown[])[]): void {
  for (const row of values)
    for (const v of row)
      if (typeof v === "string" && v.length > MAX_CELL_CHARS)
        fail(`Your input contains more than the maximum of ${MAX_CELL_CHARS} characters in a single cell.`);
}

function writeInput(
  ctx: StandinContext,
  sheet: SheetModel,
  row: number,
  col: number,
  input: unknown,
): boolean {
  const existing = sheet.cell(row, col);
  // the common inputs of a big write, read as interpretInput reads them, without a parse object
  // per cell: a finite number, and text behind an apostrophe (outside a plain-text cell)
  if (typeof input === "number" && Number.isFinite(input)) {
    const c = existing ?? sheet.ensureCell(row, col);
    c.formula = undefined;
    c.value = input;
    return false;
  }
  if (
    typeof input === "string" &&
    input.length > 1 &&
    input.charCodeAt(0) === 39 &&
    existing?.format !== "@"
  ) {
    const c = existing ?? sheet.ensureCell(row, col);
    c.formula = undefined;
    c.value = input.slice(1);
    return false;
  }
  const parsed = interpretInput(input, ctx.book.locale, ctx.book.timeZone, existing?.format, ctx.now);
  // a cleared property is set to undefined, not deleted: `delete` turns each cell object into a slow
  // dictionary, and a big write clears hundreds of thousands of them (undefined reads as absent)
  if (parsed.kind === "empty") {
    if (existing) {
      existing.value = undefined;
      existing.formula = undefined;
    }
    return false;
  }
  const c = sheet.ensureCell(row, col);
  if (parsed.kind === "formula") {
    c.value = undefined;
    c.formula = parsed.formula;
    return true;
  }
  c.formula = undefined;
  c.value = parsed.value;
  if (parsed.numberFormat && !c.format) c.format = parsed.numberFormat;
  else if (parsed.numberFormat && !isDateFormat(c.format) && isDateFormat(parsed.numberFormat))
    c.format = parsed.numberFormat;
  return false;
}

/** CSS colour names Sheets reads back as hex (the few a script is likely to write). */
const NAMED_COLORS: Record<string, string> = {
  white: "#ffffff",
  black: "#000000",
  red: "#ff0000",
  green: "#008000",
  blue: "#0000ff",
  yellow: "#ffff00",
  gray: "#808080",
  grey: "#808080",
};

/**
 * A background as Sheets keeps it and reads it back: CSS hex in lower case ("#E8EAED", "white" →
 * "#e8eaed", "#ffffff"); null or "" resets it.
 */
function storedColor(color: unknown): string | undefined {
  if (color === null || color === undefined || color === "") return undefined;
  const c = String(color).trim().toLowerCase();
  return NAMED_COLORS[c] ?? c;
}

/**
 * A number format as a cell keeps it: "General" (any case) gives the cell back the automatic format
 * (read as DEFAULT_NUMBER_FORMAT, and a date or percentage typed later is shown as such), observed;
 * any other pattern, "0.###############" included, is a format of its own.
 */
function storedFormat(format: string): string | undefined {
  return format.toLowerCase() === "general" ? undefined : format;
}

/**
 * A grid setter's values "must match the dimensions of this range"
 * (https://developers.google.com/apps-script/reference/spreadsheet/range#setValues(Object), and likewise
 * setFormulas, setNumberFormats, setNotes, setBackgrounds, setFontWeights, setDataValidations), with Apps
 * Script's messages.
 */
function checkShape(values: unknown, rect: GridRect, method: string): unknown[][] {
  if (!Array.isArray(values))
    fail(
      `The parameters (${typeof values}) don't match the method signature for SpreadsheetApp.Range.${method}.`,
    );
  if (values.length !== rect.numRows) {
    fail(
      `The number of rows in the data does not match the number of rows in the range. The data has ${values.length} but the range has ${rect.numRows}.`,
    );
  }
  for (const row of values) {
    if (!Array.isArray(row))
      fail(`The parameters (number[]) don't match the method signature for SpreadsheetApp.Range.${method}.`);
    if (row.length !== rect.numColumns) {
      fail(
        `The number of columns in the data does not match the number of columns in the range. The data has ${row.length} but the range has ${rect.numColumns}.`,
      );
    }
  }
  return values as unknown[][];
}

/** Observed (the reference documents no throw): Apps Script's messages for a range outside the sheet
 * (https://developers.google.com/apps-script/reference/spreadsheet/sheet#getRange(Integer,Integer,Integer,Integer)). */
function checkBounds(sheet: SheetModel, rect: GridRect): void {
  if (!Number.isInteger(rect.row) || rect.row < 1) fail("The starting row of the range is too small.");
  if (!Number.isInteger(rect.column) || rect.column < 1)
    fail("The starting column of the range is too small.");
  if (!Number.isInteger(rect.numRows) || rect.numRows < 1)
    fail("The number of rows in the range must be at least 1.");
  if (!Number.isInteger(rect.numColumns) || rect.numColumns < 1)
    fail("The number of columns in the range must be at least 1.");
  if (rect.row + rect.numRows - 1 > sheet.maxRows || rect.column + rect.numColumns - 1 > sheet.maxColumns) {
    fail("The coordinates of the range are outside the dimensions of the sheet.");
  }
}

function requireSheetAlive(ctx: StandinContext, sheet: SheetModel): void {
  if (!ctx.book.sheets.includes(sheet)) fail("The sheet has been deleted.");
}

/**
 * A spreadsheet holds "up to 10 million cells or 18,278 columns (column ZZZ)"
 * (https://support.google.com/drive/answer/37603): growing a sheet past either fails, with the messages Sheets
 * gives. `rows` × `columns` is the sheet's size after the change (`sheet` null for a new sheet).
 */
export const MAX_CELLS = 10_000_000;
export const MAX_COLUMNS = 18_278;
export function checkWorkbookSize(
  ctx: StandinContext,
  sheet: SheetModel | null,
  rows: number,
  columns: number,
): void {
  if (columns > MAX_COLUMNS)
    fail(`This action would increase the number of columns in the sheet above the limit of ${MAX_COLUMNS}.`);
  let cells = rows * columns;
  for (const s of ctx.book.sheets) if (s !== sheet) cells += s.maxRows * s.maxColumns;
  if (cells > MAX_CELLS)
    fail(
      `This action would increase the number of cells in the workbook above the limit of ${MAX_CELLS} cells.`,
    );
}

// ------------------------------------------------------------------------------------------------------------
// Range

type RangeApi = Pick<
  GRange,
  | "getValues"
  | "setValues"
  | "getValue"
  | "setValue"
  | "getDisplayValues"
  | "getDisplayValue"
  | "getFormulas"
  | "setFormulas"
  | "getFormula"
  | "setFormula"
  | "getNumberFormats"
  | "getNumberFormat"
  | "setNumberFormat"
  | "setNumberFormats"
  | "getNotes"
  | "getNote"
  | "setNotes"
  | "setNote"
  | "clearNote"
  | "setDataValidation"
  | "setDataValidations"
  | "getDataValidations"
  | "getDataValidation"
  | "clearDataValidations"
  | "clearContent"
  | "clear"
  | "clearFormat"
  | "getRow"
  | "getColumn"
  | "getLastRow"
  | "getLastColumn"
  | "getNumRows"
  | "getNumColumns"
  | "getHeight"
  | "getWidth"
  | "getA1Notation"
  | "getSheet"
  | "getCell"
  | "offset"
  | "isBlank"
  | "setFontWeight"
  | "setFontWeights"
  | "getFontWeight"
  | "getFontWeights"
  | "setFontStyle"
  | "setBackground"
  | "setBackgrounds"
  | "getBackground"
  | "getBackgrounds"
  | "setFontColor"
  | "setHorizontalAlignment"
  | "setWrap"
  | "protect"
  | "merge"
  | "breakApart"
  | "isPartOfMerge"
  | "activate"
>;

export class StandinRange implements RangeApi {
  constructor(
    private readonly ctx: StandinContext,
    readonly model: SheetModel,
    readonly rect: GridRect,
  ) {
    // biome-ignore lint/correctness/noConstructorReturn: every stand-in object is returned through its counting proxy.
    return ctx.runtime.instrument(this, {
      service: "Range",
      kind: classifyRangeMethod,
      describe: () => ({ sheet: model.name, range: rectA1(rect) }),
    });
  }

  private self(): GRange {
    return asGas<GRange>(this);
  }

  private map<T>(fn: (row: number, col: number) => T): T[][] {
    requireSheetAlive(this.ctx, this.model);
    const { row, column, numRows, numColumns } = this.rect;
    const out = new Array<T[]>(numRows);
    for (let r = 0; r < numRows; r++) {
      const line = new Array<T>(numColumns);
      for (let c = 0; c < numColumns; c++) line[c] = fn(row + r, column + c);
      out[r] = line;
    }
    return out;
  }

  /** `map` with each cell's record (undefined: never written), its row looked up once per row. */
  private mapCells<T>(fn: (cell: Cell | undefined, row: number, col: number) => T): T[][] {
    requireSheetAlive(this.ctx, this.model);
    const { row, column, numRows, numColumns } = this.rect;
    const out = new Array<T[]>(numRows);
    for (let r = 0; r < numRows; r++) {
      const cells = this.model.rows[row - 1 + r];
      const line = new Array<T>(numColumns);
      for (let c = 0; c < numColumns; c++) line[c] = fn(cells?.[column - 1 + c], row + r, column + c);
      out[r] = line;
    }
    return out;
  }

  private each(fn: (cell: Cell, row: number, col: number) => void, create = true): void {
    requireSheetAlive(this.ctx, this.model);
    for (let r = 0; r < this.rect.numRows; r++) {
      for (let c = 0; c < this.rect.numColumns; c++) {
        const row = this.rect.row + r;
        const col = this.rect.column + c;
        const cell = create ? this.model.ensureCell(row, col) : this.model.cell(row, col);
        if (cell) fn(cell, row, col);
      }
    }
  }

  private contentsChanged(): void {
    this.ctx.engine.cellsChanged(
      this.model,
      this.rect.row,
      this.rect.column,
      this.rect.numRows,
      this.rect.numColumns,
    );
  }

  private writeGrid(values: unknown[][]): this {
    checkCellTexts(values);
    let formula = false;
    for (let r = 0; r < this.rect.numRows; r++) {
      for (let c = 0; c < this.rect.numColumns; c++) {
        formula =
          writeInput(this.ctx, this.model, this.rect.row + r, this.rect.column + c, values[r]![c]) || formula;
      }
    }
    if (formula) this.ctx.engine.ensure();
    this.contentsChanged();
    return this;
  }

  // values
  getValues(): SheetValue[][] {
    const { ctx, model } = this;
    // a cell with a value only (no formula, no formula engine to ask): read here, as cellValue does
    return this.mapCells((cell, r, c) => {
      if (cell?.formula !== undefined || ctx.engine.active) return cellValue(ctx, model, r, c);
      if (!cell || cell.value === undefined) return "";
      if (typeof cell.value === "number" && isDateFormat(cell.format))
        return serialToDate(cell.value, ctx.book.timeZone);
      return cell.value;
    });
  }
  getValue(): SheetValue {
    requireSheetAlive(this.ctx, this.model);
    return cellValue(this.ctx, this.model, this.rect.row, this.rect.column);
  }
  setValues(values: unknown[][]): GRange {
    requireSheetAlive(this.ctx, this.model);
    this.writeGrid(checkShape(values, this.rect, "setValues"));
    return this.self();
  }
  setValue(value: unknown): GRange {
    requireSheetAlive(this.ctx, this.model);
    this.writeGrid(this.map(() => value));
    return this.self();
  }
  getDisplayValues(): string[][] {
    return this.map((r, c) => cellDisplay(this.ctx, this.model, r, c));
  }
  getDisplayValue(): string {
    requireSheetAlive(this.ctx, this.model);
    return cellDisplay(this.ctx, this.model, this.rect.row, this.rect.column);
  }
  getFormulas(): string[][] {
    return this.mapCells((cell) => cell?.formula ?? "");
  }
  getFormula(): string {
    requireSheetAlive(this.ctx, this.model);
    return this.model.cell(this.rect.row, this.rect.column)?.formula ?? "";
  }
  setFormulas(formulas: string[][]): GRange {
    requireSheetAlive(this.ctx, this.model);
    this.writeGrid(checkShape(formulas, this.rect, "setFormulas"));
    return this.self();
  }
  setFormula(formula: string): GRange {
    return this.setValue(formula);
  }

  // number formats
  getNumberFormats(): string[][] {
    return this.mapCells((cell) => cell?.format ?? DEFAULT_NUMBER_FORMAT);
  }
  getNumberFormat(): string {
    requireSheetAlive(this.ctx, this.model);
    return this.model.cell(this.rect.row, this.rect.column)?.format ?? DEFAULT_NUMBER_FORMAT;
  }
  setNumberFormat(numberFormat: string): GRange {
    const format = storedFormat(numberFormat);
    this.each((cell) => {
      cell.format = format;
    });
    this.contentsChanged();
    return this.self();
  }
  setNumberFormats(numberFormats: unknown[][]): GRange {
    const grid = checkShape(numberFormats, this.rect, "setNumberFormats");
    this.each((cell, r, c) => {
      cell.format = storedFormat(String(grid[r - this.rect.row]![c - this.rect.column]));
    });
    this.contentsChanged();
    return this.self();
  }

  // notes
  getNotes(): string[][] {
    return this.map((r, c) => this.model.cell(r, c)?.note ?? "");
  }
  getNote(): string {
    requireSheetAlive(this.ctx, this.model);
    return this.model.cell(this.rect.row, this.rect.column)?.note ?? "";
  }
  setNotes(notes: unknown[][]): GRange {
    const grid = checkShape(notes, this.rect, "setNotes");
    this.each((cell, r, c) => {
      const n = grid[r - this.rect.row]![c - this.rect.column];
      if (n === null || n === undefined || n === "") delete cell.note;
      else cell.note = String(n);
    });
    return this.self();
  }
  setNote(note: string | null): GRange {
    this.each((cell) => {
      if (note === null || note === "") delete cell.note;
      else cell.note = String(note);
    });
    return this.self();
  }
  clearNote(): GRange {
    return this.setNote(null);
  }

  // data validation
  setDataValidation(rule: GDataValidation | null): GRange {
    // a custom formula is written for the range's top-left cell: kept as offsets from each cell
    const spec = rule ? anchored((rule as unknown as StandinDataValidation).spec, this.rect) : undefined;
    this.each((cell) => {
      if (spec) cell.validation = spec;
      else delete cell.validation;
    });
    return this.self();
  }
  setDataValidations(rules: (GDataValidation | null)[][]): GRange {
    const grid = checkShape(rules, this.rect, "setDataValidations") as (GDataValidation | null)[][];
    this.each((cell, r, c) => {
      const rule = grid[r - this.rect.row]![c - this.rect.column];
      // each cell its own rule: a custom formula is written for that cell
      if (rule)
        cell.validation = anchored((rule as unknown as StandinDataValidation).spec, { row: r, column: c });
      else delete cell.validation;
    });
    return this.self();
  }
  getDataValidations(): GDataValidation[][] {
    return this.map((r, c) => {
      const spec = this.model.cell(r, c)?.validation;
      return (spec ? new StandinDataValidation(this.ctx, spec) : null) as unknown as GDataValidation;
    });
  }
  getDataValidation(): GDataValidation {
    const spec = this.model.cell(this.rect.row, this.rect.column)?.validation;
    return (spec ? new StandinDataValidation(this.ctx, spec) : null) as unknown as GDataValidation;
  }
  clearDataValidations(): GRange {
    return this.setDataValidation(null);
  }

  // clearing
  clearContent(): GRange {
    this.each((cell) => {
      delete cell.value;
      delete cell.formula;
    }, false);
    this.contentsChanged();
    return this.self();
  }
  clearFormat(): GRange {
    this.each((cell) => {
      for (const k of [
        "format",
        "background",
        "fontColor",
        "fontWeight",
        "fontStyle",
        "horizontalAlignment",
        "wrap",
      ] as const) {
        delete cell[k];
      }
    }, false);
    this.contentsChanged();
    return this.self();
  }
  clear(): GRange {
    this.clearContent();
    this.clearFormat();
    return this.self();
  }

  // geometry
  getRow(): number {
    return this.rect.row;
  }
  getColumn(): number {
    return this.rect.column;
  }
  getLastRow(): number {
    return this.rect.row + this.rect.numRows - 1;
  }
  getLastColumn(): number {
    return this.rect.column + this.rect.numColumns - 1;
  }
  getNumRows(): number {
    return this.rect.numRows;
  }
  getNumColumns(): number {
    return this.rect.numColumns;
  }
  getHeight(): number {
    return this.rect.numRows;
  }
  getWidth(): number {
    return this.rect.numColumns;
  }
  getA1Notation(): string {
    return rectA1(this.rect);
  }
  getSheet(): GSheet {
    return this.ctx.sheetApi(this.model);
  }
  getCell(row: number, column: number): GRange {
    if (row < 1 || column < 1 || row > this.rect.numRows || column > this.rect.numColumns) {
      fail("The coordinates of the range are outside the dimensions of the sheet.");
    }
    return asGas<GRange>(
      new StandinRange(this.ctx, this.model, {
        row: this.rect.row + row - 1,
        column: this.rect.column + column - 1,
        numRows: 1,
        numColumns: 1,
      }),
    );
  }
  offset(rowOffset: number, columnOffset: number, numRows?: number, numColumns?: number): GRange {
    const rect = {
      row: this.rect.row + rowOffset,
      column: this.rect.column + columnOffset,
      numRows: numRows ?? this.rect.numRows,
      numColumns: numColumns ?? this.rect.numColumns,
    };
    checkBounds(this.model, rect);
    return asGas<GRange>(new StandinRange(this.ctx, this.model, rect));
  }
  isBlank(): boolean {
    return this.map((r, c) => isEmptyCell(this.model.cell(r, c))).every((line) => line.every(Boolean));
  }

  // formatting
  setFontWeight(fontWeight: string | null): GRange {
    const weight = fontWeight ? fontWeight : undefined;
    this.each((cell) => {
      cell.fontWeight = weight;
    });
    return this.self();
  }
  setFontWeights(fontWeights: unknown[][]): GRange {
    const grid = checkShape(fontWeights, this.rect, "setFontWeights");
    this.each((cell, r, c) => {
      const w = grid[r - this.rect.row]![c - this.rect.column];
      cell.fontWeight = w ? String(w) : undefined;
    });
    return this.self();
  }
  getFontWeight(): GoogleAppsScript.Spreadsheet.FontWeight {
    return (this.model.cell(this.rect.row, this.rect.column)?.fontWeight ??
      "normal") as GoogleAppsScript.Spreadsheet.FontWeight;
  }
  getFontWeights(): GoogleAppsScript.Spreadsheet.FontWeight[][] {
    return this.mapCells((cell) => (cell?.fontWeight ?? "normal") as GoogleAppsScript.Spreadsheet.FontWeight);
  }
  setFontStyle(fontStyle: string | null): GRange {
    this.each((cell) => {
      if (fontStyle) cell.fontStyle = fontStyle;
      else delete cell.fontStyle;
    });
    return this.self();
  }
  setBackground(color: string | null): GRange {
    // a cleared property is set to undefined, not deleted (a deleted one makes a slow dictionary)
    const stored = storedColor(color);
    this.each((cell) => {
      cell.background = stored;
    });
    return this.self();
  }
  setBackgrounds(color: string[][]): GRange {
    const grid = checkShape(color, this.rect, "setBackgrounds");
    this.each((cell, r, c) => {
      cell.background = storedColor(grid[r - this.rect.row]![c - this.rect.column]);
    });
    return this.self();
  }
  getBackground(): string {
    requireSheetAlive(this.ctx, this.model);
    return this.model.cell(this.rect.row, this.rect.column)?.background ?? "#ffffff";
  }
  getBackgrounds(): string[][] {
    return this.mapCells((cell) => cell?.background ?? "#ffffff");
  }
  setFontColor(color: string | null): GRange {
    this.each((cell) => {
      if (color) cell.fontColor = color;
      else delete cell.fontColor;
    });
    return asGas<GRange>(this);
  }
  setHorizontalAlignment(alignment: "left" | "center" | "normal" | "right" | null): GRange {
    this.each((cell) => {
      if (alignment) cell.horizontalAlignment = alignment;
      else delete cell.horizontalAlignment;
    });
    return this.self();
  }
  setWrap(isWrapEnabled: boolean): GRange {
    this.each((cell) => {
      cell.wrap = isWrapEnabled;
    });
    return this.self();
  }

  protect(): GProtection {
    const spec: ProtectionSpec = {
      type: "RANGE",
      sheet: this.model,
      rect: { ...this.rect },
      description: "",
      warningOnly: false,
      removed: false,
      editors: [],
      unprotectedRanges: [],
    };
    this.ctx.book.protections.push(spec);
    return asGas<GProtection>(new StandinProtection(this.ctx, spec));
  }

  merge(): GRange {
    const r = this.rect;
    this.model.merges = this.model.merges.filter((m) => !overlaps(m, r));
    this.model.merges.push({ ...r });
    this.each((cell, row, col) => {
      if (row !== r.row || col !== r.column) {
        delete cell.value;
        delete cell.formula;
      }
    }, false);
    this.contentsChanged();
    return this.self();
  }
  breakApart(): GRange {
    this.model.merges = this.model.merges.filter((m) => !overlaps(m, this.rect));
    return this.self();
  }
  isPartOfMerge(): boolean {
    return this.model.merges.some((m) => overlaps(m, this.rect));
  }
  activate(): GRange {
    this.ctx.book.activeSheet = this.model;
    this.ctx.book.activeRange = { sheet: this.model, rect: { ...this.rect } };
    return this.self();
  }
}

function overlaps(a: GridRect, b: GridRect): boolean {
  return (
    a.row <= b.row + b.numRows - 1 &&
    b.row <= a.row + a.numRows - 1 &&
    a.column <= b.column + b.numColumns - 1 &&
    b.column <= a.column + a.numColumns - 1
  );
}

// ------------------------------------------------------------------------------------------------------------
// RangeList: several ranges of one sheet written in one call (as in Apps Script, one service call)

type RangeListApi = Pick<
  GRangeList,
  "getRanges" | "setValue" | "clearContent" | "setFontWeight" | "setNumberFormat"
>;

export class StandinRangeList implements RangeListApi {
  constructor(
    ctx: StandinContext,
    readonly model: SheetModel,
    private readonly ranges: GRange[],
  ) {
    // biome-ignore lint/correctness/noConstructorReturn: every stand-in object is returned through its counting proxy.
    return ctx.runtime.instrument(this, {
      service: "RangeList",
      kind: classifyRangeMethod,
      describe: () => ({ sheet: model.name }),
    });
  }
  getRanges(): GRange[] {
    return this.ranges.slice();
  }
  setValue(value: unknown): GRangeList {
    // calls made inside a stand-in call are not counted: the list is the one call
    for (const r of this.ranges) r.setValue(value);
    return asGas<GRangeList>(this);
  }
  clearContent(): GRangeList {
    for (const r of this.ranges) r.clearContent();
    return asGas<GRangeList>(this);
  }
  setFontWeight(fontWeight: string | null): GRangeList {
    for (const r of this.ranges)
      r.setFontWeight(fontWeight as GoogleAppsScript.Spreadsheet.FontWeight | null);
    return asGas<GRangeList>(this);
  }

  setNumberFormat(format: string): GRangeList {
    for (const r of this.ranges) r.setNumberFormat(format);
    return asGas<GRangeList>(this);
  }
}

// ------------------------------------------------------------------------------------------------------------
// Sheet

type SheetApi = Pick<
  GSheet,
  | "getName"
  | "setName"
  | "getIndex"
  | "getSheetId"
  | "getRange"
  | "getRangeList"
  | "getDataRange"
  | "getLastRow"
  | "getLastColumn"
  | "getMaxRows"
  | "getMaxColumns"
  | "insertRows"
  | "insertRowsAfter"
  | "insertRowsBefore"
  | "insertRowAfter"
  | "insertRowBefore"
  | "deleteRows"
  | "deleteRow"
  | "insertColumns"
  | "insertColumnsAfter"
  | "deleteColumns"
  | "appendRow"
  | "clear"
  | "clearContents"
  | "clearFormats"
  | "setFrozenRows"
  | "getFrozenRows"
  | "setFrozenColumns"
  | "getFrozenColumns"
  | "setColumnWidth"
  | "setColumnWidths"
  | "getColumnWidth"
  | "autoResizeColumns"
  | "hideSheet"
  | "hideColumns"
  | "showColumns"
  | "showSheet"
  | "isSheetHidden"
  | "protect"
  | "getProtections"
  | "setConditionalFormatRules"
  | "getConditionalFormatRules"
  | "clearConditionalFormatRules"
  | "setTabColor"
  | "getTabColor"
  | "activate"
  | "getParent"
  | "newChart"
  | "insertChart"
  | "getCharts"
  | "updateChart"
  | "removeChart"
  | "insertImage"
  | "getImages"
  | "getFormUrl"
>;

export class StandinSheet implements SheetApi {
  constructor(
    private readonly ctx: StandinContext,
    readonly model: SheetModel,
  ) {
    // biome-ignore lint/correctness/noConstructorReturn: every stand-in object is returned through its counting proxy.
    return ctx.runtime.instrument(this, {
      service: "Sheet",
      kind: classifySheetMethod,
      describe: () => ({ sheet: model.name }),
    });
  }

  private self(): GSheet {
    return asGas<GSheet>(this);
  }
  private alive(): void {
    requireSheetAlive(this.ctx, this.model);
  }

  getName(): string {
    return this.model.name;
  }
  setName(name: string): GSheet {
    this.alive();
    const clash = this.ctx.book.sheetNamedAnyCase(name);
    if (clash && clash !== this.model)
      fail(`A sheet with the name "${name}" already exists. Please enter another name.`);
    if (!name) fail("Invalid argument: name");
    this.model.name = name;
    this.ctx.engine.sheetRenamed(this.model);
    return this.self();
  }
  getIndex(): number {
    return this.ctx.book.sheets.indexOf(this.model) + 1;
  }
  getSheetId(): number {
    return this.model.id;
  }
  /** The URL of the form whose responses land in this tab, or null (forms.ts). */
  getFormUrl(): string | null {
    return this.model.formId === null ? null : linkedFormUrl(this.model.formId);
  }
  getRange(a: number | string, column?: number, numRows?: number, numColumns?: number): GRange {
    this.alive();
    let rect: GridRect;
    if (typeof a === "string") {
      let parsed: ReturnType<typeof parseA1>;
      try {
        parsed = parseA1(a, this.model.maxRows, this.model.maxColumns);
      } catch {
        fail("Range not found");
      }
      if (parsed.sheetName !== undefined && parsed.sheetName !== this.model.name) fail("Range not found");
      rect = parsed.rect;
    } else {
      if (column === undefined)
        fail("The parameters (number) don't match the method signature for SpreadsheetApp.Sheet.getRange.");
      rect = { row: a, column, numRows: numRows ?? 1, numColumns: numColumns ?? 1 };
    }
    checkBounds(this.model, rect);
    return asGas<GRange>(new StandinRange(this.ctx, this.model, rect));
  }
  getRangeList(a1Notations: string[]): GRangeList {
    this.alive();
    const ranges = a1Notations.map((a1) => this.getRange(a1));
    return asGas<GRangeList>(new StandinRangeList(this.ctx, this.model, ranges));
  }
  getDataRange(): GRange {
    this.alive();
    const used = usedSize(this.ctx, this.model);
    const rect = {
      row: 1,
      column: 1,
      numRows: Math.max(1, used.rows),
      numColumns: Math.max(1, used.columns),
    };
    return asGas<GRange>(new StandinRange(this.ctx, this.model, rect));
  }
  getLastRow(): number {
    return usedSize(this.ctx, this.model).rows;
  }
  getLastColumn(): number {
    return usedSize(this.ctx, this.model).columns;
  }
  getMaxRows(): number {
    return this.model.maxRows;
  }
  getMaxColumns(): number {
    return this.model.maxColumns;
  }

  private insertRowsAt(before: number, count: number): void {
    this.alive();
    if (!Number.isInteger(before) || before < 1 || before > this.model.maxRows + 1)
      fail("Those rows are out of bounds.");
    if (!Number.isInteger(count) || count < 1) fail("The number of rows must be at least 1.");
    checkWorkbookSize(this.ctx, this.model, this.model.maxRows + count, this.model.maxColumns);
    if (this.model.rows.length >= before)
      this.model.rows.splice(before - 1, 0, ...new Array<undefined>(count));
    this.model.maxRows += count;
    shiftNamedRanges(this.ctx, this.model, "rows", before, count);
    this.ctx.engine.structureChanged(this.model, "rows", before, count);
  }
  insertRows(rowIndex: number, numRows?: number): void {
    this.insertRowsAt(rowIndex, numRows ?? 1);
  }
  insertRowsAfter(afterPosition: number, howMany: number): GSheet {
    this.insertRowsAt(afterPosition + 1, howMany);
    return this.self();
  }
  insertRowsBefore(beforePosition: number, howMany: number): GSheet {
    this.insertRowsAt(beforePosition, howMany);
    return this.self();
  }
  insertRowAfter(afterPosition: number): GSheet {
    this.insertRowsAt(afterPosition + 1, 1);
    return this.self();
  }
  insertRowBefore(beforePosition: number): GSheet {
    this.insertRowsAt(beforePosition, 1);
    return this.self();
  }
  deleteRows(rowPosition: number, howMany: number): void {
    this.alive();
    if (rowPosition < 1 || rowPosition + howMany - 1 > this.model.maxRows)
      fail("Those rows are out of bounds.");
    if (howMany >= this.model.maxRows) fail("You can't delete all the rows on the sheet.");
    this.model.rows.splice(rowPosition - 1, howMany);
    this.model.maxRows -= howMany;
    shiftNamedRanges(this.ctx, this.model, "rows", rowPosition, -howMany);
    this.ctx.engine.structureChanged(this.model, "rows", rowPosition, -howMany);
  }
  deleteRow(rowPosition: number): GSheet {
    this.deleteRows(rowPosition, 1);
    return this.self();
  }
  insertColumns(columnIndex: number, numColumns?: number): void {
    this.alive();
    const n = numColumns ?? 1;
    if (columnIndex < 1 || columnIndex > this.model.maxColumns + 1) fail("Those columns are out of bounds.");
    checkWorkbookSize(this.ctx, this.model, this.model.maxRows, this.model.maxColumns + n);
    for (const row of this.model.rows)
      if (row && row.length >= columnIndex) row.splice(columnIndex - 1, 0, ...new Array<undefined>(n));
    this.model.maxColumns += n;
    shiftNamedRanges(this.ctx, this.model, "columns", columnIndex, n);
    this.ctx.engine.structureChanged(this.model, "columns", columnIndex, n);
  }
  insertColumnsAfter(afterPosition: number, howMany: number): GSheet {
    this.insertColumns(afterPosition + 1, howMany);
    return this.self();
  }
  deleteColumns(columnPosition: number, howMany: number): void {
    this.alive();
    if (columnPosition < 1 || columnPosition + howMany - 1 > this.model.maxColumns)
      fail("Those columns are out of bounds.");
    if (howMany >= this.model.maxColumns) fail("You can't delete all the columns on the sheet.");
    for (const row of this.model.rows) row?.splice(columnPosition - 1, howMany);
    this.model.maxColumns -= howMany;
    shiftNamedRanges(this.ctx, this.model, "columns", columnPosition, -howMany);
    this.ctx.engine.structureChanged(this.model, "columns", columnPosition, -howMany);
  }
  appendRow(rowContents: unknown[]): GSheet {
    this.alive();
    if (!Array.isArray(rowContents))
      fail("The parameters don't match the method signature for SpreadsheetApp.Sheet.appendRow.");
    checkCellTexts([rowContents]);
    const row = usedSize(this.ctx, this.model).rows + 1;
    checkWorkbookSize(
      this.ctx,
      this.model,
      Math.max(row, this.model.maxRows),
      Math.max(rowContents.length, this.model.maxColumns),
    );
    if (row > this.model.maxRows) this.model.maxRows = row;
    if (rowContents.length > this.model.maxColumns) this.model.maxColumns = rowContents.length;
    let formula = false;
    rowContents.forEach((v, i) => {
      formula = writeInput(this.ctx, this.model, row, i + 1, v) || formula;
    });
    if (formula) this.ctx.engine.ensure();
    if (rowContents.length) this.ctx.engine.cellsChanged(this.model, row, 1, 1, rowContents.length);
    return this.self();
  }
  clear(): GSheet {
    this.alive();
    const rows = this.model.lastRow();
    const cols = this.model.lastColumn();
    this.model.rows = [];
    if (rows && cols) this.ctx.engine.cellsChanged(this.model, 1, 1, rows, cols);
    return this.self();
  }
  clearContents(): GSheet {
    this.alive();
    const rows = this.model.lastRow();
    const cols = this.model.lastColumn();
    for (const row of this.model.rows) {
      row?.forEach((c) => {
        if (c) {
          delete c.value;
          delete c.formula;
        }
      });
    }
    if (rows && cols) this.ctx.engine.cellsChanged(this.model, 1, 1, rows, cols);
    return this.self();
  }
  clearFormats(): GSheet {
    for (const row of this.model.rows) {
      row?.forEach((c) => {
        if (c)
          for (const k of [
            "format",
            "background",
            "fontColor",
            "fontWeight",
            "fontStyle",
            "horizontalAlignment",
            "wrap",
          ] as const)
            delete c[k];
      });
    }
    return this.self();
  }
  setFrozenRows(rows: number): void {
    if (rows < 0 || rows > this.model.maxRows) fail("Invalid argument: rows");
    this.model.frozenRows = rows;
  }
  getFrozenRows(): number {
    return this.model.frozenRows;
  }
  setFrozenColumns(columns: number): void {
    if (columns < 0 || columns > this.model.maxColumns) fail("Invalid argument: columns");
    this.model.frozenColumns = columns;
  }
  getFrozenColumns(): number {
    return this.model.frozenColumns;
  }
  hideColumns(columnIndex: number, numColumns?: number): void {
    for (let i = 0; i < (numColumns ?? 1); i++) this.model.hiddenColumns.add(columnIndex + i);
  }
  showColumns(columnIndex: number, numColumns?: number): void {
    for (let i = 0; i < (numColumns ?? 1); i++) this.model.hiddenColumns.delete(columnIndex + i);
  }
  setColumnWidth(columnPosition: number, width: number): GSheet {
    this.model.columnWidths.set(columnPosition, width);
    return this.self();
  }
  setColumnWidths(startColumn: number, numColumns: number, width: number): GSheet {
    for (let i = 0; i < numColumns; i++) this.model.columnWidths.set(startColumn + i, width);
    return this.self();
  }
  getColumnWidth(columnPosition: number): number {
    return this.model.columnWidths.get(columnPosition) ?? 100;
  }
  autoResizeColumns(_startColumn: number, _numColumns: number): GSheet {
    return this.self();
  }
  hideSheet(): GSheet {
    // documented: hiding the only visible sheet throws (…/spreadsheet/sheet#hideSheet(); the message is the stand-in's)
    if (this.ctx.book.sheets.filter((s) => !s.hidden && s !== this.model).length === 0) {
      fail("You can't hide all the sheets in a document.");
    }
    this.model.hidden = true;
    return this.self();
  }
  showSheet(): GSheet {
    this.model.hidden = false;
    return this.self();
  }
  isSheetHidden(): boolean {
    return this.model.hidden;
  }
  protect(): GProtection {
    const existing = this.ctx.book.protections.find(
      (p) => p.type === "SHEET" && p.sheet === this.model && !p.removed,
    );
    const spec: ProtectionSpec = existing ?? {
      type: "SHEET",
      sheet: this.model,
      description: "",
      warningOnly: false,
      removed: false,
      editors: [],
      unprotectedRanges: [],
    };
    if (!existing) this.ctx.book.protections.push(spec);
    return asGas<GProtection>(new StandinProtection(this.ctx, spec));
  }
  getProtections(type: GProtectionType): GProtection[] {
    return this.ctx.book.protections
      .filter((p) => !p.removed && p.sheet === this.model && p.type === String(type))
      .map((p) => asGas<GProtection>(new StandinProtection(this.ctx, p)));
  }
  setConditionalFormatRules(rules: GConditionalFormatRule[]): void {
    this.model.conditionalRules = rules.map((r) => (r as unknown as StandinConditionalFormatRule).spec);
  }
  getConditionalFormatRules(): GConditionalFormatRule[] {
    return this.model.conditionalRules.map((s) =>
      asGas<GConditionalFormatRule>(new StandinConditionalFormatRule(this.ctx, s)),
    );
  }
  clearConditionalFormatRules(): void {
    this.model.conditionalRules = [];
  }
  setTabColor(color: string | null): GSheet {
    this.model.tabColor = color;
    return this.self();
  }
  getTabColor(): string {
    return this.model.tabColor as string;
  }
  activate(): GSheet {
    this.alive();
    this.ctx.book.activeSheet = this.model;
    this.model.hidden = false;
    return this.self();
  }
  getParent(): GSpreadsheet {
    return this.ctx.spreadsheetApi();
  }

  // images over the grid (tools/standin/images.ts)
  insertImage(blob: unknown, column: unknown, row: unknown, offsetX?: unknown, offsetY?: unknown) {
    this.alive();
    return insertImage(this.ctx, this.model, blob, column, row, offsetX ?? 0, offsetY ?? 0);
  }
  getImages(): GoogleAppsScript.Spreadsheet.OverGridImage[] {
    this.alive();
    return getImages(this.ctx, this.model);
  }

  // embedded charts (tools/standin/charts.ts)
  newChart(): GoogleAppsScript.Spreadsheet.EmbeddedChartBuilder {
    this.alive();
    return asGas(new StandinEmbeddedChartBuilder(this.ctx, newChartSpec(this.model)));
  }
  insertChart(chart: GoogleAppsScript.Spreadsheet.EmbeddedChart): void {
    this.alive();
    insertChart(this.ctx, this.model, chartOf(chart, "insertChart"));
  }
  getCharts(): GoogleAppsScript.Spreadsheet.EmbeddedChart[] {
    this.alive();
    return this.model.charts.map((spec) => asGas(new StandinEmbeddedChart(this.ctx, spec)));
  }
  updateChart(chart: GoogleAppsScript.Spreadsheet.EmbeddedChart): void {
    this.alive();
    updateChart(this.model, chartOf(chart, "updateChart"));
  }
  removeChart(chart: GoogleAppsScript.Spreadsheet.EmbeddedChart): void {
    this.alive();
    removeChart(this.model, chartOf(chart, "removeChart"));
  }
}

function shiftNamedRanges(
  ctx: StandinContext,
  sheet: SheetModel,
  dim: "rows" | "columns",
  index: number,
  count: number,
): void {
  const shift = (rect: GridRect): void => {
    const start = dim === "rows" ? "row" : "column";
    const size = dim === "rows" ? "numRows" : "numColumns";
    const end = rect[start] + rect[size] - 1;
    if (count > 0) {
      if (rect[start] >= index) rect[start] += count;
      else if (end >= index) rect[size] += count;
    } else {
      const delFrom = index;
      const delTo = index - count - 1;
      const before = Math.max(0, Math.min(end, delFrom - 1) - rect[start] + 1);
      const after = Math.max(0, end - Math.max(rect[start], delTo + 1) + 1);
      const newStart = rect[start] < delFrom ? rect[start] : Math.max(delFrom, rect[start] + count);
      rect[start] = newStart;
      rect[size] = Math.max(1, before + after);
    }
  };
  for (const nr of ctx.book.namedRanges.values()) if (nr.sheet === sheet) shift(nr.rect);
  for (const p of ctx.book.protections) if (p.sheet === sheet && p.rect) shift(p.rect);
  for (const m of sheet.merges) shift(m);
  for (const rule of sheet.conditionalRules)
    for (const r of rule.ranges) if (r.sheet === sheet) shift(r.rect);
  // charts: their ranges on this sheet (wherever the chart is), and the anchors of the charts on it
  for (const other of ctx.book.sheets)
    for (const chart of other.charts) for (const r of chart.ranges) if (r.sheet === sheet) shift(r.rect);
  for (const chart of sheet.charts) {
    const anchor = { row: chart.position.row, column: chart.position.column, numRows: 1, numColumns: 1 };
    shift(anchor);
    chart.position.row = Math.max(1, anchor.row);
    chart.position.column = Math.max(1, anchor.column);
  }
}

// ------------------------------------------------------------------------------------------------------------
// Named ranges, protections, validations, conditional formats

type NamedRangeApi = Pick<GNamedRange, "getName" | "getRange" | "remove" | "setName" | "setRange">;

export class StandinNamedRange implements NamedRangeApi {
  constructor(
    private readonly ctx: StandinContext,
    private name: string,
  ) {
    // biome-ignore lint/correctness/noConstructorReturn: every stand-in object is returned through its counting proxy.
    return ctx.runtime.instrument(this, { service: "NamedRange" });
  }
  private spec() {
    const s = this.ctx.book.namedRanges.get(this.name);
    if (!s) fail(`The named range "${this.name}" no longer exists.`);
    return s;
  }
  getName(): string {
    return this.name;
  }
  getRange(): GRange {
    const s = this.spec();
    return asGas<GRange>(new StandinRange(this.ctx, s.sheet, { ...s.rect }));
  }
  remove(): void {
    this.ctx.book.namedRanges.delete(this.name);
    this.ctx.engine.syncNamedRanges();
  }
  setName(name: string): GNamedRange {
    const s = this.spec();
    this.ctx.book.namedRanges.delete(this.name);
    s.name = name;
    this.ctx.book.namedRanges.set(name, s);
    this.name = name;
    this.ctx.engine.syncNamedRanges();
    return asGas<GNamedRange>(this);
  }
  setRange(range: GRange): GNamedRange {
    const r = range as unknown as StandinRange;
    const s = this.spec();
    s.sheet = r.model;
    s.rect = { ...r.rect };
    this.ctx.engine.syncNamedRanges();
    return asGas<GNamedRange>(this);
  }
}

type ProtectionApi = Pick<
  GProtection,
  | "getDescription"
  | "setDescription"
  | "isWarningOnly"
  | "setWarningOnly"
  | "remove"
  | "getRange"
  | "getProtectionType"
  | "addEditor"
  | "addEditors"
  | "removeEditor"
  | "removeEditors"
  | "getEditors"
  | "canEdit"
  | "setUnprotectedRanges"
  | "getUnprotectedRanges"
  | "setDomainEdit"
  | "canDomainEdit"
>;

export class StandinProtection implements ProtectionApi {
  constructor(
    private readonly ctx: StandinContext,
    readonly spec: ProtectionSpec,
  ) {
    // biome-ignore lint/correctness/noConstructorReturn: every stand-in object is returned through its counting proxy.
    return ctx.runtime.instrument(this, {
      service: "Protection",
      describe: () => ({ sheet: spec.sheet.name }),
    });
  }
  private self(): GProtection {
    return asGas<GProtection>(this);
  }
  getDescription(): string {
    return this.spec.description;
  }
  setDescription(description: string): GProtection {
    this.spec.description = description;
    return this.self();
  }
  isWarningOnly(): boolean {
    return this.spec.warningOnly;
  }
  setWarningOnly(warningOnly: boolean): GProtection {
    this.spec.warningOnly = warningOnly;
    return this.self();
  }
  remove(): void {
    this.spec.removed = true;
  }
  getRange(): GRange {
    const rect = this.spec.rect ?? {
      row: 1,
      column: 1,
      numRows: this.spec.sheet.maxRows,
      numColumns: this.spec.sheet.maxColumns,
    };
    return asGas<GRange>(new StandinRange(this.ctx, this.spec.sheet, { ...rect }));
  }
  getProtectionType(): GProtectionType {
    return this.spec.type as unknown as GProtectionType;
  }
  addEditor(emailAddress: string | GoogleAppsScript.Base.User): GProtection {
    const email = typeof emailAddress === "string" ? emailAddress : emailAddress.getEmail();
    if (!this.spec.editors.includes(email)) this.spec.editors.push(email);
    return this.self();
  }
  addEditors(emailAddresses: string[] | GoogleAppsScript.Base.User[]): GProtection {
    for (const e of emailAddresses) this.addEditor(e);
    return this.self();
  }
  removeEditor(emailAddress: string | GoogleAppsScript.Base.User): GProtection {
    const email = typeof emailAddress === "string" ? emailAddress : emailAddress.getEmail();
    this.spec.editors = this.spec.editors.filter((e) => e !== email);
    return this.self();
  }
  removeEditors(emailAddresses: string[] | GoogleAppsScript.Base.User[]): GProtection {
    for (const e of emailAddresses) this.removeEditor(e);
    return this.self();
  }
  getEditors(): GoogleAppsScript.Base.User[] {
    return this.spec.editors.map((email) => ({ getEmail: () => email, getUserLoginId: () => email }));
  }
  canEdit(): boolean {
    return true;
  }
  setUnprotectedRanges(ranges: GRange[]): GProtection {
    this.spec.unprotectedRanges = ranges.map((r) => ({ ...(r as unknown as StandinRange).rect }));
    return this.self();
  }
  getUnprotectedRanges(): GRange[] {
    return this.spec.unprotectedRanges.map((rect) =>
      asGas<GRange>(new StandinRange(this.ctx, this.spec.sheet, { ...rect })),
    );
  }
  setDomainEdit(_editable: boolean): GProtection {
    return this.self();
  }
  canDomainEdit(): boolean {
    return false;
  }
}

/** A rule as set on a range whose top-left cell is `at` (custom formulas: their references as offsets). */
function anchored(spec: DataValidationSpec, at: { row: number; column: number }): DataValidationSpec {
  if (spec.criteria !== "CUSTOM_FORMULA") return spec;
  return { ...spec, anchored: anchorFormula(String(spec.args[0] ?? ""), at.row, at.column) };
}

type DataValidationApi = Pick<
  GDataValidation,
  "getCriteriaType" | "getCriteriaValues" | "getAllowInvalid" | "getHelpText" | "copy"
>;

export class StandinDataValidation implements DataValidationApi {
  constructor(
    private readonly ctx: StandinContext,
    readonly spec: DataValidationSpec,
  ) {
    // biome-ignore lint/correctness/noConstructorReturn: every stand-in object is returned through its counting proxy.
    return ctx.runtime.instrument(this, { service: "DataValidation" });
  }
  getCriteriaType(): GoogleAppsScript.Spreadsheet.DataValidationCriteria {
    return this.spec.criteria as unknown as GoogleAppsScript.Spreadsheet.DataValidationCriteria;
  }
  getCriteriaValues(): unknown[] {
    return [...this.spec.args];
  }
  getAllowInvalid(): boolean {
    return this.spec.allowInvalid;
  }
  getHelpText(): string {
    return this.spec.helpText as string;
  }
  copy(): GDataValidationBuilder {
    return asGas<GDataValidationBuilder>(
      new StandinDataValidationBuilder(this.ctx, {
        criteria: this.spec.criteria,
        args: [...this.spec.args],
        allowInvalid: this.spec.allowInvalid,
        helpText: this.spec.helpText,
      }),
    );
  }
}

type DataValidationBuilderApi = Pick<
  GDataValidationBuilder,
  | "requireValueInList"
  | "requireValueInRange"
  | "requireNumberBetween"
  | "requireNumberGreaterThanOrEqualTo"
  | "requireCheckbox"
  | "requireDate"
  | "requireFormulaSatisfied"
  | "setAllowInvalid"
  | "setHelpText"
  | "build"
>;

export class StandinDataValidationBuilder implements DataValidationBuilderApi {
  private spec: DataValidationSpec;
  constructor(
    private readonly ctx: StandinContext,
    spec?: DataValidationSpec,
  ) {
    this.spec = spec ?? { criteria: "", args: [], allowInvalid: true, helpText: null };
    // biome-ignore lint/correctness/noConstructorReturn: every stand-in object is returned through its counting proxy.
    return ctx.runtime.instrument(this, { service: "DataValidationBuilder" });
  }
  private self(): GDataValidationBuilder {
    return asGas<GDataValidationBuilder>(this);
  }
  private criteria(criteria: string, args: unknown[]): GDataValidationBuilder {
    this.spec = { ...this.spec, criteria, args };
    return this.self();
  }
  requireValueInList(values: string[], showDropdown?: boolean): GDataValidationBuilder {
    return this.criteria("VALUE_IN_LIST", [[...values], showDropdown ?? true]);
  }
  requireValueInRange(range: GRange, showDropdown?: boolean): GDataValidationBuilder {
    return this.criteria("VALUE_IN_RANGE", [range, showDropdown ?? true]);
  }
  requireNumberBetween(start: number, end: number): GDataValidationBuilder {
    return this.criteria("NUMBER_BETWEEN", [start, end]);
  }
  requireNumberGreaterThanOrEqualTo(number: number): GDataValidationBuilder {
    return this.criteria("NUMBER_GREATER_THAN_OR_EQUAL_TO", [number]);
  }
  requireCheckbox(): GDataValidationBuilder {
    return this.criteria("CHECKBOX", []);
  }
  requireDate(): GDataValidationBuilder {
    return this.criteria("DATE_IS_VALID_DATE", []);
  }
  requireFormulaSatisfied(formula: string): GDataValidationBuilder {
    return this.criteria("CUSTOM_FORMULA", [formula]);
  }
  setAllowInvalid(allowInvalidData: boolean): GDataValidationBuilder {
    this.spec = { ...this.spec, allowInvalid: allowInvalidData };
    return this.self();
  }
  setHelpText(helpText: string): GDataValidationBuilder {
    this.spec = { ...this.spec, helpText };
    return this.self();
  }
  build(): GDataValidation {
    if (!this.spec.criteria) fail("You must specify a criteria type for the data validation rule.");
    return asGas<GDataValidation>(new StandinDataValidation(this.ctx, { ...this.spec }));
  }
}

type ConditionalFormatRuleApi = Pick<GConditionalFormatRule, "getRanges" | "copy" | "getBooleanCondition">;

export class StandinConditionalFormatRule implements ConditionalFormatRuleApi {
  constructor(
    private readonly ctx: StandinContext,
    readonly spec: ConditionalRuleSpec,
  ) {
    // biome-ignore lint/correctness/noConstructorReturn: every stand-in object is returned through its counting proxy.
    return ctx.runtime.instrument(this, { service: "ConditionalFormatRule" });
  }
  getRanges(): GRange[] {
    return this.spec.ranges.map((r) => asGas<GRange>(new StandinRange(this.ctx, r.sheet, { ...r.rect })));
  }
  /** The rule's condition and look (every rule the stand-in builds is a boolean one). */
  getBooleanCondition(): GoogleAppsScript.Spreadsheet.BooleanCondition {
    return asGas<GoogleAppsScript.Spreadsheet.BooleanCondition>(
      new StandinBooleanCondition(this.ctx, this.spec),
    );
  }
  copy(): GConditionalFormatRuleBuilder {
    return asGas<GConditionalFormatRuleBuilder>(
      new StandinConditionalFormatRuleBuilder(this.ctx, { ...this.spec }),
    );
  }
  /** Stand-in extra for tests: the rule as plain data. */
  describe(): {
    condition: ConditionalRuleSpec["condition"];
    background: string | null;
    fontColor: string | null;
    ranges: string[];
  } {
    return {
      condition: this.spec.condition,
      background: this.spec.background,
      fontColor: this.spec.fontColor,
      ranges: this.spec.ranges.map((r) => `${r.sheet.name}!${rectA1(r.rect)}`),
    };
  }
}

type BooleanConditionApi = Pick<
  GoogleAppsScript.Spreadsheet.BooleanCondition,
  | "getCriteriaType"
  | "getCriteriaValues"
  | "getBackground"
  | "getFontColor"
  | "getItalic"
  | "getBold"
  | "getStrikethrough"
  | "getUnderline"
>;

/** A conditional format rule's condition: its criteria (CUSTOM_FORMULA, TEXT_EQUAL_TO), values and look. */
export class StandinBooleanCondition implements BooleanConditionApi {
  constructor(
    ctx: StandinContext,
    private readonly spec: ConditionalRuleSpec,
  ) {
    // biome-ignore lint/correctness/noConstructorReturn: every stand-in object is returned through its counting proxy.
    return ctx.runtime.instrument(this, { service: "BooleanCondition" });
  }
  getCriteriaType(): GoogleAppsScript.Spreadsheet.BooleanCriteria {
    const type = this.spec.condition?.type === "formula" ? "CUSTOM_FORMULA" : "TEXT_EQUAL_TO";
    return type as unknown as GoogleAppsScript.Spreadsheet.BooleanCriteria;
  }
  getCriteriaValues(): unknown[] {
    return this.spec.condition ? [this.spec.condition.value] : [];
  }
  getBackground(): string | null {
    return this.spec.background;
  }
  getFontColor(): string | null {
    return this.spec.fontColor;
  }
  /** Null when the rule does not set it, as Apps Script answers. */
  getItalic(): boolean | null {
    return this.spec.italic === undefined ? null : this.spec.italic;
  }
  getBold(): boolean | null {
    return null;
  }
  getStrikethrough(): boolean | null {
    return null;
  }
  getUnderline(): boolean | null {
    return null;
  }
}

type ConditionalFormatRuleBuilderApi = Pick<
  GConditionalFormatRuleBuilder,
  | "whenFormulaSatisfied"
  | "whenTextEqualTo"
  | "setBackground"
  | "setFontColor"
  | "setItalic"
  | "setRanges"
  | "build"
>;

export class StandinConditionalFormatRuleBuilder implements ConditionalFormatRuleBuilderApi {
  private spec: ConditionalRuleSpec;
  constructor(
    private readonly ctx: StandinContext,
    spec?: ConditionalRuleSpec,
  ) {
    this.spec = spec ?? { condition: null, background: null, fontColor: null, ranges: [] };
    // biome-ignore lint/correctness/noConstructorReturn: every stand-in object is returned through its counting proxy.
    return ctx.runtime.instrument(this, { service: "ConditionalFormatRuleBuilder" });
  }
  private self(): GConditionalFormatRuleBuilder {
    return asGas<GConditionalFormatRuleBuilder>(this);
  }
  whenFormulaSatisfied(formula: string): GConditionalFormatRuleBuilder {
    this.spec = { ...this.spec, condition: { type: "formula", value: formula } };
    return this.self();
  }
  whenTextEqualTo(text: string): GConditionalFormatRuleBuilder {
    this.spec = { ...this.spec, condition: { type: "textEqualTo", value: text } };
    return this.self();
  }
  setBackground(color: string | null): GConditionalFormatRuleBuilder {
    this.spec = { ...this.spec, background: color };
    return this.self();
  }
  setFontColor(color: string | null): GConditionalFormatRuleBuilder {
    this.spec = { ...this.spec, fontColor: color };
    return this.self();
  }
  setItalic(italic: boolean | null): GConditionalFormatRuleBuilder {
    this.spec = { ...this.spec, italic: italic === true };
    return this.self();
  }
  setRanges(ranges: GRange[]): GConditionalFormatRuleBuilder {
    const list = ranges.map((r) => {
      const sr = r as unknown as StandinRange;
      return { sheet: sr.model, rect: { ...sr.rect } };
    });
    this.spec = { ...this.spec, ranges: list };
    return this.self();
  }
  build(): GConditionalFormatRule {
    if (!this.spec.condition) fail("Conditional format rule must have a condition.");
    if (!this.spec.ranges.length) fail("Conditional format rule must have at least one range.");
    return asGas<GConditionalFormatRule>(new StandinConditionalFormatRule(this.ctx, { ...this.spec }));
  }
}

// ------------------------------------------------------------------------------------------------------------
// Spreadsheet

type SpreadsheetApi = Pick<
  GSpreadsheet,
  | "getId"
  | "getName"
  | "rename"
  | "getUrl"
  | "getSpreadsheetLocale"
  | "setSpreadsheetLocale"
  | "getSpreadsheetTimeZone"
  | "setSpreadsheetTimeZone"
  | "getSheets"
  | "getNumSheets"
  | "getSheetByName"
  | "insertSheet"
  | "deleteSheet"
  | "getActiveSheet"
  | "setActiveSheet"
  | "getActiveRange"
  | "getRangeByName"
  | "setNamedRange"
  | "getNamedRanges"
  | "removeNamedRange"
  | "toast"
  | "getRange"
  | "getProtections"
  | "getFormUrl"
>;

export class StandinSpreadsheet implements SpreadsheetApi {
  constructor(private readonly ctx: StandinContext) {
    // biome-ignore lint/correctness/noConstructorReturn: every stand-in object is returned through its counting proxy.
    return ctx.runtime.instrument(this, { service: "Spreadsheet" });
  }
  getId(): string {
    return this.ctx.book.id;
  }
  getName(): string {
    return this.ctx.book.name;
  }
  rename(newName: string): void {
    this.ctx.book.name = newName;
  }
  getUrl(): string {
    return `https://docs.google.com/spreadsheets/d/${this.ctx.book.id}/edit`;
  }
  /** A form writing to one of its tabs (the first such tab's), or null; with several, Apps Script picks any. */
  getFormUrl(): string | null {
    const linked = this.ctx.book.sheets.find((s) => s.formId !== null);
    return linked ? linkedFormUrl(linked.formId!) : null;
  }
  getSpreadsheetLocale(): string {
    if (this.ctx.book.localeUnreadable === "throw")
      fail(`Service Spreadsheets failed while accessing document with id ${this.ctx.book.id}.`);
    if (this.ctx.book.localeUnreadable === "empty") return "";
    return this.ctx.book.locale;
  }
  setSpreadsheetLocale(locale: string): void {
    this.ctx.book.locale = locale;
  }
  getSpreadsheetTimeZone(): string {
    return this.ctx.book.timeZone;
  }
  setSpreadsheetTimeZone(timezone: string): void {
    this.ctx.book.timeZone = timezone;
  }
  getSheets(): GSheet[] {
    return this.ctx.book.sheets.map((s) => this.ctx.sheetApi(s));
  }
  getNumSheets(): number {
    return this.ctx.book.sheets.length;
  }
  getSheetByName(name: string): GSheet {
    const s = this.ctx.book.sheetByName(name);
    return (s ? this.ctx.sheetApi(s) : null) as GSheet;
  }
  insertSheet(a?: unknown, b?: unknown): GSheet {
    const name = typeof a === "string" ? a : undefined;
    const index = typeof a === "number" ? a : typeof b === "number" ? b : undefined;
    const model = addSheet(this.ctx, name, index);
    this.ctx.book.activeSheet = model;
    return this.ctx.sheetApi(model);
  }
  deleteSheet(sheet: GSheet): void {
    // Apps Script refuses an argument that is not a Sheet (observed: "The parameters (String) don't match the
    // method signature for SpreadsheetApp.Spreadsheet.deleteSheet."); a Range has a sheet model too.
    if (!(sheet instanceof StandinSheet))
      fail(
        `The parameters (${typeof sheet}) don't match the method signature for SpreadsheetApp.Spreadsheet.deleteSheet.`,
      );
    const model = (sheet as unknown as StandinSheet).model;
    const i = this.ctx.book.sheets.indexOf(model);
    if (i < 0) fail("The sheet has been deleted.");
    if (this.ctx.book.sheets.length === 1) fail("You can't remove all the sheets in a document.");
    this.ctx.book.sheets.splice(i, 1);
    for (const [k, nr] of this.ctx.book.namedRanges)
      if (nr.sheet === model) this.ctx.book.namedRanges.delete(k);
    if (this.ctx.book.activeSheet === model)
      this.ctx.book.activeSheet = this.ctx.book.sheets[Math.max(0, i - 1)];
    this.ctx.engine.sheetRemoved(model);
    this.ctx.engine.syncNamedRanges();
  }
  getActiveSheet(): GSheet {
    return this.ctx.sheetApi(this.ctx.book.activeSheet ?? this.ctx.book.sheets[0]!);
  }
  setActiveSheet(sheet: GSheet): GSheet {
    const model = (sheet as unknown as StandinSheet).model;
    this.ctx.book.activeSheet = model;
    model.hidden = false;
    return this.ctx.sheetApi(model);
  }
  getActiveRange(): GRange {
    const a = this.ctx.book.activeRange;
    const sheet = this.ctx.book.activeSheet ?? this.ctx.book.sheets[0]!;
    if (a && a.sheet === sheet) return asGas<GRange>(new StandinRange(this.ctx, a.sheet, { ...a.rect }));
    return asGas<GRange>(new StandinRange(this.ctx, sheet, { row: 1, column: 1, numRows: 1, numColumns: 1 }));
  }
  getRangeByName(name: string): GRange {
    const nr = this.ctx.book.namedRanges.get(name);
    if (!nr || !this.ctx.book.sheets.includes(nr.sheet)) return null as unknown as GRange;
    return asGas<GRange>(new StandinRange(this.ctx, nr.sheet, { ...nr.rect }));
  }
  setNamedRange(name: string, range: GRange): void {
    if (
      !/^[A-Za-z_][A-Za-z0-9_.]*$/.test(name) ||
      /^[A-Za-z]{1,3}\d+$/.test(name) ||
      /^(true|false)$/i.test(name)
    ) {
      fail(`The name "${name}" is not valid for a named range.`);
    }
    const r = range as unknown as StandinRange;
    this.ctx.book.namedRanges.set(name, { name, sheet: r.model, rect: { ...r.rect } });
    this.ctx.engine.syncNamedRanges();
  }
  getNamedRanges(): GNamedRange[] {
    return [...this.ctx.book.namedRanges.keys()].map((n) =>
      asGas<GNamedRange>(new StandinNamedRange(this.ctx, n)),
    );
  }
  removeNamedRange(name: string): void {
    if (!this.ctx.book.namedRanges.delete(name)) fail(`The named range "${name}" does not exist.`);
    this.ctx.engine.syncNamedRanges();
  }
  toast(msg: string, title?: string, timeoutSeconds?: number | null): void {
    this.ctx.toasts.push({ message: String(msg), title: title ?? "", timeoutSeconds: timeoutSeconds ?? 5 });
  }
  getRange(a1Notation: string): GRange {
    const bang = a1Notation.lastIndexOf("!");
    let sheet = this.ctx.book.activeSheet ?? this.ctx.book.sheets[0]!;
    if (bang >= 0) {
      let name = a1Notation.slice(0, bang);
      if (name.startsWith("'") && name.endsWith("'")) name = name.slice(1, -1).replace(/''/g, "'");
      const s = this.ctx.book.sheetByName(name);
      if (!s) fail("Range not found");
      sheet = s;
    }
    return this.ctx.sheetApi(sheet).getRange(bang >= 0 ? a1Notation.slice(bang + 1) : a1Notation);
  }
  getProtections(type: GProtectionType): GProtection[] {
    return this.ctx.book.protections
      .filter((p) => !p.removed && p.type === String(type) && this.ctx.book.sheets.includes(p.sheet))
      .map((p) => asGas<GProtection>(new StandinProtection(this.ctx, p)));
  }
}

/** Adds a sheet to the model (name defaults to "Sheet<n>" / "Feuille <n>" by locale), notifying the engine. */
export function addSheet(ctx: StandinContext, name?: string, index?: number): SheetModel {
  const book = ctx.book;
  let finalName = name;
  if (finalName === undefined) {
    const fr = book.locale.toLowerCase().startsWith("fr");
    let n = book.sheets.length + 1;
    const make = (i: number): string => (fr ? `Feuille ${i}` : `Sheet${i}`);
    while (book.sheetNamedAnyCase(make(n))) n++;
    finalName = make(n);
  }
  if (book.sheetNamedAnyCase(finalName))
    fail(`A sheet with the name "${finalName}" already exists. Please enter another name.`);
  const model = new SheetModel(finalName, book.newSheetId());
  checkWorkbookSize(ctx, null, model.maxRows, model.maxColumns);
  const at = index === undefined ? book.sheets.length : Math.max(0, Math.min(index, book.sheets.length));
  book.sheets.splice(at, 0, model);
  ctx.engine.sheetAdded(model);
  return model;
}
