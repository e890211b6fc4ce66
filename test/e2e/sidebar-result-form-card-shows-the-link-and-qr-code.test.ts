/**
 * The result form's block of a Swiss event's sidebar, in Debian chromium on the real
 * build/Sidebar.html, google.script.run stubbed (sidebar-stub.ts) with answers the real bundle gave
 * in the stand-in: a La Confrérie event of 9 players at round 1, before and after
 * arbitreResultForm. The button, then the link and the QR code drawn by the page (an <svg
 * role="img"> with its path); the screenshot goes to test-artifacts/sidebar-result-form.png.
 */
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import type { ActionResult, EventState, SwissState } from "../../src/contract/views";
import { newEvent } from "../integration/event/helpers";
import { ARTIFACTS_DIR, chromiumAvailable } from "./harness";
import { calls, idle, openPage, useChromium, visibleText } from "./sidebar-stub";

/** The state of a Swiss event, as the bundle answers it. */
function swiss(state: EventState): SwissState {
  if (state.kind !== "swiss") throw new Error(`a Swiss event's state was expected, not ${state.kind}`);
  return state;
}

/** Round 1 of a 9-player Confrérie event, then the form created: both answers from the bundle. */
function answers(): { before: EventState; created: ActionResult } {
  const ev = newEvent({ system: "confrerie", players: 9, name: "Confrérie de Rodez" });
  const before = ev.call("arbitreGenerateRound", { eventId: "e1", expectedRound: 1 }).state as EventState;
  const created = ev.call("arbitreResultForm", { eventId: "e1" }) as ActionResult;
  if (!created.ok) throw new Error(created.error);
  return { before, created };
}

describe.skipIf(!chromiumAvailable())("the result form in a Swiss event's sidebar (stubbed server)", () => {
  const chromium = useChromium();

  it("the button creates the form; then its link and its QR code, with the hint to print it", async () => {
    const { before, created } = answers();
    const url = swiss(created.state).form!.url;
    const page = await openPage(
      chromium(),
      { arbitreGetState: [before, created.state], arbitreResultForm: [created] },
      "sidebar",
    );
    await page.waitForSelector("#form-card:not([hidden])");
    await idle(page);
    expect(await visibleText(page, "#form-title")).toBe("Formulaire de résultats");
    expect(await visibleText(page, "#form-intro")).toMatch(/^Les joueurs envoient leur résultat/);
    expect(await visibleText(page, "#btn-resultForm")).toBe("Créer le formulaire de résultats");
    expect(await page.locator("#btn-resultForm").isEnabled()).toBe(true);
    expect(await page.locator("#form-shown").isVisible()).toBe(false);
    expect(await page.locator("#form-qr svg").count()).toBe(0);

    await page.locator("#btn-resultForm").click();
    await page.waitForSelector("#form-shown:not([hidden])");
    await idle(page);
    expect((await calls(page)).filter(([fn]) => fn === "arbitreResultForm")).toEqual([
      ["arbitreResultForm", [{ eventId: "e1" }]],
    ]);
    expect(await visibleText(page, "#notice")).toMatch(/^Formulaire de résultats créé/);
    // the button and its intro give way to the link and the QR code
    expect(await page.locator("#btn-resultForm").isVisible()).toBe(false);
    expect(await page.locator("#form-intro").isVisible()).toBe(false);
    const link = page.locator("#form-link");
    expect(await link.textContent()).toBe("Ouvrir le formulaire");
    expect(await link.getAttribute("href")).toBe(url);
    expect(await link.getAttribute("target")).toBe("_blank");
    expect(await visibleText(page, "#form-url")).toBe(url);
    const qr = page.locator('#form-qr svg[role="img"]');
    expect(await qr.count()).toBe(1);
    expect(await qr.getAttribute("aria-label")).toBe("QR code du formulaire de résultats");
    expect(await qr.getAttribute("width")).toBe("200");
    expect(await page.locator("#form-qr svg path").count()).toBe(1);
    expect(((await page.locator("#form-qr svg path").getAttribute("d")) ?? "").length).toBeGreaterThan(100);
    expect(await visibleText(page, "#form-shown .hint")).toMatch(/^Imprimer le QR code/);
    const box = await qr.boundingBox();
    expect(box && Math.round(box.width)).toBe(200);

    // the screenshot: the block at the sidebar's width
    await page.setViewportSize({ width: 300, height: 900 });
    mkdirSync(ARTIFACTS_DIR, { recursive: true });
    await page.locator("#form-card").screenshot({ path: join(ARTIFACTS_DIR, "sidebar-result-form.png") });
    await page.close();
  });

  it("a deleted form: the warning at the top, the button offers a new form", async () => {
    const { created } = answers();
    const gone: SwissState = {
      ...swiss(created.state),
      form: null,
      messages: [
        {
          level: "warning",
          text: "Le formulaire de résultats n'existe plus (supprimé\u202f?)\u00a0: les joueurs ne peuvent plus envoyer leurs résultats. Créez-en un nouveau ci-dessous (Formulaire de résultats).",
        },
      ],
      actions: {
        ...created.state.actions,
        resultForm: { enabled: true, reason: "", label: "Créer un nouveau formulaire" },
      },
    };
    const page = await openPage(chromium(), { arbitreGetState: [gone] }, "sidebar");
    await page.waitForSelector("#form-card:not([hidden])");
    await idle(page);
    expect(await page.locator("#messages li.warning").count()).toBe(1);
    expect(await visibleText(page, "#btn-resultForm")).toBe("Créer un nouveau formulaire");
    expect(await page.locator("#form-shown").isVisible()).toBe(false);
    await page.close();
  });
});
