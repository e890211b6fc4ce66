/**
 * A result two reports confirmed is never cleared by a later report: one that contradicts it (on a
 * form made again, or a player's later report on the same form) makes a dispute for the organiser,
 * the confirmed result kept in the cells and said with the new claim; the player's correction that
 * agrees again gives the confirmed result back (through the bundle).
 */
import { describe, expect, it } from "vitest";
import { apply, dust, formMadeAgain, started, texts, winner } from "./reported";

describe("a confirmed result stays when a later report contradicts it", () => {
  it("Dust, form made again: the scores and army points stay, Disputed, said with the confirmed result and the claim", () => {
    const { ev, t1 } = started("dust");
    dust(ev, t1, t1.a, 7, 2, ["120", "40"], 1000);
    dust(ev, t1, t1.b, 2, 7, ["40", "120"], 2000);
    expect(apply(ev).state.progress.tables[0].status).toBe("confirmed");
    formMadeAgain(ev);
    dust(ev, t1, t1.a, 2, 7, ["", ""], 3000);
    const r = apply(ev);
    expect(r.state.progress.tables[0].status).toBe("disputed");
    const row = ev.b.standin.values(`'Rounds'!G${t1.row}:L${t1.row}`)[0]!;
    expect([row[0], row[1], row[3], row[4], row[5]]).toEqual([120, 40, 7, 2, "Disputed"]);
    const claims = `confirmed: 7–2; ${t1.a}: 2–7`;
    expect(ev.b.standin.values(`'Rounds'!O${t1.row}`)[0]![0]).toBe(
      `Form: 7–2, AP 120–40, Disputed — ${claims}`,
    );
    expect(texts(r.state)).toContain(`Table ${t1.table} disputed: ${claims}.`);
    expect(texts(r.state).join("\n")).not.toMatch(/Disputed result/);
    // applying again changes nothing
    const again = apply(ev);
    expect(again.message).toBe("Reports: nothing new.");
    expect(texts(again.state)).toContain(`Table ${t1.table} disputed: ${claims}.`);
    // the player's correction agrees with the confirmed result: confirmed again
    dust(ev, t1, t1.a, 7, 2, ["", ""], 4000);
    const c = apply(ev);
    expect(c.state.progress.tables[0].status).toBe("confirmed");
    expect(ev.b.standin.values(`'Rounds'!J${t1.row}:L${t1.row}`)[0]).toEqual([7, 2, ""]);
  });

  it("Dust, the same form: a player's later report against the confirmed result keeps it, disputed", () => {
    const { ev, t1 } = started("dust");
    dust(ev, t1, t1.a, 7, 2, ["120", "40"], 1000);
    dust(ev, t1, t1.b, 2, 7, ["40", "120"], 2000);
    apply(ev);
    dust(ev, t1, t1.b, 7, 2, ["", ""], 3000);
    const r = apply(ev);
    expect(r.state.progress.tables[0].status).toBe("disputed");
    expect(ev.b.standin.values(`'Rounds'!J${t1.row}:L${t1.row}`)[0]).toEqual([7, 2, "Disputed"]);
    expect(texts(r.state)).toContain(
      `Table ${t1.table} disputed: confirmed: 7–2; ${t1.a}: 7–2; ${t1.b}: 2–7.`,
    );
    expect(apply(ev).message).toBe("Reports: nothing new.");
  });

  it("La Confrérie, form made again: the winner stays, Disputed, said with the confirmed result and the claim", () => {
    const { ev, t1 } = started("confrerie");
    winner(ev, t1, t1.a, t1.a, 1000);
    winner(ev, t1, t1.b, t1.a, 2000);
    apply(ev);
    formMadeAgain(ev);
    winner(ev, t1, t1.b, t1.b, 3000);
    const r = apply(ev);
    expect(r.state.progress.tables[0].status).toBe("disputed");
    expect(ev.b.standin.values(`'Rounds'!H${t1.row}:I${t1.row}`)[0]).toEqual([t1.a, "Disputed"]);
    expect(texts(r.state)).toContain(
      `Table ${t1.table} disputed: confirmed: winner ${t1.a}; ${t1.b}: winner ${t1.b}.`,
    );
    expect(apply(ev).message).toBe("Reports: nothing new.");
  });

  it("Dust: both players sending the confirmed scores again with their army points: the army points are written", () => {
    const { ev, t1 } = started("dust");
    dust(ev, t1, t1.a, 7, 2, ["", ""], 1000);
    dust(ev, t1, t1.b, 2, 7, ["", ""], 2000);
    apply(ev);
    dust(ev, t1, t1.a, 7, 2, ["120", "40"], 3000);
    dust(ev, t1, t1.b, 2, 7, ["40", "120"], 4000);
    expect(apply(ev).state.progress.tables[0].status).toBe("confirmed");
    expect(ev.b.standin.values(`'Rounds'!G${t1.row}:H${t1.row}`)[0]).toEqual([120, 40]);
  });
});
