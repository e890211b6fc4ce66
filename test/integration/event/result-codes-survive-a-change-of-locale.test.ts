/**
 * The computed result columns of the Rounds tab must mean the same in every spreadsheet locale:
 * STANDINGS reads them in the locale of the moment, and the organiser may change it (File ▸
 * Settings) after the event was created.
 */
import { describe, expect, it } from "vitest";
import { enterResults, newEvent } from "./helpers";

describe("result codes survive a change of spreadsheet locale", () => {
  it("Confrérie created in fr_FR, results in (with a double loss), locale → en_US: Standings unchanged", () => {
    const ev = newEvent({ system: "confrerie", players: 8 });
    for (let round = 1; round <= 2; round++) {
      const g = ev.call("arbitreGenerateRound", { expectedRound: round });
      expect(g.ok, g.error).toBe(true);
      enterResults(ev, { skipTables: round === 2 ? [1] : [] });
    }
    const close = ev.call("arbitreCloseRound", { round: 2, confirm: true });
    expect(close.ok, close.error).toBe(true);
    const codes = ev.b.standin.values("Rondes!E2:F9").flat();
    expect(new Set(codes)).toEqual(new Set(["Victoire", "Défaite"]));
    const formula = ev.b.standin.probe("Classement!A1").formula;
    const before = ev.b.standin.values("Classement!A1:G9");
    expect(before.slice(1).some((r) => r[4] === 1)).toBe(true); // the double losses are there
    ev.b.standin.book.locale = "en_US";
    // Sheets recalculates every formula when the locale changes: re-enter the formula to do the same
    ev.b.standin.write("Classement!A1", [[formula]]);
    const after = ev.b.standin.values("Classement!A1:G9");
    expect(after.slice(1)).toEqual(before.slice(1));
    // and the server still reads the event in its own language (French dropdown words)
    const st = ev.state();
    expect(st.messages.filter((m: { level: string }) => m.level === "error")).toEqual([]);
    expect(st.progress.results).toEqual({ done: 4, total: 4 });
    expect(st.actions.generateRound.enabled).toBe(true);
  });

  it("Dust created in en_GB (draws), locale → fr_FR: Standings unchanged", () => {
    const ev = newEvent({ system: "dust", players: 6, locale: "en_GB" });
    const g = ev.call("arbitreGenerateRound", { expectedRound: 1 });
    expect(g.ok, g.error).toBe(true);
    enterResults(ev, { pick: (_a, _b) => "draw" });
    const st = ev.state();
    const t1 = st.progress.tables[0];
    ev.b.standin.write(`Rounds!J${t1.row}`, [[3, 1]]);
    const codes = new Set(ev.b.standin.values("Rounds!E2:F4").flat());
    expect(codes).toEqual(new Set(["Win", "Loss", "Draw"]));
    const formula = ev.b.standin.probe("Standings!A1").formula;
    const before = ev.b.standin.values("Standings!A1:F7");
    ev.b.standin.book.locale = "fr_FR";
    ev.b.standin.write("Standings!A1", [[formula]]);
    const after = ev.b.standin.values("Standings!A1:F7");
    // rank, name, points, strength of schedule, AP left (the play-off label follows the locale)
    const numbers = (rows: unknown[][]) => rows.slice(1).map((r) => r.slice(0, 5));
    expect(numbers(after)).toEqual(numbers(before));
    expect(after.slice(1).map((r) => r[5] !== "")).toEqual(before.slice(1).map((r) => r[5] !== ""));
    const again = ev.state();
    expect(again.progress.results).toEqual({ done: 3, total: 3 });
  });
});
