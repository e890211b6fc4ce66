/**
 * The Public Tarot tab fits a phone: three columns, 340 px in all, set again at each Publish (a
 * column widened by hand since comes back); nothing written past column C; the players' names and
 * the month's figures' names (B) and the figures (C) wrap, never cut. Through the real bundle.
 */
import { describe, expect, it } from "vitest";
import { newClub } from "./club";

describe("the Public Tarot tab on a phone", () => {
  it("three columns of 340 px in all, set at each Publish, B:C wrapped", () => {
    const c = newClub({ players: 6, tournaments: 4, deals: 24, first: "2026-01-07" });
    expect(c.call("arbitreComputeTarot", {}).ok).toBe(true);
    const sheet = c.b.standin.spreadsheet.getSheetByName(c.tabs.public!)!;
    sheet.setColumnWidth(2, 300);
    expect(c.call("arbitrePublish", {}).ok).toBe(true);
    const widths = [1, 2, 3].map((col) => sheet.getColumnWidth(col));
    expect(widths).toEqual([60, 140, 140]);
    const pub = c.b.standin.values(`'${c.tabs.public}'!A1:I80`) as unknown[][];
    const last = pub.reduce<number>((at, r, i) => (r.some((v) => v !== "") ? i : at), -1);
    expect(last).toBeGreaterThan(20);
    expect(pub.flatMap((r) => r.slice(3)).filter((v) => v !== "")).toEqual([]);
    for (let r = 4; r <= last + 1; r++)
      for (const col of ["B", "C"])
        expect(c.b.standin.probe(`'${c.tabs.public}'!${col}${r}`).wrap, `${col}${r}`).toBe(true);
  });
});
