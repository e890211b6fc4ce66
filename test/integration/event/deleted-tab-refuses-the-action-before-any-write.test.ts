import { describe, expect, it } from "vitest";
import { type Event, enterResults, type Json, newEvent, snapshot } from "./helpers";

function deleteTab(ev: Event, tab: string): void {
  const ss = ev.b.standin.spreadsheet;
  ss.deleteSheet(ss.getSheetByName(tab)!);
}

describe("a generated tab deleted by hand: the action refuses before writing anything", () => {
  const cases: [string, string, (ev: Event) => Json][] = [
    [
      "Generate, Pairings deleted",
      "Appariements",
      (ev) => ev.call("arbitreGenerateRound", { expectedRound: 2 }),
    ],
    [
      "Generate, Match slips deleted",
      "Fiches de match",
      (ev) => ev.call("arbitreGenerateRound", { expectedRound: 2 }),
    ],
    [
      "Generate, Standings deleted",
      "Classement",
      (ev) => ev.call("arbitreGenerateRound", { expectedRound: 2 }),
    ],
    [
      "Undo round, Pairings deleted",
      "Appariements",
      (ev) => ev.call("arbitreUndoLastRound", { round: 1, confirm: true }),
    ],
    [
      "Undo round, Standings deleted",
      "Classement",
      (ev) => ev.call("arbitreUndoLastRound", { round: 1, confirm: true }),
    ],
    [
      "Undo last action (generate), Slips deleted",
      "Fiches de match",
      (ev) => ev.call("arbitreUndoLastAction", { confirm: true }),
    ],
  ];
  for (const [label, tab, act] of cases) {
    it(label, () => {
      const ev = newEvent({ system: "confrerie", players: 8 });
      expect(ev.call("arbitreGenerateRound", { expectedRound: 1 }).ok).toBe(true);
      enterResults(ev);
      deleteTab(ev, tab);
      const before = snapshot(ev.b);
      const r = act(ev);
      expect(r.ok).toBe(false);
      expect(r.error).toContain(tab);
      expect(snapshot(ev.b)).toBe(before);
    });
  }
  it("Top cut stage, Pairings deleted", () => {
    const ev = newEvent({ system: "confrerie", players: 8, topCut: 4 });
    for (let r = 1; r <= 3; r++) {
      expect(ev.call("arbitreGenerateRound", { expectedRound: r }).ok).toBe(true);
      enterResults(ev);
    }
    deleteTab(ev, "Appariements");
    const before = snapshot(ev.b);
    const r = ev.call("arbitreTopCut", { expectedStage: 1 });
    expect(r.ok).toBe(false);
    expect(r.error).toContain("Appariements");
    expect(snapshot(ev.b)).toBe(before);
  });
});
