/**
 * The PNG encoder (src/engine/picture/png.ts) writes a file that a real decoder reads back to the
 * same modules: the chunks' CRC-32 match node:zlib's, the zlib stream inflates with its Adler-32
 * checked, and each pixel is black exactly where the matrix is dark (margin white, scale respected).
 */
import { inflateSync, crc32 as nodeCrc32 } from "node:zlib";
import { describe, expect, it } from "vitest";
import { adler32, crc32, pngOfMatrix, zlibStored } from "../../../src/engine/picture/png";

function decode(bytes: number[]) {
  const buf = Buffer.from(bytes);
  expect([...buf.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  let pos = 8;
  const chunks: Array<{ type: string; data: Buffer }> = [];
  while (pos < buf.length) {
    const len = buf.readUInt32BE(pos);
    const type = buf.subarray(pos + 4, pos + 8).toString("latin1");
    const data = buf.subarray(pos + 8, pos + 8 + len);
    const crc = buf.readUInt32BE(pos + 8 + len);
    expect(crc, `CRC of ${type}`).toBe(nodeCrc32(buf.subarray(pos + 4, pos + 8 + len)));
    chunks.push({ type, data });
    pos += 12 + len;
  }
  expect(chunks.map((c) => c.type)).toEqual(["IHDR", "IDAT", "IEND"]);
  const ihdr = chunks[0]!.data;
  const width = ihdr.readUInt32BE(0);
  const height = ihdr.readUInt32BE(4);
  expect([...ihdr.subarray(8)]).toEqual([1, 0, 0, 0, 0]);
  const raw = inflateSync(chunks[1]!.data); // checks the Adler-32
  const rowBytes = Math.ceil(width / 8);
  expect(raw.length).toBe(height * (rowBytes + 1));
  const black: boolean[][] = [];
  for (let y = 0; y < height; y++) {
    expect(raw[y * (rowBytes + 1)]).toBe(0);
    const row: boolean[] = [];
    for (let x = 0; x < width; x++) {
      const byte = raw[y * (rowBytes + 1) + 1 + (x >> 3)]!;
      row.push(((byte >> (7 - (x & 7))) & 1) === 0);
    }
    black.push(row);
  }
  return { width, height, black };
}

function seededMatrix(side: number, seed: number): boolean[][] {
  let s = seed;
  const next = () => {
    s = (s * 1103515245 + 12345) >>> 0;
    return (s >>> 16) & 1;
  };
  return Array.from({ length: side }, () => Array.from({ length: side }, () => next() === 1));
}

describe("a matrix drawn as PNG", () => {
  it.each([
    [21, 1, 0],
    [25, 3, 4],
    [57, 4, 4],
  ])("a %i-module matrix at scale %i, margin %i decodes back to its modules", (side, scale, margin) => {
    const matrix = seededMatrix(side, side * 7 + scale);
    const { width, height, black } = decode(pngOfMatrix(matrix, { scale, margin }));
    expect(width).toBe((side + 2 * margin) * scale);
    expect(height).toBe(width);
    for (let y = 0; y < height; y++)
      for (let x = 0; x < width; x++) {
        const r = Math.floor(y / scale) - margin;
        const c = Math.floor(x / scale) - margin;
        const dark = r >= 0 && r < side && c >= 0 && c < side && matrix[r]![c]!;
        if (black[y]![x] !== dark)
          throw new Error(`pixel (${x}, ${y}) should be ${dark ? "black" : "white"}`);
      }
  });

  it("a stream longer than one stored block (65,535 bytes) inflates whole", () => {
    const data = Array.from({ length: 140_000 }, (_, i) => (i * 31) & 0xff);
    expect([...inflateSync(Buffer.from(zlibStored(data)))]).toEqual(data);
  });

  it("CRC-32 and Adler-32 give the known values", () => {
    const abc = [..."123456789"].map((ch) => ch.charCodeAt(0));
    expect(crc32(abc)).toBe(0xcbf43926);
    expect(adler32([..."Wikipedia"].map((ch) => ch.charCodeAt(0)))).toBe(0x11e60398);
  });

  it("refuses a scale or margin that is not a small whole number, and an empty or ragged matrix", () => {
    expect(() => pngOfMatrix([[true]], { scale: 0, margin: 0 })).toThrow(/scale 0/);
    expect(() => pngOfMatrix([[true]], { scale: 2, margin: 1.5 })).toThrow(/margin 1.5/);
    expect(() => pngOfMatrix([], { scale: 2, margin: 0 })).toThrow(/empty/);
    expect(() => pngOfMatrix([[true], [true, false]], { scale: 2, margin: 0 })).toThrow(/differ/);
  });
});
