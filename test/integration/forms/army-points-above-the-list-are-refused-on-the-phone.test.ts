/**
 * On the phone, an army-points answer is a whole number from 0 to the event's list size (300 AP in
 * Dust Tactics): « 301 » is refused under the question with its help text, 0 and 300 go through. A
 * form made before the upper bound (its army questions a bare whole number) gets it with the next
 * round's choices.
 */
import { describe, expect, it } from "vitest";
import { enterResults } from "../event/helpers";
import { dustTable } from "./dust-reports";
import { tableChoice } from "./table-choice";

describe("army points above the list", () => {
  it("are refused on the phone with the question's help text; 0 to 300 go through", () => {
    const { ev, t1 } = dustTable();
    const form = ev.b.standin.forms().at(-1)!;
    for (const title of ["Your army points left", "Your opponent's army points left"])
      expect(form.items.find((i) => i.title === title)!.validation).toMatchObject({
        kind: "pattern",
        helpText: "A whole number from 0 to 300, with no text (for example 120).",
      });
    const answers = (mine: string, theirs = "") => ({
      Round: "1",
      Table: tableChoice(ev.b.standin, t1.table),
      "Your name": t1.a,
      "Your score": "7",
      "Your opponent's score": "2",
      "Your army points left": mine,
      ...(theirs === "" ? {} : { "Your opponent's army points left": theirs }),
    });
    for (const bad of ["301", "1000", "0301", "-1", "12.5"])
      expect(() => ev.b.standin.submitForm(form.id, answers(bad))).toThrow(
        /breaks the validation of "Your army points left".*from 0 to 300/,
      );
    expect(() => ev.b.standin.submitForm(form.id, answers("120", "350"))).toThrow(
      /breaks the validation of "Your opponent's army points left"/,
    );
    expect(ev.b.standin.forms().at(-1)!.responses).toBe(0);
    for (const good of ["0", "7", "99", "100", "299", "300", " 300 ", "0300"])
      ev.b.standin.submitForm(form.id, answers(good, good));
    expect(ev.b.standin.forms().at(-1)!.responses).toBe(8);
  });

  it("a form made before the bound gets it with the next round's choices", () => {
    const { ev } = dustTable();
    const id = ev.b.standin.forms().at(-1)!.id;
    // an older form: the army questions a bare whole number
    const FormApp = ev.b.standin.globals.FormApp as typeof globalThis.FormApp;
    const gas = FormApp.openById(id);
    for (const item of gas.getItems(FormApp.ItemType.TEXT))
      if (item.getTitle().includes("army"))
        item
          .asTextItem()
          .setValidation(
            FormApp.createTextValidation()
              .setHelpText("A whole number, 0 or more, with no text (for example 7).")
              .requireTextMatchesPattern("^\\s*[0-9]+\\s*$")
              .build(),
          );
    const army = () =>
      ev.b.standin
        .forms()
        .at(-1)!
        .items.find((i) => i.title === "Your army points left")!;
    expect(army().validation!.helpText).not.toContain("300");
    // round 1's results, then round 2 paired: the choices set again, the bound with them
    enterResults(ev);
    const g = ev.call("arbitreGenerateRound", { eventId: "e1", expectedRound: 2 });
    expect(g.ok).toBe(true);
    expect(army().validation).toMatchObject({
      helpText: "A whole number from 0 to 300, with no text (for example 120).",
    });
  });
});
