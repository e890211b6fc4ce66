/**
 * A disputed table is said once in the sidebar: with who claimed what when its reports say it
 * (« Table 2 contestée : Anne : vainqueur Anne ; Bea : vainqueur Bea. »), never also as
 * « Résultat contesté : table 2. »; a dispute typed by hand, without reports, keeps that shorter
 * message (through the bundle).
 */
import { describe, expect, it } from "vitest";
import { type Json, newEvent } from "../event/helpers";
import { tableChoice } from "./table-choice";

describe("a dispute is said once, with the claims", () => {
  it("La Confrérie: two disagreeing reports give one message per disputed table, at every refresh", () => {
    const ev = newEvent({ system: "confrerie", players: 8 });
    expect(ev.call("arbitreResultForm", { eventId: "e1" }).ok).toBe(true);
    const st = ev.call("arbitreGenerateRound", { eventId: "e1", expectedRound: 1 }).state;
    const [t1, t2] = st.progress.tables as [Json, Json];
    const send = (table: number, who: string, won: string, ms: number) =>
      ev.b.standin.submitForm(
        ev.b.standin.forms().at(-1)!.id,
        { Ronde: "1", Table: tableChoice(ev.b.standin, table), "Votre nom": who, Vainqueur: won },
        { at: new Date(Date.now() + ms) },
      );
    send(t2.table, t2.a, t2.a, 1000);
    send(t2.table, t2.b, t2.b, 2000);
    // table 1's dispute typed by hand: no claims to say
    ev.b.standin.write(`'Rondes'!H${t1.row}`, [[`'${t1.a}`, "Contesté"]]);
    const said = (s: Json) => s.messages.map((m: Json) => m.text).filter((x: string) => /contest/i.test(x));
    for (const refresh of [false, true]) {
      const r = ev.call("arbitreApplyReports", { eventId: "e1", refresh });
      expect(r.state.progress.disputedTables).toEqual([t1.table, t2.table]);
      expect(said(r.state)).toEqual([
        `Résultat contesté\u00a0: table ${t1.table}.`,
        `Table ${t2.table} contestée\u00a0: ${t2.a}\u00a0: vainqueur ${t2.a}\u202f; ${t2.b}\u00a0: vainqueur ${t2.b}.`,
      ]);
    }
  });
});
