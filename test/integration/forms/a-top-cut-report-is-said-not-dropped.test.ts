/**
 * The top cut is not reported through the result form: the form's description tells the players,
 * the form is closed during it (the-form-closes-during-the-top-cut-…), and a report sent once the
 * top cut started all the same (the organiser opened the form again in Forms) is listed in the
 * sidebar, not silently dropped (through the bundle).
 */
import { describe, expect, it } from "vitest";
import { enterResults, type Json, newEvent } from "../event/helpers";
import { tableChoice } from "./table-choice";

describe("a top-cut report is said, not dropped", () => {
  it("the form says so; a report sent during the top cut is listed", async () => {
    const ev = newEvent({ system: "confrerie", players: 4, topCut: 2 });
    ev.call("arbitreUpdateEvent", { rounds: 1 });
    expect(ev.call("arbitreResultForm", { eventId: "e1" }).ok).toBe(true);
    const form = ev.b.standin.forms().at(-1)!;
    expect(form.description).toMatch(
      /Le top cut ne se signale pas ici\u00a0: donnez son résultat à l'arbitre\.$/,
    );
    const g = ev.call("arbitreGenerateRound", { expectedRound: 1 });
    const t1: Json = g.state.progress.tables[0];
    enterResults(ev);
    // Sheets keeps the timestamps to the second: the top cut a second after round 1
    await new Promise((done) => setTimeout(done, 1100));
    expect(ev.call("arbitreTopCut", { expectedStage: 1 }).ok).toBe(true);
    // the organiser opens the form again in Google Forms
    const FormApp = ev.b.standin.globals.FormApp as typeof globalThis.FormApp;
    FormApp.openById(form.id).setAcceptingResponses(true);
    ev.b.standin.submitForm(
      form.id,
      { Ronde: "1", Table: tableChoice(ev.b.standin, t1.table), "Votre nom": t1.a, Vainqueur: t1.a },
      { at: new Date(Date.now() + 3000) },
    );
    const r = ev.call("arbitreApplyReports", { eventId: "e1" });
    expect(r.state.messages.map((m: Json) => m.text)).toContainEqual(
      expect.stringContaining(
        `(${t1.a}, ronde 1, table ${t1.table})\u00a0: envoyé pendant le top cut, qui ne se signale pas par le formulaire\u00a0: à donner à l'arbitre`,
      ),
    );
  });
});
