/**
 * The live page's visitors can call any top-level function of the script through
 * google.script.run; in such a web-app run no spreadsheet is open (SpreadsheetApp.getActive()
 * answers null). Every sidebar and menu function asks the locale first, and stops there, saying
 * why, before it reads or writes anything.
 */
import { afterEach, describe, expect, it } from "vitest";
import { currentLang } from "../../../src/sheets/locale";

const g = globalThis as Record<string, unknown>;

describe("a function called where no spreadsheet is open", () => {
  afterEach(() => {
    delete g.SpreadsheetApp;
  });

  it("stops at the locale, saying no spreadsheet is open", () => {
    g.SpreadsheetApp = { getActive: () => null };
    expect(() => currentLang()).toThrow("Arbitre: no spreadsheet is open here; nothing to act on.");
  });

  it("speaks the spreadsheet's language when one is open", () => {
    g.SpreadsheetApp = { getActive: () => ({ getSpreadsheetLocale: () => "fr_FR" }) };
    expect(currentLang()).toBe("fr");
  });
});
