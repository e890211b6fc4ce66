/**
 * Sheets keeps a response's timestamp to the second: reports of the same second are read in an
 * order that is not the rows'. Sorting the responses tab changes nothing; two opposite reports of the
 * same second are a dispute whatever their order, and so are one player's two different reports of
 * the same second (through the bundle).
 */
import { describe, expect, it } from "vitest";
import { type Event, type Json, newEvent } from "../event/helpers";
import { tableChoice } from "./table-choice";

function started(): { ev: Event; t1: Json; tab: string; at: Date } {
  const ev = newEvent({ system: "confrerie", players: 8 });
  expect(ev.call("arbitreResultForm", { eventId: "e1" }).ok).toBe(true);
  const g = ev.call("arbitreGenerateRound", { eventId: "e1", expectedRound: 1 });
  const t1 = g.state.progress.tables[0] as Json;
  const tab = ev.b.standin.forms().at(-1)!.destination!.sheet!;
  return { ev, t1, tab, at: new Date(Math.ceil((Date.now() + 2000) / 1000) * 1000) };
}

const send = (ev: Event, t1: Json, who: string, won: string, at: Date) =>
  ev.b.standin.submitForm(
    ev.b.standin.forms().at(-1)!.id,
    { Ronde: "1", Table: tableChoice(ev.b.standin, t1.table), "Votre nom": who, Vainqueur: won },
    { at },
  );

/** The organiser sorts the responses tab by hand: rows 2 and 3 swapped. */
function swapRows(ev: Event, tab: string): void {
  const rows = ev.b.standin.values(`'${tab}'!A2:E3`);
  ev.b.standin.write(`'${tab}'!A2`, [rows[1]!, rows[0]!]);
}

describe("reports of the same second do not depend on the rows' order", () => {
  for (const order of ["A first", "B first"]) {
    it(`two opposite reports of the same second (${order}): disputed, player A's claim shown; sorting changes nothing`, () => {
      const { ev, t1, tab, at } = started();
      const sends = [() => send(ev, t1, t1.a, t1.a, at), () => send(ev, t1, t1.b, t1.b, at)];
      if (order === "B first") sends.reverse();
      for (const s of sends) s();
      const r = ev.call("arbitreApplyReports", { eventId: "e1" });
      expect(r.state.progress.tables[0].status).toBe("disputed");
      expect(ev.b.standin.values(`'Rondes'!H${t1.row}:I${t1.row}`)[0]).toEqual([t1.a, "Contesté"]);
      swapRows(ev, tab);
      ev.b.standin.counter.reset();
      ev.call("arbitreApplyReports", { eventId: "e1" });
      expect(ev.b.standin.counter.count("Range.setValues")).toBe(0);
      expect(ev.b.standin.values(`'Rondes'!H${t1.row}:I${t1.row}`)[0]).toEqual([t1.a, "Contesté"]);
    });
  }

  it("one player's two different reports of the same second: disputed, whatever the rows' order", () => {
    const { ev, t1, tab, at } = started();
    send(ev, t1, t1.a, t1.a, at);
    send(ev, t1, t1.a, t1.b, at);
    const r = ev.call("arbitreApplyReports", { eventId: "e1" });
    expect(r.state.progress.tables[0].status).toBe("disputed");
    const shown = ev.b.standin.values(`'Rondes'!H${t1.row}:I${t1.row}`)[0];
    swapRows(ev, tab);
    ev.call("arbitreApplyReports", { eventId: "e1" });
    expect(ev.b.standin.values(`'Rondes'!H${t1.row}:I${t1.row}`)[0]).toEqual(shown);
  });
});
