/**
 * The sidebar bundles the uqr library (MIT) for its QR code: the MIT licence asks that its notice go
 * with every copy, so build/Sidebar.html carries it; a package whose licence asks more (HyperFormula,
 * GPL-3.0) fails the build instead.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { licenceNotices } from "../../scripts/build.mjs";
import { BUILD, ROOT } from "../fixtures/build";

const inputs = (...files: string[]) => ({
  inputs: Object.fromEntries(files.map((f) => [f, { bytes: 1, imports: [] }])),
  outputs: {},
});

describe("the sidebar carries the licence of each package it bundles", () => {
  it("build/Sidebar.html holds uqr's copyright and permission notice, inside its one script", () => {
    const sidebar = readFileSync(path.join(BUILD, "Sidebar.html"), "utf8");
    const script = /<script\b[^>]*>([\s\S]*?)<\/script\s*>/i.exec(sidebar)?.[1] ?? "";
    const licence = readFileSync(path.join(ROOT, "node_modules/uqr/LICENSE"), "utf8");
    expect(licence).toContain("Copyright (c) Project Nayuki");
    expect(script).toContain("uqr 0.1.3 (MIT)");
    expect(script).toContain(licence.trim());
  });

  it("one notice per package, none when nothing from node_modules is bundled", () => {
    expect(licenceNotices(inputs("src/ui/sidebar.ts", "src/ui/qr.ts"))).toBe("");
    const once = licenceNotices(
      inputs("src/ui/qr.ts", "node_modules/uqr/dist/index.mjs", "node_modules/uqr/dist/other.mjs"),
    );
    expect(once.match(/uqr 0\.1\.3 \(MIT\)/g)).toHaveLength(1);
    expect(once.startsWith("/*!")).toBe(true);
  });

  it("a GPL package is refused", () => {
    expect(() => licenceNotices(inputs("node_modules/hyperformula/es/index.js"))).toThrow(
      /hyperformula \(GPL-3.0-only\) may not be bundled/,
    );
  });
});
