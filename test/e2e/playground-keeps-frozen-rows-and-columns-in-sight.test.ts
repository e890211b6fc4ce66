/**
 * Frozen rows and columns stay in sight in the playground's grid, as in Sheets: a season circuit of 2,400 results
 * (the Ranking: 3 frozen rows, its title and header, and 2 frozen columns, the rank and the player; the History:
 * its header row and the player column) scrolled down and right still shows the header row and the player
 * column, over the cells scrolled under them. The server sends the frozen rows and columns with every window of
 * rows and columns (SheetView.top / lead), so that they are there however far the grid is scrolled.
 *
 * Screenshots: test-artifacts/playground-frozen-ranking.png, playground-frozen-history.png.
 */
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { federationRows } from "../integration/circuit/federation";
import {
  chromiumAvailable,
  type Harness,
  openPlayground,
  screenshot,
  selectSheet,
  startHarness,
} from "./harness";
import type { Json } from "./sidebar-helpers";

/** Whether a cell is drawn and shown on top (nothing scrolled over it) inside the grid's visible area. */
async function onTop(page: Page, a1: string): Promise<boolean> {
  return page.evaluate((cell) => {
    const td = document.querySelector(`#grid td[data-cell="${cell}"]`);
    const wrap = document.getElementById("grid-wrap");
    if (!td || !wrap) return false;
    const r = td.getBoundingClientRect();
    const w = wrap.getBoundingClientRect();
    const x = r.left + Math.min(r.width / 2, 20);
    const y = r.top + r.height / 2;
    if (x < w.left || x > w.right || y < w.top || y > w.bottom) return false;
    return document.elementFromPoint(x, y)?.closest("td") === td;
  }, a1);
}

/** Scrolls the grid to (left, top) and waits until the rows and columns in sight are drawn. */
async function scrollGrid(page: Page, left: number, top: number): Promise<{ first: number }> {
  await page.locator("#grid-wrap").evaluate((w, [x, y]) => w.scrollTo(x!, y!), [left, top]);
  const first = Math.floor(top / 22) + 1;
  return { first };
}

describe.skipIf(!chromiumAvailable())("frozen rows and columns in the playground", () => {
  let h: Harness;
  let tabs: Record<string, string>;

  beforeAll(async () => {
    h = await startHarness();
    h.page.setDefaultTimeout(15_000);
    const lastYear = new Date().getUTCFullYear() - 1;
    const b = h.playground.bundle();
    const created = b.call("arbitreCreateEvent", {
      system: "circuit-masters",
      name: "Circuit",
      date: `${lastYear - 1}-01-01`,
    }) as Json;
    expect(created.ok, created.error).toBe(true);
    tabs = created.state.circuit.tabs;
    const rows = federationRows({ seasons: 2, tournaments: 20, players: 60, pool: 300, absent: 3 }, lastYear);
    b.standin.write(`'${tabs.tournaments}'!A2`, rows.tournaments);
    b.standin.write(`'${tabs.results}'!A2`, rows.results);
    const computed = b.call("arbitreComputeCircuit", {}) as Json;
    expect(computed.ok, computed.error).toBe(true);
    await openPlayground(h.page, h.url);
  }, 120_000);

  afterAll(async () => {
    await h?.close();
  });

  it("the Ranking scrolled down and right keeps its title, its header row, the rank and the player", async () => {
    await selectSheet(h.page, tabs.ranking!);
    await h.page.waitForSelector('#grid td[data-cell="B3"]');
    expect(await h.page.locator('#grid td[data-cell="B3"]').textContent()).toBe("Joueur");
    const { first } = await scrollGrid(h.page, 0, 2200);
    const row = first + 6;
    await h.page.waitForSelector(`#grid td[data-cell="B${row}"]`);
    await expect.poll(() => onTop(h.page, "B3")).toBe(true);
    expect(await onTop(h.page, "A1")).toBe(true);
    expect(await onTop(h.page, `B${row}`)).toBe(true);
    // the rows scrolled under the frozen ones are hidden by them
    expect(await onTop(h.page, `B${first}`)).toBe(false);
    await scrollGrid(h.page, 1500, 2200);
    await h.page.waitForSelector('#grid td[data-cell="P3"]');
    await expect.poll(() => onTop(h.page, `B${row}`)).toBe(true);
    expect(await onTop(h.page, "B3")).toBe(true);
    expect(await onTop(h.page, `A${row}`)).toBe(true);
    expect(await onTop(h.page, `F${row}`)).toBe(false);
    await screenshot(h.page, "playground-frozen-ranking");
  });

  it("the History scrolled down and right keeps its header row and the player column", async () => {
    await selectSheet(h.page, tabs.history!);
    await h.page.waitForSelector('#grid td[data-cell="A2"]');
    const { first } = await scrollGrid(h.page, 2500, 1500);
    const row = first + 4;
    await h.page.waitForSelector(`#grid td[data-cell="A${row}"]`);
    await expect.poll(() => onTop(h.page, `A${row}`)).toBe(true);
    expect(await onTop(h.page, "A1")).toBe(true);
    expect(await h.page.locator(`#grid td[data-cell="A${row}"]`).textContent()).not.toBe("");
    expect(await onTop(h.page, "B1")).toBe(false);
    await screenshot(h.page, "playground-frozen-history");
  });
});
