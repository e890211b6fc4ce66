/**
 * A tab of thousands of rows in the playground: the server sends a window of rows and columns with every tab's
 * size (GET /api/state?sheet=…&from=…&rows=…&col=…&cols=…), and the page draws the rows in sight with spacers for
 * the others; scrolling to the end draws the last rows, a wide tab draws the columns in sight.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { chromiumAvailable, type Harness, openPlayground, selectSheet, startHarness } from "./harness";

describe.skipIf(!chromiumAvailable())("a tab of 5,000 rows and one of 300 columns in the playground", () => {
  let h: Harness;

  beforeAll(async () => {
    h = await startHarness();
    h.page.setDefaultTimeout(8000);
    const s = h.playground.bundle().standin;
    s.seedSheet({
      name: "Long",
      rows: Array.from({ length: 5000 }, (_, i) => [`ligne ${i + 1}`, i + 1]),
      maxRows: 5000,
    });
    s.seedSheet({
      name: "Large",
      rows: [Array.from({ length: 300 }, (_, c) => `c${c + 1}`)],
      maxColumns: 300,
    });
    await openPlayground(h.page, h.url);
  });

  afterAll(async () => {
    await h?.close();
  });

  it("the state carries a window of the shown tab and every tab's size", async () => {
    const state = await h.page.evaluate(async () => {
      const res = await fetch("/api/state?sheet=Long&from=4900&rows=50&col=1&cols=2");
      return (await res.json()) as {
        sheets: { name: string; rowCount: number; from: number; cells: unknown[][] }[];
      };
    });
    const long = state.sheets.find((s) => s.name === "Long")!;
    expect([long.rowCount, long.from, long.cells.length, long.cells[0]!.length]).toEqual([5000, 4900, 50, 2]);
    expect(state.sheets.filter((s) => s.name !== "Long").every((s) => s.cells.length === 0)).toBe(true);
  });

  it("the grid draws the rows in sight; scrolled to the end, the last rows", async () => {
    await selectSheet(h.page, "Long");
    await h.page.waitForSelector('#grid td[data-cell="A2"]');
    expect(await h.page.locator("#grid tbody tr:not(.spacer)").count()).toBeLessThan(200);
    await h.page.locator("#grid-wrap").evaluate((w) => w.scrollTo(0, w.scrollHeight));
    await h.page.waitForSelector('#grid td[data-cell="A5000"]');
    expect(await h.page.locator('#grid td[data-cell="A5000"]').textContent()).toBe("ligne 5000");
    expect(await h.page.locator('#grid td[data-cell="A2"]').count()).toBe(0);
    // the last row sits at the bottom of the scroll area: the spacers are as tall as the rows they stand for
    const [row, wrap] = await Promise.all([
      h.page.locator('#grid td[data-cell="A5000"]').boundingBox(),
      h.page.locator("#grid-wrap").boundingBox(),
    ]);
    expect(row!.y + row!.height).toBeLessThanOrEqual(wrap!.y + wrap!.height + 1);
    expect(row!.y + row!.height).toBeGreaterThan(wrap!.y + wrap!.height - 60);
  });

  it("a wide tab draws the columns in sight; scrolled right, the last ones", async () => {
    await selectSheet(h.page, "Large");
    await h.page.waitForSelector('#grid td[data-cell="A1"]');
    expect(
      await h.page.locator("#grid tbody tr:not(.spacer)").first().locator("td:not(.spacer)").count(),
    ).toBeLessThan(60);
    await h.page.locator("#grid-wrap").evaluate((w) => w.scrollTo(w.scrollWidth, 0));
    await h.page.waitForSelector('#grid td[data-cell="KN1"]');
    expect(await h.page.locator('#grid td[data-cell="KN1"]').textContent()).toBe("c300");
  });
});
