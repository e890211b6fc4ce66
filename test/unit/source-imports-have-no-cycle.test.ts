/**
 * No import cycle in src/: following the imports (type-only ones included) from any file never comes
 * back to it. A cycle makes a module's order of evaluation matter and hides which file depends on
 * which; the layers (test/unit/layers.test.ts) keep the imports running down, this keeps them acyclic
 * inside a layer too.
 */
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { importSpecifiers } from "./layer-rules";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.ts$/.test(name) && !name.endsWith(".d.ts") ? [full] : [];
  });
}

/** The source files `file` imports (relative imports only: packages are no part of a cycle). */
function importsOf(file: string, source: string): string[] {
  return importSpecifiers(source)
    .filter((s) => s.startsWith("."))
    .map((s) => path.resolve(path.dirname(file), s))
    .map((base) =>
      [`${base}.ts`, path.join(base, "index.ts"), base].find((f) => existsSync(f) && statSync(f).isFile()),
    )
    .filter((f): f is string => f !== undefined);
}

/** Each cycle of `graph` (its strongly connected parts of more than one file, or a file importing itself). */
function cycles(graph: Map<string, string[]>): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const out: string[][] = [];
  const visit = (v: string): void => {
    index.set(v, next);
    low.set(v, next);
    next++;
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) !== index.get(v)) return;
    const part: string[] = [];
    let w: string;
    do {
      w = stack.pop()!;
      onStack.delete(w);
      part.push(w);
    } while (w !== v);
    if (part.length > 1 || (graph.get(v) ?? []).includes(v)) out.push(part.sort());
  };
  for (const v of graph.keys()) if (!index.has(v)) visit(v);
  return out;
}

describe("src/ imports", () => {
  it("have no cycle", () => {
    const files = sourceFiles(path.join(ROOT, "src"));
    expect(files.length).toBeGreaterThan(100);
    const graph = new Map(files.map((f) => [f, importsOf(f, readFileSync(f, "utf8"))]));
    const rel = (f: string) => path.relative(ROOT, f).split(path.sep).join("/");
    expect(cycles(graph).map((c) => c.map(rel))).toEqual([]);
  });

  it("a cycle is found, whatever its length", () => {
    const g = new Map([
      ["a", ["b"]],
      ["b", ["c"]],
      ["c", ["a"]],
      ["d", ["a"]],
      ["e", ["e"]],
    ]);
    expect(cycles(g)).toEqual([["a", "b", "c"], ["e"]]);
    expect(
      cycles(
        new Map([
          ["a", ["b"]],
          ["b", []],
        ]),
      ),
    ).toEqual([]);
  });
});
