/**
 * loadBundle(): runs the real build/Code.js in a `node:vm` context whose globals are the stand-in services and
 * nothing Node-specific (no process, require, setTimeout, fetch, URL, TextEncoder, structuredClone, atob, btoa,
 * window), like the Apps Script V8 runtime. Its `@customfunction` functions become usable in cell formulas.
 */
import { readFileSync, statSync } from "node:fs";
import { resolve } from "node:path";
import vm from "node:vm";
import { parse } from "acorn";
import type { CustomFunctionImpl } from "./formulas";
import type { AuthModeName, CallCounter, Realm } from "./runtime";
import type { UiRecorder } from "./services";
import { createStandin, type Standin, type StandinOptions } from "./standin";

export interface LoadOptions extends StandinOptions {
  /** Reuse an existing stand-in (its spreadsheet, properties…) instead of creating one from the options. */
  standin?: Standin;
}

export interface TopLevelFunction {
  name: string;
  params: string[];
  customFunction: boolean;
  jsdoc: string;
}

export interface LoadedBundle {
  /** The vm context (the script's global object). */
  context: vm.Context;
  standin: Standin;
  /** The Apps Script globals installed in the context (SpreadsheetApp, PropertiesService, …). */
  services: Record<string, unknown>;
  counter: CallCounter;
  spreadsheet: GoogleAppsScript.Spreadsheet.Spreadsheet;
  ui: UiRecorder;
  /** Top-level function declarations of the bundle (what Apps Script would list), with their JSDoc. */
  functions: TopLevelFunction[];
  /**
   * Calls a top-level function as the editor/google.script.run would (AuthMode.FULL). The tests'
   * shorthand for an action: `call("arbitreGenerateRound", req)`, a name the bundle does not
   * declare, is `call("arbitreAct", "generateRound", req)` (actionShorthand).
   */
  call(name: string, ...args: unknown[]): unknown;
  /** Runs a trigger: the auth mode comes from event.authMode (e.g. onOpen with {authMode: "NONE"}). */
  trigger(name: string, event?: { authMode?: AuthModeName; [key: string]: unknown }): unknown;
  hasFunction(name: string): boolean;
  /**
   * A browser opens the web app: `doGet(e)` runs as a web-app run (Runtime.asWebApp: no container), with
   * the event Apps Script builds from the query string ("e.parameter": the first value of each parameter;
   * "e.parameters": all of them; https://developers.google.com/apps-script/guides/web#request_parameters).
   */
  webGet(query?: string): unknown;
  /** The web app's page calls a server function through google.script.run: a web-app run too. */
  callFromPage(name: string, ...args: unknown[]): unknown;
}

/** The event object of a web app's GET, from its query string ("a=1&b=2&b=3"). */
export function webEvent(query: string): Record<string, unknown> {
  const q = query.replace(/^\?/, "");
  const parameter: Record<string, string> = {};
  const parameters: Record<string, string[]> = {};
  for (const [k, v] of new URLSearchParams(q)) {
    if (!(k in parameter)) parameter[k] = v;
    const all = parameters[k] ?? [];
    all.push(v);
    parameters[k] = all;
  }
  return {
    queryString: q === "" ? null : q,
    parameter,
    parameters,
    contextPath: "",
    contentLength: -1,
    pathInfo: undefined,
  };
}

/** Finds the top-level `function NAME(...)` declarations and their preceding JSDoc blocks. */
export function scanTopLevelFunctions(code: string): TopLevelFunction[] {
  const comments: { type: string; value: string; start: number; end: number }[] = [];
  const ast = parse(code, {
    ecmaVersion: "latest",
    sourceType: "script",
    allowHashBang: true,
    onComment: (block, text, start, end) => {
      if (block) comments.push({ type: "Block", value: text, start, end });
    },
  });
  const out: TopLevelFunction[] = [];
  for (const node of ast.body) {
    if (node.type !== "FunctionDeclaration" || !node.id) continue;
    const before = comments.filter((c) => c.end <= node.start && /^\s*$/.test(code.slice(c.end, node.start)));
    const doc = before.length ? before[before.length - 1]!.value : "";
    out.push({
      name: node.id.name,
      params: node.params.map((p) => (p.type === "Identifier" ? p.name : code.slice(p.start, p.end))),
      customFunction: doc.startsWith("*") && /@customfunction\b/.test(doc),
      jsdoc: doc,
    });
  }
  return out;
}

const REALM_HELPERS = `({
  importer: function (isHostPlain) {
    // the built-ins held in locals: a global looked up in a vm context is slow (see LOCAL_BUILTINS)
    var RealmArray = Array, isArray = Array.isArray, toString = Object.prototype.toString, RealmDate = Date;
    function imp(v) {
      if (isArray(v)) {
        var out = new RealmArray(v.length);
        for (var i = 0; i < v.length; i++) out[i] = imp(v[i]);
        return out;
      }
      if (v !== null && typeof v === "object") {
        if (toString.call(v) === "[object Date]" && !(v instanceof RealmDate)) return new RealmDate(v.getTime());
        if (isHostPlain(v)) {
          var o = {};
          for (var k in v) o[k] = imp(v[k]);
          return o;
        }
      }
      return v;
    }
    return imp;
  },
  clock: function (clockNow) {
    // the bundle's Date reads the stand-in's clock: Date.now(), new Date() and Date() (a Date.now
    // a test puts in afterwards is still the one new Date() reads); every other use is Date's own.
    // A plain function, not a Proxy or a subclass: new ClockDate(x) is a Date of this realm as fast
    // as new Date(x), and any Date of the realm is an instance of it
    var RealDate = Date;
    function ClockDate(a, b, c, d, e, f, g) {
      if (!new.target) return new RealDate(ClockDate.now()).toString();
      switch (arguments.length) {
        case 0: return new RealDate(ClockDate.now());
        case 1: return new RealDate(a);
        case 2: return new RealDate(a, b);
        case 3: return new RealDate(a, b, c);
        case 4: return new RealDate(a, b, c, d);
        case 5: return new RealDate(a, b, c, d, e);
        case 6: return new RealDate(a, b, c, d, e, f);
        default: return new RealDate(a, b, c, d, e, f, g);
      }
    }
    ClockDate.prototype = RealDate.prototype;
    ClockDate.now = function now() { return clockNow(); };
    ClockDate.UTC = RealDate.UTC;
    ClockDate.parse = RealDate.parse;
    RealDate.now = ClockDate.now;
    return ClockDate;
  },
  makeError: function (message, name) {
    var e = new Error(message);
    e.name = name || "Exception";
    return e;
  }
})`;

/**
 * The built-ins the script names most (Math, Array, Object, String, Date…). In a `node:vm` context every
 * name looked up on the global object goes through the context's interceptor, a thousand times slower
 * than in Apps Script (a loop calling Math.imul: 8 s against 17 ms for five million calls): the bundle
 * would spend most of a big action looking up `Math` and `Array`. So the bundle runs inside a function
 * that receives the context's own built-ins as parameters (the same objects: a test that replaces
 * Math.random or Date.now afterwards is still seen), and its top-level functions and variables are put
 * back on the global object, where Apps Script (and the stand-in's triggers and custom functions) find
 * them. Nothing else changes: the same code, strict or not as it says, the same line numbers.
 */
const LOCAL_BUILTINS = [
  "Math",
  "Array",
  "Object",
  "String",
  "Number",
  "Boolean",
  "Date",
  "Map",
  "Set",
  "WeakMap",
  "WeakSet",
  "JSON",
  "RegExp",
  "Error",
  "TypeError",
  "RangeError",
  "Symbol",
  "Intl",
  "Reflect",
  "isNaN",
  "isFinite",
  "parseInt",
  "parseFloat",
  "Infinity",
  "NaN",
];

function withLocalBuiltins(code: string, functions: TopLevelFunction[]): string {
  const vars = [...code.matchAll(/^(?:var|let|const) ([A-Za-z_$][\w$]*)/gm)].map((m) => m[1]!);
  const globals = [...new Set([...vars, ...functions.map((f) => f.name)])];
  const list = LOCAL_BUILTINS.join(", ");
  return `(function (${list}) {${code}
;${globals.map((g) => `globalThis.${g} = ${g};`).join(" ")}
})(${list});`;
}

/** A bundle read, scanned and compiled once per file version (tests and long runs load it hundreds of times). */
const compiled = new Map<string, { stamp: string; script: vm.Script; functions: TopLevelFunction[] }>();

function compile(path: string): { script: vm.Script; functions: TopLevelFunction[] } {
  const st = statSync(path);
  const stamp = `${st.mtimeMs}:${st.size}`;
  const hit = compiled.get(path);
  if (hit && hit.stamp === stamp) return hit;
  const code = readFileSync(path, "utf8");
  const functions = scanTopLevelFunctions(code);
  const entry = {
    stamp,
    script: new vm.Script(withLocalBuiltins(code, functions), { filename: path }),
    functions,
  };
  compiled.set(path, entry);
  return entry;
}

/**
 * The tests' shorthand for an action (the one place it is translated): `arbitreXxx`, when the
 * bundle declares no such function but declares `arbitreAct`, is the action "xxx" (the name
 * without "arbitre", its first letter lowercased); null for any other name.
 */
export function actionShorthand(globals: Record<string, unknown>, name: string): string | null {
  const m = /^arbitre([A-Z][A-Za-z0-9]*)$/.exec(name);
  if (!m || typeof globals[name] === "function" || typeof globals.arbitreAct !== "function") return null;
  return m[1]!.charAt(0).toLowerCase() + m[1]!.slice(1);
}

export function loadBundle(codePath = "build/Code.js", options: LoadOptions = {}): LoadedBundle {
  const path = resolve(codePath);
  const { script, functions } = compile(path);
  const standin = options.standin ?? createStandin(options);
  const sandbox: Record<string, unknown> = { ...standin.globals };
  const context = vm.createContext(sandbox, {
    name: "Apps Script (stand-in)",
    codeGeneration: { strings: true, wasm: false },
  });
  const helpers = vm.runInContext(REALM_HELPERS, context) as {
    importer(isHostPlain: (v: unknown) => boolean): (v: unknown) => unknown;
    clock(now: () => number): DateConstructor;
    makeError(message: string, name?: string): Error;
  };
  // the bundle's clock is the stand-in's (its `now` option): a test plays an event at a chosen date
  (context as Record<string, unknown>).Date = helpers.clock(() => standin.clock.now().getTime());
  const importValue = helpers.importer(
    (v) => v !== null && typeof v === "object" && Object.getPrototypeOf(v) === Object.prototype,
  );
  const realm: Realm = { importValue, makeError: (m, n) => helpers.makeError(m, n) };
  standin.runtime.realm = realm;

  script.runInContext(context);

  const getFn = (name: string): ((...args: unknown[]) => unknown) => {
    const fn = (context as Record<string, unknown>)[name];
    if (typeof fn !== "function") throw new Error(`Script function not found: ${name}`);
    return fn as (...args: unknown[]) => unknown;
  };

  const custom = new Map<string, CustomFunctionImpl>();
  for (const f of functions) {
    if (!f.customFunction) continue;
    const fn = getFn(f.name);
    custom.set(f.name.toUpperCase(), (args) =>
      standin.runtime.asCustomFunction(() =>
        fn.apply(
          undefined,
          args.map((a) => importValue(a)),
        ),
      ),
    );
  }
  standin.setCustomFunctions(custom);

  const call = (name: string, ...args: unknown[]): unknown => {
    const act = actionShorthand(context as Record<string, unknown>, name);
    if (act !== null) {
      args = [act, ...args];
      name = "arbitreAct";
    }
    const fn = getFn(name);
    return standin.runtime.withAuthMode("FULL", () =>
      fn.apply(
        undefined,
        args.map((a) => importValue(a)),
      ),
    );
  };

  return {
    context,
    standin,
    services: standin.globals,
    counter: standin.counter,
    spreadsheet: standin.spreadsheet,
    ui: standin.ui,
    functions,
    call,
    trigger(name, event = {}) {
      const mode: AuthModeName = event.authMode ?? "FULL";
      const e: Record<string, unknown> = { ...event, authMode: mode };
      if (mode !== "NONE" && !("source" in e)) e.source = standin.spreadsheet;
      const fn = getFn(name);
      return standin.runtime.withAuthMode(mode, () => fn.call(undefined, importValue(e)));
    },
    hasFunction: (name) => typeof (context as Record<string, unknown>)[name] === "function",
    webGet(query = "") {
      const fn = getFn("doGet");
      return standin.runtime.asWebApp(() => fn.call(undefined, importValue(webEvent(query))));
    },
    callFromPage(name, ...args) {
      const fn = getFn(name);
      return standin.runtime.asWebApp(() =>
        fn.apply(
          undefined,
          args.map((a) => importValue(a)),
        ),
      );
    },
  };
}
