/**
 * Season circuit: a button whose action can only be refused is disabled, with the action's own
 * reason. Prepare the Masters while the year-end ranking has fewer than 16 players (or fewer once
 * the withdrawals ticked are left out); Check and compute, Update Masters, Publish while a tab they
 * need is renamed. The action called anyway is refused with exactly that reason, nothing written;
 * every button of each state is checked: disabled ⇔ refused.
 */
import { describe, expect, it } from "vitest";
import { type Actions, buttonsAgree, renameTab, type Subject } from "../buttons-agree";
import { circuit2025 as circuit } from "./year-2025";

const ACTIONS: Actions = {
  computeCircuit: ["arbitreComputeCircuit", {}],
  prepareMasters: ["arbitrePrepareMasters", { year: 2025 }],
  updateMasters: ["arbitreUpdateMasters", {}],
  publish: ["arbitrePublish", {}],
};

const missing = (tab: string) =>
  `l'onglet «\u00a0${tab}\u00a0» est introuvable (renommé ou supprimé\u202f?)\u00a0: redonnez-lui ce nom`;

/** `n` players, the year-end ranking 2025 computed; the Masters prepared if asked; then `then`. */
function masters(n: number, prepared: boolean, then: (s: Subject, tabs: Record<string, string>) => void) {
  return (): Subject => {
    const c = circuit(n);
    expect(c.call("arbitreComputeCircuit", { final: true, year: 2025 }).ok).toBe(true);
    if (prepared) expect(c.call("arbitrePrepareMasters", { year: 2025 }).ok).toBe(true);
    then(c, c.tabs);
    return c;
  };
}

describe("circuit buttons: disabled with the reason their action refuses", () => {
  it("Prepare the Masters: 15 players in the year-end ranking", () => {
    const buttons = buttonsAgree(
      masters(15, false, () => {}),
      ACTIONS,
    );
    expect(buttons.prepareMasters).toEqual({
      enabled: false,
      reason: "15 joueurs disponibles au classement annuel, il en faut 16 pour le Masters",
    });
    expect(buttons.computeCircuit!.enabled).toBe(true);
    expect(buttons.publish!.enabled).toBe(true);
  });

  it("Prepare the Masters again: 20 players, 5 withdrawals ticked, 15 left", () => {
    const buttons = buttonsAgree(
      masters(20, true, (s, tabs) => {
        // the candidates' "withdrawn" checkboxes (D5…): five of the first sixteen
        s.b.standin.write(`'${tabs.masters}'!D5`, [[true], [true], [true], [true], [true]]);
      }),
      ACTIONS,
    );
    expect(buttons.prepareMasters).toEqual({
      enabled: false,
      reason: "15 joueurs disponibles au classement annuel, il en faut 16 pour le Masters",
    });
    expect(buttons.updateMasters!.enabled).toBe(true);
  });

  it("Update Masters: a count that cannot be read; the button names the first problem, the action lists them all", () => {
    const buttons = buttonsAgree(
      masters(20, true, (s, tabs) => {
        // match 1, tables 1 and 2 (rows 5–6): coups A–B, tops A–B
        s.b.standin.write(`'${tabs.masters}'!L5`, [
          ["sept", 5, 0, 0],
          [7, "cinq", 0, 0],
        ]);
      }),
      ACTIONS,
    );
    expect(buttons.updateMasters).toEqual({
      enabled: false,
      reason:
        "corrigez d'abord\u00a0: onglet «\u00a0Masters\u00a0», ligne 5, colonne Coups A\u00a0: «\u00a0sept\u00a0» invalide (attendu\u00a0: entier de 0 à 12) (et 1 autre problème)",
    });
  });

  it("the sidebar lists every problem of the Masters tab, not only the first", () => {
    const s = masters(20, true, (x, tabs) => {
      x.b.standin.write(`'${tabs.masters}'!L5`, [
        ["sept", 5, 0, 0],
        [7, "cinq", 0, 0],
      ]);
    })();
    const texts = (s.call("arbitreGetState").messages as { text: string }[]).map((m) => m.text).join("\n");
    expect(texts).toContain("2 problèmes dans l'onglet «\u00a0Masters\u00a0»");
    expect(texts).toContain("ligne 5, colonne Coups A\u00a0: «\u00a0sept\u00a0» invalide");
    expect(texts).toContain("ligne 6, colonne Coups B\u00a0: «\u00a0cinq\u00a0» invalide");
  });

  it("Update Masters: a top-top on a game won 7–5", () => {
    const buttons = buttonsAgree(
      masters(20, true, (s, tabs) => {
        s.b.standin.write(`'${tabs.masters}'!L5`, [[7, 5, 0, 0, true]]);
      }),
      ACTIONS,
    );
    expect(buttons.updateMasters).toEqual({
      enabled: false,
      reason:
        "corrigez d'abord\u00a0: onglet «\u00a0Masters\u00a0», ligne 5, colonne Top-top\u00a0: top-top marqué sur un match non nul (7–5)\u00a0: seul un nul peut être à top-top",
    });
  });

  const renamed: [string, string[]][] = [
    ["ranking", ["computeCircuit"]],
    ["seeds", ["computeCircuit"]],
    ["history", ["computeCircuit"]],
    ["public", ["publish"]],
    ["masters", ["prepareMasters", "updateMasters", "publish"]],
  ];
  for (const [role, refused] of renamed) {
    it(`Masters prepared, ${role} renamed: ${refused.join(", ")} disabled, naming the tab; the others work`, () => {
      let tab = "";
      const buttons = buttonsAgree(
        masters(20, true, (s, tabs) => {
          tab = tabs[role]!;
          renameTab(s, tab);
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
