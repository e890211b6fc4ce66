/**
 * The declared-winner and decision cells take one of the two players of their own row: a name from
 * another table, or an unknown one, is refused as it is typed, with the rule's help text in the
 * event's language; the right name (any case) is accepted and counts. One rule per column covers a
 * whole round (no dropdown: the choices differ from row to row), so this holds on every row of
 * every round, in a Confrérie round (winner layout), a Dust round (scores layout) and the top cut.
 */
import { describe, expect, it } from "vitest";
import { type Event, enterResults, type Json, newEvent } from "./helpers";

function tables(ev: Event): Json[] {
  return ev.state().progress.tables.filter((g: Json) => g.b !== "");
}

/** Typed as a person would: Sheets' refusal (null: accepted, and written). */
function enter(ev: Event, a1: string, input: string) {
  const no = ev.b.standin.validate(a1, input);
  ev.b.standin.type(a1, input);
  return no;
}

describe("declared winner and decision: one of the two players of the row, refused otherwise", () => {
  it("Confrérie, French: every row of round 1 and of round 2", () => {
    const ev = newEvent({ system: "confrerie", players: 9 });
    const rounds = ev.state().event.tabs.rounds;
    for (const round of [1, 2]) {
      const g = ev.call("arbitreGenerateRound", { expectedRound: round });
      expect(g.ok, g.error).toBe(true);
      const games = tables(ev);
      expect(games.length).toBe(4);
      games.forEach((game, i) => {
        const other = games[(i + 1) % games.length];
        const at = (col: string) => `'${rounds}'!${col}${game.row}`;
        // a player of another table, an unknown name: refused, the cell stays empty
        for (const wrong of [other.a, "Personne"]) {
          const no = enter(ev, at("H"), wrong);
          expect(no).toMatchObject({ cell: `H${game.row}`, criteria: "CUSTOM_FORMULA" });
          expect(no?.helpText).toBe(
            "Saisissez le nom de Joueur A (colonne C) ou de Joueur B (colonne D) de cette ligne, tel qu'il y est écrit.",
          );
          expect(ev.b.standin.probe(at("H")).value).toBe("");
        }
        const decision = ev.b.standin.validate(at("J"), other.b);
        expect(decision?.helpText).toBe(
          "Décision de l'arbitre\u00a0: le nom de Joueur A (colonne C) ou de Joueur B (colonne D) de cette ligne, ou «\u00a0Double défaite\u00a0».",
        );
        expect(ev.b.standin.validate(at("J"), "Double défaite")).toBeNull();
        expect(ev.b.standin.validate(at("J"), game.b)).toBeNull();
        // the right names are accepted, in any case; the confirmation keeps its dropdown
        expect(ev.b.standin.validate(at("H"), game.b.toUpperCase())).toBeNull();
        expect(enter(ev, at("I"), "V")).toMatchObject({ choices: ["Oui", "Contesté"] });
        expect(enter(ev, at("H"), game.a)).toBeNull();
        expect(enter(ev, at("I"), "Oui")).toBeNull();
      });
      // what was typed counts: every table confirmed, Player A the winner
      const st = ev.state();
      for (const game of st.progress.tables.filter((x: Json) => x.b !== "")) {
        expect(game.status).toBe("confirmed");
        expect(ev.b.standin.values(`'${rounds}'!E${game.row}:F${game.row}`)).toEqual([
          ["Victoire", "Défaite"],
        ]);
      }
    }
  });

  it("Dust, English: the decision also takes 'Draw' and 'Double loss'; scores and army points are numbers", () => {
    const ev = newEvent({ system: "dust", players: 8, locale: "en_US" });
    const rounds = ev.state().event.tabs.rounds;
    const g = ev.call("arbitreGenerateRound", { expectedRound: 1 });
    expect(g.ok, g.error).toBe(true);
    const games = tables(ev);
    const last = games[games.length - 1];
    const other = games[0];
    const at = (col: string) => `'${rounds}'!${col}${last.row}`;
    const no = enter(ev, at("M"), other.a);
    expect(no).toMatchObject({ cell: `M${last.row}`, criteria: "CUSTOM_FORMULA" });
    expect(no?.helpText).toBe(
      "Organiser's decision: the name of Player A (column C) or Player B (column D) of this row, or 'Draw' or 'Double loss'.",
    );
    expect(enter(ev, at("M"), "Nobody")).not.toBeNull();
    for (const ok of ["Draw", "double loss", last.a]) expect(ev.b.standin.validate(at("M"), ok)).toBeNull();
    // scores: a whole number from 0 (a custom formula: no built-in rule says "whole and ≥ 0")
    expect(enter(ev, at("J"), "-1")).toMatchObject({
      criteria: "CUSTOM_FORMULA",
      helpText: "Score: a whole number from 0 to 999,999",
    });
    // army points left: up to the player's own list (a custom formula over the Players tab)
    expect(enter(ev, at("G"), "301")?.criteria).toBe("CUSTOM_FORMULA");
    expect(enter(ev, at("L"), "Yes")).toMatchObject({ choices: ["Disputed"] });
    // the organiser decides the last table: it counts
    expect(enter(ev, at("M"), last.b)).toBeNull();
    const decided = ev.state().progress.tables.find((x: Json) => x.row === last.row);
    expect(decided.status).toBe("decided");
    expect(ev.b.standin.values(`'${rounds}'!E${last.row}:F${last.row}`)).toEqual([["Loss", "Win"]]);
  });

  it("top cut: the decision is one of the two finalists of the row, no double loss", () => {
    const ev = newEvent({ system: "confrerie", players: 8, topCut: 4 });
    const rounds = ev.state().event.rounds;
    for (let round = 1; round <= rounds; round++) {
      expect(ev.call("arbitreGenerateRound", { expectedRound: round }).ok).toBe(true);
      enterResults(ev);
    }
    const semis = ev.call("arbitreTopCut", { expectedStage: 1 });
    expect(semis.ok, semis.error).toBe(true);
    const top = ev.state().event.tabs.topCut;
    const [first, second] = semis.state.progress.topCut.bracket[0].games;
    const at = (col: string) => `'${top}'!${col}${second.row}`;
    expect(ev.b.standin.validate(at("J"), "Double défaite")?.helpText).toBe(
      "Décision de l'arbitre\u00a0: le nom de Joueur A (colonne C) ou de Joueur B (colonne D) de cette ligne.",
    );
    expect(ev.b.standin.validate(at("H"), first.a)).not.toBeNull();
    expect(ev.b.standin.validate(at("J"), first.b)).not.toBeNull();
    expect(enter(ev, at("J"), second.b)).toBeNull();
  });
});
