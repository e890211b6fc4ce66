/**
 * The sidebar bundle against its contracts: every server function it calls exists in build/Code.js,
 * every UI string key it uses is in src/i18n/ui.ts, and names are never written as HTML.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { UI_MESSAGES } from "../../src/i18n/ui";
import { scanTopLevelFunctions } from "../../tools/standin/index";
import { BUILD, ROOT } from "../fixtures/build";

const UI = path.join(ROOT, "src/ui");
// the frame and each kind's folder (src/ui/kinds/<kind>/)
const sources = readdirSync(UI, { recursive: true })
  .map(String)
  .filter((f) => f.endsWith(".ts"))
  .map((f) => ({ file: f, text: readFileSync(path.join(UI, f), "utf8") }));
const html = readFileSync(path.join(UI, "sidebar.html"), "utf8");

describe("the sidebar bundle", () => {
  it("calls only functions that exist in build/Code.js", () => {
    const code = readFileSync(path.join(BUILD, "Code.js"), "utf8");
    const names = new Set(scanTopLevelFunctions(code).map((f) => f.name));
    const sidebar = readFileSync(path.join(BUILD, "Sidebar.html"), "utf8");
    const called = new Set(sidebar.match(/\barbitre[A-Z]\w+|\bshowNewEventDialog\b/g) ?? []);
    // the state, the actions (one endpoint), New event, Why this rank, the self-check…
    expect(called.size).toBeGreaterThanOrEqual(6);
    expect(called).toContain("arbitreAct");
    for (const name of called) expect(names, name).toContain(name);
  });

  it("uses only keys of UI_MESSAGES", () => {
    const keys = new Set<string>();
    for (const { text } of sources) for (const m of text.matchAll(/"(ui\.[\w.]+)"/g)) keys.add(m[1]!);
    for (const m of html.matchAll(/data-i18n="([^"]+)"/g)) keys.add(m[1]!);
    expect(keys.size).toBeGreaterThan(30);
    for (const key of keys) expect(UI_MESSAGES, key).toHaveProperty([key]);
  });

  it("never builds HTML from strings", () => {
    for (const { file, text } of sources) {
      expect(text, file).not.toMatch(/\.(innerHTML|outerHTML)\s*=|insertAdjacentHTML|document\.write/);
    }
  });
});
