/**
 * Date cells as days. Sheets hands a script a date cell as the midnight of its day in the
 * spreadsheet's time zone (File ▸ Settings) and a date-time cell as its exact instant: a cell's day
 * is the calendar day of that instant in the spreadsheet's zone, never its day in UTC (31/12/2024
 * 15:00 in Paris is 14:00 UTC, but 12 hours later in UTC is already 2025).
 */
/** The spreadsheet (the type workbook.ts names too: declared here, so that the two files do not import each other). */
type Spreadsheet = GoogleAppsScript.Spreadsheet.Spreadsheet;

/** The day ("YYYY-MM-DD") of an instant, null when it is no day between years 1 and 9999. */
export type DayOf = (d: Date) => string | null;

const HOUR_MS = 3_600_000;

/** A Date of either realm (the stand-in runs the bundle in node:vm) whose instant has a day in years 1–9999. */
function instant(d: Date): number | null {
  const ms = Object.prototype.toString.call(d) === "[object Date]" ? d.getTime() : Number.NaN;
  if (Number.isNaN(ms)) return null;
  // every zone is within 14 hours of UTC: both ends in range, the zone's day is too
  const early = new Date(ms - 14 * HOUR_MS).getUTCFullYear();
  const late = new Date(ms + 14 * HOUR_MS).getUTCFullYear();
  return early >= 1 && late <= 9999 ? ms : null;
}

/**
 * A midnight cell's day without the zone: 12 hours later is the same day in UTC for every offset
 * from −11:59 to +12:00. Right for date cells only (a date-time's afternoon may be the next UTC
 * day); kept for what compares cells with themselves (the undo journal's fingerprints).
 */
export function cellDay(d: Date): string | null {
  const ms = Object.prototype.toString.call(d) === "[object Date]" ? d.getTime() : Number.NaN;
  const noon = new Date(ms + 12 * HOUR_MS);
  const y = noon.getUTCFullYear();
  if (Number.isNaN(noon.getTime()) || y < 1 || y > 9999) return null;
  return noon.toISOString().slice(0, 10);
}

/**
 * The days of instants in a time zone, `zone()` called once, on the first date. Each distinct
 * instant's day is worked out once. The day comes from `Intl.DateTimeFormat` with `timeZone`
 * (ECMA-402, part of the V8 engine Apps Script runs on; no Google reference page says so, hence
 * the fallback): no service call, so reading a tab of dates costs the same at any size. Where
 * `Intl` is missing or does not know the zone (Sheets also has custom zones such as "GMT-07:00"),
 * the day comes from `Utilities.formatDate(d, zone, "yyyy-MM-dd")`, once per instant. When the
 * zone cannot be read at all, a cell's day is the midnight rule (`cellDay`).
 */
export function zoneDays(zone: () => string): DayOf {
  let format: ((ms: number) => string) | null = null;
  const days = new Map<number, string>();
  return (d: Date) => {
    const ms = instant(d);
    if (ms === null) return null;
    let day = days.get(ms);
    if (day === undefined) {
      if (format === null) format = formatterOf(zone);
      day = format(ms);
      days.set(ms, day);
    }
    return day;
  };
}

function formatterOf(zone: () => string): (ms: number) => string {
  let tz: string;
  try {
    tz = zone();
  } catch (_e) {
    return (ms) => cellDay(new Date(ms)) ?? "";
  }
  try {
    const f = new Intl.DateTimeFormat("en-US", {
      timeZone: tz,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
    });
    return (ms) => {
      const p: Record<string, string> = {};
      for (const x of f.formatToParts(new Date(ms))) p[x.type] = x.value;
      return `${(p.year ?? "").padStart(4, "0")}-${p.month}-${p.day}`;
    };
  } catch (_e) {
    return (ms) => Utilities.formatDate(new Date(ms), tz, "yyyy-MM-dd");
  }
}

let zones = new WeakMap<object, string>();

/**
 * Forgets the time zones read: the bundle's entry (src/addon/main.ts `call`) calls it first, so
 * that each call reads its spreadsheet's zone once and never keeps one from an earlier call.
 */
export function forgetZones(): void {
  zones = new WeakMap();
}

/** The spreadsheet's time zone (File ▸ Settings), read once per call. */
export function zoneOf(ss: Spreadsheet): string {
  let zone = zones.get(ss);
  if (zone === undefined) {
    zone = ss.getSpreadsheetTimeZone();
    zones.set(ss, zone);
  }
  return zone;
}

/** The days of date cells in the spreadsheet's time zone (read on the first date cell). */
export function sheetDays(ss: Spreadsheet): DayOf {
  return zoneDays(() => zoneOf(ss));
}

/**
 * A date cell as "YYYY-MM-DD": a date value (its day by `dayOf`), ISO text (2025-03-16) or
 * dd/mm/yyyy text; null when it is not a date.
 */
export function isoDate(v: unknown, dayOf: DayOf): string | null {
  if (Object.prototype.toString.call(v) === "[object Date]") return dayOf(v as Date);
  if (typeof v !== "string") return null;
  const s = v.trim();
  let m = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(s);
  if (m) return calendarDay(Number(m[1]), Number(m[2]), Number(m[3]));
  m = /^(\d{1,2})[/.](\d{1,2})[/.](\d{4})$/.exec(s);
  if (m) return calendarDay(Number(m[3]), Number(m[2]), Number(m[1]));
  return null;
}

/** "YYYY-MM-DD" of a real calendar day, null otherwise (31/02). */
export function calendarDay(y: number, mo: number, d: number): string | null {
  const dt = new Date(Date.UTC(y, mo - 1, d));
  if (dt.getUTCFullYear() !== y || dt.getUTCMonth() !== mo - 1 || dt.getUTCDate() !== d) return null;
  return `${String(y).padStart(4, "0")}-${String(mo).padStart(2, "0")}-${String(d).padStart(2, "0")}`;
}

/** A time after a day typed as text: " 15:30", " 15:30:00", " 15h30", " à 15h". */
const TIME_TEXT = /\s+(?:à\s+|at\s+)?\d{1,2}(?:[:h]\d{2}(?::\d{2})?|h)\s*$/i;

/**
 * `isoDate`, and a date-time typed or pasted as text ("15/02/2026 15:30") as its day: the time is
 * dropped, as Sheets' own date-time cell is read as its day.
 */
export function isoDay(v: unknown, dayOf: DayOf): string | null {
  return isoDate(typeof v === "string" ? v.replace(TIME_TEXT, "") : v, dayOf);
}

/** The wall clock of an instant in a zone, as UTC milliseconds (its "local time" read as UTC). */
function wallClock(ms: number, tz: string): number {
  try {
    const f = new Intl.DateTimeFormat("en-US", {
      timeZone: tz,
      hour12: false,
      year: "numeric",
      month: "numeric",
      day: "numeric",
      hour: "numeric",
      minute: "numeric",
      second: "numeric",
    });
    const p: Record<string, number> = {};
    for (const x of f.formatToParts(new Date(ms))) p[x.type] = Number(x.value);
    // hour12: false shows midnight as 24 on some engines
    return Date.UTC(p.year!, p.month! - 1, p.day!, p.hour! % 24, p.minute!, p.second!);
  } catch (_e) {
    const s = Utilities.formatDate(new Date(ms), tz, "yyyy-MM-dd'T'HH:mm:ss");
    const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})$/.exec(s);
    if (!m) return Number.NaN;
    return Date.UTC(+m[1]!, +m[2]! - 1, +m[3]!, +m[4]!, +m[5]!, +m[6]!);
  }
}

/**
 * A day ("YYYY-MM-DD") as a date cell's value: the midnight of that day in the spreadsheet's time
 * zone, which Sheets shows in the spreadsheet's own date format (10/01/2027 in French). The ISO text
 * itself when the zone cannot be read (Sheets still reads it as that day, shown as typed).
 */
export function dayValue(iso: string, ss: Spreadsheet): Date | string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (!m) return iso;
  let tz: string;
  try {
    tz = zoneOf(ss);
  } catch (_e) {
    return iso;
  }
  const wanted = Date.UTC(+m[1]!, +m[2]! - 1, +m[3]!);
  // the zone's offset at that time of day, once more after the first guess (a DST change between)
  let ms = wanted - (wallClock(wanted, tz) - wanted);
  ms = wanted - (wallClock(ms, tz) - ms);
  return Number.isFinite(ms) && wallClock(ms, tz) === wanted ? new Date(ms) : iso;
}
