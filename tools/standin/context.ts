/** Shared state of one stand-in instance (one spreadsheet, its services, the counter). */
import type { FormulaEngine } from "./formulas";
import type { SheetModel, WorkbookModel } from "./model";
import type { Runtime } from "./runtime";

export interface ToastRecord {
  message: string;
  title: string;
  timeoutSeconds: number;
}

export interface StandinContext {
  runtime: Runtime;
  book: WorkbookModel;
  engine: FormulaEngine;
  toasts: ToastRecord[];
  now(): Date;
  /** The instrumented Sheet object for a model (one per sheet). */
  sheetApi(model: SheetModel): GoogleAppsScript.Spreadsheet.Sheet;
  spreadsheetApi(): GoogleAppsScript.Spreadsheet.Spreadsheet;
}

/** Views a stand-in object as the Apps Script interface it implements a subset of. */
export function asGas<T>(x: object): T {
  return x as unknown as T;
}
