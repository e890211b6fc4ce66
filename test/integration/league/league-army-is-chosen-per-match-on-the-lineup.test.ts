/**
 * The army is chosen per match: the Lineups tab's Army column, beside each player, is the army
 * played at that match (faction, and "+ ally"), the roster's when left blank. The one-faction rule
 * applies to the lineup as played, factions compared by a spelling key (case and accents ignored);
 * the Games tab and the match sheet show the army played. An accepted lineup whose army is changed
 * waits for Check lineups again.
 */
import { describe, expect, it } from "vitest";
import {
  fourOf,
  gamesRow,
  type League,
  lineupRow,
  newLeague,
  ok,
  refused,
  rosterRow,
  typeLineup,
} from "./helpers";

function drawn(): League {
  const l = newLeague();
  ok(l.call("arbitreGenerateCalendar", {}));
  ok(l.call("arbitreDrawScenarios", {}));
  return l;
}

/** Types the army of a table of Les Loups' lineup of match 1 (column E). */
function typeArmy(l: League, table: number, army: string): void {
  l.b.standin.write(`'${l.tabs.lineups}'!E${lineupRow(l, 1, "Les Loups", table)}`, [[army]]);
}

const where = (l: League, table: number) =>
  `onglet «\u00a0Compositions\u00a0», ligne ${lineupRow(l, 1, "Les Loups", table)}, colonne Armée (match 1, Les Loups, table ${table})\u00a0: `;

describe("the army is chosen per match on the lineup", () => {
  it("a faction typed on the lineup counts instead of the roster's, spelt in any case or accent", () => {
    const l = drawn();
    // Loups 1 plays Basileans (roster); Loups 4 brings « basiléans » to this match
    typeLineup(l, 1, "Les Loups", fourOf("Les Loups"));
    typeArmy(l, 4, "basiléans");
    expect(refused(l, "arbitreCheckLineups")).toContain(
      `${where(l, 4)}la faction «\u00a0basiléans\u00a0» est déjà jouée à la table 1 (contingents alliés compris)`,
    );
  });

  it("a roster clash is lifted by another army for this match, written to Games", () => {
    const l = drawn();
    l.b.standin.write(`'${l.tabs.roster}'!D${rosterRow(l, "Loups 4")}`, [["Basileans"]]);
    typeLineup(l, 1, "Les Loups", fourOf("Les Loups"));
    expect(refused(l, "arbitreCheckLineups")).toContain(
      "la faction «\u00a0Basileans\u00a0» est déjà jouée à la table 1",
    );
    typeArmy(l, 4, "Goblins + Salamanders");
    ok(l.call("arbitreCheckLineups", {}));
    const games = l.values(l.tabs.games!)[gamesRow(l, 1, 4) - 1]!;
    expect(games[6]).toBe("Loups 4");
    expect(games[8]).toBe("Goblins + Salamanders · 1995 pts");
    const lineup = l.values(l.tabs.lineups!)[lineupRow(l, 1, "Les Loups", 4) - 1]!;
    expect(lineup.slice(3, 6)).toEqual(["Loups 4", "Goblins + Salamanders · 1995 pts", "Acceptée"]);
    // a blank army is the roster's
    expect(l.values(l.tabs.games!)[gamesRow(l, 1, 2) - 1]![8]).toBe("Elves · 1995 pts");
  });

  it("an accepted lineup whose army changes waits for Check lineups again", () => {
    const l = drawn();
    typeLineup(l, 1, "Les Loups", fourOf("Les Loups"));
    ok(l.call("arbitreCheckLineups", {}));
    expect(refused(l, "arbitreCheckLineups")).toContain("aucune nouvelle composition");
    typeArmy(l, 2, "Ogres");
    expect(ok(l.call("arbitreCheckLineups", {})).message).toMatch(/^1 composition acceptée/);
    expect(l.values(l.tabs.games!)[gamesRow(l, 1, 2) - 1]![8]).toBe("Ogres · 1995 pts");
  });

  it("a new player at a table does not inherit the army of the player accepted there before", () => {
    const l = drawn();
    typeLineup(l, 1, "Les Loups", fourOf("Les Loups"));
    ok(l.call("arbitreCheckLineups", {}));
    // Loups 5 (Undead) replaces Loups 2 (Elves): the army left beside him is Loups 2's
    typeLineup(l, 1, "Les Loups", ["Loups 1", "Loups 5", "Loups 3", "Loups 4"]);
    ok(l.call("arbitreCheckLineups", {}));
    expect(l.values(l.tabs.games!)[gamesRow(l, 1, 2) - 1]![8]).toBe("Undead · 1995 pts");
  });
});
