/**
 * When the spreadsheet's locale cannot be read (getSpreadsheetLocale fails or answers nothing), a
 * custom function that reads result codes is an error saying so, in both languages (the language
 * is what is unknown), instead of reading them as English: "D" is a loss (défaite) in French and a
 * draw in English. A function that reads no words still answers.
 */
import { describe, expect, it } from "vitest";
import { loadBundle } from "../../tools/standin/index";

describe.each(["throw", "empty"] as const)("getSpreadsheetLocale that cannot be read (%s)", (how) => {
  it('=ELO_DELTA(1500, 1500, "D") is an error naming the locale, in French and English', () => {
    const b = loadBundle("build/Code.js", { locale: "fr_FR" });
    b.standin.seedSheet({ name: "Calc", rows: [[""]] });
    b.standin.book.localeUnreadable = how;
    b.standin.write("Calc!A1", [['=ELO_DELTA(1500, 1500, "D")']]);
    const cell = b.standin.probe("Calc!A1");
    expect(cell.value).toBe("#ERROR!");
    expect(cell.error).toBe(
      "ELO_DELTA\u00a0: les paramètres régionaux du classeur (Fichier ▸ Paramètres) ne peuvent pas être lus\u00a0: " +
        "sans la langue, les codes de résultat (D\u00a0: défaite ou nul\u202f?) ne peuvent pas être compris / " +
        "ELO_DELTA: the spreadsheet's locale (File ▸ Settings) cannot be read: without the language, " +
        "result codes (D: loss or draw?) cannot be understood",
    );
    // the same call once the locale reads again: D is a loss in French
    b.standin.book.localeUnreadable = undefined;
    b.standin.write("Calc!A1", [['=ELO_DELTA(1500, 1500, "D")']]);
    expect(b.standin.probe("Calc!A1").value).toBe(-25);
  });

  it("=ELO_EXPECTED(1500, 1500), which reads no words, still answers", () => {
    const b = loadBundle("build/Code.js", { locale: "fr_FR" });
    b.standin.seedSheet({ name: "Calc", rows: [[""]] });
    b.standin.book.localeUnreadable = how;
    b.standin.write("Calc!A1", [["=ELO_EXPECTED(1500, 1500)"]]);
    expect(b.standin.probe("Calc!A1").value).toBe(0.5);
  });
});
