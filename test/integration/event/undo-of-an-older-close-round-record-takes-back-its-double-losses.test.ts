/**
 * Undo last action puts back a Close round recorded by an older version: its record names the
 * Rounds tab's rows where it wrote the double losses (before tables, then ranges of tables, were
 * kept). The double losses go; a result typed on another table stays.
 */
import { describe, expect, it } from "vitest";
import { enterResults, newEvent } from "./helpers";

describe("Undo of an older Close round", () => {
  it("a record of sheet rows takes back the double losses it wrote, and only those", () => {
    const ev = newEvent({ system: "confrerie", players: 9 });
    expect(ev.call("arbitreGenerateRound", { expectedRound: 1 }).ok).toBe(true);
    // table 1 played, tables 2 to 4 without a result: Close round gives them a double loss (column J,
    // the decision)
    enterResults(ev, { skipTables: [2, 3, 4] });
    const before = ev.state().progress.tables as { table: number; row: number; b: string }[];
    const closed = before.filter((g) => g.b !== "" && g.table !== 1).map((g) => g.row);
    expect(closed).toHaveLength(3);
    const r = ev.call("arbitreCloseRound", { round: 1, confirm: true });
    expect(r.ok, r.error).toBe(true);
    const rounds = ev.state().event.tabs.rounds as string;
    const decided = () => closed.map((row) => ev.b.standin.probe(`'${rounds}'!J${row}`).value);
    expect(decided().every((v) => v !== "")).toBe(true);
    // the undo record as an older version saved it: the rows, no tables, no ranges
    const store = ev.b.standin.properties.document.data;
    const key = [...store.keys()].find((k) => (store.get(k) ?? "").includes('"kind":"closeRound"'))!;
    const config = JSON.parse(store.get(key)!);
    const { ranges: _r, tables: _t, ...older } = config.undo;
    config.undo = { ...older, rows: closed };
    store.set(key, JSON.stringify(config));
    const played = ev.b.standin.probe(`'${rounds}'!H${before.find((g) => g.table === 1)!.row}`).value;
    const u = ev.call("arbitreUndoLastAction", {});
    expect(u.ok, u.error).toBe(true);
    expect(decided()).toEqual(["", "", ""]);
    expect(ev.b.standin.probe(`'${rounds}'!H${before.find((g) => g.table === 1)!.row}`).value).toBe(played);
    expect(ev.state().lastAction).toBeNull();
  });
});
