/**
 * The returning-players rule (RULES §3 Decision) applies from a team's first match in which it
 * fielded at least 2 players: a team that fielded nobody, or one player, in its first match may
 * field any rostered players in the next, and the rule holds again once it has fielded 2.
 */
import { describe, expect, it } from "vitest";
import { firstMatch, fourOf, ok, playerName, typeLineup, typeResult } from "./helpers";

/** Match 1 with the away team fielding `away` (its forfeit), results typed and the league updated. */
function forfeitedFirst(away: (team: string) => string[]) {
  const { l, home, away: visitor } = firstMatch({ lineups: false });
  typeLineup(l, 1, home, fourOf(home));
  typeLineup(l, 1, visitor, away(visitor));
  ok(l.call("arbitreCheckLineups", {}));
  for (let t = 1; t <= 4; t++) {
    const played = away(visitor)[t - 1] !== "";
    typeResult(l, 1, t, played ? "Défaite" : "Victoire", played ? "Victoire" : "Forfait");
  }
  ok(l.call("arbitreUpdateLeague", {}));
  return { l, home, away: visitor };
}

describe("a team that forfeited its first match", () => {
  it("fielding nobody: its next lineup of four new players is accepted", () => {
    const { l, home, away } = forfeitedFirst(() => ["", "", "", ""]);
    typeLineup(l, 2, home, fourOf(home));
    typeLineup(l, 2, away, fourOf(away));
    const r = ok(l.call("arbitreCheckLineups", {}));
    expect(r.message).toMatch(/^2 composition/);
    expect(r.message).not.toContain("déjà joué");
  });
  it("fielding one player: its next lineup without him is accepted", () => {
    const { l, home, away } = forfeitedFirst((team) => [playerName(team, 5), "", "", ""]);
    typeLineup(l, 2, home, fourOf(home));
    typeLineup(l, 2, away, fourOf(away));
    const r = ok(l.call("arbitreCheckLineups", {}));
    expect(r.message).toMatch(/^2 composition/);
  });
});
