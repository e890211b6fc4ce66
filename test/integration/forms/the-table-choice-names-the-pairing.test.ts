/**
 * The player sees his opponent: each choice of the result form's table list names the table's
 * pairing (« T3 · Anne / Bea »), so that a wrong table shows before sending. The choices
 * follow the pairing (a swap and its undo too); a response read back gives its table, and a bare
 * number (sent before the choices named the players, or by an older form) still reads.
 */
import { describe, expect, it } from "vitest";
import { type Json, newEvent } from "../event/helpers";

describe("the table choice names the pairing", () => {
  it("set at Generate, after a swap and its undo; the choice and a bare number both read", () => {
    const ev = newEvent({ system: "confrerie", players: 8 });
    expect(ev.call("arbitreResultForm", { eventId: "e1" }).ok).toBe(true);
    const g = ev.call("arbitreGenerateRound", { eventId: "e1", expectedRound: 1 });
    const tables: Json[] = g.state.progress.tables;
    const choices = () =>
      ev.b.standin
        .forms()
        .at(-1)!
        .items.find((i) => i.title === "Table")!.choices;
    const named = (ts: Json[]) => ts.map((x) => `T${x.table} · ${x.a} / ${x.b}`);
    expect(choices()).toEqual(named(tables));

    // a swap moves the names in the choices, its undo puts them back
    const [t1, t2] = tables as [Json, Json];
    const s = ev.call("arbitreSwapPlayers", { eventId: "e1", round: 1, a: t1.b, b: t2.a });
    expect(s.ok).toBe(true);
    expect(choices()).toEqual(named(s.state.progress.tables));
    expect(choices()![0]).toBe(`T${t1.table} · ${t1.a} / ${t2.a}`);
    const u = ev.call("arbitreUndoLastAction", { eventId: "e1", at: s.state.lastAction.at });
    expect(u.ok).toBe(true);
    expect(choices()).toEqual(named(tables));

    // table 1: both players pick its choice; table 2: a response of an older form says "2"
    const form = ev.b.standin.forms().at(-1)!;
    const at = { at: new Date(Date.now() + 60_000) };
    for (const who of [t1.a, t1.b])
      ev.b.standin.submitForm(
        form.id,
        {
          Ronde: "1",
          Table: choices()![0]!,
          "Votre nom": who,
          Vainqueur: t1.a,
        },
        at,
      );
    ev.b.standin.submitForm(
      form.id,
      {
        Ronde: "1",
        Table: choices()![1]!,
        "Votre nom": t2.a,
        Vainqueur: t2.a,
      },
      at,
    );
    const tab = form.destination!.sheet!;
    const header = ev.b.standin.values(`'${tab}'!A1:E1`)[0]!;
    ev.b.standin.write(`'${tab}'!${String.fromCharCode(65 + header.indexOf("Table"))}4`, [["2"]]);
    const st: Json = ev.call("arbitreApplyReports", { eventId: "e1" }).state;
    expect(st.messages.map((m: Json) => [m.level, m.text])).toEqual([]);
    expect(ev.b.standin.values("'Rondes'!L2:L3")).toEqual([
      [`Formulaire\u00a0: ${t1.a}, Oui`],
      [`Formulaire\u00a0: ${t2.a} — signalé par ${t2.a}\u00a0: vainqueur ${t2.a}, attend ${t2.b}`],
    ]);
  });
});
