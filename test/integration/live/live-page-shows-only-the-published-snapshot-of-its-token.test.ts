/**
 * The live page (doGet and arbitreLiveData, web-app runs in the stand-in: no spreadsheet there):
 * it shows what the actions that publish stored for its token, and nothing else. A refresh is one
 * cache read; on a miss one read of the script properties puts the snapshot back in the cache.
 * Switched off, or its link renewed, the old token opens a neutral page that says nothing about any
 * event. No other entry point of the script does anything when the page calls it.
 */
import { describe, expect, it } from "vitest";
import type { LiveAnswer, LiveLinkView, SwissLive } from "../../../src/contract/index";
import { newEvent } from "../event/helpers";

const WEB_APP = "https://script.google.com/macros/s/AKfy-test/exec";

function withPage(players = 6) {
  const ev = newEvent({ system: "confrerie", players, name: "Open de printemps" });
  ev.b.standin.webApp.url = WEB_APP;
  const link = (op: "get" | "on" | "off" | "renew") => ev.call("arbitreLiveLink", { op }) as LiveLinkView;
  const data = (token: string) => ev.b.callFromPage("arbitreLiveData", token) as LiveAnswer;
  const tokenOf = (l: LiveLinkView) => new URL(l.url).searchParams.get("t")!;
  return { ev, link, data, tokenOf };
}

function swiss(a: LiveAnswer): SwissLive {
  if (!a.ok || a.data.kind !== "swiss") throw new Error("no Swiss data");
  return a.data;
}

describe("the live page", () => {
  it("is off until the organiser switches it on, then shows the round as generated, with the server's clock", () => {
    const { ev, link, data, tokenOf } = withPage();
    const off = link("get");
    expect(off).toMatchObject({ on: false, url: "", deployed: true });
    const on = link("on");
    expect(on.on).toBe(true);
    expect(on.url.startsWith(`${WEB_APP}?t=`)).toBe(true);
    const token = tokenOf(on);
    expect(token).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    expect(swiss(data(token)).pairings).toEqual([]);
    expect(ev.call("arbitreGenerateRound", { expectedRound: 1 }).ok).toBe(true);
    const a = data(token);
    const d = swiss(a);
    expect(d.name).toBe("Open de printemps");
    expect(d.state).toBe("Ronde 1 sur 3");
    expect(d.pairings).toHaveLength(3);
    expect(d.pairings.every(([t, x, y]) => t > 0 && x !== "" && y !== "")).toBe(true);
    expect(a.ok && Math.abs(a.serverNow - ev.b.standin.clock.now().getTime())).toBeLessThan(1000);
  });

  it("shows the timer started, then paused, from the sidebar", () => {
    const { ev, link, data, tokenOf } = withPage();
    const token = tokenOf(link("on"));
    expect(ev.call("arbitreGenerateRound", { expectedRound: 1 }).ok).toBe(true);
    expect(swiss(data(token)).timer).toMatchObject({ endsAt: null, pausedRemaining: null });
    expect(ev.call("arbitreTimer", { action: "start" }).ok).toBe(true);
    const running = swiss(data(token)).timer!;
    expect(running.endsAt! - ev.b.standin.clock.now().getTime()).toBeGreaterThan(running.durationMs - 2000);
    expect(running.endLabel).toMatch(/^\d\d:\d\d$/);
    ev.b.standin.clock.advance(60_000);
    expect(ev.call("arbitreTimer", { action: "pause" }).ok).toBe(true);
    const paused = swiss(data(token)).timer!;
    expect(paused.endsAt).toBeNull();
    expect(paused.pausedRemaining).toBeLessThanOrEqual(running.durationMs - 60_000);
  });

  it("a refresh is one cache read; a cache miss reads the script properties once and fills the cache again", () => {
    const { ev, link, data, tokenOf } = withPage();
    const token = tokenOf(link("on"));
    expect(ev.call("arbitreGenerateRound", { expectedRound: 1 }).ok).toBe(true);
    const counter = ev.b.counter;
    const stores = (from: number) =>
      counter.calls
        .slice(from)
        .map((c) => c.key)
        .filter((k) => /^(Cache|Properties)/.test(k));
    const before = counter.calls.length;
    expect(data(token).ok).toBe(true);
    expect(stores(before)).toEqual(["CacheService.getScriptCache", "Cache.get"]);
    ev.b.standin.caches.script.data.clear();
    const miss = counter.calls.length;
    expect(swiss(data(token)).pairings).toHaveLength(3);
    expect(stores(miss)).toEqual([
      "CacheService.getScriptCache",
      "Cache.get",
      "PropertiesService.getScriptProperties",
      "Properties.getProperties",
      "Cache.put",
    ]);
    const again = counter.calls.length;
    expect(data(token).ok).toBe(true);
    expect(stores(again)).toEqual(["CacheService.getScriptCache", "Cache.get"]);
  });

  it("a new link retires the old one, and a page switched off opens nothing: a neutral page, the same for any token", () => {
    const { ev, link, data, tokenOf } = withPage();
    const first = tokenOf(link("on"));
    expect(ev.call("arbitreGenerateRound", { expectedRound: 1 }).ok).toBe(true);
    const second = tokenOf(link("renew"));
    expect(second).not.toBe(first);
    expect(data(first).ok).toBe(false);
    expect(swiss(data(second)).pairings).toHaveLength(3);
    const neutral = (q: string) => ev.b.webGet(q) as { getContent(): string; getTitle(): string };
    const retired = neutral(`t=${first}`);
    const unknown = neutral("t=00000000-0000-4000-8000-000000000000");
    for (const page of [retired, unknown, neutral(""), neutral(`t=${ev.b.standin.book.id}`)]) {
      expect(page.getTitle()).toBe("Arbitre");
      expect(page.getContent()).not.toContain("Open de printemps");
      expect(page.getContent()).not.toContain("Joueur 0001");
    }
    const timeless = (html: string) => html.replace(/"serverNow":\d+/, "");
    expect(timeless(retired.getContent())).toBe(timeless(unknown.getContent()));
    expect(link("off").on).toBe(false);
    expect(data(second).ok).toBe(false);
    // switched on again: the same link opens the page again
    expect(tokenOf(link("on"))).toBe(second);
    expect(data(second).ok).toBe(true);
  });

  it("carries no e-mail, no form edit link and no spreadsheet id; a hostile name stays text in the page", () => {
    const { ev, link, tokenOf } = withPage(4);
    ev.b.standin.write("Joueurs!A2", [["<img src=x onerror=alert(1)>"], ['=HYPERLINK("http://x";"y")']]);
    ev.b.standin.write("Joueurs!A3", [['\'=HYPERLINK("http://x";"y")']]);
    const token = tokenOf(link("on"));
    expect(ev.call("arbitreGenerateRound", { expectedRound: 1 }).ok).toBe(true);
    const page = ev.b.webGet(`t=${token}`) as { getContent(): string; getTitle(): string };
    const html = page.getContent();
    expect(html).not.toContain("<img src=x");
    expect(html).toContain("\\u003cimg src=x onerror=alert(1)\\u003e");
    expect(html).toContain('=HYPERLINK(\\"http://x\\";\\"y\\")');
    expect(html).not.toContain(ev.b.standin.book.id);
    expect(html).not.toMatch(/@example\.org|\/edit\b/);
    expect(page.getTitle()).toBe("Open de printemps");
  });

  it("no other function of the script does anything when the page calls it: it writes nothing, reads no tab", () => {
    const { ev, link, tokenOf } = withPage();
    tokenOf(link("on"));
    expect(ev.call("arbitreGenerateRound", { expectedRound: 1 }).ok).toBe(true);
    const docProps = JSON.stringify([...ev.b.standin.properties.document.data]);
    const grid = JSON.stringify(ev.b.standin.values("Public!A1:H20"));
    const allowed = new Set(["doGet", "arbitreLiveData"]);
    const custom = new Set(ev.b.functions.filter((f) => f.customFunction).map((f) => f.name));
    for (const f of ev.b.functions) {
      if (allowed.has(f.name) || custom.has(f.name)) continue;
      const before = ev.b.counter.calls.length;
      let threw = false;
      try {
        ev.b.callFromPage(f.name, "publish", {});
      } catch {
        threw = true;
      }
      const calls = ev.b.counter.calls.slice(before);
      // refused at its first call to the spreadsheet or the document's stores, or touching none
      expect(threw || calls.every((c) => !c.change), f.name).toBe(true);
      expect(
        calls.filter((c) => !c.denied && /^(Spreadsheet|Sheet|Range|Form)/.test(c.service)),
        f.name,
      ).toEqual([]);
    }
    expect(JSON.stringify([...ev.b.standin.properties.document.data])).toBe(docProps);
    expect(JSON.stringify(ev.b.standin.values("Public!A1:H20"))).toBe(grid);
  });
});
