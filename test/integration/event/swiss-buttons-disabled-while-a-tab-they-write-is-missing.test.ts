/**
 * Swiss event: Generate round, Undo last round, the top cut and Swap are disabled while a tab they
 * write is deleted or renamed (Pairings, Match slips, Standings, Top cut), with the action's own
 * reason; the action called anyway is refused with exactly that, nothing written. Every button of
 * each state is checked: disabled ⇔ refused.
 */
import { describe, expect, it } from "vitest";
import { type Actions, type Button, buttonsAgree, renameTab, type Subject, snapshot } from "../buttons-agree";
import { enterResults, newEvent } from "./helpers";

const missing = (tab: string) =>
  `l'onglet «\u00a0${tab}\u00a0» est introuvable (renommé ou supprimé\u202f?)\u00a0: redonnez-lui ce nom`;

/** 8 players, a top 4 over 3 rounds; `rounds` generated (the last one's results in when `done`), then `tab` renamed. */
function swiss(rounds: number, done: boolean, tab: string): () => Subject {
  return () => {
    const ev = newEvent({ system: "confrerie", players: 8, topCut: 4 });
    for (let r = 1; r <= rounds; r++) {
      expect(ev.call("arbitreGenerateRound", { expectedRound: r }).ok).toBe(true);
      if (r < rounds || done) enterResults(ev);
    }
    renameTab(ev, tab);
    return ev;
  };
}

function check(rounds: number, done: boolean, tab: string): Record<string, Button> {
  const actions: Actions = {
    generateRound: ["arbitreGenerateRound", { expectedRound: rounds + 1 }],
    topCut: ["arbitreTopCut", { expectedStage: 1 }],
    undoLastRound: ["arbitreUndoLastRound", { round: rounds, confirm: true }],
    publish: ["arbitrePublish", {}],
  };
  return buttonsAgree(swiss(rounds, done, tab), actions);
}

describe("Swiss buttons: disabled while a tab their action writes is missing", () => {
  for (const tab of ["Appariements", "Fiches de match", "Classement"]) {
    it(`round 1 played, ${tab} renamed: Generate round and Undo round disabled, naming it`, () => {
      const b = check(1, true, tab);
      expect(b.generateRound).toEqual({ enabled: false, reason: missing(tab) });
      expect(b.undoLastRound).toEqual({ enabled: false, reason: missing(tab) });
      expect(b.publish!.enabled).toBe(true);
    });
  }

  it("round 1 generated, no result yet, Match slips renamed: Swap disabled, naming it", () => {
    const ev = swiss(1, false, "Fiches de match")();
    const st = ev.call("arbitreGetState");
    expect(st.actions.swapPlayers).toMatchObject({ enabled: false, reason: missing("Fiches de match") });
    const t1 = st.progress.tables[0];
    const before = snapshot(ev.b);
    const r = ev.call("arbitreSwapPlayers", { eventId: "e1", round: 1, a: t1.a, b: t1.b });
    expect(r.ok).toBe(false);
    expect(r.error).toBe(missing("Fiches de match"));
    expect(snapshot(ev.b) === before).toBe(true);
  });

  it("the Swiss rounds over, Phase finale renamed: the top cut disabled, naming it", () => {
    const b = check(3, true, "Phase finale");
    expect(b.topCut).toEqual({ enabled: false, reason: missing("Phase finale") });
  });
});
