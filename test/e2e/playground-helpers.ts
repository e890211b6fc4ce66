/**
 * Helpers of the playground's own browser tests (language switch, confirmations, dropdowns, panels), on top of
 * ./harness.ts.
 */
import type { Page } from "playwright-core";
import { expect } from "vitest";
import { type Harness, selectSheet, setCell } from "./harness";

/** Waits until the page shows the server's latest state (the page renders just after the state arrives). */
export async function settled(page: Page): Promise<void> {
  await expect
    .poll(
      () =>
        page.evaluate(async () => {
          const { version } = (await (await fetch("/api/version")).json()) as { version: number };
          return document.body.dataset.version === String(version);
        }),
      { timeout: 15_000 },
    )
    .toBe(true);
}

/**
 * Scrolls a grid cell into view. The grid draws the rows in sight again after a scroll or a poll, so
 * the cell found may be replaced while it is scrolled to: it is then looked up again (up to 5 s).
 */
export async function scrollToCell(page: Page, a1: string): Promise<void> {
  const cell = page.locator(`#grid td[data-cell="${a1}"]`);
  for (let tries = 0; ; tries++) {
    try {
      await cell.scrollIntoViewIfNeeded({ timeout: 5000 });
      return;
    } catch (e) {
      if (tries >= 50 || !/not attached/.test(String(e))) throw e;
      await page.waitForTimeout(100);
    }
  }
}

/** Types into a cell (formula bar + Enter) and waits until the page shows the result. */
export async function typeIn(page: Page, a1: string, input: string, sheet?: string): Promise<void> {
  await setCell(page, a1, input, sheet);
  await settled(page);
}

/** The captions of a menu's items, read from the page's menu bar. */
export async function menuCaptions(page: Page, menu = "Arbitre"): Promise<string[]> {
  return page
    .locator(`#menubar .menu:has(> button[data-menu="${menu}"]) [data-menu-item]`)
    .evaluateAll((items) => items.map((i) => i.textContent ?? ""));
}

/** Waits until the page shows the spreadsheet in `locale` (its switch button pressed, its first tab shown). */
export async function waitForLocale(page: Page, locale: string, firstTab: string): Promise<void> {
  await page.waitForSelector(`#lang-switch button[data-locale="${locale}"][aria-pressed="true"]`);
  await page.waitForSelector(`#tabs button[data-sheet="${firstTab}"]`);
  await page.waitForSelector('#grid td[data-cell="A1"]');
}

/** The confirmation dialog's title, text and buttons, once it is open. */
export async function confirmation(
  page: Page,
): Promise<{ title: string; text: string; cancel: string; ok: string }> {
  await page.waitForSelector("#confirm[open]");
  const read = async (id: string): Promise<string> => (await page.locator(id).textContent()) ?? "";
  return {
    title: await read("#confirm-title"),
    text: await read("#confirm-text"),
    cancel: await read("#confirm-cancel"),
    ok: await read("#confirm-ok"),
  };
}

/** Answers the open confirmation dialog, then waits for it to close. */
export async function answerConfirmation(page: Page, answer: "ok" | "cancel" | "escape"): Promise<void> {
  if (answer === "escape") await page.keyboard.press("Escape");
  else await page.locator(answer === "ok" ? "#confirm-ok" : "#confirm-cancel").click();
  await page.waitForSelector("#confirm:not([open])", { state: "attached" });
}

/**
 * Rows as an organiser copies them from a French spreadsheet: tab-separated, dates as fr_FR shows them, a
 * checkbox as VRAI / FAUX, \r\n.
 */
export function clipboardText(rows: unknown[][]): string {
  const cell = (v: unknown): string => {
    const s =
      typeof v === "string" && /^\d{4}-\d{2}-\d{2}$/.test(v)
        ? v.split("-").reverse().join("/")
        : typeof v === "boolean"
          ? v
            ? "VRAI"
            : "FAUX"
          : String(v);
    return /[\t\r\n"]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
  };
  return `${rows.map((r) => r.map(cell).join("\t")).join("\r\n")}\r\n`;
}

/** Pastes `text` at a cell of a tab through the system clipboard; resolves once the grid shows the result. */
export async function pasteFromClipboard(h: Harness, sheet: string, a1: string, text: string): Promise<void> {
  await selectSheet(h.page, sheet);
  await h.page.locator(`#grid td[data-cell="${a1}"]`).click();
  await h.page.evaluate((t) => navigator.clipboard.writeText(t), text);
  const done = h.page.waitForResponse((r) => new URL(r.url()).pathname === "/api/paste", {
    timeout: 120_000,
  });
  await h.page.keyboard.press("Control+V");
  expect(((await (await done).json()) as { ok: boolean }).ok).toBe(true);
  await settled(h.page);
}
