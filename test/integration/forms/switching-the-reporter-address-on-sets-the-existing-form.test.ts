/**
 * The setting « Enregistrer l'adresse Google de qui signale » changed on an event whose result form
 * already exists (Update event), through the bundle: the form is set at once — it asks the players to
 * sign in and its responses tab gets the address column — and the reports sent from then on name
 * their sender in the Source column; switched off, the form stops asking.
 */
import { describe, expect, it } from "vitest";
import { type Json, newEvent } from "../event/helpers";
import { tableChoice } from "./table-choice";

describe("switching the reporter's address on for an existing form", () => {
  it("sets the form at once, and the Source names who reported after", () => {
    const ev = newEvent({ system: "confrerie", players: 6 });
    expect(ev.call("arbitreResultForm", { eventId: "e1" }).ok).toBe(true);
    const g = ev.call("arbitreGenerateRound", { eventId: "e1", expectedRound: 1 });
    const form = () => ev.b.standin.forms().at(-1)!;
    expect(form().collectEmail).toBe(false);

    const on = ev.call("arbitreUpdateEvent", { eventId: "e1", reporterEmail: true });
    expect(on.ok).toBe(true);
    expect(on.state.event.reporterEmail).toBe(true);
    expect(form().collectEmail).toBe(true);
    const t1 = g.state.progress.tables.find((x: Json) => x.b !== "")!;
    const send = (who: string, opts: { email?: string }) =>
      ev.b.standin.submitForm(
        form().id,
        { Ronde: "1", Table: tableChoice(ev.b.standin, t1.table), "Votre nom": who, Vainqueur: t1.a },
        { at: new Date(Date.now() + 1000), ...opts },
      );
    expect(() => send(t1.a, {})).toThrow(/sign in/);
    send(t1.a, { email: "anne@example.org" });
    expect(ev.call("arbitreApplyReports", { eventId: "e1" }).ok).toBe(true);
    expect(ev.b.standin.values(`'Rondes'!L${t1.row}`)[0]![0]).toBe(
      `Formulaire (anne@example.org)\u00a0: ${t1.a} — signalé par ${t1.a}\u00a0: vainqueur ${t1.a}, attend ${t1.b}`,
    );

    const off = ev.call("arbitreUpdateEvent", { eventId: "e1", reporterEmail: false });
    expect(off.ok).toBe(true);
    expect(off.state.event.reporterEmail).toBe(false);
    expect(form().collectEmail).toBe(false);
  });

  it("Google Forms not answering: the setting is kept, and set on the form at the next reading", () => {
    const ev = newEvent({ system: "confrerie", players: 4 });
    expect(ev.call("arbitreResultForm", { eventId: "e1" }).ok).toBe(true);
    ev.b.standin.formsOutage("Service unavailable: Forms");
    const on = ev.call("arbitreUpdateEvent", { eventId: "e1", reporterEmail: true });
    expect(on.ok).toBe(true);
    expect(on.state.event.reporterEmail).toBe(true);
    ev.b.standin.formsOutage(null);
    expect(ev.b.standin.forms().at(-1)!.collectEmail).toBe(false);
    expect(ev.call("arbitreApplyReports", { eventId: "e1" }).ok).toBe(true);
    expect(ev.b.standin.forms().at(-1)!.collectEmail).toBe(true);
  });

  it("a setting that is not yes or no is refused, and nothing changes", () => {
    const ev = newEvent({ system: "confrerie", players: 4 });
    const r = ev.call("arbitreUpdateEvent", { eventId: "e1", reporterEmail: "oui" });
    expect(r.ok).toBe(false);
    expect(r.error).toContain("attend oui ou non");
    expect(ev.state().event.reporterEmail).toBe(false);
  });
});
