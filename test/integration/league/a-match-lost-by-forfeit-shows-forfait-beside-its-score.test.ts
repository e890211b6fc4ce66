/**
 * A match lost by forfeit (a team fielding fewer than 2 players, RULES §3) says so wherever its
 * score is shown to the clubs: the Public tab's calendar, the match sheet, the Calendar's Score
 * column — "3–10 (forfait)", in English "3–10 (forfeit)" — and a match played in full shows its
 * score alone.
 */
import { describe, expect, it } from "vitest";
import { firstMatchWonAtHome, fourOf, ok, playerName, typeLineup, typeResult } from "./helpers";

describe.each([
  ["fr_FR", "forfait"],
  ["en_US", "forfeit"],
])("a match lost by forfeit, in %s", (locale, word) => {
  it(`its score says « ${word}\u00a0» in the Public tab, the match sheet and the Calendar`, () => {
    const { l, home, away } = firstMatchWonAtHome({ locale });
    // match 2: the home team fields one player (table 1 won, tables 2–4 empty): 3–10, a forfeit
    typeLineup(l, 2, home, [playerName(home, 5), "", "", ""]);
    typeLineup(l, 2, away, fourOf(away));
    ok(l.call("arbitreCheckLineups", {}));
    typeResult(l, 2, 1, "Victoire", "Défaite");
    ok(l.call("arbitreUpdateLeague", {}));
    ok(l.call("arbitrePublish", {}));
    const cells = (tab: string) => l.values(tab).flat().map(String);
    const forfeit = `3–10 (${word})`;
    expect(cells(l.tabs.public!)).toContain(forfeit);
    expect(cells(l.tabs.public!)).toContain("12–4");
    expect(cells(l.tabs.matches!)).toContain(forfeit);
    expect(cells(l.tabs.matches!)).toContain("12–4");
    const calendar = l.values(l.tabs.calendar!);
    expect(calendar[1]![8]).toBe("12–4");
    expect(calendar[2]![8]).toBe(forfeit);
  });
});
