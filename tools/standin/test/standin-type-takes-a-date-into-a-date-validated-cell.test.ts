/**
 * A person typing a date into a cell whose rule asks for a valid date (`requireDate`, rejecting invalid
 * input): Sheets takes « 10/03/2025 » (and a date-time), and refuses text that is not a date. The stand-in's
 * `type()` checks the date the cell now holds, not an empty value.
 */
import { describe, expect, it } from "vitest";
import { createStandin, installGlobals } from "../index";

describe("Standin.type into a date-validated cell", () => {
  it("takes a date and a date-time typed as a person types them, refuses a word, keeps the cell then", () => {
    const s = createStandin({
      locale: "fr_FR",
      sheets: [
        {
          name: "Tournois",
          rows: [
            ["Date", "Club"],
            ["", "Lyon"],
          ],
        },
      ],
    });
    const restore = installGlobals(s);
    try {
      const sheet = s.spreadsheet.getSheetByName("Tournois")!;
      sheet
        .getRange("A2:A10")
        .setDataValidation(SpreadsheetApp.newDataValidation().requireDate().setAllowInvalid(false).build());
      expect(s.type("Tournois!A2", "10/03/2025")).toEqual({ ok: true });
      expect(s.probe("Tournois!A2").display).toBe("10/03/2025");
      const typed = s.probe("Tournois!A2").value as Date;
      expect(typed).toBeInstanceOf(Date);
      expect(s.type("Tournois!A3", "24/01/2016 14:30")).toEqual({ ok: true });
      expect(s.probe("Tournois!A3").value).toBeInstanceOf(Date);
      expect(s.type("Tournois!A2", "mardi")).toEqual({ ok: false, message: "Input must be a valid date" });
      expect(s.probe("Tournois!A2").display).toBe("10/03/2025");
      expect(s.type("Tournois!A2", "")).toEqual({ ok: true });
    } finally {
      restore();
    }
  });
});
