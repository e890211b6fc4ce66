/**
 * The sidebar's question before an action (e.g. Undo: « Annuler quand même ? ») is answered by two
 * buttons whose words cannot be misread: not "Annuler" / "Cancel", which is also the Undo verb.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { t } from "../../../src/i18n/index";

describe("the confirmation's buttons", () => {
  it("say yes and no, in French and in English, and the sidebar uses them", () => {
    expect([t("fr", "ui.confirm.yes"), t("fr", "ui.confirm.no")]).toEqual([
      "Oui, continuer",
      "Non, ne rien faire",
    ]);
    expect([t("en", "ui.confirm.yes"), t("en", "ui.confirm.no")]).toEqual([
      "Yes, go ahead",
      "No, do nothing",
    ]);
    for (const lang of ["fr", "en"] as const)
      for (const key of ["ui.confirm.yes", "ui.confirm.no"] as const)
        expect(t(lang, key)).not.toMatch(/annul|cancel|undo|confirm/i);
    const html = readFileSync("src/ui/sidebar.html", "utf8");
    expect(html).toContain('id="confirm-yes" type="button" class="primary" data-i18n="ui.confirm.yes"');
    expect(html).toContain('id="confirm-no" type="button" data-i18n="ui.confirm.no"');
  });
});
