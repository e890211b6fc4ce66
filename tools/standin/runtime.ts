/**
 * The stand-in's runtime: the call counter, the authorisation mode, and the proxy that every stand-in
 * service object goes through (counting each call from script code, enforcing the auth mode, and moving
 * values between the host realm and the `node:vm` realm of a loaded bundle).
 */

export type AuthModeName = "NONE" | "LIMITED" | "FULL" | "CUSTOM_FUNCTION";

export type CallKind = "read" | "write" | "other";

export interface CallRecord {
  /** "Service.method", e.g. "Range.getValues". */
  key: string;
  service: string;
  method: string;
  kind: CallKind;
  /** For Sheet and Range calls: the sheet's name at the time of the call. */
  sheet?: string;
  /** For Range calls: the range's A1 notation. */
  range?: string;
  /** The call was refused by the auth mode (and threw). */
  denied?: boolean;
  /**
   * The call changes the document or what the script keeps: a write, or a structural change (a tab
   * inserted, deleted or renamed, a chart, a frozen row), a document property, a form's content.
   * Where `failChangeAt` can stop an execution.
   */
  change?: boolean;
  /** Made by a custom function while a formula was being evaluated. */
  fromCustomFunction?: boolean;
  /** When the counter is timed (benches): performance.now() as the call began and as it returned. */
  start?: number;
  end?: number;
}

export interface SheetTally {
  reads: number;
  writes: number;
}

/** Counts every call script code makes on a stand-in object. Calls the stand-in makes internally are not counted. */
export class CallCounter {
  /** Calls made by the script (triggers, menu actions, google.script.run, direct calls). */
  readonly calls: CallRecord[] = [];
  /** Calls made by custom functions while formulas were evaluated (separate executions in Sheets). */
  readonly customFunctionCalls: CallRecord[] = [];
  /** Benches set it: each call then carries when it began and returned (the script's time is between). */
  timed = false;

  record(call: CallRecord): void {
    if (call.fromCustomFunction) this.customFunctionCalls.push(call);
    else this.calls.push(call);
  }

  /** Number of calls to `key` ("Range.getValues"), to a whole service ("Range.*"), or all calls (no key). */
  count(key?: string): number {
    if (key === undefined) return this.calls.length;
    if (key.endsWith(".*")) {
      const service = key.slice(0, -2);
      return this.calls.filter((c) => c.service === service).length;
    }
    return this.calls.filter((c) => c.key === key).length;
  }

  /** Calls per "Service.method", sorted by key. */
  counts(): Record<string, number> {
    const out: Record<string, number> = {};
    for (const c of [...this.calls].sort((a, b) => a.key.localeCompare(b.key)))
      out[c.key] = (out[c.key] ?? 0) + 1;
    return out;
  }

  /** Data reads/writes (Range getters of values/formats/notes…, Range/Sheet setters, clears, appendRow…) on one tab. */
  sheet(name: string): SheetTally {
    const t: SheetTally = { reads: 0, writes: 0 };
    for (const c of this.calls) {
      if (c.sheet !== name) continue;
      if (c.kind === "read") t.reads++;
      else if (c.kind === "write") t.writes++;
    }
    return t;
  }

  /** Tallies for every tab touched. */
  sheets(): Record<string, SheetTally> {
    const out: Record<string, SheetTally> = {};
    for (const c of this.calls) {
      if (c.sheet === undefined || c.kind === "other") continue;
      const t = out[c.sheet] ?? { reads: 0, writes: 0 };
      out[c.sheet] = t;
      if (c.kind === "read") t.reads++;
      else t.writes++;
    }
    return out;
  }

  denied(): CallRecord[] {
    return this.calls.filter((c) => c.denied);
  }

  reset(): void {
    this.calls.length = 0;
    this.customFunctionCalls.length = 0;
  }

  /** Human-readable summary, handy in assertion messages. */
  summary(): string {
    return Object.entries(this.counts())
      .map(([k, n]) => `${k} ×${n}`)
      .join("\n");
  }
}

/** Moves values into the realm the script runs in (a vm context), so `instanceof Array/Date/Error` hold there. */
export interface Realm {
  importValue(value: unknown): unknown;
  makeError(message: string, name?: string): Error;
}

export const hostRealm: Realm = {
  importValue: (v) => v,
  makeError(message, name = "Exception") {
    const e = new Error(message);
    e.name = name;
    return e;
  },
};

export interface ServicePolicy {
  /** Service name used in counter keys ("Range", "Sheet", "SpreadsheetApp", …). */
  service: string;
  /** Classifies a method for per-sheet read/write tallies. */
  kind?: (method: string) => CallKind;
  /** Sheet and range the object refers to, recorded with each call. */
  describe?: () => { sheet?: string; range?: string };
}

/** Error thrown by the stand-in with an Apps Script-like message. */
export class ScriptException extends Error {
  constructor(message: string) {
    super(message);
    this.name = "Exception";
  }
}

const IGNORED_PROPS = new Set([
  "then",
  "toJSON",
  "asymmetricMatch",
  "$$typeof",
  "nodeType",
  "tagName",
  "constructor",
  "inspect",
  "toString",
  "valueOf",
  "@@__IMMUTABLE_ITERABLE__@@",
  "@@__IMMUTABLE_RECORD__@@",
  "_isMockFunction",
]);

/** Methods available in AuthMode.NONE (simple-trigger onOpen of an add-on not yet used in the document). */
const ALLOWED_IN_NONE: Record<string, "*" | Set<string>> = {
  SpreadsheetApp: new Set(["getUi", "flush"]),
  Ui: new Set(["createMenu", "createAddonMenu"]),
  Menu: "*",
  Session: new Set(["getActiveUserLocale", "getScriptTimeZone", "getTemporaryActiveUserKey"]),
  Utilities: "*",
  Logger: "*",
  console: "*",
  ScriptApp: new Set([]),
  HtmlService: "*",
  HtmlOutput: "*",
  HtmlTemplate: "*",
  DataValidationBuilder: "*",
  ConditionalFormatRuleBuilder: "*",
};

const SPREADSHEET_SERVICES = new Set([
  "Spreadsheet",
  "Sheet",
  "Range",
  "NamedRange",
  "Protection",
  "DataValidation",
  "ConditionalFormatRule",
]);

/** Services a web-app run may not use: the container and everything reached from it (asWebApp). */
const WEB_APP_REFUSED = new Set([
  "SpreadsheetApp",
  "FormApp",
  "Ui",
  "Spreadsheet",
  "Sheet",
  "Range",
  "RangeList",
  "NamedRange",
  "Protection",
  "Form",
]);

export class Runtime {
  readonly counter = new CallCounter();
  authMode: AuthModeName = "FULL";
  realm: Realm = hostRealm;
  private depth = 0;
  private inCustomFunction = false;
  /** A web-app run (doGet, or google.script.run from the web app's page): no container. */
  private inWebApp = false;
  private readonly wrappers = new WeakMap<object, Map<string, unknown>>();
  /** Writes left before the injected failure (failWriteAt), or null. */
  private failIn: number | null = null;
  private failMessage = "";

  /**
   * Tests: the `n`th write call the script makes from now on (1 = the next; Range and Sheet setters,
   * clears, inserts…) throws, before it writes, the error Apps Script throws when a service fails
   * half-way through an execution (a quota, a backend failure); the writes before it stay, as in
   * Sheets. Once thrown, the writes work again. `null` cancels.
   */
  failWriteAt(
    n: number | null,
    message = "Service Spreadsheets failed while accessing document with id standin-spreadsheet.",
  ): void {
    if (n !== null && !(Number.isInteger(n) && n >= 1))
      throw new Error(`failWriteAt: ${n} is not a write number`);
    this.failIn = n;
    this.failMessage = message;
  }

  /** Changes left before the injected stop (failChangeAt), how it stops, and whether it has. */
  private stopIn: number | null = null;
  private stopHow: "quota" | "timeout" = "quota";
  private stopped = false;

  /**
   * Tests: the `n`th change the script makes from now on (1 = the next; a write as failWriteAt counts
   * them, and also a tab inserted, deleted or renamed, a chart, a document property, a form's item…:
   * `isChange`) is where the execution stops, before it changes anything. "quota": it throws the
   * service's error, as a quota or a backend failure does; the calls after it work again (the script
   * may catch it). "timeout": the execution ends there, as at Apps Script's time limit ("Exceeded
   * maximum execution time"): that call and every call after it throw, nothing more is changed,
   * until `failChangeAt(null)` ends the execution (the test's next call is a new one). The document
   * lock is let go as Apps Script lets it go when an execution ends. `null` cancels and ends it.
   */
  failChangeAt(n: number | null, how: "quota" | "timeout" = "quota"): void {
    if (n !== null && !(Number.isInteger(n) && n >= 1))
      throw new Error(`failChangeAt: ${n} is not a change number`);
    this.stopIn = n;
    this.stopHow = how;
    this.stopped = false;
  }

  /** Whether a "timeout" of failChangeAt has ended the execution (every call now throws). */
  get timedOut(): boolean {
    return this.stopped;
  }

  /** The call where the last injected stop happened ("Properties.setProperty"), for reports. */
  stoppedAt: string | null = null;

  /** Changes left before the injected stop, or null when none is pending. */
  get pendingStop(): number | null {
    return this.stopIn;
  }

  /** Writes left before the interruption (interruptAt), and what happens then. */
  private interruptIn: number | null = null;
  private interruption: (() => void) | null = null;

  /**
   * Tests: just before the `n`th write call the script makes from now on, `fn` runs as a person
   * would act in the spreadsheet at that moment (uncounted: e.g. the organiser typing into a cell
   * between the script's read and its write); the write then goes on. Once run, it is forgotten;
   * `null` cancels. Whether it is still pending: `pendingInterruption`.
   */
  interruptAt(n: number | null, fn: (() => void) | null = null): void {
    if (n !== null && !(Number.isInteger(n) && n >= 1 && fn))
      throw new Error(`interruptAt: ${n} is not a write number`);
    this.interruptIn = n;
    this.interruption = n === null ? null : fn;
  }

  get pendingInterruption(): boolean {
    return this.interruptIn !== null;
  }

  /** Writes left before the injected failure, or null when none is pending. */
  get pendingFailure(): number | null {
    return this.failIn;
  }

  /** Runs `fn` as Apps Script would run a trigger or custom function in `mode`. */
  withAuthMode<T>(mode: AuthModeName, fn: () => T): T {
    const saved = this.authMode;
    this.authMode = mode;
    try {
      return fn();
    } finally {
      this.authMode = saved;
    }
  }

  /** Runs fn without counting or auth checks (the stand-in acting for the user, e.g. a playground edit). */
  silently<T>(fn: () => T): T {
    this.depth++;
    try {
      return fn();
    } finally {
      this.depth--;
    }
  }

  /** Runs a custom function: calls it makes count again (depth 0) and the auth mode is CUSTOM_FUNCTION. */
  asCustomFunction<T>(fn: () => T): T {
    const saved = { depth: this.depth, mode: this.authMode, cf: this.inCustomFunction };
    this.depth = 0;
    this.authMode = "CUSTOM_FUNCTION";
    this.inCustomFunction = true;
    try {
      return fn();
    } finally {
      this.depth = saved.depth;
      this.authMode = saved.mode;
      this.inCustomFunction = saved.cf;
    }
  }

  /**
   * Runs fn as Apps Script runs a web app's doGet, or a server function its page calls: the script is
   * bound, but "when a bound script is run as a web app or via the Apps Script API, these methods are not
   * available" (https://developers.google.com/apps-script/guides/bound#special_methods): getActiveSpreadsheet,
   * getActive, getUi and the other container methods. The stand-in refuses every spreadsheet, form and Ui
   * call there, and the document's properties, lock and cache (stand-in rule: no document is open, and the
   * page must read only what the sidebar's actions stored for it).
   */
  asWebApp<T>(fn: () => T): T {
    const saved = { depth: this.depth, mode: this.authMode, web: this.inWebApp };
    this.depth = 0;
    this.authMode = "FULL";
    this.inWebApp = true;
    try {
      return fn();
    } finally {
      this.depth = saved.depth;
      this.authMode = saved.mode;
      this.inWebApp = saved.web;
    }
  }

  /** Whether a web-app run is under way (asWebApp). */
  get webApp(): boolean {
    return this.inWebApp;
  }

  /**
   * Error message if `service.method` is not allowed in the current auth mode: AuthMode.NONE allows menus only
   * (https://developers.google.com/workspace/add-ons/concepts/editor-auth-lifecycle#authorization_modes); a
   * custom function may not use services that need the user's authorisation, nor the Ui
   * (https://developers.google.com/apps-script/guides/sheets/functions#using_apps_script_services).
   */
  authError(service: string, method: string): string | undefined {
    if (this.inWebApp) {
      if (WEB_APP_REFUSED.has(service))
        return `${service}.${method} is not available when a bound script runs as a web app.`;
      if (/^getDocument(Properties|Lock|Cache)$/.test(method))
        return `${service}.${method} is not available when a bound script runs as a web app (no document is open).`;
    }
    const mode = this.authMode;
    if (mode === "NONE") {
      const allowed = ALLOWED_IN_NONE[service];
      if (allowed === "*" || allowed?.has(method)) return undefined;
      return `You do not have permission to call ${service}.${method}. (The add-on runs in AuthMode.NONE: only menus can be built.)`;
    }
    if (mode === "CUSTOM_FUNCTION") {
      if (service === "Ui" || (service === "SpreadsheetApp" && method === "getUi")) {
        return `Cannot call SpreadsheetApp.getUi() from this context.`;
      }
      if (SPREADSHEET_SERVICES.has(service) && !/^(get|is|has|copy|toString)/.test(method)) {
        return `You do not have permission to call ${method}`;
      }
      // a custom function runs without the user's authorisation: no service that needs a scope of its own
      if (service === "FormApp") {
        return `You do not have permission to call FormApp.${method}. Required permissions: https://www.googleapis.com/auth/forms`;
      }
    }
    return undefined;
  }

  /** Wraps a stand-in object: every method call from script code is counted and auth-checked. */
  instrument<T extends object>(target: T, policy: ServicePolicy): T {
    const rt = this;
    const proxy: T = new Proxy(target, {
      get(t, prop, _receiver) {
        if (typeof prop === "symbol") return Reflect.get(t, prop, t);
        const value: unknown = Reflect.get(t, prop, t);
        if (value === undefined && !(prop in t)) {
          if (IGNORED_PROPS.has(prop) || !/^[a-z][A-Za-z0-9]*$/.test(prop)) return undefined;
          return () => {
            throw rt.realm.makeError(
              `Stand-in: ${policy.service}.${prop}() is not implemented in tools/standin (add it there).`,
              "TypeError",
            );
          };
        }
        if (typeof value !== "function" || prop.startsWith("_")) return value;
        let cache = rt.wrappers.get(t);
        if (!cache) {
          cache = new Map();
          rt.wrappers.set(t, cache);
        }
        const cached = cache.get(prop);
        if (cached) return cached;
        const fn = value as (...args: unknown[]) => unknown;
        const wrapper = (...args: unknown[]): unknown => rt.invoke(t, proxy, fn, prop, args, policy);
        cache.set(prop, wrapper);
        return wrapper;
      },
    });
    return proxy;
  }

  private invoke(
    target: object,
    proxy: object,
    fn: (...args: unknown[]) => unknown,
    method: string,
    args: unknown[],
    policy: ServicePolicy,
  ): unknown {
    const outer = this.depth === 0;
    if (outer) {
      const where = policy.describe?.() ?? {};
      const record: CallRecord = {
        key: `${policy.service}.${method}`,
        service: policy.service,
        method,
        kind: policy.kind?.(method) ?? "other",
        ...(where.sheet !== undefined ? { sheet: where.sheet } : {}),
        ...(where.range !== undefined ? { range: where.range } : {}),
        ...(this.inCustomFunction ? { fromCustomFunction: true } : {}),
      };
      if (record.kind === "write" || isChange(policy.service, method)) record.change = true;
      if (this.stopped && !this.inCustomFunction && !LOCK_SERVICES.has(policy.service)) {
        this.counter.record(record);
        throw this.realm.makeError("Exceeded maximum execution time", "Exception");
      }
      const denied = this.authError(policy.service, method);
      if (denied) {
        record.denied = true;
        this.counter.record(record);
        throw this.realm.makeError(denied);
      }
      this.counter.record(record);
      if (
        record.kind === "write" &&
        this.interruptIn !== null &&
        !this.inCustomFunction &&
        --this.interruptIn === 0
      ) {
        const fn = this.interruption!;
        this.interruptIn = null;
        this.interruption = null;
        this.silently(fn);
      }
      if (record.change && this.stopIn !== null && !this.inCustomFunction && --this.stopIn === 0) {
        this.stopIn = null;
        this.stoppedAt = record.key;
        if (this.stopHow === "timeout") {
          this.stopped = true;
          throw this.realm.makeError("Exceeded maximum execution time", "Exception");
        }
        throw this.realm.makeError(stopMessage(policy.service), "Exception");
      }
      if (record.kind === "write" && this.failIn !== null && !this.inCustomFunction && --this.failIn === 0) {
        this.failIn = null;
        throw this.realm.makeError(this.failMessage, "Exception");
      }
    }
    const timed =
      outer && this.counter.timed && !this.inCustomFunction
        ? this.counter.calls[this.counter.calls.length - 1]
        : undefined;
    if (timed) timed.start = performance.now();
    this.depth++;
    let result: unknown;
    try {
      result = fn.apply(target, args);
    } catch (e) {
      if (outer && e instanceof Error) {
        throw this.realm.makeError(e.message, e instanceof ScriptException ? "Exception" : e.name);
      }
      throw e;
    } finally {
      this.depth--;
    }
    if (result === target) {
      if (timed) timed.end = performance.now();
      return proxy;
    }
    if (!outer) return result;
    const imported = this.realm.importValue(result);
    if (timed) timed.end = performance.now();
    return imported;
  }
}

/** The lock is the platform's: an execution that ended (a time-out) lets it go. */
const LOCK_SERVICES = new Set(["Lock", "LockService"]);

/** Services whose setters change the document, its properties or its form (builders change nothing). */
const CHANGING_SERVICES =
  /^(Spreadsheet|Sheet|Range|NamedRange|Protection|Properties|FormApp|Form|\w+Item|FormResponse)$/;
const CHANGING_METHOD =
  /^(set(?!Active)|insert|delete|remove|add|append|clear|copy|move|duplicate|rename|hide|show|update|create|protect|sort|merge|breakApart|submit)/;

/** Whether `service.method` changes the document, a document property or a form (failChangeAt's points). */
export function isChange(service: string, method: string): boolean {
  return CHANGING_SERVICES.test(service) && CHANGING_METHOD.test(method);
}

/** The error Apps Script throws when a service fails half-way through an execution. */
function stopMessage(service: string): string {
  if (service === "Properties") return "Service Properties failed while accessing the document's properties.";
  if (service === "FormApp" || service === "Form" || /Item$|^FormResponse$/.test(service))
    return "Service Forms failed while accessing document with id standin-form.";
  return "Service Spreadsheets failed while accessing document with id standin-spreadsheet.";
}

const RANGE_METADATA =
  /^(getRow|getColumn|getLastRow|getLastColumn|getNumRows|getNumColumns|getA1Notation|getSheet|getHeight|getWidth|getGridId|getRowIndex|getColumnIndex)$/;

/** Range calls: value/format getters are reads; setters, clears, merges, sorts and copies are writes. */
export function classifyRangeMethod(method: string): CallKind {
  if (RANGE_METADATA.test(method)) return "other";
  if (/^get/.test(method)) return "read";
  if (
    /^(set|clear|merge|breakApart|sort|copyTo|moveTo|insertCheckboxes|removeCheckboxes|trimWhitespace)/.test(
      method,
    )
  ) {
    return "write";
  }
  return "other";
}

/** Sheet calls that read or write cell data themselves (not via a Range). */
export function classifySheetMethod(method: string): CallKind {
  if (
    /^(appendRow|clear|clearContents|clearFormats|insertRow|insertRows|insertRowAfter|insertRowBefore|insertRowsAfter|insertRowsBefore|deleteRow|deleteRows|sort)$/.test(
      method,
    )
  ) {
    return "write";
  }
  return "other";
}
