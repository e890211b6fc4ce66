/**
 * A tournament's date pasted from another spreadsheet often carries its time (« 24/01/2016 14:30:00 »): the
 * Tournaments tab's date column, as New event makes it, shows it whole instead of « 24/01/2016 14:… ».
 */
import { describe, expect, it } from "vitest";
import { fitWidth } from "../../../src/sheets/gateway/look";
import { circuit2025 } from "./year-2025";

describe("the Tournaments tab's date column", () => {
  it("is as wide as a date-time in French and in English", () => {
    for (const [locale, text] of [
      ["fr_FR", "24/01/2016 14:30:00"],
      ["en_US", "1/24/2016 14:30:00"],
    ] as const) {
      const c = circuit2025(3, locale);
      const sheet = c.b.standin.spreadsheet.getSheetByName(c.tabs.tournaments!)!;
      expect(sheet.getColumnWidth(3)).toBeGreaterThanOrEqual(fitWidth([text], 0));
    }
  });
});
