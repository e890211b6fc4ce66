/**
 * The self-check's steps in the spreadsheet: each writes in the scratch tabs (never in the user's),
 * reads back and compares, and answers its detail (what held) or throws a StepFailure (what did not).
 */
import { type Lang, t } from "../../i18n/index";
import {
  AUTOMATIC_FORMAT,
  MAX_EVENT_BYTES,
  type Sheet,
  type Spreadsheet,
  WRITE_AUTOMATIC,
} from "../gateway/index";
import { enumName, expectSame, StepFailure } from "./check";

/** The scratch tabs of one run: `main` for every step, `list` the other tab INDIRECT points at. */
export interface Scratch {
  ss: Spreadsheet;
  lang: Lang;
  main: Sheet;
  list: Sheet;
}

export interface Step {
  id: string;
  run(s: Scratch): string;
}

/** 'Tab name'!A1:A3, quoted as formulas need it. */
function quoted(sheet: Sheet, a1: string): string {
  return `'${sheet.getName().replace(/'/g, "''")}'!${a1}`;
}

/** Noon, so that the day is the same in any spreadsheet time zone within ±11 hours of the script's. */
const DAY = (): Date => new Date(2026, 2, 16, 12, 0, 0);

/**
 * Values with their types and number formats: a number, a decimal with "0.00", a date with
 * "dd/mm/yyyy", text that looks like a number in a plain-text cell ("@"), a checkbox value, text
 * with accents and French quotes; bold and a background on the first cell; the automatic format
 * given back by "General" (how Undo writes it).
 */
const values: Step = {
  id: "values",
  run({ main, lang }) {
    const formats = ["0", "0.00", "dd/mm/yyyy", "@"];
    const row = [42, 3.5, DAY(), "007", true, "Élodie « l'arbitre »"];
    main.getRange(1, 1, 1, 4).setNumberFormats([formats]);
    const range = main.getRange(1, 1, 1, row.length);
    range.setValues([row]);
    main.getRange(1, 1).setFontWeight("bold").setBackground("#fff2cc");
    const read = range.getValues()[0] ?? [];
    const readFormats = main.getRange(1, 1, 1, 4).getNumberFormats()[0] ?? [];
    const display = range.getDisplayValues()[0] ?? [];
    const cell = (i: number) => `${"ABCDEF"[i]}1`;
    for (let i = 0; i < row.length; i++)
      expectSame(lang, t(lang, "selfcheck.what.value", { cell: cell(i) }), row[i], read[i]);
    for (let i = 0; i < formats.length; i++)
      expectSame(lang, t(lang, "selfcheck.what.format", { cell: cell(i) }), formats[i], readFormats[i]);
    expectSame(lang, t(lang, "selfcheck.what.display", { cell: cell(2) }), "16/03/2026", display[2]);
    expectSame(lang, t(lang, "selfcheck.what.display", { cell: cell(3) }), "007", display[3]);
    const a1 = main.getRange(1, 1);
    expectSame(lang, t(lang, "selfcheck.what.bold", { cell: "A1" }), "bold", a1.getFontWeights()[0]?.[0]);
    expectSame(
      lang,
      t(lang, "selfcheck.what.background", { cell: "A1" }),
      "#fff2cc",
      String(a1.getBackgrounds()[0]?.[0]).toLowerCase(),
    );
    // the automatic format as Undo gives it back: "General" written over a format, read back as
    // AUTOMATIC_FORMAT; a date written there then reads back as the same date (the cell takes a
    // date format, as one never formatted)
    const g1 = main.getRange(1, 7);
    g1.setNumberFormat("0.00");
    g1.setNumberFormat(WRITE_AUTOMATIC);
    const automatic = t(lang, "selfcheck.what.automatic", { cell: "G1" });
    expectSame(lang, automatic, AUTOMATIC_FORMAT, g1.getNumberFormats()[0]?.[0]);
    g1.setValue(DAY());
    expectSame(lang, automatic, DAY(), g1.getValues()[0]?.[0]);
    return t(lang, "selfcheck.ok.values", { cells: row.length });
  },
};

/** A custom-formula rule whose formula reaches another tab through INDIRECT, as Arbitre's are. */
const validation: Step = {
  id: "validation",
  run({ main, list, lang }) {
    list.getRange(1, 1, 3, 1).setValues([["Anne"], ["Bruno"], ["Chloé"]]);
    const formula = `=COUNTIF(INDIRECT("${quoted(list, "A1:A3").replace(/"/g, '""')}"),A3)>0`;
    const help = t(lang, "selfcheck.validation.help");
    const rule = SpreadsheetApp.newDataValidation()
      .requireFormulaSatisfied(formula)
      .setAllowInvalid(false)
      .setHelpText(help)
      .build();
    const target = main.getRange(3, 1, 3, 1);
    target.setDataValidation(rule);
    const rules = target.getDataValidations();
    const read = rules[0]?.[0];
    if (!read || rules.some((r) => !r[0]))
      throw new StepFailure(t(lang, "selfcheck.missing", { what: t(lang, "selfcheck.what.rule") }));
    const what = (key: string) => t(lang, `selfcheck.what.${key}`);
    expectSame(lang, what("criteria"), "CUSTOM_FORMULA", enumName(read.getCriteriaType()));
    expectSame(lang, what("formula"), formula, read.getCriteriaValues()[0]);
    expectSame(lang, what("allowInvalid"), false, read.getAllowInvalid());
    expectSame(lang, what("help"), help, read.getHelpText());
    return t(lang, "selfcheck.ok.validation", { formula });
  },
};

/** One rule on the scratch tab: a custom formula and a background over C3:C5. */
const conditional: Step = {
  id: "conditional",
  run({ main, lang }) {
    const formula = '=$C3="x"';
    const range = main.getRange(3, 3, 3, 1);
    const rule = SpreadsheetApp.newConditionalFormatRule()
      .whenFormulaSatisfied(formula)
      .setBackground("#f4cccc")
      .setRanges([range])
      .build();
    main.setConditionalFormatRules([rule]);
    const rules = main.getConditionalFormatRules();
    const what = (key: string) => t(lang, `selfcheck.what.${key}`);
    expectSame(lang, what("rules"), 1, rules.length);
    const read = rules[0]!;
    expectSame(lang, what("range"), "C3:C5", read.getRanges()[0]?.getA1Notation());
    const condition = read.getBooleanCondition();
    if (!condition)
      throw new StepFailure(t(lang, "selfcheck.missing", { what: t(lang, "selfcheck.what.condition") }));
    expectSame(lang, what("criteria"), "CUSTOM_FORMULA", enumName(condition.getCriteriaType()));
    expectSame(lang, what("formula"), formula, condition.getCriteriaValues()[0]);
    expectSame(lang, what("background"), "#f4cccc", String(condition.getBackground()).toLowerCase());
    return t(lang, "selfcheck.ok.conditional");
  },
};

/** A line chart over a small table of the scratch tab, read back from the sheet. */
const chart: Step = {
  id: "chart",
  run({ main, lang }) {
    main.getRange(8, 1, 4, 2).setValues([
      [t(lang, "selfcheck.chart.day"), t(lang, "selfcheck.chart.value")],
      [1, 10],
      [2, 30],
      [3, 20],
    ]);
    const built = main
      .newChart()
      .asLineChart()
      .addRange(main.getRange(8, 1, 4, 2))
      .setPosition(8, 4, 0, 0)
      .setOption("title", t(lang, "selfcheck.chart.title"))
      .build();
    main.insertChart(built);
    const charts = main.getCharts();
    const what = (key: string) => t(lang, `selfcheck.what.${key}`);
    expectSame(lang, what("charts"), 1, charts.length);
    const read = charts[0]!;
    const ranges = read.getRanges().map((r) => r.getA1Notation());
    expectSame(lang, what("chartRanges"), "A8:B11", ranges.join(", "));
    expectSame(lang, what("chartType"), "LINE", enumName(read.modify().getChartType()));
    return t(lang, "selfcheck.ok.chart");
  },
};

/** A key no event uses; removed at the end of the run. */
export const PROPERTY_PREFIX = "arbitre.selfcheck.";

/**
 * A document property as large as the largest event Arbitre stores (MAX_EVENT_BYTES, key
 * included), with two- and three-byte characters, read back whole, then removed.
 */
export function propertyStep(lang: Lang, key: string): string {
  const bytes = MAX_EVENT_BYTES - key.length;
  // "é" is 2 bytes and "€" 3 in UTF-8: 9 bytes per "ab-é-€" run.
  const unit = "ab-é-€";
  const value = unit.repeat(Math.floor(bytes / 9)) + "x".repeat(bytes % 9);
  const props = PropertiesService.getDocumentProperties();
  props.setProperty(key, value);
  const read = props.getProperty(key);
  expectSame(lang, t(lang, "selfcheck.what.length"), value.length, read === null ? null : read.length);
  if (read !== value)
    throw new StepFailure(t(lang, "selfcheck.differs", { what: t(lang, "selfcheck.what.property") }));
  props.deleteProperty(key);
  expectSame(lang, t(lang, "selfcheck.what.deleted"), null, props.getProperty(key));
  return t(lang, "selfcheck.ok.properties", { bytes: MAX_EVENT_BYTES });
}

/** The document lock every action takes: tryLock, hasLock, releaseLock. */
export function lockStep(lang: Lang): string {
  const l = LockService.getDocumentLock();
  if (!l.tryLock(5000)) throw new StepFailure(t(lang, "selfcheck.lock.busy"));
  try {
    expectSame(lang, "hasLock()", true, l.hasLock());
  } finally {
    l.releaseLock();
  }
  expectSame(lang, t(lang, "selfcheck.what.afterRelease"), false, l.hasLock());
  return t(lang, "selfcheck.ok.lock");
}

/** The steps in the scratch tabs, in order; then propertyStep and lockStep, which need no tab. */
export const SHEET_STEPS: Step[] = [values, validation, conditional, chart];
