/**
 * The Games tab once the season runs (RULES §3, a season being typed in): the players of a game are
 * those of the accepted lineups, and a result needs both lineups accepted; "Forfait" is for a team
 * with nobody at that table. A name typed over a player, results typed for a team with no lineup or
 * before any lineup, "Forfait" for a team whose player sat there: each is named with its row, and
 * Update standings, Publish and the draw are refused with it, writing nothing. Correcting a result
 * in the Games tab and pressing Update is the safe way to fix one.
 */
import { describe, expect, it } from "vitest";
import {
  firstMatch,
  firstMatchWonAtHome,
  fourOf,
  gamesRow,
  type League,
  leaguePoints,
  ok,
  playerName,
  refused,
  typeLineup,
  typeResult,
} from "./helpers";

const errors = (l: League): string[] =>
  l
    .state()
    .messages.filter((m: { level: string }) => m.level === "error")
    .map((m: { text: string }) => m.text);

/** Calendar and first date drawn, no lineup yet; match 1's teams. */
const drawn = (locale?: string) => firstMatch({ ...(locale ? { locale } : {}), lineups: false });

/** Update standings, Publish and the draw refused with `message`; nothing written. */
function blocked(l: League, message: string): void {
  expect(refused(l, "arbitreUpdateLeague")).toBe(message);
  expect(refused(l, "arbitrePublish", { expectedPublish: 1 })).toBe(message);
  expect(l.state().actions.updateLeague.reason).toBe(message);
}

describe("the Games tab follows the accepted lineups", () => {
  it("a name typed over a player is refused with its row, not rated", () => {
    const { l, away } = firstMatchWonAtHome();
    const row = gamesRow(l, 1, 2);
    l.b.standin.write(`'${l.tabs.games}'!H${row}`, [["Victoire"]]);
    const message = `onglet «\u00a0Parties\u00a0», ligne ${row}, colonne Joueur 2\u00a0: table 2 du match 1\u00a0: «\u00a0Victoire\u00a0» n'est pas dans la composition acceptée (${playerName(away, 2)})`;
    expect(errors(l)).toEqual([message]);
    blocked(l, message);
    // the name put back: the match counts, and "Victoire" is nobody on the ladder
    l.b.standin.write(`'${l.tabs.games}'!H${row}`, [[playerName(away, 2)]]);
    expect(errors(l)).toEqual([]);
    ok(l.call("arbitreUpdateLeague", {}));
    const names = l
      .values(l.tabs.ladder!)
      .slice(1)
      .map((r) => r[1]);
    expect(names).toContain(playerName(away, 2));
    expect(names).not.toContain("Victoire");
  });

  it("in English", () => {
    const { l, home, away } = drawn("en_GB");
    typeLineup(l, 1, home, fourOf(home));
    typeLineup(l, 1, away, fourOf(away));
    ok(l.call("arbitreCheckLineups", {}));
    typeResult(l, 1, 1, "W", "L");
    const row = gamesRow(l, 1, 1);
    l.b.standin.write(`'${l.tabs.games}'!G${row}`, [["Victoire"]]);
    expect(errors(l)).toEqual([
      `tab 'Games', row ${row}, column Player 1: table 1 of match 1: 'Victoire' is not in the accepted lineup (${playerName(home, 1)})`,
    ]);
  });

  it("results for a team with no lineup, and results before any lineup, are refused with their row", () => {
    const { l, home, away } = drawn();
    // before any lineup
    typeResult(l, 1, 1, "Victoire", "Défaite");
    const first = `onglet «\u00a0Parties\u00a0», ligne ${gamesRow(l, 1, 1)}, colonne Résultat 1\u00a0: table 1 du match 1\u00a0: résultat saisi sans composition acceptée de ${home}, ${away} (vérifiez d'abord les compositions)`;
    expect(errors(l)).toEqual([first]);
    blocked(l, first);
    // the home lineup accepted, the away team has none: "Victoire" four times for it
    l.b.standin.write(`'${l.tabs.games}'!E${gamesRow(l, 1, 1)}`, [["", ""]]);
    typeLineup(l, 1, home, fourOf(home));
    ok(l.call("arbitreCheckLineups", {}));
    for (let t = 1; t <= 4; t++) typeResult(l, 1, t, "Défaite", "Victoire");
    const rows = [1, 2, 3, 4].map((t) => gamesRow(l, 1, t));
    expect(errors(l)).toEqual(
      rows.map(
        (r, i) =>
          `onglet «\u00a0Parties\u00a0», ligne ${r}, colonne Résultat 1\u00a0: table ${i + 1} du match 1\u00a0: résultat saisi sans composition acceptée de ${away} (vérifiez d'abord les compositions)`,
      ),
    );
    expect(refused(l, "arbitreUpdateLeague")).toMatch(/sans composition acceptée de/);
  });

  it("a team that sends nobody: « Forfait » typed on its four tables, with no player, is its result", () => {
    const { l, home, away } = drawn();
    typeLineup(l, 1, home, fourOf(home));
    ok(l.call("arbitreCheckLineups", {}));
    for (let t = 1; t <= 4; t++) typeResult(l, 1, t, "Victoire", "Forfait");
    expect(errors(l)).toEqual([]);
    ok(l.call("arbitreUpdateLeague", {}));
    const points = leaguePoints(l);
    expect([points.get(home), points.get(away)]).toEqual([3, 0]);
  });

  it("« Forfait » for a team whose player sat at the table is refused; an empty table is « Forfait » and nothing else", () => {
    const { l, home, away } = drawn();
    typeLineup(l, 1, home, fourOf(home));
    typeLineup(l, 1, away, [...fourOf(away).slice(0, 3), ""]);
    ok(l.call("arbitreCheckLineups", {}));
    for (let t = 1; t <= 3; t++) typeResult(l, 1, t, "Forfait", "Victoire");
    const message = (t: number) =>
      `onglet «\u00a0Parties\u00a0», ligne ${gamesRow(l, 1, t)}, colonne Résultat 1\u00a0: table ${t} du match 1\u00a0: «\u00a0Forfait\u00a0» pour ${home}, qui a aligné ${playerName(home, t)} à cette table (le forfait est pour une table sans joueur)`;
    expect(errors(l)).toEqual([1, 2, 3].map(message));
    blocked(l, message(1));
    // the away team's empty table 4 typed as a win for it
    for (let t = 1; t <= 3; t++) typeResult(l, 1, t, "Victoire", "Défaite");
    typeResult(l, 1, 4, "Défaite", "Victoire");
    expect(errors(l)).toEqual([
      `onglet «\u00a0Parties\u00a0», ligne ${gamesRow(l, 1, 4)}, colonne Résultat 2\u00a0: table 4 du match 1\u00a0: ${away} n'a aligné personne à cette table, son résultat est «\u00a0Forfait\u00a0» (perdue 0–3)`,
    ]);
  });

  it("a result corrected in the Games tab, then Update: the standings follow", () => {
    const { l, home, away } = firstMatchWonAtHome();
    ok(l.call("arbitreUpdateLeague", {}));
    const points = () => leaguePoints(l);
    expect([points().get(home), points().get(away)]).toEqual([3, 1]);
    // three tables were in fact won by the visitors
    for (let t = 1; t <= 3; t++) typeResult(l, 1, t, "Défaite", "Victoire");
    expect(errors(l)).toEqual([]);
    ok(l.call("arbitreUpdateLeague", {}));
    expect([points().get(home), points().get(away)]).toEqual([1, 3]);
  });
});
