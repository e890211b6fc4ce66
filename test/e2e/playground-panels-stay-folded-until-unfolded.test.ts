/**
 * The service-call and log panels fold to their header, so that the sidebar above them gets the height; the
 * folding survives the page's re-renders (polls, edits) and a reload of the page.
 *
 * Screenshot: test-artifacts/playground-panels-folded.png.
 */
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  chromiumAvailable,
  clickMenuItem,
  type Harness,
  openPlayground,
  screenshot,
  sidebarFrame,
  startHarness,
} from "./harness";
import { typeIn } from "./playground-helpers";

async function height(page: Page, selector: string): Promise<number> {
  return (await page.locator(selector).boundingBox())?.height ?? 0;
}

async function panel(page: Page, id: "counter" | "log"): Promise<{ expanded: string | null; body: boolean }> {
  return {
    expanded: await page.locator(`#${id}-panel .fold`).getAttribute("aria-expanded"),
    body: await page.locator(`#${id}`).isVisible(),
  };
}

describe.skipIf(!chromiumAvailable())("folding the service-call and log panels", () => {
  let h: Harness;
  let open = 0;

  beforeAll(async () => {
    h = await startHarness();
    h.page.setDefaultTimeout(8000);
    await clickMenuItem(h.page, "showSidebar");
    await sidebarFrame(h.page);
    open = await height(h.page, "#sidebar-panel");
  });

  afterAll(async () => {
    await h?.close();
  });

  it("both panels start unfolded", async () => {
    expect(await panel(h.page, "counter")).toEqual({ expanded: "true", body: true });
    expect(await panel(h.page, "log")).toEqual({ expanded: "true", body: true });
    expect(await h.page.locator("#counter-panel .fold").getAttribute("title")).toBe("Replier");
  });

  it("folded, they leave the height to the sidebar", async () => {
    await h.page.locator("#counter-panel .fold").click();
    await h.page.locator("#log-panel .fold").click();
    expect(await panel(h.page, "counter")).toEqual({ expanded: "false", body: false });
    expect(await panel(h.page, "log")).toEqual({ expanded: "false", body: false });
    expect(await h.page.locator("#counter-panel .fold").getAttribute("title")).toBe("Déplier");
    // the headers stay, with the call count
    expect(await h.page.locator("#counter-panel .fold").isVisible()).toBe(true);
    expect(await h.page.locator("#counter-total").isVisible()).toBe(true);
    const side = await height(h.page, "#side");
    const folded = await height(h.page, "#sidebar-panel");
    // the headers of the folded panels, and the Forms panel (one line when the workbook has no form)
    const heads =
      (await height(h.page, "#counter-panel")) +
      (await height(h.page, "#log-panel")) +
      (await height(h.page, "#forms-panel"));
    expect(folded).toBeGreaterThan(open + 150);
    expect(Math.abs(folded + heads - side)).toBeLessThan(4);
    await screenshot(h.page, "playground-panels-folded");
  });

  it("stay folded across re-renders: an edit, a script run, a poll", async () => {
    await typeIn(h.page, "H2", "=ELO_K(3)", "Elo");
    const polled = h.page.waitForResponse((r) => new URL(r.url()).pathname === "/api/state", {
      timeout: 15_000,
    });
    await h.page.evaluate(() => fetch("/api/counter/reset", { method: "POST", body: "{}" }));
    await polled;
    await clickMenuItem(h.page, "showSidebar");
    expect(await panel(h.page, "counter")).toEqual({ expanded: "false", body: false });
    expect(await panel(h.page, "log")).toEqual({ expanded: "false", body: false });
  });

  it("stay folded when the page is reloaded", async () => {
    await openPlayground(h.page, h.url);
    expect(await panel(h.page, "counter")).toEqual({ expanded: "false", body: false });
    expect(await panel(h.page, "log")).toEqual({ expanded: "false", body: false });
  });

  it("unfold again, each on its own", async () => {
    await h.page.locator("#log-panel .fold").click();
    expect(await panel(h.page, "log")).toEqual({ expanded: "true", body: true });
    expect(await panel(h.page, "counter")).toEqual({ expanded: "false", body: false });
    await h.page.locator("#counter-panel .fold").click();
    expect(await panel(h.page, "counter")).toEqual({ expanded: "true", body: true });
    expect(await h.page.locator("#counter tr").count()).toBeGreaterThan(0);
    expect(h.consoleMessages.filter((m) => m.startsWith("pageerror"))).toEqual([]);
  });
});
