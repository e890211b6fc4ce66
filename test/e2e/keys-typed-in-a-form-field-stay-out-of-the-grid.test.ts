/**
 * The Forms panel's fields take the keys typed in them: a digit, Backspace, Delete, Enter or an arrow typed in
 * "Votre score" (the phone's answer) must not reach the grid behind it, where a digit would start editing the
 * selected cell and Backspace would clear it.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { chromiumAvailable, type Harness, openPlayground, selectSheet, startHarness } from "./harness";

describe.skipIf(!chromiumAvailable())("keys typed in a Forms panel field", () => {
  let h: Harness;
  let tab = "";

  beforeAll(async () => {
    h = await startHarness();
    h.page.setDefaultTimeout(8000);
    // a published result form linked to the spreadsheet, as the add-on makes one: a text question "Votre score"
    const s = h.playground.bundle().standin;
    s.runtime.silently(() => {
      const formApp = s.globals.FormApp as GoogleAppsScript.Forms.FormApp;
      const form = formApp.create("Rapport de résultat");
      // Form.setPublished is newer than @types/google-apps-script
      (form as unknown as { setPublished(on: boolean): void }).setPublished(true);
      form.addTextItem().setTitle("Votre score").setRequired(true);
      form.setDestination(formApp.DestinationType.SPREADSHEET, s.book.id);
    });
    tab = s.forms()[0]!.destination!.sheet!;
    s.write(`'${tab}'!A2`, [["01/12/2026 10:00:00", "3"]]);
    await openPlayground(h.page, h.url);
  });

  afterAll(async () => {
    await h?.close();
  });

  it("a digit, Backspace, Delete, Enter and arrows in « Votre score » leave the responses tab as it was", async () => {
    await selectSheet(h.page, tab);
    const before = h.playground.bundle().standin.values(`'${tab}'!A1:C3`);
    await h.page.locator('#grid td[data-cell="B2"]').click();
    const field = h.page.locator('#forms input[data-question="Votre score"]');
    await field.click();
    for (const key of ["7", "Backspace", "7", "Delete", "ArrowLeft", "ArrowDown", "Enter"])
      await h.page.keyboard.press(key);
    await h.page.waitForTimeout(300); // a commit, had the grid taken a key, would have been sent by now
    expect(await field.inputValue()).toBe("7");
    expect(await h.page.locator("#formula-input").evaluate((e) => document.activeElement === e)).toBe(false);
    expect(h.playground.bundle().standin.values(`'${tab}'!A1:C3`)).toEqual(before);
    expect(await h.page.locator('#grid td[data-cell="B2"]').textContent()).toBe("3");
    expect(await h.page.locator("#grid td.sel").getAttribute("data-cell")).toBe("B2");
  });
});
