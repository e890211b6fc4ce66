/**
 * Apply reports stopped half-way by a service failure (between its writes of the result cells and
 * of the Source column) and pressed again ends exactly as a clean press: the table half written is
 * not taken for the organiser's (through the bundle, at each of its writes).
 */
import { describe, expect, it } from "vitest";
import type { Event, Json } from "../event/helpers";
import { dust, started, winner } from "./reported";

/** Applies with its `n`th write failing, then again; the Rounds row as it ends, and the last answer. */
function stoppedThenAgain(ev: Event, row: number, n: number): { cells: unknown[]; again: Json } {
  ev.b.standin.runtime.failWriteAt(n);
  expect(() => ev.call("arbitreApplyReports", { eventId: "e1" })).toThrow(/^Service Spreadsheets failed/);
  ev.b.standin.runtime.failWriteAt(null);
  const again = ev.call("arbitreApplyReports", { eventId: "e1" });
  return { cells: ev.b.standin.values(`'Rounds'!G${row}:O${row}`)[0]!, again };
}

describe("Apply reports stopped half-way and pressed again ends as a clean press", () => {
  for (const n of [1, 2])
    it(`La Confrérie, the confirmation stopped at write ${n}: Confirmed, its source the reports'`, () => {
      const { ev, t1 } = started("confrerie");
      winner(ev, t1, t1.a, t1.a, 1000);
      ev.call("arbitreApplyReports", { eventId: "e1" });
      winner(ev, t1, t1.b, t1.a, 2000);
      const { again } = stoppedThenAgain(ev, t1.row, n);
      expect(again.state.progress.tables[0].status).toBe("confirmed");
      expect(ev.b.standin.values(`'Rounds'!H${t1.row}:L${t1.row}`)[0]).toEqual([
        t1.a,
        "Yes",
        "",
        t1.why,
        `Form: ${t1.a}, Yes`,
      ]);
      expect(ev.call("arbitreApplyReports", { eventId: "e1" }).message).toBe("Reports: nothing new.");
    });

  for (const n of [1, 2, 3])
    it(`Dust, both reports applied, stopped at write ${n}: Confirmed, as a clean press`, () => {
      const { ev, t1 } = started("dust");
      dust(ev, t1, t1.a, 7, 2, ["100", "50"], 1000);
      ev.call("arbitreApplyReports", { eventId: "e1" });
      dust(ev, t1, t1.b, 2, 7, ["50", "100"], 2000);
      const { cells, again } = stoppedThenAgain(ev, t1.row, n);
      expect(again.state.progress.tables[0].status).toBe("confirmed");
      expect([cells[0], cells[1], cells[3], cells[4], cells[8]]).toEqual([
        100,
        50,
        7,
        2,
        "Form: 7–2, AP 100–50",
      ]);
    });

  it("La Confrérie, stopped after the source, its cause deleted before the next press: the row as it was", () => {
    const { ev, t1 } = started("confrerie");
    winner(ev, t1, t1.a, t1.a, 1000);
    ev.call("arbitreApplyReports", { eventId: "e1" });
    const before = ev.b.standin.values(`'Rounds'!H${t1.row}:L${t1.row}`)[0];
    winner(ev, t1, t1.b, t1.a, 2000);
    ev.b.standin.runtime.failWriteAt(2);
    expect(() => ev.call("arbitreApplyReports", { eventId: "e1" })).toThrow(/^Service Spreadsheets failed/);
    ev.b.standin.runtime.failWriteAt(null);
    // the confirmation's response row deleted by hand meanwhile
    const tab = ev.b.standin.forms().at(-1)!.destination!.sheet!;
    ev.b.standin.spreadsheet.getSheetByName(tab)!.deleteRow(3);
    for (const _ of [1, 2]) {
      const r = ev.call("arbitreApplyReports", { eventId: "e1" });
      expect(r.state.progress.tables[0].status).toBe("reported");
      expect(ev.b.standin.values(`'Rounds'!H${t1.row}:L${t1.row}`)[0]).toEqual(before);
    }
  });
});
