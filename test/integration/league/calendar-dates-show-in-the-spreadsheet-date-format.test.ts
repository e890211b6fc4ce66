/**
 * The Calendar's dates, written by Generate calendar, are date cells shown in the spreadsheet's own
 * date format (10/01/2027 in French, 1/10/2027 in American English), as a person typing the date
 * would see it; each is its day in the spreadsheet's time zone, east and west of UTC, and stays a
 * date through the actions that follow and their Undo.
 */
import { describe, expect, it } from "vitest";
import { newLeague, ok } from "./helpers";

const cases = [
  { locale: "fr_FR", timeZone: "Europe/Paris", shown: ["10/01/2027", "10/01/2027", "24/01/2027"] },
  { locale: "fr_FR", timeZone: "Pacific/Auckland", shown: ["10/01/2027", "10/01/2027", "24/01/2027"] },
  { locale: "en_US", timeZone: "America/Los_Angeles", shown: ["1/10/2027", "1/10/2027", "1/24/2027"] },
];

describe.each(cases)("the Calendar's dates in $locale, $timeZone", ({ locale, timeZone, shown }) => {
  it("are dates shown in the spreadsheet's format, on their day, and read back as such", () => {
    const l = newLeague({ locale, timeZone });
    ok(l.call("arbitreGenerateCalendar", {}));
    const cal = `'${l.tabs.calendar}'`;
    const display = l.b.standin.displayValues(`${cal}!C2:C9`).map((r) => r[0]);
    expect(display.slice(0, 2)).toEqual(shown.slice(0, 2));
    expect(display).toContain(shown[2]);
    expect(l.b.standin.probe(`${cal}!C2`).value).toBeInstanceOf(Date);
    // the dates are read as their days: lineups can be checked (a date in the Calendar is needed)
    ok(l.call("arbitreDrawScenarios", {}));
    expect(l.state().league.next.matches.length).toBeGreaterThan(0);
    // Undo of an action that rewrote the tab puts the dates back as they were
    ok(l.call("arbitreUndoLastAction", {}));
    expect(l.b.standin.displayValues(`${cal}!C2:C9`).map((r) => r[0])).toEqual(display);
    expect(l.b.standin.probe(`${cal}!C2`).value).toBeInstanceOf(Date);
  });
});
