/**
 * The room's screen between two rounds (no round in play, no timer): the standings take the
 * screen and scroll as the pairings do during a round. build/Page.html drawn at 1920×1080 from a
 * snapshot as the server sends it. Screenshot in test-artifacts/live-page-room-screen-standings.png.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import type { SwissLive } from "../../src/contract/index";
import { ensureBuilt } from "../fixtures/build";
import { chromiumAvailable, launchChromium, screenshot } from "./harness";

const between: SwissLive = {
  kind: "swiss",
  lang: "fr",
  name: "Open de printemps",
  dateLine: "14 novembre 2025 · La Confrérie (rondes suisses)",
  state: "Ronde 2 sur 4",
  round: 2,
  rounds: 4,
  timer: null,
  pairings: [],
  standings: {
    title: "Classement",
    head: ["Rang", "Joueur", "Club", "Points"],
    rows: Array.from({ length: 60 }, (_, i) => [i + 1, `Joueuse ${i + 1}`, `Club ${i % 5}`, 6 - (i % 6)]),
  },
  bracket: [],
  formUrl: "",
};

describe.skipIf(!chromiumAvailable())("the room's screen between rounds", () => {
  it("shows the standings, scrolling", async () => {
    ensureBuilt();
    const boot = JSON.stringify({
      token: "",
      screen: true,
      lang: "",
      answer: { ok: true, data: between, serverNow: Date.now(), publishedAt: Date.now() },
    }).replace(/</g, "\\u003c");
    const html = readFileSync("build/Page.html", "utf8")
      .replace("<?= title ?>", "Open")
      .replace("<?!= boot ?>", boot);
    const chromium = await launchChromium();
    try {
      const p = await chromium.context.newPage();
      await p.setViewportSize({ width: 1920, height: 1080 });
      await p.setContent(html);
      expect(await p.locator(".pairings").count()).toBe(0);
      expect(await p.locator("#countdown").count()).toBe(0);
      expect(await p.locator(".standings tbody tr").count()).toBe(60);
      const top = () => p.locator(".standings .scroll").evaluate((e) => e.scrollTop);
      await expect.poll(top, { timeout: 5000 }).toBeGreaterThan(0);
      await screenshot(p, "live-page-room-screen-standings");
    } finally {
      await chromium.close();
    }
  }, 60_000);
});
