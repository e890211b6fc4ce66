/**
 * The top cut as the sidebar shows it (EventState.progress.topCut.bracket / .result): who plays whom
 * and the results so far while the cut is played, then the winner and places 1..size once the final
 * ranking is written — in French and in English, from what arbitreGetState already reads.
 */
import { describe, expect, it } from "vitest";
import { type Event, enterResults, type Json, newEvent } from "./helpers";

/** Plays every Swiss round (the lower name wins each game) and returns the Swiss ranking (names, best first). */
function playSwiss(ev: Event): string[] {
  const rounds = ev.state().event.rounds;
  for (let round = 1; round <= rounds; round++) {
    const g = ev.call("arbitreGenerateRound", { expectedRound: round });
    expect(g.ok, g.error).toBe(true);
    enterResults(ev);
  }
  const standings = ev.state().event.tabs.standings;
  return ev.b.standin
    .values(`'${standings}'!B2:B20`)
    .map((r) => String(r[0] ?? ""))
    .filter((n) => n !== "");
}

/** Per-tab reads and writes of one call. */
function tally(ev: Event, f: () => unknown) {
  ev.b.counter.calls.length = 0;
  f();
  return ev.b.counter.sheets();
}

const lower = (a: string, b: string) => (a < b ? a : b);

describe("top cut in the state: bracket while in progress, winner and final ranking once over", () => {
  it("Confrérie, top 4, French spreadsheet", () => {
    const ev = newEvent({ system: "confrerie", players: 8, topCut: 4 });
    expect(ev.state().progress.topCut.bracket).toEqual([]);
    const swiss = playSwiss(ev);
    expect(swiss).toHaveLength(8);
    let st = ev.state();
    expect(st.progress.topCut).toMatchObject({ size: 4, stage: 0, bracket: [] });
    expect(st.progress.topCut.result).toBeUndefined();

    const semis = ev.call("arbitreTopCut", { expectedStage: 1 });
    expect(semis.ok, semis.error).toBe(true);
    st = semis.state;
    expect(st.progress.phase).toBe("topcut");
    const bracket = st.progress.topCut.bracket;
    expect(bracket).toHaveLength(1);
    expect(bracket[0]).toMatchObject({ stage: 1, label: "Demi-finales" });
    // seeded 1–4, 2–3 from the Swiss ranking, nothing played yet
    expect(bracket[0].games.map((g: Json) => [g.table, g.seedA, g.a, g.seedB, g.b])).toEqual([
      [1, 1, swiss[0], 4, swiss[3]],
      [2, 2, swiss[1], 3, swiss[2]],
    ]);
    for (const g of bracket[0].games) {
      expect(g).toMatchObject({ winner: "", status: "pending", statusLabel: "En attente" });
      expect(g.row).toBeGreaterThan(1);
    }
    // one semi-final reported only, the other confirmed: the bracket shows both as they stand
    enterResults(ev, { skipTables: [2] });
    const g2 = bracket[0].games[1];
    ev.b.standin.write(`'${st.event.tabs.topCut}'!H${g2.row}`, [[g2.b]]);
    // arbitreGetState reads no more than before: Players, Rounds and Top cut once each (values + formulas)
    const reads = tally(ev, () => {
      st = ev.state();
    });
    expect(reads).toEqual({
      Joueurs: { reads: 2, writes: 0 },
      Rondes: { reads: 2, writes: 0 },
      "Phase finale": { reads: 2, writes: 0 },
    });
    const live = st.progress.topCut.bracket[0].games;
    expect(live[0]).toMatchObject({ winner: lower(swiss[0]!, swiss[3]!), status: "confirmed" });
    expect(live[1]).toMatchObject({ winner: "", status: "reported", statusLabel: "À confirmer" });
    expect(st.progress.topCut.result).toBeUndefined();

    enterResults(ev);
    const final = ev.call("arbitreTopCut", { expectedStage: 2 });
    expect(final.ok, final.error).toBe(true);
    st = final.state;
    expect(st.progress.topCut.bracket.map((s: Json) => s.label)).toEqual(["Demi-finales", "Finale"]);
    const w1 = lower(swiss[0]!, swiss[3]!);
    const w2 = lower(swiss[1]!, swiss[2]!);
    expect(st.progress.topCut.bracket[1].games).toEqual([
      expect.objectContaining({ table: 1, a: w1, b: w2, winner: "" }),
    ]);
    enterResults(ev);
    const over = ev.call("arbitreTopCut", { expectedStage: 3 });
    expect(over.ok, over.error).toBe(true);
    st = over.state;
    expect(st.progress.phase).toBe("finished");
    const champion = lower(w1, w2);
    const finalist = champion === w1 ? w2 : w1;
    const semiLosers = [swiss[0], swiss[1], swiss[2], swiss[3]].filter((n) => n !== w1 && n !== w2);
    expect(st.progress.topCut.result).toEqual({
      winner: champion,
      ranking: [
        { place: 1, name: champion, swiss: swiss.indexOf(champion) + 1, label: "Vainqueur" },
        { place: 2, name: finalist, swiss: swiss.indexOf(finalist) + 1, label: "Finaliste" },
        // semi-final losers in Swiss order
        { place: 3, name: semiLosers[0], swiss: swiss.indexOf(semiLosers[0]!) + 1, label: "Demi-finaliste" },
        { place: 4, name: semiLosers[1], swiss: swiss.indexOf(semiLosers[1]!) + 1, label: "Demi-finaliste" },
      ],
    });
    // the final ranking beside the bracket (off screen on most displays): the message says where,
    // and the organiser's view is brought to it
    expect(over.message).toBe(
      `${champion} remporte l'événement. Classement final écrit dans l'onglet «\u00a0Phase finale\u00a0», colonnes L–M.`,
    );
    const active = ev.b.standin.book.activeRange!;
    expect([active.sheet.name, active.rect.row, active.rect.column]).toEqual(["Phase finale", 1, 12]);
    // undoing now takes back the final ranking first: the button says so
    expect(st.actions.undoLastRound.label).toBe("Annuler\u00a0: Classement final");
    expect(st.lastAction.label).toBe("Classement final");
    expect(st.actions.closeRound).toMatchObject({ enabled: false, reason: "l'événement est terminé" });
    // the bracket stays, with every result
    expect(st.progress.topCut.bracket[1].games[0].winner).toBe(champion);
    // the same answer from arbitreGetState, with the same reads
    const again = tally(ev, () => {
      expect(ev.state().progress.topCut.result).toEqual(st.progress.topCut.result);
    });
    expect(again).toEqual(reads);
    // undo the final ranking: the result goes, the bracket stays
    const undo = ev.call("arbitreUndoLastAction", { confirm: true });
    expect(undo.ok, undo.error).toBe(true);
    expect(undo.state.progress.topCut.result).toBeUndefined();
    expect(undo.state.progress.topCut.bracket).toHaveLength(2);
  });

  it("Dust, top 8, English spreadsheet", () => {
    const ev = newEvent({ system: "dust", players: 8, topCut: 8, locale: "en_GB" });
    const swiss = playSwiss(ev);
    expect(swiss).toHaveLength(8);
    let st = ev.call("arbitreTopCut", { expectedStage: 1 }).state;
    const quarters = st.progress.topCut.bracket[0];
    expect(quarters.label).toBe("Quarter-finals");
    expect(quarters.games.map((g: Json) => [g.seedA, g.seedB])).toEqual([
      [1, 8],
      [4, 5],
      [2, 7],
      [3, 6],
    ]);
    expect(quarters.games[0]).toMatchObject({ a: swiss[0], b: swiss[7], statusLabel: "Pending" });
    for (let stage = 2; stage <= 4; stage++) {
      enterResults(ev);
      const r = ev.call("arbitreTopCut", { expectedStage: stage });
      expect(r.ok, r.error).toBe(true);
      st = r.state;
    }
    expect(st.progress.topCut.bracket.map((s: Json) => s.label)).toEqual([
      "Quarter-finals",
      "Semi-finals",
      "Final",
    ]);
    const result = st.progress.topCut.result;
    expect(result.winner).toBe(st.progress.topCut.bracket[2].games[0].winner);
    expect(result.ranking.map((p: Json) => p.place)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(result.ranking.map((p: Json) => p.label)).toEqual([
      "Winner",
      "Finalist",
      "Semi-finalist",
      "Semi-finalist",
      "Quarter-finalist",
      "Quarter-finalist",
      "Quarter-finalist",
      "Quarter-finalist",
    ]);
    expect(new Set(result.ranking.map((p: Json) => p.name))).toEqual(new Set(swiss));
    // losers of a stage are listed in Swiss order
    const swissOf = result.ranking.map((p: Json) => p.swiss);
    expect(swissOf[2]).toBeLessThan(swissOf[3]);
    expect(swissOf.slice(4)).toEqual([...swissOf.slice(4)].sort((a: number, b: number) => a - b));
  });

  it("no top cut configured: progress.topCut stays null", () => {
    const ev = newEvent({ system: "confrerie", players: 4 });
    expect(ev.state().progress.topCut).toBeNull();
  });
});
