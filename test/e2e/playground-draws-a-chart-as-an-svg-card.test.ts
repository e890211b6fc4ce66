/**
 * An embedded line chart made through the stand-in (Sheet.newChart … insertChart) is drawn over the grid at its
 * anchor cell: a white card with its title, one line per player (a blank cell breaks the line), a legend and
 * the axes' bounds; an edit in its range redraws it. A chart's options are honoured as Sheets does: per
 * series colour, lineWidth 0 (points only), pointSize (0: no points), pointShape "diamond", "colors", the
 * legend at the bottom.
 *
 * Screenshots: test-artifacts/playground-chart.png, playground-chart-series-options.png.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  chromiumAvailable,
  type Harness,
  openPlayground,
  screenshot,
  selectSheet,
  startHarness,
} from "./harness";
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
          {
            name: "Cumuls",
            rows: [
              ["N°", "Attaque", "Défense", "Ancien", "20e", "Moyenne défense", "Moyenne attaque"],
              [1, "", "", 96.5, "", "", ""],
              [2, "", 101.2, "", 101.2, 100.4, 98.2],
              [3, 104, "", "", "", 100.4, 98.2],
              [4, "", 99.6, "", "", 100.4, 98.2],
              [5, "", 100.9, "", "", 100.4, 98.2],
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
    const cumuls = h.playground.bundle().spreadsheet.getSheetByName("Cumuls")!;
    cumuls.insertChart(
      cumuls
        .newChart()
        .asLineChart()
        .addRange(cumuls.getRange("A1:G6"))
        .setOption("title", "Cumuls de Anne")
        .setOption("legend", { position: "bottom" })
        .setOption("colors", ["#111111", "#222222", "#333333", "#444444", "#555555"])
        .setOption("series", {
          0: { color: "#1a73e8", lineWidth: 0, pointSize: 6 },
          1: { lineWidth: 0, pointSize: 6 },
          2: { color: "#9aa0a6", lineWidth: 0, pointSize: 6 },
          3: { color: "#d93025", lineWidth: 0, pointSize: 12, pointShape: "diamond" },
          4: { color: "#188038", lineWidth: 3, pointSize: 0 },
          5: { color: "#e37400", lineWidth: 2, pointSize: 0, lineDashStyle: [6, 4] },
        })
        .setPosition(8, 1, 0, 0)
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

  it("one line per player, broken by a blank cell; a legend; round gridlines", async () => {
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
    expect(await card.locator('[data-axis="y-min"]').textContent()).toBe("1,460");
    expect(await card.locator('[data-axis="y-max"]').textContent()).toBe("1,560");
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

  it("honours the series options: points only, a diamond, a line without points, colours, legend below", async () => {
    await selectSheet(h.page, "Cumuls");
    const card = h.page.locator("#charts figure.chart");
    await expect.poll(() => card.locator(".chart-title").textContent()).toBe("Cumuls de Anne");
    const series = (name: string) => card.locator(`.chart-series[data-series="${name}"]`);
    // points only (lineWidth 0): no line, a dot of pointSize on each point, in the series' colour
    expect(await series("Défense").locator("polyline").count()).toBe(0);
    expect(await series("Défense").locator("circle").count()).toBe(3);
    expect(await series("Défense").locator("circle").first().getAttribute("r")).toBe("3");
    expect(await series("Attaque").getAttribute("fill")).toBe("#1a73e8");
    // no colour of its own: the "colors" option's
    expect(await series("Défense").getAttribute("fill")).toBe("#222222");
    expect(await series("Ancien").getAttribute("fill")).toBe("#9aa0a6");
    // the 20th result: a red diamond, bigger
    expect(await series("20e").locator('polygon[data-shape="diamond"]').count()).toBe(1);
    expect(await series("20e").locator("circle").count()).toBe(0);
    expect(await series("20e").getAttribute("fill")).toBe("#d93025");
    // the average: a line of width 3, no points (pointSize 0)
    expect(await series("Moyenne défense").locator("polyline").count()).toBe(1);
    expect(await series("Moyenne défense").locator("polyline").getAttribute("stroke-width")).toBe("3");
    expect(await series("Moyenne défense").locator(".chart-point").count()).toBe(0);
    // the legend below the plot, each series with its own symbol
    const legend = card.locator(".chart-legend");
    expect(await legend.getAttribute("data-position")).toBe("bottom");
    const plotBottom = Number(await card.locator('[data-axis="y-min"]').getAttribute("y"));
    const legendTop = (await legend.boundingBox())!.y - (await card.boundingBox())!.y;
    expect(legendTop).toBeGreaterThan(plotBottom);
    expect(await legend.locator('[data-legend="20e"] polygon[data-shape="diamond"]').count()).toBe(1);
    expect(await legend.locator('[data-legend="Moyenne défense"] line').count()).toBe(1);
    // the two averages told apart: the attack's dashed (lineDashStyle), in its own colour, on the plot and
    // in the legend; the defence's solid
    const dashed = series("Moyenne attaque").locator("polyline");
    expect(await dashed.getAttribute("stroke-dasharray")).toBe("6 4");
    expect(await series("Moyenne attaque").getAttribute("stroke")).toBe("#e37400");
    expect(await series("Moyenne défense").locator("polyline").getAttribute("stroke-dasharray")).toBeNull();
    expect(
      await legend.locator('[data-legend="Moyenne attaque"] line').getAttribute("stroke-dasharray"),
    ).toBe("6 4");
    await screenshot(h.page, "playground-chart-series-options");
  });
});
