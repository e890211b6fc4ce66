/**
 * createStandin(): one in-memory spreadsheet with every Apps Script service Arbitre uses, wired to a call counter.
 * Use it directly (installGlobals for in-process tests of src/ code) or through loadBundle (runs build/Code.js).
 */
import { columnToLetters, parseA1 } from "./a1";
import { type ChartRecord, chartRecord, StandinCharts } from "./charts";
import type { StandinContext, ToastRecord } from "./context";
import { asGas } from "./context";
import { type FormRecord, FormStore, StandinFormApp, type SubmitOptions } from "./forms";
import { type CustomFunctionImpl, FormulaEngine } from "./formulas";
import { type ImageRecord, imageRecords } from "./images";
import { type SheetModel, WorkbookModel } from "./model";
import { type AuthModeName, type CallCounter, Runtime } from "./runtime";
import {
  CacheStore,
  LockState,
  type LockState as LockStateType,
  type LogLine,
  PropertyStore,
  StandinCacheService,
  StandinConsole,
  StandinHtmlService,
  StandinLockService,
  StandinLogger,
  StandinPropertiesService,
  StandinScriptApp,
  StandinSession,
  StandinUi,
  StandinUtilities,
  UiRecorder,
  type WebAppState,
} from "./services";
import {
  addSheet,
  BooleanCriteriaEnum,
  cellDisplay,
  cellError,
  cellValue,
  DataValidationCriteriaEnum,
  ProtectionTypeEnum,
  StandinConditionalFormatRuleBuilder,
  StandinDataValidationBuilder,
  StandinSheet,
  StandinSpreadsheet,
} from "./spreadsheet";
import { acceptsTyped, listChoices, type TypedCheck, type ValidationRefusal } from "./validation";
import { interpretInput, type SheetValue } from "./values";

type GSpreadsheetApp = GoogleAppsScript.Spreadsheet.SpreadsheetApp;

type SpreadsheetAppApi = Pick<
  GSpreadsheetApp,
  | "getActive"
  | "getActiveSpreadsheet"
  | "getActiveSheet"
  | "getActiveRange"
  | "getUi"
  | "newDataValidation"
  | "newConditionalFormatRule"
  | "flush"
  | "ProtectionType"
  | "DataValidationCriteria"
  | "BooleanCriteria"
>;

class StandinSpreadsheetApp implements SpreadsheetAppApi {
  readonly ProtectionType =
    ProtectionTypeEnum as unknown as typeof GoogleAppsScript.Spreadsheet.ProtectionType;
  readonly DataValidationCriteria =
    DataValidationCriteriaEnum as unknown as typeof GoogleAppsScript.Spreadsheet.DataValidationCriteria;
  readonly BooleanCriteria =
    BooleanCriteriaEnum as unknown as typeof GoogleAppsScript.Spreadsheet.BooleanCriteria;
  constructor(
    private readonly ctx: StandinContext,
    private readonly ui: GoogleAppsScript.Base.Ui,
  ) {
    // biome-ignore lint/correctness/noConstructorReturn: every stand-in object is returned through its counting proxy.
    return ctx.runtime.instrument(this, { service: "SpreadsheetApp" });
  }
  getActive(): GoogleAppsScript.Spreadsheet.Spreadsheet {
    return this.ctx.spreadsheetApi();
  }
  getActiveSpreadsheet(): GoogleAppsScript.Spreadsheet.Spreadsheet {
    return this.ctx.spreadsheetApi();
  }
  getActiveSheet(): GoogleAppsScript.Spreadsheet.Sheet {
    return this.ctx.spreadsheetApi().getActiveSheet();
  }
  getActiveRange(): GoogleAppsScript.Spreadsheet.Range {
    return this.ctx.spreadsheetApi().getActiveRange() as GoogleAppsScript.Spreadsheet.Range;
  }
  getUi(): GoogleAppsScript.Base.Ui {
    return this.ui;
  }
  newDataValidation(): GoogleAppsScript.Spreadsheet.DataValidationBuilder {
    return asGas(new StandinDataValidationBuilder(this.ctx));
  }
  newConditionalFormatRule(): GoogleAppsScript.Spreadsheet.ConditionalFormatRuleBuilder {
    return asGas(new StandinConditionalFormatRuleBuilder(this.ctx));
  }
  flush(): void {}
}

/** Initial content of one tab. Values are interpreted as typed input (strings "=…" are formulas). */
export interface SheetSeed {
  name: string;
  rows?: unknown[][];
  /** Number formats by A1 range, e.g. { "C2:C20": "0.0" }. */
  numberFormats?: Record<string, string>;
  frozenRows?: number;
  maxRows?: number;
  maxColumns?: number;
  columnWidths?: Record<number, number>;
  bold?: string[];
  backgrounds?: Record<string, string>;
  notes?: Record<string, string>;
  hidden?: boolean;
}

export interface SpreadsheetSeed {
  id?: string;
  name?: string;
  locale?: string;
  timeZone?: string;
  sheets?: SheetSeed[];
  documentProperties?: Record<string, string>;
  namedRanges?: Record<string, string>;
}

export interface StandinOptions extends SpreadsheetSeed {
  /** Active user's e-mail (Session.getActiveUser). */
  user?: string;
  /** Session.getActiveUserLocale(). Default "fr". */
  userLocale?: string;
  /** Session.getScriptTimeZone(). Default: the spreadsheet time zone. */
  scriptTimeZone?: string;
  /** Where HtmlService.createHtmlOutputFromFile reads NAME.html. Default "build". */
  htmlDir?: string;
  /** Ui.alert/prompt without a scripted answer: "auto" answers OK/YES (default), "strict" throws. */
  dialogs?: "auto" | "strict";
  /** Caption of createAddonMenu() menus. Default "Arbitre". */
  addonName?: string;
  /**
   * Start time of the stand-in clock (CacheService expiry, Utilities.sleep, date parsing, and the
   * bundle's `Date.now()` and `new Date()`). It runs on from there as time passes. Default: now.
   */
  now?: Date;
  /** ScriptApp.getService().getUrl(): the web app's URL once deployed. Default null (not deployed). */
  webAppUrl?: string;
  /** Echo script console.* to the host console. Default false. */
  echoConsole?: boolean;
  /**
   * A custom-function call taking longer fails the test (its write or read throws). Default 3000 ms:
   * Apps Script stops one after 30 s, on servers slower than this machine.
   */
  customFunctionLimitMs?: number;
  /**
   * The owner's Google Workspace domain restricts new forms to its users: each form requires respondents
   * to sign in to an account of the domain (Form.requiresLogin), and a phone not signed in is refused.
   */
  formsRequireSignIn?: boolean;
}

/**
 * The stand-in's clock: it runs with the host's time from where it was started or set, and jumps on
 * with `advance` (Utilities.sleep, a lock waited for).
 */
export interface Clock {
  now(): Date;
  advance(ms: number): void;
  set(date: Date): void;
}

export interface CellProbe {
  value: SheetValue;
  display: string;
  formula: string;
  /** Message of the evaluation error when the cell shows one (#ERROR!, #N/A…). */
  error?: string;
  note: string;
  numberFormat?: string;
  background?: string;
  fontWeight?: string;
  /** Set by Range.setWrap (true: the text wraps onto more lines). */
  wrap?: boolean;
}

export interface Standin {
  /** The Apps Script globals: SpreadsheetApp, Charts, FormApp, PropertiesService, LockService, CacheService, HtmlService,
   *  Session, Utilities, ScriptApp, Logger, console. */
  globals: Record<string, unknown>;
  runtime: Runtime;
  counter: CallCounter;
  /** The active spreadsheet as script code sees it (calls through it are counted). */
  spreadsheet: GoogleAppsScript.Spreadsheet.Spreadsheet;
  book: WorkbookModel;
  ui: UiRecorder;
  toasts: ToastRecord[];
  logs: LogLine[];
  properties: { document: PropertyStore; script: PropertyStore; user: PropertyStore };
  locks: { document: LockStateType; script: LockStateType; user: LockStateType };
  caches: { document: CacheStore; script: CacheStore; user: CacheStore };
  /** The web-app deployment: set `url` to deploy it (ScriptApp.getService().getUrl()). */
  webApp: WebAppState;
  clock: Clock;
  /** The time a custom-function call may take (`customFunctionLimitMs`); a bench sets it to Infinity. */
  customFunctionLimitMs: number;
  /** Runs fn as a trigger in the given auth mode (NONE: only menus; CUSTOM_FUNCTION: read-only sheets, no Ui). */
  withAuthMode<T>(mode: AuthModeName, fn: () => T): T;
  /** Registers custom functions usable in formulas (the loader registers the bundle's @customfunction ones). */
  setCustomFunctions(functions: Map<string, CustomFunctionImpl>): void;
  /** Uncounted test access to a cell, "Sheet!A1" (quoted names allowed). */
  probe(a1: string): CellProbe;
  /** Uncounted getValues of "Sheet!A1:C9". */
  values(a1: string): SheetValue[][];
  /** Uncounted getDisplayValues of "Sheet!A1:C9". */
  displayValues(a1: string): string[][];
  /** Uncounted write of typed input (formulas allowed) starting at "Sheet!A1". */
  write(a1: string, rows: unknown[][]): void;
  /**
   * One cell typed by a person, "Sheet!A1": its data validation, when it rejects invalid input, is
   * checked as Sheets does (validation.ts); refused, the cell keeps what it held and the answer says
   * why (the rule's help text, else Sheets' own words). Uncounted.
   */
  type(a1: string, input: unknown): TypedCheck;
  /**
   * Whether Sheets would refuse `input` typed into one cell: the same check as `type`, the cell
   * left as it was; null when accepted. Uncounted.
   */
  validate(a1: string, input: unknown): ValidationRefusal | null;
  /** Adds (or replaces the content of) a tab, uncounted. */
  seedSheet(seed: SheetSeed): void;
  /**
   * The embedded charts inserted on a tab, in insertion order, with what each shows now (its ranges' current
   * values: tools/standin/charts.ts, ChartRecord). Uncounted.
   */
  charts(sheetName: string): ChartRecord[];
  /** The images over the grid of a tab (Sheet.insertImage), in insertion order: tools/standin/images.ts. Uncounted. */
  images(sheetName: string): ImageRecord[];
  /** The Google Forms the script created (deleted ones too), as they stand: tools/standin/forms.ts. Uncounted. */
  forms(): FormRecord[];
  /**
   * A respondent fills the form from a phone: `answers` by question title. Refused (a test error saying why)
   * for a missing required answer, a list or multiple-choice answer not among the current choices, an unknown
   * question, a deleted form or one not accepting responses. Accepted, the response is stored in the form and
   * lands as a new row of its responses tab, as in Sheets. Returns the response's id. Uncounted.
   */
  submitForm(formId: string, answers: Record<string, string>, opts?: SubmitOptions): string;
  /** The organiser deletes the form in Drive: openById then fails; its responses tab stays, unlinked. Uncounted. */
  deleteForm(formId: string): void;
  /**
   * A Google Forms outage: every FormApp and form call fails with `message` until called with null.
   * `afterCalls`: that many FormApp and form calls still succeed first (a form made half-way). Uncounted.
   */
  formsOutage(message: string | null, opts?: { afterCalls?: number }): void;
}

let standinCounter = 0;

/** An A1 reference with both corners given ("B2", "B2:D10"): parseA1 does not need the tab's size for it. */
const CLOSED_A1 = /^\s*\$?[A-Za-z]{1,3}\$?\d+(?::\$?[A-Za-z]{1,3}\$?\d+)?\s*$/;

export function createStandin(options: StandinOptions = {}): Standin {
  const runtime = new Runtime();
  const locale = options.locale ?? "fr_FR";
  const timeZone = options.timeZone ?? "Europe/Paris";
  const book = new WorkbookModel({
    id: options.id ?? `standin-${++standinCounter}-${Math.random().toString(36).slice(2, 10)}`,
    name: options.name ?? "Arbitre (stand-in)",
    locale,
    timeZone,
  });
  // the clock's time when it was started or last set, and the host's time then
  let clockMs = (options.now ?? new Date()).getTime();
  let since = performance.now();
  const clock: Clock = {
    now: () => new Date(clockMs + Math.floor(performance.now() - since)),
    advance: (ms) => {
      clockMs += Math.max(0, ms);
    },
    set: (d) => {
      clockMs = d.getTime();
      since = performance.now();
    },
  };
  const functions = new Map<string, CustomFunctionImpl>();
  const limits = { customFunctionMs: options.customFunctionLimitMs ?? 3000 };
  const sheetApis = new WeakMap<SheetModel, GoogleAppsScript.Spreadsheet.Sheet>();
  let spreadsheetProxy: GoogleAppsScript.Spreadsheet.Spreadsheet | undefined;
  const toasts: ToastRecord[] = [];
  const ctx: StandinContext = {
    runtime,
    book,
    engine: new FormulaEngine(book, functions, () => limits.customFunctionMs),
    toasts,
    now: clock.now,
    sheetApi(model) {
      let s = sheetApis.get(model);
      if (!s) {
        s = asGas<GoogleAppsScript.Spreadsheet.Sheet>(new StandinSheet(ctx, model));
        sheetApis.set(model, s);
      }
      return s;
    },
    spreadsheetApi() {
      spreadsheetProxy ??= asGas<GoogleAppsScript.Spreadsheet.Spreadsheet>(new StandinSpreadsheet(ctx));
      return spreadsheetProxy;
    },
  };

  const ui = new UiRecorder(options.addonName ?? "Arbitre");
  ui.mode = options.dialogs ?? "auto";
  const logs: LogLine[] = [];
  const properties = {
    document: new PropertyStore(),
    script: new PropertyStore(),
    user: new PropertyStore(),
  };
  const locks = { document: new LockState(), script: new LockState(), user: new LockState() };
  const caches = { document: new CacheStore(), script: new CacheStore(), user: new CacheStore() };
  const webApp: WebAppState = { url: options.webAppUrl ?? null };
  for (const [k, v] of Object.entries(options.documentProperties ?? {}))
    properties.document.data.set(k, String(v));

  const uiApi = asGas<GoogleAppsScript.Base.Ui>(new StandinUi(runtime, ui));
  const formStore = new FormStore(ctx);
  formStore.domainSignIn = options.formsRequireSignIn === true;
  const globals: Record<string, unknown> = {
    SpreadsheetApp: new StandinSpreadsheetApp(ctx, uiApi),
    Charts: new StandinCharts(runtime),
    FormApp: new StandinFormApp(ctx, formStore),
    PropertiesService: new StandinPropertiesService(runtime, properties),
    LockService: new StandinLockService(runtime, locks, clock.advance),
    CacheService: new StandinCacheService(runtime, caches, clock.now),
    HtmlService: new StandinHtmlService(runtime, options.htmlDir ?? "build"),
    Session: new StandinSession(runtime, {
      email: options.user ?? "arbitre@example.org",
      effectiveEmail: options.user ?? "arbitre@example.org",
      userLocale: options.userLocale ?? "fr",
      scriptTimeZone: options.scriptTimeZone ?? timeZone,
    }),
    Utilities: new StandinUtilities(runtime, clock.advance),
    ScriptApp: new StandinScriptApp(runtime, webApp),
    Logger: new StandinLogger(runtime, logs),
    console: new StandinConsole(runtime, logs, options.echoConsole ?? false),
  };

  const resolve = (a1: string): { sheet: SheetModel; rect: ReturnType<typeof parseA1>["rect"] } => {
    const first = book.activeSheet ?? book.sheets[0];
    const bang = a1.lastIndexOf("!");
    let sheet = first;
    if (bang >= 0) {
      let name = a1.slice(0, bang);
      if (name.startsWith("'") && name.endsWith("'")) name = name.slice(1, -1).replace(/''/g, "'");
      const named = book.sheetByName(name);
      if (!named) throw new Error(`Stand-in: no sheet named ${name}`);
      sheet = named;
    }
    if (!sheet) throw new Error(`Stand-in: no sheet for ${a1}`);
    const ref = bang >= 0 ? a1.slice(bang + 1) : a1;
    // only an open reference (A2:C, A:C, 2:5) needs the tab's used size, which scans every row
    const closed = CLOSED_A1.test(ref);
    const rect = parseA1(
      ref,
      closed ? 1 : Math.max(1, sheet.lastRow()),
      closed ? 1 : Math.max(1, sheet.lastColumn()),
    ).rect;
    return { sheet, rect };
  };

  const writeRows = (sheet: SheetModel, row: number, col: number, rows: unknown[][]): void => {
    let formula = false;
    let width = 0;
    rows.forEach((line, r) => {
      width = Math.max(width, line.length);
      line.forEach((v, c) => {
        const rr = row + r;
        const cc = col + c;
        if (rr > sheet.maxRows) sheet.maxRows = rr;
        if (cc > sheet.maxColumns) sheet.maxColumns = cc;
        const existing = sheet.cell(rr, cc);
        const parsed = interpretInput(v, book.locale, book.timeZone, existing?.format, clock.now);
        if (parsed.kind === "empty") {
          if (existing) {
            delete existing.value;
            delete existing.formula;
          }
          return;
        }
        const cell = sheet.ensureCell(rr, cc);
        if (parsed.kind === "formula") {
          delete cell.value;
          cell.formula = parsed.formula;
          formula = true;
        } else {
          delete cell.formula;
          cell.value = parsed.value;
          if (parsed.numberFormat && !cell.format) cell.format = parsed.numberFormat;
        }
      });
    });
    if (formula) ctx.engine.ensure();
    if (rows.length && width) ctx.engine.cellsChanged(sheet, row, col, rows.length, width);
  };

  const eachCell = (sheet: SheetModel, a1: string, fn: (r: number, c: number) => void): void => {
    const { rect } = parseA1(a1, sheet.maxRows, sheet.maxColumns);
    for (let r = 0; r < rect.numRows; r++)
      for (let c = 0; c < rect.numColumns; c++) fn(rect.row + r, rect.column + c);
  };

  const seedSheet = (seed: SheetSeed): void => {
    let sheet = book.sheetByName(seed.name);
    if (!sheet) sheet = addSheet(ctx, seed.name);
    else sheet.rows = [];
    if (seed.maxRows) sheet.maxRows = seed.maxRows;
    if (seed.maxColumns) sheet.maxColumns = seed.maxColumns;
    for (const [a1, fmt] of Object.entries(seed.numberFormats ?? {})) {
      eachCell(sheet, a1, (r, c) => {
        sheet!.ensureCell(r, c).format = fmt;
      });
    }
    writeRows(sheet, 1, 1, seed.rows ?? []);
    if (seed.frozenRows !== undefined) sheet.frozenRows = seed.frozenRows;
    for (const [col, w] of Object.entries(seed.columnWidths ?? {})) sheet.columnWidths.set(Number(col), w);
    for (const a1 of seed.bold ?? [])
      eachCell(sheet, a1, (r, c) => {
        sheet!.ensureCell(r, c).fontWeight = "bold";
      });
    for (const [a1, bg] of Object.entries(seed.backgrounds ?? {}))
      eachCell(sheet, a1, (r, c) => {
        sheet!.ensureCell(r, c).background = bg;
      });
    for (const [a1, note] of Object.entries(seed.notes ?? {}))
      eachCell(sheet, a1, (r, c) => {
        sheet!.ensureCell(r, c).note = note;
      });
    if (seed.hidden) sheet.hidden = true;
  };

  for (const s of options.sheets ?? [
    { name: locale.toLowerCase().startsWith("fr") ? "Feuille 1" : "Sheet1" },
  ])
    seedSheet(s);
  book.activeSheet = book.sheets[0];
  for (const [name, a1] of Object.entries(options.namedRanges ?? {})) {
    const { sheet, rect } = resolve(a1);
    book.namedRanges.set(name, { name, sheet, rect });
  }
  ctx.engine.syncNamedRanges();

  /** Writes `input` as typed into one cell, checks it against the cell's rule, and puts the old
   * content back when refused (or always, for a check only). */
  const typeInto = (a1: string, input: unknown, checkOnly: boolean): TypedCheck => {
    const { sheet, rect } = resolve(a1);
    const { row, column } = rect;
    const before = sheet.cell(row, column);
    const saved = before ? { value: before.value, formula: before.formula, format: before.format } : null;
    writeRows(sheet, row, column, [[input]]);
    const now = sheet.cell(row, column);
    // a formula's value as the script reads it (a Date for a date); a typed date is its serial in a date format
    const typed = now?.formula !== undefined ? cellValue(ctx, sheet, row, column) : (now?.value ?? "");
    const check = acceptsTyped(ctx, sheet, row, column, typed);
    if (!check.ok || checkOnly) {
      const cell = sheet.ensureCell(row, column);
      for (const k of ["value", "formula", "format"] as const) {
        if (saved?.[k] === undefined) delete cell[k];
        else (cell as Record<string, unknown>)[k] = saved[k];
      }
      ctx.engine.cellsChanged(sheet, row, column, 1, 1);
    }
    return check;
  };
  const standin: Standin = {
    globals,
    runtime,
    counter: runtime.counter,
    spreadsheet: ctx.spreadsheetApi(),
    book,
    ui,
    toasts,
    logs,
    properties,
    locks,
    caches,
    webApp,
    clock,
    get customFunctionLimitMs() {
      return limits.customFunctionMs;
    },
    set customFunctionLimitMs(ms: number) {
      limits.customFunctionMs = ms;
    },
    withAuthMode: (mode, fn) => runtime.withAuthMode(mode, fn),
    setCustomFunctions(map) {
      functions.clear();
      for (const [k, v] of map) functions.set(k.toUpperCase(), v);
      const hadEngine = ctx.engine.active;
      ctx.engine = new FormulaEngine(book, functions, () => limits.customFunctionMs);
      if (hadEngine || book.sheets.some((s) => s.rows.some((r) => r?.some((c) => c?.formula !== undefined))))
        ctx.engine.ensure();
    },
    probe(a1) {
      const { sheet, rect } = resolve(a1);
      const c = sheet.cell(rect.row, rect.column);
      const error = cellError(ctx, sheet, rect.row, rect.column);
      return {
        value: cellValue(ctx, sheet, rect.row, rect.column),
        display: cellDisplay(ctx, sheet, rect.row, rect.column),
        formula: c?.formula ?? "",
        ...(error !== undefined ? { error } : {}),
        note: c?.note ?? "",
        ...(c?.format !== undefined ? { numberFormat: c.format } : {}),
        ...(c?.background !== undefined ? { background: c.background } : {}),
        ...(c?.fontWeight !== undefined ? { fontWeight: c.fontWeight } : {}),
        ...(c?.wrap !== undefined ? { wrap: c.wrap } : {}),
      };
    },
    values(a1) {
      const { sheet, rect } = resolve(a1);
      return Array.from({ length: rect.numRows }, (_, r) =>
        Array.from({ length: rect.numColumns }, (_, c) =>
          cellValue(ctx, sheet, rect.row + r, rect.column + c),
        ),
      );
    },
    displayValues(a1) {
      const { sheet, rect } = resolve(a1);
      return Array.from({ length: rect.numRows }, (_, r) =>
        Array.from({ length: rect.numColumns }, (_, c) =>
          cellDisplay(ctx, sheet, rect.row + r, rect.column + c),
        ),
      );
    },
    write(a1, rows) {
      const { sheet, rect } = resolve(a1);
      writeRows(sheet, rect.row, rect.column, rows);
    },
    type(a1, input) {
      return typeInto(a1, input, false);
    },
    validate(a1, input) {
      const { sheet, rect } = resolve(a1);
      const spec = sheet.cell(rect.row, rect.column)?.validation;
      const check = typeInto(a1, input, true);
      if (check.ok || !spec) return null;
      const out: ValidationRefusal = {
        cell: `${columnToLetters(rect.column)}${rect.row}`,
        criteria: spec.criteria,
        helpText: spec.helpText ?? null,
      };
      const choices = listChoices(spec);
      if (choices) out.choices = choices;
      return out;
    },
    seedSheet,
    charts(sheetName) {
      const sheet = book.sheetByName(sheetName);
      if (!sheet) throw new Error(`Stand-in: no sheet named ${sheetName}`);
      return sheet.charts.map((spec) => chartRecord(ctx, spec));
    },
    images(sheetName) {
      const sheet = book.sheetByName(sheetName);
      if (!sheet) throw new Error(`Stand-in: no sheet named ${sheetName}`);
      return imageRecords(sheet);
    },
    forms: () => formStore.forms.map((f) => formStore.record(f)),
    submitForm: (formId, answers, opts) => formStore.submit(formId, answers, opts).id,
    deleteForm: (formId) => formStore.delete(formId),
    formsOutage: (message, opts) => {
      formStore.outage = message;
      formStore.outageGrace = message === null ? 0 : (opts?.afterCalls ?? 0);
    },
  };
  return standin;
}

/** Sets the stand-in's services as globals (for in-process tests of src/ code). Returns a function restoring them. */
export function installGlobals(
  standin: Standin,
  target: Record<string, unknown> = globalThis as unknown as Record<string, unknown>,
): () => void {
  const saved = new Map<string, PropertyDescriptor | undefined>();
  for (const [k, v] of Object.entries(standin.globals)) {
    if (k === "console") continue;
    saved.set(k, Object.getOwnPropertyDescriptor(target, k));
    Object.defineProperty(target, k, { value: v, configurable: true, writable: true, enumerable: false });
  }
  return () => {
    for (const [k, d] of saved) {
      if (d) Object.defineProperty(target, k, d);
      else delete target[k];
    }
  };
}
