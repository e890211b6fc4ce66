/**
 * The Public tab is the page the clubs read: the event's name, date and where it stands at the top;
 * the current pairings, then the standings (final once over); bold frozen headers; columns as wide
 * as their content; nothing stale after the event ends.
 */
import { describe, expect, it } from "vitest";
import { enterResults, newEvent } from "./helpers";

describe("the Public tab", () => {
  it("during a round: name, date and system, 'Ronde 1 sur 3', pairings then standings; bold frozen headers; widths fit", () => {
    const ev = newEvent({ system: "confrerie", players: 6, name: "Open de printemps" });
    ev.b.standin.write("Joueurs!A2", [["Jean-Loïc O'Sullivan-Delacroix"]]);
    expect(ev.call("arbitreGenerateRound", { expectedRound: 1 }).ok).toBe(true);
    expect(ev.call("arbitrePublish", {}).ok).toBe(true);
    const grid = ev.b.standin.values("Public!A1:P6") as unknown[][];
    expect(grid[0]![0]).toBe("Open de printemps");
    expect(grid[0]![3]).toBe("Ronde 1 sur 3");
    expect(grid[2]![0]).toBe("14 novembre 2025 · La Confrérie (rondes suisses)");
    expect(grid[3]!.filter((v) => v !== "")).toEqual([
      "Appariements par table",
      "Appariements par nom",
      "Classement",
    ]);
    const sheet = ev.b.standin.spreadsheet.getSheetByName("Public")!;
    expect(sheet.getFrozenRows()).toBe(5);
    const weights = sheet.getRange(1, 1, 6, 3).getFontWeights();
    expect(weights.map((r) => r[0])).toEqual(["bold", "normal", "normal", "bold", "bold", "normal"]);
    // the longest name is not cut: its columns are wide enough (about 7.5 px a character)
    const name = "Jean-Loïc O'Sullivan-Delacroix";
    const cols = [...grid.slice(5)]
      .flatMap((r) => r.map((v, c) => (v === name ? c : -1)))
      .filter((c) => c >= 0);
    expect(cols.length).toBeGreaterThan(0);
    for (const c of cols) expect(sheet.getColumnWidth(c + 1)).toBeGreaterThanOrEqual(name.length * 7);
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
    expect(grid[0]![3]).toBe(
      `Événement terminé après la ronde 2\u00a0: ${st.progress.earlyWinner} est le seul joueur invaincu`,
    );
    expect(grid[1]![0]).toBe("");
    expect(grid[1]![3]).toBe("");
    // no round in play: no pairings block at all, the final standings come first
    expect(grid[3]![0]).toBe("Classement final");
    expect(grid.flat().filter((v) => /^Appariements/.test(String(v)))).toEqual([]);
  });
});
