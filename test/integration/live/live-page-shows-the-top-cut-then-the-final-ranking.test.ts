/**
 * The live page of a Swiss event with a top cut: the bracket as the sidebar shows it (seeds, winners
 * as results count) while the cut is played, with its pairings and timer; then, once the event is
 * over, the final ranking and no pairings or timer left.
 */
import { describe, expect, it } from "vitest";
import type { LiveAnswer, LiveLinkView, SwissLive } from "../../../src/contract/index";
import { enterResults, newEvent } from "../event/helpers";

describe("the live page of a top cut", () => {
  it("shows the bracket stage by stage, then the final ranking", () => {
    const ev = newEvent({ system: "confrerie", players: 8, topCut: 4 });
    ev.b.standin.webApp.url = "https://script.google.com/macros/s/x/exec";
    const link = ev.call("arbitreLiveLink", { op: "on" }) as LiveLinkView;
    const token = new globalThis.URL(link.url).searchParams.get("t")!;
    const data = (): SwissLive => {
      const a = ev.b.callFromPage("arbitreLiveData", token) as LiveAnswer;
      if (!a.ok || a.data.kind !== "swiss") throw new Error("no Swiss data");
      return a.data;
    };
    for (let round = 1; round <= ev.state().event.rounds; round++) {
      expect(ev.call("arbitreGenerateRound", { expectedRound: round }).ok).toBe(true);
      enterResults(ev);
    }
    expect(ev.call("arbitreTopCut", { expectedStage: 1 }).ok).toBe(true);
    let d = data();
    expect(d.state).toBe("Demi-finales");
    expect(d.bracket).toHaveLength(1);
    expect(d.bracket[0]!.label).toBe("Demi-finales");
    expect(d.bracket[0]!.games.map((g) => [g[0], g[3], g[4], g[5]])).toEqual([
      [1, 1, 4, ""],
      [2, 2, 3, ""],
    ]);
    expect(d.pairings).toHaveLength(2);
    expect(d.timer).not.toBeNull();
    enterResults(ev);
    expect(ev.call("arbitreApplyReports", {}).ok).toBe(true);
    expect(ev.call("arbitreTopCut", { expectedStage: 2 }).ok).toBe(true);
    d = data();
    expect(d.bracket.map((s) => s.label)).toEqual(["Demi-finales", "Finale"]);
    expect(d.bracket[0]!.games.every((g) => g[5] === g[1] || g[5] === g[2])).toBe(true);
    enterResults(ev);
    expect(ev.call("arbitreTopCut", { expectedStage: 3 }).ok).toBe(true);
    d = data();
    expect(d.standings.title).toBe("Classement final");
    expect(d.standings.rows).toHaveLength(8);
    expect(d.state).toMatch(/vainqueur/);
    expect(d.pairings).toEqual([]);
    expect(d.timer).toBeNull();
  });
});
