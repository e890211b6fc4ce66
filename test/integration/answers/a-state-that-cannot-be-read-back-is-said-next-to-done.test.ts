/**
 * server.run in process over the stand-in: once an action wrote and saved, a state that cannot be
 * built from what it read is not a refusal. The answer is done, with the action's message; the
 * state is the kind's state without that read, and the error is said in it, in the user's words.
 */
import { describe, expect, it } from "vitest";
import { ArbitreError } from "../../../src/engine/core/errors";
import { CIRCUIT } from "../../../src/sheets/kinds/circuit/index";
import { run } from "../../../src/sheets/server";
import { createStandin, installGlobals } from "../../../tools/standin/index";

describe("a state that cannot be read back after a done action", () => {
  it("is said as an error next to the done message, and the undo is that action's", () => {
    const s = createStandin({ locale: "fr_FR" });
    const restore = installGlobals(s);
    const state = CIRCUIT.state;
    try {
      const made = run("test", "createEvent", {
        system: "circuit-masters",
        name: "Grand Sud",
        date: "2025-01-01",
      });
      expect(made.ok).toBe(true);
      if (made.state.kind !== "circuit") throw new Error(`a circuit was expected, not ${made.state.kind}`);
      const tabs = made.state.circuit.tabs;
      s.write(`'${tabs.tournaments}'!A2`, [["T1", "Club 1", "2025-03-10", "duplicate"]]);
      s.write(`'${tabs.results}'!A2`, [
        ["T1", "Anne", 1, ""],
        ["T1", "Bruno", 2, ""],
      ]);
      // the state from what the action read fails (as a tab renamed meanwhile would make it)
      CIRCUIT.state = (ctx, ev, read, error) => {
        if (read !== null) throw new ArbitreError("event.tabMissing", { tab: "Masters" });
        return state(ctx, ev, read, error);
      };
      const r = run("test", "computeCircuit", {});
      expect(r.ok).toBe(true);
      if (!r.ok) return;
      expect(r.message).toMatch(/^1 tournoi et 2 résultats vérifiés/);
      expect(r.state.messages[0]).toEqual({
        level: "error",
        text: "L'action a bien été faite, mais l'état de l'événement n'a pas pu être relu\u00a0: l'onglet «\u00a0Masters\u00a0» est introuvable (renommé ou supprimé\u202f?)\u00a0: redonnez-lui ce nom",
      });
      expect(r.state.lastAction?.undoLabel).toMatch(/Vérifier et calculer/);
    } finally {
      CIRCUIT.state = state;
      restore();
    }
  });
});
