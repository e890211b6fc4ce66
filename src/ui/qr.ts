/**
 * QR codes drawn by the sidebar itself (the result form's link, printed at the venue), with no web
 * service: the symbol comes from src/engine/picture/qr.ts (over the `uqr` library, MIT, bundled with
 * its licence notice; the server draws the same matrix as PNG), the drawing is ours.
 *
 * `qrMatrix` is pure: byte mode (the text's UTF-8 bytes, no ECI header: phone readers take such bytes
 * as UTF-8), error correction level M unless asked otherwise and never raised, the smallest version
 * (1–40) that holds the text, the mask with the lowest penalty of the eight. It returns the symbol's
 * modules, `true` = dark, rows first, without the quiet zone: the drawer adds it. A text too long
 * for version 40 throws an Error saying so.
 *
 * The drawer draws the dark modules as one SVG path, black on white, `shape-rendering="crispEdges"`,
 * the quiet zone (4 modules unless told) included, and says `label` to screen readers. The sidebar
 * builds its DOM with the DOM API, never from HTML strings (dom.ts), so it uses `qrSvgElement`;
 * `qrSvg` gives the same picture as text (a print window, a file, a test).
 *
 * In the sidebar, once the server sends the form's address (`url` and the words from i18n):
 *
 *   const code = qrSvgElement(qrMatrix(url), { size: 240, label: tr(lang, "…") });
 *   fill(byId("form-qr"), code);
 *
 * 240 CSS pixels is about 6 cm printed at 100 %, large enough for a phone at arm's length; a
 * Forms address (~100 characters) is a version 6 symbol at level M (41 modules + 8 of quiet zone),
 * so each module is about 5 pixels. Tested in test/unit/ui/qr-code-encodes-what-a-phone-reads.test.ts.
 */
export { type QrEcLevel, type QrOptions, qrMatrix, utf8 } from "../engine/picture/qr";

// ---------------------------------------------------------------------------------------------------
// The drawer.

export interface QrDrawOptions {
  /** Width and height in CSS pixels. */
  size: number;
  /** The quiet zone, in modules (4 unless told: the standard's minimum). */
  margin?: number;
  /** What screen readers say (`aria-label`). */
  label: string;
}

/** The picture's parts: viewBox side in modules, and the path of the dark modules (one run per subpath). */
export function qrPath(matrix: readonly (readonly boolean[])[], margin = 4): { side: number; d: string } {
  const parts: string[] = [];
  matrix.forEach((row, r) => {
    let c = 0;
    while (c < row.length) {
      if (!row[c]) {
        c++;
        continue;
      }
      const start = c;
      while (c < row.length && row[c]) c++;
      parts.push(`M${start + margin} ${r + margin}h${c - start}v1h${start - c}z`);
    }
  });
  return { side: matrix.length + 2 * margin, d: parts.join("") };
}

function attributes(matrix: readonly (readonly boolean[])[], options: QrDrawOptions) {
  const margin = options.margin ?? 4;
  if (!Number.isInteger(margin) || margin < 0)
    throw new Error(`QR code: margin ${margin} is not a whole number`);
  const { side, d } = qrPath(matrix, margin);
  const svg: Array<[string, string]> = [
    ["xmlns", SVG_NS],
    ["width", String(options.size)],
    ["height", String(options.size)],
    ["viewBox", `0 0 ${side} ${side}`],
    ["shape-rendering", "crispEdges"],
    ["role", "img"],
    ["aria-label", options.label],
  ];
  const rect: Array<[string, string]> = [
    ["width", String(side)],
    ["height", String(side)],
    ["fill", "#fff"],
  ];
  const path: Array<[string, string]> = [
    ["d", d],
    ["fill", "#000"],
  ];
  return { svg, rect, path };
}

const SVG_NS = "http://www.w3.org/2000/svg";

function escapeAttribute(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

/** The QR code as SVG text: white background, the dark modules as one black path. */
export function qrSvg(matrix: readonly (readonly boolean[])[], options: QrDrawOptions): string {
  const { svg, rect, path } = attributes(matrix, options);
  const attrs = (list: Array<[string, string]>) =>
    list.map(([k, v]) => ` ${k}="${escapeAttribute(v)}"`).join("");
  return `<svg${attrs(svg)}><rect${attrs(rect)}/><path${attrs(path)}/></svg>`;
}

/** The same picture as an <svg> element (the sidebar's way: built with the DOM API, no HTML text). */
export function qrSvgElement(matrix: readonly (readonly boolean[])[], options: QrDrawOptions): SVGSVGElement {
  const { svg, rect, path } = attributes(matrix, options);
  const make = <K extends keyof SVGElementTagNameMap>(tag: K, list: Array<[string, string]>) => {
    const el = document.createElementNS(SVG_NS, tag);
    for (const [k, v] of list) if (k !== "xmlns") el.setAttribute(k, v);
    return el;
  };
  const el = make("svg", svg);
  el.appendChild(make("rect", rect));
  el.appendChild(make("path", path));
  return el;
}
