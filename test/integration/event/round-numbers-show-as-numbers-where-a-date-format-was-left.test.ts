/**
 * A date format left on the Rounds (or Top cut) tab — a date typed there once, then deleted: the
 * Delete key clears the content, not the format — does not turn the round and table numbers Arbitre
 * writes into dates (1 shown as 31/12/1899, then read back as a date and refused).
 */
import { describe, expect, it } from "vitest";
import { enterResults, type Json, newEvent } from "./helpers";

describe("round and table numbers show as numbers where a date format was left", () => {
  it("Rounds: a date typed over rows 2–4 of columns A:J, then deleted; round 1 shows 1, 1 / 1, 2…", () => {
    const ev = newEvent({ system: "confrerie", players: 6 });
    const typed = Array.from({ length: 3 }, () => new Array(10).fill("14/11/2025"));
    ev.b.standin.write("Rondes!A2:J4", typed);
    expect(ev.b.standin.displayValues("Rondes!A2")).toEqual([["14/11/2025"]]);
    ev.b.standin.write(
      "Rondes!A2:J4",
      typed.map((row) => row.map(() => "")),
    );
    const g = ev.call("arbitreGenerateRound", { expectedRound: 1 });
    expect(g.ok, g.error).toBe(true);
    expect(ev.b.standin.displayValues("Rondes!A2:B4")).toEqual([
      ["1", "1"],
      ["1", "2"],
      ["1", "3"],
    ]);
    expect(ev.b.standin.values("Rondes!A2:B4")).toEqual([
      [1, 1],
      [1, 2],
      [1, 3],
    ]);
    // names stay text, and the round reads back: results entered, round 2 generated
    const names = (ev.b.standin.displayValues("Rondes!C2:D4") as string[][]).flat();
    expect(names.every((n) => /^Joueur \d{4}$/.test(n))).toBe(true);
    const st = ev.state();
    expect(st.messages.filter((m: Json) => m.level === "error")).toEqual([]);
    enterResults(ev);
    const next = ev.call("arbitreGenerateRound", { expectedRound: 2 });
    expect(next.ok, next.error).toBe(true);
  });

  it("Top cut: the same for the bracket's stage and table numbers", () => {
    const ev = newEvent({ system: "confrerie", players: 4, topCut: 2 });
    ev.b.standin.write("'Phase finale'!A2:B2", [["11/03/2025", "11/03/2025"]]);
    ev.b.standin.write("'Phase finale'!A2:B2", [["", ""]]);
    for (let r = 1; r <= 3; r++) {
      const g = ev.call("arbitreGenerateRound", { expectedRound: r });
      expect(g.ok, g.error).toBe(true);
      enterResults(ev);
    }
    const top = ev.call("arbitreTopCut", { expectedStage: 1 });
    expect(top.ok, top.error).toBe(true);
    expect(ev.b.standin.displayValues("'Phase finale'!A2:B2")).toEqual([["1", "1"]]);
    expect(ev.state().messages.filter((m: Json) => m.level === "error")).toEqual([]);
  });

  it("a date format on a round cell of an older event: the message says the cell is date-formatted", () => {
    const ev = newEvent({ system: "confrerie", players: 6 });
    expect(ev.call("arbitreGenerateRound", { expectedRound: 1 }).ok).toBe(true);
    // what an older version left: the number 1 under a date format
    ev.b.standin.book.sheetByName("Rondes")!.cell(2, 2)!.format = "dd/mm/yyyy";
    expect(ev.b.standin.displayValues("Rondes!B2")).toEqual([["31/12/1899"]]);
    const r = ev.call("arbitreCloseRound", { round: 1, confirm: true });
    expect(r.ok).toBe(false);
    expect(r.error).toBe(
      "onglet «\u00a0Rondes\u00a0», ligne 2, colonne B (Table)\u00a0: «\u00a031/12/1899\u00a0» est une date (ou une heure) alors " +
        "qu'un nombre est attendu ici\u00a0: si la cellule doit contenir un nombre, elle est au format date\u202f; " +
        "choisissez Format ▸ Nombre ▸ Automatique et le nombre réapparaît",
    );
  });
});
