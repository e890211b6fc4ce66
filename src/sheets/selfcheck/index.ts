/**
 * Arbitre ▸ Check the installation: each kind of call the add-on relies on, run on the real
 * spreadsheet in scratch tabs this run creates (unique names) and removes afterwards, whatever
 * failed. Nothing of the user's tabs or properties is read or written; the active tab is put back.
 * Each step is timed (Date.now() around its calls) and checks what it reads back against what it
 * wrote; the answer is the table the dialog shows, and the same as text for a bug report.
 */
import type { SelfCheckReport, SelfCheckRequest, SelfCheckStep } from "../../contract/index";
import { type KeyAfter, type Lang, t } from "../../i18n/index";
import { type Sheet, type Spreadsheet, takenTabNames } from "../gateway/index";
import { pageStep } from "../live/index";
import { currentLang, currentLocale } from "../locale";
import { StepFailure } from "./check";
import { type FormLeftovers, formStep } from "./form";
import { lockStep, PROPERTY_PREFIX, propertyStep, type Scratch, SHEET_STEPS } from "./steps";

/** A tab name no tab has, whatever its case: the base, else "base 2", "base 3"… */
function freeName(ss: Spreadsheet, base: string): string {
  const taken = takenTabNames(ss);
  let name = base;
  for (let n = 2; taken(name); n++) name = `${base} ${n}`;
  return name;
}

/** A step's failure in words: our own reason, or what Apps Script said. */
function failureText(lang: Lang, e: unknown): string {
  if (e instanceof StepFailure) return e.detail;
  const message = e && typeof e === "object" && "message" in e ? String(e.message) : String(e);
  return t(lang, "selfcheck.threw", { message });
}

export function runSelfCheck(version: string, req: SelfCheckRequest): SelfCheckReport {
  const ss = SpreadsheetApp.getActive();
  const lang = currentLang();
  const steps: SelfCheckStep[] = [];
  const record = (id: KeyAfter<"selfcheck.step.">, run: () => string): boolean => {
    const start = Date.now();
    let ok = true;
    let detail: string;
    try {
      detail = run();
    } catch (e) {
      ok = false;
      detail = failureText(lang, e);
    }
    steps.push({ id, label: t(lang, `selfcheck.step.${id}`), ok, ms: Date.now() - start, detail });
    return ok;
  };

  const active = ss.getActiveSheet();
  const made: Sheet[] = [];
  const key = PROPERTY_PREFIX + Utilities.getUuid();
  const form: FormLeftovers = { editUrl: null, tab: null };
  let scratch: Scratch | null = null;
  try {
    record("tabs", () => {
      const main = ss.insertSheet(freeName(ss, t(lang, "selfcheck.tab")));
      made.push(main);
      const list = ss.insertSheet(freeName(ss, t(lang, "selfcheck.tab.list")));
      made.push(list);
      scratch = { ss, lang, main, list };
      return t(lang, "selfcheck.ok.tabs", { main: main.getName(), list: list.getName() });
    });
    const s = scratch as Scratch | null;
    if (s) for (const step of SHEET_STEPS) record(step.id, () => step.run(s));
    record("properties", () => propertyStep(lang, key));
    record("lock", () => lockStep(lang));
    record("page", () => {
      const page = pageStep();
      return t(lang, "selfcheck.ok.page", {
        kb: page.kb,
        state: t(lang, page.deployed ? "selfcheck.page.deployed" : "selfcheck.page.notDeployed"),
      });
    });
    if (req.form === true) record("form", () => formStep(ss, lang, form));
  } finally {
    record("cleanup", () => cleanUp(ss, lang, made, form.tab, key, active));
  }

  const notes = [
    req.form === true
      ? form.editUrl
        ? t(lang, "selfcheck.note.form", { url: form.editUrl })
        : t(lang, "selfcheck.note.noFormMade")
      : t(lang, "selfcheck.note.formSkipped"),
  ];
  const at = new Date().toISOString();
  const ok = steps.every((s) => s.ok);
  const head = t(lang, "selfcheck.text.head", { version, at, locale: currentLocale() });
  const lines = steps.map(
    (s) => `${s.ok ? "✓" : "✗"} ${s.label} — ${t(lang, "selfcheck.ms", { ms: s.ms })} — ${s.detail}`,
  );
  return { lang, version, at, ok, steps, notes, text: [head, ...lines, ...notes].join("\n") };
}

/**
 * Deletes the tabs this run made (and the form's responses tab), removes its property, puts the
 * active tab back; says what it removed, or fails naming what is left.
 */
function cleanUp(
  ss: Spreadsheet,
  lang: Lang,
  made: Sheet[],
  responses: Sheet | null,
  key: string,
  active: Sheet,
): string {
  const left: string[] = [];
  const tabs = responses ? [...made, responses] : made;
  const removed: string[] = [];
  for (const sheet of tabs) {
    let name = "";
    try {
      name = sheet.getName();
      ss.deleteSheet(sheet);
      removed.push(name);
    } catch (e) {
      left.push(t(lang, "selfcheck.left.tab", { name, message: failureText(lang, e) }));
    }
  }
  try {
    PropertiesService.getDocumentProperties().deleteProperty(key);
  } catch (e) {
    left.push(t(lang, "selfcheck.left.property", { key, message: failureText(lang, e) }));
  }
  try {
    ss.setActiveSheet(active);
  } catch (_e) {
    // the user's tab is still there; only which tab shows changed
  }
  if (left.length > 0) throw new StepFailure(left.join(" ; "));
  return t(lang, "selfcheck.ok.cleanup", {
    tabs: removed.map((name) => t(lang, "selfcheck.quoted", { name })).join(", "),
  });
}
