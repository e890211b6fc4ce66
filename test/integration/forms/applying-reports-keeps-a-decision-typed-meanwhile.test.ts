/**
 * Applying the players' reports writes only the cells that change: a decision the organiser types
 * in another row between the read of the Rounds tab and its write is not written over (through the
 * bundle; the typing is made at the moment of the first write call).
 */
import { describe, expect, it } from "vitest";
import { type Json, newEvent } from "../event/helpers";
import { tableChoice } from "./table-choice";

describe("applying reports keeps what the organiser typed meanwhile", () => {
  it("tables 1 and 3 reported; the decision typed on table 2 meanwhile stays", () => {
    const ev = newEvent({ system: "confrerie", players: 8 });
    expect(ev.call("arbitreResultForm", { eventId: "e1" }).ok).toBe(true);
    const g = ev.call("arbitreGenerateRound", { eventId: "e1", expectedRound: 1 });
    const [t1, t2, t3] = g.state.progress.tables as [Json, Json, Json];
    const form = ev.b.standin.forms().at(-1)!.id;
    for (const x of [t1, t3])
      for (const who of [x.a, x.b])
        ev.b.standin.submitForm(
          form,
          {
            Ronde: "1",
            Table: tableChoice(ev.b.standin, x.table),
            "Votre nom": who,
            Vainqueur: x.a,
          },
          { at: new Date(Date.now() + 1000) },
        );
    const counter = ev.b.standin.counter;
    const record = counter.record.bind(counter);
    let typed = false;
    counter.record = (call) => {
      if (!typed && call.kind === "write" && call.sheet === "Rondes") {
        typed = true;
        ev.b.standin.write(`'Rondes'!J${t2.row}`, [[t2.b]]);
      }
      record(call);
    };
    const r = ev.call("arbitreApplyReports", { eventId: "e1" });
    counter.record = record;
    expect(typed).toBe(true);
    expect(r.message).toBe("Signalements appliqués à la ronde 1\u00a0: tables 1, 3.");
    expect(ev.b.standin.values(`'Rondes'!J${t2.row}`)[0]).toEqual([t2.b]);
    expect(ev.b.standin.values(`'Rondes'!H${t1.row}:I${t3.row}`)).toEqual([
      [t1.a, "Oui"],
      ["", ""],
      [t3.a, "Oui"],
    ]);
  });
});
