/**
 * Formula evaluation for the stand-in, delegated to HyperFormula (GPL-3.0, dev-only: never bundled in build/).
 *
 * The workbook model stays the source of truth for what cells hold; a HyperFormula instance mirrors it as soon
 * as the first formula is written, is updated incrementally (cell writes, sheet add/rename/remove, row/column
 * insert/delete — formulas referencing moved cells are rewritten as Sheets does), and evaluates lazily: writes
 * suspend evaluation, the next read resumes it.
 *
 * Custom functions (top-level functions of the bundle whose JSDoc says `@customfunction`) are registered as
 * HyperFormula functions that call into the script: ranges arrive as 2-D arrays (a single cell as a scalar),
 * empty cells as "", date cells as Date; a 2-D array result spills (a 1-D array spills down a column); a throw
 * shows `#ERROR!` with the message kept. The size of a spilled result is learned from the call and the formula is
 * re-laid out until the size is stable (HyperFormula fixes array sizes at parse time).
 */
import {
  ArraySize,
  CellError,
  DetailedCellError,
  ErrorType,
  FunctionArgumentType,
  FunctionPlugin,
  HyperFormula,
  type RawCellContent,
  type SimpleCellAddress,
  SimpleRangeValue,
} from "hyperformula";
import { quoteSheetName, rectA1 } from "./a1";
import type { SheetModel, WorkbookModel } from "./model";
import { dateToSerial, isDate, isDateFormat, type Scalar, serialToDate } from "./values";

/** Calls a custom function with Sheets-shaped arguments; returns what the script returned, or throws. */
export type CustomFunctionImpl = (args: unknown[]) => unknown;

export interface Evaluated {
  value: Scalar | "";
  /** The evaluation error's message, when value is an error code ("#ERROR!", "#N/A", "#NAME?"…). */
  error?: string;
  /** HyperFormula typed the result as a date/time (e.g. =TODAY(), =A1+1 with A1 a date). */
  isDate?: boolean;
}

let current: FormulaEngine | undefined;
const registered = new Set<string>();

interface AstLike {
  args: unknown[];
}
interface StateLike {
  formulaAddress: SimpleCellAddress;
}

function registerCustomFunctionName(name: string): void {
  if (registered.has(name)) return;
  registered.add(name);
  class CustomFunctionPlugin extends FunctionPlugin {
    static override implementedFunctions = {
      [name]: {
        method: "call",
        parameters: [{ argumentType: FunctionArgumentType.ANY, optionalArg: true, passSubtype: true }],
        repeatLastArgs: 1,
        sizeOfResultArrayMethod: "size",
        vectorizationForbidden: true,
      },
    };
    call(ast: AstLike, state: StateLike): unknown {
      const engine = current;
      const impl = (...args: unknown[]): unknown => {
        if (!engine?.hasFunction(name)) return new CellError(ErrorType.NAME, `Unknown function: '${name}'.`);
        return engine.callCustom(name, args.slice(0, ast.args.length), state.formulaAddress);
      };
      return this.runFunction(ast.args as never, state as never, this.metadata(name), impl as never);
    }
    size(_ast: AstLike, state: StateLike): ArraySize {
      return current?.predictSize(state.formulaAddress) ?? ArraySize.scalar();
    }
  }
  HyperFormula.registerFunctionPlugin(CustomFunctionPlugin, { enGB: { [name]: name } });
}

/**
 * A double-quoted string, or a range `A2:D` with its sheet (`Feuille!`, `'l''Open'!` or none), or a quoted sheet name
 * on its own; `end` (the group after the range) holds the row a closed range ends at.
 */
const OPEN_RANGE =
  /("(?:[^"]|"")*")|((?:'(?:[^']|'')*'|[\p{L}\p{N}_.]+)!)?(?<![\p{L}\p{N}_.$])(\$?[A-Z]{1,3}\$?\d+:\$?[A-Z]{1,3})(\d*)(?![\p{L}\p{N}_.(!$])|('(?:[^']|'')*')/gu;

/** The sheet a range's prefix names (`'l''Open'!` → l'Open), or undefined without one. */
function prefixSheet(prefix: string | undefined): string | undefined {
  if (!prefix) return undefined;
  const name = prefix.slice(0, -1);
  return name.startsWith("'") ? name.slice(1, -1).replace(/''/g, "'") : name;
}

/**
 * Sheets' open ranges (`A2:D`, `$B$5:$B`: from a cell down to the last row of its tab) as HyperFormula reads them
 * (it has none): closed at `lastRow` of the range's tab (undefined: the formula's own tab; a tab that does not
 * exist leaves the range as written). Strings and quoted sheet names are left alone.
 */
export function closeOpenRanges(
  formula: string,
  lastRow: (sheet: string | undefined) => number | undefined,
): string {
  if (!formula.includes(":")) return formula;
  return formula.replace(
    OPEN_RANGE,
    (m, _string, prefix: string | undefined, range: string | undefined, row: string) => {
      if (range === undefined || row !== "") return m;
      const end = lastRow(prefixSheet(prefix));
      return end === undefined ? m : `${prefix ?? ""}${range}${end}`;
    },
  );
}

/**
 * A formula HyperFormula rewrote (rows moved…), written back as Sheets shows it: where the formula was written
 * with open ranges, a range ending at the last row of its tab is open again.
 */
export function reopenRanges(
  written: string,
  rewritten: string,
  lastRow: (sheet: string | undefined) => number | undefined,
): string {
  if (closeOpenRanges(written, () => 0) === written) return rewritten;
  return rewritten.replace(
    OPEN_RANGE,
    (m, _string, prefix: string | undefined, range: string | undefined, row: string) =>
      range !== undefined && row !== "" && Number(row) === lastRow(prefixSheet(prefix))
        ? `${prefix ?? ""}${range}`
        : m,
  );
}

/**
 * Whether a formula's text names a tab (`Résultats!A2`, `'Tournois 2025'!B:B`, in any case). A name inside a
 * string or a longer tab name that ends with it counts too: the tab is mirrored for nothing, which is harmless.
 */
function mentionsSheet(formula: string, sheetName: string): boolean {
  const upper = formula.toUpperCase();
  const name = sheetName.toUpperCase();
  return upper.includes(`${name}!`) || upper.includes(`'${name.replace(/'/g, "''")}'!`);
}

/** Whether a formula's text mentions a name (as a word of its own, in any case; inside a string too: harmless). */
function mentionsName(formula: string, name: string): boolean {
  if (!formula.toUpperCase().includes(name.toUpperCase())) return false;
  const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return new RegExp(`(^|[^A-Za-z0-9_.])${escaped}(?![A-Za-z0-9_.])`, "i").test(formula);
}

function isRichNumber(v: unknown): v is { val: number; getDetailedType(): string } {
  return (
    typeof v === "object" &&
    v !== null &&
    "val" in v &&
    typeof (v as { getDetailedType?: unknown }).getDetailedType === "function"
  );
}

const SHEETS_ERROR: Record<string, string> = { "#CYCLE!": "#REF!", "#SPILL!": "#REF!", "#LIC!": "#ERROR!" };

/** A custom-function call over the stand-in's time limit: fails the test, never a cell's error. */
export class CustomFunctionTooSlow extends Error {
  override name = "CustomFunctionTooSlow";
}

function isFormula(content: RawCellContent): boolean {
  return typeof content === "string" && content.startsWith("=");
}

/**
 * Empties a formula cell before another formula is written over it. HyperFormula 3.5 keeps a placeholder for a
 * tab a formula names that is not there (never was, renamed away, deleted) and drops it while the old formula is
 * replaced, after the new one was parsed against it: the write then throws "There's no sheet with id = N".
 * Emptied first, the placeholder goes with the old formula and the new one makes its own.
 */
function clearFormulaBeforeAnother(hf: HyperFormula, address: SimpleCellAddress): void {
  if (hf.doesCellHaveFormula(address)) hf.setCellContents(address, null);
}

export class FormulaEngine {
  private hf: HyperFormula | undefined;
  private readonly ids = new Map<SheetModel, number>();
  /**
   * Tabs whose cells HyperFormula holds: a tab with a formula, and a tab a formula reads (names it, or through a
   * named range; HyperFormula has no INDIRECT, and a data-validation rule's INDIRECT of a constant text is read
   * as the reference it names). The others stay out of it, empty there (their names resolve): a Results tab of
   * 47,880 rows no formula reads costs HyperFormula nothing. Every formula lives in a mirrored tab.
   */
  private readonly mirrored = new Set<SheetModel>();
  private readonly learned = new Map<string, [number, number]>();
  private readonly predicted = new Map<string, [number, number]>();
  private readonly messages = new Map<string, string>();
  /** Cells whose custom function returned a Date (shown as a date, as Sheets auto-formats it). */
  private readonly dateResults = new Set<string>();
  /** A custom-function call over the time limit, thrown when the engine hands back. */
  private slow: CustomFunctionTooSlow | undefined;

  constructor(
    private readonly book: WorkbookModel,
    private readonly functions: Map<string, CustomFunctionImpl>,
    /** The time a custom-function call may take, in ms (the stand-in's `customFunctionLimitMs`). */
    private readonly limitMs: () => number = () => Number.POSITIVE_INFINITY,
  ) {
    const builtins = new Set(HyperFormula.getRegisteredFunctionNames("enGB"));
    for (const name of functions.keys()) {
      if (!builtins.has(name) || registered.has(name)) registerCustomFunctionName(name);
    }
  }

  get active(): boolean {
    return this.hf !== undefined;
  }

  hasFunction(name: string): boolean {
    return this.functions.has(name);
  }

  private run<T>(fn: (hf: HyperFormula) => T): T {
    const saved = current;
    current = this;
    let out: T;
    try {
      out = fn(this.hf!);
    } finally {
      current = saved;
    }
    // a custom function over the time limit fails the test, out of the engine (which would keep
    // an exception of a function as the cell's error)
    const slow = this.slow;
    this.slow = undefined;
    if (slow) throw slow;
    return out;
  }

  private content(sheet: SheetModel, row: number, col: number): RawCellContent {
    const c = sheet.cell(row, col);
    if (!c) return null;
    if (c.formula !== undefined) return closeOpenRanges(c.formula, this.lastRowOf(sheet));
    const v = c.value;
    if (v === undefined || v === "") return null;
    if (typeof v === "string") return `'${v}`;
    if (typeof v === "number" && isDateFormat(c.format)) {
      // HyperFormula reads Date objects through local getters: build one whose local fields are the wall clock.
      const w = new Date(Math.round((v - 25_569) * 86_400_000));
      return new Date(
        w.getUTCFullYear(),
        w.getUTCMonth(),
        w.getUTCDate(),
        w.getUTCHours(),
        w.getUTCMinutes(),
        w.getUTCSeconds(),
      );
    }
    return v;
  }

  private sheetContents(sheet: SheetModel): RawCellContent[][] {
    const out: RawCellContent[][] = [];
    const rows = Math.min(sheet.rows.length, sheet.maxRows);
    for (let r = 1; r <= rows; r++) {
      const row = sheet.rows[r - 1];
      const line: RawCellContent[] = [];
      if (row)
        for (let c = 1; c <= Math.min(row.length, sheet.maxColumns); c++)
          line.push(this.content(sheet, r, c));
      out.push(line);
    }
    return out;
  }

  /** Builds the mirror if it does not exist yet (called when a formula is first written). */
  ensure(): void {
    if (this.hf) return;
    // Built empty and suspended, then filled: nothing is evaluated until the first read.
    const hf = HyperFormula.buildEmpty({
      licenseKey: "gpl-v3",
      // Sheets' own limits (10 million cells, 18,278 columns): the stand-in refuses beyond them
      maxRows: 10_000_000,
      maxColumns: 18_278,
      useArrayArithmetic: false,
      evaluateNullToZero: false,
      caseSensitive: false,
      // Google Sheets compares text ignoring case but not accents: "Zoé" <> "Zoe"
      accentSensitive: true,
      matchWholeCell: true,
      useWildcards: true,
      useRegularExpressions: false,
      smartRounding: true,
    });
    this.hf = hf;
    this.ids.clear();
    this.mirrored.clear();
    this.run(() => {
      hf.suspendEvaluation();
      for (const s of this.book.sheets) this.ids.set(s, hf.getSheetId(hf.addSheet(s.name))!);
    });
    const formulas: string[] = [];
    for (const s of this.book.sheets) {
      const own = this.formulasOf(s);
      if (own.length) this.mirror(s);
      formulas.push(...own);
    }
    this.mirrorRead(formulas);
    this.syncNamedRanges();
  }

  /** The formulas a tab holds. */
  private formulasOf(sheet: SheetModel): string[] {
    const out: string[] = [];
    for (const row of sheet.rows)
      for (const c of row ?? []) if (c?.formula !== undefined) out.push(c.formula);
    return out;
  }

  /** Puts a tab's cells into HyperFormula (once; later writes follow it there). */
  private mirror(sheet: SheetModel): void {
    if (this.mirrored.has(sheet)) return;
    const id = this.ids.get(sheet);
    if (id === undefined) return;
    this.mirrored.add(sheet);
    const contents = this.sheetContents(sheet);
    if (contents.length)
      this.run((hf) => {
        this.suspend(hf);
        hf.setSheetContent(id, contents);
      });
  }

  /** Mirrors the tabs these formulas read. */
  private mirrorRead(formulas: readonly string[]): void {
    if (!formulas.length) return;
    for (const s of this.book.sheets)
      if (!this.mirrored.has(s) && formulas.some((f) => mentionsSheet(f, s.name))) this.mirror(s);
  }

  /** Whether a tab's name is read by a formula of the mirrored tabs. */
  private isRead(sheet: SheetModel): boolean {
    for (const m of this.mirrored)
      for (const f of this.formulasOf(m)) if (mentionsSheet(f, sheet.name)) return true;
    return false;
  }

  private suspend(hf: HyperFormula): void {
    if (!hf.isEvaluationSuspended()) hf.suspendEvaluation();
  }

  cellsChanged(sheet: SheetModel, row: number, col: number, numRows: number, numCols: number): void {
    if (!this.hf) return;
    const id = this.ids.get(sheet);
    if (id === undefined) return;
    const written: string[] = [];
    for (let r = row; r < row + numRows; r++)
      for (let c = col; c < col + numCols; c++) {
        const f = sheet.cell(r, c)?.formula;
        if (f !== undefined) written.push(f);
      }
    if (!this.mirrored.has(sheet)) {
      // a tab no formula reads: HyperFormula learns of it when it holds a formula
      if (!written.length) return;
      this.mirror(sheet);
      this.mirrorRead(written);
      if (this.needsNames([written])) this.syncNamedRanges();
      return;
    }
    this.mirrorRead(written);
    const block: RawCellContent[][] = [];
    for (let r = 0; r < numRows; r++) {
      const line: RawCellContent[] = [];
      for (let c = 0; c < numCols; c++) line.push(this.content(sheet, row + r, col + c));
      block.push(line);
    }
    this.run((hf) => {
      this.suspend(hf);
      for (let r = 0; r < numRows; r++)
        for (let c = 0; c < numCols; c++)
          if (isFormula(block[r]![c]))
            clearFormulaBeforeAnother(hf, { sheet: id, row: row - 1 + r, col: col - 1 + c });
      hf.setCellContents({ sheet: id, row: row - 1, col: col - 1 }, block);
    });
    if (this.needsNames(block)) this.syncNamedRanges();
  }

  sheetAdded(sheet: SheetModel): void {
    if (!this.hf) return;
    this.run((hf) => {
      this.suspend(hf);
      const name = hf.addSheet(sheet.name);
      this.ids.set(sheet, hf.getSheetId(name)!);
    });
    const own = this.formulasOf(sheet);
    if (own.length || this.isRead(sheet)) this.mirror(sheet);
    this.mirrorRead(own);
    if (this.needsNames([own])) this.syncNamedRanges();
  }

  sheetRemoved(sheet: SheetModel): void {
    if (!this.hf) return;
    const id = this.ids.get(sheet);
    if (id === undefined) return;
    this.run((hf) => {
      this.suspend(hf);
      hf.removeSheet(id);
    });
    this.ids.delete(sheet);
    this.mirrored.delete(sheet);
    this.pullFormulas();
  }

  sheetRenamed(sheet: SheetModel): void {
    if (!this.hf) return;
    const id = this.ids.get(sheet);
    if (id === undefined) return;
    this.run((hf) => {
      this.suspend(hf);
      hf.renameSheet(id, sheet.name);
    });
    if (this.isRead(sheet)) this.mirror(sheet);
    this.pullFormulas();
  }

  /** Rows/columns inserted (count > 0) or deleted (count < 0) at a 1-based index. */
  structureChanged(sheet: SheetModel, dimension: "rows" | "columns", index: number, count: number): void {
    if (!this.hf) return;
    const id = this.ids.get(sheet);
    if (id === undefined || count === 0) return;
    // no formula reads or lives in an unmirrored tab: it is filled as it is then when one does
    if (!this.mirrored.has(sheet)) return;
    // What was learned about each formula cell (spill size, error message, date result) moves with the cell,
    // as in Sheets: HyperFormula keeps the array size it parsed, so forgetting it here would make the next
    // evaluation answer in a different size ("Resizing to smaller array") instead of re-laying the spill out.
    const move = (key: string): string | null => {
      const [s, r, c] = key.split(":").map(Number) as [number, number, number];
      if (s !== id) return key;
      const pos = dimension === "rows" ? r : c;
      const start = index - 1;
      let next = pos;
      if (count > 0) {
        if (pos >= start) next = pos + count;
      } else if (pos >= start - count) next = pos + count;
      else if (pos >= start) return null; // the formula's own row/column was deleted
      return dimension === "rows" ? `${s}:${next}:${c}` : `${s}:${r}:${next}`;
    };
    const remap = <V>(map: Map<string, V>): void => {
      const entries = [...map];
      map.clear();
      for (const [k, v] of entries) {
        const m = move(k);
        if (m !== null) map.set(m, v);
      }
    };
    remap(this.learned);
    remap(this.predicted);
    remap(this.messages);
    const dates = [...this.dateResults];
    this.dateResults.clear();
    for (const k of dates) {
      const m = move(k);
      if (m !== null) this.dateResults.add(m);
    }
    this.run((hf) => {
      this.suspend(hf);
      const span: [number, number] = [index - 1, Math.abs(count)];
      if (dimension === "rows") {
        if (count > 0) hf.addRows(id, span);
        else hf.removeRows(id, span);
      } else if (count > 0) hf.addColumns(id, span);
      else hf.removeColumns(id, span);
    });
    this.pullFormulas();
  }

  /** Named ranges that are HyperFormula named expressions now (see syncNamedRanges). */
  private readonly exposedNames = new Set<string>();

  /** Does a formula mention a named range that is not a HyperFormula named expression yet? */
  private needsNames(contents: readonly (readonly RawCellContent[])[]): boolean {
    if (this.book.namedRanges.size === this.exposedNames.size) return false;
    for (const line of contents)
      for (const v of line)
        if (typeof v === "string" && v.startsWith("="))
          for (const name of this.book.namedRanges.keys())
            if (!this.exposedNames.has(name) && mentionsName(v, name)) return true;
    return false;
  }

  /**
   * Named ranges become HyperFormula named expressions when a formula of the workbook mentions them
   * (a formula written later that mentions one brings it in). A named expression over a whole tab
   * (Arbitre names its Players and Rounds tabs, 1,000 × 10 cells) is a vertex HyperFormula
   * recomputes, over every cell of the range, after any edit in that tab: one per tab made every
   * edit cost milliseconds for names no formula uses. What formulas compute is the same.
   */
  syncNamedRanges(): void {
    if (!this.hf) return;
    const formulas: string[] = [];
    if (this.book.namedRanges.size > 0)
      for (const sheet of this.mirrored) formulas.push(...this.formulasOf(sheet));
    for (const nr of this.book.namedRanges.values())
      if (formulas.some((f) => mentionsName(f, nr.name))) this.mirror(nr.sheet);
    this.run((hf) => {
      this.suspend(hf);
      // Sheets has TRUE and FALSE literals; HyperFormula only the functions TRUE() and FALSE().
      const wanted = new Map<string, string>([
        ["TRUE", "=TRUE()"],
        ["FALSE", "=FALSE()"],
      ]);
      this.exposedNames.clear();
      for (const nr of this.book.namedRanges.values()) {
        if (!formulas.some((f) => mentionsName(f, nr.name))) continue;
        const abs = rectA1(nr.rect).replace(/([A-Z]+)(\d+)/g, "$$$1$$$2");
        wanted.set(nr.name, `=${quoteSheetName(nr.sheet.name)}!${abs}`);
        this.exposedNames.add(nr.name);
      }
      // Only what changed: removing a named expression makes HyperFormula revisit the whole dependency
      // graph, which made every setNamedRange cost hundreds of milliseconds on a filled spreadsheet.
      for (const ne of hf.listNamedExpressions()) {
        if (wanted.get(ne) === hf.getNamedExpressionFormula(ne)) wanted.delete(ne);
        else hf.removeNamedExpression(ne);
      }
      for (const [name, expression] of wanted) {
        try {
          hf.addNamedExpression(name, expression);
        } catch {
          // A name HyperFormula refuses (e.g. looks like a cell reference) stays unknown to formulas: #NAME?.
        }
      }
    });
  }

  /** The last row of a tab an open range names (undefined: `home`), for closeOpenRanges. */
  private lastRowOf(home: SheetModel): (sheet: string | undefined) => number | undefined {
    return (name) => (name === undefined ? home : this.book.sheetByName(name))?.maxRows;
  }

  /** After HyperFormula rewrote references (moved rows, renamed/removed sheets), copy formulas back to the model. */
  private pullFormulas(): void {
    const hf = this.hf!;
    for (const [sheet, id] of this.ids) {
      if (!this.mirrored.has(sheet)) continue;
      sheet.rows.forEach((row, r) => {
        row?.forEach((cell, c) => {
          if (cell?.formula === undefined) return;
          const f = hf.getCellFormula({ sheet: id, row: r, col: c });
          if (f !== undefined) cell.formula = reopenRanges(cell.formula, f, this.lastRowOf(sheet));
        });
      });
    }
  }

  private resume(): void {
    const hf = this.hf!;
    this.run(() => {
      if (hf.isEvaluationSuspended()) hf.resumeEvaluation();
      for (let pass = 0; pass < 6; pass++) {
        const stale = [...this.learned].filter(([k, size]) => {
          const p = this.predicted.get(k);
          return !p || p[0] !== size[0] || p[1] !== size[1];
        });
        if (!stale.length) break;
        hf.batch(() => {
          for (const [k] of stale) {
            const [sheetId, row, col] = k.split(":").map(Number) as [number, number, number];
            const f = hf.getCellFormula({ sheet: sheetId, row, col });
            if (f === undefined) this.learned.delete(k);
            else {
              clearFormulaBeforeAnother(hf, { sheet: sheetId, row, col });
              hf.setCellContents({ sheet: sheetId, row, col }, f);
            }
          }
        });
      }
    });
  }

  /** The computed value at a 1-based cell, or undefined when no formula was ever written. */
  evaluated(sheet: SheetModel, row: number, col: number): Evaluated | undefined {
    if (!this.hf || !this.mirrored.has(sheet)) return undefined;
    const id = this.ids.get(sheet);
    if (id === undefined) return undefined;
    this.resume();
    const addr = { sheet: id, row: row - 1, col: col - 1 };
    const v = this.run((hf) => hf.getCellValue(addr));
    if (v instanceof DetailedCellError) {
      const code = SHEETS_ERROR[v.value] ?? v.value;
      const key = `${id}:${row - 1}:${col - 1}`;
      let message = this.messages.get(key) ?? v.message;
      if (v.value === "#SPILL!") message = `Array result was not expanded because it would overwrite data.`;
      if (v.value === "#CYCLE!") message = "Circular dependency detected.";
      return { value: code, error: message || code };
    }
    if (v === null || v === undefined) return { value: "" };
    if (typeof v === "number") {
      const t = this.run((hf) => hf.getCellValueDetailedType(addr));
      const isDateType =
        t === "NUMBER_DATE" ||
        t === "NUMBER_DATETIME" ||
        t === "NUMBER_TIME" ||
        this.dateResults.has(`${id}:${row - 1}:${col - 1}`);
      return isDateType ? { value: v, isDate: true } : { value: v };
    }
    return { value: v };
  }

  /**
   * A formula evaluated where no cell holds it (a data-validation rule's), in `sheet`'s context: its
   * value, or the error code ("#VALUE!"…). Relative references are read from A1: pass absolute ones.
   */
  calculate(sheet: SheetModel, formula: string): unknown {
    this.ensure();
    const id = this.ids.get(sheet);
    if (id === undefined) return "#REF!";
    this.mirror(sheet);
    this.mirrorRead([formula]);
    this.resume();
    let v: unknown;
    try {
      v = this.run((hf) => hf.calculateFormula(closeOpenRanges(formula, this.lastRowOf(sheet)), id));
    } catch (e) {
      if (e instanceof CustomFunctionTooSlow) throw e;
      return "#ERROR!";
    }
    if (v instanceof DetailedCellError) return SHEETS_ERROR[v.value] ?? v.value;
    if (Array.isArray(v)) v = v[0]?.[0];
    return v instanceof DetailedCellError ? (SHEETS_ERROR[v.value] ?? v.value) : v;
  }

  /** Rows and columns holding computed values (spilled arrays included), for getLastRow/getLastColumn. */
  usedExtent(
    sheet: SheetModel,
    lastRow = sheet.lastRow(),
    lastColumn = sheet.lastColumn(),
  ): { rows: number; columns: number } {
    if (!this.hf || !this.mirrored.has(sheet)) return { rows: 0, columns: 0 };
    const id = this.ids.get(sheet);
    if (id === undefined) return { rows: 0, columns: 0 };
    this.resume();
    // Callers take the larger of this and the model's own extent (cells with content, formulas
    // included), so only computed values outside the model's extent matter — spilled arrays. They
    // lie within HyperFormula's sheet dimensions: scan that margin, not the whole sheet (a tab
    // formatted over 1,000 rows made every getDataRange read 1,000 rows of values).
    const { width, height } = this.run((hf) => hf.getSheetDimensions(id));
    let rows = 0;
    let columns = 0;
    this.run((hf) => {
      for (let r = 0; r < height; r++) {
        for (let c = r < lastRow ? lastColumn : 0; c < width; c++) {
          const v = hf.getCellValue({ sheet: id, row: r, col: c });
          if (v !== null && v !== undefined && v !== "") {
            rows = Math.max(rows, r + 1);
            columns = Math.max(columns, c + 1);
          }
        }
      }
    });
    return { rows, columns };
  }

  // ---- custom functions -------------------------------------------------------------------------------------

  predictSize(addr: SimpleCellAddress): ArraySize {
    const key = `${addr.sheet}:${addr.row}:${addr.col}`;
    const l = this.learned.get(key) ?? [1, 1];
    this.predicted.set(key, l);
    return l[0] === 1 && l[1] === 1 ? ArraySize.scalar() : new ArraySize(l[1], l[0]);
  }

  private toScriptValue(v: unknown): unknown {
    if (v instanceof SimpleRangeValue) {
      const rows = v.data.map((line) => line.map((x) => this.toScriptValue(x)));
      return rows.length === 1 && rows[0]!.length === 1 ? rows[0]![0] : rows;
    }
    if (v === undefined || v === null || typeof v === "symbol") return "";
    if (v instanceof CellError) return errorCode(v.type);
    if (isRichNumber(v)) {
      const t = v.getDetailedType();
      if (t === "NUMBER_DATE" || t === "NUMBER_DATETIME" || t === "NUMBER_TIME")
        return serialToDate(v.val, this.book.timeZone);
      return v.val;
    }
    return v;
  }

  private toSheetScalar(v: unknown): unknown {
    if (v === null || v === undefined) return "";
    if (typeof v === "number") return Number.isFinite(v) ? v : new CellError(ErrorType.NUM);
    if (typeof v === "string" || typeof v === "boolean") return v;
    if (isDate(v)) return dateToSerial(v, this.book.timeZone);
    return String(v);
  }

  /**
   * Fails the test when a custom-function call took longer than the limit: Apps Script stops one
   * after 30 s ("Exceeded maximum execution time"), on servers slower than this machine. Thrown out
   * of the formula engine (`run`), to the read that computed the cell.
   */
  private checkTime(name: string, start: number): void {
    const ms = performance.now() - start;
    const limit = this.limitMs();
    if (ms > limit)
      this.slow ??= new CustomFunctionTooSlow(
        `${name} took ${Math.round(ms)} ms, over the stand-in's ${limit} ms for a custom function ` +
          "(Apps Script stops one after 30 s: Exceeded maximum execution time)",
      );
  }

  callCustom(name: string, args: unknown[], addr: SimpleCellAddress): unknown {
    const key = `${addr.sheet}:${addr.row}:${addr.col}`;
    const impl = this.functions.get(name)!;
    let result: unknown;
    const start = performance.now();
    try {
      result = impl(args.map((a) => this.toScriptValue(a)));
      this.messages.delete(key);
    } catch (e) {
      const message =
        e && typeof e === "object" && "message" in e
          ? String((e as { message: unknown }).message)
          : String(e);
      this.messages.set(key, message);
      this.learned.set(key, [1, 1]);
      this.checkTime(name, start);
      return new CellError(ErrorType.ERROR, message);
    }
    this.checkTime(name, start);
    if (Array.isArray(result)) {
      let rows: unknown[][] = result.map((r) => (Array.isArray(r) ? r : [r]));
      if (rows.length === 0) rows = [[""]];
      const width = Math.max(...rows.map((r) => r.length), 1);
      const data = rows.map((r) => Array.from({ length: width }, (_, i) => this.toSheetScalar(r[i])));
      this.learned.set(key, [data.length, width]);
      // HyperFormula fixed the array size at parse time: answer in that size now (the re-layout in resume()
      // re-parses the formula with the learned size), else it throws "Resizing to smaller array".
      const [pr, pc] = this.predicted.get(key) ?? [data.length, width];
      const fitted = Array.from({ length: pr }, (_, r) =>
        Array.from({ length: pc }, (_, c) => data[r]?.[c] ?? ""),
      );
      if (pr === 1 && pc === 1) return fitted[0]![0];
      return SimpleRangeValue.onlyValues(fitted as never);
    }
    this.learned.set(key, [1, 1]);
    if (isDate(result)) this.dateResults.add(key);
    else this.dateResults.delete(key);
    return this.toSheetScalar(result);
  }
}

function errorCode(type: ErrorType): string {
  switch (type) {
    case ErrorType.DIV_BY_ZERO:
      return "#DIV/0!";
    case ErrorType.NA:
      return "#N/A";
    case ErrorType.NAME:
      return "#NAME?";
    case ErrorType.NUM:
      return "#NUM!";
    case ErrorType.REF:
    case ErrorType.CYCLE:
    case ErrorType.SPILL:
      return "#REF!";
    case ErrorType.VALUE:
      return "#VALUE!";
    default:
      return "#ERROR!";
  }
}
