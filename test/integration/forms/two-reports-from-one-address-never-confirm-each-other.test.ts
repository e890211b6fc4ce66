/**
 * One phone cannot confirm a result alone: with the reporter's address recorded (sign-in on), both
 * players' reports of a table sent from the same Google address confirm nothing — the table stays
 * at one report and the organiser is warned, naming the address; the opponent's own report, from
 * another address, confirms it (through the bundle).
 */
import { describe, expect, it } from "vitest";
import { type Event, type Json, newEvent } from "../event/helpers";
import { tableChoice } from "./table-choice";

const apply = (ev: Event): Json => ev.call("arbitreApplyReports", { eventId: "e1" });

function winner(ev: Event, table: number, who: string, won: string, email: string, ms: number): void {
  ev.b.standin.submitForm(
    ev.b.standin.forms().at(-1)!.id,
    { Ronde: "1", Table: tableChoice(ev.b.standin, table), "Votre nom": who, Vainqueur: won },
    { at: new Date(Date.now() + ms), email },
  );
}

describe("two reports from one address never confirm each other", () => {
  it("La Confrérie, sign-in on: « A, winner B » then « B, winner B » from one address is not Confirmé, and said", () => {
    const ev = newEvent({ system: "confrerie", players: 8 });
    expect(ev.call("arbitreUpdateEvent", { eventId: "e1", reporterEmail: true }).ok).toBe(true);
    expect(ev.call("arbitreResultForm", { eventId: "e1" }).ok).toBe(true);
    const g = ev.call("arbitreGenerateRound", { eventId: "e1", expectedRound: 1 });
    const t1: Json = g.state.progress.tables.find((x: Json) => x.b !== "");
    winner(ev, t1.table, t1.a, t1.b, "bea@example.org", 1000);
    winner(ev, t1.table, t1.b, t1.b, "Bea@example.org", 2000);
    const r = apply(ev);
    const status = (st: Json) => st.progress.tables.find((x: Json) => x.table === t1.table).status;
    expect(status(r.state)).not.toBe("confirmed");
    expect(ev.b.standin.values(`'Rondes'!H${t1.row}:I${t1.row}`)[0]).toEqual([t1.b, ""]);
    const warned = r.state.messages.filter(
      (m: Json) => m.level === "warning" && m.text.includes("bea@example.org"),
    );
    expect(warned).toHaveLength(1);
    expect(warned[0].text).toContain(`Table ${t1.table}`);
    // said again at the next refresh, not only when written
    const again = ev.call("arbitreApplyReports", { eventId: "e1", refresh: true });
    expect(again.state.messages.some((m: Json) => m.text.includes("bea@example.org"))).toBe(true);
    // the real opponent's report, from their own address, confirms it
    winner(ev, t1.table, t1.a, t1.b, "anne@example.org", 3000);
    const c = apply(ev);
    expect(status(c.state)).toBe("confirmed");
    expect(c.state.messages.some((m: Json) => m.text.includes("même adresse"))).toBe(false);
  });
});
