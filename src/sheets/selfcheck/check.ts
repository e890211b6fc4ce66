/**
 * What every step of the self-check shares: a failure carrying its reason in the user's language,
 * and the comparison of what was written with what was read back.
 */
import { type Lang, t } from "../../i18n/index";

/** A step's check that did not hold; `detail` is already in the user's language. */
export class StepFailure extends Error {
  constructor(readonly detail: string) {
    super(detail);
  }
}

/** A value as the table shows it: type and content ("nombre 42", "texte « 007 »", "date 2026-03-16T11:00:00.000Z"). */
export function shown(lang: Lang, v: unknown): string {
  if (v instanceof Date) return t(lang, "selfcheck.type.date", { value: v.toISOString() });
  if (typeof v === "number") return t(lang, "selfcheck.type.number", { value: String(v) });
  if (typeof v === "boolean") return t(lang, "selfcheck.type.boolean", { value: String(v) });
  if (typeof v === "string") return t(lang, "selfcheck.type.text", { value: v });
  return t(lang, "selfcheck.type.other", { value: String(v) });
}

/** Same type and same content (a Date by its instant). */
export function same(a: unknown, b: unknown): boolean {
  if (a instanceof Date || b instanceof Date)
    return a instanceof Date && b instanceof Date && a.getTime() === b.getTime();
  return typeof a === typeof b && a === b;
}

/** Fails unless `read` is `wrote`: "B1, valeur : écrit nombre 42, relu texte « 42 »". */
export function expectSame(lang: Lang, what: string, wrote: unknown, read: unknown): void {
  if (!same(wrote, read))
    throw new StepFailure(
      t(lang, "selfcheck.mismatch", { what, wrote: shown(lang, wrote), read: shown(lang, read) }),
    );
}

/** An Apps Script enum as its name (String(SpreadsheetApp.BooleanCriteria.CUSTOM_FORMULA) is "CUSTOM_FORMULA"). */
export function enumName(v: unknown): string {
  return String(v);
}
