/**
 * Formulas in a French spreadsheet, as French Google Sheets takes and shows them: `;` between arguments, a
 * decimal comma, `{1\2;3\4}` arrays. The playground stores them the Apps Script way (commas, as setFormula and
 * getFormulas speak) and translates at the page only; strings and quoted sheet names are left alone.
 *
 *   1. The translation itself (playground/page/formula-syntax.ts), without a browser.
 *   2. In chromium: `=ELO_DELTA(2000;1900;1)` typed in fr_FR computes 18 and is shown back with `;`.
 *
 * Screenshot: test-artifacts/playground-fr-formula.png.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formulaSyntax, toEnglishFormula, toLocaleFormula } from "../../playground/page/formula-syntax";
import { cellInput, cellText, chromiumAvailable, type Harness, screenshot, startHarness } from "./harness";
import { typeIn } from "./playground-helpers";

describe("formula syntax of the spreadsheet locale", () => {
  const pairs: [french: string, english: string][] = [
    ["=ELO_DELTA(2000;1900;1)", "=ELO_DELTA(2000,1900,1)"],
    ["=ELO_EXPECTED(2000; 1900)", "=ELO_EXPECTED(2000, 1900)"],
    ["=0,5*SUM(A1:A3;2,25;,5)", "=0.5*SUM(A1:A3,2.25,.5)"],
    ['=STANDINGS(Résultats!A2:F60; "dust")', '=STANDINGS(Résultats!A2:F60, "dust")'],
    ['=CONCATENATE("a;b";"1,5";"say ""x;y""")', '=CONCATENATE("a;b","1,5","say ""x;y""")'],
    ["=SUM('Feuille; 1,5'!A1;'l''Open'!B2)", "=SUM('Feuille; 1,5'!A1,'l''Open'!B2)"],
    ["=SUM({1\\2;3\\4};{0,5\\1})", "=SUM({1,2;3,4},{0.5,1})"],
    [
      "=IF(A1>1E3;VLOOKUP($A2;Joueurs!$A$2:$D$9;3;FALSE);-1,5E-2)",
      "=IF(A1>1E3,VLOOKUP($A2,Joueurs!$A$2:$D$9,3,FALSE),-1.5E-2)",
    ],
    ["=SUM(1:3;B2)", "=SUM(1:3,B2)"],
  ];

  it("translates French input to the Apps Script syntax, and back for display", () => {
    for (const [french, english] of pairs) {
      expect(toEnglishFormula(french, "fr_FR"), french).toBe(english);
      expect(toLocaleFormula(english, "fr_FR"), english).toBe(french);
    }
  });

  it("leaves English spreadsheets and non-formulas alone", () => {
    for (const [, english] of pairs) {
      expect(toEnglishFormula(english, "en_US")).toBe(english);
      expect(toLocaleFormula(english, "en_US")).toBe(english);
    }
    expect(toEnglishFormula("2,5", "fr_FR")).toBe("2,5"); // a typed number: the spreadsheet reads it
    expect(toEnglishFormula("a;b,c", "fr_FR")).toBe("a;b,c");
    expect(toLocaleFormula("=", "fr_FR")).toBe("=");
  });

  it("takes English-style commas in a French spreadsheet when they cannot be decimals", () => {
    // "2000, 1900": the comma is followed by a space, so it is no decimal comma: kept as a separator
    expect(toEnglishFormula("=ELO_EXPECTED(2000, 1900)", "fr_FR")).toBe("=ELO_EXPECTED(2000, 1900)");
    // "2000,1900" is the number 2000.19 in French, as in Sheets
    expect(toEnglishFormula("=ELO_EXPECTED(2000,1900)", "fr_FR")).toBe("=ELO_EXPECTED(2000.1900)");
  });

  it("knows which locales use the decimal comma", () => {
    expect(formulaSyntax("fr_FR").argument).toBe(";");
    expect(formulaSyntax("fr").decimal).toBe(",");
    expect(formulaSyntax("en_US").argument).toBe(",");
    expect(formulaSyntax("en_GB").decimal).toBe(".");
  });
});

describe.skipIf(!chromiumAvailable())("a `;` formula typed in the fr_FR playground", () => {
  let h: Harness;

  beforeAll(async () => {
    h = await startHarness();
    h.page.setDefaultTimeout(8000);
  });

  afterAll(async () => {
    await h?.close();
  });

  it("=ELO_DELTA(2000;1900;1) computes 18 and is shown back with ;", async () => {
    await typeIn(h.page, "H2", "=ELO_DELTA(2000;1900;1)", "Elo");
    expect(await cellText(h.page, "H2")).toBe("18"); // 50 × (1 − 0.638)
    expect(await cellInput(h.page, "H2")).toBe("=ELO_DELTA(2000;1900;1)");
    // what the script sees (Range.getFormula) is the Apps Script syntax
    const api = h.playground.bundle().spreadsheet;
    const formula = h.playground
      .bundle()
      .standin.runtime.silently(() => api.getSheetByName("Elo")!.getRange("H2").getFormula());
    expect(formula).toBe("=ELO_DELTA(2000,1900,1)");
  });

  it("decimal commas in formulas and in the results", async () => {
    await typeIn(h.page, "H3", "=ELO_EXPECTED(2000;1900)");
    expect(await cellText(h.page, "H3")).toMatch(/^0,638/);
    await typeIn(h.page, "H4", "=0,5*ELO_K(3)");
    expect(await cellText(h.page, "H4")).toBe("25");
    expect(await cellInput(h.page, "H4")).toBe("=0,5*ELO_K(3)");
    await typeIn(h.page, "H5", "=ELO_DELTA(B2;B3;0,5;ELO_K(C2))"); // 1850 against 1720, a draw, K = 40
    expect(await cellText(h.page, "H5")).toBe("-7");
    await typeIn(h.page, "H6", '=CONCATENATE("a;b";" ";"1,5")');
    expect(await cellText(h.page, "H6")).toBe("a;b 1,5");
  });

  it("the demo's own formulas show with ; and decimal commas", async () => {
    expect(await cellInput(h.page, "F2")).toBe("=ROUND(AVERAGE(B2:B9);0)");
    const points = await cellInput(h.page, "E2");
    expect(points).toContain("COUNTIFS('Résultats'!$B$2:$B$13;$A2;'Résultats'!$D$2:$D$13;\"V\")");
    expect(points).toContain("+0,5*(");
    expect(points.replace("0,5", "")).not.toContain(","); // the only comma left is a decimal one
    expect(await cellInput(h.page, "A1", "Classement")).toBe("=STANDINGS('Résultats'!B2:E13;\"chess\")");
  });

  it("a formula that does not parse says so in French, not with the parser's message", async () => {
    await typeIn(h.page, "H7", "=ELO_DELTA(2000;1900", "Elo");
    expect(await cellText(h.page, "H7")).toBe("#ERROR!");
    expect(await h.page.locator('#grid td[data-cell="H7"]').getAttribute("title")).toBe(
      "Erreur d'analyse de la formule\u00a0: vérifiez les parenthèses et les séparateurs (point-virgule entre les arguments, virgule décimale).",
    );
    await h.page.locator('#grid td[data-cell="H2"]').click();
    await screenshot(h.page, "playground-fr-formula");
    expect(h.consoleMessages.filter((m) => m.startsWith("pageerror"))).toEqual([]);
  });
});
