/**
 * A tab described as data (each kind's schema says what its tabs look like at creation) and the one
 * function that makes it: headers bold on the header grey, widths, frozen rows, the input columns'
 * validations, the computed columns' grey band and warnings, the tab's warning, its named range.
 */
import { ensureColumns, type Sheet, type Spreadsheet } from "./workbook";

/** The background of every written header row (bold text on grey). */
export const HEADER_GREY = "#e8eaed";
/** The background of a column Arbitre computes (typing there is warned). */
export const COMPUTED_GREY = "#f1f3f4";

/**
 * A data validation as data. `allowInvalid`: set only when given (a checkbox keeps the service's
 * default). `inTab`: a dropdown of another tab's column, from row 2 down (that tab built before or
 * in the same `buildTabs`).
 */
export type CellRule = { help?: string; allowInvalid?: boolean } & (
  | { kind: "date" }
  | { kind: "list"; items: string[] }
  | { kind: "checkbox" }
  | { kind: "atLeast"; min: number }
  | { kind: "between"; min: number; max: number }
  | { kind: "inTab"; tab: string }
);

/** Columns (0-based `column`, `count` wide) over the whole height of the tab. */
export interface ColumnsSpec {
  column: number;
  count: number;
}

export interface TabSpec {
  name: string;
  /** Row 1: bold on the header grey. */
  headers?: string[];
  /** Values written from `row` (1-based) at column A, after the headers (a note, defaults). */
  cells?: { row: number; values: string[][]; bold?: boolean };
  /** A1's formula (a tab computed by a formula). */
  formula?: string;
  /** Row 1's first columns in bold, without the grey (a formula's header row). */
  boldHeader?: number;
  /** Widths in px from column A. */
  widths?: readonly number[];
  /** Widths of single columns, [0-based column, px]. */
  widthsAt?: readonly (readonly [number, number])[];
  /** The tab has at least this many columns. */
  columns?: number;
  frozenRows?: number;
  frozenColumns?: number;
  /** Validations of input columns, from row 2 down. */
  rules?: (ColumnsSpec & { rule: CellRule })[];
  /** Number formats from row 2 down, from `column` (one setNumberFormats). */
  formats?: { column: number; formats: string[] };
  /** Computed columns' grey band: below the header, or the header too (`header`). */
  bands?: (ColumnsSpec & { header?: boolean })[];
  /** Columns protected with a warning (the organiser may still type there). */
  warnColumns?: (ColumnsSpec & { description: string })[];
  /** The whole tab protected with a warning. */
  warn?: string;
  /** Row colours of the first `width` columns from row 2, each by a formula on row 2. */
  rowColours?: { width: number; rules: { formula: string; colour: string }[] };
  /** A named range over the first `width` columns, every row. */
  namedRange?: { name: string; width: number };
  hidden?: boolean;
}

function validation(rule: CellRule, built: Map<string, Sheet>): GoogleAppsScript.Spreadsheet.DataValidation {
  let b = SpreadsheetApp.newDataValidation();
  switch (rule.kind) {
    case "date":
      b = b.requireDate();
      break;
    case "list":
      b = b.requireValueInList(rule.items, true);
      break;
    case "checkbox":
      b = b.requireCheckbox();
      break;
    case "atLeast":
      b = b.requireNumberGreaterThanOrEqualTo(rule.min);
      break;
    case "between":
      b = b.requireNumberBetween(rule.min, rule.max);
      break;
    case "inTab": {
      const source = built.get(rule.tab);
      if (!source) throw new Error(`inTab: ${rule.tab} is not built yet`);
      b = b.requireValueInRange(source.getRange(2, 1, Math.max(1, source.getMaxRows() - 1), 1), true);
      break;
    }
  }
  if (rule.allowInvalid !== undefined) b = b.setAllowInvalid(rule.allowInvalid);
  if (rule.help !== undefined) b = b.setHelpText(rule.help);
  return b.build();
}

/** Inserts the tab and writes what does not depend on another tab. */
function insertTab(ss: Spreadsheet, spec: TabSpec): Sheet {
  const sheet = ss.insertSheet(spec.name);
  const head = spec.headers;
  if (head) {
    sheet.getRange(1, 1, 1, head.length).setValues([head]).setFontWeight("bold").setBackground(HEADER_GREY);
  }
  const cells = spec.cells;
  if (cells) {
    const range = sheet
      .getRange(cells.row, 1, cells.values.length, cells.values[0]!.length)
      .setValues(cells.values);
    if (cells.bold) range.setFontWeight("bold");
  }
  if (spec.formula !== undefined) sheet.getRange(1, 1).setFormula(spec.formula);
  if (spec.boldHeader) sheet.getRange(1, 1, 1, spec.boldHeader).setFontWeight("bold");
  if (spec.frozenRows) sheet.setFrozenRows(spec.frozenRows);
  if (spec.frozenColumns) sheet.setFrozenColumns(spec.frozenColumns);
  if (spec.columns) ensureColumns(sheet, spec.columns);
  spec.widths?.forEach((px, i) => {
    sheet.setColumnWidth(i + 1, px);
  });
  for (const [column, px] of spec.widthsAt ?? []) sheet.setColumnWidth(column + 1, px);
  return sheet;
}

/** The validations, bands, formats and protections (after every tab of the batch exists). */
function finishTab(sheet: Sheet, spec: TabSpec, built: Map<string, Sheet>, ss: Spreadsheet): void {
  const needsMax =
    spec.rules || spec.formats || spec.bands || spec.warnColumns || spec.rowColours || spec.namedRange;
  const max = needsMax ? sheet.getMaxRows() : 0;
  for (const r of spec.rules ?? []) {
    sheet.getRange(2, r.column + 1, max - 1, r.count).setDataValidation(validation(r.rule, built));
  }
  const f = spec.formats;
  if (f) {
    sheet
      .getRange(2, f.column + 1, max - 1, f.formats.length)
      .setNumberFormats(Array.from({ length: max - 1 }, () => f.formats));
  }
  for (const band of spec.bands ?? []) {
    const top = band.header ? 1 : 2;
    sheet.getRange(top, band.column + 1, max - top + 1, band.count).setBackground(COMPUTED_GREY);
  }
  for (const w of spec.warnColumns ?? []) {
    sheet
      .getRange(1, w.column + 1, max, w.count)
      .protect()
      .setWarningOnly(true)
      .setDescription(w.description);
  }
  const colours = spec.rowColours;
  if (colours) {
    const all = sheet.getRange(2, 1, max - 1, colours.width);
    sheet.setConditionalFormatRules(
      colours.rules.map((r) =>
        SpreadsheetApp.newConditionalFormatRule()
          .whenFormulaSatisfied(r.formula)
          .setBackground(r.colour)
          .setRanges([all])
          .build(),
      ),
    );
  }
  if (spec.namedRange)
    ss.setNamedRange(spec.namedRange.name, sheet.getRange(1, 1, max, spec.namedRange.width));
  if (spec.warn !== undefined) sheet.protect().setWarningOnly(true).setDescription(spec.warn);
  if (spec.hidden) sheet.hideSheet();
}

/**
 * Makes the tabs, in order, from their descriptions; a validation may name a tab of the same batch.
 * Returns each tab by name.
 */
export function buildTabs(ss: Spreadsheet, specs: readonly TabSpec[]): Map<string, Sheet> {
  const built = new Map<string, Sheet>();
  for (const spec of specs) built.set(spec.name, insertTab(ss, spec));
  for (const spec of specs) finishTab(built.get(spec.name)!, spec, built, ss);
  return built;
}

/** Makes one tab from its description. */
export function buildTab(ss: Spreadsheet, spec: TabSpec): Sheet {
  return buildTabs(ss, [spec]).get(spec.name)!;
}

/**
 * Column widths (px) that show each header whole in bold 10 pt (≈ 8.5 px a character, plus the
 * cell padding and room for a dropdown arrow), never narrower than `min`.
 */
export function fitWidths(headers: string[], min: readonly number[]): number[] {
  return headers.map((h, i) => Math.max(min[i] ?? 0, Math.ceil(h.length * 8.5) + 28));
}

/** One column of a tab's list: the name its readers use, its header key, its width (px). */
export interface ColumnSpec {
  readonly field: string;
  readonly key: string;
  readonly width: number;
}

/** A tab's 0-based column of each field (its place in the list), and `width`: how many columns. */
export function columnIndexes<const C extends readonly ColumnSpec[]>(
  columns: C,
): { readonly [F in C[number]["field"]]: number } & { readonly width: number } {
  const out: Record<string, number> = Object.fromEntries(columns.map((c, i) => [c.field, i]));
  out.width = columns.length;
  return out as { readonly [F in C[number]["field"]]: number } & { readonly width: number };
}
