/**
 * How Sheets stores, interprets and displays cell values, for the subset Arbitre needs.
 *
 * Storage: a cell holds a number, string or boolean (dates are numbers — serial days since 1899-12-30 in the
 * spreadsheet's time zone — carrying a date number format), or a formula. `getValues` turns date-formatted
 * numbers back into Date objects, as Apps Script does.
 */

export type Scalar = number | string | boolean;
/** What Range.getValues returns for one cell. */
export type SheetValue = Scalar | Date;

export const DEFAULT_NUMBER_FORMAT = "0.###############";

const MS_PER_DAY = 86_400_000;
const EPOCH_SERIAL = 25_569; // 1970-01-01 as a Sheets serial

export function isDate(v: unknown): v is Date {
  return Object.prototype.toString.call(v) === "[object Date]";
}

const offsetFormatters = new Map<string, Intl.DateTimeFormat>();

/** Offset (ms) of `timeZone` from UTC at the instant `utcMs`. */
export function timeZoneOffsetMs(timeZone: string, utcMs: number): number {
  // offsets change only on whole quarter hours: one Intl call per zone and quarter hour
  const quarter = Math.floor(utcMs / 900_000);
  const key = `${timeZone}|${quarter}`;
  const known = offsetCache.get(key);
  if (known !== undefined) return known;
  const offset = computeOffsetMs(timeZone, utcMs);
  if (offsetCache.size > 200_000) offsetCache.clear();
  offsetCache.set(key, offset);
  return offset;
}

const offsetCache = new Map<string, number>();

/** A custom zone as Sheets may hold one ("GMT-07:00", "GMT+5"): its fixed offset (ms), else null. */
function fixedOffsetMs(timeZone: string): number | null {
  const m = /^GMT([+-])(\d{1,2})(?::?(\d{2}))?$/.exec(timeZone);
  if (!m) return null;
  const minutes = Number(m[2]) * 60 + Number(m[3] ?? 0);
  return (m[1] === "-" ? -minutes : minutes) * 60_000;
}

function computeOffsetMs(timeZone: string, utcMs: number): number {
  const fixed = fixedOffsetMs(timeZone);
  if (fixed !== null) return fixed;
  let f = offsetFormatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
    });
    offsetFormatters.set(timeZone, f);
  }
  const parts: Record<string, number> = {};
  for (const p of f.formatToParts(new Date(utcMs))) if (p.type !== "literal") parts[p.type] = Number(p.value);
  const wall = Date.UTC(parts.year!, parts.month! - 1, parts.day!, parts.hour!, parts.minute!, parts.second!);
  return wall - Math.floor(utcMs / 1000) * 1000;
}

/** Wall-clock fields of an instant in a time zone. */
export function wallClock(utcMs: number, timeZone: string): Date {
  return new Date(utcMs + timeZoneOffsetMs(timeZone, utcMs));
}

export function dateToSerial(date: Date, timeZone: string): number {
  const ms = date.getTime();
  return (ms + timeZoneOffsetMs(timeZone, ms)) / MS_PER_DAY + EPOCH_SERIAL;
}

export function serialToDate(serial: number, timeZone: string): Date {
  const wall = Math.round((serial - EPOCH_SERIAL) * MS_PER_DAY);
  // A number in a date-formatted cell beyond what a Date can hold (1e15 typed where a time was):
  // an Invalid Date, as `new Date(ms)` gives, rather than a RangeError thrown from getValues.
  if (!Number.isFinite(wall) || Math.abs(wall) > 8.64e15 - 2 * MS_PER_DAY) return new Date(Number.NaN);
  const guess = wall - timeZoneOffsetMs(timeZone, wall);
  return new Date(wall - timeZoneOffsetMs(timeZone, guess));
}

function stripQuoted(format: string): string {
  return format.replace(/"[^"]*"|\\./g, "");
}

/** The formats already classified: a book holds a handful, read once per cell. */
const dateFormats = new Map<string, boolean>();

export function isDateFormat(format: string | undefined): boolean {
  if (!format || format === "@" || format === "General") return false;
  const known = dateFormats.get(format);
  if (known !== undefined) return known;
  const f = stripQuoted(format).replace(/\[[^\]]*\]/g, "");
  const date = /[dDyY]|[hH]|(^|[^0#])[sS]/.test(f) && !/^[0#,.%]+$/.test(f);
  if (dateFormats.size > 10_000) dateFormats.clear();
  dateFormats.set(format, date);
  return date;
}

export interface LocaleInfo {
  decimal: string;
  group: string;
  dateOrder: "DMY" | "MDY";
  trueText: string;
  falseText: string;
}

export function localeInfo(locale: string): LocaleInfo {
  const lang = locale.split(/[_-]/)[0]?.toLowerCase();
  if (lang === "fr")
    return { decimal: ",", group: "\u202f", dateOrder: "DMY", trueText: "VRAI", falseText: "FAUX" };
  if (locale === "en_US" || locale === "en")
    return { decimal: ".", group: ",", dateOrder: "MDY", trueText: "TRUE", falseText: "FALSE" };
  if (lang === "en")
    return { decimal: ".", group: ",", dateOrder: "DMY", trueText: "TRUE", falseText: "FALSE" };
  return { decimal: ".", group: ",", dateOrder: "DMY", trueText: "TRUE", falseText: "FALSE" };
}

export type Parsed =
  | { kind: "formula"; formula: string }
  | { kind: "value"; value: Scalar; numberFormat?: string }
  | { kind: "empty" };

/**
 * Interprets a value written with setValue/setValues the way Sheets interprets typed input: `=…` is a formula,
 * numeric text becomes a number (spreadsheet locale), TRUE/FALSE become booleans, recognised dates become
 * date serials, a leading apostrophe forces text. Cells formatted as plain text ("@") keep strings as typed.
 */
export function interpretInput(
  input: unknown,
  locale: string,
  timeZone: string,
  cellFormat: string | undefined,
  now: () => Date = () => new Date(),
): Parsed {
  if (input === null || input === undefined || input === "") return { kind: "empty" };
  if (typeof input === "number") {
    if (!Number.isFinite(input)) return { kind: "value", value: "#NUM!" };
    return { kind: "value", value: input };
  }
  if (typeof input === "boolean") return { kind: "value", value: input };
  if (isDate(input)) {
    const serial = dateToSerial(input, timeZone);
    const dmy = localeInfo(locale).dateOrder === "DMY";
    const midnight = Math.abs(serial - Math.round(serial)) < 1e-9;
    const format = midnight
      ? dmy
        ? "dd/mm/yyyy"
        : "m/d/yyyy"
      : dmy
        ? "dd/mm/yyyy hh:mm:ss"
        : "m/d/yyyy h:mm:ss";
    return { kind: "value", value: serial, numberFormat: isDateFormat(cellFormat) ? undefined : format };
  }
  if (typeof input === "object") {
    // Apps Script stringifies other objects (arrays become comma-joined text).
    return interpretText(String(input), locale, timeZone, cellFormat, now);
  }
  return interpretText(String(input), locale, timeZone, cellFormat, now);
}

function interpretText(
  s: string,
  locale: string,
  timeZone: string,
  cellFormat: string | undefined,
  now: () => Date,
): Parsed {
  if (s.startsWith("=") && s.length > 1) return { kind: "formula", formula: s };
  if (cellFormat === "@") return { kind: "value", value: s };
  if (s.startsWith("'")) return s.length === 1 ? { kind: "empty" } : { kind: "value", value: s.slice(1) };
  const info = localeInfo(locale);
  const t = s.trim();
  const num = parseLocaleNumber(t, info);
  if (num !== undefined) return num;
  const upper = t.toUpperCase();
  if (upper === "TRUE" || upper === info.trueText) return { kind: "value", value: true };
  if (upper === "FALSE" || upper === info.falseText) return { kind: "value", value: false };
  const date = parseDate(t, info, timeZone, now);
  if (date) return date;
  return { kind: "value", value: s };
}

/** A locale's number pattern and its group separators, built once per separators (not per cell). */
const numberPatterns = new Map<string, { re: RegExp; groups: RegExp }>();
function numberPattern(info: LocaleInfo): { re: RegExp; groups: RegExp } {
  const key = `${info.group}|${info.decimal}`;
  let known = numberPatterns.get(key);
  if (!known) {
    const groups = info.group === "," ? "," : "[\\s\\u00a0\\u202f]";
    const dec = info.decimal === "." ? "\\." : ",";
    known = {
      re: new RegExp(`^[+-]?(?:\\d{1,3}(?:${groups}\\d{3})+|\\d+)?(?:${dec}\\d+)?(?:[eE][+-]?\\d+)?$`),
      groups: new RegExp(groups, "g"),
    };
    numberPatterns.set(key, known);
  }
  return known;
}

function parseLocaleNumber(t: string, info: LocaleInfo): Parsed | undefined {
  const percent = t.endsWith("%");
  let body = percent ? t.slice(0, -1).trim() : t;
  const { re, groups } = numberPattern(info);
  if (!/\d/.test(body) || !re.test(body)) return undefined;
  body = body.replace(groups, "").replace(info.decimal, ".");
  const n = Number(body);
  if (!Number.isFinite(n)) return undefined;
  if (percent) return { kind: "value", value: n / 100, numberFormat: body.includes(".") ? "0.00%" : "0%" };
  return { kind: "value", value: n };
}

function parseDate(t: string, info: LocaleInfo, timeZone: string, now: () => Date): Parsed | undefined {
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})(?:[ T](\d{1,2}):(\d{2})(?::(\d{2}))?)?$/.exec(t);
  // a day, and a time after a day with its year: "31/12/2024 15:00" is a date-time, as Sheets reads it
  const slash = /^(\d{1,2})\/(\d{1,2})(?:\/(\d{2}|\d{4})(?:\s+(\d{1,2}):(\d{2})(?::(\d{2}))?)?)?$/.exec(t);
  const time = /^(\d{1,2}):(\d{2})(?::(\d{2}))?$/.exec(t);
  let m = iso;
  let y: number;
  let mo: number;
  let d: number;
  let hh = 0;
  let mi = 0;
  let ss = 0;
  let format: string;
  if (m) {
    y = Number(m[1]);
    mo = Number(m[2]);
    d = Number(m[3]);
    hh = Number(m[4] ?? 0);
    mi = Number(m[5] ?? 0);
    ss = Number(m[6] ?? 0);
    format = m[4] ? "yyyy-mm-dd hh:mm:ss" : "yyyy-mm-dd";
  } else if (slash) {
    m = slash;
    const a = Number(m[1]);
    const b = Number(m[2]);
    [d, mo] = info.dateOrder === "DMY" ? [a, b] : [b, a];
    y = m[3]
      ? m[3].length === 2
        ? 2000 + Number(m[3])
        : Number(m[3])
      : wallClock(now().getTime(), timeZone).getUTCFullYear();
    hh = Number(m[4] ?? 0);
    mi = Number(m[5] ?? 0);
    ss = Number(m[6] ?? 0);
    format = info.dateOrder === "DMY" ? "dd/mm/yyyy" : "m/d/yyyy";
    if (m[4]) format += info.dateOrder === "DMY" ? " hh:mm:ss" : " h:mm:ss";
  } else if (time) {
    m = time;
    const h = Number(m[1]);
    const min = Number(m[2]);
    const sec = Number(m[3] ?? 0);
    if (h > 23 || min > 59 || sec > 59) return undefined;
    return {
      kind: "value",
      value: (h * 3600 + min * 60 + sec) / 86400,
      numberFormat: m[3] ? "h:mm:ss" : "h:mm",
    };
  } else {
    return undefined;
  }
  if (mo < 1 || mo > 12 || d < 1 || d > 31 || hh > 23 || mi > 59 || ss > 59) return undefined;
  const ms = Date.UTC(y, mo - 1, d, hh, mi, ss);
  const check = new Date(ms);
  if (check.getUTCDate() !== d) return undefined;
  return { kind: "value", value: ms / MS_PER_DAY + EPOCH_SERIAL, numberFormat: format };
}

const MONTHS_FR = [
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
];
const MONTHS_EN = [
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
];
const DAYS_FR = ["dimanche", "lundi", "mardi", "mercredi", "jeudi", "vendredi", "samedi"];
const DAYS_EN = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];

function pad(n: number, width: number): string {
  return String(n).padStart(width, "0");
}

/** Formats a serial date with a Sheets date/time number format ("dd/mm/yyyy", "yyyy-mm-dd hh:mm", "d mmmm yyyy"…). */
export function formatSerialDate(serial: number, format: string, locale: string): string {
  const ms = Math.round((serial - EPOCH_SERIAL) * MS_PER_DAY);
  const dt = new Date(ms);
  const fr = locale.toLowerCase().startsWith("fr");
  const tokens = format.match(/"[^"]*"|\\.|AM\/PM|am\/pm|y+|m+|d+|h+|s+|\.0+|[^"\\ymdhsAa]+|./gi) ?? [];
  const out: string[] = [];
  let lastWasHour = false;
  for (let i = 0; i < tokens.length; i++) {
    const tok = tokens[i]!;
    const lower = tok.toLowerCase();
    const c = lower[0];
    if (tok.startsWith('"')) out.push(tok.slice(1, -1));
    else if (tok.startsWith("\\")) out.push(tok.slice(1));
    else if (c === "y")
      out.push(lower.length <= 2 ? pad(dt.getUTCFullYear() % 100, 2) : String(dt.getUTCFullYear()));
    else if (c === "d") {
      const dow = dt.getUTCDay();
      if (lower.length === 1) out.push(String(dt.getUTCDate()));
      else if (lower.length === 2) out.push(pad(dt.getUTCDate(), 2));
      else if (lower.length === 3) out.push((fr ? DAYS_FR : DAYS_EN)[dow]!.slice(0, 3) + (fr ? "." : ""));
      else out.push((fr ? DAYS_FR : DAYS_EN)[dow]!);
    } else if (c === "h") {
      out.push(lower.length >= 2 ? pad(dt.getUTCHours(), 2) : String(dt.getUTCHours()));
      lastWasHour = true;
      continue;
    } else if (c === "m") {
      const nextIsSeconds = tokens
        .slice(i + 1)
        .find((x) => /^[a-z]/i.test(x))
        ?.toLowerCase()
        .startsWith("s");
      if ((lastWasHour || nextIsSeconds) && lower.length <= 2) {
        out.push(lower.length === 2 ? pad(dt.getUTCMinutes(), 2) : String(dt.getUTCMinutes()));
      } else {
        const mo = dt.getUTCMonth();
        if (lower.length === 1) out.push(String(mo + 1));
        else if (lower.length === 2) out.push(pad(mo + 1, 2));
        else if (lower.length === 3) out.push((fr ? MONTHS_FR : MONTHS_EN)[mo]!.slice(0, fr ? 4 : 3));
        else out.push((fr ? MONTHS_FR : MONTHS_EN)[mo]!);
      }
    } else if (c === "s")
      out.push(lower.length >= 2 ? pad(dt.getUTCSeconds(), 2) : String(dt.getUTCSeconds()));
    else if (lower === "am/pm") out.push(dt.getUTCHours() < 12 ? "AM" : "PM");
    else out.push(tok);
    if (/[a-z]/i.test(tok) && !tok.startsWith('"')) lastWasHour = false;
  }
  return out.join("");
}

export function formatGeneralNumber(n: number, info: LocaleInfo): string {
  if (Number.isInteger(n) && Math.abs(n) < 1e15) return String(n);
  let s: string;
  if (Math.abs(n) >= 1e15 || (Math.abs(n) < 1e-9 && n !== 0)) s = n.toExponential(2).toUpperCase();
  else s = String(Number(n.toPrecision(10)));
  return info.decimal === "." ? s : s.replace(".", info.decimal);
}

/** A number format's sections (positive;negative;zero), split on the semicolons outside quotes. */
function formatSections(format: string): string[] {
  const out: string[] = [""];
  for (const tok of format.match(/"[^"]*"|\\.|[^"\\]/g) ?? [])
    if (tok === ";") out.push("");
    else out[out.length - 1] += tok;
  return out;
}

/**
 * A number through a Sheets number pattern: the section for its sign (positive;negative;zero, the
 * negative one showing the absolute value), the digits where the pattern's 0 # , . are, and the
 * section's literal text around them ("+0" → "+2", '"="' → "=").
 */
function formatNumberWithPattern(n: number, format: string, locale: string): string {
  const info = localeInfo(locale);
  const sections = formatSections(format);
  let section = sections[0]!;
  let v = n;
  let ownSign = false;
  if (n < 0 && sections.length > 1) {
    section = sections[1]!;
    v = -n;
    ownSign = true;
  } else if (n === 0 && sections.length > 2) section = sections[2]!;
  const tokens = section.match(/"[^"]*"|\\.|[0#,.]+|./g) ?? [];
  const percent = tokens.some((x) => x === "%");
  const value = percent ? v * 100 : v;
  const digits = tokens.find((x) => /^[0#,.]+$/.test(x) && /[0#]/.test(x)) ?? "";
  const literal = (x: string) => (x.startsWith('"') ? x.slice(1, -1) : x.startsWith("\\") ? x.slice(1) : x);
  if (digits === "") return tokens.map(literal).join("");
  const m = /([0#,]*)(?:\.([0#]*))?/.exec(digits);
  const intPart = m?.[1] ?? "";
  const frac = m?.[2] ?? "";
  const minFrac = (frac.match(/0/g) ?? []).length;
  const maxFrac = frac.length;
  const grouping = intPart.includes(",");
  const abs = Math.abs(value);
  let s = abs.toFixed(maxFrac);
  if (maxFrac > minFrac) s = s.replace(new RegExp(`0{1,${maxFrac - minFrac}}$`), "").replace(/\.$/, "");
  let [i, f] = s.split(".");
  if (grouping) i = i!.replace(/\B(?=(\d{3})+(?!\d))/g, info.group);
  const minInt = (intPart.match(/0/g) ?? []).length;
  if (minInt === 0 && i === "0" && f) i = "";
  const body = f ? `${i}${info.decimal}${f}` : `${i}`;
  const sign = value < 0 && !ownSign && Number(s) !== 0 ? "-" : "";
  let done = false;
  return tokens
    .map((x) => {
      if (x !== digits || done) return /^[0#,.]+$/.test(x) ? "" : literal(x);
      done = true;
      return `${sign}${body}`;
    })
    .join("");
}

/** What the cell shows (Range.getDisplayValues) for a stored value and number format. */
export function displayValue(value: Scalar | "", format: string | undefined, locale: string): string {
  if (value === "") return "";
  if (typeof value === "string") return value;
  const info = localeInfo(locale);
  if (typeof value === "boolean") return value ? info.trueText : info.falseText;
  if (isDateFormat(format)) return formatSerialDate(value, format!, locale);
  if (
    !format ||
    format === DEFAULT_NUMBER_FORMAT ||
    format === "General" ||
    format === "@" ||
    !/[0#]/.test(format)
  ) {
    return formatGeneralNumber(value, info);
  }
  return formatNumberWithPattern(value, format, locale);
}

/** Java SimpleDateFormat-style formatting used by Utilities.formatDate. */
export function formatJavaDate(date: Date, timeZone: string, pattern: string): string {
  const dt = wallClock(date.getTime(), timeZone);
  const tokens = pattern.match(/'[^']*'|y+|M+|d+|H+|h+|m+|s+|S+|E+|a|Z+|X+|./g) ?? [];
  return tokens
    .map((tok) => {
      const c = tok[0];
      const n = tok.length;
      switch (c) {
        case "'":
          return tok === "''" ? "'" : tok.slice(1, -1);
        case "y":
          return n === 2 ? pad(dt.getUTCFullYear() % 100, 2) : pad(dt.getUTCFullYear(), n);
        case "M":
          return n >= 4
            ? MONTHS_EN[dt.getUTCMonth()]!
            : n === 3
              ? MONTHS_EN[dt.getUTCMonth()]!.slice(0, 3)
              : pad(dt.getUTCMonth() + 1, n);
        case "d":
          return pad(dt.getUTCDate(), n);
        case "H":
          return pad(dt.getUTCHours(), n);
        case "h":
          return pad(dt.getUTCHours() % 12 || 12, n);
        case "m":
          return pad(dt.getUTCMinutes(), n);
        case "s":
          return pad(dt.getUTCSeconds(), n);
        case "S":
          return pad(dt.getUTCMilliseconds(), 3).slice(0, n);
        case "E":
          return n >= 4 ? DAYS_EN[dt.getUTCDay()]! : DAYS_EN[dt.getUTCDay()]!.slice(0, 3);
        case "a":
          return dt.getUTCHours() < 12 ? "AM" : "PM";
        case "Z":
        case "X": {
          const off = Math.round(timeZoneOffsetMs(timeZone, date.getTime()) / 60000);
          if (c === "X" && off === 0) return "Z";
          const sign = off < 0 ? "-" : "+";
          const a = Math.abs(off);
          return `${sign}${pad(Math.floor(a / 60), 2)}${c === "X" && n >= 3 ? ":" : ""}${pad(a % 60, 2)}`;
        }
        default:
          return tok;
      }
    })
    .join("");
}
