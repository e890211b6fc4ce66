/**
 * The source stays readable: no file of src/ over 600 lines, no function over 150 lines (the
 * blossom port of weighted matching excepted: it follows its published original step by step),
 * no comment that points to an issue number (the code says what is true, not its history), and no
 * path named in the source that does not exist.
 *
 * Functions are found line by line (TypeScript 7 has no JavaScript API to parse with): a top-level
 * `function`, an exported or top-level `const x = (…) =>` / `= function`, or a class method, from
 * its first line to the closing brace at its own indentation. A nested function counts within its
 * parent.
 */
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = path.resolve(__dirname, "../..");
const MAX_FILE = 600;
const MAX_FUNCTION = 150;
/** Functions allowed past the limit, each with its reason. */
const LONG_ALLOWED: Record<string, string> = {
  "src/engine/swiss/weighted-matching.ts": "the blossom port follows its original step by step",
};

function sources(dir: string): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir)) {
    const p = path.join(dir, name);
    if (statSync(p).isDirectory()) out.push(...sources(p));
    else if (/\.ts$/.test(name) && !name.endsWith(".d.ts")) out.push(p);
  }
  return out;
}

const FILES = sources(path.join(ROOT, "src")).map((p) => ({
  file: path.relative(ROOT, p).split(path.sep).join("/"),
  lines: readFileSync(p, "utf8").split("\n"),
}));

const START = [
  // function f(…) / export default async function f(…)
  { re: /^(export )?(default )?(async )?function\*? ?(\w*)/, indent: "" },
  // const f = (…) => / export const f = async function
  { re: /^(export )?const (\w+)\b[^=]*= (async )?(\(|\w+ =>|function)/, indent: "" },
  // a class method: `  name(…) {`, `  private static async name(…): T {`
  {
    re: /^ {2}(?:(?:public|private|protected|static|async|get|set|override|readonly) )*(\w+)(<[^>]*>)?\(.*\{$/,
    indent: "  ",
  },
];

/** Each function's name, first line and length. */
function functionsOf(lines: string[]): { name: string; line: number; length: number }[] {
  const out: { name: string; line: number; length: number }[] = [];
  for (let i = 0; i < lines.length; i++) {
    const l = lines[i] ?? "";
    const start = START.find((s) => s.re.test(l));
    if (!start) continue;
    const m = start.re.exec(l);
    const name = m
      ?.slice(1)
      .find((g) => g !== undefined && /^\w+$/.test(g) && !/^(export|default|async)$/.test(g));
    // the body opens at the first line ending with "{"; a line ending with ";" first: an expression
    let k = i;
    while (k < lines.length && !/\{\s*$/.test(lines[k] ?? "") && !/;\s*$/.test(lines[k] ?? "")) k++;
    let j = k;
    if (/\{\s*$/.test(lines[k] ?? "")) {
      const end = new RegExp(`^${start.indent}[}\\]]`);
      j = k + 1;
      while (j < lines.length && !end.test(lines[j] ?? "")) j++;
    }
    out.push({ name: name ?? "(anonymous)", line: i + 1, length: j - i + 1 });
  }
  return out;
}

describe("the source stays small enough to read", () => {
  it(`no file of src/ has more than ${MAX_FILE} lines`, () => {
    const long = FILES.filter((f) => f.lines.length > MAX_FILE).map(
      (f) => `${f.file}: ${f.lines.length} lines`,
    );
    expect(long).toEqual([]);
  });

  it(`no function has more than ${MAX_FUNCTION} lines (${Object.keys(LONG_ALLOWED).join(", ")} excepted)`, () => {
    const long: string[] = [];
    for (const f of FILES) {
      if (f.file in LONG_ALLOWED) continue;
      for (const fn of functionsOf(f.lines))
        if (fn.length > MAX_FUNCTION) long.push(`${f.file}:${fn.line} ${fn.name}: ${fn.length} lines`);
    }
    expect(long).toEqual([]);
  });

  it("the line scan finds functions and their ends", () => {
    const text = [
      "export function short(a: number): number {",
      "  return a;",
      "}",
      "export const arrow = (x: string) => {",
      ...Array.from({ length: 151 }, () => "  x;"),
      "};",
      "class Box {",
      "  private async method(n: number): Promise<void> {",
      "    n;",
      "  }",
      "}",
      "export const value = 3;",
    ];
    expect(functionsOf(text)).toEqual([
      { name: "short", line: 1, length: 3 },
      { name: "arrow", line: 4, length: 153 },
      { name: "method", line: 158, length: 3 },
    ]);
  });

  it("every repository path the source names exists", () => {
    const gone: string[] = [];
    for (const f of FILES)
      f.lines.forEach((l, i) => {
        for (const m of l.matchAll(
          /(?<![\w/.-])((?:src|test|tools|docs|bench|scripts|playground)\/[\w./-]+\.(?:ts|md|mjs|json|html|css))/g,
        )) {
          const p = m[1] ?? "";
          if (!existsSync(path.join(ROOT, p))) gone.push(`${f.file}:${i + 1}: ${p}`);
        }
      });
    expect(gone).toEqual([]);
  });

  it("no comment in the source points to an issue number", () => {
    const found: string[] = [];
    for (const f of FILES)
      f.lines.forEach((l, i) => {
        if (/\bissues? #?\d+\b|\(#\d+\)/i.test(l)) found.push(`${f.file}:${i + 1}: ${l.trim()}`);
      });
    expect(found).toEqual([]);
  });
});
