/**
 * Helpers of the sidebar's browser tests: the harness (./harness.ts) drives the grid; these drive the
 * sidebar and the New-event dialog, and take screenshots at the sidebar's width.
 */
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import type { Frame, Locator, Page } from "playwright-core";
import { expect } from "vitest";
import type { CreateEventRequest } from "../../src/contract/views";
import type { SpreadsheetSeed } from "../../tools/standin/index";
import {
  ARTIFACTS_DIR,
  clickMenuItem,
  type Harness,
  revealCell,
  screenshot,
  selectSheet,
  setCell,
  sidebarFrame,
  startHarness,
} from "./harness";

// biome-ignore lint/suspicious/noExplicitAny: EventState as plain JSON from the bundle.
export type Json = any;

export function emptyBook(locale: string, name: string): SpreadsheetSeed {
  return {
    name,
    locale,
    timeZone: "Europe/Paris",
    sheets: [{ name: locale.startsWith("fr") ? "Feuille 1" : "Sheet1", rows: [] }],
  };
}

/**
 * Creates an event through the server API (the New-event dialog has its own test) and opens the
 * sidebar on it, as the menu's Open item does: the sidebar's frame, idle.
 */
export async function startEvent(h: Harness, req: CreateEventRequest): Promise<Frame> {
  const created = h.playground.bundle().call("arbitreCreateEvent", req) as Json;
  if (!created.ok) throw new Error(created.error);
  await clickMenuItem(h.page, "showSidebar");
  const frame = await sidebarFrame(h.page);
  await idle(frame);
  return frame;
}

/**
 * The playground on an empty French spreadsheet titled `title` (or on the demo book), with an event created through the
 * server API and the sidebar open on it. Browser dialogs are dismissed and collected in `dialogs`
 * (a test checks none was raised).
 */
export async function startEventHarness(
  title: string,
  req: CreateEventRequest,
  /** The spreadsheet to start from: "demo" is the playground's demo book (its formulas included). */
  book: "empty" | "demo" = "empty",
): Promise<{ h: Harness; frame: Frame; dialogs: string[] }> {
  const h = await startHarness(book === "demo" ? {} : { demo: emptyBook("fr_FR", title) });
  h.page.setDefaultTimeout(8000);
  const dialogs: string[] = [];
  h.page.on("dialog", (d) => {
    dialogs.push(d.message());
    void d.dismiss();
  });
  return { h, frame: await startEvent(h, req), dialogs };
}

const RODEZ_CLUBS = ["Échiquier ruthénois", "Les Cavaliers du Lot", "Tour d'Aveyron"];
/** Nine players of three clubs (name, club), as the Joueurs tab takes them. */
export const RODEZ_PLAYERS: [string, string][] = [
  "Anaïs Robert",
  "Baptiste Noël",
  "Camille Girard",
  "Denis Lambert",
  "Elsa Fontaine",
  "Florent Rivière",
  "Gisèle Marchand",
  "Hugo Lefèvre",
  "Irène Bonnet",
].map((name, i) => [name, RODEZ_CLUBS[i % RODEZ_CLUBS.length]!]);

/**
 * The result form's browser tests: « Confrérie de Rodez », a Confrérie event of the nine RODEZ_PLAYERS (no top cut)
 * in a French spreadsheet, the sidebar open on it and refreshed (no round yet).
 */
export async function startConfrerieRodez(): Promise<{ h: Harness; frame: Frame; dialogs: string[] }> {
  const started = await startEventHarness("Club de Rodez", {
    system: "confrerie",
    name: "Confrérie de Rodez",
    date: "2025-11-14",
    topCut: 0,
  });
  started.h.playground.bundle().standin.write("'Joueurs'!A2", RODEZ_PLAYERS);
  await refresh(started.frame);
  expect(await text(started.frame, "#players-line")).toBe("Joueurs actifs\u00a0: 9 · retraits\u00a0: 0");
  return started;
}

/** The organiser playing a player's phone in the playground: the sidebar closed, the other panels folded. */
export async function playThePhones(page: Page): Promise<void> {
  await page.locator("#sidebar-close").click();
  await page.locator("#counter-panel .fold").click();
  await page.locator("#log-panel .fold").click();
}

/**
 * Screenshot test-artifacts/NAME.png of the Forms panel beside the grid, the organiser playing the phone
 * (playThePhones), the panel scrolled to its top or to the last answer's receipt: everything from `top` to that
 * receipt must show in the panel. Then the panels unfolded and the sidebar opened again: its new frame, idle.
 */
export async function shootFormsPanel(
  h: Harness,
  name: string,
  top: string,
  scroll: "top" | "receipt",
): Promise<Frame> {
  await playThePhones(h.page);
  if (scroll === "top") await h.page.locator("#forms").evaluate((e) => e.scrollTo(0, 0));
  else await h.page.locator("#form-result").scrollIntoViewIfNeeded();
  const panel = (await h.page.locator("#forms").boundingBox())!;
  const first = (await h.page.locator(top).first().boundingBox())!;
  const receipt = (await h.page.locator("#form-result").boundingBox())!;
  expect(first.y).toBeGreaterThanOrEqual(panel.y);
  expect(receipt.y + receipt.height).toBeLessThanOrEqual(panel.y + panel.height);
  await screenshot(h.page, name);
  await h.page.locator("#counter-panel .fold").click();
  await h.page.locator("#log-panel .fold").click();
  await clickMenuItem(h.page, "showSidebar");
  const frame = await sidebarFrame(h.page);
  await idle(frame);
  return frame;
}

/**
 * The playground on an empty spreadsheet titled `title` in `locale`, the sidebar open (no event yet:
 * the New-event dialog is the test's to drive). Browser dialogs are dismissed and collected.
 */
export async function startEmptyHarness(
  locale: string,
  title: string,
): Promise<{ h: Harness; frame: Frame; dialogs: string[] }> {
  const h = await startHarness({ demo: emptyBook(locale, title) });
  h.page.setDefaultTimeout(8000);
  const dialogs: string[] = [];
  h.page.on("dialog", (d) => {
    dialogs.push(d.message());
    void d.dismiss();
  });
  await clickMenuItem(h.page, "showSidebar");
  const frame = await sidebarFrame(h.page);
  await idle(frame);
  return { h, frame, dialogs };
}

/** The grid back to its top-left corner and the sidebar to its top, as an organiser opens the tab. */
export async function home(page: Page, frame: Frame): Promise<void> {
  await page.evaluate(() => {
    for (const el of document.querySelectorAll("*")) if (el.scrollTop || el.scrollLeft) el.scrollTo(0, 0);
  });
  await frame.evaluate(() => window.scrollTo(0, 0));
}

/** The state as the server sees it (to know which rows to type results in, as a player reads the tab). */
export function serverState(h: Harness): Json {
  return h.playground.bundle().call("arbitreGetState");
}

export async function text(frame: Frame, selector: string): Promise<string> {
  return ((await frame.locator(selector).first().textContent()) ?? "").trim();
}

/**
 * The result form's choice for `table` as the form offers it (« T2 · Anaïs Robert / Hugo Lefèvre », or
 * « T2 · F. Rivière / G. Marchand » when both names are long, which depends on the round's draw).
 */
export function formTableChoice(h: Harness, table: number): string {
  const form = h.playground.bundle().standin.forms()[0]!;
  const choices = form.items.find((i) => i.title === "Table")!.choices!;
  const choice = choices.find((c) => c.startsWith(`T${table} · `));
  if (choice === undefined) throw new Error(`no choice for table ${table}: ${choices.join(" | ")}`);
  return choice;
}

/** Waits until the sidebar is idle (no action or refresh in flight). */
export async function idle(frame: Frame): Promise<void> {
  await frame.waitForFunction(() => !document.body.hasAttribute("aria-busy"));
}

/** Clicks a sidebar action button and waits for the answer; an error shown in the sidebar fails the step. */
export async function act(frame: Frame, id: string): Promise<void> {
  const button = frame.locator(`#btn-${id}`);
  await expect
    .poll(() => button.isEnabled(), { timeout: 15_000, message: `#btn-${id} stays disabled` })
    .toBe(true);
  await button.click();
  await idle(frame);
  const alert = (await frame.locator("#alert").isVisible())
    ? await frame.locator("#alert").textContent()
    : "";
  expect(alert, `after ${id}`).toBe("");
}

/**
 * The sidebar as if it were hidden behind the spreadsheet: its own reads (every 15 s, and on focus, which
 * apply the players' reports) stop, so a report sent by the test waits until the organiser acts. Then one
 * refresh, which ends after any read already sent (the server answers in order). Gives what lets it read again.
 */
export async function holdAutoRefresh(frame: Frame): Promise<() => Promise<void>> {
  await frame.evaluate(() =>
    Object.defineProperty(document, "hidden", { get: () => true, configurable: true }),
  );
  await refresh(frame);
  // the sidebar reads on its own again (the document's own `hidden` back)
  return async () => {
    await frame.evaluate(() => Reflect.deleteProperty(document, "hidden"));
  };
}

export async function refresh(frame: Frame): Promise<void> {
  await idle(frame);
  await frame.locator("#refresh-btn").click();
  await idle(frame);
}

export async function button(
  frame: Frame,
  id: string,
): Promise<{ label: string; enabled: boolean; why: string }> {
  return {
    label: await text(frame, `#btn-${id}`),
    enabled: await frame.locator(`#btn-${id}`).isEnabled(),
    why: (await frame.locator(`#why-${id}`).isVisible()) ? await text(frame, `#why-${id}`) : "",
  };
}

export async function alertText(frame: Frame): Promise<string> {
  return (await frame.locator("#alert").isVisible()) ? await text(frame, "#alert") : "";
}

export async function noticeText(frame: Frame): Promise<string> {
  return (await frame.locator("#notice").isVisible()) ? await text(frame, "#notice") : "";
}

/** The New-event dialog's frame (the modal of the playground). */
export async function dialogFrame(page: Page): Promise<Frame> {
  await page.waitForSelector("#modal:not([hidden]) #modal-frame[src]");
  const frame = await (await page.$("#modal-frame"))?.contentFrame();
  if (!frame) throw new Error("dialog frame not found");
  await frame.waitForSelector("#ne-form");
  await frame.waitForFunction(() => !(document.getElementById("ne-name") as HTMLInputElement).disabled);
  return frame;
}

/** Types rows into a tab through the grid (formula bar + Enter), starting at `first` (A1 of the top-left). */
export async function typeRows(
  page: Page,
  sheet: string,
  firstRow: number,
  rows: (string | number | null)[][],
) {
  await selectSheet(page, sheet);
  for (let r = 0; r < rows.length; r++) {
    const row = rows[r]!;
    for (let c = 0; c < row.length; c++) {
      const v = row[c];
      if (v === null || v === undefined) continue;
      await setCell(page, `${String.fromCharCode(65 + c)}${firstRow + r}`, String(v));
    }
  }
}

/** Types one cell of a given column letter and row. */
export async function typeAt(page: Page, col: string, row: number, value: string | number): Promise<void> {
  await setCell(page, `${col}${row}`, String(value));
}

/** A rectangle of displayed cell texts of the current grid (after selecting `sheet`). */
export async function gridTexts(page: Page, sheet: string, rows: number, cols: number): Promise<string[][]> {
  await selectSheet(page, sheet);
  await revealCell(page, "A1"); // the page draws the rows in sight: back to the top-left corner
  return page.evaluate(
    ({ rows, cols }) => {
      const out: string[][] = [];
      for (let r = 1; r <= rows; r++) {
        const line: string[] = [];
        for (let c = 0; c < cols; c++) {
          const td = document.querySelector(`#grid td[data-cell="${String.fromCharCode(65 + c)}${r}"]`);
          line.push((td?.textContent ?? "").trim());
        }
        out.push(line);
      }
      return out;
    },
    { rows, cols },
  );
}

/**
 * The grid's texts once `ready` holds: the page re-reads the spreadsheet after each google.script.run
 * call (and every 1.5 s), so what it shows may lag the sidebar by a moment.
 */
export async function gridWhen(
  page: Page,
  sheet: string,
  rows: number,
  cols: number,
  ready: (grid: string[][]) => boolean,
): Promise<string[][]> {
  let grid: string[][] = [];
  await expect
    .poll(
      async () => {
        grid = await gridTexts(page, sheet, rows, cols);
        return ready(grid);
      },
      { timeout: 15_000, interval: 250 },
    )
    .toBe(true);
  return grid;
}

/**
 * Screenshot of the page, or of the sidebar at Sheets' width (300 px), whole height: the sidebar's
 * own URL opened in a second tab of the same browser (it reads the same state).
 */
export async function shoot(
  h: Harness,
  name: string,
  what: "sidebar" | "page",
  /** Sidebar only: what to do in the second tab before the screenshot (e.g. open a <details>). */
  prepare?: (tab: Page) => Promise<void>,
): Promise<string> {
  mkdirSync(ARTIFACTS_DIR, { recursive: true });
  const path = join(ARTIFACTS_DIR, `${name}.png`);
  if (what === "page") {
    await h.page.screenshot({ path });
    return path;
  }
  const frame = await sidebarFrame(h.page);
  const tab = await h.context.newPage();
  try {
    await tab.setViewportSize({ width: 300, height: 700 });
    await tab.goto(frame.url());
    await tab.waitForSelector("#sidebar:not([hidden])");
    await tab.waitForFunction(() => document.getElementById("loading")?.hidden === true);
    await tab.waitForFunction(() => !document.body.hasAttribute("aria-busy"));
    if (prepare) await prepare(tab);
    await tab.screenshot({ path, fullPage: true });
  } finally {
    await tab.close();
  }
  return path;
}

/** Winner reports, loser confirms (Confrérie layout: H declared winner, I loser's confirmation). */
export async function enterWinnerResults(
  h: Harness,
  tab: string,
  yes: string,
  opts: { skip?: number[] } = {},
): Promise<void> {
  const st = serverState(h);
  await selectSheet(h.page, tab);
  for (const g of st.progress.tables) {
    if (g.b === "" || opts.skip?.includes(g.table)) continue;
    const winner = [g.a, g.b].sort()[0]; // the first name in code-point order wins
    await typeAt(h.page, "H", g.row, winner);
    await typeAt(h.page, "I", g.row, yes);
  }
}

/**
 * A player picked in the Tarot sidebar's « Graphique de »: waits until the page shows the chart tab's card with
 * `title` (the whole title, or a pattern); returns the card.
 */
export async function showPlayerChart(
  h: Harness,
  frame: Frame,
  chartTab: string,
  pick: string,
  title: string | RegExp,
  timeout = 5000,
): Promise<Locator> {
  await frame.locator("#tarot-player").selectOption(pick);
  await idle(frame);
  await selectSheet(h.page, chartTab);
  const card = h.page.locator("#charts figure.chart");
  const shown = expect.poll(() => card.locator(".chart-title").textContent(), { timeout });
  if (typeof title === "string") await shown.toBe(title);
  else await shown.toMatch(title);
  return card;
}
