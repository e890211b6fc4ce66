/**
 * `npm start`: the playground. Loads build/Code.js into the Apps Script stand-in with the demo spreadsheet
 * (playground/demo.ts) and serves http://localhost:8080 (PORT overrides): the tabs as editable grids, the
 * Arbitre menu recorded by onOpen, the real build/Sidebar.html in an iframe whose google.script.run goes to
 * POST /run, and a service-call counter. The live page is served at /page?t=… as a phone opens it: doGet and
 * its calls (POST /page/run) are web-app runs, where the stand-in refuses the spreadsheet.
 *
 * Ui.alert / Ui.prompt raised by server code are answered at once (server functions run synchronously): with the
 * answers queued by POST /api/answers, else OK/YES and empty text; every dialog is shown in the page's log.
 *
 * The spreadsheet locale (fr_FR or en_US, POST /api/reset {locale}) picks the demo's language, what the add-on
 * reads with getSpreadsheetLocale, and the playground's own words. Formulas cross this API in Apps Script syntax
 * (commas); the page shows and takes them in the locale's syntax (playground/page/formula-syntax.ts).
 */
import { readFileSync } from "node:fs";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import vm from "node:vm";
import { build } from "esbuild";
import {
  type ButtonName,
  type ChartRecord,
  cellA1,
  type FormRecord,
  type LoadedBundle,
  listChoices,
  loadBundle,
  type SpreadsheetSeed,
  type ValidationRefusal,
} from "../tools/standin/index";
import { displayValue, isDateFormat } from "../tools/standin/values";
import { DEMO_LOCALES, demoSpreadsheet, isDemoLocale } from "./demo";
import { type PlaygroundLang, playgroundLang, pt, quoteList } from "./i18n";

const HERE = dirname(fileURLToPath(import.meta.url));

export interface PlaygroundOptions {
  /** Port to listen on; 0 picks a free one. Default: PORT or 8080. */
  port?: number;
  host?: string;
  /**
   * The spreadsheet to start with (default: the demo league in the locale). A function gets the locale; a fixed
   * seed is reloaded with the locale of a language switch.
   */
  demo?: SpreadsheetSeed | ((locale: string) => SpreadsheetSeed);
  /** The spreadsheet locale to start with (default: the seed's, else fr_FR). */
  locale?: string;
  codePath?: string;
  htmlDir?: string;
  /** Log lines (default: console.log; pass () => {} to silence). */
  log?: (line: string) => void;
  /**
   * The script's `Math.random` drawn from this seed after each load (the round's draws, the league's
   * calendar): the browser tests give one, so that a run draws as the run before it did. Default: the
   * platform's own, as in Apps Script.
   */
  randomSeed?: number;
}

export interface Playground {
  url: string;
  port: number;
  /** The loaded bundle (its stand-in, counter, spreadsheet…), replaced by reset(). */
  bundle(): LoadedBundle;
  /** Reloads build/Code.js and the starting spreadsheet, in `locale` when given (else the current one). */
  reset(locale?: string): void;
  /** The current spreadsheet locale. */
  locale(): string;
  close(): Promise<void>;
}

/** The bundle's `Math.random` made a seeded generator (mulberry32): the same draws from the same seed. */
function seedRandom(b: LoadedBundle, seed: number): void {
  vm.runInContext(
    `(function (a) {
      Math.random = function () {
        a = (a + 0x6d2b79f5) | 0;
        var t = Math.imul(a ^ (a >>> 15), 1 | a);
        t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
        return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
      };
    })(${seed | 0});`,
    b.context,
  );
}

type SheetModelLike = LoadedBundle["standin"]["book"]["sheets"][number];

function columnNumber(letters: string): number {
  let n = 0;
  for (const ch of letters) n = n * 26 + (ch.charCodeAt(0) - 64);
  return n;
}

export interface CellView {
  /** Displayed text. */
  d: string;
  /** Text to edit (the formula, or the value as typed). */
  e: string;
  f?: 1;
  err?: string;
  bg?: string;
  b?: 1;
  /** Font colour and italics (a conditional format whose condition holds). */
  fc?: string;
  i?: 1;
  note?: string;
  /** Dropdown choices (a "value in list" data validation), as Sheets shows them. */
  list?: string[];
  /** The help text of the cell's data validation (a rule without dropdown, e.g. a custom formula). */
  help?: string;
  /**
   * A checkbox (a "checkbox" data validation) holding TRUE, FALSE or nothing: the page draws a box, ticked when
   * true, instead of the text. Any other value in such a cell is shown as it is, with no box, as Sheets does.
   */
  checkbox?: boolean;
  /** Alignment: "r" numbers, "c" booleans. */
  al?: "r" | "c";
}

export interface SheetView {
  name: string;
  hidden: boolean;
  frozenRows: number;
  frozenColumns: number;
  /**
   * `cells` starts with the `top` frozen rows above the window (rows 1…top) and each line with the `lead` frozen
   * columns left of it (columns 1…lead), then the window: the page draws them pinned, as Sheets shows them.
   */
  top: number;
  lead: number;
  maxRows: number;
  maxColumns: number;
  columnWidths: Record<number, number>;
  /** Columns hidden with Sheet.hideColumns (1-based): the page leaves them out, as Sheets does. */
  hiddenColumns: number[];
  /**
   * The rows the grid has (the used ones and a margin) and its columns: the page sizes its scroll area with them
   * and asks for the rows it shows, a window at a time (GET /api/state?sheet=…&from=…&rows=…).
   */
  rowCount: number;
  colCount: number;
  /** The first row of `cells` (1-based); `cells` holds the requested window of the shown tab, [] for the others. */
  from: number;
  /** The columns of each line of `cells` (1-based, inclusive): a window of columns too. */
  colFrom: number;
  colTo: number;
  cells: CellView[][];
  /** The tab's embedded charts, with what each shows now (the page draws them over the grid). */
  charts: ChartRecord[];
}

/** The numbers from `first` to `last` (none when last < first). */
function span(first: number, last: number): number[] {
  return last < first ? [] : Array.from({ length: last - first + 1 }, (_, i) => first + i);
}

export interface LogEntry {
  seq: number;
  /** "form": the Forms panel (a response submitted as a player, refused, a form deleted). */
  kind: "dialog" | "toast" | "error" | "log" | "run" | "info" | "form";
  text: string;
  title?: string;
  timeoutSeconds?: number;
}

/** A form of the stand-in's Drive, as the Forms panel shows it (what `standin.forms()` gives, uncounted). */
export type FormView = FormRecord;

/** The answer of POST /api/form/submit: where the response landed, or the stand-in's reason in the page's words. */
export type FormSubmitAnswer =
  | { ok: true; sheet: string | null; row: number }
  | { ok: false; error: { name: string; message: string } };

export interface HtmlView {
  seq: number;
  kind: "sidebar" | "modal" | "modeless";
  title: string;
  width: number;
  height: number;
  /** Closed by its × or google.script.host.close(): a reload of the page does not show it again. */
  closed?: true;
}

/** What google.script.run may carry (Apps Script: primitives, arrays and plain objects of them). */
function toTransportable(
  value: unknown,
  path = "value",
): { ok: true; value: unknown } | { ok: false; problem: string } {
  if (value === undefined || value === null || typeof value === "string" || typeof value === "boolean") {
    return { ok: true, value: value ?? null };
  }
  if (typeof value === "number") return { ok: true, value: Number.isFinite(value) ? value : null };
  if (Array.isArray(value)) {
    const out: unknown[] = [];
    for (let i = 0; i < value.length; i++) {
      const r = toTransportable(value[i], `${path}[${i}]`);
      if (!r.ok) return r;
      out.push(r.value);
    }
    return { ok: true, value: out };
  }
  if (typeof value === "object") {
    const tag = Object.prototype.toString.call(value);
    const proto = Object.getPrototypeOf(value);
    if (tag !== "[object Object]" || (proto !== null && Object.getPrototypeOf(proto) !== null)) {
      return { ok: false, problem: `${path} is a ${tag.slice(8, -1)}` };
    }
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) {
      if (v === undefined) continue;
      const r = toTransportable(v, `${path}.${k}`);
      if (!r.ok) return r;
      out[k] = r.value;
    }
    return { ok: true, value: out };
  }
  return { ok: false, problem: `${path} is a ${typeof value}` };
}

function errorMessage(e: unknown): { name: string; message: string } {
  if (e && typeof e === "object" && "message" in e) {
    const name = "name" in e ? String((e as { name: unknown }).name) : "Error";
    return { name, message: String((e as { message: unknown }).message) };
  }
  return { name: "Error", message: String(e) };
}

async function bundlePage(): Promise<{ app: string; shim: string; css: string; html: string }> {
  const result = await build({
    entryPoints: { app: join(HERE, "page/main.ts"), shim: join(HERE, "page/shim.ts") },
    bundle: true,
    write: false,
    format: "iife",
    target: "es2019",
    outdir: "/virtual",
    logLevel: "silent",
  });
  const find = (name: string): string => {
    const file = result.outputFiles.find((f) => f.path.endsWith(`/${name}.js`));
    if (!file) throw new Error(`esbuild produced no ${name}.js`);
    return file.text;
  };
  return {
    app: find("app"),
    shim: find("shim"),
    css: readFileSync(join(HERE, "page/style.css"), "utf8"),
    html: readFileSync(join(HERE, "page/index.html"), "utf8"),
  };
}

export async function startPlayground(options: PlaygroundOptions = {}): Promise<Playground> {
  const log = options.log ?? ((line: string) => console.log(line));
  const codePath = options.codePath ?? "build/Code.js";
  const htmlDir = options.htmlDir ?? "build";
  const seed = (locale: string): SpreadsheetSeed => {
    const demo = options.demo;
    if (typeof demo === "function") return demo(locale);
    if (demo) return { ...structuredClone(demo), locale };
    return demoSpreadsheet(isDemoLocale(locale) ? locale : "fr_FR");
  };
  let locale: string =
    options.locale ?? (typeof options.demo === "object" ? options.demo.locale : undefined) ?? "fr_FR";
  /** The playground's language: the loaded spreadsheet's (a script may change its locale). */
  const lang = (): PlaygroundLang => playgroundLang(bundle.standin.book.locale);
  const page = await bundlePage();

  let bundle!: LoadedBundle;
  // the live page's address once the server listens (ScriptApp.getService().getUrl())
  let webAppUrl = "";
  let version = 0;
  let seq = 0;
  const entries: LogEntry[] = [];
  const htmls: (HtmlView & { content: string })[] = [];
  const push = (entry: Omit<LogEntry, "seq">): void => {
    entries.push({ seq: ++seq, ...entry });
    if (entries.length > 200) entries.splice(0, entries.length - 200);
  };

  /** What the spreadsheet held when it was loaded: a language switch asks first only when it changed since. */
  let pristine = "";
  const fingerprint = (): string => {
    const s = bundle.standin;
    return JSON.stringify([
      s.book.sheets.map((m) => [
        m.name,
        m.hidden,
        m.rows.map((r) =>
          r?.map((c) =>
            c
              ? [
                  c.value,
                  c.formula,
                  c.note,
                  // a rule's range (requireValueInRange) is a live Range object: its criteria name stands for it
                  c.validation?.args.map((a) =>
                    a !== null && typeof a === "object" && !Array.isArray(a) ? c.validation!.criteria : a,
                  ),
                ]
              : 0,
          ),
        ),
        m.charts.map((c) => [c.id, c.type, c.options, c.position]),
      ]),
      [...s.properties.document.data],
      // a form the script created (its questions and choices) is a change too, even before any response
      s.forms(),
    ]);
  };

  const load = (): void => {
    bundle = loadBundle(codePath, {
      ...seed(locale),
      htmlDir,
      dialogs: "auto",
      userLocale: playgroundLang(locale),
      ...(webAppUrl ? { webAppUrl } : {}),
    });
    if (options.randomSeed !== undefined) seedRandom(bundle, options.randomSeed);
    entries.length = 0;
    htmls.length = 0;
    push({ kind: "info", text: pt(lang(), "log.reloaded", { locale }) });
    const standin = bundle.standin;
    standin.ui.onEvent((ev) => {
      if (ev.type === "html") {
        htmls.push({ seq: ++seq, ...ev.html });
        push({
          kind: "info",
          text: `Ui.show${ev.html.kind === "sidebar" ? "Sidebar" : "ModalDialog"} ${quoteList(lang(), [ev.html.title])}`,
        });
      } else {
        const d = ev.dialog;
        push({
          kind: "dialog",
          title: d.title,
          text: `Ui.${d.kind}(${quoteList(lang(), [d.prompt])}) → ${d.answer.button}${d.answer.text ? ` ${quoteList(lang(), [d.answer.text])}` : ""} (${pt(lang(), d.source === "auto" ? "log.autoAnswer" : "log.queuedAnswer")})`,
        });
      }
    });
    try {
      bundle.trigger("onOpen", { authMode: "LIMITED" });
    } catch (e) {
      push({
        kind: "error",
        text: pt(lang(), "log.failed", { name: "onOpen", message: errorMessage(e).message }),
      });
    }
    pristine = fingerprint();
    version++;
  };
  load();

  /** Moves script toasts and logs into the page log after each action. */
  let toastsSeen = 0;
  let logsSeen = 0;
  const collect = (): void => {
    const s = bundle.standin;
    for (const t of s.toasts.slice(toastsSeen))
      push({ kind: "toast", title: t.title, text: t.message, timeoutSeconds: t.timeoutSeconds });
    toastsSeen = s.toasts.length;
    for (const l of s.logs.slice(logsSeen))
      push({ kind: "log", text: `${l.source}.${l.level}: ${l.message}` });
    logsSeen = s.logs.length;
    version++;
  };

  const reset = (): void => {
    load();
    toastsSeen = 0;
    logsSeen = 0;
  };

  /** A conditional format's formula the playground reads (`=$K5="x"`, `=B2=3`): its reference and constant. */
  interface CellTest {
    refCol: number;
    refRow: number;
    colFixed: boolean;
    rowFixed: boolean;
    text?: string;
    number?: number;
  }
  const CELL_TEST = /^=\s*(\$?)([A-Z]+)(\$?)(\d+)\s*=\s*(?:"([^"]*)"|(-?\d+(?:\.\d+)?))\s*$/i;
  /** The tab's conditional formats with their formulas parsed once (a state draws a window of a tab with them). */
  const conditionalRules = (
    model: SheetModelLike,
  ): { rule: SheetModelLike["conditionalRules"][number]; test: CellTest | null }[] =>
    model.conditionalRules.map((rule) => {
      const m = rule.condition?.type === "formula" ? CELL_TEST.exec(rule.condition.value) : null;
      return {
        rule,
        test: m
          ? {
              refCol: columnNumber(m[2]!.toUpperCase()),
              refRow: Number(m[4]),
              colFixed: m[1] === "$",
              rowFixed: m[3] === "$",
              ...(m[5] !== undefined ? { text: m[5].toLowerCase() } : { number: Number(m[6]) }),
            }
          : null,
      };
    });

  /**
   * The conditional formats whose condition holds for a cell, drawn as Sheets draws them (the
   * first rule that holds wins). The playground reads two kinds of condition: "text is" and a
   * formula comparing one cell with a constant (`=$K5="x"`, its references relative to the range's
   * top-left cell); others are not drawn.
   */
  const conditional = (
    model: SheetModelLike,
    rules: ReturnType<typeof conditionalRules>,
    row: number,
    col: number,
    view: CellView,
  ): void => {
    for (const { rule, test } of rules) {
      const range = rule.ranges.find(
        (x) =>
          x.sheet === model &&
          row >= x.rect.row &&
          row < x.rect.row + x.rect.numRows &&
          col >= x.rect.column &&
          col < x.rect.column + x.rect.numColumns,
      );
      if (!range || !rule.condition) continue;
      let holds = false;
      if (rule.condition.type === "textEqualTo") holds = view.d === rule.condition.value;
      else {
        if (!test) continue;
        const c = test.colFixed ? test.refCol : test.refCol + (col - range.rect.column);
        const r = test.rowFixed ? test.refRow : test.refRow + (row - range.rect.row);
        if (c < 1 || r < 1) continue;
        const shown = bundle.standin.probe(`'${model.name.replace(/'/g, "''")}'!${cellA1(r, c)}`).display;
        holds = test.text !== undefined ? shown.toLowerCase() === test.text : Number(shown) === test.number;
      }
      if (!holds) continue;
      if (rule.background) view.bg = rule.background;
      if (rule.fontColor) view.fc = rule.fontColor;
      if (rule.italic) view.i = 1;
      return;
    }
  };

  /** The largest window of rows a state carries (the page asks for what it shows, with a margin). */
  const MAX_WINDOW = 1000;
  /** Whether the book changed since it was loaded (GET /api/modified, a language switch asks): once per version. */
  let modifiedSeen = { version: -1, modified: false };
  const modified = (): boolean => {
    if (modifiedSeen.version !== version) modifiedSeen = { version, modified: fingerprint() !== pristine };
    return modifiedSeen.modified;
  };

  /**
   * What the page shows: every tab's name and size, and the cells of one window of rows of one tab (`view.sheet`,
   * else the active one), so that a tab of 77,000 rows costs what the page shows, not its size.
   */
  const state = (
    view: { sheet?: string; from?: number; rows?: number; col?: number; cols?: number } = {},
  ): unknown => {
    const s = bundle.standin;
    const book = s.book;
    const locale = book.locale;
    const words = playgroundLang(locale);
    // Rendering reads silently (uncounted): it is the page looking, not the script calling.
    const shownName =
      view.sheet && book.sheetByName(view.sheet) ? view.sheet : (book.activeSheet ?? book.sheets[0])?.name;
    const sheets: SheetView[] = book.sheets.map((model) => {
      const used = s.runtime.silently(() => usedSizeOf(bundle, model.name));
      const charts = s.charts(model.name);
      // the grid reaches under each chart (about 14 rows by 5 columns), so that the page can place it
      const rows = Math.min(
        model.maxRows,
        Math.max(used.rows + 8, 30, ...charts.map((c) => c.anchor.row + 14)),
      );
      const cols = Math.min(
        model.maxColumns,
        Math.max(used.columns + 2, 10, ...charts.map((c) => c.anchor.column + 5)),
      );
      const cells: CellView[][] = [];
      const from = Math.max(1, Math.min(Math.floor(view.from ?? 1), rows));
      const size = Math.max(1, Math.min(Math.floor(view.rows ?? MAX_WINDOW), MAX_WINDOW));
      const to = model.name === shownName ? Math.min(rows, from + size - 1) : 0;
      const colFrom = Math.max(1, Math.min(Math.floor(view.col ?? 1), cols));
      const colTo = Math.min(cols, colFrom + Math.max(1, Math.floor(view.cols ?? cols)) - 1);
      const rules = to >= from ? conditionalRules(model) : [];
      // the frozen rows and columns before the window come first: the page keeps them in sight, as Sheets does
      const top = to >= from ? Math.min(model.frozenRows, from - 1) : 0;
      const lead = Math.min(model.frozenColumns, colFrom - 1, cols);
      const rowList = [...span(1, top), ...span(from, to)];
      const colList = [...span(1, lead), ...span(colFrom, colTo)];
      for (const r of rowList) {
        const line: CellView[] = [];
        for (const c of colList) {
          const cell = model.cell(r, c);
          const probe =
            r <= used.rows && c <= used.columns
              ? bundle.standin.probe(`'${model.name.replace(/'/g, "''")}'!${cellA1(r, c)}`)
              : undefined;
          const view: CellView = { d: probe?.display ?? "", e: "" };
          if (probe) {
            if (cell?.formula !== undefined) {
              view.e = cell.formula;
              view.f = 1;
            } else if (cell?.value !== undefined) {
              view.e =
                typeof cell.value === "number" && !isDateFormat(cell.format)
                  ? displayValue(cell.value, undefined, locale)
                  : probe.display;
            }
            if (probe.error)
              view.err = /^Parsing error/i.test(probe.error) ? pt(words, "formula.parse") : probe.error;
            const v = probe.value;
            if (typeof v === "number" || v instanceof Date) view.al = "r";
            else if (typeof v === "boolean") view.al = "c";
          }
          if (cell?.background) view.bg = cell.background;
          if (cell?.fontWeight === "bold") view.b = 1;
          if (cell?.fontColor) view.fc = cell.fontColor;
          if (cell?.fontStyle === "italic") view.i = 1;
          if (probe && rules.length) conditional(model, rules, r, c, view);
          if (cell?.note) view.note = cell.note;
          const choices = listChoices(cell?.validation) ?? rangeChoices(cell?.validation);
          if (choices) view.list = choices;
          if (cell?.validation?.helpText) view.help = cell.validation.helpText;
          if (cell?.validation?.criteria === "CHECKBOX" && !probe?.error) {
            const v = probe?.value;
            if (typeof v === "boolean" || v === undefined || v === null || v === "") {
              view.checkbox = v === true;
              view.al = "c";
            }
          }
          line.push(view);
        }
        cells.push(line);
      }
      return {
        name: model.name,
        hidden: model.hidden,
        frozenRows: model.frozenRows,
        frozenColumns: model.frozenColumns,
        top,
        lead,
        maxRows: model.maxRows,
        maxColumns: model.maxColumns,
        columnWidths: Object.fromEntries(model.columnWidths),
        hiddenColumns: [...model.hiddenColumns].sort((a, b) => a - b),
        rowCount: rows,
        colCount: cols,
        from,
        colFrom,
        colTo,
        cells,
        charts,
      };
    });
    const counter = s.counter;
    return {
      version,
      title: book.name,
      locale,
      locales: DEMO_LOCALES,
      timeZone: book.timeZone,
      active: (book.activeSheet ?? book.sheets[0])?.name,
      sheets,
      menus: s.ui.menus,
      counter: {
        total: counter.count(),
        counts: counter.counts(),
        sheets: counter.sheets(),
        denied: counter.denied().map((c) => c.key),
        customFunctionCalls: counter.customFunctionCalls.length,
      },
      log: entries,
      forms: s.forms(),
      html: htmls.map(({ content: _content, ...rest }) => rest),
    };
  };

  /** The simple onEdit trigger, as Sheets runs it after a person's edit (a pasted block: no value). */
  const edited = (e: { range: unknown; value?: string; oldValue?: unknown }): void => {
    if (!bundle.hasFunction("onEdit")) return;
    try {
      bundle.trigger("onEdit", {
        authMode: "LIMITED",
        ...e,
        user: { getEmail: () => "arbitre@example.org" },
      });
    } catch (err) {
      push({
        kind: "error",
        text: pt(lang(), "log.failed", { name: "onEdit", message: errorMessage(err).message }),
      });
    }
  };

  /**
   * What Sheets says when a pasted block breaks a rule that rejects invalid input (a dropdown's list, a custom
   * formula): the first such cell's refusal; nothing is pasted then. Only cells with a rule are checked.
   */
  /**
   * A "value in range" rule's dropdown (requireValueInRange with its dropdown shown): the range's
   * distinct non-blank values, as Sheets lists them (the league's teams and factions).
   */
  const rangeChoices = (spec: { criteria: string; args: unknown[] } | undefined): string[] | undefined => {
    if (!spec || spec.criteria !== "VALUE_IN_RANGE" || spec.args[1] === false) return undefined;
    const range = spec.args[0] as { getDisplayValues(): string[][] } | undefined;
    if (!range || typeof range.getDisplayValues !== "function") return undefined;
    const values = bundle.standin.runtime.silently(() => range.getDisplayValues());
    return [...new Set(values.map((row) => String(row[0] ?? "").trim()).filter((v) => v !== ""))];
  };

  const pasteRefusal = (model: SheetModelLike, row: number, col: number, rows: string[][]): string | null => {
    for (let r = 0; r < rows.length; r++)
      for (let c = 0; c < rows[r]!.length; c++) {
        if (!model.cell(row + r, col + c)?.validation) continue;
        const a1 = `'${model.name.replace(/'/g, "''")}'!${cellA1(row + r, col + c)}`;
        const refused = bundle.standin.validate(a1, rows[r]![c]);
        if (refused && REFUSING.has(refused.criteria)) return refusal(lang(), refused);
      }
    return null;
  };

  const publicFunctions = (): string[] =>
    bundle.functions.filter((f) => !f.name.endsWith("_") && !f.customFunction).map((f) => f.name);

  const htmlWithShim = (content: string, runUrl = "/run"): string => {
    const config = JSON.stringify({ functions: publicFunctions(), runUrl }).replace(/</g, "\\u003c");
    const inject = `<script>window.__ARBITRE_PLAYGROUND__=${config};</script><script>${page.shim}</script>`;
    const m = /<head[^>]*>/i.exec(content);
    if (m) return content.slice(0, m.index + m[0].length) + inject + content.slice(m.index + m[0].length);
    return inject + content;
  };

  const indexHtml = (): string =>
    page.html
      .replace("/*PLAYGROUND_CSS*/", () => page.css)
      .replace("/*PLAYGROUND_JS*/", () => page.app.replace(/<\/script/gi, "<\\/script"));

  const readJson = async (req: IncomingMessage): Promise<Record<string, unknown>> => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const text = Buffer.concat(chunks).toString("utf8");
    if (!text) return {};
    const parsed: unknown = JSON.parse(text);
    if (!parsed || typeof parsed !== "object" || Array.isArray(parsed))
      throw new Error("JSON object expected");
    return parsed as Record<string, unknown>;
  };

  const send = (res: ServerResponse, status: number, body: string, type: string): void => {
    res.writeHead(status, {
      "content-type": type,
      "cache-control": "no-store",
      "x-content-type-options": "nosniff",
    });
    res.end(body);
  };
  const json = (res: ServerResponse, status: number, body: unknown): void =>
    send(res, status, JSON.stringify(body), "application/json; charset=utf-8");

  const handle = async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const url = new URL(req.url ?? "/", "http://localhost");
    const route = `${req.method} ${url.pathname}`;
    switch (route) {
      case "GET /":
        return send(res, 200, indexHtml(), "text/html; charset=utf-8");
      case "GET /favicon.ico":
        res.writeHead(204).end();
        return;
      case "GET /api/state": {
        const n = (key: string): number | undefined =>
          url.searchParams.has(key) ? Number(url.searchParams.get(key)) || undefined : undefined;
        const sheet = url.searchParams.get("sheet") ?? undefined;
        return json(
          res,
          200,
          state({
            ...(sheet ? { sheet } : {}),
            from: n("from"),
            rows: n("rows"),
            col: n("col"),
            cols: n("cols"),
          }),
        );
      }
      case "GET /api/modified":
        return json(res, 200, { modified: modified() });
      case "GET /api/version":
        return json(res, 200, { version });
      case "GET /html": {
        const n = Number(url.searchParams.get("seq"));
        const h = htmls.find((x) => x.seq === n);
        if (!h) return send(res, 404, "Not found", "text/plain; charset=utf-8");
        return send(res, 200, htmlWithShim(h.content), "text/html; charset=utf-8");
      }
      case "GET /page": {
        // the live page as a phone opens it: doGet as a web-app run (no spreadsheet), its calls likewise
        const out = bundle.webGet(url.search) as { getContent(): string };
        return send(res, 200, htmlWithShim(out.getContent(), "/page/run"), "text/html; charset=utf-8");
      }
      case "POST /page/run": {
        const body = await readJson(req);
        const name = String(body.name ?? "");
        const args = Array.isArray(body.args) ? body.args : [];
        try {
          const value = bundle.callFromPage(name, ...args);
          const t = toTransportable(value);
          return json(res, 200, t.ok ? { ok: true, value: t.value } : { ok: true, value: null });
        } catch (e) {
          return json(res, 200, { ok: false, error: errorMessage(e) });
        }
      }
      case "POST /api/html/close": {
        const body = await readJson(req);
        const h = htmls.find((x) => x.seq === Number(body.seq));
        if (h) h.closed = true;
        version++;
        return json(res, 200, { ok: !!h });
      }
      case "POST /api/cell": {
        const body = await readJson(req);
        const sheet = String(body.sheet ?? "");
        const row = Number(body.row);
        const col = Number(body.col);
        const input = typeof body.input === "string" ? body.input : "";
        const api = bundle.spreadsheet;
        // A rule that rejects invalid input (setAllowInvalid(false)) refuses the edit, as Sheets does:
        // a dropdown's list, a custom formula evaluated for this cell, a date. Number rules are left to
        // Arbitre's own checks, so that what they say (a list over 300 AP…) can be tried here.
        const refused = bundle.standin.validate(`'${sheet.replace(/'/g, "''")}'!${cellA1(row, col)}`, input);
        if (refused && REFUSING.has(refused.criteria))
          return json(res, 200, { ok: false, error: { name: "Error", message: refusal(lang(), refused) } });
        try {
          const range = bundle.standin.runtime.silently(() => {
            const sh = api.getSheetByName(sheet);
            if (!sh) throw new Error(`Unknown sheet ${sheet}`);
            const r = sh.getRange(row, col);
            const oldValue = r.getValue();
            r.setValue(input);
            return { r, oldValue };
          });
          edited({ range: range.r, value: input, oldValue: range.oldValue });
          collect();
          return json(res, 200, { ok: true });
        } catch (e) {
          return json(res, 400, { ok: false, error: errorMessage(e) });
        }
      }
      case "POST /api/paste": {
        // A block pasted at a cell (the page parsed the clipboard's tab-separated text): one setValues of typed
        // input, the tab grown to hold it as Sheets does; one onEdit for the block, without value.
        const body = await readJson(req);
        const sheet = String(body.sheet ?? "");
        const row = Number(body.row);
        const col = Number(body.col);
        const rows = Array.isArray(body.rows)
          ? body.rows.map((r) => (Array.isArray(r) ? r.map((v) => (typeof v === "string" ? v : "")) : []))
          : [];
        const width = Math.max(0, ...rows.map((r) => r.length));
        const model = bundle.standin.book.sheetByName(sheet);
        if (!model || !rows.length || !width || !(row >= 1) || !(col >= 1))
          return json(res, 400, {
            ok: false,
            error: { name: "Error", message: `Nothing to paste in ${sheet}` },
          });
        for (const r of rows) while (r.length < width) r.push("");
        const refused = pasteRefusal(model, row, col, rows);
        if (refused) return json(res, 200, { ok: false, error: { name: "Error", message: refused } });
        try {
          const range = bundle.standin.runtime.silently(() => {
            const sh = bundle.spreadsheet.getSheetByName(sheet)!;
            const lastRow = row + rows.length - 1;
            const lastCol = col + width - 1;
            if (lastRow > sh.getMaxRows()) sh.insertRowsAfter(sh.getMaxRows(), lastRow - sh.getMaxRows());
            if (lastCol > sh.getMaxColumns())
              sh.insertColumnsAfter(sh.getMaxColumns(), lastCol - sh.getMaxColumns());
            return sh.getRange(row, col, rows.length, width).setValues(rows);
          });
          edited({ range });
          collect();
          return json(res, 200, { ok: true, rows: rows.length, columns: width });
        } catch (e) {
          return json(res, 400, { ok: false, error: errorMessage(e) });
        }
      }
      case "POST /api/active": {
        const body = await readJson(req);
        const model = bundle.standin.book.sheetByName(String(body.sheet ?? ""));
        if (model) bundle.standin.book.activeSheet = model;
        version++;
        return json(res, 200, { ok: !!model });
      }
      case "POST /api/menu": {
        const body = await readJson(req);
        const name = String(body.functionName ?? "");
        const known = bundle.standin.ui.menuItems().some((i) => i.functionName === name);
        if (!known)
          return json(res, 400, {
            ok: false,
            error: { name: "Error", message: `No menu item calls ${name}` },
          });
        push({ kind: "run", text: `Menu → ${name}()` });
        try {
          bundle.call(name);
          collect();
          return json(res, 200, { ok: true });
        } catch (e) {
          const err = errorMessage(e);
          push({ kind: "error", text: pt(lang(), "log.failed", { name, message: err.message }) });
          collect();
          return json(res, 200, { ok: false, error: err });
        }
      }
      case "POST /run": {
        const body = await readJson(req);
        const name = String(body.name ?? "");
        const args = Array.isArray(body.args) ? body.args : [];
        if (!publicFunctions().includes(name)) {
          return json(res, 200, {
            ok: false,
            error: { name: "ScriptError", message: `Script function not found: ${name}` },
          });
        }
        push({
          kind: "run",
          text: `google.script.run.${name}(${args
            .map((a) => JSON.stringify(a))
            .join(", ")
            .slice(0, 120)})`,
        });
        try {
          const value = bundle.call(name, ...args);
          collect();
          const t = toTransportable(value);
          if (!t.ok) {
            push({
              kind: "error",
              text: pt(lang(), "log.notTransportable", { name, problem: t.problem }),
            });
            return json(res, 200, { ok: true, value: null });
          }
          return json(res, 200, { ok: true, value: t.value });
        } catch (e) {
          const err = errorMessage(e);
          push({ kind: "error", text: pt(lang(), "log.failed", { name, message: err.message }) });
          collect();
          return json(res, 200, { ok: false, error: err });
        }
      }
      case "POST /api/answers": {
        const body = await readJson(req);
        const answers = Array.isArray(body.answers) ? body.answers : [];
        for (const a of answers) {
          if (a && typeof a === "object") {
            const o = a as { button?: unknown; text?: unknown };
            bundle.ui.answerNext({
              button: String(o.button ?? "OK") as ButtonName,
              ...(typeof o.text === "string" ? { text: o.text } : {}),
            });
          }
        }
        return json(res, 200, { ok: true, queued: bundle.ui.answers.length });
      }
      case "POST /api/form/submit": {
        // A phone submitting the form: the stand-in checks it as Forms does, and the response lands in its tab.
        const body = await readJson(req);
        const formId = String(body.formId ?? "");
        const answers: Record<string, string> = {};
        if (body.answers && typeof body.answers === "object" && !Array.isArray(body.answers))
          for (const [k, v] of Object.entries(body.answers))
            answers[k] = typeof v === "string" ? v : String(v ?? "");
        const s = bundle.standin;
        const title = quoteList(lang(), [s.forms().find((f) => f.id === formId)?.title ?? formId]);
        try {
          // sent now: the host's time, which the stand-in's clock and the script's Date.now() (the pairing time
          // Generate stores) follow in the playground; a response never predates the round's pairing
          s.submitForm(formId, answers, { at: new Date() });
        } catch (e) {
          const message = formRefusal(lang(), errorMessage(e).message);
          push({ kind: "form", text: pt(lang(), "form.log.refused", { title, reason: message }) });
          collect();
          return json(res, 200, { ok: false, error: { name: "Error", message } } satisfies FormSubmitAnswer);
        }
        const tab = s.forms().find((f) => f.id === formId)?.destination?.sheet ?? null;
        const row = tab ? (s.book.sheetByName(tab)?.lastRow() ?? 0) : 0;
        push({
          kind: "form",
          text: tab
            ? pt(lang(), "form.log.submitted", { title, tab: quoteList(lang(), [tab]), row })
            : pt(lang(), "form.log.submittedNowhere", { title }),
        });
        collect();
        return json(res, 200, { ok: true, sheet: tab, row } satisfies FormSubmitAnswer);
      }
      case "POST /api/form/delete": {
        // The organiser deleting the form in Drive: it takes no more responses; its tab stays, unlinked.
        const body = await readJson(req);
        const formId = String(body.formId ?? "");
        const s = bundle.standin;
        const form = s.forms().find((f) => f.id === formId);
        if (!form || form.deleted)
          return json(res, 200, {
            ok: false,
            error: {
              name: "Error",
              message: pt(lang(), form ? "form.refused.deleted" : "form.refused.unknown", {
                title: quoteList(lang(), [form?.title ?? formId]),
                id: formId,
              }),
            },
          });
        s.deleteForm(formId);
        const title = quoteList(lang(), [form.title]);
        push({
          kind: "form",
          text: form.destination?.sheet
            ? pt(lang(), "form.log.deleted", { title, tab: quoteList(lang(), [form.destination.sheet]) })
            : pt(lang(), "form.log.deletedUnlinked", { title }),
        });
        collect();
        return json(res, 200, { ok: true });
      }
      case "POST /api/counter/reset":
        bundle.counter.reset();
        version++;
        return json(res, 200, { ok: true });
      case "POST /api/reset": {
        const body = await readJson(req);
        if (body.locale !== undefined) {
          if (!isDemoLocale(body.locale))
            return json(res, 400, {
              ok: false,
              error: {
                name: "Error",
                message: `Unknown locale ${String(body.locale)}: ${DEMO_LOCALES.join(", ")}`,
              },
            });
          locale = body.locale;
        }
        reset();
        return json(res, 200, { ok: true, locale });
      }
      default:
        return send(res, 404, "Not found", "text/plain; charset=utf-8");
    }
  };

  const server = createServer((req, res) => {
    handle(req, res).catch((e: unknown) => {
      if (!res.headersSent) json(res, 500, { ok: false, error: errorMessage(e) });
      else res.end();
    });
  });
  const host = options.host ?? process.env.HOST ?? "127.0.0.1";
  const port = options.port ?? Number(process.env.PORT ?? 8080);
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, host, () => resolve());
  });
  const actual = (server.address() as AddressInfo).port;
  const url = `http://${host === "0.0.0.0" ? "localhost" : host}:${actual}`;
  // the script "deployed as a web app": the live page's links open /page here
  webAppUrl = `${url}/page`;
  bundle.standin.webApp.url = webAppUrl;
  log(`Arbitre playground: ${url}  (build: ${codePath})`);
  return {
    url,
    port: actual,
    bundle: () => bundle,
    reset: (to?: string) => {
      if (to !== undefined) locale = to;
      reset();
    },
    locale: () => locale,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** What Sheets says when a rule refuses typed input: the list's choices, else the rule's help text. */
/** The rules whose setAllowInvalid(false) makes Sheets refuse an edit: a dropdown, a custom formula, a date. */
const REFUSING = new Set(["VALUE_IN_LIST", "CUSTOM_FORMULA", "DATE_IS_VALID_DATE"]);

function refusal(lang: PlaygroundLang, r: ValidationRefusal): string {
  if (r.choices) return pt(lang, "list.refused", { cell: r.cell, choices: quoteList(lang, r.choices) });
  if (r.helpText) return pt(lang, "rule.refused", { cell: r.cell, help: r.helpText });
  return pt(lang, "rule.refusedPlain", { cell: r.cell });
}

/**
 * The stand-in's reason for refusing a submission (tools/standin/forms.ts, FormStore.submit), in the page's words;
 * a reason it does not recognise is given as it is.
 */
export function formRefusal(lang: PlaygroundLang, message: string): string {
  const text = message.replace(/^Error:\s*/, "");
  const q = (w: string): string => quoteList(lang, [w]);
  let m = /^Stand-in: no form with id (.*)\.$/s.exec(text);
  if (m) return pt(lang, "form.refused.unknown", { id: m[1]! });
  m = /^Stand-in: the form "(.*)" was deleted; it takes no response\.$/s.exec(text);
  if (m) return pt(lang, "form.refused.deleted", { title: q(m[1]!) });
  m = /^Stand-in: the form "(.*)" is not accepting responses\.$/s.exec(text);
  if (m) return pt(lang, "form.refused.closed", { title: q(m[1]!) });
  m = /^Stand-in: the form "(.*)" has no question "(.*)" \(its questions: .*\)\.$/s.exec(text);
  if (m) return pt(lang, "form.refused.noQuestion", { title: q(m[1]!), question: q(m[2]!) });
  m = /^Stand-in: the question "(.*)" is required\.$/s.exec(text);
  if (m) return pt(lang, "form.refused.required", { question: q(m[1]!) });
  m = /^Stand-in: "(.*)" is not one of the choices of "(.*)" \((.*)\)\.$/s.exec(text);
  if (m) {
    let choices: string[] = [];
    try {
      const parsed: unknown = JSON.parse(`[${m[3]}]`);
      if (Array.isArray(parsed)) choices = parsed.map(String);
    } catch (_e) {
      choices = [m[3]!];
    }
    return pt(lang, "form.refused.choice", {
      value: q(m[1]!),
      question: q(m[2]!),
      choices: choices.length ? quoteList(lang, choices) : "—",
    });
  }
  // the phone shows the question's own help text (in the form's language) under a refused answer
  m = /^Stand-in: "(.*)" breaks the validation of "(.*)" \(the phone says: (".*")\)\.$/s.exec(text);
  if (m) {
    let help = "";
    try {
      help = String(JSON.parse(m[3]!));
    } catch (_e) {
      help = m[3]!;
    }
    return pt(lang, help === "" ? "form.refused.invalidPlain" : "form.refused.invalid", {
      value: q(m[1]!),
      question: q(m[2]!),
      help,
    });
  }
  m = /^Stand-in: "(.*)" is not on the scale of "(.*)" \((-?\d+)–(-?\d+)\)\.$/s.exec(text);
  if (m)
    return pt(lang, "form.refused.scale", {
      value: q(m[1]!),
      question: q(m[2]!),
      lower: m[3]!,
      upper: m[4]!,
    });
  return text;
}

function usedSizeOf(bundle: LoadedBundle, sheetName: string): { rows: number; columns: number } {
  const sheet = bundle.spreadsheet.getSheetByName(sheetName);
  return sheet ? { rows: sheet.getLastRow(), columns: sheet.getLastColumn() } : { rows: 0, columns: 0 };
}

const isMain = process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href;
if (isMain) {
  startPlayground().catch((e: unknown) => {
    console.error(e);
    process.exit(1);
  });
}
