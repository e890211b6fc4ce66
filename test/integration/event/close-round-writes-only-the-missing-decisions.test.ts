import { describe, expect, it } from "vitest";
import { type Event, enterResults, newEvent } from "./helpers";

function play(ev: Event, rounds: number): void {
  for (let r = 1; r <= rounds; r++) {
    const g = ev.call("arbitreGenerateRound", { expectedRound: r });
    expect(g.ok, g.error).toBe(true);
    enterResults(ev);
  }
}

describe("Close round writes only the decision cells of the missing games", () => {
  it("one RangeList write on the missing games' cells; a formula typed between them stays a formula, also after undo", () => {
    const ev = newEvent({ system: "confrerie", players: 12 });
    play(ev, 1);
    const st = ev.call("arbitreGenerateRound", { expectedRound: 2 }).state;
    enterResults(ev, { skipTables: [2, 4] });
    const row = (table: number) => st.progress.tables.find((g: { table: number }) => g.table === table).row;
    // the organiser decided table 3 with a formula (a reference to the declared winner)
    ev.b.standin.write(`Rondes!J${row(3)}`, [[`=H${row(3)}`]]);
    const decided = ev.b.standin.probe(`Rondes!J${row(3)}`);
    expect(decided.formula).toBe(`=H${row(3)}`);
    ev.b.counter.calls.length = 0;
    const r = ev.call("arbitreCloseRound", { round: 2, confirm: true });
    expect(r.ok, r.error).toBe(true);
    const writes = ev.b.counter.calls.filter((c) => c.kind === "write");
    expect(writes.map((c) => c.key)).toEqual(["RangeList.setValue"]);
    expect(ev.b.standin.values(`Rondes!J${row(1)}:J${row(6)}`).flat()).toEqual([
      "",
      "Double défaite",
      decided.value,
      "Double défaite",
      "",
      "",
    ]);
    expect(ev.b.standin.probe(`Rondes!J${row(3)}`).formula).toBe(`=H${row(3)}`);
    const u = ev.call("arbitreUndoLastAction", {});
    expect(u.ok, u.error).toBe(true);
    expect(ev.b.standin.values(`Rondes!J${row(2)}`)[0]![0]).toBe("");
    expect(ev.b.standin.values(`Rondes!J${row(4)}`)[0]![0]).toBe("");
    expect(ev.b.standin.probe(`Rondes!J${row(3)}`).formula).toBe(`=H${row(3)}`);
  });
});
