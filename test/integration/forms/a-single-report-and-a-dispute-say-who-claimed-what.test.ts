/**
 * A single Dust Tactics report shows, like a dispute's two claims: next to the table (the Rounds
 * tab's source column) and in the sidebar — « reported by Anne: 7–2, waiting for Bea », « Anne:
 * 7–2; Bea: 2–7 » — and a note alone is not said as a result applied (through the bundle).
 */
import { describe, expect, it } from "vitest";
import type { Json } from "../event/helpers";
import { dustTable } from "./dust-reports";

describe("a single report and a dispute say who claimed what", () => {
  it("Dust: one report waits with its claim shown; two disagreeing show both claims", () => {
    const { ev, t1, send } = dustTable();
    const texts = (st: Json) => st.messages.map((m: Json) => m.text);
    send(t1.a, 7, 2, 1000);
    const one = ev.call("arbitreApplyReports", { eventId: "e1" });
    expect(one.message).toBe(`Round 1: Source column written for table ${t1.table}, no result changed.`);
    expect(one.state.progress.tables[0].status).toBe("pending");
    const waiting = `reported by ${t1.a}: 7–2, waiting for ${t1.b}`;
    expect(ev.b.standin.values(`'Rounds'!O${t1.row}`)[0]).toEqual([`Form: ${waiting}`]);
    expect(texts(one.state)).toContain(`Table ${t1.table}: ${waiting}.`);
    send(t1.b, 7, 2, 2000);
    const both = ev.call("arbitreApplyReports", { eventId: "e1" });
    expect(both.state.progress.tables[0].status).toBe("disputed");
    const claims = `${t1.a}: 7–2; ${t1.b}: 2–7`;
    expect(ev.b.standin.values(`'Rounds'!O${t1.row}`)[0]).toEqual([`Form: Disputed — ${claims}`]);
    expect(texts(both.state)).toContain(`Table ${t1.table} disputed: ${claims}.`);
    expect(texts(both.state).join("\n")).not.toMatch(/waiting for/);
  });
});
