/**
 * Two rules of the roster during a season (RULES §3):
 * - a team fielding fewer than 2 players from its 2nd match on: the lineup is the match lost by
 *   forfeit, the returning-players rule does not apply to it, and the opponent's lineup is accepted
 *   with it;
 * - a player who has played for a team cannot be moved to another in the roster (his games stay
 *   with the team he played them for); one who has not played yet may.
 */
import { describe, expect, it } from "vitest";
import { firstMatchWonAtHome, fourOf, ok, playerName, rosterRow, typeLineup, typeResult } from "./helpers";

describe("a team fielding fewer than 2 players from its 2nd match on", () => {
  it("one new player only: accepted as a forfeit with the opponent's lineup; 0 league points", () => {
    const { l, home, away } = firstMatchWonAtHome();
    // match 2, the return leg: the home team fields only its 5th player (never in a lineup before)
    typeLineup(l, 2, home, [playerName(home, 5), "", "", ""]);
    typeLineup(l, 2, away, fourOf(away));
    const r = ok(l.call("arbitreCheckLineups", {}));
    expect(r.message).toMatch(/^2 compositions acceptées/);
    expect(r.message).toContain(`Moins de 2 joueurs pour ${home}\u00a0: le match est perdu par forfait`);
    typeResult(l, 2, 1, "Victoire", "Défaite");
    expect(l.state().messages).toEqual([]);
    ok(l.call("arbitreUpdateLeague", {}));
    const row = (team: string) =>
      l
        .values(l.tabs.standings!)
        .slice(1)
        .find((x) => x[1] === team)!
        .slice(2, 7);
    // match 1 won (3), match 2 lost by forfeit (0) even with its one game won
    expect(row(home)[0]).toBe(3);
    expect(row(away)[0]).toBe(1 + 3);
    // the game its one player played is rated
    const ladder = l.values(l.tabs.ladder!).slice(1);
    expect(ladder.find((x) => x[1] === playerName(home, 5))?.[4]).toBe(1);
  });
});

describe("a player who has played stays with his team", () => {
  it("moved in the roster after playing: named on his roster row, Update refused; before playing: allowed", () => {
    const { l, home, away } = firstMatchWonAtHome();
    ok(l.call("arbitreUpdateLeague", {}));
    // his 5th player has not played: he may move
    l.b.standin.write(`'${l.tabs.roster}'!B${rosterRow(l, playerName(home, 5))}`, [[away]]);
    expect(l.state().messages).toEqual([]);
    // player 2 played match 1 for the home team (player 1 is its captain)
    const row = rosterRow(l, playerName(home, 2));
    l.b.standin.write(`'${l.tabs.roster}'!B${row}`, [[away]]);
    const message = `onglet «\u00a0Effectifs\u00a0», ligne ${row}, colonne Équipe\u00a0: ${playerName(home, 2)} a joué pour ${home} (match 1)\u00a0: impossible de passer à ${away}, un joueur ne joue que pour une équipe\u202f; remettez ${home}`;
    expect(l.state().messages.map((m: { text: string }) => m.text)).toEqual([message]);
    const r = l.call("arbitreUpdateLeague", {});
    expect(r.ok).toBe(false);
    expect(r.error).toBe(message);
    // his team put back: the ladder keeps him with the team he played for
    l.b.standin.write(`'${l.tabs.roster}'!B${row}`, [[home]]);
    ok(l.call("arbitreUpdateLeague", {}));
    const ladder = l.values(l.tabs.ladder!).slice(1);
    expect(ladder.find((x) => x[1] === playerName(home, 2))?.[2]).toBe(home);
  });
});
