/**
 * An odd number of teams (5): the calendar has 5 dates, each with one team resting (named in the
 * Calendar's "Au repos" column, and in the sidebar for the next date), every team rests once, and
 * the resting team has no match that date.
 */
import { describe, expect, it } from "vitest";
import { newLeague } from "./helpers";

describe("5 teams", () => {
  it("5 dates of 2 pairings × 2 legs; each team rests exactly once", () => {
    const l = newLeague({ teams: 5 });
    const r = l.call("arbitreGenerateCalendar", {});
    expect(r.ok, r.error).toBe(true);
    expect(r.state.league.dates).toBe(5);
    expect(r.state.league.matches.total).toBe(20);
    expect(r.state.league.next.rest).not.toBe("");
    const rows = l
      .values(l.tabs.calendar!)
      .slice(1)
      .filter((x) => typeof x[0] === "number");
    const restByDate = new Map<number, string>();
    for (const row of rows) {
      const date = Number(row[1]);
      const rest = String(row[7]);
      expect(rest).not.toBe("");
      expect([row[4], row[5]]).not.toContain(rest);
      if (restByDate.has(date)) expect(restByDate.get(date)).toBe(rest);
      restByDate.set(date, rest);
    }
    expect([...restByDate.values()].sort()).toEqual(
      ["Les Aigles", "Les Loups", "Les Lynx", "Les Ours", "Les Renards"].sort(),
    );
  });
});
