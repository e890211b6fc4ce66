/**
 * Checkbox cells (a `requireCheckbox()` data validation, as the season circuit's Masters tab sets on its
 * « Forfait » and « Top-top » columns) are drawn as Sheets draws them: an empty box for FALSE or nothing, a ticked
 * box for TRUE, centred in the cell, never the words FAUX / VRAI. A click on the box toggles it, Space toggles the
 * selected one, both written as a typed TRUE / FALSE would be; the formula bar shows VRAI / FAUX (fr_FR). A value
 * that is no boolean keeps its text and gets no box; a box showing a formula's result is not toggled.
 *
 * Screenshot: test-artifacts/playground-checkboxes.png.
 */
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  cellText,
  chromiumAvailable,
  type Harness,
  openPlayground,
  screenshot,
  selectSheet,
  startHarness,
} from "./harness";
import { settled } from "./playground-helpers";

const TAB = "Présences";

/** The box drawn in a cell, if any. */
const box = (page: Page, a1: string) => page.locator(`#grid td[data-cell="${a1}"] .checkbox`);

/** Selects a cell by a click beside its box (a click on the box would toggle it); returns the formula bar. */
async function selectBeside(page: Page, a1: string): Promise<string> {
  await page.locator(`#grid td[data-cell="${a1}"]`).click({ position: { x: 6, y: 6 } });
  expect(await page.locator("#cell-ref").textContent()).toBe(a1);
  return page.locator("#formula-input").inputValue();
}

describe.skipIf(!chromiumAvailable())("checkbox cells: a box, ticked by a click or Space", () => {
  let h: Harness;
  const stored = (a1: string): unknown => h.playground.bundle().standin.values(`'${TAB}'!${a1}`)[0]![0];

  beforeAll(async () => {
    h = await startHarness();
    h.page.setDefaultTimeout(8000);
    const b = h.playground.bundle();
    const app = b.services.SpreadsheetApp as GoogleAppsScript.Spreadsheet.SpreadsheetApp;
    const sheet = b.spreadsheet.insertSheet(TAB);
    sheet.getRange(1, 1, 7, 3).setValues([
      ["Joueur", "Présent", "Forfait"],
      ["Alice", false, false],
      ["Bruno", true, false],
      ["Chloé", "", true],
      ["David", "peut-être", false],
      ["Emma", false, false],
      ["Les 3 premiers", "", ""],
    ]);
    sheet.getRange("A1:C1").setFontWeight("bold");
    sheet.getRange("B7").setFormula("=AND(B2,B3,B4)");
    sheet.getRange("B2:C7").setDataValidation(app.newDataValidation().requireCheckbox().build());
    b.counter.reset();
    await openPlayground(h.page, h.url);
    await selectSheet(h.page, TAB);
  });

  afterAll(async () => {
    await h?.close();
  });

  it("shows boxes, not FAUX / VRAI: empty for FALSE or nothing, ticked for TRUE, centred", async () => {
    expect(await h.page.locator("#grid td.checkbox").count()).toBe(11);
    for (const [a1, checked] of [
      ["B2", "false"],
      ["B3", "true"],
      ["B4", "false"],
      ["B6", "false"],
      ["C4", "true"],
      ["C2", "false"],
    ] as const) {
      expect(await box(h.page, a1).getAttribute("aria-checked"), a1).toBe(checked);
      expect(await cellText(h.page, a1), a1).toBe("");
    }
    expect(await box(h.page, "B2").getAttribute("aria-label")).toBe("Case à cocher B2");
    const texts = await h.page.locator("#grid td").allTextContents();
    expect(texts.filter((t) => /^(VRAI|FAUX|TRUE|FALSE)$/.test(t))).toEqual([]);
    // a value that is no boolean: its text, no box
    expect(await box(h.page, "B5").count()).toBe(0);
    expect(await cellText(h.page, "B5")).toBe("peut-être");
    // the box is small and centred in its cell
    const cell = (await h.page.locator('#grid td[data-cell="B3"]').boundingBox())!;
    const b = (await box(h.page, "B3").boundingBox())!;
    expect(b.width).toBeLessThanOrEqual(16);
    expect(Math.abs(b.x + b.width / 2 - (cell.x + cell.width / 2))).toBeLessThan(2);
    expect(Math.abs(b.y + b.height / 2 - (cell.y + cell.height / 2))).toBeLessThan(2);
    // the formula bar shows the value as French Sheets does
    expect(await selectBeside(h.page, "B3")).toBe("VRAI");
    expect(await selectBeside(h.page, "B2")).toBe("FAUX");
    expect(stored("B3")).toBe(true);
    expect(stored("B2")).toBe(false);
  });

  it("a click on a box ticks it: the stand-in holds TRUE, written as a typed edit is", async () => {
    const done = h.page.waitForResponse((r) => new URL(r.url()).pathname === "/api/state");
    await box(h.page, "B2").click();
    await done;
    await settled(h.page);
    expect(await box(h.page, "B2").getAttribute("aria-checked")).toBe("true");
    expect(stored("B2")).toBe(true);
    expect(await h.page.locator("#cell-ref").textContent()).toBe("B2");
    expect(await h.page.locator("#formula-input").inputValue()).toBe("VRAI");
    // the same service calls and journal as typing VRAI into a checkbox cell
    const clicked = h.playground.bundle().counter.counts();
    const log = await h.page.locator("#log li").count();
    h.playground.bundle().counter.reset();
    // selected beside its box: a click on the cell's centre would hit the box and tick it before the typing
    await selectBeside(h.page, "C6");
    const bar = h.page.locator("#formula-input");
    await bar.fill("VRAI");
    const typed = h.page.waitForResponse((r) => new URL(r.url()).pathname === "/api/state");
    await bar.press("Enter");
    await typed;
    await settled(h.page);
    expect(stored("C6")).toBe(true);
    expect(h.playground.bundle().counter.counts()).toEqual(clicked);
    expect(await h.page.locator("#log li").count()).toBe(log);
    expect(await box(h.page, "C6").getAttribute("aria-checked")).toBe("true");
  });

  it("Space unticks the selected box, and ticks it again", async () => {
    await selectBeside(h.page, "B2");
    let done = h.page.waitForResponse((r) => new URL(r.url()).pathname === "/api/state");
    await h.page.keyboard.press("Space");
    await done;
    await settled(h.page);
    expect(stored("B2")).toBe(false);
    expect(await box(h.page, "B2").getAttribute("aria-checked")).toBe("false");
    expect(await h.page.locator("#formula-input").inputValue()).toBe("FAUX");
    // the selection stays on the box, as in Sheets
    expect(await h.page.locator("#cell-ref").textContent()).toBe("B2");
    done = h.page.waitForResponse((r) => new URL(r.url()).pathname === "/api/state");
    await h.page.keyboard.press("Space");
    await done;
    await settled(h.page);
    expect(stored("B2")).toBe(true);
  });

  it("an empty checkbox cell is ticked by a click; a formula's box follows and is not toggled", async () => {
    expect(await box(h.page, "B7").getAttribute("aria-checked")).toBe("false");
    const done = h.page.waitForResponse((r) => new URL(r.url()).pathname === "/api/state");
    await box(h.page, "B4").click();
    await done;
    await settled(h.page);
    expect(stored("B4")).toBe(true);
    // ↓↓ then Space ticks B6 (B5, « peut-être », is passed over by the arrows as any cell)
    await h.page.keyboard.press("ArrowDown");
    await h.page.keyboard.press("ArrowDown");
    expect(await h.page.locator("#cell-ref").textContent()).toBe("B6");
    const ticked = h.page.waitForResponse((r) => new URL(r.url()).pathname === "/api/state");
    await h.page.keyboard.press("Space");
    await ticked;
    await settled(h.page);
    expect(stored("B6")).toBe(true);
    // the formula's box: a click selects it, nothing written
    await box(h.page, "B7").click();
    expect(await h.page.locator("#cell-ref").textContent()).toBe("B7");
    expect(await box(h.page, "B7").getAttribute("aria-checked")).toBe("true");
    expect(await h.page.locator("#formula-input").inputValue()).toBe("=AND(B2;B3;B4)");
    expect(h.playground.bundle().standin.probe(`'${TAB}'!B7`).formula).toBe("=AND(B2,B3,B4)");
  });

  it("a cell without a box still takes typing: Space on « peut-être » starts an edit", async () => {
    await h.page.locator('#grid td[data-cell="B5"]').click();
    await h.page.keyboard.press("Space");
    expect(await h.page.evaluate(() => document.activeElement?.id)).toBe("formula-input");
    await h.page.keyboard.press("Escape");
    expect(stored("B5")).toBe("peut-être");
    await h.page.locator('#grid td[data-cell="A1"]').click();
    await screenshot(h.page, "playground-checkboxes");
    expect(h.consoleMessages.filter((m) => m.startsWith("pageerror"))).toEqual([]);
  });
});
