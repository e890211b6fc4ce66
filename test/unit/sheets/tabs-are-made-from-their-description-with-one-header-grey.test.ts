/**
 * Each kind describes its tabs as data (its schema's tab specs) and one gateway function makes them
 * (src/sheets/gateway/tab-spec.ts `buildTabs`): the header grey is written in that one place, and no
 * kind's New event inserts and dresses a tab by hand.
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const SRC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../../src");

function sources(dir: string): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) out.push(...sources(full));
    else if (name.endsWith(".ts")) out.push(full);
  }
  return out;
}

const rel = (file: string) => path.relative(SRC, file).split(path.sep).join("/");

describe("tabs are made from their description", () => {
  it("writes the header grey in one place", () => {
    const grey = sources(SRC)
      .filter((f) => /#e8eaed/i.test(readFileSync(f, "utf8")))
      .map(rel);
    expect(grey).toEqual(["sheets/gateway/tab-spec.ts"]);
  });

  it("lets no kind's New event insert a tab by hand", () => {
    const kinds = path.join(SRC, "sheets/kinds");
    const creates = readdirSync(kinds)
      .filter((kind) => statSync(path.join(kinds, kind)).isDirectory())
      .map((kind) => path.join(kinds, kind, "actions/create.ts"));
    expect(creates.length).toBeGreaterThanOrEqual(4);
    const byHand = creates.filter((f) => readFileSync(f, "utf8").includes("insertSheet(")).map(rel);
    expect(byHand).toEqual([]);
  });
});
