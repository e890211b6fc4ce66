import { describe, expect, it } from "vitest";
import { enterResults, newEvent } from "./helpers";

describe("a 9-player Confrérie event, server side through the bundle", () => {
  it("runs to the end: generate, report/confirm, dispute, close with double loss, standings, publish", () => {
    const ev = newEvent({ system: "confrerie", players: 9 });
    let st = ev.state();
    expect(st.event.rounds).toBe(4); // 9 players → 4 rounds (RULES §1)
    expect(st.actions.generateRound.enabled).toBe(true);
    expect(st.actions.closeRound.enabled).toBe(false);
    for (let round = 1; round <= 4; round++) {
      const g = ev.call("arbitreGenerateRound", { expectedRound: round });
      expect(g.ok, g.error).toBe(true);
      st = g.state;
      expect(st.progress.round).toBe(round);
      expect(st.progress.tables).toHaveLength(5); // 4 tables + 1 bye
      expect(st.progress.results).toEqual({ done: 0, total: 4 });
      expect(st.actions.generateRound.enabled).toBe(false);
      expect(st.actions.generateRound.reason).toMatch(
        round < 4
          ? /4 résultats manquent\u00a0: tables 1, 2, 3, 4/
          : /la ronde 4 est la dernière prévue \(4 rondes\)/,
      );
      if (round === 2) {
        // table 3 reported but not confirmed, table 4 disputed
        enterResults(ev, { skipTables: [3, 4] });
        const t3 = st.progress.tables.find((x: { table: number }) => x.table === 3);
        const t4 = st.progress.tables.find((x: { table: number }) => x.table === 4);
        ev.b.standin.write(`Rondes!H${t3.row}`, [[t3.a]]);
        ev.b.standin.write(`Rondes!H${t4.row}`, [[t4.a, "Contesté"]]);
        expect(ev.b.standin.probe(`Rondes!G${t3.row}`).value).toBe("À confirmer");
        expect(ev.b.standin.probe(`Rondes!G${t4.row}`).value).toBe("Contesté");
        expect(ev.b.standin.probe(`Rondes!E${t3.row}`).value).toBe(""); // not counted yet
        st = ev.state();
        expect(st.progress.missingTables).toEqual([3, 4]);
        expect(st.progress.disputedTables).toEqual([4]);
        expect(st.actions.generateRound.reason).toBe("2 résultats manquent\u00a0: tables 3, 4");
        expect(st.actions.closeRound.enabled).toBe(true);
        // close: asks first, then double losses
        const ask = ev.call("arbitreCloseRound", { round: 2 });
        expect(ask.ok).toBe(false);
        expect(ask.confirm.question).toMatch(/2 parties de la ronde 2/);
        expect(ask.confirm.details).toHaveLength(2);
        const close = ev.call("arbitreCloseRound", { round: 2, confirm: true });
        expect(close.ok, close.error).toBe(true);
        expect(ev.b.standin.probe(`Rondes!J${t3.row}`).value).toBe("Double défaite");
        expect(ev.b.standin.probe(`Rondes!E${t4.row}`).value).toBe("Défaite");
        expect(ev.b.standin.probe(`Rondes!F${t4.row}`).value).toBe("Défaite");
        expect(close.state.actions.generateRound.enabled).toBe(true);
      } else {
        enterResults(ev);
      }
      // double click: same expected round again → refused, nothing written
      if (round === 1) {
        const again = ev.call("arbitreGenerateRound", { expectedRound: 1 });
        expect(again.ok).toBe(false);
        expect(again.error).toMatch(/déjà générée/);
      }
    }
    st = ev.state();
    expect(st.progress.phase).toBe("finished");
    expect(st.actions.generateRound.reason).toMatch(/4 rondes ont été jouées/);
    // standings tab: computed by STANDINGS from the Rounds tab, every tie-break shown
    const standings = ev.b.standin.values("Classement!A1:H11");
    expect(standings[0]).toEqual(expect.arrayContaining(["Rang", "Joueur", "Bilan", "OMW"]));
    expect(standings.slice(1, 10).filter((r) => r[1] !== "")).toHaveLength(9);
    // why this rank
    const why = ev.call("arbitreExplainRank", { name: String(standings[2]![1]) });
    expect(why.ok).toBe(true);
    expect(why.text).toMatch(
      new RegExp(`^${standings[2]![1]} est 2e\\. Derrière ${standings[1]![1]} \\(1er\\)\u00a0: `),
    );
    // publish
    const pub = ev.call("arbitrePublish", {});
    expect(pub.ok, pub.error).toBe(true);
    const pv = ev.b.standin.values("Public!A1:T60");
    expect(pv[0]![0]).toBe("Open");
    // the event is over (4 rounds of 4, no top cut): said at the top, final standings, no stale pairings
    expect(pv[1]![0]).toBe("Événement terminé\u00a0: classement final");
    expect(pv.flat()).toContain("Classement final");
    expect(pv.flat()).not.toContain("Fin de la ronde");
    expect(pub.state.publishHelp).toMatch(/Publier sur le Web/);
  });

  it("late entries are paired from the next round; dropped players are not; a name starting with = stays text", () => {
    const ev = newEvent({ system: "confrerie", players: 6 });
    ev.b.standin.write("Joueurs!A8", [["'=Eve"]]);
    expect(ev.call("arbitreGenerateRound", { expectedRound: 1 }).ok).toBe(true);
    enterResults(ev);
    ev.b.standin.write("Joueurs!A9", [["Zoé (retard)"]]);
    const drop = ev.call("arbitreDropPlayer", { name: "Joueur 0001" });
    expect(drop.ok, drop.error).toBe(true);
    expect(ev.b.standin.probe("Joueurs!D2").value).toBe("Abandon"); // Statut
    const g = ev.call("arbitreGenerateRound", { expectedRound: 2 });
    expect(g.ok, g.error).toBe(true);
    const names = g.state.progress.tables.flatMap((x: { a: string; b: string }) => [x.a, x.b]);
    expect(names).toContain("Zoé (retard)");
    expect(names).toContain("=Eve");
    expect(names).not.toContain("Joueur 0001");
    const cells = ev.b.standin.values("Rondes!C2:D12").flat();
    expect(cells).toContain("=Eve");
    const pub = ev.call("arbitrePublish", {});
    expect(pub.ok).toBe(true);
    expect(ev.b.standin.values("Public!A1:T60").flat()).toContain("=Eve");
  });

  it("undo last round asks first when results were entered, then restores the previous state", () => {
    const ev = newEvent({ system: "confrerie", players: 8 });
    ev.call("arbitreGenerateRound", { expectedRound: 1 });
    enterResults(ev);
    ev.call("arbitreGenerateRound", { expectedRound: 2 });
    const before = ev.b.standin.values("Rondes!A1:J20");
    enterResults(ev, { skipTables: [2, 3, 4] });
    const ask = ev.call("arbitreUndoLastRound", { round: 2 });
    expect(ask.ok).toBe(false);
    expect(ask.confirm).toBeTruthy();
    const undo = ev.call("arbitreUndoLastRound", { round: 2, confirm: true });
    expect(undo.ok, undo.error).toBe(true);
    expect(undo.state.progress.round).toBe(1);
    expect(undo.state.actions.generateRound.enabled).toBe(true);
    expect(
      ev.b.standin
        .values("Rondes!A6:J9")
        .flat()
        .every((v) => v === ""),
    ).toBe(true);
    const again = ev.call("arbitreGenerateRound", { expectedRound: 2 });
    expect(again.ok).toBe(true);
    expect(before.length).toBeGreaterThan(0);
  });

  it("timer: start, pause, reset in document properties; the Public tab shows the end time", () => {
    const ev = newEvent({ system: "confrerie", players: 4 });
    const s = ev.call("arbitreTimer", { action: "start" });
    expect(s.ok, s.error).toBe(true);
    expect(s.state.timer.state).toBe("running");
    expect(s.state.timer.endsAt - s.state.timer.serverNow).toBeGreaterThan(49 * 60000);
    // C3, beside « Fin de la ronde » once published (three columns, for a phone)
    expect(ev.b.standin.probe("Public!C3").value).toBe(s.state.timer.endsAtLabel);
    const p = ev.call("arbitreTimer", { action: "pause" });
    expect(p.state.timer.state).toBe("paused");
    expect(p.state.timer.pausedRemaining).toBeGreaterThan(49 * 60000);
    expect(p.state.actions.timerStart.label).toBe("Reprendre le chrono");
    const r = ev.call("arbitreTimer", { action: "reset" });
    expect(r.state.timer.state).toBe("idle");
  });

  it("a second New event refuses first, then creates a second event with its own tabs", () => {
    const ev = newEvent({ system: "confrerie", players: 4 });
    const ask = ev.call("arbitreCreateEvent", { system: "dust", name: "Open 2", date: "2025-11-15" });
    expect(ask.ok).toBe(false);
    expect(ask.confirm).toBeTruthy();
    const r = ev.call("arbitreCreateEvent", {
      system: "dust",
      name: "Open 2",
      date: "2025-11-15",
      another: true,
    });
    expect(r.ok, r.error).toBe(true);
    expect(r.state.event.tabs.players).toBe("Joueurs — Open 2");
    expect(r.state.events).toHaveLength(2);
    expect(ev.b.standin.values("Joueurs!A2:A5").flat()).toHaveLength(4);
  });
});
