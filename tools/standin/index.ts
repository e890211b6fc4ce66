/** Local Apps Script stand-in for tests, benchmarks and the playground. See docs/development.md. */
export { cellA1, columnToLetters, parseA1, rectA1 } from "./a1";
export type { ChartRecord } from "./charts";
export type { ToastRecord } from "./context";
export { type FormRecord, NO_SUCH_FORM, type SubmitOptions } from "./forms";
export type { CustomFunctionImpl, Evaluated } from "./formulas";
export {
  actionShorthand,
  type LoadedBundle,
  type LoadOptions,
  loadBundle,
  scanTopLevelFunctions,
  type TopLevelFunction,
} from "./loader";
export { type AuthModeName, CallCounter, type CallRecord, Runtime, type SheetTally } from "./runtime";
export type {
  ButtonName,
  ButtonSetName,
  DialogRecord,
  LogLine,
  MenuEntry,
  MenuRecord,
  ShownHtml,
  UiRecorder,
} from "./services";
export {
  type CellProbe,
  type Clock,
  createStandin,
  installGlobals,
  type SheetSeed,
  type SpreadsheetSeed,
  type Standin,
  type StandinOptions,
} from "./standin";
export { listChoices, type TypedCheck, type ValidationRefusal } from "./validation";
export type { SheetValue } from "./values";
