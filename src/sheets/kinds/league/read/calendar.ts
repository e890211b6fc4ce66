/**
 * The Calendar tab: one row per match of the season as generated, its teams as generated, a date
 * (or none yet) and a host among the two teams (the home team when blank). A row deleted or
 * cleared is named where it belongs.
 */
import { nameKey } from "../../../../engine/core/names";
import type { LeagueMatch } from "../../../../engine/league/calendar";
import { blank, blankRow, cellText, isoDate } from "../../../gateway/index";
import { CALENDAR } from "../schema";
import type { CalendarRow, Reading } from "./types";

/** The Calendar tab's rows by match number; `byId`: the season's matches as generated. */
export function readCalendar(
  rd: Reading,
  expected: LeagueMatch[],
  byId: Map<number, LeagueMatch>,
): Map<number, CalendarRow> {
  const cg = rd.raw(rd.ev.tabs.calendar);
  const calendar = new Map<number, CalendarRow>();
  for (let r = 1; r < cg.values.length; r++) {
    const row = cg.values[r] ?? [];
    if (blankRow(row, CALENDAR.width)) continue;
    const where = (c: number) => rd.at("calendar", r + 1, c);
    const say = (key: string, params: Record<string, string | number>, c: number) =>
      rd.say("calendar", key, params, where(c));
    const id = row[CALENDAR.match];
    const m = typeof id === "number" ? byId.get(id) : undefined;
    if (m === undefined) {
      say("league.read.unknownMatch", { value: cg.shown(r, CALENDAR.match) }, CALENDAR.match);
      continue;
    }
    if (calendar.has(m.id)) {
      say("league.read.matchTwice", { match: m.id, first: calendar.get(m.id)!.row }, CALENDAR.match);
      continue;
    }
    const home = cellText(row[CALENDAR.home]);
    const away = cellText(row[CALENDAR.away]);
    if (nameKey(home) !== nameKey(m.home) || nameKey(away) !== nameKey(m.away)) {
      say("league.read.calendarTeams", { match: m.id, home: m.home, away: m.away }, CALENDAR.home);
      continue;
    }
    const dayCell = row[CALENDAR.day];
    const day = blank(dayCell) ? "" : isoDate(dayCell, rd.days);
    if (day === null) {
      say("league.read.badDate", { value: cg.shown(r, CALENDAR.day), name: "", match: m.id }, CALENDAR.day);
      continue;
    }
    const hostText = cellText(row[CALENDAR.host]);
    const host = hostText === "" ? m.home : hostText;
    if (nameKey(host) !== nameKey(m.home) && nameKey(host) !== nameKey(m.away)) {
      say("league.read.badHost", { host, home: m.home, away: m.away, match: m.id }, CALENDAR.host);
      continue;
    }
    calendar.set(m.id, {
      ...m,
      day,
      host: nameKey(host) === nameKey(m.home) ? m.home : m.away,
      row: r + 1,
    });
  }
  // a row deleted (or cleared): named where it belongs, after the row of the match before it
  let previousRow = 1;
  for (const m of expected) {
    const present = calendar.get(m.id);
    if (present) previousRow = present.row;
    else if (!rd.problems.some((p) => p.area === "calendar" && p.error.params.match === m.id))
      rd.say(
        "calendar",
        "league.read.calendarRowMissing",
        { match: m.id, home: m.home, away: m.away },
        rd.at("calendar", previousRow + 1, CALENDAR.match),
      );
  }
  return calendar;
}
