/**
 * A lineup that breaks a rule of RULES §3 is refused by Check lineups with its tab, row and column
 * (the Lineups tab's Player cell of the table concerned), in French and in English, and no tab is
 * written: an unregistered player (a typo), a late registration (6 days; 7 is accepted), a faction
 * twice (allied contingent included), an army over 2,000 points, a special character with allies.
 */
import { describe, expect, it } from "vitest";
import { type League, lineupRow, newLeague, ok, playerName, refused, rosterRow, typeLineup } from "./helpers";

const four = (team: string) => [1, 2, 3, 4].map((i) => playerName(team, i));

/**
 * A league with its calendar and the first date drawn: match 1 is Les Loups – Les Ours on 10/01/2027.
 * Only Les Loups' lineup is typed: a lineup refused alone leaves everything as it was.
 */
function drawn(locale?: string): League {
  const l = newLeague(locale ? { locale } : {});
  ok(l.call("arbitreGenerateCalendar", {}));
  ok(l.call("arbitreDrawScenarios", {}));
  const m1 = l.values(l.tabs.calendar!)[1]!;
  expect([m1[0], m1[4], m1[5]]).toEqual([1, "Les Loups", "Les Ours"]);
  return l;
}

/** Sets one roster cell of a player: C registered, D faction, E ally, F specials, G points. */
function rosterCell(l: League, player: string, column: string, value: unknown): void {
  l.b.standin.write(`'${l.tabs.roster}'!${column}${rosterRow(l, player)}`, [[value]]);
}

const where = (l: League, table: number) =>
  `onglet «\u00a0Compositions\u00a0», ligne ${lineupRow(l, 1, "Les Loups", table)}, colonne Joueur (match 1, Les Loups, table ${table})\u00a0: `;

describe("a bad lineup is named with its tab, row and column, and nothing is written", () => {
  it("a typo in a player's name: not on the roster, the likely name suggested", () => {
    const l = drawn();
    typeLineup(l, 1, "Les Loups", ["Loups 1", "Loup 2", "Loups 3", "Loups 4"]);
    const error = refused(l, "arbitreCheckLineups");
    expect(error).toContain("1 problème dans les compositions, rien n'a été écrit");
    expect(error).toContain(
      `${where(l, 2)}Loup 2 n'est pas dans l'effectif de «\u00a0Les Loups\u00a0»\u00a0: vouliez-vous dire «\u00a0Loups 2\u00a0»\u202f?`,
    );
    // a name like no other: no suggestion
    typeLineup(l, 1, "Les Loups", ["Loups 1", "Zorglub", "Loups 3", "Loups 4"]);
    expect(refused(l, "arbitreCheckLineups")).toContain(
      `${where(l, 2)}Zorglub n'est pas dans l'effectif de «\u00a0Les Loups\u00a0»`,
    );
    // fixed: both lineups accepted
    typeLineup(l, 1, "Les Loups", four("Les Loups"));
    expect(ok(l.call("arbitreCheckLineups", {})).message).toMatch(/^1 composition/);
  });

  it("in English: the same message, in the English tabs' words", () => {
    const l = drawn("en_GB");
    typeLineup(l, 1, "Les Loups", ["Loups 1", "Loup 2", "Loups 3", "Loups 4"]);
    const error = refused(l, "arbitreCheckLineups");
    expect(error).toContain("1 problem in the lineups, nothing was written:");
    expect(error).toContain(
      `tab 'Lineups', row ${lineupRow(l, 1, "Les Loups", 2)}, column Player (match 1, Les Loups, table 2): ` +
        "Loup 2 is not on the 'Les Loups' roster: did you mean 'Loups 2'?",
    );
    // a player of another team: registered with it (not "plays for" it: he has not played yet)
    typeLineup(l, 1, "Les Loups", ["Loups 1", "Ours 1", "Loups 3", "Loups 4"]);
    expect(refused(l, "arbitreCheckLineups")).toContain(
      "Ours 1 is registered with 'Les Ours', not 'Les Loups': a player plays for one team only",
    );
  });

  it("registered 6 days before the match is refused, 7 days is accepted", () => {
    const l = drawn();
    rosterCell(l, "Loups 2", "C", "2027-01-04");
    rosterCell(l, "Loups 3", "C", "2027-01-03");
    typeLineup(l, 1, "Les Loups", four("Les Loups"));
    const error = refused(l, "arbitreCheckLineups");
    expect(error).toContain(
      `${where(l, 2)}inscription de Loups 2 le 04/01/2027, 6 jours avant le match du 10/01/2027\u00a0: il en faut au moins 7`,
    );
    expect(error).toContain("1 problème"); // Loups 3, 7 days before, is not named
    rosterCell(l, "Loups 2", "C", "2027-01-03");
    ok(l.call("arbitreCheckLineups", {}));
    const status = l.values(l.tabs.lineups!)[lineupRow(l, 1, "Les Loups", 3) - 1]!;
    expect(status.slice(3, 6)).toEqual(["Loups 3", "Dwarfs · 1995 pts", "Acceptée"]);
  });

  it("a faction twice in one lineup, as a main army or as an allied contingent", () => {
    const l = drawn();
    rosterCell(l, "Loups 4", "D", "Basileans"); // Loups 1 plays Basileans
    rosterCell(l, "Loups 3", "E", "Elves"); // Loups 2 plays Elves
    typeLineup(l, 1, "Les Loups", four("Les Loups"));
    const error = refused(l, "arbitreCheckLineups");
    expect(error).toContain("2 problèmes");
    expect(error).toContain(
      `${where(l, 3)}la faction «\u00a0Elves\u00a0» est déjà jouée à la table 2 (contingents alliés compris)`,
    );
    expect(error).toContain(
      `${where(l, 4)}la faction «\u00a0Basileans\u00a0» est déjà jouée à la table 1 (contingents alliés compris)`,
    );
  });

  it("an army of 2,010 points", () => {
    const l = drawn();
    rosterCell(l, "Loups 4", "G", 2010);
    typeLineup(l, 1, "Les Loups", four("Les Loups"));
    expect(refused(l, "arbitreCheckLineups")).toContain(
      `${where(l, 4)}l'armée de Loups 4 vaut 2010 points\u00a0: 2000 au plus`,
    );
    rosterCell(l, "Loups 4", "G", 2000);
    ok(l.call("arbitreCheckLineups", {}));
  });

  it("a special character in an army with allies", () => {
    const l = drawn();
    l.b.standin.write(`'${l.tabs.roster}'!E${rosterRow(l, "Loups 1")}`, [["Salamanders", 1]]);
    typeLineup(l, 1, "Les Loups", four("Les Loups"));
    expect(refused(l, "arbitreCheckLineups")).toContain(
      `${where(l, 1)}l'armée de Loups 1 a un personnage spécial et un contingent allié\u00a0: c'est l'un ou l'autre`,
    );
    // one special character without allies is allowed
    l.b.standin.write(`'${l.tabs.roster}'!E${rosterRow(l, "Loups 1")}`, [["", 1]]);
    ok(l.call("arbitreCheckLineups", {}));
  });
});
