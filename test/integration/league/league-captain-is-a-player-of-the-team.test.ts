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
      "onglet «\u00a0Équipes\u00a0», ligne 2, colonne Capitaine\u00a0: le capitaine Zorglub n'est pas dans l'effectif de «\u00a0Les Loups\u00a0» (onglet «\u00a0Effectifs\u00a0»)\u00a0: inscrivez-le dans l'équipe",
    );
    l.b.standin.write(`'${l.tabs.teams}'!C2`, [["Aigles 1"]]);
    expect(refused(l, "arbitreGenerateCalendar")).toContain(
      "le capitaine Aigles 1 est inscrit dans l'équipe «\u00a0Les Aigles\u00a0», pas dans «\u00a0Les Loups\u00a0»",
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
