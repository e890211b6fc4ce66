/**
 * A Dust event that ends early (one undefeated entrant) with a top cut still to play: the Public tab
 * says the Swiss rounds ended after that round and that the top cut is next, not that the event is
 * over; the swap of two players is refused because the Swiss rounds are over, in the sidebar and
 * when the action is called anyway (nothing written). Without a top cut, the event is over.
 */
import { describe, expect, it } from "vitest";
import { enterResults, type Json, newEvent, snapshot } from "./helpers";

function endedEarly(topCut: 0 | 2, locale: string) {
  const ev = newEvent({ system: "dust", players: 4, topCut, locale });
  for (let round = 1; round <= 2; round++) {
    expect(ev.call("arbitreGenerateRound", { expectedRound: round }).ok).toBe(true);
    enterResults(ev);
  }
  const st = ev.state();
  expect(st.progress.endedEarly).toBe(true);
  return { ev, st, winner: String(st.progress.earlyWinner) };
}

const publicState = (ev: Json, tab: string) => (ev.b.standin.values(`${tab}!A1:T3`) as unknown[][])[1]![0];

describe("Dust early end with a top cut still to play", () => {
  it("fr: the Public tab says the Swiss rounds ended after round 2 and the top cut is next", () => {
    const { ev, winner } = endedEarly(2, "fr_FR");
    expect(ev.call("arbitrePublish", {}).ok).toBe(true);
    expect(publicState(ev, "Public")).toBe(
      `Rondes suisses terminées après la ronde 2\u00a0: ${winner} est le seul joueur invaincu\u202f; le top cut suit`,
    );
  });

  it("en: the Public tab says the Swiss rounds ended after round 2 and the top cut is next", () => {
    const { ev, winner } = endedEarly(2, "en_US");
    expect(ev.call("arbitrePublish", {}).ok).toBe(true);
    expect(publicState(ev, "Public")).toBe(
      `Swiss rounds over after round 2: ${winner} is the only undefeated player; the top cut is next`,
    );
  });

  it("the swap is disabled because the Swiss phase is over, and refused with that reason", () => {
    const { ev, st, winner } = endedEarly(2, "fr_FR");
    const reason = `la phase suisse est terminée\u00a0: ${winner} est le seul joueur invaincu (règle Dust Tactics)`;
    expect(st.actions.swapPlayers.enabled).toBe(false);
    expect(st.actions.swapPlayers.reason).toBe(reason);
    expect(st.actions.swapPlayers.reason).not.toMatch(/événement est terminé/);
    const t = st.progress.tables[0];
    const before = snapshot(ev.b);
    const r = ev.call("arbitreSwapPlayers", { eventId: "e1", round: 2, a: t.a, b: t.b });
    expect(r.ok).toBe(false);
    expect(r.error).toContain(reason);
    expect(snapshot(ev.b)).toBe(before);
  });

  it("without a top cut the event is over, as before", () => {
    const { ev, winner } = endedEarly(0, "fr_FR");
    expect(ev.call("arbitrePublish", {}).ok).toBe(true);
    expect(publicState(ev, "Public")).toBe(
      `Événement terminé après la ronde 2\u00a0: ${winner} est le seul joueur invaincu`,
    );
  });
});
