/**
 * Each kind's file table lives in the header comment of its index.ts (src/sheets/kinds/<kind>/),
 * one line per file: ` * - path/in/the/folder.ts — what it holds` (a description may go on over
 * the next comment lines). A file added, moved or removed without its line fails here: the
 * message lists the lines to add (`missing`) and to take out (`extra`).
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const KINDS = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../../src/sheets/kinds");

function filesUnder(dir: string, prefix = ""): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) out.push(...filesUnder(full, `${prefix}${name}/`));
    else out.push(`${prefix}${name}`);
  }
  return out;
}

/** The paths the first comment of an index.ts lists, in its order. */
function listedFiles(source: string): string[] {
  const header = /^\s*\/\*\*([\s\S]*?)\*\//.exec(source)?.[1] ?? "";
  return [...header.matchAll(/^ \* - (\S+) — /gm)].map((m) => m[1] ?? "");
}

const kinds = readdirSync(KINDS).filter((name) => statSync(path.join(KINDS, name)).isDirectory());

describe("a kind's index.ts header lists the files of its folder", () => {
  it("finds the kinds", () => {
    expect(kinds).toEqual(expect.arrayContaining(["swiss", "league", "circuit", "tarot"]));
  });

  it("reads a listed file, and only from the header", () => {
    const source =
      "/**\n * The kind.\n *\n * - a.ts — one\n *   line two\n * - read/b.ts — two\n */\n// - c.ts — no\n";
    expect(listedFiles(source)).toEqual(["a.ts", "read/b.ts"]);
  });

  for (const kind of kinds) {
    it(`src/sheets/kinds/${kind}/index.ts`, () => {
      const dir = path.join(KINDS, kind);
      const listed = listedFiles(readFileSync(path.join(dir, "index.ts"), "utf8"));
      const present = filesUnder(dir);
      expect(
        listed.filter((f, i) => listed.indexOf(f) !== i),
        "listed twice",
      ).toEqual([]);
      expect({
        missing: present.filter((f) => !listed.includes(f)).sort(),
        extra: listed.filter((f) => !present.includes(f)).sort(),
      }).toEqual({ missing: [], extra: [] });
    });
  }
});
