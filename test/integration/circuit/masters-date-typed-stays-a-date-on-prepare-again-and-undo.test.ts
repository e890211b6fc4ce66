/**
 * A date typed by hand in a Masters input cell (here the top-top cell of match 1, table 1) stays a
 * date, the same instant, when the Masters is prepared again and when that Prepare is undone: it
 * never comes back as the date's text. Through the bundle.
 */
import { describe, expect, it } from "vitest";
import { circuit2025 } from "./year-2025";

describe("a date typed in the Masters tab", () => {
  it("stays the same Date after Prepare the Masters again and after its Undo", () => {
    const c = circuit2025(20);
    const tab = c.tabs.masters!;
    expect(c.call("arbitreComputeCircuit", { final: true, year: 2025 }).ok).toBe(true);
    expect(c.call("arbitrePrepareMasters", { year: 2025 }).ok).toBe(true);
    // row 5 is match 1, table 1 (Joueur 01 – Joueur 16): its top-top cell is P5
    c.b.standin.type(`'${tab}'!P5`, "10/01/2027");
    const typed = c.b.standin.probe(`'${tab}'!P5`).value;
    expect(Object.prototype.toString.call(typed)).toBe("[object Date]");
    const at = (typed as Date).getTime();
    const isSameDate = () => {
      const v = c.b.standin.probe(`'${tab}'!P5`).value;
      expect(Object.prototype.toString.call(v), String(v)).toBe("[object Date]");
      expect((v as Date).getTime()).toBe(at);
    };
    const again = c.call("arbitrePrepareMasters", { year: 2025 });
    expect(again.ok, again.error).toBe(true);
    isSameDate();
    const u = c.call("arbitreUndoLastAction", { confirm: true });
    expect(u.ok, u.error).toBe(true);
    isSameDate();
  });
});
