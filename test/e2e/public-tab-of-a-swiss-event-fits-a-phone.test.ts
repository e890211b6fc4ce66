/**
 * The Public tab as a club member reads it on a phone (File ▸ Share ▸ Publish to the web): the Swiss
 * event's tab, shown at 390×844 in the playground, needs no sideways scrolling (every text ends inside
 * the grid's visible width, scrolled to its left) and cuts no name. Screenshots in
 * test-artifacts/public-tab-swiss-phone-*.png.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { chromiumAvailable, screenshot, selectSheet } from "./harness";
import { cutInSheets, measurePhoneGrid } from "./phone-helpers";
import { act, playThePhones, startConfrerieRodez } from "./sidebar-helpers";

describe.skipIf(!chromiumAvailable())("the Swiss Public tab on a phone", () => {
  let started: Awaited<ReturnType<typeof startConfrerieRodez>>;

  beforeAll(async () => {
    started = await startConfrerieRodez();
  }, 60_000);

  afterAll(async () => {
    await started?.h.close();
  });

  it("during a round: pairings by table, by name and the standings one under the other, no sideways scrolling", async () => {
    const { h, frame } = started;
    await act(frame, "generateRound");
    await act(frame, "timerStart");
    await act(frame, "publish");
    await playThePhones(h.page);
    await h.page.setViewportSize({ width: 390, height: 844 });
    await selectSheet(h.page, "Public");
    // the grid alone across the phone's width, as the published tab shows it: the playground's own
    // panels (forms, service calls, log) set aside
    await h.page.evaluate(() => {
      document.getElementById("side")!.style.display = "none";
    });
    await h.page.waitForSelector('#grid td[data-cell="A1"]');
    await screenshot(h.page, "public-tab-swiss-phone-top");
    const top = await measurePhoneGrid(h.page);
    expect(top.texts).toBeGreaterThan(10);
    expect(top.farthest).toBeLessThanOrEqual(top.visible);
    expect(cutInSheets(h, "Public", top.cut)).toEqual([]);
    // further down: the pairings by name and the standings with their tie-breaks
    for (const [i, y] of [1200, 2400].entries()) {
      await h.page.evaluate((y) => {
        document.getElementById("grid-wrap")!.scrollTop = y;
      }, y);
      await h.page.waitForTimeout(300);
      const down = await measurePhoneGrid(h.page);
      expect(down.farthest, `scrolled to ${y}`).toBeLessThanOrEqual(down.visible);
      expect(cutInSheets(h, "Public", down.cut)).toEqual([]);
      await screenshot(h.page, `public-tab-swiss-phone-${i + 1}`);
    }
  }, 60_000);
});
