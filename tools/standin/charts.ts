/**
 * Embedded charts: the `Charts` global (its enums), Sheet.newChart()'s EmbeddedChartBuilder, EmbeddedChart and
 * its ContainerInfo / ChartOptions, typed against @types/google-apps-script like the rest of the stand-in.
 * Charts are stored on their sheet (SheetModel.charts) with their ranges by sheet and rectangle, so that what a
 * chart shows (chartRecord) is read from the cells when asked. Nothing is drawn here: the playground draws.
 */
import { quoteSheetName, rectA1 } from "./a1";
import { asGas, type StandinContext } from "./context";
import { type ChartRangeRef, type ChartSpec, copyChartSpec, type SheetModel } from "./model";
import { type Runtime, ScriptException } from "./runtime";
import { cellDisplay, cellValue, StandinRange } from "./spreadsheet";

type GRange = GoogleAppsScript.Spreadsheet.Range;
type GEmbeddedChart = GoogleAppsScript.Spreadsheet.EmbeddedChart;
type GEmbeddedChartBuilder = GoogleAppsScript.Spreadsheet.EmbeddedChartBuilder;
type GLineBuilder = GoogleAppsScript.Spreadsheet.EmbeddedLineChartBuilder;
type GContainerInfo = GoogleAppsScript.Spreadsheet.ContainerInfo;
type GChartOptions = GoogleAppsScript.Charts.ChartOptions;
type GChartType = GoogleAppsScript.Charts.ChartType;

function fail(message: string): never {
  throw new ScriptException(message);
}

/** A frozen enum of Apps Script names whose values are their names (as scripts see Apps Script's enums). */
export const names = <K extends string>(...keys: K[]): { readonly [P in K]: P } =>
  Object.freeze(Object.fromEntries(keys.map((k) => [k, k]))) as { readonly [P in K]: P };

/** Apps Script's enums, as strings (what the script compares and passes back). */
export const ChartTypeEnum = names(
  "TIMELINE",
  "AREA",
  "BAR",
  "BUBBLE",
  "CANDLESTICK",
  "COLUMN",
  "COMBO",
  "GAUGE",
  "GEO",
  "HISTOGRAM",
  "RADAR",
  "LINE",
  "ORG",
  "PIE",
  "SCATTER",
  "SPARKLINE",
  "STEPPED_AREA",
  "TABLE",
  "TREEMAP",
  "WATERFALL",
);
export const ChartMergeStrategyEnum = names("MERGE_COLUMNS", "MERGE_ROWS");
export const ChartHiddenDimensionStrategyEnum = names(
  "IGNORE_BOTH",
  "IGNORE_ROWS",
  "IGNORE_COLUMNS",
  "SHOW_BOTH",
);
export const CurveStyleEnum = names("NORMAL", "SMOOTH");
export const PointStyleEnum = names("NONE", "TINY", "MEDIUM", "LARGE", "HUGE");
export const PositionEnum = names("TOP", "RIGHT", "BOTTOM", "NONE");
export const ColumnTypeEnum = names("DATE", "NUMBER", "STRING");

type ChartsApi = Pick<
  GoogleAppsScript.Charts.Charts,
  | "ChartType"
  | "ChartMergeStrategy"
  | "ChartHiddenDimensionStrategy"
  | "CurveStyle"
  | "PointStyle"
  | "Position"
  | "ColumnType"
>;

/** The `Charts` global: its enums. Charts.new…Chart() (charts outside a sheet) is not implemented. */
export class StandinCharts implements ChartsApi {
  readonly ChartType = ChartTypeEnum as unknown as typeof GoogleAppsScript.Charts.ChartType;
  readonly ChartMergeStrategy =
    ChartMergeStrategyEnum as unknown as typeof GoogleAppsScript.Charts.ChartMergeStrategy;
  readonly ChartHiddenDimensionStrategy =
    ChartHiddenDimensionStrategyEnum as unknown as typeof GoogleAppsScript.Charts.ChartHiddenDimensionStrategy;
  readonly CurveStyle = CurveStyleEnum as unknown as typeof GoogleAppsScript.Charts.CurveStyle;
  readonly PointStyle = PointStyleEnum as unknown as typeof GoogleAppsScript.Charts.PointStyle;
  readonly Position = PositionEnum as unknown as typeof GoogleAppsScript.Charts.Position;
  readonly ColumnType = ColumnTypeEnum as unknown as typeof GoogleAppsScript.Charts.ColumnType;
  constructor(runtime: Runtime) {
    // biome-ignore lint/correctness/noConstructorReturn: every stand-in object is returned through its counting proxy.
    return runtime.instrument(this, { service: "Charts" });
  }
}

function checkEnum(value: unknown, allowed: Record<string, string>, what: string): string {
  const v = String(value);
  if (!(v in allowed)) fail(`Invalid argument: ${what}`);
  return v;
}

function rangeRef(range: GRange, method: string): ChartRangeRef {
  const r = range as unknown as StandinRange | null;
  if (!r || typeof r !== "object" || !r.model || !r.rect)
    fail(
      `The parameters (${typeof range}) don't match the method signature for EmbeddedChartBuilder.${method}.`,
    );
  return { sheet: r.model, rect: { ...r.rect } };
}

const sameRef = (a: ChartRangeRef, b: ChartRangeRef): boolean =>
  a.sheet === b.sheet &&
  a.rect.row === b.rect.row &&
  a.rect.column === b.rect.column &&
  a.rect.numRows === b.rect.numRows &&
  a.rect.numColumns === b.rect.numColumns;

/** A new chart's spec: no type, no range, anchored at A1, headers guessed, columns merged. */
export function newChartSpec(sheet: SheetModel): ChartSpec {
  return {
    id: null,
    sheet,
    type: null,
    ranges: [],
    options: {},
    position: { row: 1, column: 1, offsetX: 0, offsetY: 0 },
    numHeaders: -1,
    transpose: false,
    mergeStrategy: "MERGE_COLUMNS",
    hiddenDimensionStrategy: "IGNORE_BOTH",
  };
}

// ------------------------------------------------------------------------------------------------------------
// ContainerInfo, ChartOptions

export class StandinContainerInfo implements GContainerInfo {
  constructor(
    runtime: Runtime,
    private readonly position: ChartSpec["position"],
  ) {
    // biome-ignore lint/correctness/noConstructorReturn: every stand-in object is returned through its counting proxy.
    return runtime.instrument(this, { service: "ContainerInfo" });
  }
  getAnchorRow(): number {
    return this.position.row;
  }
  getAnchorColumn(): number {
    return this.position.column;
  }
  getOffsetX(): number {
    return this.position.offsetX;
  }
  getOffsetY(): number {
    return this.position.offsetY;
  }
}

export class StandinChartOptions implements GChartOptions {
  private readonly options: Map<string, unknown>;
  constructor(runtime: Runtime, options: Record<string, unknown>) {
    this.options = new Map(Object.entries(options));
    // biome-ignore lint/correctness/noConstructorReturn: every stand-in object is returned through its counting proxy.
    return runtime.instrument(this, { service: "ChartOptions" });
  }
  // biome-ignore lint/suspicious/noExplicitAny: Apps Script's ChartOptions.get returns any.
  get(option: string): any {
    return this.options.has(option) ? this.options.get(option) : null;
  }
}

// ------------------------------------------------------------------------------------------------------------
// EmbeddedChartBuilder (one class for every as…Chart() builder)

type BuilderApi = Pick<
  GEmbeddedChartBuilder,
  | "addRange"
  | "removeRange"
  | "clearRanges"
  | "getRanges"
  | "getChartType"
  | "getContainer"
  | "setChartType"
  | "asAreaChart"
  | "asBarChart"
  | "asColumnChart"
  | "asComboChart"
  | "asHistogramChart"
  | "asLineChart"
  | "asPieChart"
  | "asScatterChart"
  | "asTableChart"
  | "setPosition"
  | "setOption"
  | "setNumHeaders"
  | "setTransposeRowsAndColumns"
  | "setMergeStrategy"
  | "setHiddenDimensionStrategy"
  | "build"
>;

/** What the line builder adds (and the other typed builders share): title, axes, colours, legend… */
type LineBuilderApi = Pick<
  GLineBuilder,
  | "setTitle"
  | "setXAxisTitle"
  | "setYAxisTitle"
  | "setColors"
  | "setLegendPosition"
  | "setBackgroundColor"
  | "setRange"
  | "setCurveStyle"
  | "setPointStyle"
  | "useLogScale"
>;

export class StandinEmbeddedChartBuilder implements BuilderApi, LineBuilderApi {
  private readonly spec: ChartSpec;
  constructor(
    private readonly ctx: StandinContext,
    spec: ChartSpec,
  ) {
    this.spec = copyChartSpec(spec);
    // biome-ignore lint/correctness/noConstructorReturn: every stand-in object is returned through its counting proxy.
    return ctx.runtime.instrument(this, { service: "EmbeddedChartBuilder" });
  }
  private self(): GEmbeddedChartBuilder {
    return asGas<GEmbeddedChartBuilder>(this);
  }
  private line(): GLineBuilder {
    return asGas<GLineBuilder>(this);
  }
  private as<T>(type: string): T {
    this.spec.type = type;
    return asGas<T>(this);
  }
  private option(key: string, value: unknown): GLineBuilder {
    this.spec.options[key] = value;
    return this.line();
  }

  /** Adds a range; one already there is not added twice (as documented for Apps Script). */
  addRange(range: GRange): GEmbeddedChartBuilder {
    const ref = rangeRef(range, "addRange");
    if (!this.spec.ranges.some((r) => sameRef(r, ref))) this.spec.ranges.push(ref);
    return this.self();
  }
  removeRange(range: GRange): GEmbeddedChartBuilder {
    const ref = rangeRef(range, "removeRange");
    this.spec.ranges = this.spec.ranges.filter((r) => !sameRef(r, ref));
    return this.self();
  }
  clearRanges(): GEmbeddedChartBuilder {
    this.spec.ranges = [];
    return this.self();
  }
  getRanges(): GRange[] {
    return rangesOf(this.ctx, this.spec);
  }
  getChartType(): GChartType {
    return this.spec.type as unknown as GChartType;
  }
  getContainer(): GContainerInfo {
    return asGas<GContainerInfo>(new StandinContainerInfo(this.ctx.runtime, { ...this.spec.position }));
  }
  setChartType(type: GChartType): GEmbeddedChartBuilder {
    this.spec.type = checkEnum(type, ChartTypeEnum, "type");
    return this.self();
  }
  asAreaChart(): GoogleAppsScript.Spreadsheet.EmbeddedAreaChartBuilder {
    return this.as("AREA");
  }
  asBarChart(): GoogleAppsScript.Spreadsheet.EmbeddedBarChartBuilder {
    return this.as("BAR");
  }
  asColumnChart(): GoogleAppsScript.Spreadsheet.EmbeddedColumnChartBuilder {
    return this.as("COLUMN");
  }
  asComboChart(): GoogleAppsScript.Spreadsheet.EmbeddedComboChartBuilder {
    return this.as("COMBO");
  }
  asHistogramChart(): GoogleAppsScript.Spreadsheet.EmbeddedHistogramChartBuilder {
    return this.as("HISTOGRAM");
  }
  asLineChart(): GLineBuilder {
    return this.as("LINE");
  }
  asPieChart(): GoogleAppsScript.Spreadsheet.EmbeddedPieChartBuilder {
    return this.as("PIE");
  }
  asScatterChart(): GoogleAppsScript.Spreadsheet.EmbeddedScatterChartBuilder {
    return this.as("SCATTER");
  }
  asTableChart(): GoogleAppsScript.Spreadsheet.EmbeddedTableChartBuilder {
    return this.as("TABLE");
  }
  setPosition(
    anchorRowPos: number,
    anchorColPos: number,
    offsetX: number,
    offsetY: number,
  ): GEmbeddedChartBuilder {
    const whole = (v: unknown, min: number, what: string): number => {
      if (typeof v !== "number" || !Number.isInteger(v) || v < min) fail(`Invalid argument: ${what}`);
      return v;
    };
    this.spec.position = {
      row: whole(anchorRowPos, 1, "anchorRowPos"),
      column: whole(anchorColPos, 1, "anchorColPos"),
      offsetX: whole(offsetX, 0, "offsetX"),
      offsetY: whole(offsetY, 0, "offsetY"),
    };
    return this.self();
  }
  // biome-ignore lint/suspicious/noExplicitAny: Apps Script's setOption takes any value.
  setOption(option: string, value: any): GEmbeddedChartBuilder {
    if (typeof option !== "string" || !option) fail("Invalid argument: option");
    this.spec.options[option] = value;
    return this.self();
  }
  setNumHeaders(headers: number): GEmbeddedChartBuilder {
    if (!Number.isInteger(headers) || headers < -1) fail("Invalid argument: headers");
    this.spec.numHeaders = headers;
    return this.self();
  }
  setTransposeRowsAndColumns(transpose: boolean): GEmbeddedChartBuilder {
    this.spec.transpose = !!transpose;
    return this.self();
  }
  setMergeStrategy(mergeStrategy: GoogleAppsScript.Charts.ChartMergeStrategy): GEmbeddedChartBuilder {
    this.spec.mergeStrategy = checkEnum(mergeStrategy, ChartMergeStrategyEnum, "mergeStrategy");
    return this.self();
  }
  setHiddenDimensionStrategy(
    strategy: GoogleAppsScript.Charts.ChartHiddenDimensionStrategy,
  ): GEmbeddedChartBuilder {
    this.spec.hiddenDimensionStrategy = checkEnum(strategy, ChartHiddenDimensionStrategyEnum, "strategy");
    return this.self();
  }

  // the typed builders' shortcuts, stored as the chart options Sheets uses for them
  setTitle(chartTitle: string): GLineBuilder {
    return this.option("title", chartTitle);
  }
  setXAxisTitle(title: string): GLineBuilder {
    return this.option("hAxis.title", title);
  }
  setYAxisTitle(title: string): GLineBuilder {
    return this.option("vAxis.title", title);
  }
  setColors(cssValues: string[]): GLineBuilder {
    return this.option("colors", [...cssValues]);
  }
  setLegendPosition(position: GoogleAppsScript.Charts.Position): GLineBuilder {
    return this.option("legend.position", checkEnum(position, PositionEnum, "position").toLowerCase());
  }
  setBackgroundColor(cssValue: string): GLineBuilder {
    return this.option("backgroundColor", cssValue);
  }
  setRange(start: number, end: number): GLineBuilder {
    this.spec.options["vAxis.viewWindow.min"] = start;
    return this.option("vAxis.viewWindow.max", end);
  }
  setCurveStyle(style: GoogleAppsScript.Charts.CurveStyle): GLineBuilder {
    const s = checkEnum(style, CurveStyleEnum, "style");
    return this.option("curveType", s === "SMOOTH" ? "function" : "none");
  }
  setPointStyle(style: GoogleAppsScript.Charts.PointStyle): GLineBuilder {
    const sizes: Record<string, number> = { NONE: 0, TINY: 2, MEDIUM: 7, LARGE: 14, HUGE: 28 };
    return this.option("pointSize", sizes[checkEnum(style, PointStyleEnum, "style")]);
  }
  useLogScale(): GLineBuilder {
    return this.option("vAxis.logScale", true);
  }
  /** Stand-in rule: a chart needs a type (setChartType or as…Chart()) before build(). */
  build(): GEmbeddedChart {
    if (!this.spec.type) fail("The chart type must be set (setChartType or as…Chart()) before build().");
    return asGas<GEmbeddedChart>(new StandinEmbeddedChart(this.ctx, this.spec));
  }
}

// ------------------------------------------------------------------------------------------------------------
// EmbeddedChart

type ChartApi = Pick<
  GEmbeddedChart,
  | "getChartId"
  | "getRanges"
  | "getOptions"
  | "getContainerInfo"
  | "getNumHeaders"
  | "getTransposeRowsAndColumns"
  | "getMergeStrategy"
  | "getHiddenDimensionStrategy"
  | "modify"
  | "getAs"
  | "getBlob"
>;

export class StandinEmbeddedChart implements ChartApi {
  /** Its own copy: a chart object is a snapshot, changed only through modify() + Sheet.updateChart. */
  readonly spec: ChartSpec;
  constructor(
    private readonly ctx: StandinContext,
    spec: ChartSpec,
  ) {
    this.spec = copyChartSpec(spec);
    // biome-ignore lint/correctness/noConstructorReturn: every stand-in object is returned through its counting proxy.
    return ctx.runtime.instrument(this, {
      service: "EmbeddedChart",
      describe: () => ({ sheet: this.spec.sheet.name }),
    });
  }
  /** Null until the chart is inserted in a sheet, as in Apps Script. */
  getChartId(): number | null {
    return this.spec.id;
  }
  /** Apps Script's getId(): the chart id as a string, null when not inserted (not in @types). */
  getId(): string | null {
    return this.spec.id === null ? null : String(this.spec.id);
  }
  getType(): string {
    return "EMBEDDED_CHART";
  }
  getRanges(): GRange[] {
    return rangesOf(this.ctx, this.spec);
  }
  getOptions(): GChartOptions {
    return asGas<GChartOptions>(new StandinChartOptions(this.ctx.runtime, { ...this.spec.options }));
  }
  getContainerInfo(): GContainerInfo {
    return asGas<GContainerInfo>(new StandinContainerInfo(this.ctx.runtime, { ...this.spec.position }));
  }
  getNumHeaders(): number {
    return this.spec.numHeaders;
  }
  getTransposeRowsAndColumns(): boolean {
    return this.spec.transpose;
  }
  getMergeStrategy(): GoogleAppsScript.Charts.ChartMergeStrategy {
    return this.spec.mergeStrategy as unknown as GoogleAppsScript.Charts.ChartMergeStrategy;
  }
  getHiddenDimensionStrategy(): GoogleAppsScript.Charts.ChartHiddenDimensionStrategy {
    return this.spec
      .hiddenDimensionStrategy as unknown as GoogleAppsScript.Charts.ChartHiddenDimensionStrategy;
  }
  /** A builder holding this chart (same id): build() then Sheet.updateChart saves the change. */
  modify(): GEmbeddedChartBuilder {
    return asGas<GEmbeddedChartBuilder>(new StandinEmbeddedChartBuilder(this.ctx, this.spec));
  }
  getAs(_contentType: string): GoogleAppsScript.Base.Blob {
    fail("EmbeddedChart.getAs is not supported in the stand-in (it draws no image).");
  }
  getBlob(): GoogleAppsScript.Base.Blob {
    fail("EmbeddedChart.getBlob is not supported in the stand-in (it draws no image).");
  }
}

function rangesOf(ctx: StandinContext, spec: ChartSpec): GRange[] {
  return spec.ranges.map((r) => asGas<GRange>(new StandinRange(ctx, r.sheet, { ...r.rect })));
}

// ------------------------------------------------------------------------------------------------------------
// Sheet side: insert / update / remove, and what a chart shows

/** The chart a script passed, as the stand-in object it must be. */
export function chartOf(chart: GEmbeddedChart, method: string): StandinEmbeddedChart {
  const c = chart as unknown as StandinEmbeddedChart | null;
  if (!c || typeof c !== "object" || !c.spec)
    fail(
      `The parameters (${typeof chart}) don't match the method signature for SpreadsheetApp.Sheet.${method}.`,
    );
  return c;
}

/** The sheet holding the chart with this id, and its index there. */
export function findChart(
  ctx: StandinContext,
  id: number | null,
): { sheet: SheetModel; index: number } | null {
  if (id === null) return null;
  for (const sheet of ctx.book.sheets) {
    const index = sheet.charts.findIndex((c) => c.id === id);
    if (index >= 0) return { sheet, index };
  }
  return null;
}

/**
 * Sheet.insertChart. Stand-in rules (Apps Script's own behaviour is not documented): a chart goes into the sheet
 * whose newChart() made it, and a chart object already inserted (it then has an id) cannot be inserted again —
 * Sheet.updateChart replaces it. The inserted object learns its id.
 */
export function insertChart(ctx: StandinContext, sheet: SheetModel, chart: StandinEmbeddedChart): void {
  if (chart.spec.sheet !== sheet)
    fail(
      `This chart was built with newChart() of sheet "${chart.spec.sheet.name}": insert it in that sheet (stand-in rule).`,
    );
  if (findChart(ctx, chart.spec.id))
    fail("This chart is already in the spreadsheet: use Sheet.updateChart(chart) to change it.");
  chart.spec.id = ctx.book.newChartId();
  sheet.charts.push(copyChartSpec(chart.spec));
}

/** Sheet.updateChart: replaces the chart with the same id on this sheet. */
export function updateChart(sheet: SheetModel, chart: StandinEmbeddedChart): void {
  if (chart.spec.id === null)
    fail("This chart is not in the spreadsheet: insert it with Sheet.insertChart(chart).");
  const index = sheet.charts.findIndex((c) => c.id === chart.spec.id);
  if (index < 0) fail(`The chart with id ${chart.spec.id} is not on sheet "${sheet.name}".`);
  sheet.charts[index] = copyChartSpec(chart.spec);
}

/** Sheet.removeChart: removes the chart with the same id from this sheet. */
export function removeChart(sheet: SheetModel, chart: StandinEmbeddedChart): void {
  const index = chart.spec.id === null ? -1 : sheet.charts.findIndex((c) => c.id === chart.spec.id);
  if (index < 0) fail(`The chart is not on sheet "${sheet.name}".`);
  sheet.charts.splice(index, 1);
}

/** What a chart shows, read from its cells now (test API and playground). */
export interface ChartRecord {
  id: number;
  type: string;
  title: string | null;
  anchor: { row: number; column: number; offsetX: number; offsetY: number };
  /** A1 of each range ("A1:F20"; "'Other tab'!A1:B9" for a range of another sheet). */
  ranges: string[];
  options: Record<string, unknown>;
  /**
   * The ranges' cells, merged as the chart's merge strategy says (columns side by side by default), transposed
   * when asked; the first row is the header unless numHeaders is 0. Numbers stay numbers, blank cells are null,
   * anything else is its displayed text. A range on a deleted sheet is left out.
   */
  series: { header: string[]; rows: (string | number | boolean | null)[][] };
}

type Shown = string | number | boolean | null;

function shownCell(ctx: StandinContext, sheet: SheetModel, row: number, col: number): Shown {
  const v = cellValue(ctx, sheet, row, col);
  if (v === "" || v === null || v === undefined) return null;
  if (typeof v === "number" || typeof v === "boolean") return v;
  return cellDisplay(ctx, sheet, row, col);
}

export function chartRecord(ctx: StandinContext, spec: ChartSpec): ChartRecord {
  const grids: Shown[][][] = [];
  for (const r of spec.ranges) {
    if (!ctx.book.sheets.includes(r.sheet)) continue;
    const grid: Shown[][] = [];
    for (let i = 0; i < r.rect.numRows; i++) {
      const line: Shown[] = [];
      for (let j = 0; j < r.rect.numColumns; j++)
        line.push(shownCell(ctx, r.sheet, r.rect.row + i, r.rect.column + j));
      grid.push(line);
    }
    grids.push(grid);
  }
  let table: Shown[][] = [];
  if (spec.mergeStrategy === "MERGE_ROWS") {
    for (const g of grids) table.push(...g);
  } else {
    const height = Math.max(0, ...grids.map((g) => g.length));
    for (let i = 0; i < height; i++)
      table.push(grids.flatMap((g) => g[i] ?? new Array<Shown>(g[0]?.length ?? 0).fill(null)));
  }
  if (spec.transpose && table.length)
    table = (table[0] ?? []).map((_, j) => table.map((line) => line[j] ?? null));
  const headers = spec.numHeaders === 0 ? 0 : 1;
  const header = headers && table.length ? table[0]!.map((v) => (v === null ? "" : String(v))) : [];
  const title = spec.options.title;
  return {
    id: spec.id ?? 0,
    type: spec.type ?? "",
    title: typeof title === "string" ? title : null,
    anchor: { ...spec.position },
    ranges: spec.ranges.map((r) =>
      r.sheet === spec.sheet ? rectA1(r.rect) : `${quoteSheetName(r.sheet.name)}!${rectA1(r.rect)}`,
    ),
    options: { ...spec.options },
    series: { header, rows: table.slice(headers) },
  };
}
