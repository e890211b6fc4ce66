import { describe, expect, it } from "vitest";
import { type Event, enterResults, newEvent, snapshot } from "./helpers";

function play(ev: Event, rounds: number): void {
  for (let r = 1; r <= rounds; r++) {
    const g = ev.call("arbitreGenerateRound", { expectedRound: r });
    expect(g.ok, g.error).toBe(true);
    enterResults(ev);
  }
}

describe("buttons", () => {
  it("no round started: the disabled Close button has no round number", () => {
    const fr = newEvent({ system: "confrerie", players: 4 }).state();
    expect(fr.actions.closeRound).toMatchObject({ enabled: false, label: "Clore la ronde" });
    const en = newEvent({ system: "dust", players: 4, locale: "en_GB" }).state();
    expect(en.actions.closeRound).toMatchObject({ enabled: false, label: "Close round" });
  });

  it("once the event is over, Start timer and Drop player are disabled with the reason", () => {
    const cases: [string, () => Event][] = [
      [
        "Swiss done, no top cut",
        () => {
          const ev = newEvent({ system: "confrerie", players: 4 });
          ev.call("arbitreUpdateEvent", { rounds: 1 });
          play(ev, 1);
          return ev;
        },
      ],
      [
        "top cut finished",
        () => {
          const ev = newEvent({ system: "confrerie", players: 4, topCut: 2 });
          ev.call("arbitreUpdateEvent", { rounds: 1 });
          play(ev, 1);
          expect(ev.call("arbitreTopCut", { expectedStage: 1 }).ok).toBe(true);
          enterResults(ev);
          const f = ev.call("arbitreTopCut", { expectedStage: 2 });
          expect(f.ok, f.error).toBe(true);
          return ev;
        },
      ],
      [
        "Dust ended early",
        () => {
          const ev = newEvent({ system: "dust", players: 4 });
          play(ev, 2);
          expect(ev.state().progress.endedEarly).toBe(true);
          return ev;
        },
      ],
    ];
    for (const [label, make] of cases) {
      const ev = make();
      const st = ev.state();
      expect(st.progress.phase, label).toBe("finished");
      expect(st.actions.timerStart, label).toMatchObject({
        enabled: false,
        reason: "l'événement est terminé",
      });
      expect(st.actions.dropPlayer, label).toMatchObject({
        enabled: false,
        reason: "l'événement est terminé",
      });
      // pressed anyway (stale sidebar): refused, nothing written
      const before = snapshot(ev.b);
      const r = ev.call("arbitreDropPlayer", { name: "Joueur 0001" });
      expect(r.ok, label).toBe(false);
      expect(r.error).toBe("l'événement est terminé");
      expect(snapshot(ev.b)).toBe(before);
    }
    // before the end both work
    const ev = newEvent({ system: "confrerie", players: 4 });
    play(ev, 1);
    const st = ev.state();
    expect(st.actions.timerStart.enabled).toBe(true);
    expect(st.actions.dropPlayer.enabled).toBe(true);
  });
});
