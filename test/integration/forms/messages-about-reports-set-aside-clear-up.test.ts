/**
 * Messages about reports set aside clear up: once the player has sent a report that counts since
 * (resent, or the right table), the earlier message goes; a report replaced by the player's own
 * later one is not said; a stale report of a finished round is said during the next round only,
 * not at every round after; pressing Apply reports with nothing new says so (through the bundle).
 */
import { describe, expect, it } from "vitest";
import { type Event, type Json, newEvent } from "../event/helpers";
import { tableChoice } from "./table-choice";

const apply = (ev: Event, refresh = false): Json =>
  ev.call("arbitreApplyReports", { eventId: "e1", ...(refresh ? { refresh: true } : {}) });
const texts = (st: Json) => st.messages.map((m: Json) => m.text as string);

function send(ev: Event, round: number, table: number, who: string, won: string, ms: number): void {
  ev.b.standin.submitForm(
    ev.b.standin.forms().at(-1)!.id,
    { Ronde: String(round), Table: tableChoice(ev.b.standin, table), "Votre nom": who, Vainqueur: won },
    { at: new Date(Date.now() + ms) },
  );
}

describe("messages about reports set aside clear up", () => {
  it("a wrong table then the right one; a correction; a stale report; nothing new", () => {
    const ev = newEvent({ system: "confrerie", players: 8 });
    expect(ev.call("arbitreResultForm", { eventId: "e1" }).ok).toBe(true);
    const g = ev.call("arbitreGenerateRound", { eventId: "e1", expectedRound: 1 });
    const [t1, t2] = g.state.progress.tables as [Json, Json];
    // Anne picks table 2, where she does not play: said
    send(ev, 1, t2.table, t1.a, t1.a, 1000);
    expect(texts(apply(ev).state).join("\n")).toMatch(/ne joue pas à cette table/);
    // she resends on her own table: the message goes
    send(ev, 1, t1.table, t1.a, t1.a, 2000);
    // her opponent corrects himself: the replaced report is not said
    send(ev, 1, t1.table, t1.b, t1.b, 3000);
    send(ev, 1, t1.table, t1.b, t1.a, 4000);
    const r = apply(ev);
    expect(r.state.progress.tables[0].status).toBe("confirmed");
    expect(texts(r.state).join("\n")).not.toMatch(/ne joue pas|remplacé/);
    // nothing new: said when the organiser asks, not at the periodic refresh
    expect(apply(ev).message).toBe("Signalements\u00a0: rien de nouveau.");
    expect(apply(ev, true).message).toBe("");
    // round 1 finished; a stale round-1 report sent during round 2 is said in round 2 only
    for (const x of g.state.progress.tables as Json[])
      if (x.b !== "" && x.table !== t1.table) ev.b.standin.write(`'Rondes'!J${x.row}`, [[x.a]]);
    expect(ev.call("arbitreGenerateRound", { eventId: "e1", expectedRound: 2 }).ok).toBe(true);
    // a phone that loaded the form during round 1 sends it now (a row as Forms writes it)
    const tab = ev.b.standin.forms().at(-1)!.destination!.sheet!;
    const next = ev.b.standin.book.sheetByName(tab)!.lastRow() + 1;
    ev.b.standin.write(`'${tab}'!A${next}`, [[new Date(Date.now() + 8000), 1, t2.table, t2.b, t2.b]]);
    expect(texts(apply(ev).state).join("\n")).toMatch(/la ronde 1 est terminée/);
    const round2 = apply(ev).state.progress.tables as Json[];
    for (const x of round2) if (x.b !== "") ev.b.standin.write(`'Rondes'!J${x.row}`, [[x.a]]);
    expect(ev.call("arbitreGenerateRound", { eventId: "e1", expectedRound: 3 }).ok).toBe(true);
    expect(texts(apply(ev).state).join("\n")).not.toMatch(/la ronde 1 est terminée/);
  });
});
