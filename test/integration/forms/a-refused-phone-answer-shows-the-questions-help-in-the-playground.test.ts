/**
 * In the playground, a phone answer the form's validation refuses is said as a phone says it: the
 * answer, the question and the question's own help text, in the page's words; not the stand-in's
 * English developer text (« Stand-in: "10 VP" breaks the validation of… »).
 */
import { describe, expect, it } from "vitest";
import { formRefusal } from "../../../playground/server";
import { newEvent } from "../event/helpers";
import { tableChoice } from "./table-choice";

describe("a refused phone answer in the playground", () => {
  it("shows the question's help text in the page's words", () => {
    const ev = newEvent({ system: "dust", players: 8 });
    expect(ev.call("arbitreResultForm", { eventId: "e1" }).ok).toBe(true);
    const g = ev.call("arbitreGenerateRound", { eventId: "e1", expectedRound: 1 });
    const t1 = g.state.progress.tables[0];
    const form = ev.b.standin.forms().at(-1)!;
    let error = "";
    try {
      ev.b.standin.submitForm(form.id, {
        Ronde: "1",
        Table: tableChoice(ev.b.standin, t1.table),
        "Votre nom": t1.a,
        "Votre score": "10 VP",
        "Score de votre adversaire": "2",
      });
    } catch (e) {
      error = (e as Error).message;
    }
    expect(error).not.toBe("");
    expect(formRefusal("fr", error)).toBe(
      "«\u00a010 VP\u00a0» est refusé à la question «\u00a0Votre score\u00a0»\u00a0: Un nombre entier, 0 ou plus, sans texte (par exemple 7).",
    );
    expect(formRefusal("en", error)).toBe(
      "“10 VP” is refused for the question “Votre score”: Un nombre entier, 0 ou plus, sans texte (par exemple 7).",
    );
  });
});
