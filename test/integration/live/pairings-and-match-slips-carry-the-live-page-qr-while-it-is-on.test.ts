/**
 * While the live page is on, the Swiss Pairings and Match slips tabs carry its QR code: one PNG
 * image each, over the grid in row 1 right of what the tab prints, marked by its alt text title, that
 * a QR reader reads back as the page's link. Generate again, or a new link, replaces it (never two);
 * the page off takes it away; a Generate while off places none. Undo last action puts the cells back
 * and leaves the QR code of the link in force (re-placed when Undo rewrites the tabs, untouched when
 * it puts back their copy: either way one image, the current link's), never the one of a retired link.
 */
import { inflateSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import type { LiveLinkView } from "../../../src/contract/index";
import { qrMatrix } from "../../../src/engine/picture/qr";
import { LIVE_QR_TITLE } from "../../../src/sheets/live/qr-image";
import { newEvent } from "../event/helpers";

const WEB_APP = "https://script.google.com/macros/s/AKfy-test/exec";

/** The modules of a 1-bit PNG drawn at 4 pixels a module with 4 modules of margin. */
function modulesOf(png: Buffer): boolean[][] {
  const width = png.readUInt32BE(16);
  const idatLen = png.readUInt32BE(33);
  const raw = inflateSync(png.subarray(41, 41 + idatLen));
  const rowBytes = Math.ceil(width / 8) + 1;
  const side = width / 4 - 8;
  return Array.from({ length: side }, (_, r) =>
    Array.from({ length: side }, (_, c) => {
      const x = (c + 4) * 4;
      const byte = raw[(r + 4) * 4 * rowBytes + 1 + (x >> 3)]!;
      return ((byte >> (7 - (x & 7))) & 1) === 0;
    }),
  );
}

function setup() {
  const ev = newEvent({ system: "confrerie", players: 8, name: "Open de printemps" });
  ev.b.standin.webApp.url = WEB_APP;
  const link = (op: "on" | "off" | "renew") => ev.call("arbitreLiveLink", { op }) as LiveLinkView;
  const tabs = ev.state().event.tabs as { pairings: string; slips: string };
  const qr = (tab: string) => ev.b.standin.images(tab).filter((i) => i.altTitle === LIVE_QR_TITLE);
  return { ev, link, tabs, qr };
}

describe("the live page's QR code over the printed tabs", () => {
  it("is placed once on each tab while the page is on, reads as its link, and is replaced, not added", () => {
    const { ev, link, tabs, qr } = setup();
    expect(ev.call("arbitreGenerateRound", { expectedRound: 1 }).ok).toBe(true);
    expect(qr(tabs.pairings)).toEqual([]); // a Generate while the page is off places none
    const on = link("on");
    for (const [tab, column] of [
      [tabs.pairings, 9],
      [tabs.slips, 5],
    ] as const) {
      const images = qr(tab);
      expect(images).toHaveLength(1);
      expect(images[0]!.anchor).toEqual({ row: 1, column, offsetX: 0, offsetY: 0 });
      expect(images[0]!.altDescription).toMatch(/^Code QR de la page en direct/);
      expect(modulesOf(images[0]!.bytes)).toEqual(qrMatrix(on.url));
    }
    link("on"); // pressed again
    const renewed = link("renew");
    expect(renewed.url).not.toBe(on.url);
    expect(qr(tabs.pairings)).toHaveLength(1);
    expect(modulesOf(qr(tabs.pairings)[0]!.bytes)).toEqual(qrMatrix(renewed.url));
    expect(modulesOf(qr(tabs.slips)[0]!.bytes)).toEqual(qrMatrix(renewed.url));
  });

  it("is replaced at each Generate, and gone when the page is off", () => {
    const { ev, link, tabs, qr } = setup();
    const on = link("on");
    expect(ev.call("arbitreGenerateRound", { expectedRound: 1 }).ok).toBe(true);
    expect(qr(tabs.pairings)).toHaveLength(1);
    expect(qr(tabs.slips)).toHaveLength(1);
    expect(modulesOf(qr(tabs.pairings)[0]!.bytes)).toEqual(qrMatrix(on.url));
    link("off");
    expect(qr(tabs.pairings)).toEqual([]);
    expect(qr(tabs.slips)).toEqual([]);
    link("off"); // pressed again
    expect(qr(tabs.pairings)).toEqual([]);
  });

  it("Undo last action leaves one image per tab, of the link in force, even after a new link", () => {
    const { ev, link, tabs, qr } = setup();
    link("on");
    const g = ev.call("arbitreGenerateRound", { expectedRound: 1 });
    expect(g.ok).toBe(true);
    const renewed = link("renew");
    const r = ev.call("arbitreUndoLastAction", { at: g.state.lastAction.at });
    expect(r.ok, r.error).toBe(true);
    for (const tab of [tabs.pairings, tabs.slips]) {
      expect(qr(tab)).toHaveLength(1);
      expect(modulesOf(qr(tab)[0]!.bytes)).toEqual(qrMatrix(renewed.url));
    }
    expect(ev.call("arbitreGenerateRound", { expectedRound: 1 }).ok).toBe(true);
    expect(qr(tabs.pairings)).toHaveLength(1);
    expect(qr(tabs.slips)).toHaveLength(1);
  });
});
