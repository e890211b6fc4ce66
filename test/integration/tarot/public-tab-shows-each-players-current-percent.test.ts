/**
 * The Public Tarot tab shows each player's current % (« % actuel »), as the dashboard does, beside
 * the player's name (the month's indices on the lines under), with one decimal, and the indices with
 * one decimal too while the month's counts stay whole. Through the real bundle.
 */
import { describe, expect, it } from "vitest";
import { newClub } from "./club";

describe("the Public tab's current %", () => {
  it("a « % actuel » column, each player's figure the dashboard's", () => {
    const c = newClub({ players: 6, tournaments: 4, deals: 24, first: "2026-01-07" });
    expect(c.call("arbitreComputeTarot", {}).ok).toBe(true);
    expect(c.call("arbitrePublish", {}).ok).toBe(true);
    const pub = c.b.standin.values(`'${c.tabs.public}'!A1:I40`) as unknown[][];
    const head = pub.findIndex((r) => r[0] === "Rang" && r[2] === "% actuel");
    expect(head).toBeGreaterThan(0);
    const dash = c.b.standin.values(`'${c.tabs.players}'!A5:C20`) as unknown[][];
    const current = new Map(dash.filter((r) => r[0] !== "").map((r) => [r[0], r[2]]));
    const rows = pub.slice(head + 1).filter((r) => typeof r[0] === "number");
    expect(rows.length).toBeGreaterThan(0);
    for (const r of rows) expect(r[2]).toBe(current.get(r[1]));
    const at = pub.findIndex((r, i) => i > head && typeof r[0] === "number" && typeof r[2] === "number");
    expect(at).toBeGreaterThan(head);
    const shown = c.b.standin.displayValues(`'${c.tabs.public}'!C${at + 1}:C${at + 7}`) as string[][];
    // the current %, then the month's tournaments and wins (whole), its four indices (one decimal)
    expect(shown.map((r) => r[0])).toEqual([
      expect.stringMatching(/^-?\d+,\d$/),
      expect.stringMatching(/^\d+$/),
      expect.stringMatching(/^\d+$/),
      ...Array.from({ length: 4 }, () => expect.stringMatching(/^-?\d+,\d$/)),
    ]);
  });
});
