/**
 * A dispute written from reports is said with its claims whatever the last action: after Apply
 * reports, after Publish, at a plain reading of the state; so is a Dust report waiting for its
 * opponent (through the bundle).
 */
import { describe, expect, it } from "vitest";
import { type Json, newEvent } from "../event/helpers";
import { dustTable } from "./dust-reports";
import { tableChoice } from "./table-choice";

describe("a dispute says its claims whatever the last action", () => {
  it("La Confrérie: the same message after Apply reports, Publish and a reading", () => {
    const ev = newEvent({ system: "confrerie", players: 8 });
    expect(ev.call("arbitreResultForm", { eventId: "e1" }).ok).toBe(true);
    const st = ev.call("arbitreGenerateRound", { eventId: "e1", expectedRound: 1 }).state;
    const t2 = st.progress.tables[1] as Json;
    const send = (who: string, won: string, ms: number) =>
      ev.b.standin.submitForm(
        ev.b.standin.forms().at(-1)!.id,
        { Ronde: "1", Table: tableChoice(ev.b.standin, t2.table), "Votre nom": who, Vainqueur: won },
        { at: new Date(Date.now() + ms) },
      );
    send(t2.a, t2.a, 1000);
    send(t2.b, t2.b, 2000);
    const said = (s: Json) => s.messages.map((m: Json) => m.text).filter((x: string) => /contest/i.test(x));
    const claims = [
      `Table ${t2.table} contestée\u00a0: ${t2.a}\u00a0: vainqueur ${t2.a}\u202f; ${t2.b}\u00a0: vainqueur ${t2.b}.`,
    ];
    const r = ev.call("arbitreApplyReports", { eventId: "e1" });
    expect(said(r.state)).toEqual(claims);
    const p = ev.call("arbitrePublish", { eventId: "e1", expectedPublish: r.state.event.published + 1 });
    expect(p.ok).toBe(true);
    expect(said(p.state)).toEqual(claims);
    expect(said(ev.state())).toEqual(claims);
  });

  it("Dust: a report waiting for its opponent is said after Apply reports, Publish and a reading", () => {
    const { ev, t1, send } = dustTable();
    send(t1.a, 7, 2, 1000);
    const waiting = [`Table ${t1.table}: reported by ${t1.a}: 7–2, waiting for ${t1.b}.`];
    const said = (s: Json) =>
      s.messages.map((m: Json) => m.text).filter((x: string) => /waiting for/.test(x));
    const r = ev.call("arbitreApplyReports", { eventId: "e1" });
    expect(said(r.state)).toEqual(waiting);
    const p = ev.call("arbitrePublish", { eventId: "e1", expectedPublish: r.state.event.published + 1 });
    expect(said(p.state)).toEqual(waiting);
    expect(said(ev.state())).toEqual(waiting);
  });
});
