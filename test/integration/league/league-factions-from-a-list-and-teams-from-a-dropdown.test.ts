/**
 * Factions come from a list: a new league has a Factions tab (Mantic's factions, editable), the
 * Roster's faction and ally and the Lineups' army offer it as a warning-only dropdown, and a faction
 * not in the tab is named with its row, so that "Elves" and "Elfes" are not two factions unawares.
 * The Roster's team is a dropdown of the Teams tab. A league without a Factions tab (created before
 * it, or the tab deleted) compares factions as typed, by their spelling key.
 */
import { describe, expect, it } from "vitest";
import { fourOf, type League, lineupRow, newLeague, ok, refused, rosterRow, typeLineup } from "./helpers";

const texts = (l: League): string[] => (l.state().messages as { text: string }[]).map((m) => m.text);

function drawn(l: League): void {
  ok(l.call("arbitreGenerateCalendar", {}));
  ok(l.call("arbitreDrawScenarios", {}));
}

const validation = (l: League, tab: string, row: number, column: number) =>
  l.b.standin.book.sheets.find((x) => x.name === tab)!.cell(row, column)?.validation;

describe("factions from a list", () => {
  it("a new league has the Factions tab, and the dropdowns of Roster and Lineups", () => {
    const l = newLeague();
    const list = l.values("Factions").map((r) => r[0]);
    expect(list[0]).toBe("Faction");
    expect(list).toContain("Elves");
    expect(list).toContain("Forces of the Abyss");
    expect(list).toContain("Trident Realm of Neritica");
    for (const column of [2, 4, 5])
      expect(validation(l, l.tabs.roster!, 5, column)).toMatchObject({
        criteria: "VALUE_IN_RANGE",
        allowInvalid: true,
      });
    ok(l.call("arbitreGenerateCalendar", {}));
    const row = lineupRow(l, 1, "Les Loups", 2);
    expect(validation(l, l.tabs.lineups!, row, 5)).toMatchObject({
      criteria: "VALUE_IN_RANGE",
      allowInvalid: true,
    });
    // undone, Generate calendar takes its dropdowns back
    ok(l.call("arbitreUndoLastAction", { at: l.state().lastAction.at }));
    expect(validation(l, l.tabs.lineups!, row, 5) ?? null).toBeNull();
  });

  it("« Elfes » not in the list: named on its Roster row, and as a lineup's army", () => {
    const l = newLeague();
    const row = rosterRow(l, "Loups 2");
    l.b.standin.write(`'${l.tabs.roster}'!D${row}`, [["Elfes"]]);
    expect(texts(l)).toEqual([
      `onglet «\u00a0Effectifs\u00a0», ligne ${row}, colonne Faction\u00a0: la faction «\u00a0Elfes\u00a0» n'est pas dans l'onglet «\u00a0Factions\u00a0»\u00a0: choisissez-la dans la liste, ou ajoutez-la à l'onglet`,
    ]);
    // one spelling the list holds, in any case or accent: fine
    l.b.standin.write(`'${l.tabs.roster}'!D${row}`, [["ELVES"]]);
    expect(texts(l)).toEqual([]);
    drawn(l);
    typeLineup(l, 1, "Les Loups", fourOf("Les Loups"));
    l.b.standin.write(`'${l.tabs.lineups}'!E${lineupRow(l, 1, "Les Loups", 3)}`, [["Elfes"]]);
    expect(refused(l, "arbitreCheckLineups")).toContain(
      `ligne ${lineupRow(l, 1, "Les Loups", 3)}, colonne Armée (match 1, Les Loups, table 3)\u00a0: la faction «\u00a0Elfes\u00a0» n'est pas dans l'onglet «\u00a0Factions\u00a0»`,
    );
  });

  it("without a Factions tab, factions are compared as typed", () => {
    const l = newLeague();
    l.b.standin.spreadsheet.deleteSheet(l.b.standin.spreadsheet.getSheetByName("Factions")!);
    l.b.standin.write(`'${l.tabs.roster}'!D${rosterRow(l, "Loups 2")}`, [["Elfes"]]);
    expect(texts(l)).toEqual([]);
    drawn(l);
    typeLineup(l, 1, "Les Loups", fourOf("Les Loups"));
    // « ELFES » is Loups 2's Elfes spelt otherwise: the same faction
    l.b.standin.write(`'${l.tabs.lineups}'!E${lineupRow(l, 1, "Les Loups", 4)}`, [["ELFES"]]);
    expect(refused(l, "arbitreCheckLineups")).toContain(
      "la faction «\u00a0ELFES\u00a0» est déjà jouée à la table 2",
    );
    l.b.standin.write(`'${l.tabs.lineups}'!E${lineupRow(l, 1, "Les Loups", 4)}`, [["Ogres"]]);
    ok(l.call("arbitreCheckLineups", {}));
  });
});
