/**
 * A team league run from the sidebar through the real bundle: create, teams and rosters, the
 * calendar, the scenario draw, lineups (one refused with its row), results, standings equal to
 * TEAM_STANDINGS, the Elo ladder and its chart, publish, undo.
 */
import { describe, expect, it } from "vitest";
import type { Json } from "./helpers";
import { type League, newLeague, playerName, typeLineup, typeResult } from "./helpers";

function ok(r: Json): Json {
  expect(r.ok, r.error).toBe(true);
  return r;
}

function matchesOfDate(l: League, round: number): { id: number; home: string; away: string }[] {
  const rows = l.values(l.tabs.calendar!);
  return rows
    .slice(1)
    .filter((r) => r[1] === round)
    .map((r) => ({ id: r[0] as number, home: String(r[4]), away: String(r[5]) }));
}

const four = (team: string) => [1, 2, 3, 4].map((i) => playerName(team, i));

describe("a 4-team league from creation to publication", () => {
  it("calendar, draw, lineups, results, standings, ladder, publish and undo", () => {
    const l = newLeague();
    let s = l.state();
    expect(s.league.teams).toBe(4);
    expect(s.actions.generateCalendar.enabled).toBe(true);
    expect(s.actions.drawScenarios.enabled).toBe(false);
    ok(l.call("arbitreGenerateCalendar", {}));
    s = l.state();
    expect(s.messages).toEqual([]);
    expect(s.league.dates).toBe(3);
    expect(s.league.matches.total).toBe(12);
    expect(s.actions.generateCalendar.enabled).toBe(false);
    // draw the first date
    const d = ok(l.call("arbitreDrawScenarios", {}));
    expect(d.state.league.drawn).toBe(4);
    const first = matchesOfDate(l, 1);
    expect(first.length).toBe(4);
    const [m1, m2] = first;
    // a lineup with a player of another team is refused, with its row; nothing written
    typeLineup(l, m1!.id, m1!.home, [...four(m1!.home).slice(0, 3), playerName(m1!.away, 1)]);
    const before = JSON.stringify(l.values(l.tabs.games!));
    const bad = l.call("arbitreCheckLineups", {});
    expect(bad.ok).toBe(false);
    expect(bad.error).toMatch(
      /onglet «\u00a0Compositions\u00a0», ligne \d+, colonne Joueur \(match 1, .*, table 4\)\u00a0: .* figure dans l'effectif de «\u00a0.*\u00a0», pas de «\u00a0.*\u00a0»/,
    );
    expect(JSON.stringify(l.values(l.tabs.games!))).toBe(before);
    // fixed: accepted, with the other team's
    typeLineup(l, m1!.id, m1!.home, four(m1!.home));
    typeLineup(l, m1!.id, m1!.away, four(m1!.away));
    const good = ok(l.call("arbitreCheckLineups", {}));
    expect(good.message).toMatch(/2 composition/);
    // the return match's lineup waits for the first match's results
    typeLineup(l, m2!.id, m2!.home, four(m2!.home));
    const early = l.call("arbitreCheckLineups", {});
    expect(early.ok).toBe(false);
    expect(early.error).toMatch(/match retour 2 .* match aller 1/);
    // results of match 1: 9–6 as in the seed (win, draw, loss, win)
    typeResult(l, m1!.id, 1, "V", "D");
    typeResult(l, m1!.id, 2, "N", "N");
    typeResult(l, m1!.id, 3, "D", "V");
    typeResult(l, m1!.id, 4, "V", "D");
    s = l.state();
    expect(s.messages).toEqual([]);
    const up = ok(l.call("arbitreUpdateLeague", {}));
    expect(up.state.league.standings[0]).toEqual({ rank: 1, team: m1!.home, points: 3 });
    const standings = l.values(l.tabs.standings!);
    expect(standings[1]!.slice(0, 7)).toEqual([1, m1!.home, 3, "", 1, 2, 1]);
    // the ladder: 8 players rated after one round, and its chart
    const ladder = l.values(l.tabs.ladder!);
    expect(ladder.slice(1).filter((r) => typeof r[3] === "number").length).toBe(8);
    const charts = l.b.standin.charts(l.tabs.ladder!);
    expect(charts.length).toBe(1);
    expect(charts[0]!.type).toBe("LINE");
    // publish, then undo it
    ok(l.call("arbitrePublish", { expectedPublish: 1 }));
    const pub = l.values(l.tabs.public!);
    expect(pub[0]![0]).toBe("Inter-clubs");
    // for a phone: the blocks one under the other in three columns, 340 px in all
    expect(pub.flatMap((r) => r.slice(3)).filter((v) => v !== "")).toEqual([]);
    expect(pub.find((r) => r[0] === "Rang")!.slice(0, 3)).toEqual(["Rang", "Équipe", "Points"]);
    const sheet = l.b.standin.spreadsheet.getSheetByName(l.tabs.public!)!;
    expect([1, 2, 3].reduce((sum, col) => sum + sheet.getColumnWidth(col), 0)).toBeLessThanOrEqual(340);
    s = l.state();
    expect(s.lastAction.kind).toBe("publish");
    ok(l.call("arbitreUndoLastAction", { at: s.lastAction.at }));
    expect(l.values(l.tabs.public!)[1]?.[0] ?? "").toBe("");
  });
});

describe("Draw scenarios twice (a double click, a second window)", () => {
  it("the second request for the same date is refused and draws nothing more", () => {
    const l = newLeague();
    ok(l.call("arbitreGenerateCalendar", {}));
    const expected = l.state().league.toDraw;
    expect(expected).toBe(1);
    ok(l.call("arbitreDrawScenarios", { expected }));
    const again = l.call("arbitreDrawScenarios", { expected });
    expect(again.ok).toBe(false);
    expect(again.error).toMatch(/les scénarios de la journée 1 sont déjà tirés/);
    expect(l.state().league.drawn).toBe(4);
  });
});
