/**
 * Backgrounds and font weights read back as Sheets gives them: a cell never given a background reads
 * "#ffffff" and a weight "normal"; a colour reads in lower case, as CSS hex ("#E8EAED" and "white"
 * written read "#e8eaed" and "#ffffff"); null resets either, one cell or a grid's.
 */
import { describe, expect, it } from "vitest";
import { createStandin } from "../index";

describe("backgrounds and font weights", () => {
  it("read back as Sheets gives them", () => {
    const s = createStandin();
    const sheet = s.spreadsheet.getSheets()[0]!;
    const range = sheet.getRange(1, 1, 1, 3);
    expect(range.getBackgrounds()).toEqual([["#ffffff", "#ffffff", "#ffffff"]]);
    expect(range.getFontWeights()).toEqual([["normal", "normal", "normal"]]);
    range.setBackgrounds([["#E8EAED", "white", "#F1F3F4"]]);
    range.setFontWeights([["bold", null, "bold"]]);
    expect(range.getBackgrounds()).toEqual([["#e8eaed", "#ffffff", "#f1f3f4"]]);
    expect(range.getFontWeights()).toEqual([["bold", "normal", "bold"]]);
    range.setBackgrounds([[null, "#E8EAED", null]] as unknown as string[][]);
    expect(range.getBackgrounds()).toEqual([["#ffffff", "#e8eaed", "#ffffff"]]);
    range.setBackground(null);
    range.setFontWeight(null);
    expect(range.getBackgrounds()).toEqual([["#ffffff", "#ffffff", "#ffffff"]]);
    expect(range.getFontWeights()).toEqual([["normal", "normal", "normal"]]);
  });
});
