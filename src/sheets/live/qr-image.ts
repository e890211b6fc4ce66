/**
 * The live page's QR code over a printed tab (the Swiss Pairings and Match slips tabs): a PNG the
 * script draws itself (src/engine/picture: no web service), placed over the grid at the top right of
 * the tab's columns and marked by its alt text title, so that each placement first takes away the
 * ones before: one image per tab, whatever was pressed or stopped half-way before; none while the
 * page is off.
 *
 * Size: a page address (~90 characters) is a version 5 or 6 symbol at level M (37 or 41 modules),
 * 4 modules of quiet zone on each side, 4 pixels a module: about 200 × 200 pixels, 5 cm on an A4 print
 * at 100 %, readable at arm's length; a few kilobytes, far under Sheets' limits (2 MB, 1024 × 1024).
 */
import { pngOfMatrix } from "../../engine/picture/png";
import { qrMatrix } from "../../engine/picture/qr";

type Sheet = GoogleAppsScript.Spreadsheet.Sheet;

/** The alt text title that marks the script's QR image (never shown: screen readers get the description). */
export const LIVE_QR_TITLE = "arbitre-live-qr";

/** The PNG bytes of the page's QR code, signed as Apps Script's Byte[] is. */
export function liveQrBytes(url: string): number[] {
  return pngOfMatrix(qrMatrix(url), { scale: 4, margin: 4 }).map((b) => (b > 127 ? b - 256 : b));
}

/**
 * Puts the QR code of `url` over `sheet`, anchored in row 1 at `column` (the first column right of
 * what the tab prints), replacing the one placed before; `url` "" takes it away. `description` is
 * the alt text a screen reader says.
 */
export function placeLiveQr(sheet: Sheet | null, url: string, column: number, description: string): void {
  if (!sheet) return;
  const bytes = url === "" ? null : liveQrBytes(url);
  for (const image of sheet.getImages()) if (image.getAltTextTitle() === LIVE_QR_TITLE) image.remove();
  if (bytes === null) return;
  const blob = Utilities.newBlob(bytes, "image/png", "live-page-qr.png");
  sheet.insertImage(blob, column, 1).setAltTextTitle(LIVE_QR_TITLE).setAltTextDescription(description);
}
