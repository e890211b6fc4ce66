/**
 * The Elo ladder's tabs during a season: the history starts every player at « Départ » (2000), so a
 * player who first plays in a later round has a line from the start, not a lone dot; the Public
 * tab's top 20 does not cut a tie at rank 20; and a matchday whose matches were moved to two days
 * is labelled with both.
 */
import { describe, expect, it } from "vitest";
import { type League, newLeague, ok, playerName } from "./helpers";
import { acceptLineups, gamesRow, lineupsRow, ofDate, seasonMatches } from "./season";

/**
 * 6 teams, date 1 played and updated: the first legs all home wins, the return legs all draws with
 * each home team's 5th player on table 4 (his first game), match 3 played a week later.
 */
function dateOne(): { l: League; lateOnes: string[] } {
  const l = newLeague({ teams: 6 });
  ok(l.call("arbitreGenerateCalendar", {}));
  const matches = seasonMatches(l);
  const teams = l
    .values(l.tabs.teams!)
    .slice(1)
    .map((r) => String(r[0]))
    .filter((x) => x !== "");
  const date1 = ofDate(matches, 1);
  expect(date1.map((m) => m.id)).toEqual([1, 2, 3, 4, 5, 6]);
  acceptLineups(l, teams, date1);
  // the return legs: each home team's 5th player on table 4 (his first game)
  const lateOnes: string[] = [];
  for (const m of date1.filter((x) => x.id % 2 === 0)) {
    const late = playerName(m.home, 5);
    lateOnes.push(late);
    l.b.standin.write(`'${l.tabs.games}'!G${gamesRow(m.id, 4)}`, [[late]]);
    l.b.standin.write(`'${l.tabs.lineups}'!D${lineupsRow(m.id, false, 4)}`, [[late]]);
  }
  // first legs: every home player wins (12 at 2025, 12 at 1975); return legs: draws
  for (const m of date1)
    l.b.standin.write(
      `'${l.tabs.games}'!E${gamesRow(m.id, 1)}`,
      Array.from({ length: 4 }, () => (m.id % 2 === 1 ? ["Victoire", "Défaite"] : ["Nul", "Nul"])),
    );
  // match 3 (a first leg) played a week later than the others
  const calendar = l.values(l.tabs.calendar!);
  const row3 = calendar.findIndex((r) => r[0] === 3) + 1;
  l.b.standin.write(`'${l.tabs.calendar}'!C${row3}`, [["2027-01-17"]]);
  expect(l.state().messages).toEqual([]);
  ok(l.call("arbitreUpdateLeague", {}));
  return { l, lateOnes };
}

describe("the ladder during a season (6 teams, date 1)", () => {
  it("a matchday on two days is labelled with both", () => {
    const { l } = dateOne();
    const labels = l.values(l.tabs.history!).map((r) => String(r[0]));
    expect(labels.slice(1, 4)).toEqual([
      "Départ",
      "J1 Aller · 10/01/2027 + 17/01/2027",
      "J1 Retour · 10/01/2027",
    ]);
  });

  it("the sidebar's current matchday, its matches on two days: both", () => {
    const l = newLeague();
    ok(l.call("arbitreGenerateCalendar", {}));
    expect(l.state().league.next.days).toBeUndefined();
    const row3 = l.values(l.tabs.calendar!).findIndex((r) => r[0] === 3) + 1;
    l.b.standin.write(`'${l.tabs.calendar}'!C${row3}`, [["2027-01-17"]]);
    const next = l.state().league.next;
    expect([next.date, next.day, next.days]).toEqual([1, "2027-01-10", ["2027-01-10", "2027-01-17"]]);
  });

  it("a late starter's line starts at Départ (2000), not at his first game", () => {
    const { l, lateOnes } = dateOne();
    const history = l.values(l.tabs.history!);
    for (const late of lateOnes) {
      const col = history[0]!.indexOf(late);
      expect(col, late).toBeGreaterThan(0);
      // 2000 at the start and after the first legs he did not play, then his draw
      expect([history[1]![col], history[2]![col]]).toEqual([2000, 2000]);
      expect(typeof history[3]![col]).toBe("number");
    }
  });

  it("the Public tab's top 20 keeps everyone tied with the 20th", () => {
    const { l } = dateOne();
    ok(l.call("arbitrePublish", { expectedPublish: 1 }));
    const pub = l.values(l.tabs.public!);
    const start = pub.findIndex((r) => r[0] === "Classement Elo");
    const ranked = pub.slice(start + 2).filter((r) => typeof r[0] === "number");
    const ladder = l
      .values(l.tabs.ladder!)
      .slice(1)
      .filter((r) => typeof r[0] === "number");
    // more than 20 players, and whoever shares the 20th player's rank is shown
    expect(ladder.length).toBeGreaterThan(20);
    const twentieth = ladder[19]![0] as number;
    const shown = ladder.filter((r) => (r[0] as number) <= twentieth);
    expect(shown.length).toBeGreaterThan(20);
    expect(ranked.map((r) => r[1])).toEqual(shown.map((r) => r[1]));
  });
});
