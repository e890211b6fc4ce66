/**
 * A captain reading the League standings or the Public tab in the middle of a match night must not
 * miss that the ranking is provisional: the note under the ranking is bold in both tabs, and once
 * the match is complete the note is gone and its row is back to normal weight. The Public tab's
 * Score column says "2/4 résultats" for a match in progress, never a bare "2/4" that reads as a score.
 */
import { describe, expect, it } from "vitest";
import { firstMatch, ok, typeResult } from "./helpers";

const NOTE = /^Classement provisoire\u00a0: le match 1 a 2 résultats sur 4/;

describe("the provisional note under the ranking", () => {
  it("is bold in the standings and Public tabs while a match is incomplete, normal once it is gone", () => {
    const { l } = firstMatch();
    typeResult(l, 1, 1, "Victoire", "Défaite");
    typeResult(l, 1, 2, "Nul", "Nul");
    ok(l.call("arbitreUpdateLeague", {}));
    ok(l.call("arbitrePublish", { expectedPublish: 1 }));
    // in column A of the standings tab, in B (the names' column, wrapped) of the Public tab read on phones
    const noteCell = (tab: string, col = 0): string => {
      const row = l.values(tab).findIndex((r) => NOTE.test(String(r[col])));
      expect(row, `the note in ${tab}`).toBeGreaterThan(0);
      return `'${tab}'!${"AB"[col]}${row + 1}`;
    };
    const standingsNote = noteCell(l.tabs.standings!);
    const publicNote = noteCell(l.tabs.public!, 1);
    expect(l.b.standin.probe(standingsNote).fontWeight).toBe("bold");
    expect(l.b.standin.probe(publicNote).fontWeight).toBe("bold");
    // the calendar's Score column (C) of match 1: a count of results, not a score
    // (on the Public tab, on the line under the match's two teams)
    const pub = l.values(l.tabs.public!);
    const start = pub.findIndex((r) => r[0] === "Calendrier et résultats");
    const calendarRow = pub.findIndex((r, i) => i > start && r[0] === 1);
    expect(pub[calendarRow + 1]?.[1]).toBe("2/4 résultats");
    // the match complete: no note, and the row where it was is not bold
    typeResult(l, 1, 3, "Défaite", "Victoire");
    typeResult(l, 1, 4, "Victoire", "Défaite");
    ok(l.call("arbitreUpdateLeague", {}));
    expect(l.values(l.tabs.standings!).flat().join(" ")).not.toMatch(/Classement provisoire/);
    expect(l.b.standin.probe(standingsNote).fontWeight ?? "normal").toBe("normal");
    // the header stays bold on grey
    expect(l.b.standin.probe(`'${l.tabs.standings}'!A1`)).toMatchObject({
      fontWeight: "bold",
      background: "#e8eaed",
    });
  });
});
