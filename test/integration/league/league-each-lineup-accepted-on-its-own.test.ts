/**
 * Check lineups accepts each team's lineup on its own: a bad lineup (a typo, a return leg typed too
 * early) stays waiting with its problems named, and the other lineups of the day are accepted. A
 * roster row with several problems has each of them said, not only its first.
 */
import { describe, expect, it } from "vitest";
import { fourOf, type League, lineupRow, newLeague, ok, refused, rosterRow, typeLineup } from "./helpers";

function drawn(): { l: League; matches: { home: string; away: string }[] } {
  const l = newLeague();
  ok(l.call("arbitreGenerateCalendar", {}));
  ok(l.call("arbitreDrawScenarios", {}));
  return { l, matches: l.state().league.next.matches };
}

const status = (l: League, match: number, team: string) =>
  l.values(l.tabs.lineups!)[lineupRow(l, match, team, 1) - 1]![5];

describe("each lineup is accepted on its own", () => {
  it("a typo in one lineup does not block the other lineups of the day", () => {
    const { l, matches } = drawn();
    // matches 1 and 3 are first legs of the day, match 2 the return leg of match 1
    const [m1, m2, m3] = [matches[0]!, matches[1]!, matches[2]!];
    typeLineup(l, 1, m1.home, fourOf(m1.home));
    typeLineup(l, 1, m1.away, fourOf(m1.away));
    typeLineup(l, 2, m2.home, fourOf(m2.home)); // too early: match 1 has no result yet
    typeLineup(l, 3, m3.home, fourOf(m3.home));
    const bad = fourOf(m3.away);
    bad[1] = "Zorglub";
    typeLineup(l, 3, m3.away, bad);
    const r = ok(l.call("arbitreCheckLineups", {}));
    expect(r.message).toMatch(/^3 compositions acceptées/);
    expect(r.message).toContain("2 compositions refusées, laissées en attente");
    expect(r.message).toContain("la composition du match retour 2 se remet quand");
    expect(r.message).toContain(`Zorglub n'est pas dans l'effectif`);
    expect(status(l, 1, m1.home)).toBe("Acceptée");
    expect(status(l, 1, m1.away)).toBe("Acceptée");
    expect(status(l, 3, m3.home)).toBe("Acceptée");
    expect(status(l, 2, m2.home)).toBe("");
    expect(status(l, 3, m3.away)).toBe("");
    // fixed, it is accepted on its own
    typeLineup(l, 2, m2.home, ["", "", "", ""]);
    typeLineup(l, 3, m3.away, fourOf(m3.away));
    expect(ok(l.call("arbitreCheckLineups", {})).message).toMatch(/^1 composition acceptée/);
    expect(status(l, 3, m3.away)).toBe("Acceptée");
  });

  it("when every lineup typed is refused, nothing is written", () => {
    const { l, matches } = drawn();
    const bad = fourOf(matches[0]!.home);
    bad[0] = "Zorglub";
    typeLineup(l, 1, matches[0]!.home, bad);
    expect(refused(l, "arbitreCheckLineups")).toContain(
      "1 problème dans les compositions, rien n'a été écrit",
    );
  });
});

describe("every problem of a roster row is said", () => {
  it("a bad date, a bad number of points and no faction on one row: three problems", () => {
    const l = newLeague();
    const row = rosterRow(l, "Loups 2");
    l.b.standin.write(`'${l.tabs.roster}'!C${row}`, [["bientôt", "", "", 0, "beaucoup"]]);
    const texts = (l.state().messages as { text: string }[]).map((m) => m.text);
    const here = texts.filter((x) => x.includes(`ligne ${row}`));
    expect(here).toHaveLength(3);
    expect(here.join("\n")).toMatch(/colonne Inscrit|colonne Date/);
  });
});
