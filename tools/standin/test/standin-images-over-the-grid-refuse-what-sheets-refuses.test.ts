/**
 * The stand-in's images over the grid (tools/standin/images.ts, REFERENCE.md): Sheet.insertImage places a
 * PNG blob at a cell with its offsets, getImages finds it again with its alt text, OverGridImage.remove
 * takes it away; a blob over 2 MB, a content type Sheets does not take, bytes that are not the PNG they
 * say, a picture over 1024 × 1024 pixels, a cell outside the sheet and a URL are refused, nothing placed.
 */
import { describe, expect, it } from "vitest";
import { pngOfMatrix } from "../../../src/engine/picture/png";
import { createStandin } from "../index";

type Globals = {
  SpreadsheetApp: GoogleAppsScript.Spreadsheet.SpreadsheetApp;
  Utilities: GoogleAppsScript.Utilities.Utilities;
};

function setup() {
  const s = createStandin();
  const { SpreadsheetApp, Utilities } = s.globals as Globals;
  const sheet = SpreadsheetApp.getActive().getSheets()[0] as GoogleAppsScript.Spreadsheet.Sheet;
  return { s, sheet, Utilities, name: sheet.getName() };
}

const png = (side: number, scale = 1) =>
  pngOfMatrix(
    Array.from({ length: side }, (_, r) => Array.from({ length: side }, (_, c) => (r + c) % 2 === 0)),
    { scale, margin: 0 },
  );

describe("images over the grid in the stand-in", () => {
  it("an inserted PNG is found again by its alt text, at its cell and offsets, and is gone once removed", () => {
    const { s, sheet, Utilities, name } = setup();
    const image = sheet.insertImage(Utilities.newBlob(png(21, 4), "image/png", "qr.png"), 5, 2, 3, 4);
    image.setAltTextTitle("arbitre-live-qr");
    const [found] = sheet.getImages();
    expect(found?.getAltTextTitle()).toBe("arbitre-live-qr");
    expect(found?.getAnchorCell().getA1Notation()).toBe("E2");
    expect([found?.getAnchorCellXOffset(), found?.getAnchorCellYOffset()]).toEqual([3, 4]);
    expect([found?.getInherentWidth(), found?.getInherentHeight()]).toEqual([84, 84]);
    expect(s.images(name)).toHaveLength(1);
    expect(s.images(name)[0]?.bytes.equals(Buffer.from(png(21, 4)))).toBe(true);
    found?.remove();
    expect(sheet.getImages()).toEqual([]);
    expect(() => image.getAltTextTitle()).toThrow(/removed/);
  });

  it("refuses what Sheets refuses, and places nothing then", () => {
    const { s, sheet, Utilities, name } = setup();
    const good = png(21);
    expect(() => sheet.insertImage(Utilities.newBlob(good, "image/svg+xml", "qr.svg"), 1, 1)).toThrow(
      /bad URL/,
    );
    expect(() => sheet.insertImage(Utilities.newBlob([1, 2, 3, 4], "image/png", "x.png"), 1, 1)).toThrow(
      /invalid image data/,
    );
    expect(() => sheet.insertImage(Utilities.newBlob(png(1025), "image/png", "big.png"), 1, 1)).toThrow(
      /invalid image data/,
    );
    const huge = [...good, ...new Array<number>(2 * 1024 * 1024).fill(0)];
    expect(() => sheet.insertImage(Utilities.newBlob(huge, "image/png", "huge.png"), 1, 1)).toThrow(/2MB/);
    expect(() => sheet.insertImage(Utilities.newBlob(good, "image/png", "qr.png"), 0, 1)).toThrow(/invalid/);
    expect(() => sheet.insertImage(Utilities.newBlob(good, "image/png", "qr.png"), 1, 1001)).toThrow(
      /invalid/,
    );
    expect(() => sheet.insertImage("https://example.com/qr.png", 1, 1)).toThrow(/URL/);
    expect(s.images(name)).toEqual([]);
    sheet.insertImage(Utilities.newBlob(png(1024), "image/png", "edge.png"), 1, 1);
    expect(s.images(name)).toHaveLength(1);
  });
});
