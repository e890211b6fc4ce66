/**
 * Dust Tactics (RULES §2) as the sidebar shows it: the early end (exactly one undefeated entrant at
 * the start of a round) visible before Generate is pressed, and the play-off flag (still tied
 * after every tie-break) in the state, the Standings tab and the Public tab.
 */
import { describe, expect, it } from "vitest";
import { type Event, enterResults, type Json, newEvent, snapshot } from "./helpers";
import { entrants, publicBlocks } from "./public-tab-blocks";

/** 4 players, 3 rounds planned: after round 2 (winners meet) exactly one player is 2–0. */
function twoRounds(topCut: 0 | 2): { ev: Event; winner: string } {
  const ev = newEvent({ system: "dust", players: 4, topCut });
  for (let round = 1; round <= 2; round++) {
    const g = ev.call("arbitreGenerateRound", { expectedRound: round });
    expect(g.ok, g.error).toBe(true);
    expect(g.state.progress.endedEarly).toBe(false);
    enterResults(ev);
  }
  const rows = ev.b.standin.values("Classement!A1:F5");
  const winner = String(rows[1]![1]);
  expect(rows[1]![2]).toBe(6); // 2 wins × 3 points
  return { ev, winner };
}

describe("Dust early end, visible before pressing Generate", () => {
  it("without top cut: Swiss over, winner named, Generate disabled with the reason, Publish works", () => {
    const { ev, winner } = twoRounds(0);
    const st = ev.state();
    expect(st.event.rounds).toBe(3);
    expect(st.progress.round).toBe(2);
    expect(st.progress.endedEarly).toBe(true);
    expect(st.progress.earlyWinner).toBe(winner);
    expect(st.progress.phase).toBe("finished");
    expect(st.actions.generateRound.enabled).toBe(false);
    expect(st.actions.generateRound.reason).toBe(
      `la phase suisse est terminée\u00a0: ${winner} est le seul joueur invaincu (règle Dust Tactics)`,
    );
    expect(st.messages.map((m: Json) => m.text).join("\n")).toMatch(
      new RegExp(`Phase suisse terminée après la ronde 2\u00a0: ${winner} est le seul joueur invaincu`),
    );
    // Generate pressed anyway (stale sidebar): refused with the same reason, nothing written
    const before = snapshot(ev.b);
    const g = ev.call("arbitreGenerateRound", { expectedRound: 3 });
    expect(g.ok).toBe(false);
    expect(g.error).toMatch(/seul joueur invaincu/);
    expect(snapshot(ev.b)).toBe(before);
    const pub = ev.call("arbitrePublish", {});
    expect(pub.ok, pub.error).toBe(true);
    expect(ev.b.standin.values("Public!A1:T10").flat()).toContain(winner);
  });

  it("with a top 2: the top cut can start at once", () => {
    const { ev } = twoRounds(2);
    const st = ev.state();
    expect(st.progress.endedEarly).toBe(true);
    expect(st.progress.phase).toBe("swiss");
    expect(st.actions.generateRound.enabled).toBe(false);
    expect(st.actions.topCut.enabled, st.actions.topCut.reason).toBe(true);
    expect(st.messages.map((m: Json) => m.text).join("\n")).toMatch(/Lancez le top cut/);
    const tc = ev.call("arbitreTopCut", { expectedStage: 1 });
    expect(tc.ok, tc.error).toBe(true);
    expect(tc.state.progress.phase).toBe("topcut");
    expect(ev.call("arbitrePublish", {}).ok).toBe(true);
  });

  it("not before the round's results are all in; and a result changed back reopens the Swiss", () => {
    const ev = newEvent({ system: "dust", players: 4 });
    ev.call("arbitreGenerateRound", { expectedRound: 1 });
    enterResults(ev);
    ev.call("arbitreGenerateRound", { expectedRound: 2 });
    enterResults(ev, { skipTables: [1] });
    expect(ev.state().progress.endedEarly).toBe(false);
    enterResults(ev, { pick: () => "draw" }); // table 1 drawn: two undefeated
    const st = ev.state();
    expect(st.progress.endedEarly).toBe(false);
    expect(st.actions.generateRound.enabled).toBe(true);
  });
});

describe("Dust play-off flag", () => {
  it("still tied after every tie-break in the final standings: listed in the state, flagged in Standings and Public", () => {
    const ev = newEvent({ system: "dust", players: 4 });
    // one round planned: once it is played in full, the standings are final (RULES §2)
    expect(ev.call("arbitreUpdateEvent", { rounds: 1 }).ok).toBe(true);
    ev.call("arbitreGenerateRound", { expectedRound: 1 });
    enterResults(ev, { pick: () => "draw" });
    const st0 = ev.state();
    for (const g of st0.progress.tables) ev.b.standin.write(`Rondes!G${g.row}`, [[120, 120]]);
    const st = ev.state();
    expect(st.playoffs).toHaveLength(1);
    expect(st.playoffs[0].rank).toBe(1);
    expect([...st.playoffs[0].names].sort()).toEqual([
      "Joueur 0001",
      "Joueur 0002",
      "Joueur 0003",
      "Joueur 0004",
    ]);
    expect(st.messages.find((m: Json) => m.level === "warning").text).toMatch(
      /^Barrage requis \(égalité après tous les départages\)\u00a0: 1e place\u00a0: Joueur/,
    );
    const standings = ev.b.standin.values("Classement!A1:F5");
    expect(standings[0]![5]).toBe("Barrage");
    expect(standings.slice(1).every((r) => r[5] === "barrage requis")).toBe(true);
    ev.call("arbitrePublish", {});
    // the flag on the tie-break lines under each player
    const pub = ev.b.standin.values("Public!A1:T60");
    const flagged = entrants(publicBlocks(pub).get("Classement final")!).filter((e) =>
      e.tieBreaks.includes("Barrage requis"),
    );
    expect(flagged).toHaveLength(4);
  });

  it("no flag while ties are broken (and none before anyone has played)", () => {
    const ev = newEvent({ system: "dust", players: 4 });
    expect(ev.state().playoffs).toEqual([]);
    ev.call("arbitreGenerateRound", { expectedRound: 1 });
    enterResults(ev);
    // every entrant ends with different army points left: every tie is broken
    for (const g of ev.state().progress.tables) {
      ev.b.standin.write(`Rondes!G${g.row}`, [[100 + g.table, 50 + g.table]]);
    }
    const st = ev.state();
    expect(st.playoffs).toEqual([]);
    expect(st.messages.filter((m: Json) => m.level === "warning")).toEqual([]);
  });
});

describe("Dust early end counts only the entrants still in the event (RULES §2)", () => {
  it("4 players: after round 1 two are undefeated; one of them drops, the other is the winner", () => {
    const ev = newEvent({ system: "dust", players: 4 });
    const g = ev.call("arbitreGenerateRound", { expectedRound: 1 });
    expect(g.ok, g.error).toBe(true);
    enterResults(ev);
    const before = ev.state();
    expect(before.progress.endedEarly).toBe(false);
    const standings = ev.b.standin.values("Classement!B2:C5") as unknown[][];
    const winners = standings.filter((r) => r[1] === 3).map((r) => String(r[0]));
    expect(winners).toHaveLength(2);
    const d = ev.call("arbitreDropPlayer", { name: winners[1] });
    expect(d.ok, d.error).toBe(true);
    expect(d.state.progress.endedEarly).toBe(true);
    expect(d.state.progress.earlyWinner).toBe(winners[0]);
    expect(d.state.actions.generateRound.enabled).toBe(false);
    // reinstated: two undefeated again, round 2 can be paired
    const back = ev.call("arbitreDropPlayer", { name: winners[1], undrop: true });
    expect(back.state.progress.endedEarly).toBe(false);
    expect(back.state.actions.generateRound.enabled).toBe(true);
  });
});

describe("play-offs once the top cut has started", () => {
  it("ties among the seeded players are no longer flagged: the bracket places them", () => {
    const ev = newEvent({ system: "dust", players: 8, topCut: 4, locale: "en_US" });
    ev.call("arbitreUpdateEvent", { rounds: 2 });
    for (let round = 1; round <= 2; round++) {
      expect(ev.call("arbitreGenerateRound", { expectedRound: round }).ok).toBe(true);
      // player A wins every game, everyone keeps 100 army points: ties on every tie-break
      for (const g of ev.state().progress.tables)
        if (g.b !== "") {
          ev.b.standin.write(`Rounds!G${g.row}`, [[100, 100]]);
          ev.b.standin.write(`Rounds!J${g.row}`, [[3, 1]]);
        }
    }
    const before = ev.state();
    expect(ev.call("arbitreTopCut", { expectedStage: 1 }).ok).toBe(true);
    const after = ev.state();
    const seeded = new Set<string>(after.progress.topCut.bracket[0].games.flatMap((g: Json) => [g.a, g.b]));
    expect(seeded.size).toBe(4);
    // before the cut, a seeded player was in a tie (the test's premise)
    expect(
      before.playoffs.flatMap((g: Json) => g.names).filter((n: string) => seeded.has(n)).length,
    ).toBeGreaterThan(0);
    for (const g of after.playoffs) for (const n of g.names) expect(seeded.has(n), n).toBe(false);
    const message = after.messages.find((m: Json) => /Play-off game required/.test(m.text));
    for (const n of seeded) expect(message?.text ?? "", String(n)).not.toContain(String(n));
  });
});
