/**
 * The reporters' Google addresses in the Rounds tab's source column (the event's setting
 * `reporterEmail`: the result form collects them, see results-form.ts setCollectsEmail):
 * « Formulaire (anne@example.org, bea@example.org) : 7–2 ». A source cell is read back without
 * them (withoutEmails), so that a table written from reports stays the reports' whatever addresses
 * it names.
 */
import type { TableOutcome } from "../../engine/reports/swiss";
import { type Lang, plainSpaces, t } from "../../i18n/index";

/** The distinct addresses the reports of a table were sent from, in report order. */
export function reporterEmails(o: TableOutcome | undefined): string[] {
  return [...new Set((o?.reports ?? []).flatMap((r) => (r.email ? [r.email] : [])))];
}

/** The source « Formulaire : … » with the addresses: « Formulaire (a, b) : … »; unchanged without. */
export function withEmails(lang: Lang, source: string, emails: string[]): string {
  if (emails.length === 0) return source;
  const head = plainSpaces(t(lang, "form.source", { written: "" }));
  if (!plainSpaces(source).startsWith(head)) return source;
  return t(lang, "form.source.by", { emails: emails.join(", "), written: source.slice(head.length) });
}

/**
 * A source cell without its addresses: « Formulaire (a) : 7–2 » → « Formulaire : 7–2 ». A cell
 * written before French spacing (plain spaces) is read the same.
 */
export function withoutEmails(lang: Lang, cell: string): string {
  const source = plainSpaces(cell);
  const [pre, rest] = plainSpaces(t(lang, "form.source.by", { emails: "\u0001", written: "\u0002" })).split(
    "\u0001",
  ) as [string, string];
  const mid = rest.split("\u0002")[0]!;
  if (!source.startsWith(pre)) return cell;
  const end = source.indexOf(mid, pre.length);
  if (end < 0) return cell;
  return t(lang, "form.source", { written: source.slice(end + mid.length) });
}
