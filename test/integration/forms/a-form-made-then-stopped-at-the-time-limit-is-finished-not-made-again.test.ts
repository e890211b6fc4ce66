/**
 * Result form stopped by Apps Script's time limit once the form is made in Drive and its id stored (while its
 * questions are being added: nothing of the script runs after a time-out, no catch): the form's id
 * was already stored, so the next press finishes that form instead of making a second one.
 */
import { describe, expect, it } from "vitest";
import { newEvent } from "../event/helpers";

describe("Result form stopped at the time limit after the form is made", () => {
  for (const at of [4, 5, 6, 9])
    it(`stopped at its change ${at}: pressed again, one form, linked, one responses tab`, () => {
      const ev = newEvent({ system: "confrerie", players: 4 });
      ev.b.standin.runtime.failChangeAt(at, "timeout");
      expect(() => ev.call("arbitreResultForm", { eventId: "e1" })).toThrow(
        /^Exceeded maximum execution time/,
      );
      const stoppedAt = ev.b.standin.runtime.stoppedAt;
      ev.b.standin.runtime.failChangeAt(null);
      expect(stoppedAt).toMatch(/^(Form|ListItem|TextItem|Properties)\./);
      const done = ev.call("arbitreResultForm", { eventId: "e1" });
      expect(done.ok).toBe(true);
      expect(ev.b.standin.forms().length).toBe(1);
      expect(done.state.form).toEqual({ url: ev.b.standin.forms()[0]!.publishedUrl });
      expect(ev.b.standin.book.sheets.filter((s) => s.name.startsWith("Réponses au formulaire")).length).toBe(
        1,
      );
    });
});

describe("Result form stopped between adding a question and giving it its title", () => {
  it("the untitled question is given its title when the form is finished: the responses tab has the form's columns only", () => {
    const ev = newEvent({ system: "confrerie", players: 4 });
    // the changes: the claim stored, the form made, linked, its id stored, its description, its message, the
    // first question added, its title…
    ev.b.standin.runtime.failChangeAt(8, "timeout");
    expect(() => ev.call("arbitreResultForm", { eventId: "e1" })).toThrow(/^Exceeded maximum execution time/);
    expect(ev.b.standin.runtime.stoppedAt).toBe("ListItem.setTitle");
    ev.b.standin.runtime.failChangeAt(null);
    expect(ev.call("arbitreResultForm", { eventId: "e1" }).ok).toBe(true);
    const form = ev.b.standin.forms()[0]!;
    expect(form.items.map((i) => i.title)).toEqual(["Ronde", "Table", "Votre nom", "Vainqueur"]);
    const tab = ev.b.standin.book.sheets.find((s) => s.name.startsWith("Réponses au formulaire"))!;
    expect(ev.b.standin.values(`'${tab.name}'!A1:E1`)).toEqual([
      ["Horodateur", "Ronde", "Table", "Votre nom", "Vainqueur"],
    ]);
  });
});
