/** The in-memory workbook behind the stand-in's Spreadsheet/Sheet/Range objects (not instrumented). */
import type { GridRect } from "./a1";
import type { AnchoredFormula } from "./validation";
import type { Scalar } from "./values";

export interface DataValidationSpec {
  criteria: string;
  args: unknown[];
  allowInvalid: boolean;
  helpText: string | null;
  /** CUSTOM_FORMULA set on a range: the formula's references as offsets from each cell (validation.ts). */
  anchored?: AnchoredFormula;
}

export interface ConditionalRuleSpec {
  condition: { type: "formula" | "textEqualTo"; value: string } | null;
  background: string | null;
  fontColor: string | null;
  /** setItalic(true). */
  italic?: boolean;
  ranges: { sheet: SheetModel; rect: GridRect }[];
}

export interface Cell {
  value?: Scalar;
  formula?: string;
  format?: string;
  note?: string;
  validation?: DataValidationSpec;
  background?: string;
  fontColor?: string;
  fontWeight?: string;
  fontStyle?: string;
  horizontalAlignment?: string;
  wrap?: boolean;
}

export interface ProtectionSpec {
  type: "SHEET" | "RANGE";
  sheet: SheetModel;
  rect?: GridRect;
  description: string;
  warningOnly: boolean;
  removed: boolean;
  editors: string[];
  unprotectedRanges: GridRect[];
}

/** A range an embedded chart reads, by sheet and rectangle: it follows the sheet's renames and row inserts. */
export interface ChartRangeRef {
  sheet: SheetModel;
  rect: GridRect;
}

/** An embedded chart as built (id null) or as stored on a sheet (SheetModel.charts). */
export interface ChartSpec {
  /** Unique in the workbook once inserted; null for a chart built but not inserted (as getChartId()). */
  id: number | null;
  /** The sheet whose newChart() made it: the one it is inserted into. */
  sheet: SheetModel;
  type: string | null;
  ranges: ChartRangeRef[];
  options: Record<string, unknown>;
  position: { row: number; column: number; offsetX: number; offsetY: number };
  /** -1: Sheets guesses (the stand-in reads it as 1 header row). */
  numHeaders: number;
  transpose: boolean;
  mergeStrategy: string;
  hiddenDimensionStrategy: string;
}

/** A deep enough copy of a chart spec (ranges and options are not shared). */
export function copyChartSpec(spec: ChartSpec): ChartSpec {
  return {
    ...spec,
    ranges: spec.ranges.map((r) => ({ sheet: r.sheet, rect: { ...r.rect } })),
    options: { ...spec.options },
    position: { ...spec.position },
  };
}

export class SheetModel {
  name: string;
  readonly id: number;
  maxRows = 1000;
  maxColumns = 26;
  hidden = false;
  frozenRows = 0;
  frozenColumns = 0;
  tabColor: string | null = null;
  rows: (Array<Cell | undefined> | undefined)[] = [];
  readonly columnWidths = new Map<number, number>();
  /** Columns hidden with Sheet.hideColumns (1-based). */
  readonly hiddenColumns = new Set<number>();
  conditionalRules: ConditionalRuleSpec[] = [];
  merges: GridRect[] = [];
  /** Embedded charts inserted on this sheet, in insertion order. */
  charts: ChartSpec[] = [];
  /** Images over the grid (images.ts), in insertion order. */
  images: import("./images").ImageSpec[] = [];
  /** The form whose responses land in this tab (forms.ts), null when none or unlinked. */
  formId: string | null = null;

  constructor(name: string, id: number) {
    this.name = name;
    this.id = id;
  }

  /** 1-based access; `create` makes an empty cell record. */
  cell(row: number, column: number): Cell | undefined {
    return this.rows[row - 1]?.[column - 1];
  }

  ensureCell(row: number, column: number): Cell {
    let r = this.rows[row - 1];
    if (!r) {
      r = [];
      this.rows[row - 1] = r;
    }
    let c = r[column - 1];
    if (!c) {
      c = {};
      r[column - 1] = c;
    }
    return c;
  }

  hasContent(row: number, column: number): boolean {
    const c = this.cell(row, column);
    return !!c && (c.formula !== undefined || (c.value !== undefined && c.value !== ""));
  }

  lastRow(): number {
    for (let r = Math.min(this.rows.length, this.maxRows); r >= 1; r--) {
      const row = this.rows[r - 1];
      if (row?.some((c) => c && (c.formula !== undefined || (c.value !== undefined && c.value !== ""))))
        return r;
    }
    return 0;
  }

  lastColumn(): number {
    let max = 0;
    for (const row of this.rows) {
      if (!row) continue;
      for (let c = row.length; c > max; c--) {
        const cell = row[c - 1];
        if (cell && (cell.formula !== undefined || (cell.value !== undefined && cell.value !== ""))) {
          max = c;
          break;
        }
      }
    }
    return max;
  }
}

export interface NamedRangeSpec {
  name: string;
  sheet: SheetModel;
  rect: GridRect;
}

export class WorkbookModel {
  readonly id: string;
  name: string;
  locale: string;
  /** The spreadsheet's time zone (File ▸ Settings): date cells are its midnights, date-times exact instants. */
  timeZone: string;
  /**
   * A test's way to make Spreadsheet.getSpreadsheetLocale fail: "throw" (the service fails) or
   * "empty" (it answers ""). Unset: it answers `locale`.
   */
  localeUnreadable?: "throw" | "empty";
  readonly sheets: SheetModel[] = [];
  readonly namedRanges = new Map<string, NamedRangeSpec>();
  readonly protections: ProtectionSpec[] = [];
  activeSheet: SheetModel | undefined;
  activeRange: { sheet: SheetModel; rect: GridRect } | undefined;
  private nextSheetId = 0;
  private nextChartId = 0;

  constructor(opts: { id: string; name: string; locale: string; timeZone: string }) {
    this.id = opts.id;
    this.name = opts.name;
    this.locale = opts.locale;
    this.timeZone = opts.timeZone;
  }

  newSheetId(): number {
    const id = this.nextSheetId === 0 ? 0 : 100_000 + this.nextSheetId * 7919;
    this.nextSheetId++;
    return id;
  }

  /** A chart id unique in the workbook (Sheets' ids are large integers too). */
  newChartId(): number {
    this.nextChartId++;
    return 1_000_000 + this.nextChartId * 104_729;
  }

  sheetByName(name: string): SheetModel | undefined {
    return this.sheets.find((s) => s.name === name);
  }

  /**
   * The sheet whose name is `name` whatever its case: Sheets refuses a tab « public » beside
   * « Public », from the UI and from Apps Script (insertSheet, setName).
   */
  sheetNamedAnyCase(name: string): SheetModel | undefined {
    const folded = name.toLowerCase();
    return this.sheets.find((s) => s.name.toLowerCase() === folded);
  }
}
