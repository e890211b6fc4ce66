/**
 * A circuit's live page on a phone (390×844), served by the playground as the web app: a player
 * found by typing « helene » (accents and case aside) with his results, the ones that count in
 * bold, then the ranking; no sideways scrolling, axe-core without a violation. Screenshot in
 * test-artifacts/live-page-circuit-phone-390.png.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { federationRows } from "../integration/circuit/federation";
import { axeViolations } from "./axe";
import { chromiumAvailable, type Harness, screenshot, startHarness } from "./harness";
import { emptyBook, type Json } from "./sidebar-helpers";

describe.skipIf(!chromiumAvailable())("a circuit's live page", () => {
  let h: Harness;
  let url = "";

  beforeAll(async () => {
    h = await startHarness({ demo: emptyBook("fr_FR", "Circuit") });
    const b = h.playground.bundle();
    const call = (name: string, ...args: unknown[]) => b.call(name, ...args) as Json;
    const year = new Date().getUTCFullYear() - 1;
    const created = call("arbitreCreateEvent", {
      system: "circuit-masters",
      name: "Grand Sud",
      date: `${year}-01-01`,
    });
    const tabs = created.state.circuit.tabs as Record<string, string>;
    const rows = federationRows({ seasons: 1, tournaments: 8, players: 20, pool: 60 }, year);
    b.standin.write(`'${tabs.tournaments}'!A2`, rows.tournaments);
    b.standin.write(`'${tabs.results}'!A2`, rows.results);
    expect(call("arbitreComputeCircuit", {}).ok).toBe(true);
    url = call("arbitreLiveLink", { op: "on" }).url;
    expect(call("arbitrePublish", {}).ok).toBe(true);
  }, 60_000);

  afterAll(async () => {
    await h?.close();
  });

  it("finds a player typed without accents and lists the results that count", async () => {
    const p = await h.context.newPage();
    await p.setViewportSize({ width: 390, height: 844 });
    await p.goto(url);
    expect(await p.locator("h1").textContent()).toBe("Grand Sud");
    const ranked = await p.locator(".standings tbody tr").count();
    expect(ranked).toBeGreaterThan(20);
    const someone = (await p.locator(".standings tbody tr").first().locator("td").nth(1).textContent()) ?? "";
    const typed = someone
      .normalize("NFD")
      .replace(/[\u0300-\u036f]/g, "")
      .toLowerCase()
      .slice(0, 4);
    await p.locator("#who").fill(typed);
    const card = p.locator("#where-answer .found").filter({ hasText: someone });
    await expect.poll(() => card.count()).toBe(1);
    expect(await card.locator(".results li.counts").count()).toBeGreaterThan(0);
    expect(await card.locator(".results li").first().textContent()).toMatch(
      /points — (compte|ne compte pas)$/,
    );
    expect(await p.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await screenshot(p, "live-page-circuit-phone-390");
    expect(await axeViolations(p)).toEqual([]);
    await p.close();
  });
});
