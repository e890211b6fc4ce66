/**
 * Undo of Publish (Swiss kind) puts the Public tab back as it was: numbers, text, and what the
 * organiser typed there (a date and time, "1984" as text, 1.5, 12.5 %, a checkbox, a formula), with
 * their types and number formats — not a date turned into its text, not a formula into its value.
 */
import { describe, expect, it } from "vitest";
import { cellTypes, typeBeside } from "../cell-types";
import { enterResults, newEvent } from "./helpers";

describe("Undo of Publish puts back the Public tab's values with their types and formats", () => {
  it("Publish, type beside it, Publish again, Undo: the Public tab as before", () => {
    const ev = newEvent({ system: "confrerie", players: 9 });
    expect(ev.call("arbitreGenerateRound", { expectedRound: 1 }).ok).toBe(true);
    enterResults(ev);
    expect(ev.call("arbitrePublish", {}).ok).toBe(true);
    const pub = ev.state().event.tabs.public as string;
    typeBeside(ev.b, pub);
    // in the block Publish rewrites: a date and time, and a formula
    ev.b.standin.write(`'${pub}'!H3`, [["2026-03-14 14:30", "=1+1"]]);
    const before = cellTypes(ev.b, [pub]);
    expect(before[pub]!.join("\n")).toMatch(/date 2026-03-14T13:30/);
    expect(ev.call("arbitrePublish", {}).ok).toBe(true);
    const r = ev.call("arbitreUndoLastAction", { confirm: true });
    expect(r.ok, r.error).toBe(true);
    expect(cellTypes(ev.b, [pub])).toEqual(before);
  });
});
