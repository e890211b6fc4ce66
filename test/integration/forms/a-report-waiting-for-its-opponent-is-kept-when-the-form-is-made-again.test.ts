/**
 * A report waiting for its opponent is not lost with its form: the table's Source cell keeps it
 * (« reported by Anne: 7–2, waiting for Bea »), and once the form is deleted and made again, the
 * opponent's report on the new form confirms it; a contradicting one makes a dispute naming both
 * claims (through the bundle).
 */
import { describe, expect, it } from "vitest";
import { apply, dust, formMadeAgain, send, started, texts } from "./reported";
import { tableChoice } from "./table-choice";

describe("a report waiting for its opponent is kept when the form is made again", () => {
  it("Dust: still said waiting on the new form; the opponent's report there confirms it", () => {
    const { ev, t1 } = started("dust");
    dust(ev, t1, t1.a, 7, 2, ["120", "40"], 1000);
    apply(ev);
    formMadeAgain(ev);
    const waiting = `reported by ${t1.a}: 7–2, waiting for ${t1.b}`;
    const r = apply(ev);
    expect(ev.b.standin.values(`'Rounds'!O${t1.row}`)[0]![0]).toBe(`Form: ${waiting}`);
    expect(texts(r.state)).toContain(`Table ${t1.table}: ${waiting}.`);
    dust(ev, t1, t1.b, 2, 7, ["40", "120"], 2000);
    const c = apply(ev);
    expect(c.state.progress.tables[0].status).toBe("confirmed");
    expect(ev.b.standin.values(`'Rounds'!J${t1.row}:K${t1.row}`)[0]).toEqual([7, 2]);
    // the army points are the opponent's report's (the Source cell does not keep them)
    expect(ev.b.standin.values(`'Rounds'!G${t1.row}:H${t1.row}`)[0]).toEqual([120, 40]);
    expect(apply(ev).message).toBe("Reports: nothing new.");
  });

  it("Dust: a contradicting report on the new form is a dispute naming both claims", () => {
    const { ev, t1 } = started("dust");
    dust(ev, t1, t1.a, 7, 2, ["", ""], 1000);
    apply(ev);
    formMadeAgain(ev);
    dust(ev, t1, t1.b, 7, 2, ["", ""], 2000);
    const r = apply(ev);
    expect(r.state.progress.tables[0].status).toBe("disputed");
    expect(texts(r.state)).toContain(`Table ${t1.table} disputed: ${t1.a}: 7–2; ${t1.b}: 2–7.`);
    expect(apply(ev).state.progress.tables[0].status).toBe("disputed");
  });

  it("La Confrérie: the declared winner waits; the opponent's report on the new form confirms it", () => {
    const { ev, t1 } = started("confrerie");
    send(
      ev,
      { Round: "1", Table: tableChoice(ev.b.standin, t1.table), "Your name": t1.a, Winner: t1.a },
      1000,
    );
    apply(ev);
    formMadeAgain(ev);
    send(
      ev,
      { Round: "1", Table: tableChoice(ev.b.standin, t1.table), "Your name": t1.b, Winner: t1.a },
      2000,
    );
    const c = apply(ev);
    expect(c.state.progress.tables[0].status).toBe("confirmed");
    expect(ev.b.standin.values(`'Rounds'!H${t1.row}:I${t1.row}`)[0]).toEqual([t1.a, "Yes"]);
  });

  it("Dust: Close round names the kept report and the double loss's source keeps it", () => {
    const { ev, t1 } = started("dust");
    dust(ev, t1, t1.a, 3, 1, ["", ""], 1000);
    apply(ev);
    formMadeAgain(ev);
    const ask = ev.call("arbitreCloseRound", { eventId: "e1", round: 1 });
    expect(ask.confirm.details).toContain(
      `Table ${t1.table}: ${t1.a} reported 3–1, ${t1.b} has not confirmed`,
    );
    expect(ev.call("arbitreCloseRound", { eventId: "e1", round: 1, confirm: true }).ok).toBe(true);
    const source = `Organiser (report by ${t1.a} not confirmed: 3–1)`;
    for (const refresh of [true, true]) {
      ev.call("arbitreApplyReports", { eventId: "e1", refresh });
      expect(ev.b.standin.values(`'Rounds'!O${t1.row}`)[0]).toEqual([source]);
    }
  });

  it("La Confrérie: the winner and the Source cleared by the organiser drop the kept report", () => {
    const { ev, t1 } = started("confrerie");
    send(
      ev,
      { Round: "1", Table: tableChoice(ev.b.standin, t1.table), "Your name": t1.a, Winner: t1.a },
      1000,
    );
    apply(ev);
    formMadeAgain(ev);
    ev.b.standin.write(`'Rounds'!H${t1.row}`, [[""]]);
    ev.b.standin.write(`'Rounds'!L${t1.row}`, [[""]]);
    const r = apply(ev);
    expect(r.state.progress.tables[0].status).toBe("pending");
    send(
      ev,
      { Round: "1", Table: tableChoice(ev.b.standin, t1.table), "Your name": t1.b, Winner: t1.a },
      2000,
    );
    expect(apply(ev).state.progress.tables[0].status).toBe("reported");
    expect(ev.b.standin.values(`'Rounds'!L${t1.row}`)[0]![0]).toBe(
      `Form: ${t1.a} — reported by ${t1.b}: winner ${t1.a}, waiting for ${t1.a}`,
    );
  });
});
