/**
 * Embedded charts in the stand-in (tools/standin/charts.ts): the `Charts` global in the script's realm,
 * Sheet.newChart()'s builder, insert / get / update / remove, modify(), one counted call per insert or update,
 * charts that read their cells when asked (values, formulas, inserted rows), charts gone with their sheet, and
 * the misuses the stand-in refuses. `standin.charts(tab)` is what the playground draws.
 */
import vm from "node:vm";
import { describe, expect, it } from "vitest";
import { createStandin, loadBundle, type Standin } from "../index";

type Sheet = GoogleAppsScript.Spreadsheet.Sheet;
type EmbeddedChart = GoogleAppsScript.Spreadsheet.EmbeddedChart;

const ELO_ROWS: unknown[][] = [
  ["Round", "Alice", "Bruno", "Chloé"],
  [1, 1500, 1500, 1500],
  [2, 1516, 1484, ""],
  [3, 1530, 1470, 1512],
];

function book(): { s: Standin; sheet: Sheet } {
  const s = createStandin({
    locale: "en_US",
    sheets: [{ name: "Elo history", rows: ELO_ROWS }, { name: "Other" }],
  });
  return { s, sheet: s.spreadsheet.getSheetByName("Elo history")! };
}

/** A line chart of the Elo ratings, as the add-on builds it. */
function eloChart(sheet: Sheet): EmbeddedChart {
  return sheet
    .newChart()
    .asLineChart()
    .setTitle("Elo over time")
    .addRange(sheet.getRange("A1:D4"))
    .setOption("legend", { position: "right" })
    .setNumHeaders(1)
    .setPosition(2, 6, 10, 5)
    .build();
}

describe("stand-in charts: the Charts global", () => {
  it("is a global of the script's realm with Apps Script's enum names", () => {
    const b = loadBundle("build/Code.js", { sheets: [{ name: "Data", rows: ELO_ROWS }] });
    const out = vm.runInContext(
      `(function () {
        var sheet = SpreadsheetApp.getActive().getSheetByName("Data");
        var chart = sheet.newChart()
          .setChartType(Charts.ChartType.LINE)
          .addRange(sheet.getRange("A1:D4"))
          .setMergeStrategy(Charts.ChartMergeStrategy.MERGE_COLUMNS)
          .setHiddenDimensionStrategy(Charts.ChartHiddenDimensionStrategy.IGNORE_ROWS)
          .setTransposeRowsAndColumns(false)
          .setPosition(1, 6, 0, 0)
          .build();
        sheet.insertChart(chart);
        var ranges = sheet.getCharts()[0].getRanges();
        return {
          types: [Charts.ChartType.LINE, Charts.ChartType.COLUMN, Charts.ChartType.BAR, Charts.ChartType.PIE,
                  Charts.ChartType.AREA, Charts.ChartType.SCATTER, Charts.ChartType.TABLE],
          isArray: Array.isArray(ranges),
          a1: ranges[0].getA1Notation(),
          id: typeof chart.getChartId(),
        };
      })()`,
      b.context,
    );
    expect(out.types).toEqual(["LINE", "COLUMN", "BAR", "PIE", "AREA", "SCATTER", "TABLE"]);
    expect(out.isArray).toBe(true);
    expect(out.a1).toBe("A1:D4");
    expect(out.id).toBe("number");
    expect(b.standin.charts("Data").map((c) => c.type)).toEqual(["LINE"]);
    expect(b.counter.count("Sheet.insertChart")).toBe(1);
  });
});

describe("stand-in charts: the builder", () => {
  it("chains, and the built chart holds what was set (no id before it is inserted)", () => {
    const { s, sheet } = book();
    const Charts = s.globals.Charts as GoogleAppsScript.Charts.Charts;
    const builder = sheet.newChart().setChartType(Charts.ChartType.COLUMN);
    expect(String(builder.getChartType())).toBe("COLUMN");
    const line = builder.asLineChart().setTitle("Elo").setXAxisTitle("Round").setYAxisTitle("Elo");
    expect(String(line.getChartType())).toBe("LINE");
    line.addRange(sheet.getRange("A1:D4")).addRange(sheet.getRange("A1:D4"));
    expect(line.getRanges().map((r) => r.getA1Notation())).toEqual(["A1:D4"]); // not added twice
    line.addRange(sheet.getRange("F1:F4")).removeRange(sheet.getRange("F1:F4"));
    expect(line.getRanges()).toHaveLength(1);
    line.setPosition(3, 2, 4, 5).setOption("colors", ["#123456"]);
    const box = line.getContainer();
    expect([box.getAnchorRow(), box.getAnchorColumn(), box.getOffsetX(), box.getOffsetY()]).toEqual([
      3, 2, 4, 5,
    ]);

    const chart = line.build();
    expect(chart.getChartId()).toBeNull();
    expect(chart.getOptions().get("title")).toBe("Elo");
    expect(chart.getOptions().get("hAxis.title")).toBe("Round");
    expect(chart.getOptions().get("colors")).toEqual(["#123456"]);
    expect(chart.getOptions().get("never set")).toBeNull();
    expect(chart.getRanges().map((r) => r.getA1Notation())).toEqual(["A1:D4"]);
    expect(chart.getContainerInfo().getAnchorRow()).toBe(3);
    expect(chart.getNumHeaders()).toBe(-1);
    expect(String(chart.getMergeStrategy())).toBe("MERGE_COLUMNS");

    // the builder is not the chart: changing it afterwards leaves the built chart alone
    line.clearRanges().setOption("title", "Changed");
    expect(chart.getRanges()).toHaveLength(1);
    expect(chart.getOptions().get("title")).toBe("Elo");
  });
});

describe("stand-in charts: insert, get, update, remove", () => {
  it("insertChart stores the chart and gives it an id; getCharts returns it", () => {
    const { s, sheet } = book();
    const chart = eloChart(sheet);
    sheet.insertChart(chart);
    const id = chart.getChartId();
    expect(typeof id).toBe("number");
    const [got] = sheet.getCharts();
    expect(got!.getChartId()).toBe(id);
    expect((got as unknown as { getId(): string }).getId()).toBe(String(id));
    expect(s.spreadsheet.getSheetByName("Other")!.getCharts()).toEqual([]);

    sheet.insertChart(eloChart(sheet));
    const ids = sheet.getCharts().map((c) => c.getChartId());
    expect(ids).toHaveLength(2);
    expect(new Set(ids).size).toBe(2);
  });

  it("modify() starts from the chart; updateChart replaces it by id", () => {
    const { s, sheet } = book();
    sheet.insertChart(eloChart(sheet));
    const chart = sheet.getCharts()[0]!;
    const builder = chart.modify();
    expect(String(builder.getChartType())).toBe("LINE");
    expect(builder.getRanges().map((r) => r.getA1Notation())).toEqual(["A1:D4"]);
    const changed = builder.setOption("title", "Elo, updated").setPosition(10, 1, 0, 0).build();
    expect(changed.getChartId()).toBe(chart.getChartId());
    // nothing changes until updateChart
    expect(s.charts("Elo history")[0]!.title).toBe("Elo over time");
    sheet.updateChart(changed);
    const [record] = s.charts("Elo history");
    expect(sheet.getCharts()).toHaveLength(1);
    expect(record!.title).toBe("Elo, updated");
    expect(record!.anchor).toEqual({ row: 10, column: 1, offsetX: 0, offsetY: 0 });
  });

  it("removeChart removes it", () => {
    const { s, sheet } = book();
    sheet.insertChart(eloChart(sheet));
    sheet.insertChart(eloChart(sheet));
    const [first, second] = sheet.getCharts();
    sheet.removeChart(first!);
    expect(sheet.getCharts().map((c) => c.getChartId())).toEqual([second!.getChartId()]);
    expect(s.charts("Elo history")).toHaveLength(1);
  });

  it("insertChart and updateChart are one counted Sheet call each", () => {
    const { s, sheet } = book();
    const chart = eloChart(sheet);
    s.counter.reset();
    sheet.insertChart(chart);
    expect(s.counter.count("Sheet.insertChart")).toBe(1);
    expect(s.counter.count()).toBe(1);
    const changed = sheet.getCharts()[0]!.modify().setOption("title", "x").build();
    s.counter.reset();
    sheet.updateChart(changed);
    expect(s.counter.counts()).toEqual({ "Sheet.updateChart": 1 });
    // the builder's calls are counted too, under their own service
    s.counter.reset();
    eloChart(sheet);
    expect(s.counter.count("Sheet.newChart")).toBe(1);
    expect(s.counter.count("EmbeddedChartBuilder.*")).toBe(7);
  });
});

describe("stand-in charts: what a chart shows", () => {
  it("standin.charts gives the header, the rows (blank cells null) and the chart's settings", () => {
    const { s, sheet } = book();
    sheet.insertChart(eloChart(sheet));
    const [c] = s.charts("Elo history");
    expect(c).toMatchObject({
      type: "LINE",
      title: "Elo over time",
      anchor: { row: 2, column: 6, offsetX: 10, offsetY: 5 },
      ranges: ["A1:D4"],
      options: { title: "Elo over time", legend: { position: "right" } },
      series: {
        header: ["Round", "Alice", "Bruno", "Chloé"],
        rows: [
          [1, 1500, 1500, 1500],
          [2, 1516, 1484, null],
          [3, 1530, 1470, 1512],
        ],
      },
    });
    expect(typeof c!.id).toBe("number");
  });

  it("follows the cells: new values, formulas, and rows inserted inside the range", () => {
    const { s, sheet } = book();
    sheet.insertChart(eloChart(sheet));
    s.write("Elo history!D3", [[1490]]);
    s.write("Elo history!B4", [["=B3+20"]]);
    expect(s.charts("Elo history")[0]!.series.rows).toEqual([
      [1, 1500, 1500, 1500],
      [2, 1516, 1484, 1490],
      [3, 1536, 1470, 1512],
    ]);
    sheet.insertRowsBefore(3, 1);
    s.write("Elo history!A3", [[1.5, 1508, 1492, 1495]]);
    const [c] = s.charts("Elo history");
    expect(c!.ranges).toEqual(["A1:D5"]);
    expect(c!.series.rows.map((r) => r[0])).toEqual([1, 1.5, 2, 3]);
    // the chart anchored below the inserted row moved down with its cells
    expect(c!.anchor.row).toBe(2);
    sheet.insertRowsBefore(1, 2);
    expect(s.charts("Elo history")[0]!.anchor.row).toBe(4);
    expect(s.charts("Elo history")[0]!.ranges).toEqual(["A3:D7"]);
    sheet.deleteRows(1, 2);
    sheet.insertColumns(1, 1);
    sheet.setName("Elo");
    expect(s.charts("Elo")[0]).toMatchObject({ ranges: ["B1:E5"], anchor: { row: 2, column: 7 } });
    expect(s.charts("Elo")[0]!.series.rows[0]).toEqual([1, 1500, 1500, 1500]);
  });

  it("no header when numHeaders is 0; transposed; two ranges side by side; a range of another tab", () => {
    const { s, sheet } = book();
    s.write("Other!A1", [["x"], [7]]);
    const other = s.spreadsheet.getSheetByName("Other")!;
    const charts = [
      sheet.newChart().asLineChart().addRange(sheet.getRange("B2:C3")).setNumHeaders(0).build(),
      sheet
        .newChart()
        .asColumnChart()
        .addRange(sheet.getRange("A1:B2"))
        .setTransposeRowsAndColumns(true)
        .build(),
      sheet
        .newChart()
        .asLineChart()
        .addRange(sheet.getRange("A1:A3"))
        .addRange(sheet.getRange("C1:C3"))
        .build(),
      sheet.newChart().asLineChart().addRange(other.getRange("A1:A2")).build(),
    ];
    for (const c of charts) sheet.insertChart(c);
    const [noHeader, transposed, merged, fromOther] = s.charts("Elo history");
    expect(noHeader!.series).toEqual({
      header: [],
      rows: [
        [1500, 1500],
        [1516, 1484],
      ],
    });
    expect(transposed!.series).toEqual({ header: ["Round", "1"], rows: [["Alice", 1500]] });
    expect(merged!.series).toEqual({
      header: ["Round", "Bruno"],
      rows: [
        [1, 1500],
        [2, 1484],
      ],
    });
    expect(fromOther!.ranges).toEqual(["Other!A1:A2"]);
    expect(fromOther!.series).toEqual({ header: ["x"], rows: [[7]] });
  });

  it("a sheet's charts go with it; a chart reading a deleted tab shows nothing of it", () => {
    const { s, sheet } = book();
    const other = s.spreadsheet.getSheetByName("Other")!;
    s.write("Other!A1", [["x"], [7]]);
    other.insertChart(other.newChart().asLineChart().addRange(other.getRange("A1:A2")).build());
    sheet.insertChart(sheet.newChart().asLineChart().addRange(other.getRange("A1:A2")).build());
    const removedId = other.getCharts()[0]!.getChartId();
    s.spreadsheet.deleteSheet(other);
    expect(() => s.charts("Other")).toThrow(/no sheet named Other/);
    expect(s.charts("Elo history")[0]!.series).toEqual({ header: [], rows: [] });
    expect(s.charts("Elo history").map((c) => c.id)).not.toContain(removedId);
    expect(() => other.getCharts()).toThrow(/deleted/);
  });
});

describe("stand-in charts: misuse", () => {
  it("inserting the same chart twice throws (updateChart changes a chart already there)", () => {
    const { sheet } = book();
    const chart = eloChart(sheet);
    sheet.insertChart(chart);
    expect(() => sheet.insertChart(chart)).toThrow(/already in the spreadsheet: use Sheet.updateChart/);
    expect(() => sheet.insertChart(sheet.getCharts()[0]!)).toThrow(/already in the spreadsheet/);
    expect(sheet.getCharts()).toHaveLength(1);
  });

  it("a chart goes into the sheet that built it, and is updated or removed only there", () => {
    const { s, sheet } = book();
    const other = s.spreadsheet.getSheetByName("Other")!;
    expect(() => other.insertChart(eloChart(sheet))).toThrow(/newChart\(\) of sheet "Elo history"/);
    sheet.insertChart(eloChart(sheet));
    const chart = sheet.getCharts()[0]!;
    expect(() => other.updateChart(chart)).toThrow(/is not on sheet "Other"/);
    expect(() => other.removeChart(chart)).toThrow(/not on sheet "Other"/);
    expect(() => sheet.updateChart(eloChart(sheet))).toThrow(/not in the spreadsheet: insert it/);
    sheet.removeChart(chart);
    expect(() => sheet.removeChart(chart)).toThrow(/not on sheet "Elo history"/);
  });

  it("bad arguments, a chart without a type, and images are refused", () => {
    const { s, sheet } = book();
    const b = sheet.newChart();
    expect(() => b.setPosition(0, 1, 0, 0)).toThrow(/Invalid argument: anchorRowPos/);
    expect(() => b.setPosition(1, 1, -1, 0)).toThrow(/Invalid argument: offsetX/);
    expect(() => b.setChartType("PIZZA" as never)).toThrow(/Invalid argument: type/);
    expect(() => b.setMergeStrategy("SIDEWAYS" as never)).toThrow(/Invalid argument: mergeStrategy/);
    expect(() => b.setNumHeaders(-2)).toThrow(/Invalid argument: headers/);
    expect(() => b.addRange("A1:B2" as never)).toThrow(/don't match the method signature/);
    expect(() => b.build()).toThrow(/chart type must be set/);
    const chart = eloChart(sheet);
    expect(() => chart.getBlob()).toThrow(/not supported in the stand-in/);
    expect(() => chart.getAs("image/png")).toThrow(/not supported in the stand-in/);
    expect(() => sheet.insertChart({} as never)).toThrow(/don't match the method signature/);
    const other = s.spreadsheet.getSheetByName("Other")!;
    s.spreadsheet.deleteSheet(other);
    expect(() => other.newChart()).toThrow(/deleted/);
  });
});
