/**
 * Army points one side left blank read as not given in the Source column (« AP A: not given, B: 30 »),
 * never « AP –30 », which looks negative; a source written before in the old way (« AP –30 ») is
 * still read as written by the reports (through the bundle).
 */
import { describe, expect, it } from "vitest";
import { dustTable } from "./dust-reports";

describe("army points not given read as not given in the source", () => {
  it("Dust: A's army points blank, B's 30: the source says A's are not given", () => {
    const { ev, t1, send } = dustTable();
    send(t1.a, 2, 1, 1000, ["", "30"]);
    send(t1.b, 1, 2, 2000, ["30", ""]);
    const r = ev.call("arbitreApplyReports", { eventId: "e1" });
    expect(r.state.progress.tables[0].status).toBe("confirmed");
    const source = ev.b.standin.values(`'Rounds'!O${t1.row}`)[0]![0];
    expect(source).toBe("Form: 2–1, AP A: not given, B: 30");
    expect(source).not.toMatch(/–30/);
  });

  it("a source in the old words (« AP –30 ») is still the reports' own: a correction is applied", () => {
    const { ev, t1, send } = dustTable();
    send(t1.a, 2, 1, 1000, ["", "30"]);
    send(t1.b, 1, 2, 2000, ["30", ""]);
    ev.call("arbitreApplyReports", { eventId: "e1" });
    ev.b.standin.write(`'Rounds'!O${t1.row}`, [["Form: 2–1, AP –30"]]);
    send(t1.a, 3, 1, 3000, ["", "30"]);
    send(t1.b, 1, 3, 4000, ["30", ""]);
    ev.call("arbitreApplyReports", { eventId: "e1" });
    expect(ev.b.standin.values(`'Rounds'!J${t1.row}:K${t1.row}`)[0]).toEqual([3, 1]);
  });
});
