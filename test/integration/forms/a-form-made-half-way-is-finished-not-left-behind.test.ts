/**
 * Creating the result form can fail half-way (a quota error after FormApp.create): the form begun
 * is kept and said, and pressing the button again finishes that same form instead of leaving it
 * behind as an orphan in Drive (through the bundle, the stand-in's formsOutage).
 */
import { describe, expect, it } from "vitest";
import { type Json, newEvent } from "../event/helpers";

const QUOTA = "Service invoked too many times for one day: forms.";

describe("a form made half-way is finished, not left behind", () => {
  it("Forms fails after creating the form: kept, said; the next press finishes the same form", () => {
    const ev = newEvent({ system: "confrerie", players: 8 });
    expect(ev.call("arbitreGenerateRound", { eventId: "e1", expectedRound: 1 }).ok).toBe(true);
    // FormApp.create, getId and two more calls succeed, then the quota is reached
    ev.b.standin.formsOutage(QUOTA, { afterCalls: 4 });
    const first = ev.call("arbitreResultForm", { eventId: "e1" });
    expect(first.ok).toBe(true);
    expect(first.message).toBe(
      `Google Forms s'est arrêté en cours de création du formulaire (${QUOTA}). Le formulaire commencé est gardé\u00a0: appuyez sur «\u00a0Terminer le formulaire\u00a0» pour le terminer.`,
    );
    expect(ev.b.standin.forms()).toHaveLength(1);
    expect(first.state.form).toBeNull();
    expect(first.state.actions.resultForm).toMatchObject({ enabled: true, label: "Terminer le formulaire" });
    expect(first.state.messages.map((m: Json) => m.text)).toContain(
      "Le formulaire de résultats n'est pas terminé (un service Google s'est arrêté pendant sa création)\u00a0: appuyez sur «\u00a0Terminer le formulaire\u00a0».",
    );
    // still down: refused as temporary, still one form
    const during = ev.call("arbitreResultForm", { eventId: "e1" });
    expect(during.ok).toBe(false);
    expect(ev.b.standin.forms()).toHaveLength(1);
    // Forms answers again: the same form finished, linked once, published, its lists set
    ev.b.standin.formsOutage(null);
    const done = ev.call("arbitreResultForm", { eventId: "e1" });
    expect(done.ok).toBe(true);
    const forms = ev.b.standin.forms();
    expect(forms).toHaveLength(1);
    const form = forms[0]!;
    expect(done.state.form).toEqual({ url: form.publishedUrl });
    expect(form.published).toBe(true);
    expect(form.destination).not.toBeNull();
    expect(form.items.map((i) => i.title)).toEqual(["Ronde", "Table", "Votre nom", "Vainqueur"]);
    expect(form.items.every((i) => i.required)).toBe(true);
    expect(form.items[1]!.choices).toHaveLength(4);
    expect(ev.b.standin.spreadsheet.getSheets().filter((s) => s.getFormUrl() !== null)).toHaveLength(1);
  });
});
