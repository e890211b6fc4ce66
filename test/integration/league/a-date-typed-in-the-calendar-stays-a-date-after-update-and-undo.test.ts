/**
 * A date the organiser typed in the league's Calendar (a match's day, or a day and an hour) stays a
 * date when an action rewrites the tab around it (Update standings keeps the Calendar as typed) and
 * after that action's Undo: the same instant, never the day written back as text — east of UTC too
 * (Tokyo, where a day's midnight or evening is still the day before in UTC).
 */
import { describe, expect, it } from "vitest";
import { newLeague, ok } from "./helpers";

describe.each(["Europe/Paris", "Asia/Tokyo"])("a date typed in the Calendar, in %s", (timeZone) => {
  it("stays the same date (a Date, the same instant) after Update and after its Undo", () => {
    const l = newLeague({ timeZone });
    ok(l.call("arbitreGenerateCalendar", {}));
    const cal = `'${l.tabs.calendar}'`;
    // match 1 on a day, match 2 on a day and an evening hour
    l.b.standin.write(`${cal}!C2`, [["17/01/2027"]]);
    l.b.standin.write(`${cal}!C3`, [["24/01/2027 20:30"]]);
    const cells = () => [l.b.standin.probe(`${cal}!C2`).value, l.b.standin.probe(`${cal}!C3`).value];
    const typed = cells();
    expect(typed[0]).toBeInstanceOf(Date);
    expect(typed[1]).toBeInstanceOf(Date);
    const instants = typed.map((d) => (d as Date).getTime());
    ok(l.call("arbitreUpdateLeague", {}));
    const updated = cells();
    expect(updated.map((d) => d instanceof Date)).toEqual([true, true]);
    expect(updated.map((d) => (d as Date).getTime())).toEqual(instants);
    ok(l.call("arbitreUndoLastAction", {}));
    const undone = cells();
    expect(undone.map((d) => d instanceof Date)).toEqual([true, true]);
    expect(undone.map((d) => (d as Date).getTime())).toEqual(instants);
  });
});
