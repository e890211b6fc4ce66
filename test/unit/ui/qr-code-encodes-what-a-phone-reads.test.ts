/**
 * The sidebar's QR codes (src/ui/qr.ts, over the uqr library) read back as their text: each matrix
 * is drawn as pixels and decoded by an independent decoder (jsQR, a test-only devDependency), which
 * must give back the same text, bytes and version. Beside that round trip: the standard's capacity
 * table (the smallest version that holds the text, the level never raised), and the symbol's fixed
 * parts checked against the standard's format and version codes.
 */
import jsQR from "jsqr";
import { encode } from "uqr";
import { describe, expect, it } from "vitest";
import { type QrEcLevel, qrMatrix, qrPath, qrSvg, qrSvgElement, utf8 } from "../../../src/ui/qr";

const QR_MAX_VERSION = 40;

/** ISO/IEC 18004 Table 7: the most bytes byte mode holds in versions 1–40, per level. */
const BYTE_CAPACITY: Record<QrEcLevel, number[]> = {
  L: [
    17, 32, 53, 78, 106, 134, 154, 192, 230, 271, 321, 367, 425, 458, 520, 586, 644, 718, 792, 858, 929, 1003,
    1091, 1171, 1273, 1367, 1465, 1528, 1628, 1732, 1840, 1952, 2068, 2188, 2303, 2431, 2563, 2699, 2809,
    2953,
  ],
  M: [
    14, 26, 42, 62, 84, 106, 122, 152, 180, 213, 251, 287, 331, 362, 412, 450, 504, 560, 624, 666, 711, 779,
    857, 911, 997, 1059, 1125, 1190, 1264, 1370, 1452, 1538, 1628, 1722, 1809, 1911, 1989, 2099, 2213, 2331,
  ],
  Q: [
    11, 20, 32, 46, 60, 74, 86, 108, 130, 151, 177, 203, 241, 258, 292, 322, 364, 394, 442, 482, 509, 565,
    611, 661, 715, 751, 805, 868, 908, 982, 1030, 1112, 1168, 1228, 1283, 1351, 1423, 1499, 1579, 1663,
  ],
  H: [
    7, 14, 24, 34, 44, 58, 64, 84, 98, 119, 137, 155, 177, 194, 220, 250, 280, 310, 338, 382, 403, 439, 461,
    511, 535, 593, 625, 658, 698, 742, 790, 842, 898, 958, 983, 1051, 1093, 1139, 1219, 1273,
  ],
};

function byteCapacity(version: number, ecLevel: QrEcLevel): number {
  return BYTE_CAPACITY[ecLevel][version - 1]!;
}

/** The remainder of `value` shifted by the generator's degree, divided by `generator` over GF(2). */
function bchRemainder(value: number, generator: number): number {
  const degree = Math.floor(Math.log2(generator));
  let rem = value << degree;
  for (let bit = Math.floor(Math.log2(rem || 1)); bit >= degree; bit--)
    if (rem & (1 << bit)) rem ^= generator << (bit - degree);
  return rem;
}

/** §7.9.1: the 15 format bits of a level and a mask, BCH(15,5) and masked with 101010000010010. */
function formatBits(ecLevel: QrEcLevel, mask: number): number {
  const data = ({ L: 1, M: 0, Q: 3, H: 2 }[ecLevel] << 3) | mask;
  return ((data << 10) | bchRemainder(data, 0b10100110111)) ^ 0b101010000010010;
}

/** §7.10 (Annex D): the 18 version bits, BCH(18,6). */
function versionBits(version: number): number {
  return (version << 12) | bchRemainder(version, 0b1111100100101);
}

const LEVELS: QrEcLevel[] = ["L", "M", "Q", "H"];

/** What a camera sees: the matrix with a 4-module quiet zone, `scale` pixels a module, RGBA. */
function decode(matrix: boolean[][], scale = 3) {
  const side = (matrix.length + 8) * scale;
  const pixels = new Uint8ClampedArray(side * side * 4).fill(255);
  matrix.forEach((row, r) => {
    row.forEach((dark, c) => {
      if (!dark) return;
      for (let y = 0; y < scale; y++) {
        for (let x = 0; x < scale; x++) {
          const at = (((r + 4) * scale + y) * side + (c + 4) * scale + x) * 4;
          pixels.fill(0, at, at + 3);
        }
      }
    });
  });
  return jsQR(pixels, side, side, { inversionAttempts: "dontInvert" });
}

function versionOf(matrix: boolean[][]): number {
  return (matrix.length - 17) / 4;
}

/**
 * jsQR 1.4.0 puts version 23's fourth alignment pattern at 74 instead of 78 (cozmo/jsQR#251; Annex E
 * says 78): it misreads those modules, which level M and up correct but
 * level L does not. Those symbols get the structural checks only.
 */
const JSQR_CANNOT_READ = new Set(["23-L"]);

/** Encodes, decodes, and checks the text, the bytes and (when given) the version came back. */
function roundTrip(text: string, ecLevel: QrEcLevel = "M", version?: number): boolean[][] {
  const matrix = qrMatrix(text, { ecLevel });
  if (version !== undefined) expect(versionOf(matrix)).toBe(version);
  if (JSQR_CANNOT_READ.has(`${versionOf(matrix)}-${ecLevel}`)) return matrix;
  const read = decode(matrix, matrix.length > 100 ? 2 : 3);
  expect(read, `${JSON.stringify(text.slice(0, 40))}… at ${ecLevel}`).not.toBeNull();
  expect(read!.version).toBe(versionOf(matrix));
  expect(read!.binaryData).toEqual(utf8(text));
  expect(read!.data).toBe(text);
  return matrix;
}

/** A deterministic printable ASCII text of `length` characters (URL-ish characters). */
function asciiText(length: number, seed: number): string {
  const alphabet = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_./?=&:%#~+ ";
  let x = seed * 2654435761 + 1;
  let out = "";
  for (let i = 0; i < length; i++) {
    x = (x * 1103515245 + 12345) >>> 0;
    out += alphabet[(x >>> 16) % alphabet.length];
  }
  return out;
}

/** A Forms address as Google hands it out: /forms/d/e/1FAIpQL + 49 id characters + /viewform. */
function formsUrl(seed: number, query = ""): string {
  const id = asciiText(49, seed).replace(/[^A-Za-z0-9]/g, "x");
  return `https://docs.google.com/forms/d/e/1FAIpQL${id}/viewform${query}`;
}

describe("the decoder reads back what the encoder wrote", () => {
  it("short texts, a Forms address and accented UTF-8 (level M, the default)", () => {
    const texts = [
      "a",
      "Hi",
      "01234567",
      "HELLO WORLD",
      "https://arbitre.example/",
      "Réponses — Tournoi d'Été",
      "Ronde 3 · Table 12 — Zoé & Jérôme",
      "♟ Échecs en club 🏆 — ½ point",
      "日本語のテキスト",
      "Line one\nLine two\ttabbed",
    ];
    for (const text of texts) roundTrip(text);
  });

  it("a Forms address (~100 characters) is version 6 at level M, version 5 at level L", () => {
    for (let seed = 1; seed <= 5; seed++) {
      const url = formsUrl(seed);
      expect(url.length).toBe(99);
      roundTrip(url, "M", 6);
      roundTrip(url, "L", 5);
      roundTrip(`${url}?usp=sf_link`, "M", 7); // 111 characters: version information comes in
    }
  });

  it("every level, at each version's last byte and the byte after (versions 1–40)", () => {
    let texts = 0;
    for (const ecLevel of LEVELS) {
      for (let version = 1; version <= QR_MAX_VERSION; version++) {
        const capacity = byteCapacity(version, ecLevel);
        roundTrip(asciiText(capacity, version), ecLevel, version);
        texts++;
        if (version < QR_MAX_VERSION) {
          roundTrip(asciiText(capacity + 1, version + 100), ecLevel, version + 1);
          texts++;
        }
      }
    }
    expect(texts).toBe(4 * 40 * 2 - 4);
  }, 180_000);

  it("counts bytes, not characters: two-byte letters at the boundary of versions 1 and 2", () => {
    // 1-M holds 14 bytes: seven "é" fit, seven "é" and one "a" do not
    roundTrip("é".repeat(7), "M", 1);
    roundTrip(`${"é".repeat(7)}a`, "M", 2);
    // 1-H holds 7 bytes, 2-H 14: "Été" is 5 bytes
    roundTrip(`${"Été".repeat(2)}Étx`, "H", 2);
    roundTrip("Été".repeat(3), "H", 3);
  });

  it("each of the eight masks reads back (forced, versions 1, 6 and 7)", () => {
    for (const version of [1, 6, 7]) {
      const text = version === 1 ? "Ronde 3 É" : formsUrl(version).slice(0, byteCapacity(version, "Q"));
      for (let mask = 0; mask < 8; mask++) {
        const forced = {
          ecc: "Q",
          minVersion: version,
          maxVersion: version,
          maskPattern: mask,
          border: 0,
        } as const;
        const read = decode(encode(utf8(text), forced).data);
        expect(read?.data, `version ${version}, mask ${mask}`).toBe(text);
      }
    }
  });
});

describe("the standard's format and version codes (the oracle of the fixed parts below)", () => {
  it("format bits: level M, mask 101 is 100000011001110 (§7.9.1); version 7 is 000111110010010100 (Annex D)", () => {
    expect(formatBits("M", 5)).toBe(0b100000011001110);
    expect(formatBits("M", 0)).toBe(0b101010000010010);
    expect(formatBits("L", 0)).toBe(0b111011111000100);
    expect(formatBits("H", 7)).toBe(0b000100000111011);
    expect(versionBits(7)).toBe(0b000111110010010100);
    expect(versionBits(40)).toBe(0b101000110001101001);
  });
});

/** The 15 bits of the first (0) or second (1) copy of the format information, bit 14 first. */
function readFormat(m: boolean[][], copy: 0 | 1): number {
  const n = m.length;
  const cells: Array<[number, number]> =
    copy === 0
      ? [
          [8, 0],
          [8, 1],
          [8, 2],
          [8, 3],
          [8, 4],
          [8, 5],
          [8, 7],
          [8, 8],
          [7, 8],
          [5, 8],
          [4, 8],
          [3, 8],
          [2, 8],
          [1, 8],
          [0, 8],
        ]
      : [
          ...Array.from({ length: 7 }, (_, i): [number, number] => [n - 1 - i, 8]),
          ...Array.from({ length: 8 }, (_, i): [number, number] => [8, n - 8 + i]),
        ];
  return cells.reduce((acc, [r, c]) => (acc << 1) | (m[r]![c] ? 1 : 0), 0);
}

describe("the symbol's fixed parts", () => {
  const cases: Array<[string, QrEcLevel]> = [
    ["a", "L"],
    [formsUrl(7), "M"],
    [`${formsUrl(8)}?usp=sf_link`, "M"],
    [asciiText(500, 3), "Q"],
    [asciiText(1200, 4), "H"],
  ];

  it("finder patterns, separators, timing patterns and the dark module", () => {
    for (const [text, level] of cases) {
      const m = qrMatrix(text, { ecLevel: level });
      const n = m.length;
      for (const [top, left] of [
        [0, 0],
        [0, n - 7],
        [n - 7, 0],
      ] as const) {
        for (let r = -1; r <= 7; r++) {
          for (let c = -1; c <= 7; c++) {
            const row = m[top + r];
            if (row === undefined || row[left + c] === undefined) continue;
            const d = Math.max(Math.abs(r - 3), Math.abs(c - 3));
            expect(row[left + c], `finder at ${top},${left}: ${r},${c}`).toBe(d <= 1 || d === 3);
          }
        }
      }
      for (let i = 8; i < n - 8; i++) {
        expect(m[6]![i]).toBe(i % 2 === 0);
        expect(m[i]![6]).toBe(i % 2 === 0);
      }
      expect(m[n - 8]![8]).toBe(true);
    }
  });

  it("both copies of the format information agree, are valid BCH codewords and say the level", () => {
    const valid = new Map<number, [QrEcLevel, number]>();
    for (const level of LEVELS)
      for (let mask = 0; mask < 8; mask++) valid.set(formatBits(level, mask), [level, mask]);
    expect(valid.size).toBe(32);
    for (const [text, level] of cases) {
      const m = qrMatrix(text, { ecLevel: level });
      expect(readFormat(m, 1)).toBe(readFormat(m, 0));
      expect(valid.get(readFormat(m, 0))?.[0]).toBe(level);
    }
  });

  it("versions 7 and up carry their version information twice", () => {
    for (const [text, level] of cases) {
      const m = qrMatrix(text, { ecLevel: level });
      const n = m.length;
      const version = versionOf(m);
      if (version < 7) continue;
      let below = 0;
      let right = 0;
      for (let i = 17; i >= 0; i--) {
        below = (below << 1) | (m[n - 11 + (i % 3)]![Math.floor(i / 3)] ? 1 : 0);
        right = (right << 1) | (m[Math.floor(i / 3)]![n - 11 + (i % 3)] ? 1 : 0);
      }
      expect(below).toBe(versionBits(version));
      expect(right).toBe(versionBits(version));
    }
  });

  it("a text too long for version 40 is refused with a clear message", () => {
    expect(() => qrMatrix("x".repeat(2331))).not.toThrow();
    expect(() => qrMatrix("x".repeat(2332))).toThrow(/too long \(2332 bytes in UTF-8\) for level M/);
    expect(() => qrMatrix("é".repeat(1000), { ecLevel: "H" })).toThrow(/too long \(2000 bytes/);
  });
});

/** The modules a path of "M x y h w v1 h -w z" runs paints, margin taken off. */
function modulesOf(d: string, n: number, margin: number): boolean[][] {
  const m = Array.from({ length: n }, () => new Array<boolean>(n).fill(false));
  for (const [, x, y, w] of d.matchAll(/M(\d+) (\d+)h(\d+)v1h-(\d+)z/g)) {
    for (let i = 0; i < Number(w); i++) m[Number(y) - margin]![Number(x) - margin + i] = true;
  }
  return m;
}

describe("the drawer", () => {
  const matrix = qrMatrix(formsUrl(10));
  const n = matrix.length;

  it("one black path on a white square, crisp, with the quiet zone, said to screen readers", () => {
    const svg = qrSvg(matrix, { size: 240, label: `Form "Été" <b>&` });
    expect(svg.match(/<path /g)).toHaveLength(1);
    expect(svg).toContain('shape-rendering="crispEdges"');
    expect(svg).toContain('role="img"');
    expect(svg).toContain('aria-label="Form &#34;Été&#34; &#60;b&#62;&#38;"');
    expect(svg).toContain('width="240" height="240"');
    expect(svg).toContain(`viewBox="0 0 ${n + 8} ${n + 8}"`);
    expect(svg).toContain(`<rect width="${n + 8}" height="${n + 8}" fill="#fff"/>`);
    expect(svg).toContain('fill="#000"');
    expect(qrSvg(matrix, { size: 100, margin: 2, label: "" })).toContain(`viewBox="0 0 ${n + 4} ${n + 4}"`);
  });

  it("the path paints exactly the dark modules", () => {
    for (const margin of [0, 4]) {
      const { side, d } = qrPath(matrix, margin);
      expect(side).toBe(n + 2 * margin);
      expect(modulesOf(d, n, margin)).toEqual(matrix);
    }
  });

  it("the <svg> element has the same attributes, built with the DOM API", () => {
    interface Fake {
      tag: string;
      ns: string;
      attrs: Record<string, string>;
      children: Fake[];
      setAttribute(k: string, v: string): void;
      appendChild(c: Fake): void;
    }
    const fakeDocument = {
      createElementNS(ns: string, tag: string): Fake {
        return {
          tag,
          ns,
          attrs: {},
          children: [],
          setAttribute(k, v) {
            this.attrs[k] = v;
          },
          appendChild(c) {
            this.children.push(c);
          },
        };
      },
    };
    const saved = (globalThis as { document?: unknown }).document;
    (globalThis as { document?: unknown }).document = fakeDocument;
    try {
      const el = qrSvgElement(matrix, { size: 240, label: "Formulaire" }) as unknown as Fake;
      expect(el.tag).toBe("svg");
      expect(el.ns).toBe("http://www.w3.org/2000/svg");
      expect(el.attrs["aria-label"]).toBe("Formulaire");
      expect(el.attrs["shape-rendering"]).toBe("crispEdges");
      expect(el.children.map((c) => c.tag)).toEqual(["rect", "path"]);
      expect(el.children[1]!.attrs.d).toBe(qrPath(matrix).d);
    } finally {
      (globalThis as { document?: unknown }).document = saved;
    }
  });
});
