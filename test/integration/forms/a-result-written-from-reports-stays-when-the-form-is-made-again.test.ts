/**
 * A result written from the players' reports stays until reports that contradict it arrive, or the
 * organiser changes it: reports on a form made again, or what is left once a response row is
 * deleted by hand, add to what the table shows and never take it away (through the bundle).
 */
import { describe, expect, it } from "vitest";
import { type Event, type Json, newEvent } from "../event/helpers";
import { tableChoice } from "./table-choice";

const formOf = (ev: Event) => ev.b.standin.forms().at(-1)!;
const apply = (ev: Event): Json => ev.call("arbitreApplyReports", { eventId: "e1" });
const send = (ev: Event, answers: Record<string, string>, ms: number) =>
  ev.b.standin.submitForm(formOf(ev).id, answers, { at: new Date(Date.now() + ms) });

function started(system: "confrerie" | "dust"): { ev: Event; t1: Json } {
  const ev = newEvent({ system, players: 8, locale: "en_US" });
  expect(ev.call("arbitreResultForm", { eventId: "e1" }).ok).toBe(true);
  const g = ev.call("arbitreGenerateRound", { eventId: "e1", expectedRound: 1 });
  expect(g.ok).toBe(true);
  return { ev, t1: g.state.progress.tables.find((x: Json) => x.b !== "")! };
}

function dust(ev: Event, t1: Json, who: string, mine: number, theirs: number, ms: number): void {
  send(
    ev,
    {
      Round: "1",
      Table: tableChoice(ev.b.standin, t1.table),
      "Your name": who,
      "Your score": String(mine),
      "Your opponent's score": String(theirs),
    },
    ms,
  );
}

const winner = (ev: Event, t1: Json, who: string, won: string, ms: number) =>
  send(ev, { Round: "1", Table: tableChoice(ev.b.standin, t1.table), "Your name": who, Winner: won }, ms);

/** The form deleted, then made again from the sidebar. */
function formMadeAgain(ev: Event): void {
  ev.b.standin.deleteForm(formOf(ev).id);
  apply(ev);
  expect(ev.call("arbitreResultForm", { eventId: "e1" }).ok).toBe(true);
}

describe("a result written from reports stays when its reports are gone", () => {
  it("Dust: confirmed, the form made again, one agreeing report: still confirmed, nothing said applied", () => {
    const { ev, t1 } = started("dust");
    dust(ev, t1, t1.a, 7, 2, 1000);
    dust(ev, t1, t1.b, 2, 7, 2000);
    expect(apply(ev).state.progress.tables[0].status).toBe("confirmed");
    formMadeAgain(ev);
    dust(ev, t1, t1.b, 2, 7, 3000);
    const r = apply(ev);
    expect(r.message).toBe("Reports: nothing new.");
    expect(r.state.progress.tables[0].status).toBe("confirmed");
    expect(r.state.progress.results.done).toBe(1);
    expect(ev.b.standin.values(`'Rounds'!J${t1.row}:L${t1.row}`)[0]).toEqual([7, 2, ""]);
    // a contradicting report on the new form: a dispute for the organiser, not a silent change
    dust(ev, t1, t1.a, 2, 7, 4000);
    expect(apply(ev).state.progress.tables[0].status).toBe("disputed");
  });

  it("La Confrérie: confirmed, the form made again, one agreeing report: still confirmed", () => {
    const { ev, t1 } = started("confrerie");
    winner(ev, t1, t1.a, t1.a, 1000);
    winner(ev, t1, t1.b, t1.a, 2000);
    expect(apply(ev).state.progress.tables[0].status).toBe("confirmed");
    formMadeAgain(ev);
    winner(ev, t1, t1.a, t1.a, 3000);
    const r = apply(ev);
    expect(r.message).toBe("Reports: nothing new.");
    expect(r.state.progress.tables[0].status).toBe("confirmed");
    expect(ev.b.standin.values(`'Rounds'!H${t1.row}:I${t1.row}`)[0]).toEqual([t1.a, "Yes"]);
  });

  it("La Confrérie: a response row deleted by hand takes nothing away", () => {
    const { ev, t1 } = started("confrerie");
    winner(ev, t1, t1.a, t1.a, 1000);
    winner(ev, t1, t1.b, t1.a, 2000);
    expect(apply(ev).state.progress.tables[0].status).toBe("confirmed");
    const tab = formOf(ev).destination!.sheet!;
    ev.b.standin.spreadsheet.getSheetByName(tab)!.deleteRow(3);
    const r = apply(ev);
    expect(r.message).toBe("Reports: nothing new.");
    expect(r.state.progress.tables[0].status).toBe("confirmed");
  });
});
