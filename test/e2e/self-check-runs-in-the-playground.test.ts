/**
 * Arbitre ▸ Vérifier l'installation in the playground (Debian chromium, the real build, the French demo
 * league): the menu item opens the dialog at the size the script asked for; with the form box ticked,
 * « Lancer la vérification » shows the table — every step ✓ with its time in ms and its detail in
 * French — the note with the test form's link, and the results as text to copy. The demo's tabs are
 * as before (the scratch tabs and the responses tab are gone); the form is in the Forms panel,
 * unpublished.
 *
 * Screenshot: test-artifacts/self-check-table.png (the dialog).
 */
import { join } from "node:path";
import type { Frame } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ARTIFACTS_DIR, chromiumAvailable, clickMenuItem, type Harness, startHarness } from "./harness";
import { settled } from "./playground-helpers";
import { text } from "./sidebar-helpers";

describe.skipIf(!chromiumAvailable())("Check the installation, in the playground", () => {
  let h: Harness;
  let tabsBefore: string[];

  const tabs = () => h.playground.bundle().standin.book.sheets.map((s) => s.name);

  beforeAll(async () => {
    h = await startHarness();
    tabsBefore = tabs();
  });

  afterAll(async () => {
    await h?.close();
  });

  async function dialog(): Promise<Frame> {
    await h.page.waitForSelector("#modal:not([hidden]) #modal-frame[src]");
    const frame = await (await h.page.$("#modal-frame"))?.contentFrame();
    if (!frame) throw new Error("dialog frame not found");
    await frame.waitForSelector("#self-check:not([hidden])");
    await frame.waitForSelector("#loading", { state: "hidden" });
    return frame;
  }

  it("the menu item opens the dialog in French, at the size the script asked for", async () => {
    await clickMenuItem(h.page, "showSelfCheckDialog");
    const d = await dialog();
    expect(await h.page.locator("#modal-title").textContent()).toBe("Vérifier l'installation");
    expect(await text(d, "#sc-run")).toBe("Lancer la vérification");
    expect(await text(d, "#self-check label.check span")).toMatch(/^Tester aussi un formulaire Google/);
    const box = await h.page.locator("#modal .modal-box").boundingBox();
    expect(box?.width).toBe(760);
  });

  it("runs every step, each ✓ with its time and detail, then the form's note and the text to copy", async () => {
    const d = await dialog();
    await d.locator("#sc-form").check();
    await d.locator("#sc-run").click();
    await d.waitForSelector("#sc-table:not([hidden])");
    const rows = await d
      .locator("#sc-rows tr")
      .evaluateAll((trs) =>
        trs.map((tr) => Array.from(tr.querySelectorAll("td")).map((td) => td.textContent ?? "")),
      );
    expect(rows.map((r) => r[0])).toEqual([
      "Onglets de vérification",
      "Valeurs, formats et formats de nombre",
      "Validation\u00a0: formule personnalisée et INDIRECT vers un autre onglet",
      "Mise en forme conditionnelle",
      "Graphique",
      "Propriété du document (près de 9 Ko)",
      "Verrou du document",
      "Page en direct",
      "Formulaire Google\u00a0: créer, publier, lier, répondre, relire",
      "Nettoyage",
    ]);
    for (const r of rows) {
      expect(r[1], r[0]).toBe("✓ réussi");
      expect(r[2], r[0]).toMatch(/^\d+ ms$/);
      expect(r[3], r[0]).not.toMatch(/selfcheck\.|ui\./);
    }
    expect(await text(d, "#sc-summary")).toMatch(/^Tout fonctionne\u00a0: 10 étapes réussies en \d+ ms\.$/);
    expect(await text(d, "#sc-notes li")).toMatch(
      /^Le formulaire de test reste dans votre Drive, dépublié et délié de ce classeur\u00a0: https:\/\/docs\.google\.com\/forms\/d\/\S+\/edit — supprimez-le depuis Google Drive\.$/,
    );
    const copied = await d.locator("#sc-text").inputValue();
    expect(copied.split("\n")[0]).toMatch(
      /^Arbitre .* — vérification de l'installation — .* — paramètres régionaux fr_FR$/,
    );
    expect(copied).toContain("✓ Nettoyage — ");
    await h.page
      .locator("#modal .modal-box")
      .screenshot({ path: join(ARTIFACTS_DIR, "self-check-table.png") });
  });

  it("leaves the demo's tabs as they were; the form is in the Forms panel, unpublished", async () => {
    await settled(h.page);
    expect(tabs()).toEqual(tabsBefore);
    const forms = h.playground.bundle().standin.forms();
    expect(forms.map((f) => [f.title, f.published, f.destination])).toEqual([
      ["Arbitre — formulaire de vérification (à supprimer)", false, null],
    ]);
  });
});
