/**
 * "Réinitialiser" wipes the spreadsheet, the events and the log: the playground asks first. Cancelling (button or
 * Escape) keeps everything and sends nothing to the server; confirming reloads the demo.
 *
 * Screenshot: test-artifacts/playground-reset-confirm.png.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cellText, chromiumAvailable, type Harness, screenshot, startHarness } from "./harness";
import { answerConfirmation, confirmation, typeIn } from "./playground-helpers";

describe.skipIf(!chromiumAvailable())("reset asks for confirmation (fr_FR)", () => {
  let h: Harness;
  const resets: string[] = [];

  beforeAll(async () => {
    h = await startHarness();
    h.page.setDefaultTimeout(8000);
    h.page.on("request", (r) => {
      if (r.url().endsWith("/api/reset")) resets.push(r.method());
    });
  });

  afterAll(async () => {
    await h?.close();
  });

  it("asks before wiping, in French, with Annuler focused", async () => {
    await typeIn(h.page, "C2", "1900", "Joueurs");
    expect(await cellText(h.page, "B2", "Elo")).toBe("1900");
    await h.page.locator("#reset").click();
    expect(await confirmation(h.page)).toEqual({
      title: "Réinitialiser le terrain d'essai\u202f?",
      text: "Le module et le classeur de démonstration sont rechargés\u00a0: vos saisies, les événements créés et le journal sont effacés.",
      cancel: "Annuler",
      ok: "Réinitialiser",
    });
    expect(await h.page.evaluate(() => document.activeElement?.id)).toBe("confirm-cancel");
    await screenshot(h.page, "playground-reset-confirm");
  });

  it("Annuler keeps the data", async () => {
    const bundle = h.playground.bundle();
    await answerConfirmation(h.page, "cancel");
    expect(resets).toEqual([]);
    expect(h.playground.bundle()).toBe(bundle);
    expect(await cellText(h.page, "B2", "Elo")).toBe("1900");
    expect(await cellText(h.page, "C2", "Joueurs")).toBe("1900");
  });

  it("Escape keeps the data too", async () => {
    await h.page.locator("#reset").click();
    await confirmation(h.page);
    await answerConfirmation(h.page, "escape");
    expect(resets).toEqual([]);
    expect(await cellText(h.page, "C2", "Joueurs")).toBe("1900");
  });

  it("confirming reloads the demo spreadsheet", async () => {
    await h.page.locator("#reset").click();
    await confirmation(h.page);
    const reloaded = h.page.waitForResponse((r) => new URL(r.url()).pathname === "/api/state");
    await answerConfirmation(h.page, "ok");
    await reloaded;
    expect(resets).toEqual(["POST"]);
    await h.page.waitForFunction(
      () => document.querySelector('#grid td[data-cell="C2"]')?.textContent === "1850",
      undefined,
      { timeout: 15_000 },
    );
    expect(await cellText(h.page, "B2", "Elo")).toBe("1850");
    expect(await h.page.locator("#log li").allTextContents()).toEqual([
      "Classeur de démonstration chargé (fr_FR)",
    ]);
    expect(h.playground.locale()).toBe("fr_FR");
  });
});
