/**
 * A lone report (one player reported through the form, the opponent has not confirmed) is no
 * result: Close round makes the table a double loss, as the rules say, but its question first names
 * each lone report with what was reported, and after the close the table's source keeps it
 * (« Organisateur (signalement de Anne non confirmé : 3–1) ») (through the bundle).
 */
import { describe, expect, it } from "vitest";
import { enterResults, type Json, newEvent } from "../event/helpers";
import { dustTable } from "./dust-reports";
import { tableChoice } from "./table-choice";

describe("Close round names each lone report and keeps it", () => {
  it("La Confrérie: the question names the report and who has not confirmed; the source keeps it", () => {
    const ev = newEvent({ system: "confrerie", players: 8 });
    expect(ev.call("arbitreResultForm", { eventId: "e1" }).ok).toBe(true);
    const st = ev.call("arbitreGenerateRound", { eventId: "e1", expectedRound: 1 }).state;
    const [t1, t2] = st.progress.tables as [Json, Json];
    ev.b.standin.submitForm(
      ev.b.standin.forms().at(-1)!.id,
      { Ronde: "1", Table: tableChoice(ev.b.standin, t1.table), "Votre nom": t1.b, Vainqueur: t1.a },
      { at: new Date(Date.now() + 1000) },
    );
    enterResults(ev, { skipTables: [t1.table, t2.table] });
    expect(ev.call("arbitreApplyReports", { eventId: "e1" }).state.progress.tables[0].status).toBe(
      "reported",
    );
    const ask = ev.call("arbitreCloseRound", { eventId: "e1", round: 1 });
    expect(ask.confirm.question).toBe(
      "2 parties de la ronde 1 n'ont pas de résultat validé\u00a0: les compter en double défaite\u202f?",
    );
    expect(ask.confirm.details).toEqual([
      `Table ${t1.table}\u00a0: ${t1.b} a signalé vainqueur ${t1.a}, ${t1.a} n'a pas confirmé`,
      `Table ${t2.table}\u00a0: ${t2.a} – ${t2.b} (En attente)`,
      "Un signalement sans confirmation n'est pas un résultat\u00a0: pour le compter, tapez le résultat ou une décision dans «\u00a0Rondes\u00a0» avant de clore.",
    ]);
    expect(ev.call("arbitreCloseRound", { eventId: "e1", round: 1, confirm: true }).ok).toBe(true);
    ev.call("arbitreApplyReports", { eventId: "e1", refresh: true });
    expect(ev.b.standin.values(`'Rondes'!J${t1.row}:L${t1.row}`)[0]).toEqual([
      "Double défaite",
      t1.why,
      `Organisateur (signalement de ${t1.b} non confirmé\u00a0: vainqueur ${t1.a})`,
    ]);
    expect(ev.b.standin.values(`'Rondes'!J${t2.row}:L${t2.row}`)[0]).toEqual([
      "Double défaite",
      t2.why,
      "Organisateur",
    ]);
  });

  it("Dust Tactics: the score reported, in the table's order", () => {
    const { ev, t1, send } = dustTable();
    send(t1.a, 3, 1, 1000);
    ev.call("arbitreApplyReports", { eventId: "e1" });
    const ask = ev.call("arbitreCloseRound", { eventId: "e1", round: 1 });
    expect(ask.confirm.details[0]).toBe(`Table ${t1.table}: ${t1.a} reported 3–1, ${t1.b} has not confirmed`);
    expect(ask.confirm.details.at(-1)).toMatch(/^A report without confirmation is no result/);
    expect(ev.call("arbitreCloseRound", { eventId: "e1", round: 1, confirm: true }).ok).toBe(true);
    ev.call("arbitreApplyReports", { eventId: "e1", refresh: true });
    expect(ev.b.standin.values(`'Rounds'!O${t1.row}`)[0]).toEqual([
      `Organiser (report by ${t1.a} not confirmed: 3–1)`,
    ]);
  });
});
