/**
 * Tarot duplicate: a button whose action can only be refused is disabled, with the action's own
 * reason. Check and compute while the Tournaments, Players or Chart tab is renamed, Publish while the
 * Public tab is: the button names the tab, and the action called anyway is refused with exactly
 * that, nothing written; every button of each state is checked: disabled ⇔ refused.
 */
import { describe, expect, it } from "vitest";
import { type Actions, buttonsAgree, renameTab, type Subject } from "../buttons-agree";
import { newClub } from "./club";

const ACTIONS: Actions = {
  computeTarot: ["arbitreComputeTarot", {}],
  publish: ["arbitrePublish", {}],
};

const SIZE = { players: 6, tournaments: 2, deals: 8, first: "2026-01-07" };

const missing = (tab: string) =>
  `l'onglet «\u00a0${tab}\u00a0» est introuvable (renommé ou supprimé\u202f?)\u00a0: redonnez-lui ce nom`;

/** The club's deals computed, then `role`'s tab renamed. */
function club(role: string, renamed: (tab: string) => void): () => Subject {
  return () => {
    const c = newClub(SIZE);
    expect(c.call("arbitreComputeTarot", {}).ok).toBe(true);
    renamed(c.tabs[role]!);
    renameTab(c, c.tabs[role]!);
    return c;
  };
}

describe("Tarot buttons: disabled with the reason their action refuses", () => {
  const cases: [string, string[]][] = [
    ["tournaments", ["computeTarot"]],
    ["players", ["computeTarot"]],
    ["chart", ["computeTarot"]],
    ["public", ["publish"]],
  ];
  for (const [role, refused] of cases) {
    it(`${role} renamed: ${refused.join(", ")} disabled, naming the tab; the others work`, () => {
      let tab = "";
      const buttons = buttonsAgree(
        club(role, (t) => {
          tab = t;
        }),
        ACTIONS,
      );
      for (const id of Object.keys(ACTIONS))
        expect(buttons[id], id).toEqual(
          refused.includes(id) ? { enabled: false, reason: missing(tab) } : { enabled: true, reason: "" },
        );
    });
  }
});
