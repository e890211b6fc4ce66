import { describe, expect, it } from "vitest";
import { enterResults, newEvent } from "./helpers";

describe("a 12-player Dust Tactics event with a top 4, in English", () => {
  it("runs to the end: scores and army points, standings, top cut until a winner, final ranking", () => {
    const ev = newEvent({ system: "dust", players: 12, locale: "en_GB", topCut: 4 });
    let st = ev.state();
    expect(st.event.tabs.rounds).toBe("Rounds");
    expect(st.event.codes).toEqual({ win: "W", draw: "D", loss: "L" });
    expect(st.event.roundMinutes).toBe(60);
    let round = 0;
    while (st.actions.generateRound.enabled) {
      round++;
      const g = ev.call("arbitreGenerateRound", { expectedRound: round });
      expect(g.ok, g.error).toBe(true);
      if (g.state.progress.round < round) break; // ended early (one undefeated left)
      // one draw per round on table 1
      enterResults(ev, { pick: (a, b) => (a < b ? "a" : "b") });
      st = ev.state();
      expect(st.progress.missingTables).toEqual([]);
      const t1 = st.progress.tables.find((x: { table: number }) => x.table === 1);
      expect(ev.b.standin.probe(`Rounds!E${t1.row}`).value).toMatch(/^(Win|Loss)$/);
    }
    st = ev.state();
    expect(st.progress.round).toBeGreaterThanOrEqual(3);
    const standings = ev.b.standin.values("Standings!A1:J13");
    expect(standings[0]!.join(" ")).toMatch(/Points/);
    expect(st.actions.topCut.enabled, st.actions.topCut.reason).toBe(true);
    // a winner is needed in the top cut: close round is refused with a reason
    const semis = ev.call("arbitreTopCut", { expectedStage: 1 });
    expect(semis.ok, semis.error).toBe(true);
    expect(semis.state.progress.phase).toBe("topcut");
    expect(semis.state.progress.tables).toHaveLength(2);
    expect(semis.state.actions.closeRound.enabled).toBe(false);
    expect(semis.state.actions.topCut.reason).toMatch(/2 results missing on tables 1, 2/);
    const again = ev.call("arbitreTopCut", { expectedStage: 1 });
    expect(again.ok).toBe(false);
    enterResults(ev);
    const final = ev.call("arbitreTopCut", { expectedStage: 2 });
    expect(final.ok, final.error).toBe(true);
    expect(final.state.progress.tables).toHaveLength(1);
    enterResults(ev);
    const ranking = ev.call("arbitreTopCut", { expectedStage: 3 });
    expect(ranking.ok, ranking.error).toBe(true);
    expect(ranking.state.progress.phase).toBe("finished");
    const finalCells = ev.b.standin.values("'Top cut'!L1:M15");
    expect(finalCells[0]![0]).toBe("Final ranking");
    expect(finalCells.slice(2, 14).filter((r) => r[1] !== "")).toHaveLength(12);
    const pub = ev.call("arbitrePublish", {});
    expect(pub.ok, pub.error).toBe(true);
    expect(ev.b.standin.values("Public!A1:T20").flat()).toContain("Final ranking");
  });

  it("refuses an army list above 300 AP with the row named, and writes nothing", () => {
    const ev = newEvent({ system: "dust", players: 6, locale: "en_GB" });
    ev.b.standin.write("Players!D4", [[320]]);
    const r = ev.call("arbitreGenerateRound", { expectedRound: 1 });
    expect(r.ok).toBe(false);
    expect(r.error).toMatch(/tab 'Players', row 4, column D \(Army points\).*320 AP: at most 300/);
  });
});

describe("menu", () => {
  it("Arbitre ▸ Nouvel événement opens the sidebar page as a dialog in new-event mode", () => {
    const ev = newEvent({ system: "confrerie", players: 0 });
    ev.call("showNewEventDialog");
    const shown = JSON.stringify(ev.b.ui);
    expect(shown).toMatch(/new-event/);
    const d = ev.call("arbitreNewEventDefaults");
    // La Confrérie, Dust Tactics (their round lengths), then the team league, the season circuit
    // and the Tarot duplicate
    expect(d.systems.map((s: { id: string; roundMinutes: number }) => [s.id, s.roundMinutes])).toEqual([
      ["confrerie", 50],
      ["dust", 60],
      ["league-kow", 60],
      ["circuit-masters", 0],
      ["tarot-duplicate", 0],
    ]);
    expect(d.labels.title).toBe("Nouvel événement");
  });
});
