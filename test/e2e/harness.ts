/**
 * Browser harness: starts the playground in-process on a free port and drives it with Debian's chromium through
 * playwright-core (never `playwright install`). Reusable by any browser test:
 *
 *   const h = await startHarness();            // playground + chromium + a page on the playground
 *   await clickMenuItem(h.page, "showSidebar");
 *   const frame = await sidebarFrame(h.page);  // the real build/Sidebar.html, google.script.run shimmed
 *   await setCell(h.page, "B2", "1700", "Joueurs");
 *   expect(await cellText(h.page, "B10", "Elo")).toBe("…");
 *   await screenshot(h.page, "name");          // test-artifacts/name.png
 *   await h.close();
 */
import { existsSync, mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type BrowserContext, chromium, type Frame, type Page } from "playwright-core";
import { type Playground, startPlayground } from "../../playground/server";
import type { SpreadsheetSeed } from "../../tools/standin/index";

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
export const ARTIFACTS_DIR = "test-artifacts";

export function chromiumAvailable(): boolean {
  return existsSync(CHROMIUM_PATH);
}

export interface Chromium {
  context: BrowserContext;
  close(): Promise<void>;
}

/** Launches headless chromium with a fresh profile directory (removed on close). */
export async function launchChromium(): Promise<Chromium> {
  const profile = mkdtempSync(join(tmpdir(), "arbitre-chromium-"));
  // Playwright refuses --user-data-dir in args: the fresh profile is given as launchPersistentContext's directory.
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: [
      "--headless",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
    ],
    viewport: { width: 1400, height: 860 },
    locale: "fr-FR",
    timezoneId: "Europe/Paris",
  });
  return {
    context,
    async close() {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

export interface Harness {
  playground: Playground;
  page: Page;
  context: BrowserContext;
  url: string;
  /** Messages the page logged to its console (errors included), for assertions and debugging. */
  consoleMessages: string[];
  close(): Promise<void>;
}

export interface HarnessOptions {
  /** The spreadsheet to serve (default: the demo league of playground/demo.ts). */
  demo?: SpreadsheetSeed;
  port?: number;
  codePath?: string;
}

/** Starts the playground (free port) and chromium, and opens the page. */
/**
 * The script's draws in the browser tests (round pairings, calendars): one seed, so that each run draws
 * as the one before and a failure replays. `ARBITRE_E2E_SEED=<n>` tries other draws, `=random` the
 * platform's own.
 */
const E2E_SEED =
  process.env.ARBITRE_E2E_SEED === "random" ? undefined : Number(process.env.ARBITRE_E2E_SEED ?? 20261207);

export async function startHarness(options: HarnessOptions = {}): Promise<Harness> {
  const playground = await startPlayground({
    port: options.port ?? 0,
    log: () => {},
    ...(options.demo ? { demo: options.demo } : {}),
    ...(options.codePath ? { codePath: options.codePath } : {}),
    ...(E2E_SEED === undefined ? {} : { randomSeed: E2E_SEED }),
  });
  let browser: Chromium | undefined;
  try {
    browser = await launchChromium();
    const page = browser.context.pages()[0] ?? (await browser.context.newPage());
    const consoleMessages: string[] = [];
    page.on("console", (m) => consoleMessages.push(`${m.type()}: ${m.text()}`));
    page.on("pageerror", (e) => consoleMessages.push(`pageerror: ${e.message}`));
    await openPlayground(page, playground.url);
    const b = browser;
    return {
      playground,
      page,
      context: browser.context,
      url: playground.url,
      consoleMessages,
      async close() {
        await b.close();
        await playground.close();
      },
    };
  } catch (e) {
    await browser?.close();
    await playground.close();
    throw e;
  }
}

/** Opens the playground page and waits for the first grid. */
export async function openPlayground(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await page.waitForSelector('#grid td[data-cell="A1"]');
}

export async function selectSheet(page: Page, name: string): Promise<void> {
  const tab = page.locator(`#tabs button[data-sheet="${cssString(name)}"]`);
  if ((await tab.getAttribute("aria-selected")) !== "true") await tab.click();
  await page.waitForSelector(`#tabs button[data-sheet="${cssString(name)}"][aria-selected="true"]`);
}

/** Clicks the menu item calling `functionName` (opening `menu` first). */
export async function clickMenuItem(page: Page, functionName: string, menu = "Arbitre"): Promise<void> {
  await page.locator(`#menubar button[data-menu="${cssString(menu)}"]`).click();
  const done = page.waitForResponse((r) => new URL(r.url()).pathname === "/api/state");
  await page.locator(`#menubar button[data-menu-item="${cssString(functionName)}"]`).click();
  await done;
}

/** The sidebar iframe's frame, once its document (with the google.script shim) has loaded. */
export async function sidebarFrame(page: Page): Promise<Frame> {
  await page.waitForSelector("#sidebar-panel:not([hidden]) #sidebar-frame[src]");
  const handle = await page.$("#sidebar-frame");
  const frame = await handle?.contentFrame();
  if (!frame) throw new Error("sidebar frame not found");
  await frame.waitForLoadState("load");
  await frame.waitForFunction(() => typeof (window as unknown as { google?: unknown }).google === "object");
  return frame;
}

/**
 * Scrolls the grid to a cell the page does not draw yet (it draws the rows and columns in sight, with a margin),
 * as an organiser scrolls to it, and waits until it is drawn. A cell of a frozen row or column is drawn wherever
 * the grid is scrolled (pinned, as Sheets keeps it): the grid is scrolled back to it all the same, so that A1
 * brings back the top-left corner and the rows under a frozen header.
 */
export async function revealCell(page: Page, a1: string): Promise<void> {
  // scrolled again until drawn: the page may still be fetching the tab's size when the first scroll lands
  await page.waitForFunction(
    (a1) => {
      const td = document.querySelector(`#grid td[data-cell="${a1}"]`);
      if (td && !td.classList.contains("pinned")) return true;
      const m = /^([A-Z]+)(\d+)$/.exec(a1);
      const wrap = document.getElementById("grid-wrap");
      if (!m || !wrap) return true;
      let col = 0;
      for (const ch of m[1]!) col = col * 26 + ch.charCodeAt(0) - 64;
      const top = Math.max(0, (Number(m[2]) - 5) * 22);
      const left = Math.max(0, (col - 3) * 100);
      if (td) {
        // pinned: drawn already; the grid is brought back to it (never scrolled further away)
        if (wrap.scrollTop <= top && wrap.scrollLeft <= left) return true;
        wrap.scrollTop = Math.min(wrap.scrollTop, top);
        wrap.scrollLeft = Math.min(wrap.scrollLeft, left);
        return false;
      }
      wrap.scrollTop = top;
      wrap.scrollLeft = left;
      return false;
    },
    a1,
    { polling: 200 },
  );
}

/** Selects a cell, types `input` in the formula bar and presses Enter; resolves once the grid re-rendered. */
export async function setCell(page: Page, a1: string, input: string, sheet?: string): Promise<void> {
  if (sheet) await selectSheet(page, sheet);
  await revealCell(page, a1);
  await page.locator(`#grid td[data-cell="${a1}"]`).click();
  const bar = page.locator("#formula-input");
  await bar.fill(input);
  const done = page.waitForResponse((r) => new URL(r.url()).pathname === "/api/state");
  await bar.press("Enter");
  await done;
  await page.waitForFunction(() => document.activeElement?.id !== "formula-input");
}

/** The text a cell displays. */
export async function cellText(page: Page, a1: string, sheet?: string): Promise<string> {
  if (sheet) await selectSheet(page, sheet);
  await revealCell(page, a1);
  return (await page.locator(`#grid td[data-cell="${a1}"]`).textContent()) ?? "";
}

/** The formula bar's content after selecting a cell. */
export async function cellInput(page: Page, a1: string, sheet?: string): Promise<string> {
  if (sheet) await selectSheet(page, sheet);
  await revealCell(page, a1);
  await page.locator(`#grid td[data-cell="${a1}"]`).click();
  return page.locator("#formula-input").inputValue();
}

/** Saves a PNG screenshot to test-artifacts/NAME.png and returns its path. */
export async function screenshot(page: Page, name: string): Promise<string> {
  mkdirSync(ARTIFACTS_DIR, { recursive: true });
  const path = join(ARTIFACTS_DIR, `${name}.png`);
  await page.screenshot({ path, fullPage: false });
  return path;
}

function cssString(s: string): string {
  return s.replace(/\\/g, "\\\\").replace(/"/g, '\\"');
}
