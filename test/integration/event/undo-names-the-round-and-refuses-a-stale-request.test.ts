import { describe, expect, it } from "vitest";
import { type Event, enterResults, newEvent, snapshot } from "./helpers";

function play(ev: Event, rounds: number): void {
  for (let r = 1; r <= rounds; r++) {
    const g = ev.call("arbitreGenerateRound", { expectedRound: r });
    expect(g.ok, g.error).toBe(true);
    enterResults(ev);
  }
}

describe("undo messages name the round", () => {
  it("« Ronde 2 » annulée / 'Round 2' undone; the confirmation too", () => {
    for (const [locale, asked, done] of [
      ["fr_FR", /^1 partie de «\u00a0Ronde 2\u00a0» a déjà des saisies/, "«\u00a0Ronde 2\u00a0» annulée."],
      ["en_GB", /^1 game of 'Round 2' already has entries/, "'Round 2' undone."],
    ] as const) {
      const ev = newEvent({ system: "confrerie", players: 8, locale });
      play(ev, 1);
      ev.call("arbitreGenerateRound", { expectedRound: 2 });
      enterResults(ev, { skipTables: [2, 3, 4] });
      const ask = ev.call("arbitreUndoLastRound", { round: 2 });
      expect(ask.confirm.question).toMatch(asked);
      const r = ev.call("arbitreUndoLastRound", { round: 2, confirm: true });
      expect(r.ok, r.error).toBe(true);
      expect(r.message).toBe(done);
    }
  });
});

describe("undo guard: the request says what it undoes", () => {
  it("a repeated confirmed 'Undo: Final ranking' does not also take back the final", () => {
    const ev = newEvent({ system: "confrerie", players: 4, topCut: 2 });
    ev.call("arbitreUpdateEvent", { rounds: 1 });
    play(ev, 1);
    expect(ev.call("arbitreTopCut", { expectedStage: 1 }).ok).toBe(true);
    enterResults(ev);
    expect(ev.call("arbitreTopCut", { expectedStage: 2 }).ok).toBe(true);
    const req = { round: 1, what: "ranking", confirm: true };
    const first = ev.call("arbitreUndoLastRound", req);
    expect(first.ok, first.error).toBe(true);
    expect(first.state.progress.phase).toBe("topcut");
    const before = snapshot(ev.b);
    const again = ev.call("arbitreUndoLastRound", req);
    expect(again.ok).toBe(false);
    expect(again.error).toMatch(/une autre action a eu lieu depuis .* rien n'a été modifié/);
    expect(snapshot(ev.b)).toBe(before);
    expect(again.state.progress.topCut.stage).toBe(1);
    // the stage itself, asked for as such
    const stage = ev.call("arbitreUndoLastRound", { round: 1, what: "stage", confirm: true });
    expect(stage.ok, stage.error).toBe(true);
    expect(stage.state.progress.topCut.stage).toBe(0);
    // a Swiss round asked for as a stage: refused too
    expect(ev.call("arbitreUndoLastRound", { round: 1, what: "stage", confirm: true }).ok).toBe(false);
  });
});

describe("undo of Close round finds its games by round and table", () => {
  it("a row inserted above: the double losses are taken back where the games now are", () => {
    const ev = newEvent({ system: "confrerie", players: 8 });
    play(ev, 1);
    ev.call("arbitreGenerateRound", { expectedRound: 2 });
    enterResults(ev, { skipTables: [2, 4] });
    const close = ev.call("arbitreCloseRound", { round: 2, confirm: true });
    expect(close.ok, close.error).toBe(true);
    const rows = close.state.progress.tables.map((g: { row: number }) => g.row);
    // the organiser inserts a note row above round 2 (inside the tab, before its games)
    const sheet = ev.b.standin.spreadsheet.getSheetByName("Rondes")!;
    sheet.insertRowBefore(Math.min(...rows));
    const st = ev.state();
    expect(st.messages.filter((m: { level: string }) => m.level === "error")).toEqual([]);
    const moved = st.progress.tables.map((g: { row: number }) => g.row);
    expect(moved).toEqual(rows.map((r: number) => r + 1));
    const u = ev.call("arbitreUndoLastAction", { at: st.lastAction.at });
    expect(u.ok, u.error).toBe(true);
    const after = u.state.progress.tables;
    const byTable = new Map(after.map((g: { table: number; status: string }) => [g.table, g.status]));
    expect(byTable.get(2)).toBe("pending");
    expect(byTable.get(4)).toBe("pending");
    expect(byTable.get(1)).toBe("confirmed");
    expect(byTable.get(3)).toBe("confirmed");
    // the decision column: empty for every game of round 2 (nothing written on the wrong rows)
    const j = ev.b.standin.values(`Rondes!J${Math.min(...moved)}:J${Math.max(...moved)}`).flat();
    expect(j.every((v) => v === "")).toBe(true);
  });
});
