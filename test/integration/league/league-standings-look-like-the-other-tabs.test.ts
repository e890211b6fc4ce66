/**
 * The League standings tab's header is bold on grey like the other tabs'; "Confrontation directe"
 * is blank for a team no other team ties on league points (a 0 would read as a score), in the tab
 * and in TEAM_STANDINGS alike; the Elo ladder's last change shows its sign (+21).
 */
import { describe, expect, it } from "vitest";
import { firstMatchWonAtHome, ok } from "./helpers";

describe("the standings tabs as the organiser reads them", () => {
  it("bold grey header, head-to-head blank when not tied, a signed last change", () => {
    const { l, home, away } = firstMatchWonAtHome();
    ok(l.call("arbitreUpdateLeague", {}));
    const tab = l.tabs.standings!;
    for (const cell of ["A1", "D1", "G1"])
      expect(l.b.standin.probe(`'${tab}'!${cell}`)).toMatchObject({
        fontWeight: "bold",
        background: "#e8eaed",
      });
    const rows = l.values(tab).slice(1, 5);
    // the winner alone on 3 points, the loser alone on 1: blank; the two teams on 0 are tied: 0
    expect(rows.find((r) => r[1] === home)![3]).toBe("");
    expect(rows.find((r) => r[1] === away)![3]).toBe("");
    expect(rows.filter((r) => r[1] !== home && r[1] !== away).map((r) => r[3])).toEqual([0, 0]);
    // TEAM_STANDINGS agrees
    l.b.standin.write(`'${tab}'!K1`, [[`=TEAM_STANDINGS('${l.tabs.games}'!A2:F)`]]);
    const fn = l.b.standin.values(`'${tab}'!K2:Q3`);
    expect(fn.map((r) => r[3])).toEqual(["", ""]);
    // the ladder's last change: +n for a win
    const ladder = l.tabs.ladder!;
    const winner = l.values(ladder).findIndex((r) => typeof r[5] === "number" && (r[5] as number) > 0);
    expect(l.b.standin.probe(`'${ladder}'!F${winner + 1}`).display).toMatch(/^\+\d+$/);
    const loser = l.values(ladder).findIndex((r) => typeof r[5] === "number" && (r[5] as number) < 0);
    expect(l.b.standin.probe(`'${ladder}'!F${loser + 1}`).display).toMatch(/^−\d+$/);
  });
});
