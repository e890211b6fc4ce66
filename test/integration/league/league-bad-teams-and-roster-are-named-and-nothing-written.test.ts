/**
 * Bad teams and rosters, before and after the calendar: a team with fewer than 4 players, a player
 * in two teams, a team renamed mid-season. Each is named with its tab, row and column (French and
 * English), the button says the same reason as the refused action, and no tab is written. Undo of
 * Generate calendar brings back the empty tabs and Generate again.
 */
import { describe, expect, it } from "vitest";
import { type League, newLeague, ok, refused, rosterRow } from "./helpers";

const texts = (l: League): string[] => l.state().messages.map((m: { text: string }) => m.text);

describe("bad teams and rosters are named and nothing is written", () => {
  it("a team with fewer than 4 players: Generate calendar refused, its button says why", () => {
    const l = newLeague({ players: 4 });
    l.b.standin.write(`'${l.tabs.roster}'!A${rosterRow(l, "Loups 4")}`, [["", "", "", "", "", "", ""]]);
    const error = refused(l, "arbitreGenerateCalendar");
    expect(error).toBe(
      "onglet «\u00a0Équipes\u00a0», ligne 2, colonne Équipe\u00a0: l'équipe «\u00a0Les Loups\u00a0» a 3 joueurs dans l'onglet «\u00a0Effectifs\u00a0»\u00a0: il en faut au moins 4",
    );
    const button = l.state().actions.generateCalendar;
    expect(button.enabled).toBe(false);
    expect(button.reason).toBe(error);
  });

  it("in English", () => {
    const l = newLeague({ players: 4, locale: "en_GB" });
    l.b.standin.write(`'${l.tabs.roster}'!A${rosterRow(l, "Ours 2")}`, [["", "", "", "", "", "", ""]]);
    const error = refused(l, "arbitreGenerateCalendar");
    expect(error).toBe(
      "tab 'Teams', row 5, column Team: team 'Les Ours' has 3 players in the 'Roster' tab: at least 4 are needed",
    );
    expect(l.state().actions.generateCalendar.reason).toBe(error);
  });

  it("a player in two teams: both Roster rows named", () => {
    const l = newLeague();
    const first = rosterRow(l, "Loups 2");
    const last = l.values(l.tabs.roster!).filter((r) => r[0] !== "").length + 1;
    l.b.standin.write(`'${l.tabs.roster}'!A${last}`, [
      ["Loups 2", "Les Aigles", "2026-12-01", "Ratkin", "", 0, 1990],
    ]);
    const error = refused(l, "arbitreGenerateCalendar");
    expect(error).toBe(
      `onglet «\u00a0Effectifs\u00a0», ligne ${last}, colonne Joueur\u00a0: Loups 2 est déjà dans l'équipe «\u00a0Les Loups\u00a0» (ligne ${first})\u00a0: un joueur ne joue que pour une équipe`,
    );
    expect(l.state().actions.generateCalendar.reason).toBe(error);
    expect(texts(l)).toEqual([error]);
  });

  it("a player added to a second team after the calendar blocks lineups, not standings", () => {
    const l = newLeague();
    ok(l.call("arbitreGenerateCalendar", {}));
    const last = l.values(l.tabs.roster!).filter((r) => r[0] !== "").length + 1;
    l.b.standin.write(`'${l.tabs.roster}'!A${last}`, [
      ["loups 3", "Les Ours", "2026-12-01", "Ratkin", "", 0, 1990],
    ]);
    const s = l.state();
    expect(s.actions.checkLineups.enabled).toBe(false);
    expect(s.actions.checkLineups.reason).toMatch(
      new RegExp(
        `^onglet «\u00a0Effectifs\u00a0», ligne ${last}, colonne Joueur\u00a0: loups 3 est déjà dans l'équipe «\u00a0Les Loups\u00a0»`,
      ),
    );
    expect(refused(l, "arbitreCheckLineups")).toBe(s.actions.checkLineups.reason);
    expect(s.actions.updateLeague.enabled).toBe(true);
  });

  it("a team renamed mid-season: one message on its row, every action refused until the name is back", () => {
    const l = newLeague();
    ok(l.call("arbitreGenerateCalendar", {}));
    l.b.standin.write(`'${l.tabs.teams}'!A2`, [["Les Loups Gris"]]);
    const message =
      "onglet «\u00a0Équipes\u00a0», ligne 2, colonne Équipe\u00a0: «\u00a0Les Loups Gris\u00a0» remplace «\u00a0Les Loups\u00a0» du calendrier\u00a0: remettez «\u00a0Les Loups\u00a0», les noms sont fixés par le calendrier";
    // one message, not one per roster row of the team
    expect(texts(l)).toEqual([message]);
    const s = l.state();
    for (const id of ["drawScenarios", "checkLineups", "updateLeague", "publish"]) {
      expect(s.actions[id].enabled, id).toBe(false);
      expect(s.actions[id].reason, id).toBe(message);
    }
    expect(refused(l, "arbitreDrawScenarios")).toBe(message);
    expect(refused(l, "arbitreUpdateLeague")).toBe(message);
    // in English
    const en = newLeague({ locale: "en_GB" });
    ok(en.call("arbitreGenerateCalendar", {}));
    en.b.standin.write(`'${en.tabs.teams}'!A3`, [["Eagles"]]);
    expect(refused(en, "arbitreUpdateLeague")).toBe(
      "tab 'Teams', row 3, column Team: 'Eagles' replaces 'Les Aigles' of the calendar: put 'Les Aigles' back, the calendar fixes the names",
    );
    // the name back: nothing to say, the draw runs
    l.b.standin.write(`'${l.tabs.teams}'!A2`, [["Les Loups"]]);
    expect(texts(l)).toEqual([]);
    ok(l.call("arbitreDrawScenarios", {}));
  });

  it("Undo of Generate calendar brings back the empty tabs and enables Generate again", () => {
    const l = newLeague();
    const tabs = () => JSON.stringify(Object.values(l.tabs).map((t) => [t, l.values(t)]));
    const before = tabs();
    ok(l.call("arbitreGenerateCalendar", {}));
    expect(tabs()).not.toBe(before);
    const s = l.state();
    expect(s.lastAction.kind).toBe("generateCalendar");
    ok(l.call("arbitreUndoLastAction", { at: s.lastAction.at }));
    expect(tabs()).toBe(before);
    const after = l.state();
    expect(after.messages).toEqual([]);
    expect(after.actions.generateCalendar.enabled).toBe(true);
    expect(after.actions.drawScenarios).toMatchObject({
      enabled: false,
      reason: "générez d'abord le calendrier",
    });
    expect(after.league.matches.total).toBe(0);
    // the Games results' dropdown went with the calendar
    const result = `'${l.tabs.games}'!E2`;
    expect(l.b.standin.validate(result, "hello")).toBeNull();
    const lineups = l.b.standin.book.sheets.find((x) => x.name === l.tabs.lineups)!;
    expect(lineups.cell(2, 4)?.validation ?? null).toBeNull();
    // generated again: the same calendar, its dropdown back
    ok(l.call("arbitreGenerateCalendar", {}));
    expect(l.state().league.matches.total).toBe(12);
    expect(l.b.standin.validate(result, "hello")).not.toBeNull();
  });
});
