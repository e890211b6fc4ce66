/**
 * Compile-time checks (run by `tsc --noEmit`, part of `npm test`): the stand-in's classes are assignable to the
 * picked subsets of the real @types/google-apps-script interfaces, and a drifted signature does not compile.
 */

import type { StandinCharts, StandinEmbeddedChart, StandinEmbeddedChartBuilder } from "./charts";
import type {
  StandinChoice,
  StandinForm,
  StandinFormApp,
  StandinFormResponse,
  StandinItem,
  StandinItemResponse,
  StandinListItem,
  StandinMultipleChoiceItem,
  StandinTextItem,
} from "./forms";
import type { StandinLock, StandinProperties, StandinUi } from "./services";
import type { StandinRange, StandinSheet, StandinSpreadsheet } from "./spreadsheet";

type Range = GoogleAppsScript.Spreadsheet.Range;
type Sheet = GoogleAppsScript.Spreadsheet.Sheet;

export const rangeSubset = (
  r: StandinRange,
): Pick<Range, "getValues" | "setValues" | "getDisplayValues" | "setFormulas" | "protect"> => r;
export const sheetSubset = (
  s: StandinSheet,
): Pick<Sheet, "getRange" | "getDataRange" | "insertRows" | "appendRow" | "protect"> => s;
export const sheetChartsSubset = (
  s: StandinSheet,
): Pick<Sheet, "newChart" | "insertChart" | "getCharts" | "updateChart" | "removeChart"> => s;
export const chartBuilderSubset = (
  b: StandinEmbeddedChartBuilder,
): Pick<
  GoogleAppsScript.Spreadsheet.EmbeddedChartBuilder,
  "addRange" | "setChartType" | "asLineChart" | "setPosition" | "setOption" | "build"
> &
  Pick<GoogleAppsScript.Spreadsheet.EmbeddedLineChartBuilder, "setTitle" | "setXAxisTitle" | "setColors"> =>
  b;
export const chartSubset = (
  c: StandinEmbeddedChart,
): Pick<GoogleAppsScript.Spreadsheet.EmbeddedChart, "getChartId" | "getRanges" | "getOptions" | "modify"> =>
  c;
export const chartsSubset = (c: StandinCharts): Pick<GoogleAppsScript.Charts.Charts, "ChartType"> => c;
export const spreadsheetSubset = (
  s: StandinSpreadsheet,
): Pick<GoogleAppsScript.Spreadsheet.Spreadsheet, "insertSheet" | "getRangeByName" | "toast"> => s;
export const propertiesSubset = (
  p: StandinProperties,
): Pick<GoogleAppsScript.Properties.Properties, "getProperty" | "setProperties"> => p;
export const lockSubset = (
  l: StandinLock,
): Pick<GoogleAppsScript.Lock.Lock, "tryLock" | "waitLock" | "hasLock"> => l;
export const uiSubset = (
  u: StandinUi,
): Pick<GoogleAppsScript.Base.Ui, "alert" | "prompt" | "createMenu" | "showSidebar"> => u;

export const formAppSubset = (
  f: StandinFormApp,
): Pick<GoogleAppsScript.Forms.FormApp, "create" | "openById" | "DestinationType" | "ItemType"> => f;
export const formSubset = (
  f: StandinForm,
): Pick<
  GoogleAppsScript.Forms.Form,
  "setDestination" | "addListItem" | "getItems" | "deleteItem" | "moveItem" | "getResponses"
> => f;
export const itemSubset = (
  i: StandinItem,
): Pick<GoogleAppsScript.Forms.Item, "getId" | "getType" | "setTitle" | "asListItem"> => i;
export const listItemSubset = (
  i: StandinListItem,
): Pick<GoogleAppsScript.Forms.ListItem, "setChoiceValues" | "setChoices" | "createChoice" | "setRequired"> =>
  i;
export const multipleChoiceItemSubset = (
  i: StandinMultipleChoiceItem,
): Pick<GoogleAppsScript.Forms.MultipleChoiceItem, "setChoiceValues" | "getChoices" | "showOtherOption"> => i;
export const textItemSubset = (
  i: StandinTextItem,
): Pick<GoogleAppsScript.Forms.TextItem, "setTitle" | "setRequired"> => i;
export const choiceSubset = (c: StandinChoice): Pick<GoogleAppsScript.Forms.Choice, "getValue"> => c;
export const formResponseSubset = (
  r: StandinFormResponse,
): Pick<GoogleAppsScript.Forms.FormResponse, "getId" | "getTimestamp" | "getItemResponses"> => r;
export const itemResponseSubset = (
  r: StandinItemResponse,
): Pick<GoogleAppsScript.Forms.ItemResponse, "getItem" | "getResponse"> => r;
export const sheetFormSubset = (s: StandinSheet): Pick<Sheet, "getFormUrl"> => s;

// A method whose signature drifted from Apps Script fails to compile against the same Pick:
export class DriftedRange implements Pick<Range, "setValues" | "getNumRows"> {
  // @ts-expect-error Apps Script's setValues takes a 2-D array, not a string.
  setValues(_values: string): Range {
    throw new Error("never called");
  }
  // @ts-expect-error Apps Script's getNumRows returns a number.
  getNumRows(): string {
    return "1";
  }
}
