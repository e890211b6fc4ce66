/**
 * Lineups checked one team at a time, with empty tables: an empty table is lost 0–3 at once (the
 * other team's lineup is still accepted later, and an empty table on both sides is 0–0); a lineup of
 * one player is the match lost by forfeit. Undo last action asks first when a tab it would put back
 * was changed since (a result typed after the lineups were accepted), so nothing is lost unawares.
 */
import { describe, expect, it } from "vitest";
import { type Json, type League, newLeague, playerName, typeLineup, typeResult } from "./helpers";

function ok(r: Json): Json {
  expect(r.ok, r.error).toBe(true);
  return r;
}

function ready(): League {
  const l = newLeague();
  ok(l.call("arbitreGenerateCalendar", {}));
  ok(l.call("arbitreDrawScenarios", {}));
  return l;
}

/** Match 1's Games rows: [home result, away result, home player, away player] by table. */
function match1(l: League): unknown[][] {
  return l
    .values(l.tabs.games!)
    .filter((r) => r[0] === 1)
    .map((r) => [r[4], r[5], r[6], r[7]]);
}

const four = (team: string) => [1, 2, 3, 4].map((i) => playerName(team, i));

describe("lineups checked one team at a time", () => {
  it("an empty table is lost 0–3 at once; the other lineup is accepted later; both empty is 0–0", () => {
    const l = ready();
    const s = l.state();
    const m = s.league.next.matches[0];
    typeLineup(l, 1, m.home, [...four(m.home).slice(0, 3), ""]);
    ok(l.call("arbitreCheckLineups", {}));
    expect(match1(l)[3]).toEqual(["Forfait", "Victoire", "", ""]);
    expect(l.state().messages).toEqual([]);
    typeLineup(l, 1, m.away, [...four(m.away).slice(0, 3), ""]);
    ok(l.call("arbitreCheckLineups", {}));
    expect(match1(l)[3]).toEqual(["Forfait", "Forfait", "", ""]);
    expect(match1(l)[0]).toEqual(["", "", playerName(m.home, 1), playerName(m.away, 1)]);
  });

  it("a lineup of one player is accepted as the match lost by forfeit, and said so", () => {
    const l = ready();
    const m = l.state().league.next.matches[0];
    typeLineup(l, 1, m.home, four(m.home));
    typeLineup(l, 1, m.away, [playerName(m.away, 1), "", "", ""]);
    const r = ok(l.call("arbitreCheckLineups", {}));
    expect(r.message).toMatch(
      /Moins de 2 joueurs pour .*\u00a0: le match est perdu par forfait \(0 point de ligue\)/,
    );
    typeResult(l, 1, 1, "Victoire", "Défaite");
    ok(l.call("arbitreUpdateLeague", {}));
    const standings = l.values(l.tabs.standings!).slice(1, 5);
    const away = standings.find((x) => x[1] === m.away)!;
    expect(away[2]).toBe(0);
  });
});

describe("Undo last action asks before losing what was typed since", () => {
  it("a result typed after Check lineups: undo asks, names the tab, and on yes puts the lineups back", () => {
    const l = ready();
    const m = l.state().league.next.matches[0];
    typeLineup(l, 1, m.home, four(m.home));
    typeLineup(l, 1, m.away, four(m.away));
    ok(l.call("arbitreCheckLineups", {}));
    // nothing typed since: no question
    const at = l.state().lastAction.at;
    typeResult(l, 1, 1, "Victoire", "Défaite");
    const asked = l.call("arbitreUndoLastAction", { at });
    expect(asked.ok).toBe(false);
    expect(asked.confirm.question).toMatch(
      /l'organisateur a modifié «\u00a0Parties\u00a0»\u00a0: annuler remet ces onglets/,
    );
    expect(match1(l)[0]![0]).toBe("Victoire");
    ok(l.call("arbitreUndoLastAction", { at, confirm: true }));
    expect(match1(l)[0]).toEqual(["", "", "", ""]);
  });

  it("nothing changed since: undo runs at once", () => {
    const l = ready();
    const at = l.state().lastAction.at;
    ok(l.call("arbitreUndoLastAction", { at }));
    expect(l.state().league.drawn).toBe(0);
  });
});
