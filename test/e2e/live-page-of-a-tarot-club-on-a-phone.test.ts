/**
 * A Tarot club's live page on a phone (390×844), served by the playground as the web app: a player
 * typed without accents draws his chart (attack and defence by month, SVG), with the last
 * tournament and the month's indices; no sideways scrolling, axe-core without a violation.
 * Screenshot in test-artifacts/live-page-tarot-phone-390.png.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { clubRows } from "../integration/tarot/club";
import { axeViolations } from "./axe";
import { chromiumAvailable, type Harness, screenshot, startHarness } from "./harness";
import { emptyBook, type Json } from "./sidebar-helpers";

describe.skipIf(!chromiumAvailable())("a Tarot club's live page", () => {
  let h: Harness;
  let url = "";

  beforeAll(async () => {
    h = await startHarness({ demo: emptyBook("fr_FR", "Tarot") });
    const b = h.playground.bundle();
    const call = (name: string, ...args: unknown[]) => b.call(name, ...args) as Json;
    const created = call("arbitreCreateEvent", {
      system: "tarot-duplicate",
      name: "Simultané",
      date: "2026-01-07",
    });
    const tabs = created.state.tarot.tabs as Record<string, string>;
    b.standin.write(
      `'${tabs.deals}'!A2`,
      clubRows({ players: 6, tournaments: 10, deals: 24, first: "2026-01-07" }),
    );
    expect(call("arbitreComputeTarot", {}).ok).toBe(true);
    url = call("arbitreLiveLink", { op: "on" }).url;
    expect(call("arbitrePublish", {}).ok).toBe(true);
  }, 60_000);

  afterAll(async () => {
    await h?.close();
  });

  it("draws a player's chart typed without accents, beside the last tournament and the month's indices", async () => {
    const p = await h.context.newPage();
    await p.setViewportSize({ width: 390, height: 844 });
    await p.goto(url);
    expect(await p.locator("h1").textContent()).toBe("Simultané");
    await p.locator("#who").fill("emi");
    await expect.poll(() => p.locator("#where-answer svg.chart").count()).toBe(1);
    expect(await p.locator("#where-answer .found-name").textContent()).toBe("Indices d'Émile par mois");
    expect(await p.locator("svg.chart polyline").count()).toBe(2);
    expect(await p.locator(".last tbody tr").count()).toBe(7);
    expect(await p.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await screenshot(p, "live-page-tarot-phone-390");
    expect(await axeViolations(p)).toEqual([]);
    await p.close();
  });
});
