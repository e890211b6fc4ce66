/**
 * A team's captain (Teams tab) is a player of its own roster: a captain who is on no roster, or on
 * another team's, is named on the Teams row and blocks Generate calendar (and the lineups), in
 * French and in English.
 */
import { describe, expect, it } from "vitest";
import { newLeague, ok, refused } from "./helpers";

describe("the captain must be a rostered player of the team", () => {
  it("a captain on no roster, then on another team's: named on the Teams row, the calendar refused", () => {
    const l = newLeague();
    l.b.standin.write(`'${l.tabs.teams}'!C2`, [["Zorglub"]]);
    expect(refused(l, "arbitreGenerateCalendar")).toBe(
      "onglet « Équipes », ligne 2, colonne Capitaine : le capitaine Zorglub n'est pas dans l'effectif de « Les Loups » (onglet « Effectifs ») : inscrivez-le dans l'équipe",
    );
    l.b.standin.write(`'${l.tabs.teams}'!C2`, [["Aigles 1"]]);
    expect(refused(l, "arbitreGenerateCalendar")).toContain(
      "le capitaine Aigles 1 est inscrit dans l'équipe « Les Aigles », pas dans « Les Loups »",
    );
    l.b.standin.write(`'${l.tabs.teams}'!C2`, [["Loups 3"]]);
    ok(l.call("arbitreGenerateCalendar", {}));
  });

  it("in English", () => {
    const l = newLeague({ locale: "en_GB" });
    l.b.standin.write(`'${l.tabs.teams}'!C2`, [["Zorglub"]]);
    expect(refused(l, "arbitreGenerateCalendar")).toContain(
      "captain Zorglub is not on the 'Les Loups' roster ('Roster' tab): register them with the team",
    );
  });
});
