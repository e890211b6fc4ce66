/**
 * Generate round stopped half-way by a service failure (a quota, a timeout) after writing some of
 * the round's rows: the round is not the event's yet, the sidebar reads fine, and the next press
 * writes it again from its first row with the same pairing; Undo last round clears what it had
 * written; a player dropped meanwhile leaves no row of the stopped attempt behind (through the
 * bundle).
 */
import { describe, expect, it } from "vitest";
import { type Event, enterResults, newEvent } from "./helpers";

/**
 * The writes Generate round makes before the round's own: the Pairings and Match slips tabs copied
 * into the hidden undo tab for its Undo (their number formats, all automatic here, then their values).
 */
const COPY_WRITES = 2;

/**
 * Round 1 played (7 players: 3 tables and a bye), then Generate round 2 failing at the `n`th write
 * of the round (after the undo copy).
 */
function stopped(n: number): { ev: Event; rows: () => unknown[][] } {
  const ev = newEvent({ system: "confrerie", players: 7 });
  expect(ev.call("arbitreGenerateRound", { expectedRound: 1 }).ok).toBe(true);
  enterResults(ev);
  ev.b.standin.runtime.failWriteAt(COPY_WRITES + n);
  expect(() => ev.call("arbitreGenerateRound", { expectedRound: 2 })).toThrow(/^Service Spreadsheets failed/);
  return { ev, rows: () => ev.b.standin.values("'Rondes'!A2:D20").filter((r) => r[0] !== "") };
}

describe("Generate round stopped half-way is written again", () => {
  it("before its first write, after its number format, after its rows, after its other tabs: the state reads, the next press writes the same round 2 once", () => {
    for (const n of [1, 2, 3, 7]) {
      const { ev, rows } = stopped(n);
      const half = rows();
      const st = ev.state();
      expect(st.error, `write ${n}`).toBeUndefined();
      expect(st.progress.round, `write ${n}`).toBe(1);
      expect(st.actions.generateRound.enabled, `write ${n}`).toBe(true);
      expect(
        st.messages.map((m: { text: string }) => m.text),
        `write ${n}`,
      ).toContain(
        "La ronde 2 a été interrompue pendant son écriture (Google ne répondait plus)\u00a0: elle ne compte pas encore. Cliquez «\u00a0Générer la ronde 2\u00a0» pour l'écrire à nouveau.",
      );
      const again = ev.call("arbitreGenerateRound", { expectedRound: 2 });
      expect(again.error, `write ${n}`).toBeUndefined();
      expect(again.state.progress.round, `write ${n}`).toBe(2);
      const done = rows();
      expect(done.length, `write ${n}`).toBe(8);
      expect(again.state.messages.map((m: { text: string }) => m.text).join("\n")).not.toMatch(/interrompue/);
      // the pairing the stopped attempt wrote, when it wrote it, is the one written again
      if (half.length > 4) expect(done, `write ${n}`).toEqual(half);
      expect(ev.call("arbitreUndoLastRound", { round: 2, confirm: true }).ok).toBe(true);
      expect(rows().length, `write ${n}`).toBe(4);
    }
  });

  it("Undo last round after the failure clears the stopped attempt's rows with round 1", () => {
    const { ev, rows } = stopped(3);
    expect(rows().length).toBe(8);
    expect(ev.call("arbitreUndoLastRound", { round: 1, confirm: true }).ok).toBe(true);
    expect(rows()).toEqual([]);
    const one = ev.call("arbitreGenerateRound", { expectedRound: 1 });
    expect(one.ok).toBe(true);
    expect(rows().length).toBe(4);
    expect(ev.state().error).toBeUndefined();
  });

  it("a player dropped before the next press: round 2 has one row fewer, none of the stopped attempt left", () => {
    const { ev, rows } = stopped(3);
    expect(rows().length).toBe(8);
    expect(ev.call("arbitreDropPlayer", { name: "Joueur 0003" }).ok).toBe(true);
    expect(ev.call("arbitreGenerateRound", { expectedRound: 2 }).ok).toBe(true);
    const round2 = rows().filter((r) => r[0] === 2);
    expect(round2.length).toBe(3);
    expect(round2.flat()).not.toContain("Joueur 0003");
    expect(rows().length).toBe(7);
    expect(ev.state().error).toBeUndefined();
  });
});
