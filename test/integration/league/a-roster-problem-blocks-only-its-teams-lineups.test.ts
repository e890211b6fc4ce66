/**
 * A problem on one team's Roster row (a player's name left blank, a player typed twice) blocks only
 * the lineups of that team: Check lineups accepts the others and leaves that team's lineup waiting,
 * the problem said with its row; when only that team's lineup waits, the button and the action
 * refuse with the problem. A row whose team cannot be told still blocks every lineup.
 */
import { describe, expect, it } from "vitest";
import { fourOf, type League, lineupRow, newLeague, ok, refused, rosterRow, typeLineup } from "./helpers";

/** Calendar and date 1 drawn: match 1 Les Loups – Les Ours, match 3 Les Aigles – Les Renards. */
function league(): League {
  const l = newLeague();
  ok(l.call("arbitreGenerateCalendar", {}));
  ok(l.call("arbitreDrawScenarios", {}));
  return l;
}

const status = (l: League, match: number, team: string) =>
  l.values(l.tabs.lineups!)[lineupRow(l, match, team, 1) - 1]![5];

describe("a roster problem of one team", () => {
  it("a Renards player's name blanked: the three other lineups accepted, the Renards' left waiting with the row", () => {
    const l = league();
    const row = rosterRow(l, "Renards 5");
    l.b.standin.write(`'${l.tabs.roster}'!A${row}`, [[""]]);
    const problem = `onglet «\u00a0Effectifs\u00a0», ligne ${row}, colonne Joueur\u00a0: nom du joueur manquant`;
    expect(l.state().messages.map((m: { text: string }) => m.text)).toEqual([problem]);
    typeLineup(l, 1, "Les Loups", fourOf("Les Loups"));
    typeLineup(l, 1, "Les Ours", fourOf("Les Ours"));
    typeLineup(l, 3, "Les Aigles", fourOf("Les Aigles"));
    typeLineup(l, 3, "Les Renards", fourOf("Les Renards"));
    expect(l.state().actions.checkLineups.enabled).toBe(true);
    const r = ok(l.call("arbitreCheckLineups", {}));
    expect(r.message).toMatch(/^3 compositions acceptées/);
    expect(r.message).toContain("1 composition refusée");
    expect(r.message).toContain(`(match 3, Les Renards, table 1–4)\u00a0: ${problem}`);
    expect([status(l, 1, "Les Loups"), status(l, 1, "Les Ours"), status(l, 3, "Les Aigles")]).toEqual([
      "Acceptée",
      "Acceptée",
      "Acceptée",
    ]);
    expect(status(l, 3, "Les Renards")).not.toBe("Acceptée");
    // only the Renards' lineup waits: refused with the problem, the button says the same
    const s = l.state();
    expect(s.actions.checkLineups).toMatchObject({ enabled: false, reason: problem });
    expect(refused(l, "arbitreCheckLineups")).toBe(problem);
    // the row fixed: accepted
    l.b.standin.write(`'${l.tabs.roster}'!A${row}`, [["Renards 5"]]);
    expect(ok(l.call("arbitreCheckLineups", {})).message).toMatch(/^1 composition acceptée/);
  });

  it("a Loups player typed twice blocks the Loups' lineup only", () => {
    const l = league();
    const last = l.values(l.tabs.roster!).filter((r) => r[0] !== "").length + 1;
    l.b.standin.write(`'${l.tabs.roster}'!A${last}`, [
      ["Loups 5", "Les Loups", "2026-12-01", "Ratkin", "", 0, 1990],
    ]);
    typeLineup(l, 1, "Les Loups", fourOf("Les Loups"));
    typeLineup(l, 3, "Les Aigles", fourOf("Les Aigles"));
    const r = ok(l.call("arbitreCheckLineups", {}));
    expect(r.message).toMatch(/^1 composition acceptée/);
    expect(r.message).toContain(
      `onglet «\u00a0Effectifs\u00a0», ligne ${last}, colonne Joueur\u00a0: Loups 5 est déjà`,
    );
    expect(status(l, 3, "Les Aigles")).toBe("Acceptée");
    expect(status(l, 1, "Les Loups")).not.toBe("Acceptée");
  });

  it("a row whose team is blank blocks every lineup", () => {
    const l = league();
    const last = l.values(l.tabs.roster!).filter((r) => r[0] !== "").length + 1;
    l.b.standin.write(`'${l.tabs.roster}'!A${last}`, [["Nouveau", "", "2026-12-01", "Ratkin", "", 0, 1990]]);
    typeLineup(l, 3, "Les Aigles", fourOf("Les Aigles"));
    expect(refused(l, "arbitreCheckLineups")).toMatch(
      new RegExp(`^onglet «\u00a0Effectifs\u00a0», ligne ${last}, colonne Équipe\u00a0: `),
    );
  });
});
