/**
 * TEAM_STANDINGS on two results that do not go together says them in the spreadsheet's language
 * (« victoire », "win"), never as the engine's internal codes, and names the column as the sheet
 * heads it.
 */
import path from "node:path";
import { describe, expect, it } from "vitest";
import { loadBundle } from "../../tools/standin/index";
import { BUILD } from "../fixtures/build";

function errorOf(locale: string, rows: unknown[][]): string {
  const b = loadBundle(path.join(BUILD, "Code.js"), {
    locale,
    sheets: [
      { name: "Parties", rows },
      { name: "Calc", rows: [[""]] },
    ],
  });
  b.standin.write("Calc!A1", [["=TEAM_STANDINGS(Parties!A1:F2)"]]);
  const probe = b.standin.probe("Calc!A1");
  return String(probe.error ?? probe.value);
}

const ROW = ["1", "Équipe A", "Équipe B", 1];

describe("TEAM_STANDINGS says results that do not go together in the sheet's words", () => {
  it("two wins on one table, in French", () => {
    expect(
      errorOf("fr_FR", [
        ["1", "Équipe A", "Équipe B", 2, "V", "D"],
        [...ROW, "V", "V"],
      ]),
    ).toBe(
      "TEAM_STANDINGS\u00a0: argument games, ligne 2, colonne résultat domicile\u00a0: résultats incompatibles sur une même table\u00a0: victoire à domicile, victoire à l'extérieur",
    );
  });

  it("a draw against a forfeit, in English", () => {
    expect(
      errorOf("en_GB", [
        ["1", "Équipe A", "Équipe B", 2, "W", "L"],
        [...ROW, "D", "F"],
      ]),
    ).toBe(
      "TEAM_STANDINGS: argument games, row 2, column home result: results that do not go together on one table: draw at home, forfeit away",
    );
  });
});
