/**
 * A report whose values break the event's rules (army points left above the player's list, or
 * above the largest list when the player has none) is a problem of that report: said with who sent
 * it, when, and the value; never written into the round, so that the other tables, Close round and
 * Generate go on; the same player's corrected report replaces it (through the bundle).
 */
import { describe, expect, it } from "vitest";
import { type Event, type Json, newEvent } from "../event/helpers";
import { tableChoice } from "./table-choice";

const apply = (ev: Event): Json => ev.call("arbitreApplyReports", { eventId: "e1" });

/** A Dust event (French) with its form and round 1 paired; its tables (byes aside). */
function started(): { ev: Event; tables: Json[] } {
  const ev = newEvent({ system: "dust", players: 8 });
  expect(ev.call("arbitreResultForm", { eventId: "e1" }).ok).toBe(true);
  const g = ev.call("arbitreGenerateRound", { eventId: "e1", expectedRound: 1 });
  expect(g.ok).toBe(true);
  return { ev, tables: g.state.progress.tables.filter((x: Json) => x.b !== "") };
}

function send(
  ev: Event,
  t: Json,
  who: string,
  mine: number,
  theirs: number,
  army: [string, string],
  ms: number,
) {
  ev.b.standin.submitForm(
    ev.b.standin.forms().at(-1)!.id,
    {
      Ronde: "1",
      Table: tableChoice(ev.b.standin, t.table),
      "Votre nom": who,
      "Votre score": String(mine),
      "Score de votre adversaire": String(theirs),
      "Vos points d'armée restants": army[0],
      "Points d'armée restants de votre adversaire": army[1],
    },
    { at: new Date(Date.now() + ms) },
  );
}

/** The Players tab's row of a player « Joueur 0003 » (row 4). */
const playerRow = (name: string): number => Number(name.slice(-4)) + 1;
const texts = (st: Json): string[] => st.messages.map((m: Json) => m.text);

describe("army points above the list are a problem of that report", () => {
  // the phone refuses more than 300 (the form's own rule): a list under 300 is what a report can break
  it("250 on 200-point lists: not written, said with who and the value; the other tables, Close and Generate go on; the correction counts", () => {
    const { ev, tables } = started();
    const [t1, t2] = tables as [Json, Json];
    // both lists at 200 AP: 250 is above the player's own list
    for (const p of [t1.a, t1.b]) ev.b.standin.write(`'Joueurs'!D${playerRow(p)}`, [[200]]);
    send(ev, t1, t1.a, 6, 1, ["250", "100"], 1000);
    send(ev, t1, t1.b, 1, 6, ["100", "250"], 2000);
    send(ev, t2, t2.a, 3, 1, ["", ""], 1000);
    send(ev, t2, t2.b, 1, 3, ["", ""], 2000);
    const r = apply(ev);
    expect(r.ok).toBe(true);
    const status = (st: Json, t: Json) => st.progress.tables.find((x: Json) => x.table === t.table).status;
    expect(status(r.state, t1)).not.toBe("confirmed");
    expect(status(r.state, t2)).toBe("confirmed");
    // army points (G, H) and scores (J, K) left blank
    const row = ev.b.standin.values(`'Rondes'!G${t1.row}:K${t1.row}`)[0]!;
    expect([row[0], row[1], row[3], row[4]]).toEqual(["", "", "", ""]);
    const said = texts(r.state).filter((x) => x.includes("250"));
    expect(said).toHaveLength(2);
    expect(said[0]).toContain(t1.a);
    expect(said[0]).toMatch(/signalement/);
    expect(said[0]).toMatch(/\d\d:\d\d/);
    expect(said[0]).toContain(`sa liste (200 PA, onglet «\u00a0Joueurs\u00a0», ligne ${playerRow(t1.a)})`);
    // nothing stuck: the state reads, Close round is offered
    const st = ev.state();
    expect(st.actions.closeRound.enabled).toBe(true);
    expect(JSON.stringify(st)).not.toMatch(/invalides/);
    // corrected reports replace the bad ones
    send(ev, t1, t1.a, 6, 1, ["150", "100"], 3000);
    send(ev, t1, t1.b, 1, 6, ["100", "150"], 4000);
    const c = apply(ev);
    expect(status(c.state, t1)).toBe("confirmed");
    expect(ev.b.standin.values(`'Rondes'!G${t1.row}:H${t1.row}`)[0]).toEqual([150, 100]);
    expect(texts(c.state).join("\n")).not.toContain("250");
    const close = ev.call("arbitreCloseRound", { eventId: "e1", round: 1, confirm: true });
    expect(close.ok).toBe(true);
  });

  it("260 on a 250-point list: the player's own list is named; a later bad report makes the player's earlier one wait", () => {
    const { ev, tables } = started();
    const t1 = tables[0]!;
    ev.b.standin.write(`'Joueurs'!D${playerRow(t1.b)}`, [[250]]);
    send(ev, t1, t1.a, 6, 1, ["100", "260"], 1000);
    const r = apply(ev);
    const said = texts(r.state).filter((x) => x.includes("260"));
    expect(said).toHaveLength(1);
    expect(said[0]).toContain(`${t1.b}`);
    expect(said[0]).toContain(`sa liste (250 PA, onglet «\u00a0Joueurs\u00a0», ligne ${playerRow(t1.b)})`);
    send(ev, t1, t1.b, 1, 6, ["240", "100"], 2000);
    const b = apply(ev);
    expect(b.state.progress.tables.find((x: Json) => x.table === t1.table).status).not.toBe("confirmed");
    send(ev, t1, t1.a, 6, 1, ["100", "240"], 3000);
    expect(apply(ev).state.progress.tables.find((x: Json) => x.table === t1.table).status).toBe("confirmed");
  });

  it("a report alone above the list is no lone report: Close round does not quote it", () => {
    const { ev, tables } = started();
    const t1 = tables[0]!;
    ev.b.standin.write(`'Joueurs'!D${playerRow(t1.a)}`, [[200]]);
    send(ev, t1, t1.a, 6, 1, ["250", ""], 1000);
    apply(ev);
    const ask = ev.call("arbitreCloseRound", { eventId: "e1", round: 1 });
    expect(ask.confirm.details.join("\n")).not.toContain("a signalé");
  });
});
