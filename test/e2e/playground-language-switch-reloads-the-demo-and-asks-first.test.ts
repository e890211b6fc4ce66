/**
 * The playground's language switch, in chromium: fr_FR ↔ en_US reloads the demo league in that language (tabs,
 * headers, result codes), the Arbitre menu and the sidebar follow, the add-on reads the new locale with
 * getSpreadsheetLocale, and the page's own words change. A switch asks first only once the spreadsheet has been
 * changed; cancelling keeps everything.
 *
 * Screenshots: test-artifacts/playground-en.png, playground-fr.png, playground-lang-confirm.png.
 */
import type { Frame } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  cellInput,
  cellText,
  chromiumAvailable,
  clickMenuItem,
  type Harness,
  screenshot,
  sidebarFrame,
  startHarness,
} from "./harness";
import { answerConfirmation, confirmation, menuCaptions, typeIn, waitForLocale } from "./playground-helpers";

const FRENCH_TABS = ["Joueurs", "Résultats", "Elo", "Variations", "Classement", "Masters"];
const ENGLISH_TABS = ["Players", "Results", "Elo", "Changes", "Standings", "Masters"];

/** The locale the add-on reads (getSpreadsheetLocale), asked through the sidebar's google.script.run. */
async function addonLocale(frame: Frame): Promise<string> {
  return frame.evaluate(
    () =>
      new Promise<string>((resolve, reject) => {
        const run = (
          window as unknown as { google: { script: { run: Record<string, (...a: unknown[]) => unknown> } } }
        ).google.script.run;
        const ok = (run.withSuccessHandler as (f: (v: { locale: string }) => void) => typeof run)((v) =>
          resolve(v.locale),
        );
        const withFailure = (ok.withFailureHandler as (f: (e: Error) => void) => typeof run)(reject);
        (withFailure.arbitrePing as () => void)();
      }),
  );
}

/** Opens the Arbitre menu, so that a screenshot shows its items. */
async function showArbitreMenu(h: Harness): Promise<void> {
  await h.page.locator('#menubar button[data-menu="Arbitre"]').click();
  await h.page.waitForSelector('#menubar .menu.open [data-menu-item="showSidebar"]');
}

async function sidebarHeading(frame: Frame): Promise<string> {
  await frame.waitForSelector("#no-event:not([hidden])");
  return ((await frame.locator("#no-event h2").textContent()) ?? "").trim();
}

describe.skipIf(!chromiumAvailable())("playground language switch (fr_FR ↔ en_US)", () => {
  let h: Harness;

  beforeAll(async () => {
    h = await startHarness();
    h.page.setDefaultTimeout(8000);
  });

  afterAll(async () => {
    await h?.close();
  });

  it("starts in French: demo, Arbitre menu, sidebar and page words", async () => {
    expect(await h.page.locator("#tabs button").allTextContents()).toEqual(FRENCH_TABS);
    expect(await menuCaptions(h.page)).toEqual([
      "Ouvrir",
      "Nouvel événement",
      "Formulaire de résultats",
      "Vérifier l'installation",
    ]);
    expect(await h.page.locator("#reset").textContent()).toBe("Réinitialiser");
    expect(await h.page.locator("html").getAttribute("lang")).toBe("fr");
    expect(await h.page.locator("#locale").textContent()).toBe("fr_FR · Europe/Paris");
    expect(await h.page.locator('#lang-switch button[aria-pressed="true"]').textContent()).toBe("Français");
    expect(await cellText(h.page, "B1", "Résultats")).toBe("Joueur A");
    expect(await cellText(h.page, "D2")).toBe("V");
    await clickMenuItem(h.page, "showSidebar");
    const frame = await sidebarFrame(h.page);
    expect(await sidebarHeading(frame)).toBe("Aucun événement");
    expect(await addonLocale(frame)).toBe("fr_FR");
  });

  it("English reloads the demo in en_US; the menu, the sidebar and the page follow", async () => {
    // an untouched demo switches at once
    await h.page.locator('#lang-switch button[data-locale="en_US"]').click();
    await waitForLocale(h.page, "en_US", "Players");
    expect(await h.page.locator("#confirm[open]").count()).toBe(0);
    expect(h.playground.locale()).toBe("en_US");
    expect(await h.page.locator("#tabs button").allTextContents()).toEqual(ENGLISH_TABS);
    expect(await h.page.locator("#doc-title").textContent()).toBe("Demo league — Spring Open");
    expect(await menuCaptions(h.page)).toEqual([
      "Open",
      "New event",
      "Result form",
      "Check the installation",
    ]);
    expect(await h.page.locator("#reset").textContent()).toBe("Reset");
    expect(await h.page.locator("html").getAttribute("lang")).toBe("en");
    expect(await h.page.locator("#locale").textContent()).toBe("en_US · Europe/Paris");
    expect((await h.page.locator("#counter-panel .fold").textContent())?.trim()).toBe("Service calls");
    expect(await h.page.locator("#log li").last().textContent()).toBe("Demo spreadsheet loaded (en_US)");
    // the same league, in English: codes W/D/L, decimal point, formulas with commas
    expect(await cellText(h.page, "A1", "Players")).toBe("Name");
    expect(await cellText(h.page, "D2", "Results")).toBe("W");
    expect(await cellText(h.page, "D4")).toBe("D"); // a draw in an English spreadsheet
    expect(await cellText(h.page, "E2", "Elo")).toBe("2.5");
    expect(await cellText(h.page, "B10")).toBe("13135");
    expect(await cellText(h.page, "D3")).toBe("50"); // =ELO_K(8)
    expect(await cellInput(h.page, "F2")).toBe("=ROUND(AVERAGE(B2:B9),0)");
    expect(await cellText(h.page, "B2", "Standings")).toBe("Alice Martin"); // =STANDINGS(…) spilled
    expect(await cellText(h.page, "C2", "Masters")).toMatch(/^\d+$/); // =MASTERS_POINTS(A2,4)
    // the sidebar shown before the switch belonged to the French spreadsheet: it is gone
    expect(await h.page.locator("#sidebar-panel").isHidden()).toBe(true);
    await clickMenuItem(h.page, "showSidebar");
    const frame = await sidebarFrame(h.page);
    expect(await sidebarHeading(frame)).toBe("No event yet");
    expect(await addonLocale(frame)).toBe("en_US");
    await h.page.waitForSelector('#counter tr[data-key="Spreadsheet.getSpreadsheetLocale"]');
    await showArbitreMenu(h);
    await screenshot(h.page, "playground-en");
    await h.page.locator("#doc-title").click(); // closes the menu
  });

  it("once the spreadsheet changed, switching asks first; cancelling keeps the English spreadsheet", async () => {
    await typeIn(h.page, "A10", "Zoé Blanc", "Players");
    await h.page.locator('#lang-switch button[data-locale="fr_FR"]').click();
    const asked = await confirmation(h.page);
    expect(asked).toEqual({
      title: "Switch the spreadsheet to French?",
      text: "The demo spreadsheet is reloaded in French (fr_FR): your edits, the events you created and the log are erased.",
      cancel: "Cancel",
      ok: "Switch to French",
    });
    await answerConfirmation(h.page, "cancel");
    expect(h.playground.locale()).toBe("en_US");
    expect(await h.page.locator('#lang-switch button[aria-pressed="true"]').textContent()).toBe("English");
    expect(await cellText(h.page, "A10", "Players")).toBe("Zoé Blanc");
  });

  it("back to French: the French demo and menus return, the English edits are gone", async () => {
    await typeIn(h.page, "B10", "Les Fous du Roi", "Players");
    await h.page.locator('#lang-switch button[data-locale="fr_FR"]').click();
    await confirmation(h.page);
    await screenshot(h.page, "playground-lang-confirm");
    await answerConfirmation(h.page, "ok");
    await waitForLocale(h.page, "fr_FR", "Joueurs");
    expect(h.playground.locale()).toBe("fr_FR");
    expect(await h.page.locator("#tabs button").allTextContents()).toEqual(FRENCH_TABS);
    expect(await menuCaptions(h.page)).toEqual([
      "Ouvrir",
      "Nouvel événement",
      "Formulaire de résultats",
      "Vérifier l'installation",
    ]);
    expect(await h.page.locator("#reset").textContent()).toBe("Réinitialiser");
    expect(await h.page.locator("#doc-title").textContent()).toBe(
      "Ligue de démonstration — Open de printemps",
    );
    expect(await cellText(h.page, "A10", "Joueurs")).toBe("");
    expect(await cellText(h.page, "E2", "Elo")).toBe("2,5");
    expect(await cellInput(h.page, "F2")).toBe("=ROUND(AVERAGE(B2:B9);0)");
    await clickMenuItem(h.page, "showSidebar");
    const frame = await sidebarFrame(h.page);
    expect(await sidebarHeading(frame)).toBe("Aucun événement");
    expect(await addonLocale(frame)).toBe("fr_FR");
    await h.page.waitForSelector('#counter tr[data-key="Spreadsheet.getSpreadsheetLocale"]');
    await showArbitreMenu(h);
    await screenshot(h.page, "playground-fr");
    await h.page.locator("#doc-title").click(); // closes the menu
    expect(h.consoleMessages.filter((m) => m.startsWith("pageerror") || m.startsWith("error"))).toEqual([]);
  });
});
