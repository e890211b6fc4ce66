/**
 * "Why does X play Y?": each table's reason (the engine's explanation, in the event's language) is
 * written beside the table in the Rounds tab, shown on the Pairings tab with the bye, and sent to
 * the sidebar with every table.
 */
import { describe, expect, it } from "vitest";
import { enterResults, newEvent } from "./helpers";

describe("the reason of each table and the bye", () => {
  it("round 1 (draw) and round 2 (nearest unmet): Rounds column K, Pairings tab, sidebar state", () => {
    const ev = newEvent({ system: "confrerie", players: 5 });
    const g1 = ev.call("arbitreGenerateRound", { expectedRound: 1 });
    expect(g1.ok, g1.error).toBe(true);
    expect(ev.b.standin.values("Rondes!K1")[0]![0]).toBe("Pourquoi cette table");
    const t1 = g1.state.progress.tables;
    // the draw's number is said once, under the tables, for an audit: not in each reason
    expect(g1.state.progress.draw).toEqual(expect.any(Number));
    for (const t of t1) {
      if (t.b === "") expect(t.why).toMatch(/^Ronde 1\u00a0: exemption \(bye\) pour .*, tirée au sort\.$/);
      else expect(t.why).toMatch(/^Ronde 1\u00a0: .* contre .*, table tirée au sort\.$/);
      expect(ev.b.standin.values(`Rondes!K${t.row}`)[0]![0]).toBe(t.why);
    }
    enterResults(ev);
    const g2 = ev.call("arbitreGenerateRound", { expectedRound: 2 });
    expect(g2.ok, g2.error).toBe(true);
    const games = g2.state.progress.tables.filter((t: { b: string }) => t.b !== "");
    for (const t of games) expect(t.why).toMatch(/^Ronde 2\u00a0: .* rencontre .*/);
    // Pairings tab: the bye on the first line, each table with its reason (E–H)
    const bye = g2.state.progress.tables.find((t: { b: string }) => t.b === "");
    const pairings = ev.b.standin.values("Appariements!A1:H6") as unknown[][];
    expect(pairings[0]![0]).toBe("Appariements par nom — Ronde 2 sur 3");
    expect(pairings[0]![4]).toBe(`Exemption (bye)\u00a0: ${bye.a}`);
    expect(pairings[1]!.slice(4)).toEqual(["Table", "Joueur A", "Joueur B", "Pourquoi cette table"]);
    expect(pairings[2]!.slice(4)).toEqual([1, games[0].a, games[0].b, games[0].why]);
  });

  it("an English event keeps English reasons when the spreadsheet turns French", () => {
    const ev = newEvent({ system: "dust", players: 4, locale: "en_US" });
    ev.b.standin.spreadsheet.setSpreadsheetLocale("fr_FR");
    const g = ev.call("arbitreGenerateRound", { expectedRound: 1 });
    expect(g.ok, g.error).toBe(true);
    for (const t of g.state.progress.tables)
      expect(t.why).toMatch(/^Round 1: .* v .*, table drawn at random\.$/);
    expect(ev.b.standin.values("Rounds!N1")[0]![0]).toBe("Why this pairing");
  });
});
