/**
 * A result form that is not accepting responses (closed in Google Forms) is said in the sidebar,
 * with the fix, at each reading; accepting again, the warning goes (through the bundle).
 */
import { describe, expect, it } from "vitest";
import { type Json, newEvent } from "../event/helpers";

const CLOSED =
  "Le formulaire de résultats n'accepte pas de réponses\u00a0: les joueurs ne peuvent pas envoyer leurs résultats. Dans Google Forms, onglet Réponses, activez «\u00a0Accepter les réponses\u00a0».";

describe("a form not accepting responses is said with the fix", () => {
  it("closed in Forms: said; opened again: the warning goes", () => {
    const ev = newEvent({ system: "confrerie", players: 8 });
    expect(ev.call("arbitreResultForm", { eventId: "e1" }).ok).toBe(true);
    expect(ev.call("arbitreGenerateRound", { eventId: "e1", expectedRound: 1 }).ok).toBe(true);
    const id = ev.b.standin.forms().at(-1)!.id;
    const FormApp = ev.b.services.FormApp as GoogleAppsScript.Forms.FormApp;
    FormApp.openById(id).setAcceptingResponses(false);
    const closed = ev.call("arbitreApplyReports", { eventId: "e1" });
    expect(closed.state.messages.map((m: Json) => m.text)).toContain(CLOSED);
    expect(closed.state.form).not.toBeNull();
    FormApp.openById(id).setAcceptingResponses(true);
    const open = ev.call("arbitreApplyReports", { eventId: "e1" });
    expect(open.state.messages.map((m: Json) => m.text)).not.toContain(CLOSED);
  });
});
