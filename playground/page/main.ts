/// <reference lib="dom" />
/**
 * The playground page: renders the stand-in spreadsheet served by playground/server.ts and sends edits, menu
 * clicks and counter resets back to it. Every text from the spreadsheet or the script is set with textContent.
 *
 * The page speaks the spreadsheet's language (playground/i18n.ts) and shows and takes formulas in its locale's
 * syntax (formula-syntax.ts): `=ELO_DELTA(2000;1900;1)` in fr_FR, sent to the server as `=ELO_DELTA(2000,1900,1)`.
 */
import { type PlaygroundKey, type PlaygroundLang, playgroundLang, pt, quoteList } from "../i18n";
import type { CellView, FormView, HtmlView, LogEntry, SheetView } from "../server";
import { drawChart } from "./chart";
import { el } from "./dom";
import { type FormsHost, renderForms } from "./forms";
import { toEnglishFormula, toLocaleFormula } from "./formula-syntax";
import { parseClipboardTable } from "./paste";

interface MenuEntry {
  type: "item" | "separator" | "submenu";
  caption?: string;
  functionName?: string;
  items?: MenuEntry[];
}

interface PageState {
  version: number;
  title: string;
  locale: string;
  /** The locales the language switch offers. */
  locales: string[];
  timeZone: string;
  active: string;
  sheets: SheetView[];
  menus: { caption: string; addon: boolean; items: MenuEntry[] }[];
  counter: {
    total: number;
    counts: Record<string, number>;
    sheets: Record<string, { reads: number; writes: number }>;
    denied: string[];
    customFunctionCalls: number;
  };
  log: LogEntry[];
  /** The forms of the stand-in's Drive (the Forms panel). */
  forms: FormView[];
  html: HtmlView[];
}

const $ = <T extends HTMLElement>(id: string): T => {
  const el = document.getElementById(id);
  if (!el) throw new Error(`#${id} missing`);
  return el as T;
};

function columnLetters(n: number): string {
  let s = "";
  for (let c = n; c > 0; c = Math.floor((c - 1) / 26)) s = String.fromCharCode(65 + ((c - 1) % 26)) + s;
  return s;
}

let state: PageState | undefined;
let activeSheet = "";
/** The script's active sheet at the last refresh: when the script activates another one, the page follows. */
let scriptActive = "";
let selected = { row: 1, col: 1 };
let editing = false;
let sidebarSeqShown = 0;
let sidebarClosedSeq = 0;
let modalSeqShown = 0;
let modalClosedSeq = 0;
let lastLogSeq = -1;
/** The language of the page's own words: the spreadsheet's. */
let lang: PlaygroundLang = "fr";
/**
 * The page opened as `/?phone`: a player's phone opening the result form's link. The form alone, the whole
 * screen wide (page/forms.ts); no grid, no menus, no sidebar.
 */
const PHONE_VIEW = new URLSearchParams(location.search).has("phone");
/** `/?phone&sheet=Public`: a tab alone on the phone, as a club member reads it, whatever tab the script shows. */
const PHONE_SHEET = PHONE_VIEW ? (new URLSearchParams(location.search).get("sheet") ?? "") : "";
document.body.classList.toggle("phone-view", PHONE_VIEW);
document.body.classList.toggle("phone-sheet", PHONE_SHEET !== "");
if (PHONE_SHEET) activeSheet = PHONE_SHEET;
/** Folded side panels ("counter", "log"), kept across re-renders and page reloads. */
const folded = new Set<string>(readFolded());
/** The cell whose dropdown choices are open, if any. */
let choicesFor: { sheet: string; row: number; col: number } | null = null;

const say = (key: PlaygroundKey, params?: Record<string, string | number>): string => pt(lang, key, params);

function readFolded(): string[] {
  try {
    const saved: unknown = JSON.parse(window.localStorage.getItem("arbitre-playground-folded") ?? "[]");
    return Array.isArray(saved) ? saved.filter((x): x is string => typeof x === "string") : [];
  } catch (_e) {
    return [];
  }
}

function saveFolded(): void {
  try {
    window.localStorage.setItem("arbitre-playground-folded", JSON.stringify([...folded]));
  } catch (_e) {
    // storage unavailable: the folding still holds until the page is reloaded
  }
}

/**
 * Server calls under way (the page's and the sidebar's or dialog's google.script.run): the server runs one at a
 * time, a long one (a compute over 48,000 results) shows « Calcul en cours… » after a moment, the page stays usable.
 */
let inFlight = 0;
let busyTimer: number | undefined;
function busy(delta: number): void {
  inFlight = Math.max(0, inFlight + delta);
  const badge = document.getElementById("busy");
  if (!badge) return;
  if (inFlight === 0) {
    window.clearTimeout(busyTimer);
    busyTimer = undefined;
    badge.hidden = true;
  } else if (busyTimer === undefined)
    busyTimer = window.setTimeout(() => {
      badge.hidden = inFlight === 0;
    }, 400);
}

async function api<T>(path: string, body?: unknown): Promise<T> {
  busy(1);
  try {
    return await request<T>(path, body);
  } finally {
    busy(-1);
  }
}

async function request<T>(path: string, body?: unknown): Promise<T> {
  const res = await fetch(
    path,
    body === undefined
      ? {}
      : { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) },
  );
  return (await res.json()) as T;
}

/** Rows of a tab the page asks for at a time: those in sight and a margin above and below. */
const WINDOW_ROWS = 120;
const WINDOW_MARGIN = 30;
/** The height of a grid row in pixels (a fixed height: the spacers of the rows not drawn use it). */
const rowHeight = 22;
/** Columns asked for beyond those in sight, on each side. */
const WINDOW_COL_MARGIN = 4;
/** The rows and columns of which tab the grid draws now. */
let shown = { sheet: "", from: 1, to: 0, colFrom: 1, colTo: 0 };
/** The first row the page asks for (kept across refreshes, so that an action refreshes the rows in sight). */
let windowFrom = 1;
/** The columns the page asks for (first, count). */
let windowCols = { col: 1, cols: 40 };

function stateUrl(): string {
  const q = new URLSearchParams({
    from: String(windowFrom),
    rows: String(WINDOW_ROWS),
    col: String(windowCols.col),
    cols: String(windowCols.cols),
  });
  if (activeSheet) q.set("sheet", activeSheet);
  return `/api/state?${q}`;
}

async function refresh(): Promise<void> {
  const asked = activeSheet;
  state = await api<PageState>(stateUrl());
  const pinned = PHONE_SHEET !== "" && state.sheets.some((s) => s.name === PHONE_SHEET);
  if (!pinned && (state.active !== scriptActive || !state.sheets.some((s) => s.name === activeSheet))) {
    if (state.active !== activeSheet) {
      selected = { row: 1, col: 1 };
      windowFrom = 1;
      windowCols = { col: 1, cols: 40 };
    }
    activeSheet = state.active;
  }
  if (pinned && activeSheet !== PHONE_SHEET) {
    activeSheet = PHONE_SHEET;
    selected = { row: 1, col: 1 };
    windowFrom = 1;
  }
  scriptActive = state.active;
  // the script switched tabs: the rows of the new one
  if (asked !== activeSheet) state = await api<PageState>(stateUrl());
  render();
}

/** The rows in sight of the grid (first and last, 1-based), from its scroll position. */
function rowsInSight(): { first: number; last: number } {
  const wrap = $("grid-wrap");
  const first = Math.max(1, Math.floor(wrap.scrollTop / rowHeight) + 1);
  return { first, last: first + Math.ceil(wrap.clientHeight / rowHeight) };
}

/** The columns in sight of the grid (first and last, 1-based), from its scroll position and the columns' widths. */
function columnsInSight(sheet: SheetView): { first: number; last: number } {
  const wrap = $("grid-wrap");
  const hidden = new Set(sheet.hiddenColumns ?? []);
  const left = wrap.scrollLeft;
  const right = left + wrap.clientWidth - 46;
  let x = 0;
  let first = 0;
  let last = 0;
  for (let c = 1; c <= sheet.colCount; c++) {
    if (hidden.has(c)) continue;
    const w = sheet.columnWidths[c] ?? 100;
    if (!first && x + w > left) first = c;
    if (x < right) last = c;
    x += w;
  }
  return { first: first || 1, last: Math.max(last, first || 1) };
}

/** After a scroll: when rows in sight are not drawn, asks for the window around them (one request at a time). */
let windowing = false;
function followScroll(): void {
  const sheet = currentSheet();
  if (!sheet || windowing) return;
  const { first, last } = rowsInSight();
  const lastRow = Math.min(last, sheet.rowCount);
  const cols = columnsInSight(sheet);
  if (
    shown.sheet === sheet.name &&
    first >= shown.from &&
    lastRow <= shown.to &&
    cols.first >= shown.colFrom &&
    Math.min(cols.last, sheet.colCount) <= shown.colTo
  )
    return;
  windowFrom = Math.max(1, first - WINDOW_MARGIN);
  const col = Math.max(1, cols.first - WINDOW_COL_MARGIN);
  windowCols = { col, cols: Math.max(40, cols.last + WINDOW_COL_MARGIN - col + 1) };
  windowing = true;
  void refresh().finally(() => {
    windowing = false;
    followScroll();
  });
}

/** Brings a row into sight (a selection moved by the keyboard, a submitted response): the grid scrolls to it. */
function scrollToRow(row: number): void {
  const wrap = $("grid-wrap");
  const { first, last } = rowsInSight();
  if (row > first && row < last - 1) return;
  const header = rowHeight;
  wrap.scrollTop =
    row <= first ? Math.max(0, (row - 1) * rowHeight) : (row + 1) * rowHeight + header - wrap.clientHeight;
}

function currentSheet(): SheetView | undefined {
  return state?.sheets.find((s) => s.name === activeSheet);
}

function cellAt(row: number, col: number): CellView | undefined {
  const sheet = currentSheet();
  if (!sheet) return undefined;
  // the frozen rows and columns before the window come first (SheetView.top, SheetView.lead)
  const top = sheet.top ?? 0;
  const lead = sheet.lead ?? 0;
  const i = row <= top ? row - 1 : row < sheet.from ? -1 : top + row - sheet.from;
  const j = col <= lead ? col - 1 : col < sheet.colFrom ? -1 : lead + col - sheet.colFrom;
  return i < 0 || j < 0 ? undefined : sheet.cells[i]?.[j];
}

// ---- rendering ----------------------------------------------------------------------------------------------

function render(): void {
  if (!state) return;
  lang = playgroundLang(state.locale);
  renderWords();
  $("doc-title").textContent = state.title;
  $("locale").textContent = `${state.locale} · ${state.timeZone}`;
  renderLanguageSwitch();
  renderPanels();
  renderMenus();
  renderTabs();
  renderGrid();
  renderFormulaBar();
  renderCounter();
  renderLog();
  renderForms($("forms"), state.forms ?? [], formsHost);
  $("forms-count").textContent = String((state.forms ?? []).length);
  $("forms-panel").classList.toggle("has-forms", (state.forms ?? []).length > 0);
  if (!PHONE_VIEW) renderHtml();
  renderChoices();
  // Which server state the page shows (tests wait for it after an edit).
  document.body.dataset.version = String(state.version);
}

/** The page's own words (data-i18n: text, data-i18n-aria: aria-label, data-i18n-title: title). */
function renderWords(): void {
  document.documentElement.lang = lang;
  document.title = say("page.title");
  for (const e of document.querySelectorAll<HTMLElement>("[data-i18n]"))
    e.textContent = say(e.dataset.i18n as PlaygroundKey);
  for (const e of document.querySelectorAll<HTMLElement>("[data-i18n-aria]"))
    e.setAttribute("aria-label", say(e.dataset.i18nAria as PlaygroundKey));
  for (const e of document.querySelectorAll<HTMLElement>("[data-i18n-title]"))
    e.title = say(e.dataset.i18nTitle as PlaygroundKey);
}

function renderLanguageSwitch(): void {
  const box = $("lang-switch");
  box.replaceChildren();
  for (const locale of state!.locales) {
    const current = locale === state!.locale;
    const b = el(
      "button",
      {
        type: "button",
        class: "lang-option",
        "data-locale": locale,
        "aria-pressed": String(current),
        lang: playgroundLang(locale),
        title: say("lang.hint", { locale }),
      },
      say(`lang.${locale}` as PlaygroundKey),
    );
    b.addEventListener("click", () => {
      if (!current) void switchLanguage(locale);
    });
    box.append(b);
  }
}

/** Folded panels show their header only, so that the sidebar above them gets the height. */
function renderPanels(): void {
  for (const panel of document.querySelectorAll<HTMLElement>("[data-panel]")) {
    const isFolded = folded.has(panel.dataset.panel ?? "");
    panel.classList.toggle("folded", isFolded);
    const toggle = panel.querySelector<HTMLButtonElement>("button.fold");
    if (toggle) {
      toggle.setAttribute("aria-expanded", String(!isFolded));
      toggle.title = say(isFolded ? "panel.unfold" : "panel.fold");
    }
    const body = panel.querySelector<HTMLElement>(".panel-body");
    if (body) body.hidden = isFolded;
  }
}

function renderMenus(): void {
  const bar = $("menubar");
  bar.replaceChildren();
  for (const menu of state!.menus) {
    const wrap = el("div", { class: "menu" });
    const button = el(
      "button",
      { type: "button", "data-menu": menu.caption, "aria-haspopup": "true" },
      `${menu.caption} ▾`,
    );
    const list = buildMenuList(menu.items);
    // A re-render (the page polls the server) must not fold a menu the user has just opened.
    list.hidden = openMenu !== menu.caption;
    wrap.classList.toggle("open", !list.hidden);
    button.addEventListener("click", (ev) => {
      ev.stopPropagation();
      const open = list.hidden === true;
      closeMenus();
      list.hidden = !open;
      wrap.classList.toggle("open", open);
      if (open) openMenu = menu.caption;
    });
    wrap.append(button, list);
    bar.append(wrap);
  }
}

function buildMenuList(items: MenuEntry[]): HTMLUListElement {
  const ul = el("ul", { class: "menu-list", role: "menu" });
  for (const item of items) {
    const li = el("li");
    if (item.type === "separator") {
      li.className = "sep";
    } else if (item.type === "submenu") {
      li.className = "sub";
      li.append(el("span", {}, `${item.caption ?? ""} ▸`));
      const sub = buildMenuList(item.items ?? []);
      sub.className = "";
      li.append(sub);
    } else {
      const b = el(
        "button",
        { type: "button", role: "menuitem", "data-menu-item": item.functionName ?? "" },
        item.caption ?? "",
      );
      b.addEventListener("click", () => {
        closeMenus();
        void runMenu(item.functionName ?? "");
      });
      li.append(b);
    }
    ul.append(li);
  }
  return ul;
}

/** Caption of the menu that is open, kept across re-renders; null when none is. */
let openMenu: string | null = null;

function closeMenus(): void {
  openMenu = null;
  for (const list of document.querySelectorAll<HTMLElement>(".menubar > .menu > .menu-list"))
    list.hidden = true;
  for (const m of document.querySelectorAll(".menubar > .menu")) m.classList.remove("open");
}

function renderTabs(): void {
  const tabs = $("tabs");
  tabs.replaceChildren();
  for (const s of state!.sheets) {
    const b = el(
      "button",
      { type: "button", role: "tab", "data-sheet": s.name, "aria-selected": String(s.name === activeSheet) },
      s.name,
    );
    if (s.hidden) b.classList.add("hidden-sheet");
    b.addEventListener("click", () => {
      if (activeSheet === s.name) return;
      activeSheet = s.name;
      selected = { row: 1, col: 1 };
      windowFrom = 1;
      windowCols = { col: 1, cols: 40 };
      $("grid-wrap").scrollTop = 0;
      $("grid-wrap").scrollLeft = 0;
      render();
      // the new tab's rows: the state carries only the shown tab's
      void api("/api/active", { sheet: s.name }).then(refresh);
    });
    tabs.append(b);
  }
}

function renderGrid(): void {
  const sheet = currentSheet();
  const table = $("grid") as HTMLTableElement;
  table.replaceChildren();
  if (!sheet) return;
  const cols = sheet.colCount;
  // the window of columns the server sent; the columns left and right of it are one spacer column each
  const c0 = sheet.colFrom;
  const c1 = sheet.cells.length ? sheet.colTo : 0;
  // the frozen rows and columns sent before the window: drawn first, pinned (sticky) as Sheets keeps them
  const top = sheet.top ?? 0;
  const lead = sheet.lead ?? 0;
  const frozenRows = sheet.frozenRows ?? 0;
  const frozenCols = sheet.frozenColumns ?? 0;
  const colgroup = el("colgroup");
  colgroup.append(el("col", { style: "width:46px" }));
  let width = 46;
  // hidden columns (Sheet.hideColumns) are left out, as Sheets does; the letters keep their places
  const hidden = new Set(sheet.hiddenColumns ?? []);
  let before = 0;
  let beyond = 0;
  let drawn = 0;
  /** Where each frozen column is pinned: its left edge in the grid. */
  const pinnedLeft = new Map<number, number>();
  for (let c = 1; c <= cols; c++) {
    if (hidden.has(c)) continue;
    const w = sheet.columnWidths[c] ?? 100;
    if (c <= frozenCols) pinnedLeft.set(c, width);
    width += w;
    if (c <= lead) {
      colgroup.append(el("col", { style: `width:${w}px` }));
      drawn++;
    } else if (c < c0) before += w;
    else if (c > c1) beyond += w;
    else {
      if (c === c0 && before > 0) colgroup.append(el("col", { style: `width:${before}px` }));
      colgroup.append(el("col", { style: `width:${w}px` }));
      drawn++;
    }
  }
  /** The columns drawn, in order, with the spacer of the columns between the frozen ones and the window. */
  const drawnCols: number[] = [];
  for (let c = 1; c <= lead; c++) if (!hidden.has(c)) drawnCols.push(c);
  const windowCols: number[] = [];
  for (let c = c0; c <= c1; c++) if (!hidden.has(c)) windowCols.push(c);
  /** Pins a cell of a frozen row or column where Sheets keeps it. */
  const pin = (cell: HTMLElement, row: number, col: number): void => {
    const left = col > 0 && col <= frozenCols ? pinnedLeft.get(col) : undefined;
    const frozenRow = row > 0 && row <= frozenRows;
    if (left === undefined && !frozenRow) return;
    cell.style.position = "sticky";
    if (left !== undefined) cell.style.left = `${left}px`;
    if (frozenRow) cell.style.top = `${row * rowHeight}px`;
    cell.classList.add("pinned");
    if (left !== undefined && col === frozenCols) cell.classList.add("frozen-col-edge");
    // above what scrolls under them (a spilled text is at 1): a pinned column 2, a frozen row 4, both 6, the
    // letters of pinned columns 9, the numbers of frozen rows 8 (style.css: letters 8, row numbers 3)
    cell.style.zIndex = String(
      row === 0 ? 9 : col === 0 ? 8 : (frozenRow ? 4 : 0) + (left !== undefined ? 2 : 0),
    );
  };
  if (c1 === 0 && before > 0) colgroup.append(el("col", { style: `width:${before}px` }));
  if (beyond > 0) colgroup.append(el("col", { style: `width:${beyond}px` }));
  // A fixed-layout table only keeps its column widths with an explicit width (else it squeezes them to fit).
  table.style.width = `${width}px`;
  const sideCell = (tag: "th" | "td", w: number): HTMLElement | null =>
    w > 0 ? el(tag, { class: "spacer", "aria-hidden": "true" }) : null;
  const head = el("tr");
  head.append(el("th", { class: "corner" }));
  for (const c of drawnCols) {
    const th = el("th", {}, columnLetters(c));
    pin(th, 0, c);
    head.append(th);
  }
  const headBefore = sideCell("th", before);
  if (headBefore) head.append(headBefore);
  for (const c of windowCols) {
    const th = el("th", {}, columnLetters(c));
    pin(th, 0, c);
    head.append(th);
  }
  const headBeyond = sideCell("th", beyond);
  if (headBeyond) head.append(headBeyond);
  const thead = el("thead");
  thead.append(head);
  const tbody = el("tbody");
  // Only the window of rows the server sent is drawn; spacers of the other rows' height keep the scroll bar true.
  const spacer = (rows: number): HTMLTableRowElement => {
    const tr = el("tr", { class: "spacer", "aria-hidden": "true" });
    const span = drawn + 1 + (before > 0 ? 1 : 0) + (beyond > 0 ? 1 : 0);
    tr.append(el("td", { colspan: String(span), style: `height:${rows * rowHeight}px` }));
    return tr;
  };
  sheet.cells.forEach((line, i) => {
    const r = i < top ? i : sheet.from - 1 + i - top;
    if (i === top && sheet.from - 1 > top) tbody.append(spacer(sheet.from - 1 - top));
    const tr = el("tr");
    if (frozenRows > 0 && r + 1 === frozenRows) tr.className = "frozen-edge";
    const rowHead = el("th", { class: "rowhead" }, String(r + 1));
    pin(rowHead, r + 1, 0);
    tr.append(rowHead);
    line.forEach((cell, j) => {
      const c = j < lead ? j : c0 - 1 + j - lead;
      if (j === lead) {
        const rowBefore = sideCell("td", before);
        if (rowBefore) tr.append(rowBefore);
      }
      if (hidden.has(c + 1)) return;
      const a1 = `${columnLetters(c + 1)}${r + 1}`;
      const td = el("td", { "data-cell": a1 });
      pin(td, r + 1, c + 1);
      if (cell.list) {
        // The ▾ is drawn by CSS so that the cell's text stays its displayed value.
        const marker = el("span", { class: "dropdown", role: "button", "aria-label": say("list.open") });
        marker.addEventListener("click", (ev) => {
          ev.stopPropagation();
          select(r + 1, c + 1);
          toggleChoices(r + 1, c + 1);
        });
        td.append(marker);
      }
      if (cell.checkbox !== undefined) {
        // Drawn by CSS, in place of TRUE/FALSE (VRAI/FAUX): a click on the box ticks or unticks it.
        const box = el("span", {
          class: "checkbox",
          role: "checkbox",
          "aria-checked": String(cell.checkbox),
          "aria-label": say("checkbox.label", { cell: a1 }),
        });
        if (cell.fc) box.style.color = cell.fc;
        box.addEventListener("click", (ev) => {
          ev.stopPropagation();
          closeMenus();
          closeChoices();
          select(r + 1, c + 1);
          toggleCheckbox(r + 1, c + 1);
        });
        // a quick second click toggles again, it does not open the cell for editing
        box.addEventListener("dblclick", (ev) => ev.stopPropagation());
        td.append(box);
      }
      // As in Sheets, left-aligned text runs on over the empty cells to its right (up to the next
      // cell that holds something); numbers and centred text stay in their cell.
      let spill = 0;
      if (cell.d !== "" && !cell.al && !cell.list && cell.checkbox === undefined) {
        const free = (k: number): boolean =>
          line[k]!.d === "" && !line[k]!.list && line[k]!.checkbox === undefined;
        // the 1-based column of line[k]; a frozen column's text stays within the frozen columns
        const colOf = (k: number): number => (k < lead ? k + 1 : c0 + k - lead);
        const end = c + 1 <= frozenCols ? frozenCols : Number.POSITIVE_INFINITY;
        for (
          let k = j + 1;
          k < line.length && free(k) && colOf(k) <= end && colOf(k) === colOf(k - 1) + 1;
          k++
        )
          if (!hidden.has(colOf(k))) spill += sheet.columnWidths[colOf(k)] ?? 100;
      }
      if (spill > 0) {
        // a pinned cell's text runs on over the pinned cells to its right: it is drawn above them
        if (td.style.zIndex) td.style.zIndex = String(Number(td.style.zIndex) + 1);
        const own = sheet.columnWidths[c + 1] ?? 100;
        // its own background hides the gridlines it runs over, as in Sheets
        const style = `max-width:${own + spill - 8}px;background:${cell.bg ?? "#fff"}`;
        td.append(el("span", { class: "spill", style }, cell.d));
      } else if (cell.checkbox === undefined) td.append(cell.d);
      const classes: string[] = [];
      if (spill > 0) classes.push("spills");
      if (cell.al) classes.push(cell.al);
      if (cell.b) classes.push("b");
      if (cell.err) classes.push("err");
      if (cell.f) classes.push("formula");
      if (cell.note) classes.push("note");
      if (cell.list) classes.push("list");
      if (cell.checkbox !== undefined) classes.push("checkbox");
      if (selected.row === r + 1 && selected.col === c + 1) classes.push("sel");
      if (classes.length) td.classList.add(...classes);
      if (cell.bg) td.style.background = cell.bg;
      if (cell.fc) td.style.color = cell.fc;
      if (cell.i) td.style.fontStyle = "italic";
      const tip = [cell.err, cell.note, cell.list ? `▾ ${cell.list.join(" · ")}` : "", cell.help]
        .filter(Boolean)
        .join("\n");
      if (tip) td.title = tip;
      td.addEventListener("click", () => select(r + 1, c + 1));
      td.addEventListener("dblclick", () => {
        select(r + 1, c + 1);
        startEditing();
      });
      tr.append(td);
    });
    const rowBeyond = sideCell("td", beyond);
    if (rowBeyond) tr.append(rowBeyond);
    tbody.append(tr);
  });
  if (sheet.cells.length === top && sheet.from > 1) tbody.append(spacer(sheet.from - 1 - top));
  const after = sheet.rowCount - (sheet.from - 1 + sheet.cells.length - top);
  if (after > 0) tbody.append(spacer(after));
  table.append(colgroup, thead, tbody);
  shown = {
    sheet: sheet.name,
    from: sheet.from,
    to: sheet.from + sheet.cells.length - top - 1,
    colFrom: c0,
    colTo: c1,
  };
  renderCharts(sheet);
}

/** The tab's embedded charts, over the grid at their anchor cell (and offsets), as in Sheets. */
function renderCharts(sheet: SheetView): void {
  const layer = $("charts");
  layer.replaceChildren();
  const wrap = $("grid-wrap");
  const origin = wrap.getBoundingClientRect();
  const rows = sheet.rowCount;
  const cols = sheet.colCount;
  for (const chart of sheet.charts ?? []) {
    // an anchor past the rows or columns shown falls back to the last one shown
    const row = Math.min(chart.anchor.row, rows);
    const col = Math.min(chart.anchor.column, cols);
    const td = document.querySelector<HTMLElement>(`#grid td[data-cell="${columnLetters(col)}${row}"]`);
    if (!td) continue;
    const at = td.getBoundingClientRect();
    const card = drawChart(chart, lang);
    card.style.left = `${at.left - origin.left + wrap.scrollLeft + chart.anchor.offsetX}px`;
    card.style.top = `${at.top - origin.top + wrap.scrollTop + chart.anchor.offsetY}px`;
    layer.append(card);
  }
}

function renderFormulaBar(): void {
  $("cell-ref").textContent = `${columnLetters(selected.col)}${selected.row}`;
  // A dropdown cell offers its choices in the formula bar (Sheets shows them in the cell).
  const choices = cellAt(selected.row, selected.col)?.list ?? [];
  const list = $("formula-choices");
  list.replaceChildren(...choices.map((c) => el("option", { value: c })));
  const input = $("formula-input") as HTMLInputElement;
  if (choices.length) input.setAttribute("list", "formula-choices");
  else input.removeAttribute("list");
  if (!editing) input.value = shownInput(cellAt(selected.row, selected.col));
}

/** What the formula bar shows for a cell: its formula in the locale's syntax, or its value as typed. */
function shownInput(cell: CellView | undefined): string {
  if (!cell) return "";
  return cell.f ? toLocaleFormula(cell.e, state?.locale ?? "en_US") : cell.e;
}

function renderCounter(): void {
  const c = state!.counter;
  $("counter-total").textContent = String(c.total);
  const box = $("counter");
  box.replaceChildren();
  const table = el("table");
  for (const [key, n] of Object.entries(c.counts)) {
    const tr = el("tr", { "data-key": key });
    tr.append(el("td", {}, key), el("td", { class: "n" }, `×${n}`));
    table.append(tr);
  }
  box.append(table);
  const sheets = Object.entries(c.sheets);
  if (sheets.length) {
    const div = el("div", { class: "sheets" });
    for (const [name, t] of sheets)
      div.append(el("div", {}, say("counter.sheet", { name, reads: t.reads, writes: t.writes })));
    box.append(div);
  }
  if (c.denied.length)
    box.append(el("div", { class: "sheets" }, say("counter.denied", { keys: c.denied.join(", ") })));
  if (!c.total) box.append(el("div", { class: "sheets" }, say("counter.none")));
}

function renderLog(): void {
  const ol = $("log");
  ol.replaceChildren();
  for (const entry of [...state!.log].reverse().slice(0, 80)) {
    const li = el("li", { class: entry.kind }, entry.title ? `${entry.title} — ${entry.text}` : entry.text);
    ol.append(li);
  }
  const fresh = state!.log.filter((e) => e.seq > lastLogSeq);
  if (lastLogSeq >= 0)
    for (const e of fresh) if (e.kind === "toast" || e.kind === "dialog" || e.kind === "error") showToast(e);
  lastLogSeq = state!.log.reduce((m, e) => Math.max(m, e.seq), Math.max(0, lastLogSeq));
}

function showToast(entry: LogEntry): void {
  const box = el("div", { class: `toast ${entry.kind}`, role: "status" });
  if (entry.title) box.append(el("strong", {}, entry.title));
  box.append(el("span", {}, entry.text));
  $("toasts").append(box);
  const seconds =
    entry.kind === "toast"
      ? entry.timeoutSeconds && entry.timeoutSeconds > 0
        ? entry.timeoutSeconds
        : 5
      : 6;
  setTimeout(() => box.remove(), seconds * 1000);
}

function renderHtml(): void {
  const sidebar = [...state!.html].reverse().find((h) => h.kind === "sidebar");
  const panel = $("sidebar-panel");
  if (sidebar && !sidebar.closed && sidebar.seq > sidebarClosedSeq) {
    panel.hidden = false;
    $("sidebar-title").textContent = sidebar.title;
    if (sidebar.seq !== sidebarSeqShown) {
      sidebarSeqShown = sidebar.seq;
      ($("sidebar-frame") as HTMLIFrameElement).src = `/html?seq=${sidebar.seq}`;
    }
  } else {
    panel.hidden = true;
  }
  const modal = [...state!.html].reverse().find((h) => h.kind !== "sidebar");
  const overlay = $("modal");
  if (modal && !modal.closed && modal.seq > modalClosedSeq) {
    overlay.hidden = false;
    $("modal-title").textContent = modal.title;
    // the size the script asked for (HtmlOutput.setWidth / setHeight), as Sheets opens it, within the window
    const box = overlay.querySelector<HTMLElement>(".modal-box");
    if (box) {
      box.style.width = modal.width > 0 ? `min(${modal.width}px, 90vw)` : "";
      box.style.height = modal.height > 0 ? `min(${modal.height + 40}px, 85vh)` : "";
    }
    if (modal.seq !== modalSeqShown) {
      modalSeqShown = modal.seq;
      ($("modal-frame") as HTMLIFrameElement).src = `/html?seq=${modal.seq}`;
    }
  } else {
    overlay.hidden = true;
  }
}

/** Keeps the open dropdown under its cell after a re-render; closes it when the cell lost its list. */
function renderChoices(): void {
  if (!choicesFor) return;
  const td = choicesCell();
  if (!td || choicesFor.sheet !== activeSheet || !cellAt(choicesFor.row, choicesFor.col)?.list) {
    closeChoices();
    return;
  }
  placeChoices(td);
}

// ---- dropdown choices ---------------------------------------------------------------------------------------

function choicesCell(): HTMLElement | null {
  if (!choicesFor) return null;
  return document.querySelector<HTMLElement>(
    `#grid td[data-cell="${columnLetters(choicesFor.col)}${choicesFor.row}"]`,
  );
}

function placeChoices(td: HTMLElement): void {
  const box = $("choices");
  const cell = td.getBoundingClientRect();
  box.style.minWidth = `${Math.max(cell.width, 140)}px`;
  box.style.left = `${Math.max(0, Math.min(cell.left, window.innerWidth - box.offsetWidth - 4))}px`;
  const below = cell.bottom + box.offsetHeight <= window.innerHeight - 4;
  box.style.top = `${below ? cell.bottom : Math.max(0, cell.top - box.offsetHeight)}px`;
}

/** Opens the dropdown of a "value in list" cell (its ▾, or Alt+↓), or closes it when it is open. */
function toggleChoices(row: number, col: number): void {
  if (choicesFor && choicesFor.row === row && choicesFor.col === col && choicesFor.sheet === activeSheet) {
    closeChoices();
    return;
  }
  const cell = cellAt(row, col);
  if (!cell?.list) return;
  closeMenus();
  choicesFor = { sheet: activeSheet, row, col };
  const box = $("choices");
  const a1 = `${columnLetters(col)}${row}`;
  box.setAttribute("aria-label", say("list.choices", { cell: a1 }));
  box.dataset.cell = a1;
  box.replaceChildren();
  const current = cell.d.trim().toLowerCase();
  for (const choice of cell.list) {
    const chosen = choice.trim().toLowerCase() === current;
    const option = el(
      "li",
      { role: "option", tabindex: "-1", "data-choice": choice, "aria-selected": String(chosen) },
      choice,
    );
    option.addEventListener("click", (ev) => {
      ev.stopPropagation();
      void pickChoice(choice);
    });
    box.append(option);
  }
  box.hidden = false;
  const td = choicesCell();
  if (td) placeChoices(td);
  (box.querySelector<HTMLElement>('[aria-selected="true"]') ?? box.querySelector<HTMLElement>("li"))?.focus();
}

/** The open dropdown follows its cell when the grid scrolls, and closes once the cell is out of sight. */
function followChoices(): void {
  const td = choicesCell();
  if (!td) return;
  const cell = td.getBoundingClientRect();
  const grid = $("grid-wrap").getBoundingClientRect();
  if (
    cell.bottom <= grid.top ||
    cell.top >= grid.bottom ||
    cell.right <= grid.left ||
    cell.left >= grid.right
  )
    closeChoices();
  else placeChoices(td);
}

function closeChoices(): void {
  choicesFor = null;
  const box = document.getElementById("choices");
  if (box) {
    box.hidden = true;
    box.replaceChildren();
  }
}

async function pickChoice(choice: string): Promise<void> {
  if (!choicesFor) return;
  const { row, col } = choicesFor;
  closeChoices();
  select(row, col);
  await commit(choice, { dr: 0, dc: 0 });
}

// ---- checkboxes ---------------------------------------------------------------------------------------------

/** Toggles one after the other: each reads the box as the previous one left it. */
let toggles: Promise<void> = Promise.resolve();

/**
 * Ticks or unticks a checkbox cell (a click on its box, or Space), as a typed TRUE / FALSE: the same write as an
 * edit of the cell (POST /api/cell, onEdit, the counters). A box showing a formula's result is not toggled.
 */
function toggleCheckbox(row: number, col: number): void {
  const sheet = activeSheet;
  toggles = toggles.then(async () => {
    if (activeSheet !== sheet) return;
    const cell = cellAt(row, col);
    if (cell?.checkbox === undefined || cell.f) return;
    select(row, col);
    await commit(cell.checkbox ? "FALSE" : "TRUE", { dr: 0, dc: 0 });
  });
}

// ---- the Forms panel (page/forms.ts) ---------------------------------------------------------------------------

const formsHost: FormsHost = {
  say: (key, params) => say(key, params),
  // no-break spaces inside « », so that a quoted name never starts or ends a line
  quote: (word) => quoteList(lang, [word]).replace(/« | »/g, (m) => m.replace(" ", "\u00a0")),
  post: (path, body) => api(path, body),
  confirm: (title, text, ok) => confirmDialog(title, text, ok),
  refresh: () => refresh(),
  phoneView: PHONE_VIEW,
  /** After a submission: the responses tab, its new row selected, as the organiser would look at it. */
  async showRow(sheet, row) {
    if (!state?.sheets.some((s) => s.name === sheet)) return;
    activeSheet = sheet;
    windowFrom = Math.max(1, row - WINDOW_MARGIN);
    await api("/api/active", { sheet });
    await refresh();
    select(row, 1);
    document.querySelector("#grid td.sel")?.scrollIntoView({ block: "nearest" });
  },
};

// ---- confirmation, reset and language -----------------------------------------------------------------------

/** Asks before something that wipes the spreadsheet; resolves true when the user confirmed. */
function confirmDialog(title: string, text: string, ok: string): Promise<boolean> {
  const dialog = $("confirm") as HTMLDialogElement;
  $("confirm-title").textContent = title;
  $("confirm-text").textContent = text;
  $("confirm-cancel").textContent = say("confirm.cancel");
  $("confirm-ok").textContent = ok;
  dialog.returnValue = "";
  return new Promise((resolve) => {
    dialog.addEventListener("close", () => resolve(dialog.returnValue === "ok"), { once: true });
    dialog.showModal();
    $("confirm-cancel").focus();
  });
}

/** Reloads the add-on and the demo spreadsheet on the server (in `locale` when given), then the page. */
async function reload(locale?: string): Promise<void> {
  closeChoices();
  closeMenus();
  sidebarClosedSeq = 0;
  sidebarSeqShown = 0;
  modalClosedSeq = 0;
  modalSeqShown = 0;
  lastLogSeq = -1;
  selected = { row: 1, col: 1 };
  windowFrom = 1;
  windowCols = { col: 1, cols: 40 };
  editing = false;
  await api("/api/reset", locale ? { locale } : {});
  await refresh();
}

async function resetPlayground(): Promise<void> {
  if (await confirmDialog(say("confirm.reset.title"), say("confirm.reset.text"), say("confirm.reset.ok")))
    await reload();
}

/** The language switch: reloads the demo in `locale`, asking first when the spreadsheet was changed. */
async function switchLanguage(locale: string): Promise<void> {
  // whether the spreadsheet changed since it was loaded: asked only now (it is a pass over the whole book)
  if ((await api<{ modified: boolean }>("/api/modified")).modified) {
    const language = say(`language.${locale}` as PlaygroundKey);
    const confirmed = await confirmDialog(
      say("confirm.lang.title", { language }),
      say("confirm.lang.text", { language, locale }),
      say("confirm.lang.ok", { language }),
    );
    if (!confirmed) return;
  }
  await reload(locale);
}

// ---- interaction --------------------------------------------------------------------------------------------

function select(row: number, col: number): void {
  const sheet = currentSheet();
  if (!sheet) return;
  selected = {
    row: Math.max(1, Math.min(row, sheet.rowCount)),
    col: Math.max(1, Math.min(col, sheet.colCount || 1)),
  };
  editing = false;
  for (const td of document.querySelectorAll("#grid td.sel")) td.classList.remove("sel");
  document
    .querySelector(`#grid td[data-cell="${columnLetters(selected.col)}${selected.row}"]`)
    ?.classList.add("sel");
  renderFormulaBar();
}

function startEditing(initial?: string): void {
  const input = $("formula-input") as HTMLInputElement;
  editing = true;
  if (initial !== undefined) input.value = initial;
  input.focus();
  if (initial === undefined) input.select();
}

async function commit(input: string, move: { dr: number; dc: number }): Promise<void> {
  editing = false;
  closeChoices();
  const res = await api<{ ok: boolean; error?: { message: string } }>("/api/cell", {
    sheet: activeSheet,
    row: selected.row,
    col: selected.col,
    // Apps Script syntax on the wire: the page takes formulas in the locale's (`;` in fr_FR).
    input: toEnglishFormula(input, state?.locale ?? "en_US"),
  });
  if (!res.ok) showToast({ seq: 0, kind: "error", text: res.error?.message ?? say("error") });
  await refresh();
  select(selected.row + move.dr, selected.col + move.dc);
}

/**
 * Tab-separated text pasted on the grid (what Sheets, a spreadsheet or a text editor copies): written as typed
 * input at the selected cell, in one server call; the tab grows to hold the block, as in Sheets.
 */
async function pasteAtSelection(text: string): Promise<void> {
  const rows = parseClipboardTable(text).map((line) =>
    line.map((cell) => toEnglishFormula(cell, state?.locale ?? "en_US")),
  );
  if (!rows.length || (rows.length === 1 && rows[0]!.length === 1 && rows[0]![0] === "")) return;
  editing = false;
  closeChoices();
  const at = { ...selected };
  const res = await api<{ ok: boolean; error?: { message: string } }>("/api/paste", {
    sheet: activeSheet,
    row: at.row,
    col: at.col,
    rows,
  });
  if (!res.ok) showToast({ seq: 0, kind: "error", text: res.error?.message ?? say("error") });
  await refresh();
  select(at.row, at.col);
}

/** Tells the server a dialog or sidebar was closed, so that reloading the page does not show it again. */
function forget(seq: number): void {
  if (seq > 0) void api("/api/html/close", { seq });
}

async function runMenu(functionName: string): Promise<void> {
  const res = await api<{ ok: boolean; error?: { message: string } }>("/api/menu", { functionName });
  if (!res.ok) showToast({ seq: 0, kind: "error", text: res.error?.message ?? say("error") });
  sidebarClosedSeq = Math.min(sidebarClosedSeq, sidebarSeqShown);
  await refresh();
}

/** An element that takes typed keys itself: a text field, a list, the Forms panel, a dialog, anything editable. */
function typedInField(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  return target.closest("input, textarea, select, dialog, #forms, #choices") !== null;
}

/** The selected cell is a checkbox Space ticks or unticks (not one showing a formula's result). */
function isToggleable(): boolean {
  const cell = cellAt(selected.row, selected.col);
  return cell?.checkbox !== undefined && !cell.f;
}

function bind(): void {
  const input = $("formula-input") as HTMLInputElement;
  input.addEventListener("focus", () => {
    editing = true;
  });
  input.addEventListener("keydown", (ev) => {
    ev.stopPropagation(); // the document's grid shortcuts must not see keys typed in the formula bar
    if (ev.key === "Enter" || ev.key === "Tab") {
      ev.preventDefault();
      void commit(
        input.value,
        ev.key === "Enter" ? { dr: ev.shiftKey ? -1 : 1, dc: 0 } : { dr: 0, dc: ev.shiftKey ? -1 : 1 },
      );
      input.blur();
    } else if (ev.key === "Escape") {
      editing = false;
      input.blur();
      renderFormulaBar();
    }
  });
  document.addEventListener("keydown", (ev) => {
    // keys typed in a field (the formula bar, the Forms panel's answers, a dialog) are that field's, not the grid's
    if (document.activeElement === input || typedInField(ev.target) || !state) return;
    const moves: Record<string, [number, number]> = {
      ArrowUp: [-1, 0],
      ArrowDown: [1, 0],
      ArrowLeft: [0, -1],
      ArrowRight: [0, 1],
    };
    const m = ev.altKey ? undefined : moves[ev.key];
    if (m) {
      ev.preventDefault();
      select(selected.row + m[0], selected.col + m[1]);
      scrollToRow(selected.row);
    } else if (ev.key === "ArrowDown" && ev.altKey && cellAt(selected.row, selected.col)?.list) {
      ev.preventDefault();
      toggleChoices(selected.row, selected.col);
    } else if (ev.key === " " && !ev.ctrlKey && !ev.metaKey && !ev.altKey && isToggleable()) {
      ev.preventDefault();
      toggleCheckbox(selected.row, selected.col);
    } else if (ev.key === "Enter" || ev.key === "F2") {
      ev.preventDefault();
      startEditing();
    } else if (ev.key === "Delete" || ev.key === "Backspace") {
      ev.preventDefault();
      void commit("", { dr: 0, dc: 0 });
    } else if (ev.key.length === 1 && !ev.ctrlKey && !ev.metaKey && !ev.altKey) {
      ev.preventDefault();
      startEditing(ev.key);
    }
  });
  document.addEventListener("paste", (ev) => {
    if (document.activeElement === input || typedInField(ev.target) || !state) return;
    const text = ev.clipboardData?.getData("text/plain") ?? "";
    if (!text) return;
    ev.preventDefault();
    void pasteAtSelection(text);
  });
  document.addEventListener("click", () => {
    closeMenus();
    closeChoices();
  });
  const choices = $("choices");
  choices.addEventListener("click", (ev) => ev.stopPropagation());
  choices.addEventListener("keydown", (ev) => {
    ev.stopPropagation();
    const options = [...choices.querySelectorAll<HTMLElement>("li")];
    const at = options.indexOf(document.activeElement as HTMLElement);
    if (ev.key === "ArrowDown" || ev.key === "ArrowUp") {
      ev.preventDefault();
      const next = at < 0 ? 0 : (at + (ev.key === "ArrowDown" ? 1 : options.length - 1)) % options.length;
      options[next]?.focus();
    } else if (ev.key === "Enter" || ev.key === " ") {
      ev.preventDefault();
      const choice = options[at]?.dataset.choice;
      if (choice !== undefined) void pickChoice(choice);
    } else if (ev.key === "Escape" || ev.key === "Tab") {
      ev.preventDefault();
      closeChoices();
    }
  });
  $("grid-wrap").addEventListener("scroll", () => {
    followChoices();
    followScroll();
  });
  window.addEventListener("resize", () => closeChoices());
  for (const panel of document.querySelectorAll<HTMLElement>("[data-panel]")) {
    panel.querySelector("button.fold")?.addEventListener("click", () => {
      const name = panel.dataset.panel ?? "";
      if (folded.has(name)) folded.delete(name);
      else folded.add(name);
      saveFolded();
      renderPanels();
    });
  }
  $("sidebar-close").addEventListener("click", () => {
    sidebarClosedSeq = sidebarSeqShown;
    forget(sidebarSeqShown);
    render();
  });
  $("modal-close").addEventListener("click", () => {
    modalClosedSeq = modalSeqShown;
    forget(modalSeqShown);
    render();
  });
  $("counter-reset").addEventListener("click", () => {
    void api("/api/counter/reset", {}).then(refresh);
  });
  $("reset").addEventListener("click", () => {
    void resetPlayground();
  });
  window.addEventListener("message", (ev: MessageEvent) => {
    if (ev.origin !== window.location.origin) return;
    const data = ev.data as { source?: string; event?: string } | null;
    if (data?.source !== "arbitre-playground") return;
    const fromModal = ev.source === ($("modal-frame") as HTMLIFrameElement).contentWindow;
    if (data.event === "close") {
      if (fromModal) modalClosedSeq = modalSeqShown;
      else sidebarClosedSeq = sidebarSeqShown;
      forget(fromModal ? modalSeqShown : sidebarSeqShown);
      render();
    } else if (data.event === "run-start") {
      busy(1);
    } else if (data.event === "run-done") {
      busy(-1);
      void refresh();
    } else if (data.event === "focus-editor") {
      (document.querySelector("#grid td.sel") as HTMLElement | null)?.scrollIntoView({ block: "nearest" });
    }
  });
  setInterval(() => {
    if (editing || !state) return;
    void api<{ version: number }>("/api/version").then((v) => {
      if (state && v.version !== state.version) void refresh();
    });
  }, 1500);
}

bind();
void refresh();
