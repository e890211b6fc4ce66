/**
 * Apply reports says what it wrote: a Dust table with one report writes only its Source column
 * (« reported by Anne: 7–2, waiting for Bea »), and the answer says that table's source was
 * written, never « nothing new »; pressed again, nothing new (through the bundle).
 */
import { describe, expect, it } from "vitest";
import { dustTable } from "./dust-reports";

describe("Apply reports says what it wrote in the Source column", () => {
  it("Dust, one report: the answer names the table whose source was written", () => {
    const { ev, t1, send } = dustTable();
    send(t1.a, 7, 2, 1000);
    const r = ev.call("arbitreApplyReports", { eventId: "e1" });
    expect(ev.b.standin.values(`'Rounds'!O${t1.row}`)[0]![0]).toMatch(/waiting for/);
    expect(r.message).not.toBe("Reports: nothing new.");
    expect(r.message).toContain(`table ${t1.table}`);
    expect(r.message).toMatch(/Source/);
    expect(ev.call("arbitreApplyReports", { eventId: "e1" }).message).toBe("Reports: nothing new.");
  });
});
