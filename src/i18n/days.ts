/**
 * Days and months in words, one helper each, the value first then the language: the server's tabs
 * and messages and the sidebar (src/ui) write them alike.
 */
import type { Lang } from "./catalogue";

/** A day as the organiser reads it: "16/03/2026" (fr) or "2026-03-16" (en). */
export function dayText(iso: string, lang: Lang): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (!m) return iso;
  return lang === "fr" ? `${m[3]}/${m[2]}/${m[1]}` : iso;
}

const MONTHS = {
  fr: [
    "janvier",
    "février",
    "mars",
    "avril",
    "mai",
    "juin",
    "juillet",
    "août",
    "septembre",
    "octobre",
    "novembre",
    "décembre",
  ],
  en: [
    "January",
    "February",
    "March",
    "April",
    "May",
    "June",
    "July",
    "August",
    "September",
    "October",
    "November",
    "December",
  ],
};

/** A month as the organiser reads it: "mars 2026" (fr) or "March 2026" (en), from "2026-03". */
export function monthText(yearMonth: string, lang: Lang): string {
  const m = /^(\d{4})-(\d{2})/.exec(yearMonth);
  if (!m) return yearMonth;
  return `${MONTHS[lang][Number(m[2]) - 1] ?? m[2]} ${m[1]}`;
}

/**
 * A day as the event's language writes it in running text: « 12/01/2027 » (fr) or « 12 Jan 2027 »
 * (en), from "2027-01-12"; anything else as given. In a table: dayText.
 */
export function writtenDay(iso: string, lang: Lang): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (!m) return iso;
  return lang === "fr"
    ? `${m[3]}/${m[2]}/${m[1]}`
    : `${Number(m[3])} ${SHORT_MONTHS[Number(m[2]) - 1]} ${m[1]}`;
}

const SHORT_MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
