/**
 * QR codes drawn by the sidebar itself (issue 13: the result form's link, printed at the venue), with
 * no web service: an encoder written from ISO/IEC 18004 and an SVG drawer.
 *
 * The encoder (`qrMatrix`) is pure: byte mode (the text's UTF-8 bytes, no ECI header: phone readers
 * take such bytes as UTF-8), error correction level M unless asked otherwise, the smallest version
 * (1–40) that holds the text, Reed–Solomon over GF(256), the blocks interleaved, the mask with the
 * lowest penalty of the eight. It returns the symbol's modules, `true` = dark, rows first, without
 * the quiet zone: the drawer adds it. A text too long for version 40 throws an Error saying so.
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
 * so each module is about 5 pixels. Unit-tested in test/unit/ui/qr-code-encodes-what-a-phone-reads.test.ts.
 */

export type QrEcLevel = "L" | "M" | "Q" | "H";

export interface QrOptions {
  /** Error correction: L ≈ 7 %, M ≈ 15 % (the default), Q ≈ 25 %, H ≈ 30 % of the symbol. */
  ecLevel?: QrEcLevel;
}

export const QR_MAX_VERSION = 40;

// ---------------------------------------------------------------------------------------------------
// Tables of ISO/IEC 18004 (Table 9): per version 1–40 (index 0 unused), the error correction codewords
// of each block and the number of blocks, for each level. The total codewords of a version follow
// from its function patterns (counted in `layout`).

const EC_PER_BLOCK: Record<QrEcLevel, number[]> = {
  L: [
    0, 7, 10, 15, 20, 26, 18, 20, 24, 30, 18, 20, 24, 26, 30, 22, 24, 28, 30, 28, 28, 28, 28, 30, 30, 26, 28,
    30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30,
  ],
  M: [
    0, 10, 16, 26, 18, 24, 16, 18, 22, 22, 26, 30, 22, 22, 24, 24, 28, 28, 26, 26, 26, 26, 28, 28, 28, 28, 28,
    28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28,
  ],
  Q: [
    0, 13, 22, 18, 26, 18, 24, 18, 22, 20, 24, 28, 26, 24, 20, 30, 24, 28, 28, 26, 30, 28, 30, 30, 30, 30, 28,
    30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30,
  ],
  H: [
    0, 17, 28, 22, 16, 22, 28, 26, 26, 24, 28, 24, 28, 22, 24, 24, 30, 28, 28, 26, 28, 30, 24, 30, 30, 30, 30,
    30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30,
  ],
};

const BLOCKS: Record<QrEcLevel, number[]> = {
  L: [
    0, 1, 1, 1, 1, 1, 2, 2, 2, 2, 4, 4, 4, 4, 4, 6, 6, 6, 6, 7, 8, 8, 9, 9, 10, 12, 12, 12, 13, 14, 15, 16,
    17, 18, 19, 19, 20, 21, 22, 24, 25,
  ],
  M: [
    0, 1, 1, 1, 2, 2, 4, 4, 4, 5, 5, 5, 8, 9, 9, 10, 10, 11, 13, 14, 16, 17, 17, 18, 20, 21, 23, 25, 26, 28,
    29, 31, 33, 35, 37, 38, 40, 43, 45, 47, 49,
  ],
  Q: [
    0, 1, 1, 2, 2, 4, 4, 6, 6, 8, 8, 8, 10, 12, 16, 12, 17, 16, 18, 21, 20, 23, 23, 25, 27, 29, 34, 34, 35,
    38, 40, 43, 45, 48, 51, 53, 56, 59, 62, 65, 68,
  ],
  H: [
    0, 1, 1, 2, 4, 4, 4, 5, 6, 8, 8, 11, 11, 16, 16, 18, 16, 19, 21, 25, 25, 25, 34, 30, 32, 35, 37, 40, 42,
    45, 48, 51, 54, 57, 60, 63, 66, 70, 74, 77, 81,
  ],
};

/** The two bits of each level in the format information (Table 12). */
const EC_BITS: Record<QrEcLevel, number> = { L: 1, M: 0, Q: 3, H: 2 };

// ---------------------------------------------------------------------------------------------------
// Arithmetic in GF(256) modulo x⁸ + x⁴ + x³ + x² + 1 (0x11D), α = 2.

const EXP = new Uint8Array(512);
const LOG = new Uint8Array(256);
{
  let x = 1;
  for (let i = 0; i < 255; i++) {
    EXP[i] = x;
    LOG[x] = i;
    x <<= 1;
    if (x & 0x100) x ^= 0x11d;
  }
  for (let i = 255; i < 512; i++) EXP[i] = EXP[i - 255]!;
}

function gfMul(a: number, b: number): number {
  return a === 0 || b === 0 ? 0 : EXP[LOG[a]! + LOG[b]!]!;
}

/** The generator polynomial (x − α⁰)(x − α¹)…(x − α^(n−1)), highest power first, its leading 1 left out. */
function generator(n: number): number[] {
  let poly = [1];
  for (let i = 0; i < n; i++) {
    const next = new Array<number>(poly.length + 1).fill(0);
    for (let j = 0; j < poly.length; j++) {
      next[j] ^= poly[j]!;
      next[j + 1] ^= gfMul(poly[j]!, EXP[i]!);
    }
    poly = next;
  }
  return poly.slice(1);
}

const generators = new Map<number, number[]>();

/** The `n` error correction codewords of `data`: the remainder of data·xⁿ divided by the generator. */
export function reedSolomon(data: readonly number[], n: number): number[] {
  let gen = generators.get(n);
  if (gen === undefined) {
    gen = generator(n);
    generators.set(n, gen);
  }
  const rem = new Array<number>(n).fill(0);
  for (const byte of data) {
    const factor = byte ^ rem.shift()!;
    rem.push(0);
    if (factor !== 0) for (let i = 0; i < n; i++) rem[i] ^= gfMul(gen[i]!, factor);
  }
  return rem;
}

// ---------------------------------------------------------------------------------------------------
// BCH codes of the format (15, 5) and version (18, 6) information.

/** `value` followed by the remainder of value·x^(degree of poly) divided by `poly`. */
function bch(value: number, poly: number): number {
  const degree = 31 - Math.clz32(poly);
  let rem = value << degree;
  for (let bit = 31 - Math.clz32(rem); bit >= degree; bit--) {
    if (rem & (1 << bit)) rem ^= poly << (bit - degree);
  }
  return (value << degree) | rem;
}

/** The 15 format bits (level and mask, BCH, XOR 101010000010010), bit 14 first. */
export function formatBits(ecLevel: QrEcLevel, mask: number): number {
  return bch((EC_BITS[ecLevel] << 3) | mask, 0x537) ^ 0x5412;
}

/** The 18 version bits of versions 7–40 (version, BCH), bit 17 first. */
export function versionBits(version: number): number {
  return bch(version, 0x1f25);
}

// ---------------------------------------------------------------------------------------------------
// The symbol's layout: function patterns, and the order in which the codewords' bits fill the rest.

/** Centres (rows and columns alike) of the alignment patterns of a version (Annex E). */
export function alignmentCentres(version: number): number[] {
  if (version === 1) return [];
  const size = version * 4 + 17;
  const count = Math.floor(version / 7) + 2;
  // from the last (size − 7) back to 6, evenly spaced by an even step; version 32 is the exception
  const step = version === 32 ? 26 : Math.ceil((size - 13) / (2 * count - 2)) * 2;
  const centres = [6];
  for (let i = count - 2; i >= 0; i--) centres.push(size - 7 - i * step);
  return centres;
}

interface Layout {
  size: number;
  /** Modules of the function patterns, dark or light (format and version areas light, to be written). */
  base: boolean[][];
  /** Which modules are function patterns (or reserved for format and version information). */
  reserved: boolean[][];
  /** The data modules [row, column] in the order of the codewords' bits (§7.7.3). */
  path: Array<[number, number]>;
  /** Data and error correction codewords the version holds: floor(data modules / 8). */
  codewords: number;
}

const layouts = new Map<number, Layout>();

function layout(version: number): Layout {
  const known = layouts.get(version);
  if (known !== undefined) return known;
  const size = version * 4 + 17;
  const base = grid(size, false);
  const reserved = grid(size, false);
  const put = (r: number, c: number, dark: boolean) => {
    if (r < 0 || c < 0 || r >= size || c >= size) return;
    base[r]![c] = dark;
    reserved[r]![c] = true;
  };

  // finder patterns and their separators: rings at Chebyshev distance 0–1 dark, 2 light, 3 dark, 4 light
  for (const [fr, fc] of [
    [3, 3],
    [3, size - 4],
    [size - 4, 3],
  ] as const) {
    for (let dr = -4; dr <= 4; dr++) {
      for (let dc = -4; dc <= 4; dc++) {
        const d = Math.max(Math.abs(dr), Math.abs(dc));
        put(fr + dr, fc + dc, d !== 2 && d !== 4);
      }
    }
  }
  // timing patterns
  for (let i = 8; i < size - 8; i++) {
    put(6, i, i % 2 === 0);
    put(i, 6, i % 2 === 0);
  }
  // alignment patterns, except the three that would overlap the finders
  const centres = alignmentCentres(version);
  const last = centres.length - 1;
  centres.forEach((r, i) => {
    centres.forEach((c, j) => {
      if ((i === 0 && j === 0) || (i === 0 && j === last) || (i === last && j === 0)) return;
      for (let dr = -2; dr <= 2; dr++) {
        for (let dc = -2; dc <= 2; dc++) put(r + dr, c + dc, Math.max(Math.abs(dr), Math.abs(dc)) !== 1);
      }
    });
  });
  // format information areas (written later) and the dark module
  for (let i = 0; i < 9; i++) {
    if (!reserved[8]![i]) put(8, i, false);
    if (!reserved[i]![8]) put(i, 8, false);
  }
  for (let i = 0; i < 8; i++) {
    put(8, size - 1 - i, false);
    put(size - 1 - i, 8, false);
  }
  put(size - 8, 8, true);
  // version information areas
  if (version >= 7) {
    for (let i = 0; i < 18; i++) {
      put(size - 11 + (i % 3), Math.floor(i / 3), false);
      put(Math.floor(i / 3), size - 11 + (i % 3), false);
    }
  }

  // the data path: two-module columns from the right, upwards then downwards, the timing column skipped
  const path: Array<[number, number]> = [];
  let upwards = true;
  for (let right = size - 1; right > 0; right -= 2) {
    if (right === 6) right = 5;
    for (let k = 0; k < size; k++) {
      const r = upwards ? size - 1 - k : k;
      for (const c of [right, right - 1]) if (!reserved[r]![c]) path.push([r, c]);
    }
    upwards = !upwards;
  }
  const result: Layout = { size, base, reserved, path, codewords: Math.floor(path.length / 8) };
  layouts.set(version, result);
  return result;
}

function grid(size: number, value: boolean): boolean[][] {
  return Array.from({ length: size }, () => new Array<boolean>(size).fill(value));
}

// ---------------------------------------------------------------------------------------------------
// Data: UTF-8 bytes in byte mode, padded, split into blocks, error correction added, interleaved.

/** The UTF-8 bytes of a text (a lone surrogate becomes U+FFFD, as TextEncoder does). */
export function utf8(text: string): number[] {
  const bytes: number[] = [];
  for (let i = 0; i < text.length; i++) {
    let cp = text.charCodeAt(i);
    if (cp >= 0xd800 && cp <= 0xdfff) {
      const low = i + 1 < text.length ? text.charCodeAt(i + 1) : 0;
      if (cp <= 0xdbff && low >= 0xdc00 && low <= 0xdfff) {
        cp = 0x10000 + ((cp - 0xd800) << 10) + (low - 0xdc00);
        i++;
      } else cp = 0xfffd;
    }
    if (cp < 0x80) bytes.push(cp);
    else if (cp < 0x800) bytes.push(0xc0 | (cp >> 6), 0x80 | (cp & 63));
    else if (cp < 0x10000) bytes.push(0xe0 | (cp >> 12), 0x80 | ((cp >> 6) & 63), 0x80 | (cp & 63));
    else bytes.push(0xf0 | (cp >> 18), 0x80 | ((cp >> 12) & 63), 0x80 | ((cp >> 6) & 63), 0x80 | (cp & 63));
  }
  return bytes;
}

/** Data codewords a version holds at a level. */
export function dataCodewords(version: number, ecLevel: QrEcLevel): number {
  return layout(version).codewords - EC_PER_BLOCK[ecLevel][version]! * BLOCKS[ecLevel][version]!;
}

/** The most bytes byte mode holds in a version at a level (mode 4 bits, count 8 or 16 bits). */
export function byteCapacity(version: number, ecLevel: QrEcLevel): number {
  const countBits = version <= 9 ? 8 : 16;
  return Math.floor((dataCodewords(version, ecLevel) * 8 - 4 - countBits) / 8);
}

/** The smallest version holding `byteCount` bytes at a level, or null when none does. */
export function smallestVersion(byteCount: number, ecLevel: QrEcLevel): number | null {
  for (let v = 1; v <= QR_MAX_VERSION; v++) if (byteCapacity(v, ecLevel) >= byteCount) return v;
  return null;
}

/** The data codewords: mode 0100, count, bytes, terminator, padding to a byte, then 0xEC 0x11 … */
function dataStream(bytes: readonly number[], version: number, ecLevel: QrEcLevel): number[] {
  const bits: number[] = [];
  const write = (value: number, length: number) => {
    for (let i = length - 1; i >= 0; i--) bits.push((value >>> i) & 1);
  };
  const capacity = dataCodewords(version, ecLevel) * 8;
  write(0b0100, 4);
  write(bytes.length, version <= 9 ? 8 : 16);
  for (const b of bytes) write(b, 8);
  write(0, Math.min(4, capacity - bits.length));
  write(0, (8 - (bits.length % 8)) % 8);
  const out: number[] = [];
  for (let i = 0; i < bits.length; i += 8)
    out.push(bits.slice(i, i + 8).reduce((acc, b) => (acc << 1) | b, 0));
  for (let pad = 0xec; out.length < capacity / 8; pad ^= 0xec ^ 0x11) out.push(pad);
  return out;
}

/** The final message: blocks' data codewords interleaved, then their error correction codewords (§7.6). */
function interleave(data: readonly number[], version: number, ecLevel: QrEcLevel): number[] {
  const blockCount = BLOCKS[ecLevel][version]!;
  const ecCount = EC_PER_BLOCK[ecLevel][version]!;
  const shortLength = Math.floor(data.length / blockCount);
  const longBlocks = data.length % blockCount; // the last blocks hold one codeword more
  const blocks: number[][] = [];
  let at = 0;
  for (let b = 0; b < blockCount; b++) {
    const length = shortLength + (b >= blockCount - longBlocks ? 1 : 0);
    blocks.push(data.slice(at, at + length));
    at += length;
  }
  const ec = blocks.map((block) => reedSolomon(block, ecCount));
  const out: number[] = [];
  for (let i = 0; i <= shortLength; i++)
    for (const block of blocks) if (i < block.length) out.push(block[i]!);
  for (let i = 0; i < ecCount; i++) for (const block of ec) out.push(block[i]!);
  return out;
}

// ---------------------------------------------------------------------------------------------------
// Masks (§7.8.2) and the penalty that chooses one (§7.8.3).

const MASKS: Array<(r: number, c: number) => boolean> = [
  (r, c) => (r + c) % 2 === 0,
  (r) => r % 2 === 0,
  (_, c) => c % 3 === 0,
  (r, c) => (r + c) % 3 === 0,
  (r, c) => (Math.floor(r / 2) + Math.floor(c / 3)) % 2 === 0,
  (r, c) => ((r * c) % 2) + ((r * c) % 3) === 0,
  (r, c) => (((r * c) % 2) + ((r * c) % 3)) % 2 === 0,
  (r, c) => (((r + c) % 2) + ((r * c) % 3)) % 2 === 0,
];

/** 1:1:3:1:1 finder look-alikes with four light modules on one side (as bits, first module high). */
const FINDER_LIKE = [0b10111010000, 0b00001011101];

/** The penalty of a finished symbol: N1 runs, N2 2×2 blocks, N3 finder look-alikes, N4 dark balance. */
export function penalty(m: readonly (readonly boolean[])[]): number {
  const size = m.length;
  let score = 0;
  let dark = 0;
  for (let pass = 0; pass < 2; pass++) {
    const at = pass === 0 ? (i: number, j: number) => m[i]![j]! : (i: number, j: number) => m[j]![i]!;
    for (let i = 0; i < size; i++) {
      let run = 0;
      let window = 0;
      for (let j = 0; j < size; j++) {
        const here = at(i, j);
        if (pass === 0 && here) dark++;
        // N1: five or more in a row, 3 + 1 for each module beyond five
        run = j > 0 && here === at(i, j - 1) ? run + 1 : 1;
        if (run === 5) score += 3;
        else if (run > 5) score += 1;
        // N3: the last eleven modules, as bits
        window = ((window << 1) | (here ? 1 : 0)) & 0x7ff;
        if (j >= 10 && FINDER_LIKE.includes(window)) score += 40;
        // N2 (once, on rows): each 2×2 block of one colour
        if (pass === 0 && i > 0 && j > 0 && here === at(i - 1, j) && here === at(i, j - 1)) {
          if (here === at(i - 1, j - 1)) score += 3;
        }
      }
    }
  }
  // N4: 10 for each full 5 % the dark modules are away from half
  const total = size * size;
  score += Math.floor(Math.abs(dark * 20 - total * 10) / total) * 10;
  return score;
}

// ---------------------------------------------------------------------------------------------------
// The symbol.

/**
 * The QR code of `text` (byte mode, UTF-8), `true` = dark, rows first, the quiet zone left out:
 * level M unless `options.ecLevel` says otherwise, the smallest version that holds the text.
 * Throws an Error when the text does not fit in version 40 at that level.
 */
export function qrMatrix(text: string, options: QrOptions = {}): boolean[][] {
  const ecLevel = options.ecLevel ?? "M";
  const bytes = utf8(text);
  const version = smallestVersion(bytes.length, ecLevel);
  if (version === null) {
    throw new Error(
      `QR code: the text is too long (${bytes.length} bytes in UTF-8); level ${ecLevel} holds at most ${byteCapacity(QR_MAX_VERSION, ecLevel)} bytes`,
    );
  }
  return symbol(bytes, version, ecLevel);
}

/** The symbol of these bytes in this version at this level, with the best of the eight masks (or `mask`). */
export function symbol(
  bytes: readonly number[],
  version: number,
  ecLevel: QrEcLevel,
  mask?: number,
): boolean[][] {
  if (!Number.isInteger(version) || version < 1 || version > QR_MAX_VERSION) {
    throw new Error(`QR code: version ${version} is not one of 1–${QR_MAX_VERSION}`);
  }
  if (bytes.length > byteCapacity(version, ecLevel)) {
    throw new Error(`QR code: ${bytes.length} bytes do not fit in version ${version} at level ${ecLevel}`);
  }
  const { base, path } = layout(version);
  const message = interleave(dataStream(bytes, version, ecLevel), version, ecLevel);
  // unmasked data modules (the remainder bits past the last codeword stay light)
  const unmasked = base.map((row) => row.slice());
  path.forEach(([r, c], k) => {
    const byte = message[k >> 3];
    unmasked[r]![c] = byte !== undefined && ((byte >> (7 - (k & 7))) & 1) === 1;
  });

  let best: boolean[][] | null = null;
  let bestScore = Number.POSITIVE_INFINITY;
  for (let m = 0; m < 8; m++) {
    if (mask !== undefined && m !== mask) continue;
    const candidate = unmasked.map((row) => row.slice());
    const flip = MASKS[m]!;
    for (const [r, c] of path) if (flip(r, c)) candidate[r]![c] = !candidate[r]![c];
    writeFormat(candidate, formatBits(ecLevel, m));
    if (version >= 7) writeVersion(candidate, versionBits(version));
    const score = mask === undefined ? penalty(candidate) : 0;
    if (score < bestScore) {
      best = candidate;
      bestScore = score;
    }
  }
  if (best === null) throw new Error(`QR code: mask ${mask} is not one of 0–7`);
  return best;
}

/**
 * Format bits 14…0 (§7.9.1), twice. Around the top-left finder: bits 14–9 on row 8, columns 0–5,
 * bit 8 at column 7, bit 7 at (8, 8), bit 6 at row 7, bits 5–0 on column 8, rows 5–0 (the timing
 * patterns skipped). The second copy: bits 14–8 on column 8 from the bottom row up, bits 7–0 on row 8
 * from column size − 8 to the right edge.
 */
function writeFormat(m: boolean[][], bits: number): void {
  const size = m.length;
  const bit = (i: number) => ((bits >> i) & 1) === 1;
  for (let i = 0; i <= 5; i++) m[i]![8] = bit(i);
  m[7]![8] = bit(6);
  m[8]![8] = bit(7);
  m[8]![7] = bit(8);
  for (let i = 9; i < 15; i++) m[8]![14 - i] = bit(i);
  for (let i = 0; i < 8; i++) m[8]![size - 1 - i] = bit(i);
  for (let i = 8; i < 15; i++) m[size - 15 + i]![8] = bit(i);
}

/** Version bits 0…17 (§7.10): bit i at row size − 11 + i mod 3, column ⌊i / 3⌋, and transposed. */
function writeVersion(m: boolean[][], bits: number): void {
  const size = m.length;
  for (let i = 0; i < 18; i++) {
    const dark = ((bits >> i) & 1) === 1;
    m[size - 11 + (i % 3)]![Math.floor(i / 3)] = dark;
    m[Math.floor(i / 3)]![size - 11 + (i % 3)] = dark;
  }
}

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
