/**
 * The Public tab is the page the clubs read: the event's name, date and where it stands at the top;
 * the current pairings, then the standings (final once over), one block under the other in three
 * narrow columns that a phone shows whole; the event's lines bold and frozen, a long name wrapped in
 * its cell (never cut); nothing stale after the event ends.
 */
import { describe, expect, it } from "vitest";
import { enterResults, newEvent } from "./helpers";
import { publicBlocks } from "./public-tab-blocks";

describe("the Public tab", () => {
  it("during a round: name, date and system, 'Ronde 1 sur 3', pairings then standings; bold frozen lines; a phone's width", () => {
    const ev = newEvent({ system: "confrerie", players: 6, name: "Open de printemps" });
    ev.b.standin.write("Joueurs!A2", [["Jean-Loïc O'Sullivan-Delacroix"]]);
    expect(ev.call("arbitreGenerateRound", { expectedRound: 1 }).ok).toBe(true);
    expect(ev.call("arbitrePublish", {}).ok).toBe(true);
    const grid = ev.b.standin.values("Public!A1:P60") as unknown[][];
    expect(grid[0]![0]).toBe("Open de printemps");
    expect(grid[1]![0]).toBe("Ronde 1 sur 3");
    expect(grid[3]![0]).toBe("14 novembre 2025 · La Confrérie (rondes suisses)");
    // one block under the other, in three columns: nothing right of C
    expect([...publicBlocks(grid).keys()]).toEqual([
      "Appariements par table",
      "Appariements par nom",
      "Classement",
    ]);
    expect(grid.flatMap((r) => r.slice(3)).filter((v) => v !== "")).toEqual([]);
    const sheet = ev.b.standin.spreadsheet.getSheetByName("Public")!;
    expect(sheet.getFrozenRows()).toBe(4);
    const weights = sheet.getRange(1, 1, 8, 3).getFontWeights();
    expect(weights.map((r) => r[0])).toEqual([
      "bold",
      "normal",
      "normal",
      "normal",
      "normal",
      "bold",
      "bold",
      "normal",
    ]);
    // 340 px in all: a 390-px phone shows the three columns with the row numbers
    const widths = [1, 2, 3].map((c) => sheet.getColumnWidth(c));
    expect(widths.reduce((a, b) => a + b, 0)).toBeLessThanOrEqual(340);
    // the longest name is not cut: wider than its column (about 7.5 px a character), it wraps
    const name = "Jean-Loïc O'Sullivan-Delacroix";
    const cells = grid
      .flatMap((r, i) => r.map((v, c) => (v === name ? [i + 1, c + 1] : null)))
      .filter((x) => x !== null);
    expect(cells.length).toBeGreaterThan(0);
    for (const [row, col] of cells as [number, number][]) {
      const a1 = `Public!${String.fromCharCode(64 + col)}${row}`;
      expect(name.length * 7.5 > sheet.getColumnWidth(col) ? ev.b.standin.probe(a1).wrap : true, a1).toBe(
        true,
      );
    }
  });

  it("after a Dust early end: who won, the final standings, no stale pairings or end time", () => {
    const ev = newEvent({ system: "dust", players: 4 });
    for (let round = 1; round <= 2; round++) {
      expect(ev.call("arbitreGenerateRound", { expectedRound: round }).ok).toBe(true);
      enterResults(ev);
    }
    expect(ev.call("arbitreTimer", { action: "start" }).ok).toBe(true);
    const st = ev.state();
    expect(st.progress.endedEarly).toBe(true);
    expect(ev.call("arbitrePublish", {}).ok).toBe(true);
    const grid = ev.b.standin.values("Public!A1:T12") as unknown[][];
    expect(grid[1]![0]).toBe(
      `Événement terminé après la ronde 2\u00a0: ${st.progress.earlyWinner} est le seul joueur invaincu`,
    );
    expect(grid[2]![0]).toBe("");
    expect(grid[2]![2]).toBe("");
    // no round in play: no pairings block at all, the final standings come first
    expect(grid[5]![0]).toBe("Classement final");
    expect(grid.flat().filter((v) => /^Appariements/.test(String(v)))).toEqual([]);
  });
});
