/**
 * A black-and-white picture as PNG bytes, in pure TypeScript (the script builds the QR code of the
 * live page itself: no web service, no Apps Script image API). The file is the smallest a PNG can
 * be and still be read everywhere:
 *
 *   - colour type 0 (greyscale), bit depth 1: one bit per pixel, 1 = white, 0 = black;
 *   - each row starts with filter byte 0 (none);
 *   - the zlib stream holds "stored" deflate blocks (no compression, at most 65,535 bytes each),
 *     then its Adler-32; every chunk ends with its CRC-32 (ISO 3309, as PNG requires).
 *
 * `pngOfMatrix(matrix, { scale, margin })` draws each module as a `scale` × `scale` square, with a
 * white border of `margin` modules (the QR quiet zone); `true` = dark. A QR code of version 10 (57
 * modules) with margin 4 and scale 4 is a 260 × 260 picture of about 8.6 kB.
 */

export interface PngOptions {
  /** Pixels per module, a whole number from 1 to 32. */
  scale: number;
  /** White border in modules, a whole number from 0 to 16. */
  margin: number;
}

const CRC_TABLE: readonly number[] = (() => {
  const table: number[] = [];
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table.push(c >>> 0);
  }
  return table;
})();

/** CRC-32 of bytes (the PNG and zip one). */
export function crc32(bytes: ArrayLike<number>, start = 0, end = bytes.length): number {
  let c = 0xffffffff;
  for (let i = start; i < end; i++) c = (CRC_TABLE[(c ^ (bytes[i] as number)) & 0xff] as number) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

/** Adler-32 of bytes (the zlib checksum). */
export function adler32(bytes: ArrayLike<number>): number {
  let a = 1;
  let b = 0;
  for (let i = 0; i < bytes.length; i++) {
    a = (a + (bytes[i] as number)) % 65521;
    b = (b + a) % 65521;
  }
  return ((b << 16) | a) >>> 0;
}

function pushU32(out: number[], v: number): void {
  out.push((v >>> 24) & 0xff, (v >>> 16) & 0xff, (v >>> 8) & 0xff, v & 0xff);
}

/** A zlib stream of `data` in stored (uncompressed) deflate blocks. */
export function zlibStored(data: readonly number[]): number[] {
  const out = [0x78, 0x01];
  const MAX = 65535;
  let pos = 0;
  do {
    const len = Math.min(MAX, data.length - pos);
    const last = pos + len >= data.length ? 1 : 0;
    out.push(last, len & 0xff, len >>> 8, ~len & 0xff, (~len >>> 8) & 0xff);
    for (let i = pos; i < pos + len; i++) out.push(data[i] as number);
    pos += len;
  } while (pos < data.length);
  pushU32(out, adler32(data));
  return out;
}

function chunk(out: number[], type: string, data: readonly number[]): void {
  pushU32(out, data.length);
  const start = out.length;
  for (let i = 0; i < 4; i++) out.push(type.charCodeAt(i));
  for (const b of data) out.push(b);
  pushU32(out, crc32(out, start, out.length));
}

function checkWhole(name: string, v: number, min: number, max: number): void {
  if (!Number.isInteger(v) || v < min || v > max)
    throw new RangeError(`PNG: ${name} ${v} is not a whole number from ${min} to ${max}`);
}

/** The PNG file (bytes 0–255) of a square or rectangular matrix, `true` = black. */
export function pngOfMatrix(matrix: readonly (readonly boolean[])[], options: PngOptions): number[] {
  checkWhole("scale", options.scale, 1, 32);
  checkWhole("margin", options.margin, 0, 16);
  const rows = matrix.length;
  const cols = rows === 0 ? 0 : (matrix[0] as readonly boolean[]).length;
  if (rows === 0 || cols === 0) throw new RangeError("PNG: the matrix is empty");
  if (matrix.some((row) => row.length !== cols))
    throw new RangeError("PNG: the matrix rows differ in length");
  const { scale, margin } = options;
  const width = (cols + 2 * margin) * scale;
  const height = (rows + 2 * margin) * scale;
  const rowBytes = Math.ceil(width / 8);
  const raw: number[] = [];
  for (let y = 0; y < height; y++) {
    const r = Math.floor(y / scale) - margin;
    const line = new Array<number>(rowBytes).fill(0);
    for (let x = 0; x < width; x++) {
      const c = Math.floor(x / scale) - margin;
      const dark = r >= 0 && r < rows && c >= 0 && c < cols && (matrix[r] as readonly boolean[])[c];
      if (!dark) line[x >> 3] = (line[x >> 3] as number) | (0x80 >> (x & 7));
    }
    raw.push(0, ...line);
  }
  const out = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  const ihdr: number[] = [];
  pushU32(ihdr, width);
  pushU32(ihdr, height);
  ihdr.push(1, 0, 0, 0, 0); // bit depth 1, greyscale, deflate, filter 0, no interlace
  chunk(out, "IHDR", ihdr);
  chunk(out, "IDAT", zlibStored(raw));
  chunk(out, "IEND", []);
  return out;
}
