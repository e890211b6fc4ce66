/**
 * A league's live page on a phone (390×844), served by the playground as the web app: the next
 * matchday, a team's own view (the calendar narrowed to its matches), the standings and the
 * calendar with the first match's score; no sideways scrolling, axe-core without a violation.
 * Screenshot in test-artifacts/live-page-league-phone-390.png.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type League, leagueRows, ok, typeLineup, typeResult } from "../integration/league/helpers";
import { axeViolations } from "./axe";
import { chromiumAvailable, type Harness, screenshot, startHarness } from "./harness";
import { emptyBook, type Json } from "./sidebar-helpers";

describe.skipIf(!chromiumAvailable())("a league's live page", () => {
  let h: Harness;
  let url = "";
  let home = "";

  beforeAll(async () => {
    h = await startHarness({ demo: emptyBook("fr_FR", "Ligue") });
    const b = h.playground.bundle();
    const call = (name: string, ...args: unknown[]) => b.call(name, ...args) as Json;
    const created = call("arbitreCreateEvent", {
      system: "league-kow",
      name: "Inter-clubs",
      date: "2027-01-10",
    });
    const tabs = created.state.league.tabs as Record<string, string>;
    const typed = leagueRows(4, 5);
    b.standin.write(`'${tabs.teams}'!A2`, typed.teams);
    b.standin.write(`'${tabs.roster}'!A2`, typed.roster);
    const l: League = {
      b,
      call,
      state: () => call("arbitreGetState"),
      tabs,
      values: (tab: string) => b.standin.values(`'${tab}'!A1:Z2000`) as unknown[][],
    };
    ok(call("arbitreGenerateCalendar", {}));
    ok(call("arbitreDrawScenarios", {}));
    const m = l.state().league.next.matches[0];
    home = m.home;
    const roster = (team: string) => typed.roster.filter((r) => r[1] === team).map((r) => String(r[0]));
    typeLineup(l, 1, m.home, roster(m.home).slice(0, 4));
    typeLineup(l, 1, m.away, roster(m.away).slice(0, 4));
    ok(call("arbitreCheckLineups", {}));
    for (let t = 1; t <= 4; t++) typeResult(l, 1, t, "Victoire", "Défaite");
    ok(call("arbitreUpdateLeague", {}));
    const link = call("arbitreLiveLink", { op: "on" });
    ok(call("arbitrePublish", {}));
    url = link.url;
  }, 60_000);

  afterAll(async () => {
    await h?.close();
  });

  it("shows the next matchday, a team's own view, the standings and the scores, at 390 px", async () => {
    const p = await h.context.newPage();
    await p.setViewportSize({ width: 390, height: 844 });
    await p.goto(url);
    expect(await p.locator("h1").textContent()).toBe("Inter-clubs");
    expect(await p.locator(".next .state").textContent()).toBe("Journée 1");
    expect(await p.locator(".standings tbody tr").first().locator("td").nth(1).textContent()).toBe(home);
    const all = await p.locator(".calendar tbody tr").count();
    await p.locator("#team").selectOption(home);
    const mine = await p.locator(".calendar tbody tr").count();
    expect(mine).toBeLessThan(all);
    expect(mine).toBeGreaterThan(0);
    expect(await p.locator(".calendar tbody tr").first().textContent()).toMatch(/\d+–\d+/);
    expect(await p.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await screenshot(p, "live-page-league-phone-390");
    await p.locator(".standings").scrollIntoViewIfNeeded();
    await screenshot(p, "live-page-league-phone-390-standings");
    expect(await axeViolations(p)).toEqual([]);
    await p.close();
  });
});
