/**
 * TEAM_STANDINGS reads its `games` cells as the league's Games tab does (one parser): a team named
 * by a number (a cell the spreadsheet turned into 13) is that team, as the tab matches it against
 * the Calendar; results in either language, any case and spaces, are read; a date is no team.
 */
import path from "node:path";
import { describe, expect, it } from "vitest";
import { loadBundle } from "../../tools/standin/index";
import { BUILD } from "../fixtures/build";

/** TEAM_STANDINGS over `rows` in a French spreadsheet: a probe of its cells (A1 the header's or the error). */
function standings(rows: unknown[][]): (cell: string) => { value: unknown; error?: unknown } {
  const b = loadBundle(path.join(BUILD, "Code.js"), {
    locale: "fr_FR",
    sheets: [
      { name: "Parties", rows },
      { name: "Calc", rows: [[""]] },
    ],
  });
  b.standin.write("Calc!A1", [["=TEAM_STANDINGS(Parties!A1:F4)"]]);
  return (cell) => b.standin.probe(`Calc!${cell}`);
}

describe("TEAM_STANDINGS reads the Games cells as the tab", () => {
  it("teams named by numbers, results typed in English with odd case and spaces", () => {
    const rows = [
      [1, 13, 42, 1, " win ", "LOSS"],
      [1, 13, 42, 2, "Victoire", "défaite"],
      [1, 13, 42, 3, "nul", " Draw"],
      [1, 13, 42, 4, "F", "v"],
    ];
    const at = standings(rows);
    expect(at("A1").error ?? "").toBe("");
    expect(at("A1").value).toBe("Rang");
    // 13 wins tables 1 and 2, table 3 is drawn, 42 wins table 4 (13 fielded no player): 13 first
    expect([at("B2").value, at("B3").value]).toEqual(["13", "42"]);
  });

  it("a date in a team cell is still no team", () => {
    const day = new Date(Date.UTC(2026, 2, 14));
    const at = standings([
      [1, day, "B", 1, "V", "D"],
      [1, day, "B", 2, "V", "D"],
      [1, day, "B", 3, "V", "D"],
      [1, day, "B", 4, "V", "D"],
    ]);
    expect(String(at("A1").error)).toMatch(/colonne équipe à domicile/);
  });
});
