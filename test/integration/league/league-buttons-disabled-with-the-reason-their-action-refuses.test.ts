/**
 * Team league: a button whose action can only be refused is disabled, with the action's own
 * reason. A tab an action needs renamed by hand (Calendar, Lineups, Games, Match sheets before the
 * calendar; Match sheets, Standings, Elo ladder, Elo history, Public after it): the button says
 * which tab is missing, and the action called anyway is refused with exactly that, nothing written.
 * Every button of each state is checked: disabled ⇔ refused.
 */
import { describe, expect, it } from "vitest";
import { type Actions, type Button, buttonsAgree, renameTab, type Subject } from "../buttons-agree";
import { newLeague, playerName, typeLineup } from "./helpers";

const ACTIONS: Actions = {
  generateCalendar: ["arbitreGenerateCalendar", {}],
  drawScenarios: ["arbitreDrawScenarios", {}],
  checkLineups: ["arbitreCheckLineups", {}],
  updateLeague: ["arbitreUpdateLeague", {}],
  publish: ["arbitrePublish", {}],
};

const missing = (tab: string) =>
  `l'onglet «\u00a0${tab}\u00a0» est introuvable (renommé ou supprimé\u202f?)\u00a0: redonnez-lui ce nom`;

/**
 * The buttons of a 4-team league whose `role` tab is renamed; `drawn`: its calendar generated, the
 * first date drawn and one match's lineups typed. `tab`: the tab's name.
 */
function renamed(drawn: boolean, role: string): { buttons: Record<string, Button>; tab: string } {
  let tab = "";
  const make = (): Subject => {
    const l = newLeague();
    if (drawn) {
      expect(l.call("arbitreGenerateCalendar", {}).ok).toBe(true);
      expect(l.call("arbitreDrawScenarios", {}).ok).toBe(true);
      const row = l.values(l.tabs.calendar!).find((r) => r[1] === 1)!;
      const [id, home, away] = [row[0] as number, String(row[4]), String(row[5])];
      for (const team of [home, away])
        typeLineup(
          l,
          id,
          team,
          [1, 2, 3, 4].map((i) => playerName(team, i)),
        );
    }
    tab = l.tabs[role]!;
    renameTab(l, tab);
    return l;
  };
  const buttons = buttonsAgree(make, ACTIONS);
  return { buttons, tab };
}

describe("league buttons: disabled with the reason their action refuses", () => {
  for (const role of ["calendar", "lineups", "games", "matches"]) {
    it(`before the calendar, ${role} renamed: Generate calendar disabled, naming the tab`, () => {
      const { buttons, tab } = renamed(false, role);
      expect(buttons.generateCalendar).toEqual({ enabled: false, reason: missing(tab) });
    });
  }

  const after: [string, string[]][] = [
    ["matches", ["drawScenarios", "checkLineups", "updateLeague"]],
    ["standings", ["updateLeague"]],
    ["ladder", ["updateLeague", "publish"]],
    ["history", ["updateLeague"]],
    ["public", ["publish"]],
  ];
  for (const [role, refused] of after) {
    it(`calendar generated, ${role} renamed: ${refused.join(", ")} disabled, naming the tab; the others work`, () => {
      const { buttons, tab } = renamed(true, role);
      for (const id of refused) expect(buttons[id], id).toEqual({ enabled: false, reason: missing(tab) });
      // Draw scenarios: the second date is still to draw; Check lineups: one match's lineups typed
      for (const id of ["checkLineups", "updateLeague", "publish"].filter((x) => !refused.includes(x)))
        expect(buttons[id]!.enabled, id).toBe(true);
    });
  }

  it("calendar generated, Games renamed: every button disabled with the reading error, as the actions say", () => {
    const { buttons, tab } = renamed(true, "games");
    for (const id of Object.keys(ACTIONS)) expect(buttons[id]!.enabled, id).toBe(false);
    expect(buttons.publish!.reason).toContain(tab);
  });
});
