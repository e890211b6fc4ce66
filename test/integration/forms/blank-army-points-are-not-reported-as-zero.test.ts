/**
 * Dust's army points are optional in the result form: a blank answer means "not reported", the
 * cell stays blank (never 0, which would flag a play-off on zeros), and one player giving them while
 * the other leaves them blank is no dispute (through the bundle).
 */
import { describe, expect, it } from "vitest";
import { type Json, newEvent } from "../event/helpers";

describe("blank army points are not reported as zero", () => {
  const started = () => {
    const ev = newEvent({ system: "dust", players: 8, locale: "en_US" });
    expect(ev.call("arbitreResultForm", { eventId: "e1" }).ok).toBe(true);
    const g = ev.call("arbitreGenerateRound", { eventId: "e1", expectedRound: 1 });
    const t1: Json = g.state.progress.tables.find((x: Json) => x.b !== "")!;
    const send = (who: string, mine: number, theirs: number, army: [string, string], ms: number) =>
      ev.b.standin.submitForm(
        ev.b.standin.forms().at(-1)!.id,
        {
          Round: "1",
          Table: String(t1.table),
          "Your name": who,
          "Your score": String(mine),
          "Your opponent's score": String(theirs),
          ...(army[0] === "" ? {} : { "Your army points left": army[0] }),
          ...(army[1] === "" ? {} : { "Your opponent's army points left": army[1] }),
        },
        { at: new Date(Date.now() + ms) },
      );
    return { ev, t1, send };
  };

  it("both leave them blank: the scores, army cells blank, no AP in the source", () => {
    const { ev, t1, send } = started();
    send(t1.a, 2, 2, ["", ""], 1000);
    send(t1.b, 2, 2, ["", ""], 2000);
    const r = ev.call("arbitreApplyReports", { eventId: "e1" });
    expect(r.state.progress.tables[0].status).toBe("confirmed");
    const row = ev.b.standin.values(`'Rounds'!G${t1.row}:O${t1.row}`)[0]!;
    expect(row.slice(0, 2)).toEqual(["", ""]);
    expect(row.slice(3, 5)).toEqual([2, 2]);
    expect(row[8]).toBe("Form: 2–2");
  });

  it("one gives them, the other leaves them blank: confirmed with the points given", () => {
    const { ev, t1, send } = started();
    send(t1.a, 3, 1, ["120", "40"], 1000);
    send(t1.b, 1, 3, ["", ""], 2000);
    const r = ev.call("arbitreApplyReports", { eventId: "e1" });
    expect(r.state.progress.tables[0].status).toBe("confirmed");
    expect(ev.b.standin.values(`'Rounds'!G${t1.row}:H${t1.row}`)[0]).toEqual([120, 40]);
  });
});
