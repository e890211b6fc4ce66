/**
 * The QR code of a text, shared by the sidebar (drawn as SVG: src/ui/qr.ts) and the server (drawn as
 * PNG over the Pairings tab: png.ts). No web service: the symbol comes from the `uqr` library (MIT;
 * each bundle that holds it carries its licence notice, scripts/build.mjs `licenceNotices`; its
 * encoder is Project Nayuki's).
 *
 * `qrMatrix` is pure: byte mode (the text's UTF-8 bytes, no ECI header: phone readers take such bytes
 * as UTF-8), error correction level M unless asked otherwise and never raised, the smallest version
 * (1–40) that holds the text, the mask with the lowest penalty of the eight. It returns the symbol's
 * modules, `true` = dark, rows first, without the quiet zone: the drawer adds it. A text too long
 * for version 40 throws an Error saying so. Tested in
 * test/unit/ui/qr-code-encodes-what-a-phone-reads.test.ts.
 */
import { encode } from "uqr";

export type QrEcLevel = "L" | "M" | "Q" | "H";

export interface QrOptions {
  /** Error correction: L ≈ 7 %, M ≈ 15 % (the default), Q ≈ 25 %, H ≈ 30 % of the symbol. */
  ecLevel?: QrEcLevel;
}

/**
 * The UTF-8 bytes of a text (a lone surrogate becomes U+FFFD), written out by hand: Apps Script has
 * no TextEncoder.
 */
export function utf8(text: string): number[] {
  const out: number[] = [];
  for (let i = 0; i < text.length; i++) {
    let cp = text.charCodeAt(i);
    if (cp >= 0xd800 && cp <= 0xdbff) {
      const next = i + 1 < text.length ? text.charCodeAt(i + 1) : 0;
      if (next >= 0xdc00 && next <= 0xdfff) {
        cp = 0x10000 + ((cp - 0xd800) << 10) + (next - 0xdc00);
        i++;
      } else cp = 0xfffd;
    } else if (cp >= 0xdc00 && cp <= 0xdfff) cp = 0xfffd;
    if (cp < 0x80) out.push(cp);
    else if (cp < 0x800) out.push(0xc0 | (cp >> 6), 0x80 | (cp & 63));
    else if (cp < 0x10000) out.push(0xe0 | (cp >> 12), 0x80 | ((cp >> 6) & 63), 0x80 | (cp & 63));
    else out.push(0xf0 | (cp >> 18), 0x80 | ((cp >> 12) & 63), 0x80 | ((cp >> 6) & 63), 0x80 | (cp & 63));
  }
  return out;
}

/**
 * The QR code of `text` (byte mode, UTF-8), `true` = dark, rows first, the quiet zone left out:
 * level M unless `options.ecLevel` says otherwise, the smallest version that holds the text.
 * Throws an Error when the text does not fit in version 40 at that level.
 */
export function qrMatrix(text: string, options: QrOptions = {}): boolean[][] {
  const ecLevel = options.ecLevel ?? "M";
  const bytes = utf8(text);
  try {
    // bytes, not the text: uqr would take a text of digits or capitals in another mode
    return encode(bytes, { ecc: ecLevel, boostEcc: false, border: 0 }).data;
  } catch (err) {
    if (!(err instanceof RangeError)) throw err;
    throw new Error(`QR code: the text is too long (${bytes.length} bytes in UTF-8) for level ${ecLevel}`);
  }
}
