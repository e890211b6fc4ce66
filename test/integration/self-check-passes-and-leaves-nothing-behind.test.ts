/**
 * Arbitre ▸ Vérifier l'installation / Check the installation, through build/Code.js in the stand-in:
 * the menu item opens the dialog; arbitreSelfCheck runs every step in scratch tabs and every step
 * passes, timed, in the spreadsheet's language; the user's tabs, their content, their properties and
 * the active tab are as before, and no scratch tab, property or form responses tab is left; the form
 * step (asked for) makes a form, publishes it, submits and reads back, then leaves it unlinked and
 * unpublished, with its link in the notes. A step that fails (setDataValidation refused once) is shown
 * failed with Apps Script's reason, the others still run, and the scratch tabs are still removed.
 */
import { afterEach, describe, expect, it } from "vitest";
import type { SelfCheckReport } from "../../src/contract/index";
import { StandinFormResponse } from "../../tools/standin/forms";
import { type LoadedBundle, loadBundle } from "../../tools/standin/index";
import { ScriptException } from "../../tools/standin/runtime";
import { StandinRange } from "../../tools/standin/spreadsheet";

const USER_TABS = [
  { name: "Joueurs", rows: [["Nom"], ["Anne"], ["007"]], numberFormats: { A3: "@" } },
  { name: "Arbitre — vérification", rows: [["un onglet de l'utilisateur au même nom"]] },
];

function load(locale = "fr_FR"): LoadedBundle {
  return loadBundle("build/Code.js", {
    locale,
    sheets: USER_TABS,
    documentProperties: { "arbitre.events": '{"v":1}', autre: "x" },
  });
}

/** What the user has: tab names in order, every cell of theirs, their properties. */
function userState(b: LoadedBundle): unknown {
  const s = b.standin;
  return {
    tabs: s.book.sheets.map((m) => m.name),
    cells: USER_TABS.map((t) => s.values(`'${t.name}'!A1:C5`)),
    formats: s.probe("Joueurs!A3").numberFormat,
    props: [...s.properties.document.data],
    active: s.book.activeSheet?.name ?? s.book.sheets[0]?.name,
  };
}

const run = (b: LoadedBundle, form = false) => b.call("arbitreSelfCheck", { form }) as SelfCheckReport;

describe("Check the installation, in the stand-in", () => {
  const restore: (() => void)[] = [];
  afterEach(() => {
    for (const r of restore.splice(0)) r();
  });

  it("is a menu item, in French and in English, opening its dialog", () => {
    const fr = load("fr_FR");
    fr.trigger("onOpen", { authMode: "LIMITED" });
    expect(fr.standin.ui.menuItems()).toContainEqual({
      path: "Arbitre > Vérifier l'installation",
      functionName: "showSelfCheckDialog",
    });
    fr.call("showSelfCheckDialog");
    const shown = fr.standin.ui.shown.at(-1)!;
    expect(shown).toMatchObject({ kind: "modal", title: "Vérifier l'installation" });
    expect(shown.content).toContain('window.ARBITRE_VIEW = "self-check"');
    const en = load("en_US");
    en.trigger("onOpen", { authMode: "LIMITED" });
    expect(en.standin.ui.menuItems().map((i) => i.path)).toContain("Arbitre > Check the installation");
  });

  it("passes every step, timed, in French, and leaves the user's tabs and properties as they were", () => {
    const b = load();
    const before = userState(b);
    const report = run(b);
    expect(report.steps.map((s) => [s.id, s.ok, s.detail])).toEqual([
      [
        "tabs",
        true,
        expect.stringMatching(
          /^créés\u00a0: «\u00a0Arbitre — vérification 2\u00a0» et «\u00a0Arbitre — vérification, liste\u00a0»$/,
        ),
      ],
      ["values", true, expect.stringMatching(/^6 cellules relues telles qu'écrites/)],
      ["validation", true, expect.stringContaining("CUSTOM_FORMULA =COUNTIF(INDIRECT(")],
      ["conditional", true, expect.any(String)],
      ["chart", true, expect.any(String)],
      ["properties", true, expect.stringMatching(/^9152 octets/)],
      ["lock", true, expect.any(String)],
      [
        "page",
        true,
        expect.stringMatching(
          /^page rendue par le script \(\d+ Ko\), cache du script écrit, relu et vidé\u202f; application web\u00a0: pas encore déployée/,
        ),
      ],
      [
        "cleanup",
        true,
        expect.stringContaining(
          "«\u00a0Arbitre — vérification 2\u00a0», «\u00a0Arbitre — vérification, liste\u00a0»",
        ),
      ],
    ]);
    expect(report.ok).toBe(true);
    expect(report.lang).toBe("fr");
    expect(report.steps[1]!.label).toBe("Valeurs, formats et formats de nombre");
    for (const s of report.steps) expect(s.ms).toBeGreaterThanOrEqual(0);
    expect(report.notes).toEqual([expect.stringMatching(/^Formulaire Google non testé/)]);
    expect(report.text.split("\n")[0]).toMatch(
      /^Arbitre \d+\.\d+\.\d+ — vérification de l'installation — .* — paramètres régionaux fr_FR$/,
    );
    expect(report.text).toContain("✓ Verrou du document — ");
    expect(userState(b)).toEqual(before);
    expect(b.standin.locks.document.holder).toBeNull();
    expect(b.standin.forms()).toEqual([]);
  });

  it("in English, with the form: made, published, answered and read back, then unlinked and unpublished", () => {
    const b = load("en_US");
    const before = userState(b);
    const report = run(b, true);
    const form = report.steps.find((s) => s.id === "form")!;
    expect(form).toMatchObject({ ok: true, label: "Google Form: create, publish, link, respond, read back" });
    expect(form.detail).toMatch(
      /read back from the form and from the tab "Form Responses 1"; the test form: /,
    );
    expect(report.ok).toBe(true);
    const forms = b.standin.forms();
    expect(forms).toHaveLength(1);
    expect(forms[0]).toMatchObject({
      title: "Arbitre — check form (to delete)",
      published: false,
      acceptingResponses: false,
      destination: null,
      responses: 1,
    });
    expect(report.notes).toEqual([
      `The test form stays in your Drive, unpublished and unlinked from this spreadsheet: ${forms[0]!.editUrl} — delete it from Google Drive.`,
    ]);
    expect(userState(b)).toEqual(before);
  });

  it("shows a failing step failed with its reason; the others run and the scratch tabs are removed", () => {
    const b = load();
    const before = userState(b);
    const original = StandinRange.prototype.setDataValidation;
    let refusals = 1;
    StandinRange.prototype.setDataValidation = function (this: StandinRange, rule) {
      if (refusals-- > 0)
        throw new ScriptException("Service Spreadsheets timed out while accessing document.");
      return original.call(this, rule);
    };
    restore.push(() => {
      StandinRange.prototype.setDataValidation = original;
    });
    const report = run(b);
    expect(report.ok).toBe(false);
    expect(report.steps.map((s) => [s.id, s.ok])).toEqual([
      ["tabs", true],
      ["values", true],
      ["validation", false],
      ["conditional", true],
      ["chart", true],
      ["properties", true],
      ["lock", true],
      ["page", true],
      ["cleanup", true],
    ]);
    expect(report.steps[2]!.detail).toBe(
      "erreur\u00a0: Service Spreadsheets timed out while accessing document.",
    );
    expect(report.text).toContain(
      "✗ Validation\u00a0: formule personnalisée et INDIRECT vers un autre onglet — ",
    );
    expect(userState(b)).toEqual(before);
  });

  it("a value read back with another type fails its step, naming the cell and both types", () => {
    const b = load("en_US");
    const original = StandinRange.prototype.getValues;
    StandinRange.prototype.getValues = function (this: StandinRange) {
      const rows = original.call(this);
      // Sheets turning the text "007" into the number 7 (what a missing "@" format would do)
      return rows.map((r) => r.map((v) => (v === "007" ? 7 : v)));
    };
    restore.push(() => {
      StandinRange.prototype.getValues = original;
    });
    const report = run(b);
    const values = report.steps.find((s) => s.id === "values")!;
    expect(values).toMatchObject({ ok: false, detail: 'D1, value: wrote text "007", read number 7' });
    expect(report.steps.find((s) => s.id === "cleanup")!.ok).toBe(true);
  });

  it("a form step that fails still deletes the responses tab, unlinks and unpublishes the form, and gives its link", () => {
    const b = load();
    const before = userState(b);
    const original = StandinFormResponse.prototype.submit;
    StandinFormResponse.prototype.submit = () => {
      throw new ScriptException("Failed to submit the response.");
    };
    restore.push(() => {
      StandinFormResponse.prototype.submit = original;
    });
    const report = run(b, true);
    expect(report.steps.find((s) => s.id === "form")).toMatchObject({
      ok: false,
      detail: "erreur\u00a0: Failed to submit the response.",
    });
    const cleanup = report.steps.find((s) => s.id === "cleanup")!;
    expect(cleanup.ok).toBe(true);
    expect(cleanup.detail).toContain("«\u00a0Réponses au formulaire 1\u00a0»");
    const forms = b.standin.forms();
    expect(forms.map((f) => [f.published, f.destination, f.responses])).toEqual([[false, null, 0]]);
    expect(report.notes).toEqual([expect.stringContaining(forms[0]!.editUrl)]);
    expect(userState(b)).toEqual(before);
  });
});
