/**
 * « Pourquoi ce rang ? » of a league: « l'équipe » is feminine, so the first team « est 1re » and a
 * shared first place reads « 1re ex æquo »; the other ranks and English are as before.
 */
import { describe, expect, it } from "vitest";
import type { TeamRow } from "../../../src/engine/league/standings";
import { explainTeam } from "../../../src/sheets/kinds/league/explain";

const row = (rank: number, team: string, leaguePoints: number): TeamRow => ({
  rank,
  team,
  leaguePoints,
  headToHead: 0,
  sonnebornBerger: 0,
  gamesWon: 0,
  matches: 2,
});

describe("why a team has its rank", () => {
  it("says « 1re » of the first team, « 2e » of the next, « 1st » in English", () => {
    const rows = [row(1, "Les Loups de Brest", 6), row(2, "Les Ours", 3)];
    expect(explainTeam(rows, "Les Loups de Brest", "fr")).toBe(
      "L'équipe «\u00a0Les Loups de Brest\u00a0» est 1re avec 6 points de ligue en 2 matchs joués.",
    );
    expect(explainTeam(rows, "Les Ours", "fr")).toMatch(/^L'équipe «\u00a0Les Ours\u00a0» est 2e avec/);
    expect(explainTeam(rows, "Les Loups de Brest", "en")).toMatch(/^Team 'Les Loups de Brest' is 1st with/);
  });

  it("says a shared first place « 1re ex æquo »", () => {
    const rows = [row(1, "Les Loups", 3), row(1, "Les Ours", 3)];
    expect(explainTeam(rows, "Les Loups", "fr")).toContain(
      "Rien ne les départage\u00a0: 1re ex æquo avec Les Ours.",
    );
  });
});
