/**
 * The live page is one file (build/Page.html): under 100 KB in all, no script, stylesheet, font or
 * image fetched from elsewhere (no CDN, no framework), and its only template scriptlets are the
 * title (printed escaped) and the boot data (printed raw, escaped for a <script> by renderPage).
 */
import { describe, expect, it } from "vitest";
import { ensureBuilt, readBuild } from "../../fixtures/build";

describe("build/Page.html", () => {
  ensureBuilt();
  const html = readBuild("Page.html");

  it("weighs under 100 KB", () => {
    expect(Buffer.byteLength(html)).toBeLessThan(100 * 1024);
  });

  it("loads nothing from elsewhere", () => {
    expect(html).not.toMatch(/<script[^>]*\bsrc\s*=/i);
    expect(html).not.toMatch(/<link\b/i);
    expect(html).not.toMatch(/@import|@font-face|url\(\s*['"]?(https?:)?\/\//i);
    expect(html).not.toMatch(/<img\b|<iframe\b/i);
  });

  it("has two scriptlets only: the escaped title and the boot data", () => {
    expect(html.match(/<\?[\s\S]*?\?>/g)).toEqual(["<?= title ?>", "<?!= boot ?>"]);
  });
});
