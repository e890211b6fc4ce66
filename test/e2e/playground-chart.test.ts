/**
 * An embedded line chart made through the stand-in (Sheet.newChart … insertChart) is drawn over the grid at its
 * anchor cell: a white card with its title, one line per player (a blank cell breaks the line), a legend and
 * the axes' bounds; an edit in its range redraws it.
 *
 * Screenshot: test-artifacts/playground-chart.png.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { chromiumAvailable, type Harness, openPlayground, screenshot, startHarness } from "./harness";
import { typeIn } from "./playground-helpers";

describe.skipIf(!chromiumAvailable())("playground: embedded charts", () => {
  let h: Harness;

  beforeAll(async () => {
    h = await startHarness({
      demo: {
        locale: "en_US",
        sheets: [
          {
            name: "Elo history",
            rows: [
              ["Round", "Alice", "Bruno", "Chloé"],
              [1, 1500, 1500, 1500],
              [2, 1516, 1484, ""],
              [3, 1530, 1470, 1512],
              [4, 1541, 1462, 1525],
            ],
          },
        ],
      },
    });
    h.page.setDefaultTimeout(8000);
    const sheet = h.playground.bundle().spreadsheet.getSheetByName("Elo history")!;
    sheet.insertChart(
      sheet
        .newChart()
        .asLineChart()
        .setTitle("Elo over time")
        .addRange(sheet.getRange("A1:D5"))
        .setPosition(2, 6, 8, 4)
        .build(),
    );
    await openPlayground(h.page, h.url);
  });

  afterAll(async () => {
    await h?.close();
  });

  it("draws the chart as an SVG card at its anchor cell", async () => {
    const card = h.page.locator("#charts figure.chart");
    await expect.poll(() => card.count()).toBe(1);
    expect(await card.getAttribute("data-chart-type")).toBe("LINE");
    expect(await card.locator(".chart-title").textContent()).toBe("Elo over time");
    const box = (await card.boundingBox())!;
    expect([box.width, box.height]).toEqual([480, 300]);
    const anchor = (await h.page.locator('#grid td[data-cell="F2"]').boundingBox())!;
    expect(Math.abs(box.x - (anchor.x + 8))).toBeLessThan(2);
    expect(Math.abs(box.y - (anchor.y + 4))).toBeLessThan(2);
  });

  it("one line per player, broken by a blank cell; a legend; the axes' bounds", async () => {
    const card = h.page.locator("#charts figure.chart");
    expect(await card.locator("[data-legend]").evaluateAll((n) => n.map((e) => e.textContent))).toEqual([
      "Alice",
      "Bruno",
      "Chloé",
    ]);
    expect(await card.locator('[data-series="Alice"] polyline').count()).toBe(1);
    // Chloé has no rating in round 2: a lone point, then a line
    expect(await card.locator('[data-series="Chloé"] polyline').count()).toBe(1);
    expect(await card.locator('[data-series="Chloé"] circle').count()).toBe(1);
    const colours = await card
      .locator(".chart-series")
      .evaluateAll((n) => n.map((e) => e.getAttribute("stroke")));
    expect(new Set(colours).size).toBe(3);
    expect(await card.locator('[data-axis="y-min"]').textContent()).toBe("1,462");
    expect(await card.locator('[data-axis="y-max"]').textContent()).toBe("1,541");
    expect(await card.locator('[data-axis="x-first"]').textContent()).toBe("1");
    expect(await card.locator('[data-axis="x-last"]').textContent()).toBe("4");
    await screenshot(h.page, "playground-chart");
  });

  it("an edit in the chart's range redraws it", async () => {
    await typeIn(h.page, "B5", "1600");
    const card = h.page.locator("#charts figure.chart");
    await expect.poll(() => card.locator('[data-axis="y-max"]').textContent()).toBe("1,600");
    expect(h.consoleMessages.filter((m) => m.startsWith("pageerror"))).toEqual([]);
  });
});
