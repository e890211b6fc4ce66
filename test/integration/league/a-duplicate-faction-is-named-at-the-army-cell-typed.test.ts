/**
 * A faction played twice in a lineup is named at the Army cell typed on the lineup (the army chosen
 * for this match), whichever of the two tables it is; when both armies are the roster's, at the
 * later table's player.
 */
import { describe, expect, it } from "vitest";
import { fourOf, type League, lineupRow, newLeague, ok, refused, rosterRow, typeLineup } from "./helpers";

function drawn(): League {
  const l = newLeague();
  ok(l.call("arbitreGenerateCalendar", {}));
  ok(l.call("arbitreDrawScenarios", {}));
  typeLineup(l, 1, "Les Loups", fourOf("Les Loups"));
  return l;
}

const typeArmy = (l: League, table: number, army: string) =>
  l.b.standin.write(`'${l.tabs.lineups}'!E${lineupRow(l, 1, "Les Loups", table)}`, [[army]]);

const where = (l: League, table: number, column: string) =>
  `onglet «\u00a0Compositions\u00a0», ligne ${lineupRow(l, 1, "Les Loups", table)}, colonne ${column} (match 1, Les Loups, table ${table})\u00a0: `;

describe("a duplicate faction", () => {
  it("typed on the lineup at table 1, the roster's at table 2: named at table 1's Army cell", () => {
    const l = drawn();
    // Loups 2 plays Elves (roster); table 1's army is changed to Elves for this match
    typeArmy(l, 1, "Elves");
    const error = refused(l, "arbitreCheckLineups");
    expect(error).toContain(
      `${where(l, 1, "Armée")}la faction «\u00a0Elves\u00a0» est déjà jouée à la table 2 (contingents alliés compris)`,
    );
    expect(error).not.toContain("table 2)\u00a0:");
  });
  it("typed on the lineup at the later table: named at its Army cell", () => {
    const l = drawn();
    typeArmy(l, 3, "Basileans");
    expect(refused(l, "arbitreCheckLineups")).toContain(
      `${where(l, 3, "Armée")}la faction «\u00a0Basileans\u00a0» est déjà jouée à la table 1`,
    );
  });
  it("both from the roster: named at the later table's player", () => {
    const l = drawn();
    l.b.standin.write(`'${l.tabs.roster}'!D${rosterRow(l, "Loups 4")}`, [["Basileans"]]);
    expect(refused(l, "arbitreCheckLineups")).toContain(
      `${where(l, 4, "Joueur")}la faction «\u00a0Basileans\u00a0» est déjà jouée à la table 1`,
    );
  });
});
