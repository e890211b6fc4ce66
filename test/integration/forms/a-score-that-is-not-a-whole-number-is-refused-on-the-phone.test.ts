/**
 * Scores and army points are whole numbers from 0 in the form itself: the phone refuses "10 VP" with
 * the reason under the question, instead of a response read later as unreadable. A cell of the
 * responses tab that still does not read (typed in the tab, or sent by a form without the check) is
 * named with its column and what it holds, without guessing who wrote it, and with the row's
 * sender and time (a problem of that report).
 */
import { describe, expect, it } from "vitest";
import type { Json } from "../event/helpers";
import { dustTable } from "./dust-reports";
import { tableChoice } from "./table-choice";

describe("a score that is not a whole number", () => {
  it("is refused on the phone, with the reason, for the scores and the army points", () => {
    const { ev, t1 } = dustTable();
    const form = ev.b.standin.forms().at(-1)!;
    const texts = form.items.filter((i) => i.type === "TEXT");
    expect(texts.map((i) => i.title)).toEqual([
      "Your score",
      "Your opponent's score",
      "Your army points left",
      "Your opponent's army points left",
    ]);
    for (const item of texts)
      expect(item.validation).toMatchObject({
        kind: "pattern",
        helpText: item.title.includes("army")
          ? "A whole number from 0 to 300, with no text (for example 120)."
          : "A whole number, 0 or more, with no text (for example 7).",
      });
    const answers = (score: string, army = "") => ({
      Round: "1",
      Table: tableChoice(ev.b.standin, t1.table),
      "Your name": t1.a,
      "Your score": score,
      "Your opponent's score": "2",
      ...(army === "" ? {} : { "Your army points left": army }),
    });
    for (const bad of ["10 VP", "7.5", "-1"])
      expect(() => ev.b.standin.submitForm(form.id, answers(bad))).toThrow(
        /breaks the validation of "Your score"/,
      );
    expect(() => ev.b.standin.submitForm(form.id, answers("7", "120 PA"))).toThrow(
      /breaks the validation of "Your army points left"/,
    );
    expect(form.responses).toBe(0);
  });

  it("typed in the responses tab, it is named with its column and value, no hand edit blamed", () => {
    const { ev, t1, send } = dustTable();
    send(t1.a, 7, 2, 0);
    const tab = ev.b.standin.forms().at(-1)!.destination!.sheet!;
    const header = ev.b.standin.values(`'${tab}'!A1:H1`)[0]!;
    const col = String.fromCharCode(65 + header.indexOf("Your score"));
    ev.b.standin.write(`'${tab}'!${col}2`, [["10 VP"]]);
    const st: Json = ev.call("arbitreApplyReports", { eventId: "e1" }).state;
    const texts: string[] = st.messages.map((m: Json) => m.text);
    const said = texts.find((x) => x.includes("row 2"));
    expect(said).toContain("'Your score' holds '10 VP', not a whole number from 0");
    expect(said).not.toMatch(/by hand/);
    // the row's sender and time, as the responses tab says them: a problem of that report
    expect(said).toMatch(new RegExp(`\\(response sent by ${t1.a} at \\d\\d:\\d\\d\\)$`));
    ev.b.standin.write(`'${tab}'!${col}2`, [[""]]);
    const blank: Json = ev.call("arbitreApplyReports", { eventId: "e1" }).state;
    expect(blank.messages.map((m: Json) => m.text).join("\n")).toContain("'Your score' is blank");
  });
});
