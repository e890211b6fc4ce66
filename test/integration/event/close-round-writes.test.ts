import { describe, expect, it } from "vitest";
import { type Event, enterResults, newEvent } from "./helpers";

function play(ev: Event, rounds: number): void {
  for (let r = 1; r <= rounds; r++) {
    const g = ev.call("arbitreGenerateRound", { expectedRound: r });
    expect(g.ok, g.error).toBe(true);
    enterResults(ev);
  }
}

describe("Close round writes only the span of the games it changes", () => {
  it("one setValues on the decision column, from the first to the last missing game", () => {
    const ev = newEvent({ system: "confrerie", players: 12 });
    play(ev, 1);
    const st = ev.call("arbitreGenerateRound", { expectedRound: 2 }).state;
    enterResults(ev, { skipTables: [3, 4] });
    const row = (table: number) => st.progress.tables.find((g: { table: number }) => g.table === table).row;
    ev.b.counter.calls.length = 0;
    const r = ev.call("arbitreCloseRound", { round: 2, confirm: true });
    expect(r.ok, r.error).toBe(true);
    const writes = ev.b.counter.calls.filter((c) => c.key === "Range.setValues");
    expect(writes.map((c) => c.range)).toEqual([`J${row(3)}:J${row(4)}`]);
    expect(ev.b.standin.values(`Rondes!J${row(1)}:J${row(6)}`).flat()).toEqual([
      "",
      "",
      "Double défaite",
      "Double défaite",
      "",
      "",
    ]);
  });
});
