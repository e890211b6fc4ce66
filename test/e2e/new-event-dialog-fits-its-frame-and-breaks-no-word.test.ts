/**
 * The New event dialog, at the size the add-on asks Sheets for (src/addon/dialogs.ts, 460 × 600):
 * Cancel and Create are in sight without scrolling, the question before a second event too, and no
 * system card cuts a word inside itself (« Conf/rérie », « Taro/t simu/ltané »).
 *
 * Screenshots: test-artifacts/new-event-dialog-fr.png, test-artifacts/new-event-dialog-second-fr.png.
 */
import { join } from "node:path";
import type { Frame } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  ARTIFACTS_DIR,
  chromiumAvailable,
  clickMenuItem,
  type Harness,
  sidebarFrame,
  startHarness,
} from "./harness";
import { dialogFrame, emptyBook, idle } from "./sidebar-helpers";

/** Whether the element's box lies inside the dialog's frame, top to bottom. */
async function inSight(d: Frame, selector: string): Promise<boolean> {
  return d.locator(selector).evaluate((e) => {
    const r = e.getBoundingClientRect();
    return r.height > 0 && r.top >= 0 && r.bottom <= window.innerHeight;
  });
}

/** The words of the system cards that a line break cuts in two (a word drawn on two lines). */
async function cutWords(d: Frame): Promise<string[]> {
  return d.locator("#ne-systems").evaluate((root) => {
    const cut: string[] = [];
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n !== null; n = walker.nextNode()) {
      const text = n.textContent ?? "";
      for (const m of text.matchAll(/\S+/g)) {
        const range = document.createRange();
        range.setStart(n, m.index!);
        range.setEnd(n, m.index! + m[0].length);
        const tops = new Set([...range.getClientRects()].map((r) => Math.round(r.top)));
        if (tops.size > 1) cut.push(m[0]);
      }
    }
    return cut;
  });
}

describe.skipIf(!chromiumAvailable())("the New event dialog in its frame", () => {
  let h: Harness;

  beforeAll(async () => {
    h = await startHarness({ demo: emptyBook("fr_FR", "Club") });
    h.page.setDefaultTimeout(8000);
  });

  afterAll(async () => {
    await h?.close();
  });

  it("shows Cancel and Create in sight and cuts no word of the system cards", async () => {
    await clickMenuItem(h.page, "showSidebar");
    const frame = await sidebarFrame(h.page);
    await idle(frame);
    await frame.locator("#new-event-btn").click();
    const d = await dialogFrame(h.page);
    expect(await inSight(d, "#ne-cancel")).toBe(true);
    expect(await inSight(d, "#ne-create")).toBe(true);
    expect(await cutWords(d)).toEqual([]);
    await h.page
      .locator("#modal .modal-box")
      .screenshot({ path: join(ARTIFACTS_DIR, "new-event-dialog-fr.png") });
    await d.locator("#ne-name").fill("Open de printemps");
    await d.locator("#ne-create").click();
    await d.waitForFunction(() => document.getElementById("ne-done")?.hidden === false, undefined, {
      timeout: 15_000,
    });
    await h.page.waitForSelector("#modal", { state: "hidden", timeout: 15_000 });
  });

  it("asks before a second event with the question and its answers in sight", async () => {
    const frame = await sidebarFrame(h.page);
    await idle(frame);
    await clickMenuItem(h.page, "showNewEventDialog");
    const d = await dialogFrame(h.page);
    await d.locator("#ne-name").fill("Coupe d'hiver");
    await d.locator("#ne-create").click();
    await d.waitForSelector("#ne-confirm:not([hidden])");
    expect(await d.locator("#ne-confirm-question").textContent()).toBe(
      "Ce classeur contient déjà l'événement «\u00a0Open de printemps\u00a0»\u00a0: créer un deuxième événement avec ses propres onglets\u202f? (l'existant n'est pas modifié)",
    );
    expect(await inSight(d, "#ne-confirm-question")).toBe(true);
    expect(await inSight(d, "#ne-confirm-yes")).toBe(true);
    expect(await inSight(d, "#ne-confirm-no")).toBe(true);
    await h.page
      .locator("#modal .modal-box")
      .screenshot({ path: join(ARTIFACTS_DIR, "new-event-dialog-second-fr.png") });
  });
});
