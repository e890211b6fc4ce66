/**
 * « Refaire le formulaire »: a broken result form is replaced by a new one without going to Drive.
 * It asks first, naming who must send a waiting report again (one sent since the last Apply reports:
 * the Source cell keeps those Apply reports wrote, apply-reports.ts); refused or
 * unanswered, it writes nothing. Done: a new form with the round's choices, the old one closed with
 * a message, every result already in Rounds kept. Undo puts the spreadsheet back as it was (the new
 * responses tab gone, the old form open again). Stopped half-way by Google Forms, the next press
 * finishes the same new form and ends as a clean press (through the bundle).
 */
import { describe, expect, it } from "vitest";
import { type Json, newEvent, snapshot } from "../event/helpers";
import { tableChoice } from "./table-choice";

function started() {
  const ev = newEvent({ system: "confrerie", players: 8 });
  expect(ev.call("arbitreResultForm", { eventId: "e1" }).ok).toBe(true);
  const g = ev.call("arbitreGenerateRound", { eventId: "e1", expectedRound: 1 });
  const [t1, t2, t3]: Json[] = g.state.progress.tables;
  const old = ev.b.standin.forms().at(-1)!;
  const send = (t: Json, who: string) =>
    ev.b.standin.submitForm(
      old.id,
      { Ronde: "1", Table: tableChoice(ev.b.standin, t.table, old.id), "Votre nom": who, Vainqueur: t.a },
      { at: new Date(Date.now() + 60_000) },
    );
  send(t1, t1.a);
  send(t1, t1.b);
  send(t2, t2.a);
  expect(ev.call("arbitreApplyReports", { eventId: "e1" }).ok).toBe(true);
  return { ev, t1, t2, t3, old, send };
}

describe("Remake the form", () => {
  it("asks first, names who must send again, and writes nothing until confirmed", () => {
    const { ev, t2, t3, send } = started();
    // t2's report was applied (its Source cell keeps it); t3's came after the last Apply reports
    send(t3, t3.a);
    const st = ev.state();
    expect(st.actions.remakeForm).toEqual({ enabled: true, reason: "", label: "Refaire le formulaire" });
    const before = snapshot(ev.b);
    const forms = ev.b.standin.forms().length;
    const asked = ev.call("arbitreRemakeForm", { eventId: "e1" });
    expect(asked.ok).toBe(false);
    expect(asked.confirm.question).toBe("Refaire le formulaire de résultats\u202f?");
    expect(asked.confirm.details).toContain(`Table ${t3.table}\u00a0: ${t3.a} (en attente de ${t3.b})`);
    expect(asked.confirm.details.join("\n")).not.toContain(`Table ${t2.table}\u00a0:`);
    expect(asked.confirm.details.join("\n")).toContain("«\u00a0Rondes\u00a0» restent tels quels");
    expect(snapshot(ev.b)).toBe(before);
    expect(ev.b.standin.forms().length).toBe(forms);
  });

  it("replaces the form, keeps every result, closes the old one; Undo puts everything back", () => {
    const { ev, t1, old } = started();
    const result = () => ev.b.standin.values(`'Rondes'!H${t1.row}:I${t1.row}`)[0];
    const applied = result();
    expect(applied).toEqual([t1.a, "Oui"]);
    const before = snapshot(ev.b);
    const r = ev.call("arbitreRemakeForm", { eventId: "e1", confirm: true });
    expect(r.ok).toBe(true);
    const made = ev.b.standin.forms().at(-1)!;
    expect(made.id).not.toBe(old.id);
    expect(r.state.form.url).toBe(made.publishedUrl);
    expect(made.items.find((i) => i.title === "Table")!.choices).toContain(
      tableChoice(ev.b.standin, t1.table),
    );
    const closed = ev.b.standin.forms().find((f) => f.id === old.id)!;
    expect(closed.acceptingResponses).toBe(false);
    expect(closed.closedMessage).toBe(
      "Ce formulaire a été remplacé par un nouveau\u00a0: demandez son lien ou son QR code à l'arbitre.",
    );
    // the result applied from the old form's reports stays
    const again = ev.call("arbitreApplyReports", { eventId: "e1" });
    expect(again.ok).toBe(true);
    expect(result()).toEqual(applied);
    expect(again.state.lastAction.label).toBe("Refaire le formulaire");

    const u = ev.call("arbitreUndoLastAction", { eventId: "e1", at: again.state.lastAction.at });
    expect(u.ok).toBe(true);
    expect(u.state.form.url).toBe(old.publishedUrl);
    expect(ev.b.standin.forms().find((f) => f.id === old.id)!.acceptingResponses).toBe(true);
    expect(ev.b.standin.forms().find((f) => f.id === made.id)!.acceptingResponses).toBe(false);
    // the tabs as before (the undo record alone is spent); the stand-in writes a formula's tab names
    // again, unquoted, once a tab is deleted: the same formula
    const tabs = (x: string) => JSON.stringify(JSON.parse(x.split("'Rondes'!").join("Rondes!")).sheets);
    expect(tabs(snapshot(ev.b))).toBe(tabs(before));
  });

  it("stopped half-way by Google Forms, the next press finishes the same new form", () => {
    const { ev, old } = started();
    const forms = ev.b.standin.forms().length;
    ev.b.standin.formsOutage("Service Forms failed", { afterCalls: 3 });
    const r = ev.call("arbitreRemakeForm", { eventId: "e1", confirm: true });
    ev.b.standin.formsOutage(null);
    expect(r.ok).toBe(true);
    expect(r.message).toContain("appuyez de nouveau sur «\u00a0Refaire le formulaire\u00a0»");
    expect(r.state.form.url).toBe(old.publishedUrl);
    expect(ev.b.standin.forms().length).toBe(forms + 1);
    const again = ev.call("arbitreRemakeForm", { eventId: "e1", confirm: true });
    expect(again.ok).toBe(true);
    expect(ev.b.standin.forms().length).toBe(forms + 1);
    const made = ev.b.standin.forms().at(-1)!;
    expect(again.state.form.url).toBe(made.publishedUrl);
    expect(made.items.map((i) => i.title)).toEqual(["Ronde", "Table", "Votre nom", "Vainqueur"]);
    expect(ev.b.standin.forms().find((f) => f.id === old.id)!.acceptingResponses).toBe(false);
    expect(ev.b.standin.book.sheets.filter((s) => s.name.startsWith("Réponses au formulaire")).length).toBe(
      2,
    );
  });

  it("is refused without a form, and its undo once a player answered the new form, writing nothing", () => {
    const bare = newEvent({ system: "confrerie", players: 8 });
    expect(bare.state().actions.remakeForm).toBeUndefined();
    const before = snapshot(bare.b);
    const no = bare.call("arbitreRemakeForm", { eventId: "e1", confirm: true });
    expect(no.ok).toBe(false);
    expect(no.error).toMatch(/pas de formulaire de résultats à refaire/);
    expect(snapshot(bare.b)).toBe(before);

    const { ev, t1 } = started();
    const r = ev.call("arbitreRemakeForm", { eventId: "e1", confirm: true });
    const made = ev.b.standin.forms().at(-1)!;
    ev.b.standin.submitForm(made.id, {
      Ronde: "1",
      Table: tableChoice(ev.b.standin, t1.table),
      "Votre nom": t1.a,
      Vainqueur: t1.a,
    });
    const kept = snapshot(ev.b);
    const u = ev.call("arbitreUndoLastAction", { eventId: "e1", at: r.state.lastAction.at });
    expect(u.ok).toBe(false);
    expect(u.error).toMatch(
      /le nouveau formulaire a déjà reçu des réponses \(1 dans «\u00a0Réponses au formulaire 2\u00a0»\)/,
    );
    expect(snapshot(ev.b)).toBe(kept);
  });
});
