/**
 * A match counts only once each of its 4 tables has a result (RULES §3, a season being typed in).
 * Both lineups accepted and one or two tables typed: Update standings counts nothing of it (no match
 * played, no double forfeit, no league points, nothing on the Elo ladder), and the standings, the
 * Public tab and the sidebar say they are provisional and which match is incomplete. TEAM_STANDINGS
 * over the Games tab gives the same figures. Once the 4th result is in, the match counts.
 */
import { describe, expect, it } from "vitest";
import { firstMatch, type League, ok, typeResult } from "./helpers";

/** The League standings tab's ranking: team → [points, head-to-head, Sonneborn-Berger, games won, matches]. */
function standings(l: League): Map<string, unknown[]> {
  return new Map(
    l
      .values(l.tabs.standings!)
      .slice(1)
      .filter((r) => typeof r[0] === "number")
      .map((r) => [String(r[1]), r.slice(2, 7)]),
  );
}

/**
 * TEAM_STANDINGS over the Games tab's first six columns, in a scratch tab, row by row as the League
 * standings tab has it (the formula lists the teams of the typed rows; the tab every team).
 */
function agrees(l: League): unknown[][] {
  if (!l.b.standin.book.sheets.some((s) => s.name === "Check"))
    l.b.standin.seedSheet({ name: "Check", rows: [[""]] });
  const n = l.values(l.tabs.games!).filter((r) => typeof r[0] === "number").length;
  l.b.standin.write("Check!A1", [[`=TEAM_STANDINGS('${l.tabs.games}'!A2:F${n + 1})`]]);
  const got = (l.b.standin.values("Check!A1:G5") as unknown[][]).filter((r) => r[0] !== "");
  const tab = l.values(l.tabs.standings!).map((r) => r.slice(0, 7));
  expect(got[0]).toEqual(tab[0]);
  expect(got.length).toBeGreaterThan(1);
  for (const row of got.slice(1)) {
    const mine = tab.find((r) => r[1] === row[1])!;
    // same figures (the rank may differ: the tab ranks every team)
    expect(mine.slice(1)).toEqual(row.slice(1));
  }
  return got;
}

describe("a match half entered is not counted", () => {
  it("one of 4 results: no match played, no points, nothing rated; provisional everywhere", () => {
    const { l, home, away } = firstMatch();
    typeResult(l, 1, 1, "Victoire", "Défaite");
    const note =
      "Classement provisoire\u00a0: le match 1 a 1 résultat sur 4 (un match compte quand ses 4 tables ont un résultat).";
    const s = l.state();
    expect(s.messages).toEqual([{ level: "warning", text: note }]);
    expect(s.league.matches.played).toBe(0);
    const r = ok(l.call("arbitreUpdateLeague", {}));
    expect(r.message).toContain(note);
    const table = standings(l);
    for (const team of [home, away]) expect(table.get(team)).toEqual([0, 0, 0, 0, 0]);
    // the note under the ranking
    expect(l.values(l.tabs.standings!).flat()).toContain(note);
    // no rated game: the ladder is empty
    expect(
      l
        .values(l.tabs.ladder!)
        .slice(1)
        .filter((x) => typeof x[0] === "number"),
    ).toEqual([]);
    // TEAM_STANDINGS follows the same rule: the tab is what it gives
    // TEAM_STANDINGS itself: the two teams listed, no match played, no points
    expect(
      agrees(l)
        .slice(1)
        .map((r) => [r[1], r[2], r[6]]),
    ).toEqual(
      [
        [away, 0, 0],
        [home, 0, 0],
      ].sort((a, b) => String(a[0]).localeCompare(String(b[0]))),
    );
    ok(l.call("arbitrePublish", { expectedPublish: 1 }));
    expect(l.values(l.tabs.public!).flat()).toContain(note);
  });

  it("two of 4 results won by one team: still no league points; the 4th result makes it count", () => {
    const { l, home, away } = firstMatch();
    typeResult(l, 1, 1, "Victoire", "Défaite");
    typeResult(l, 1, 2, "Victoire", "Défaite");
    ok(l.call("arbitreUpdateLeague", {}));
    expect(standings(l).get(home)).toEqual([0, 0, 0, 0, 0]);
    expect(l.state().messages.map((m: { text: string }) => m.text)).toEqual([
      "Classement provisoire\u00a0: le match 1 a 2 résultats sur 4 (un match compte quand ses 4 tables ont un résultat).",
    ]);
    typeResult(l, 1, 3, "Défaite", "Victoire");
    typeResult(l, 1, 4, "Nul", "Nul");
    expect(l.state().messages).toEqual([]);
    const r = ok(l.call("arbitreUpdateLeague", {}));
    expect(r.message).not.toMatch(/provisoire/);
    // 3+3+1+2 = 9 against 1+1+3+2 = 7: a win, 3 league points, 1 for the loser
    expect(standings(l).get(home)).toEqual([3, "", 1, 2, 1]);
    expect(standings(l).get(away)).toEqual([1, "", 0, 1, 1]);
    expect(l.values(l.tabs.standings!).flat().join(" ")).not.toMatch(/provisoire/);
    agrees(l);
  });
});
