/**
 * A captain's lineup against every rule of RULES §3 (src/engine/league/lineup.ts): each rule
 * accepted when kept and named when broken, the table it concerns, all violations at once.
 */
import { describe, expect, it } from "vitest";
import { checkLineup, type LineupInput, type RosterEntry } from "../../../../src/engine/league/lineup";
import { sayKey } from "../../../../src/i18n/index";

const army = (
  player: string,
  team: string,
  faction: string,
  more: Partial<RosterEntry> = {},
): RosterEntry => ({
  player,
  team,
  registered: "2025-09-01",
  faction,
  ally: "",
  specials: 0,
  points: 2000,
  ...more,
});

const ROSTER: RosterEntry[] = [
  army("Ana", "Loups", "Nains"),
  army("Bea", "Loups", "Elfes"),
  army("Cid", "Loups", "Orcs"),
  army("Dom", "Loups", "Morts-vivants"),
  army("Eve", "Loups", "Basileans"),
  army("Zoé", "Ours", "Ogres"),
];

const base = (more: Partial<LineupInput> = {}): LineupInput => ({
  team: "Loups",
  round: 1,
  date: "2025-10-04",
  tables: ["Ana", "Bea", "Cid", "Dom"],
  roster: ROSTER,
  earlier: [],
  ...more,
});

const keys = (input: LineupInput) => checkLineup(input).map((v) => [v.key, v.table ?? 0]);

describe("a lineup that keeps every rule", () => {
  it("is accepted: four registered players, distinct factions, 2,000 points each", () => {
    expect(checkLineup(base())).toEqual([]);
  });
  it("three or two players sit on the first tables and are accepted", () => {
    expect(checkLineup(base({ tables: ["Ana", "Bea", "Cid", ""] }))).toEqual([]);
    expect(checkLineup(base({ tables: ["Ana", "Bea", "", ""] }))).toEqual([]);
  });
});

describe("each rule, broken", () => {
  it("missing players must leave the last tables free", () => {
    expect(keys(base({ tables: ["Ana", "", "Cid", "Dom"] }))).toEqual([["lineup.gap", 3]]);
  });
  it("fewer than 2 players: the match is lost by forfeit", () => {
    expect(keys(base({ tables: ["Ana", "", "", ""] }))).toEqual([["lineup.forfeit", 0]]);
  });
  it("a player not on the roster, and a player of another team", () => {
    expect(keys(base({ tables: ["Ana", "Bea", "Cid", "Xavier"] }))).toEqual([["lineup.unregistered", 4]]);
    expect(keys(base({ tables: ["Ana", "Bea", "Cid", "Zoé"] }))).toEqual([["lineup.otherTeam", 4]]);
  });
  it("one team per player: a player who already played for another team is refused", () => {
    const earlier = [{ round: 1, team: "Ours", players: ["Dom"] }];
    expect(
      keys(base({ round: 2, earlier: [...earlier, { round: 1, team: "Loups", players: ["Ana", "Bea"] }] })),
    ).toEqual([["lineup.playedElsewhere", 4]]);
  });
  it("registered 7 days before the round is in time; 6 days is not", () => {
    const roster = ROSTER.map((r) => (r.player === "Dom" ? { ...r, registered: "2025-09-27" } : r));
    expect(checkLineup(base({ roster }))).toEqual([]);
    const late = ROSTER.map((r) => (r.player === "Dom" ? { ...r, registered: "2025-09-28" } : r));
    const v = checkLineup(base({ roster: late }));
    expect(v).toEqual([
      { key: "lineup.lateRegistration", params: { name: "Dom", date: "2025-09-28", days: 7 }, table: 4 },
    ]);
  });
  it("2,010 points is refused", () => {
    const roster = ROSTER.map((r) => (r.player === "Bea" ? { ...r, points: 2010 } : r));
    expect(checkLineup(base({ roster }))).toEqual([
      { key: "lineup.points", params: { name: "Bea", points: 2010, max: 2000 }, table: 2 },
    ]);
  });
  it("a duplicate faction, allies included", () => {
    const same = ROSTER.map((r) => (r.player === "Cid" ? { ...r, faction: "Nains" } : r));
    expect(keys(base({ roster: same }))).toEqual([["lineup.faction", 3]]);
    const ally = ROSTER.map((r) => (r.player === "Dom" ? { ...r, ally: "elfes" } : r));
    expect(keys(base({ roster: ally }))).toEqual([["lineup.faction", 4]]);
  });
  it("special characters: at most 1, and never with an allied contingent", () => {
    const two = ROSTER.map((r) => (r.player === "Ana" ? { ...r, specials: 2 } : r));
    expect(keys(base({ roster: two }))).toEqual([["lineup.specials", 1]]);
    const one = ROSTER.map((r) => (r.player === "Ana" ? { ...r, specials: 1 } : r));
    expect(checkLineup(base({ roster: one }))).toEqual([]);
    const withAlly = ROSTER.map((r) => (r.player === "Ana" ? { ...r, specials: 1, ally: "Ogres" } : r));
    expect(keys(base({ roster: withAlly }))).toEqual([["lineup.specialWithAllies", 1]]);
  });
  it("from round 2: at least 2 players who appeared in the team's earlier lineups", () => {
    const earlier = [{ round: 1, team: "Loups", players: ["Ana", "Eve"] }];
    expect(checkLineup(base({ round: 2, earlier, tables: ["Ana", "Eve", "Cid", "Dom"] }))).toEqual([]);
    expect(keys(base({ round: 2, earlier }))).toEqual([["lineup.returning", 0]]);
  });
  it("the returning-players rule applies only from the team's first match with 2 players or more", () => {
    const one = [{ round: 1, team: "Loups", players: ["Eve"] }];
    expect(checkLineup(base({ round: 2, earlier: one }))).toEqual([]);
    const none = [{ round: 1, team: "Loups", players: [] }];
    expect(checkLineup(base({ round: 2, earlier: none }))).toEqual([]);
    const then = [...none, { round: 2, team: "Loups", players: ["Ana", "Bea", "Cid", "Dom"] }];
    expect(keys(base({ round: 3, earlier: then, tables: ["Ana", "Eve", "", ""] }))).toEqual([
      ["lineup.returning", 0],
    ]);
    const [v] = checkLineup(base({ round: 3, earlier: then, tables: ["Ana", "Eve", "", ""] }));
    expect(sayKey("fr", v!.key, v!.params)).toBe(
      "joueurs ayant déjà joué pour l'équipe\u00a0: 1 dans cette composition, il en faut au moins 2 depuis son premier match joué à 2 joueurs ou plus",
    );
  });
  it("fewer than 2 players from round 2 is a forfeit: the returning-players rule does not apply", () => {
    const earlier = [{ round: 1, team: "Loups", players: ["Ana", "Eve"] }];
    const one = checkLineup(base({ round: 2, earlier, tables: ["Bea", "", "", ""] }));
    expect(one.map((v) => v.key)).toEqual(["lineup.forfeit"]);
  });
  it("the same player twice", () => {
    expect(keys(base({ tables: ["Ana", "Bea", "Ana", "Dom"] }))).toEqual([["lineup.twice", 3]]);
  });
});

describe("every violation at once, in words", () => {
  it("reports all of them, and each has its message in both languages", () => {
    const roster = ROSTER.map((r) =>
      r.player === "Bea" ? { ...r, points: 2010 } : r.player === "Cid" ? { ...r, faction: "Nains" } : r,
    );
    const v = checkLineup(base({ roster }));
    expect(v.map((x) => x.key)).toEqual(["lineup.points", "lineup.faction"]);
    expect(sayKey("fr", v[0]!.key, v[0]!.params)).toBe("l'armée de Bea vaut 2010 points\u00a0: 2000 au plus");
    expect(sayKey("en", v[1]!.key, v[1]!.params)).toBe(
      "faction 'Nains' is already played at table 1 (allied contingents included)",
    );
  });
});
