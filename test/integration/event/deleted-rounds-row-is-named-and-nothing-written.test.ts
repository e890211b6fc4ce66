/**
 * A row deleted from the Rounds tab (the quality bar: "a deleted Rounds row gives a clear message
 * naming the tab, row and column, and nothing is written"), end to end through the bundle, with
 * the Standings tab's spilled STANDINGS formula re-evaluated as Sheets does.
 */
import { describe, expect, it } from "vitest";
import { type Event, enterResults, newEvent, snapshot } from "./helpers";

function deleteRow(ev: Event, tab: string, row: number): void {
  ev.b.standin.spreadsheet.getSheetByName(tab)!.deleteRow(row);
}

describe("the stand-in deletes rows under a spilled custom-function formula like Sheets", () => {
  it("the STANDINGS formula (whole columns) still covers every game; the spill is recomputed and shrinks; no HyperFormula crash", () => {
    const ev = newEvent({ system: "confrerie", players: 8 });
    ev.call("arbitreGenerateRound", { expectedRound: 1 });
    enterResults(ev); // edits since the last evaluation: the next read re-evaluates after the deletion
    deleteRow(ev, "Rondes", 3); // table 2
    expect(ev.b.standin.probe("Classement!A1").formula).toBe('=STANDINGS(Rondes!C:F,"confrerie",Rondes!A:A)');
    const rows = ev.b.standin.values("Classement!A1:B10");
    expect(rows.slice(1, 7).every((r) => r[1] !== "")).toBe(true);
    expect(rows.slice(7).every((r) => r[0] === "" && r[1] === "")).toBe(true);
    // a row deleted inside the spill: the formula (in A1) re-spills in full
    deleteRow(ev, "Classement", 4);
    expect(ev.b.standin.values("Classement!A1:B10")).toEqual(rows);
    // rows inserted above the formula move it, its spill follows
    ev.b.standin.spreadsheet.getSheetByName("Classement")!.insertRowBefore(1);
    expect(ev.b.standin.values("Classement!A2:B11")).toEqual(rows);
  });
});

describe("a deleted Rounds row: message naming tab, row and column; nothing written", () => {
  const cases: {
    label: string;
    system: "confrerie" | "dust";
    players: number;
    row: number;
    message: RegExp;
  }[] = [
    {
      label: "Confrérie, table 2 deleted",
      system: "confrerie",
      players: 8,
      row: 3,
      message:
        /^onglet «\u00a0Rondes\u00a0», ligne 3, colonne B \(Table\)\u00a0: lignes de la ronde 1\u00a0: 3 au lieu de 4\u202f; ligne supprimée à cet endroit \(table 2\)\u202f\? Annulez la suppression \(Ctrl\+Z\)$/,
    },
    {
      label: "Confrérie, table 1 deleted",
      system: "confrerie",
      players: 8,
      row: 2,
      message:
        /^onglet «\u00a0Rondes\u00a0», ligne 2, colonne B \(Table\)\u00a0: lignes de la ronde 1\u00a0: 3 au lieu de 4\u202f;.*\(table 1\)/,
    },
    {
      label: "Confrérie, the bye row deleted",
      system: "confrerie",
      players: 9,
      row: 6,
      message:
        /^onglet «\u00a0Rondes\u00a0», ligne 6, colonne D \(Joueur B\)\u00a0: lignes de la ronde 1\u00a0: 4 au lieu de 5\u202f; la ligne de l'exempt a été supprimée/,
    },
    {
      label: "Dust, table 3 deleted",
      system: "dust",
      players: 8,
      row: 4,
      message:
        /^onglet «\u00a0Rondes\u00a0», ligne 4, colonne B \(Table\)\u00a0: lignes de la ronde 1\u00a0: 3 au lieu de 4\u202f;.*\(table 3\)/,
    },
  ];
  for (const c of cases) {
    it(c.label, () => {
      const ev = newEvent({ system: c.system, players: c.players });
      expect(ev.call("arbitreGenerateRound", { expectedRound: 1 }).ok).toBe(true);
      enterResults(ev);
      deleteRow(ev, "Rondes", c.row);
      const before = snapshot(ev.b);
      const actions: [string, object][] = [
        ["arbitreGenerateRound", { expectedRound: 2 }],
        ["arbitreCloseRound", { round: 1, confirm: true }],
        ["arbitreDropPlayer", { name: "Joueur 0001" }],
        ["arbitrePublish", {}],
        ["arbitreUndoLastRound", { round: 1, confirm: true }],
        ["arbitreUndoLastAction", { confirm: true }],
      ];
      for (const [fn, req] of actions) {
        const r = ev.call(fn, req);
        expect(r.ok, fn).toBe(false);
        expect(r.error, fn).toMatch(c.message);
        expect(snapshot(ev.b), fn).toBe(before);
      }
      const st = ev.state();
      expect(st.actions.generateRound.enabled).toBe(false);
      expect(st.actions.generateRound.reason).toMatch(c.message);
      expect(st.messages[0].text).toMatch(c.message);
      expect(snapshot(ev.b)).toBe(before);
    });
  }
});
