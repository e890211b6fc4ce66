/**
 * No report is applied in the top cut, so the result form must not offer the last Swiss round and
 * promise « Le résultat apparaît quand votre adversaire a envoyé le même »: the top cut's first
 * stage closes it, and a phone opening it reads why and what to do instead. The sidebar does not
 * blame the organiser for a form Arbitre closed. Taking the top cut back opens it again (through
 * the bundle).
 */
import { describe, expect, it } from "vitest";
import { enterResults, type Json, newEvent } from "../event/helpers";
import { tableChoice } from "./table-choice";

describe("the result form during the top cut", () => {
  it("is closed with what to do instead, and open again once the top cut is taken back", () => {
    const ev = newEvent({ system: "confrerie", players: 4, topCut: 2 });
    ev.call("arbitreUpdateEvent", { rounds: 1 });
    expect(ev.call("arbitreResultForm", { eventId: "e1" }).ok).toBe(true);
    const g = ev.call("arbitreGenerateRound", { expectedRound: 1 });
    const t1: Json = g.state.progress.tables[0];
    enterResults(ev);
    const form = () => ev.b.standin.forms().at(-1)!;
    const send = () =>
      ev.b.standin.submitForm(form().id, {
        Ronde: "1",
        Table: tableChoice(ev.b.standin, t1.table),
        "Votre nom": t1.a,
        Vainqueur: t1.a,
      });
    expect(form().acceptingResponses).toBe(true);

    const tc = ev.call("arbitreTopCut", { expectedStage: 1 });
    expect(tc.ok).toBe(true);
    expect(form().acceptingResponses).toBe(false);
    expect(form().closedMessage).toBe(
      "Les rondes suisses sont terminées et le top cut a commencé\u00a0: il ne se signale pas par ce formulaire. Donnez le résultat de votre match à l'arbitre.",
    );
    expect(send).toThrow(/not accepting responses/);
    // closed by Arbitre: no warning that the organiser should open it
    const r = ev.call("arbitreApplyReports", { eventId: "e1" });
    expect(r.state.messages.map((m: Json) => m.text).join("\n")).not.toMatch(
      /accepte pas|Accepter les réponses/,
    );

    // the final stage keeps it closed; taking the top cut back opens it again
    const u = ev.call("arbitreUndoLastAction", { eventId: "e1", at: tc.state.lastAction.at });
    expect(u.ok).toBe(true);
    expect(form().acceptingResponses).toBe(true);
    expect(send()).toBeTruthy();
  });

  it("a form the organiser closed in Forms before the top cut is still said", () => {
    const ev = newEvent({ system: "confrerie", players: 4 });
    expect(ev.call("arbitreResultForm", { eventId: "e1" }).ok).toBe(true);
    ev.call("arbitreGenerateRound", { expectedRound: 1 });
    const FormApp = ev.b.standin.globals.FormApp as typeof globalThis.FormApp;
    FormApp.openById(ev.b.standin.forms().at(-1)!.id).setAcceptingResponses(false);
    const r = ev.call("arbitreApplyReports", { eventId: "e1" });
    expect(r.state.messages.map((m: Json) => m.text)).toContainEqual(
      expect.stringContaining("n'accepte pas de réponses"),
    );
  });
});
