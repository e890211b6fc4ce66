/**
 * The Public tab as a club member reads it on a phone (File ▸ Share ▸ Publish to the web): the Swiss
 * event's tab, shown at 390×844 in the playground, needs no sideways scrolling (every text ends inside
 * the grid's visible width, scrolled to its left) and cuts no name. Screenshots in
 * test-artifacts/public-tab-swiss-phone-*.png.
 */
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { chromiumAvailable, screenshot, selectSheet } from "./harness";
import { act, playThePhones, startConfrerieRodez } from "./sidebar-helpers";

/**
 * What a phone shows of the grid: its visible width (from the row numbers' right edge), the right edge
 * of the farthest text, and the texts wider than the room their cell gives them (cut).
 */
async function measure(
  page: Page,
): Promise<{ visible: number; farthest: number; cut: string[]; texts: number }> {
  return page.evaluate(() => {
    const wrap = document.getElementById("grid-wrap")!;
    wrap.scrollLeft = 0;
    const box = wrap.getBoundingClientRect();
    let farthest = 0;
    let texts = 0;
    const cut: string[] = [];
    for (const td of document.querySelectorAll<HTMLElement>("#grid tbody td[data-cell]")) {
      const content = td.textContent ?? "";
      if (content.trim() === "") continue;
      texts++;
      const range = document.createRange();
      range.selectNodeContents(td.querySelector(".spill") ?? td);
      const text = range.getBoundingClientRect();
      farthest = Math.max(farthest, text.right - box.left);
      const room = (td.querySelector(".spill") ?? td).getBoundingClientRect();
      if (text.right > room.right + 1) cut.push(`${td.dataset.cell}: ${content}`);
    }
    return { visible: wrap.clientWidth, farthest, cut, texts };
  });
}

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
    const top = await measure(h.page);
    expect(top.texts).toBeGreaterThan(10);
    expect(top.farthest).toBeLessThanOrEqual(top.visible);
    expect(top.cut).toEqual([]);
    // further down: the pairings by name and the standings with their tie-breaks
    for (const [i, y] of [1200, 2400].entries()) {
      await h.page.evaluate((y) => {
        document.getElementById("grid-wrap")!.scrollTop = y;
      }, y);
      await h.page.waitForTimeout(300);
      const down = await measure(h.page);
      expect(down.farthest, `scrolled to ${y}`).toBeLessThanOrEqual(down.visible);
      expect(down.cut).toEqual([]);
      await screenshot(h.page, `public-tab-swiss-phone-${i + 1}`);
    }
  }, 60_000);
});
