/**
 * TEAM_STANDINGS (RULES §3) through the real bundle, in cells of a French and an English
 * spreadsheet: the seed's 9–6 match, the seven columns in order, the same numbers as the engine,
 * and bad input named with its row and column.
 */
import path from "node:path";
import { describe, expect, it } from "vitest";
import { teamStandings } from "../../src/engine/league/standings";
import { loadBundle } from "../../tools/standin/index";
import { BUILD } from "../fixtures/build";

// match, home, away, table, home result, away result (French codes: V, N, D, F)
const GAMES = [
  ["Match", "Domicile", "Visiteur", "Table", "Rés. dom.", "Rés. vis."],
  // the seed's example: A beats B 9–6 (win, draw, loss, a win by forfeit)
  ["1", "Équipe A", "Équipe B", 1, "V", "D"],
  ["1", "Équipe A", "Équipe B", 2, "N", "N"],
  ["1", "Équipe A", "Équipe B", 3, "D", "V"],
  ["1", "Équipe A", "Équipe B", 4, "V", "F"],
  // C beats A on 3 tables; B beats C on 3 tables
  ["2", "Équipe C", "Équipe A", 1, "V", "D"],
  ["2", "Équipe C", "Équipe A", 2, "V", "D"],
  ["2", "Équipe C", "Équipe A", 3, "V", "D"],
  ["2", "Équipe C", "Équipe A", 4, "D", "V"],
  ["3", "Équipe B", "Équipe C", 1, "V", "D"],
  ["3", "Équipe B", "Équipe C", 2, "V", "D"],
  ["3", "Équipe B", "Équipe C", 3, "V", "D"],
  ["3", "Équipe B", "Équipe C", 4, "D", "V"],
  // not played yet
  ["4", "Équipe A", "Équipe C", 1, "", ""],
];

function load(locale: string, rows: unknown[][] = GAMES) {
  return loadBundle(path.join(BUILD, "Code.js"), {
    locale,
    sheets: [
      { name: "Parties", rows },
      { name: "Calc", rows: [[""]] },
    ],
  });
}

describe("TEAM_STANDINGS in a cell", () => {
  it("fr_FR: header and one row per team, seven columns, each team 4 league points, ranked by head-to-head then Sonneborn-Berger", () => {
    const b = load("fr_FR");
    b.standin.write("Calc!A1", [["=TEAM_STANDINGS('Parties'!A2:F14)"]]);
    const v = b.standin.values("Calc!A1:G4");
    expect(v[0]).toEqual([
      "Rang",
      "Équipe",
      "Points",
      "Confrontation directe",
      "Sonneborn-Berger",
      "Parties gagnées",
      "Matchs joués",
    ]);
    // a three-way tie on 4 points (each won one match, lost one): the mini-league ties too (4 each),
    // Sonneborn-Berger ties (each beat a 4-point team): games won decides
    expect(v.slice(1)).toEqual([
      [1, "Équipe B", 4, 4, 4, 4, 2],
      [1, "Équipe C", 4, 4, 4, 4, 2],
      [3, "Équipe A", 4, 4, 4, 3, 2],
    ]);
    for (const r of v.slice(1)) expect(r.slice(2, 5)).toEqual([4, 4, 4]);
  });

  it("gives the same numbers as the engine on the same tables", () => {
    const b = load(
      "en_US",
      GAMES.map((r) => r.map((c) => (c === "D" ? "L" : c))),
    );
    b.standin.write("Calc!A1", [["=TEAM_STANDINGS(Parties!A2:F14)"]]);
    const v = b.standin.values("Calc!A1:G4");
    expect(v[0]![2]).toBe("League points");
    const code = (c: unknown) =>
      c === "V" ? "win" : c === "N" ? "draw" : c === "D" ? "loss" : ("forfeit" as const);
    const engine = teamStandings(
      GAMES.slice(1, 13).map((r) => ({
        match: String(r[0]),
        home: String(r[1]),
        away: String(r[2]),
        table: Number(r[3]),
        homeResult: code(r[4]),
        awayResult: code(r[5]),
      })),
    );
    expect(v.slice(1)).toEqual(
      engine.map((x) => [
        x.rank,
        x.team,
        x.leaguePoints,
        x.headToHead,
        x.sonnebornBerger,
        x.gamesWon,
        x.matches,
      ]),
    );
  });

  it("the seed's 9–6: A 3 league points, B 1 (B fielded 3 players)", () => {
    const b = load("fr_FR");
    b.standin.write("Calc!A1", [["=TEAM_STANDINGS('Parties'!A2:F5)"]]);
    const v = b.standin.values("Calc!A1:G3");
    expect(v.slice(1).map((r) => [r[1], r[2], r[5]])).toEqual([
      ["Équipe A", 3, 2],
      ["Équipe B", 1, 1],
    ]);
  });

  it("bad input names its row and column, in the spreadsheet's language", () => {
    const rows = GAMES.slice(0, 5).map((r) => [...r]);
    rows[3]![4] = "X";
    const b = load("fr_FR", rows);
    b.standin.write("Calc!A1", [["=TEAM_STANDINGS('Parties'!A2:F5)"]]);
    expect(String(b.standin.values("Calc!A1")[0]![0])).toMatch(/#ERROR!/);
    const probe = b.standin.probe("Calc!A1");
    expect(String(probe.error ?? probe.value)).toMatch(
      /^TEAM_STANDINGS\u00a0: argument games, ligne 3, colonne résultat domicile\u00a0: résultat «\u00a0X\u00a0» invalide/,
    );
  });
});
