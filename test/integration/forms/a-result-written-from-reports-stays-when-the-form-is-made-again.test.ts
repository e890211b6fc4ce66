/**
 * A result written from the players' reports stays until reports that contradict it arrive, or the
 * organiser changes it: reports on a form made again, or what is left once a response row is
 * deleted by hand, add to what the table shows and never take it away (through the bundle).
 */
import { describe, expect, it } from "vitest";
import { apply, dust, formMadeAgain, formOf, started, winner } from "./reported";

describe("a result written from reports stays when its reports are gone", () => {
  it("Dust: confirmed, the form made again, one agreeing report: still confirmed, nothing said applied", () => {
    const { ev, t1 } = started("dust");
    dust(ev, t1, t1.a, 7, 2, null, 1000);
    dust(ev, t1, t1.b, 2, 7, null, 2000);
    expect(apply(ev).state.progress.tables[0].status).toBe("confirmed");
    formMadeAgain(ev);
    dust(ev, t1, t1.b, 2, 7, null, 3000);
    const r = apply(ev);
    expect(r.message).toBe("Reports: nothing new.");
    expect(r.state.progress.tables[0].status).toBe("confirmed");
    expect(r.state.progress.results.done).toBe(1);
    expect(ev.b.standin.values(`'Rounds'!J${t1.row}:L${t1.row}`)[0]).toEqual([7, 2, ""]);
    // a contradicting report on the new form: a dispute for the organiser, not a silent change
    dust(ev, t1, t1.a, 2, 7, null, 4000);
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
