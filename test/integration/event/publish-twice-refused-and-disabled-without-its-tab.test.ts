/**
 * Publish from two windows: the second request, made from the same state as the first, is refused
 * and writes nothing, so the Public tab kept for undo is still the one before the first Publish.
 * A deleted Public tab disables Publish and the timer buttons, with the reason.
 */
import { describe, expect, it } from "vitest";
import { type Event, enterResults, newEvent, snapshot } from "./helpers";

function played(): Event {
  const ev = newEvent({ system: "confrerie", players: 6 });
  expect(ev.call("arbitreGenerateRound", { expectedRound: 1 }).ok).toBe(true);
  enterResults(ev);
  return ev;
}

describe("Publish twice from the same state (two windows, a double click)", () => {
  it("the second is refused, nothing is written, and undo still brings back the original Public tab", () => {
    const ev = played();
    const original = JSON.stringify(ev.b.standin.values("Public!A1:C3"));
    const seen = ev.state().event.published;
    expect(seen).toBe(0);
    const first = ev.call("arbitrePublish", { expectedPublish: seen + 1 });
    expect(first.ok, first.error).toBe(true);
    expect(first.state.event.published).toBe(1);
    const before = snapshot(ev.b);
    const second = ev.call("arbitrePublish", { expectedPublish: seen + 1 });
    expect(second.ok).toBe(false);
    expect(second.error).toBe(
      "l'onglet Public vient d'être mis à jour (depuis une autre fenêtre\u202f?)\u00a0: rien n'a été modifié. Actualisez la barre latérale",
    );
    expect(snapshot(ev.b)).toBe(before);
    const undo = ev.call("arbitreUndoLastAction", { confirm: true });
    expect(undo.ok, undo.error).toBe(true);
    expect(JSON.stringify(ev.b.standin.values("Public!A1:C3"))).toBe(original);
    // a fresh request (the sidebar refreshed) goes through
    const again = ev.call("arbitrePublish", { expectedPublish: ev.state().event.published + 1 });
    expect(again.ok, again.error).toBe(true);
  });
});

describe("the Public tab deleted by hand", () => {
  it("Publish and the timer buttons are disabled with the reason; Start timer pressed anyway writes nothing", () => {
    const ev = played();
    const ss = ev.b.standin.spreadsheet;
    ss.deleteSheet(ss.getSheetByName("Public")!);
    const st = ev.state();
    const reason =
      "l'onglet «\u00a0Public\u00a0» est introuvable (renommé ou supprimé\u202f?)\u00a0: redonnez-lui ce nom";
    expect(st.actions.publish).toMatchObject({ enabled: false, reason });
    expect(st.actions.timerStart).toMatchObject({ enabled: false, reason });
    expect(st.actions.generateRound.enabled).toBe(true);
    const before = snapshot(ev.b);
    const r = ev.call("arbitreTimer", { action: "start" });
    expect(r.ok).toBe(false);
    expect(r.error).toBe(reason);
    expect(snapshot(ev.b)).toBe(before);
  });
});
