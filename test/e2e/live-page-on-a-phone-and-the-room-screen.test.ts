/**
 * The live page as the players see it: the organiser switches it on in the sidebar, a phone opens its link
 * (390×844) and the room's screen its `&ecran=1` address (1920×1080). The countdown ticks from the server's
 * clock (right on a phone 7 minutes wrong), pauses after a refresh when the sidebar pauses it, and says
 * « Temps écoulé » past the end; « Où je joue ? » finds a player typed without accents in lower case; a
 * hostile name shows as typed; axe-core finds no WCAG 2.1 A/AA violation at either size. Screenshots in
 * test-artifacts/live-page-*.png.
 */
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { axeViolations } from "./axe";
import { chromiumAvailable, type Harness, screenshot } from "./harness";
import {
  act,
  type Json,
  RODEZ_PLAYERS,
  refresh,
  serverState,
  startConfrerieRodez,
  text,
} from "./sidebar-helpers";

const HOSTILE = "<img src=x onerror=alert(1)>";
const FORMULA = '=HYPERLINK("http://x";"y")';
/** A phone whose clock is `skewMs` off, and whose minute-long waits last `fastMs` (the page's refresh). */
async function phone(
  h: Harness,
  url: string,
  opts: { skewMs?: number; fastMs?: number; width?: number; height?: number } = {},
): Promise<Page> {
  const p = await h.context.newPage();
  await p.setViewportSize({ width: opts.width ?? 390, height: opts.height ?? 844 });
  await p.addInitScript(
    ({ skew, fast }) => {
      const real = Date.now.bind(Date);
      Date.now = () => real() + skew;
      if (fast > 0) {
        const set = window.setTimeout.bind(window);
        (window as unknown as { setTimeout: unknown }).setTimeout = (f: () => void, ms?: number) =>
          set(f, (ms ?? 0) >= 60_000 ? fast : ms);
      }
    },
    { skew: opts.skewMs ?? 0, fast: opts.fastMs ?? 0 },
  );
  p.on("dialog", (d) => {
    throw new Error(`the page raised a dialog: ${d.message()}`);
  });
  await p.goto(url);
  await p.waitForSelector("#app > *", { timeout: 20_000 });
  return p;
}

/** Seconds shown by the countdown ("89:58" → 5398). */
async function shownSeconds(p: Page): Promise<number> {
  const t = (await p.locator("#countdown").textContent()) ?? "";
  const parts = t.split(":").map(Number);
  return parts.reduce((s, n) => s * 60 + n, 0);
}

describe.skipIf(!chromiumAvailable())("the live page", () => {
  let started: Awaited<ReturnType<typeof startConfrerieRodez>>;
  let url = "";

  beforeAll(async () => {
    started = await startConfrerieRodez();
  }, 60_000);

  afterAll(async () => {
    await started?.h.close();
  });

  it("the sidebar shows the page's link and its QR code once the organiser switches it on", async () => {
    const { h, frame } = started;
    h.playground.bundle().standin.write("'Joueurs'!A11", [
      [HOSTILE, "Club X"],
      [`'${FORMULA}`, "Club Y"],
    ]);
    await refresh(frame);
    await act(frame, "generateRound");
    await act(frame, "timerStart");
    expect(await frame.locator("#live-shown").isVisible()).toBe(false);
    await frame.locator("#live-on").click();
    await expect
      .poll(() => text(frame, "#live-url"), { timeout: 10_000 })
      .toMatch(/\/page\?t=[0-9a-f-]{36}$/);
    url = await text(frame, "#live-url");
    expect(await frame.locator("#live-qr svg").count()).toBe(1);
    expect(await text(frame, "#live-screen")).toBe(`Pour l'écran de la salle\u00a0: ${url}&ecran=1`);
    await frame.locator("#live-card").scrollIntoViewIfNeeded();
    await screenshot(h.page, "live-page-sidebar-card");
  }, 60_000);

  it("on a phone: the round, a ticking countdown, every name as typed, « Où je joue ? » without accents", async () => {
    const p = await phone(started.h, url);
    await expect.poll(() => p.locator("h1").textContent()).toBe("Confrérie de Rodez");
    expect(await p.locator(".state").textContent()).toBe("Ronde 1 sur 4");
    expect(await p.locator(".timer-title").textContent()).toBe("Temps restant");
    const first = await shownSeconds(p);
    expect(first).toBeGreaterThan(45 * 60);
    await expect.poll(() => shownSeconds(p), { timeout: 4000 }).toBeLessThan(first);
    // names as typed: text, never markup, and no script ran
    expect(await p.locator(".pairings").textContent()).toContain(HOSTILE);
    expect(await p.locator(".pairings").textContent()).toContain(FORMULA);
    expect(await p.locator("main img").count()).toBe(0);
    // a player with an accent who has a table this round (the draw may give one the bye), typed
    // without accents and in lower case: « anais » finds « Anaïs Robert »
    const tables = serverState(started.h).progress.tables as Json[];
    const plays = (n: string) => tables.some((t) => t.b !== "" && (t.a === n || t.b === n));
    const who = RODEZ_PLAYERS.map(([n]) => n).find((n) => /[^\x20-\x7e]/.test(n) && plays(n))!;
    const typed = who.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase().split(" ")[0]!;
    await p.locator("#who").fill(typed);
    const found = p.locator("#where-answer .found");
    await expect.poll(() => found.count()).toBe(1);
    expect(await found.locator(".found-name").textContent()).toBe(who);
    expect(await found.locator(".found-table").textContent()).toMatch(/^Table \d+$/);
    expect(await found.textContent()).toMatch(/contre /);
    const wide = await p.evaluate(() => document.documentElement.scrollWidth);
    expect(wide).toBeLessThanOrEqual(390);
    const small = await p.evaluate(() =>
      [...document.querySelectorAll("main *")]
        .filter(
          (e) =>
            e.childNodes.length > 0 &&
            [...e.childNodes].some((n) => n.nodeType === 3 && n.textContent!.trim() !== ""),
        )
        .map((e) => Number.parseFloat(getComputedStyle(e).fontSize))
        .filter((px) => px < 16),
    );
    expect(small).toEqual([]);
    await screenshot(p, "live-page-phone-390");
    expect(await axeViolations(p)).toEqual([]);
    // the page's own words switch to English; what the event published stays in its language
    await p.locator("button.lang").click();
    expect(await p.locator(".timer-title").textContent()).toBe("Time left");
    expect(await p.locator("#where-title").textContent()).toBe("Where do I play?");
    expect(await p.locator("html").getAttribute("lang")).toBe("en");
    expect(await p.locator("#who").inputValue()).toBe(typed);
    await p.close();
  });

  it("on a phone whose clock is 7 minutes fast, the time left is still right", async () => {
    const right = await phone(started.h, url);
    const wrong = await phone(started.h, url, { skewMs: 7 * 60_000 });
    const [a, b] = [await shownSeconds(right), await shownSeconds(wrong)];
    expect(Math.abs(a - b)).toBeLessThanOrEqual(3);
    await right.close();
    await wrong.close();
  });

  it("paused in the sidebar, the phone shows it paused after its next refresh", async () => {
    const p = await phone(started.h, url, { fastMs: 1500 });
    await expect.poll(() => p.locator(".timer-title").textContent()).toBe("Temps restant");
    await act(started.frame, "timerPause");
    await expect.poll(() => p.locator(".timer-title").textContent(), { timeout: 10_000 }).toBe("En pause");
    const frozen = await shownSeconds(p);
    await p.waitForTimeout(2100);
    expect(await shownSeconds(p)).toBe(frozen);
    expect(await p.locator(".foot").textContent()).toMatch(/Mis à jour à \d\d:\d\d/);
    await act(started.frame, "timerStart");
    await p.close();
  });

  it("without network it says when it tries again, waiting twice as long, then picks up when the network is back", async () => {
    const p = await phone(started.h, url, { fastMs: 1500 });
    await p.route("**/page/run", (r) => r.abort());
    await expect
      .poll(() => p.locator(".foot .warn").textContent(), { timeout: 10_000 })
      .toBe("Pas de réseau\u00a0: nouvel essai dans 120 s");
    await expect
      .poll(() => p.locator(".foot .warn").textContent(), { timeout: 10_000 })
      .toBe("Pas de réseau\u00a0: nouvel essai dans 240 s");
    await p.unroute("**/page/run");
    await expect.poll(() => p.locator(".foot .warn").count(), { timeout: 10_000 }).toBe(0);
    await p.close();
  });

  it("the room's screen: a countdown readable from 5 m, the pairings beneath; past the end « Temps écoulé »", async () => {
    const p = await phone(started.h, `${url}&ecran=1`, { width: 1920, height: 1080 });
    const px = await p.locator("#countdown").evaluate((e) => Number.parseFloat(getComputedStyle(e).fontSize));
    expect(px).toBeGreaterThanOrEqual(300);
    expect(await p.locator(".pairings tbody tr").count()).toBe(6);
    expect(await p.locator("#who").count()).toBe(0);
    await screenshot(p, "live-page-room-screen-1920");
    expect(await axeViolations(p)).toEqual([]);
    // the round's end passes: the server's clock moves on, the screen reloads
    started.h.playground.bundle().standin.clock.advance(91 * 60_000);
    await p.reload();
    await expect.poll(() => p.locator(".timer-title").textContent()).toBe("Temps écoulé");
    expect(await p.locator("#countdown").textContent()).toBe("0:00");
    await screenshot(p, "live-page-room-screen-time-up");
    await p.close();
  });

  it("an unknown link opens a neutral page that names no event", async () => {
    const p = await phone(started.h, url.replace(/t=[0-9a-f-]+/, "t=00000000-0000-4000-8000-000000000000"));
    expect(await p.locator("main").textContent()).toContain("Cette page n'existe pas ou n'est plus ouverte");
    expect(await p.content()).not.toContain("Rodez");
    expect(await axeViolations(p)).toEqual([]);
    await p.close();
  });
});
