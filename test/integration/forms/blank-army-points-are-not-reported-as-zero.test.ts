/**
 * Dust's army points are optional in the result form: a blank answer means "not reported", the
 * cell stays blank (never 0, which would flag a play-off on zeros), and one player giving them while
 * the other leaves them blank is no dispute (through the bundle).
 */
import { describe, expect, it } from "vitest";
import { dustTable } from "./dust-reports";

describe("blank army points are not reported as zero", () => {
  it("both leave them blank: the scores, army cells blank, no AP in the source", () => {
    const { ev, t1, send } = dustTable();
    send(t1.a, 2, 2, 1000);
    send(t1.b, 2, 2, 2000);
    const r = ev.call("arbitreApplyReports", { eventId: "e1" });
    expect(r.state.progress.tables[0].status).toBe("confirmed");
    const row = ev.b.standin.values(`'Rounds'!G${t1.row}:O${t1.row}`)[0]!;
    expect(row.slice(0, 2)).toEqual(["", ""]);
    expect(row.slice(3, 5)).toEqual([2, 2]);
    expect(row[8]).toBe("Form: 2–2");
  });

  it("one gives them, the other leaves them blank: confirmed with the points given", () => {
    const { ev, t1, send } = dustTable();
    send(t1.a, 3, 1, 1000, ["120", "40"]);
    send(t1.b, 1, 3, 2000);
    const r = ev.call("arbitreApplyReports", { eventId: "e1" });
    expect(r.state.progress.tables[0].status).toBe("confirmed");
    expect(ev.b.standin.values(`'Rounds'!G${t1.row}:H${t1.row}`)[0]).toEqual([120, 40]);
  });
});
