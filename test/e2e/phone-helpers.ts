/**
 * The Public tab on a club member's phone in the playground: what a phone shows of the grid (its
 * visible width, from the row numbers' right edge), the right edge of the farthest text, and the
 * texts wider than the room their cell gives them (cut).
 */
import type { Page } from "playwright-core";
import { expect } from "vitest";
import { type Harness, screenshot } from "./harness";
import { settled } from "./playground-helpers";

export const PHONE = { width: 390, height: 844 };

/**
 * What a phone shows of the grid: its visible width (from the row numbers' right edge), the right edge
 * of the farthest text, and the texts wider than the room their cell gives them (cut).
 */
export async function measurePhoneGrid(
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
      const box2 = (td.querySelector(".spill") ?? td) as HTMLElement;
      const room = box2.getBoundingClientRect();
      // cut: past its room, or shortened with an ellipsis (its text wider than the box shows)
      if (text.right > room.right + 1 || box2.scrollWidth > box2.clientWidth + 1)
        cut.push(`${td.dataset.cell}: ${content}`);
    }
    return { visible: wrap.clientWidth, farthest, cut, texts };
  });
}

/** A new page at a phone's size on the playground's phone view of `sheet` (the tab alone). */
export async function openOnAPhone(h: Harness, sheet: string): Promise<Page> {
  const member = await h.context.newPage();
  await member.setViewportSize(PHONE);
  await member.goto(`${h.url}/?phone&sheet=${encodeURIComponent(sheet)}`);
  await member.waitForSelector('#grid td[data-cell="A1"]');
  await settled(member);
  return member;
}

/**
 * The cut texts that Google Sheets would cut too: the playground draws no wrapped text, but a cell
 * the action set to wrap (Range.setWrap) shows a long name on two lines in Sheets, never cut.
 */
export function cutInSheets(h: Harness, sheet: string, cut: string[]): string[] {
  return cut.filter((c) => !h.playground.bundle().standin.probe(`'${sheet}'!${c.split(":")[0]}`).wrap);
}

/**
 * The published tab `sheet` read on a club member's phone (390 px, openOnAPhone), scrolled down to
 * each of `scrolls` (px): at each, some text shows, none runs past the screen's width and no name is
 * cut where Sheets would not wrap it; a screenshot at each, test-artifacts/<shot>-<i>.png.
 */
export async function readsWholeOnAPhone(
  h: Harness,
  sheet: string,
  scrolls: readonly number[],
  shot: string,
): Promise<void> {
  const member = await openOnAPhone(h, sheet);
  for (const [i, y] of scrolls.entries()) {
    await member.evaluate((y) => {
      document.getElementById("grid-wrap")!.scrollTop = y;
    }, y);
    await member.waitForTimeout(300);
    const seen = await measurePhoneGrid(member);
    expect(seen.texts).toBeGreaterThan(10);
    expect(seen.farthest, `scrolled to ${y}`).toBeLessThanOrEqual(seen.visible);
    expect(cutInSheets(h, sheet, seen.cut)).toEqual([]);
    await screenshot(member, `${shot}-${i}`);
  }
  await member.close();
}
