/**
 * TEAM_STANDINGS on a wrong range names the column in the spreadsheet's words (never an empty or
 * an English column name in French), and an argument it does not take is an error, not ignored.
 */
import path from "node:path";
import { describe, expect, it } from "vitest";
import { loadBundle } from "../../tools/standin/index";
import { BUILD } from "../fixtures/build";

const ROWS = [
  ["1", "Équipe A", "Équipe B", 1, "V", "D"],
  ["1", "Équipe A", "Équipe C", 2, "V", "D"],
  ["2", "Équipe A", "Équipe B", 1, "V", "D"],
  ["2", "Équipe A", "Équipe B", 1, "N", "N"],
];

function errorOf(locale: string, formula: string): string {
  const b = loadBundle(path.join(BUILD, "Code.js"), {
    locale,
    sheets: [
      { name: "Parties", rows: ROWS },
      { name: "Calc", rows: [[""]] },
    ],
  });
  b.standin.write("Calc!A1", [[formula]]);
  const probe = b.standin.probe("Calc!A1");
  return String(probe.error ?? probe.value);
}

describe("TEAM_STANDINGS names what is wrong", () => {
  it("a match whose rows name other teams: its column in French, then in English", () => {
    expect(errorOf("fr_FR", "=TEAM_STANDINGS(Parties!A1:F2)")).toBe(
      "TEAM_STANDINGS\u00a0: argument games, ligne 2, colonne équipe à domicile\u00a0: le match 1 a des lignes avec d'autres équipes",
    );
    // in English "D" is a draw: V–D do not go together, said in the home result's column
    expect(errorOf("en_GB", "=TEAM_STANDINGS(Parties!A1:F2)")).toMatch(
      /^TEAM_STANDINGS: argument games, row 1, column home result: /,
    );
  });

  it("a table given twice: column table", () => {
    expect(errorOf("fr_FR", "=TEAM_STANDINGS(Parties!A3:F4)")).toMatch(
      /^TEAM_STANDINGS\u00a0: argument games, ligne 2, colonne table\u00a0: /,
    );
  });

  it("an extra argument is an error", () => {
    expect(errorOf("fr_FR", "=TEAM_STANDINGS(Parties!A3:F3, Parties!A1:F1)")).toBe(
      "TEAM_STANDINGS\u00a0: 2 arguments donnés, la fonction en prend 1 au plus",
    );
    expect(errorOf("en_GB", "=TEAM_STANDINGS(Parties!A3:F3, Parties!A1:F1)")).toBe(
      "TEAM_STANDINGS: 2 arguments given, the function takes 1 at most",
    );
  });
});
