import { describe, expect, it } from "vitest";
import { type Event, enterResults, newEvent, snapshot } from "./helpers";

/** Per-tab reads/writes of one call, and the Range calls that move data. */
function measure(ev: Event, f: () => unknown) {
  ev.b.counter.calls.length = 0;
  f();
  const sheets = ev.b.counter.sheets();
  return {
    sheets,
    getValues: ev.b.counter.count("Range.getValues"),
    setValues: ev.b.counter.count("Range.setValues"),
  };
}

function runTo(ev: Event, rounds: number) {
  for (let r = 1; r <= rounds; r++) {
    const g = ev.call("arbitreGenerateRound", { expectedRound: r });
    if (!g.ok) throw new Error(g.error);
    if (r < rounds) enterResults(ev);
  }
}

describe("every action reads each tab once and writes each tab once, whatever the player count", () => {
  it("same per-tab tallies for 9 and 200 players", () => {
    const tallies: Record<string, unknown>[] = [];
    for (const n of [9, 200]) {
      const ev = newEvent({ system: "confrerie", players: n });
      runTo(ev, 1);
      enterResults(ev);
      const out: Record<string, unknown> = {};
      const undo = () => {
        const r = ev.call("arbitreUndoLastAction", { confirm: true });
        if (!r.ok) throw new Error(r.error);
      };
      out.generate = measure(ev, () => ev.call("arbitreGenerateRound", { expectedRound: 2 }));
      out.undoGenerate = measure(ev, undo);
      ev.call("arbitreGenerateRound", { expectedRound: 2 });
      enterResults(ev, { skipTables: [1] });
      out.close = measure(ev, () => ev.call("arbitreCloseRound", { round: 2, confirm: true }));
      out.undoClose = measure(ev, undo);
      ev.call("arbitreCloseRound", { round: 2, confirm: true });
      out.drop = measure(ev, () => ev.call("arbitreDropPlayer", { name: "Joueur 0003" }));
      out.undoDrop = measure(ev, undo);
      out.publish = measure(ev, () => ev.call("arbitrePublish", {}));
      ev.call("arbitreDropPlayer", { name: "Joueur 0003" });
      out.republish = measure(ev, () => ev.call("arbitrePublish", {}));
      out.undoPublish = measure(ev, undo);
      out.state = measure(ev, () => ev.call("arbitreGetState"));
      out.undo = measure(ev, () => ev.call("arbitreUndoLastRound", { round: 2, confirm: true }));
      tallies.push(out);
    }
    expect(tallies[0]).toEqual(tallies[1]);
    const t = tallies[0] as Record<string, { sheets: Record<string, { reads: number; writes: number }> }>;
    // generate: Players and Rounds read once (values + formulas = 2 reads); Rounds written once
    // (values), plus the round and table columns' number format and one validation rule per input
    // column (declared winner, confirmation, decision), each set on the whole block of tables;
    // Pairings, Match slips and Standings written once each; Pairings and Match slips read once
    // before (values, formulas, number formats of the columns Generate writes) and copied to the
    // hidden undo tab for its Undo (their formats, then their values).
    expect(t.generate!.sheets).toEqual({
      Joueurs: { reads: 2, writes: 0 },
      Rondes: { reads: 2, writes: 5 },
      Appariements: { reads: 3, writes: 1 },
      "Fiches de match": { reads: 3, writes: 1 },
      Classement: { reads: 0, writes: 1 },
      "Arbitre — annulation": { reads: 0, writes: 2 },
    });
    expect(t.close!.sheets).toEqual({ Joueurs: { reads: 2, writes: 0 }, Rondes: { reads: 2, writes: 1 } });
    expect(t.drop!.sheets).toEqual({ Joueurs: { reads: 2, writes: 1 }, Rondes: { reads: 2, writes: 0 } });
    // publish: the previous Public tab is read once (values, formulas, number formats) and copied
    // to the hidden undo tab (its formats, then its values); the Public tab gets its values, its
    // bold rows and its names' columns wrapped (three writes; widths and frozen rows are layout)
    const publish = {
      Joueurs: { reads: 2, writes: 0 },
      Rondes: { reads: 2, writes: 0 },
      Public: { reads: 3, writes: 3 },
      "Arbitre — annulation": { reads: 0, writes: 2 },
    };
    expect(t.publish!.sheets).toEqual(publish);
    expect(t.republish!.sheets).toEqual(publish);
    // undo last action: the same reads as any action, one write per tab it restores; Pairings
    // and Match slips from their copy (read once: values, formulas, number formats), their formats
    // then their values
    expect(t.undoGenerate!.sheets).toEqual({
      Joueurs: { reads: 2, writes: 0 },
      Rondes: { reads: 2, writes: 2 },
      "Arbitre — annulation": { reads: 3, writes: 0 },
      Appariements: { reads: 0, writes: 2 },
      "Fiches de match": { reads: 0, writes: 2 },
      Classement: { reads: 0, writes: 1 },
    });
    expect(t.undoClose!.sheets).toEqual({
      Joueurs: { reads: 2, writes: 0 },
      Rondes: { reads: 2, writes: 1 },
    });
    expect(t.undoDrop!.sheets).toEqual({ Joueurs: { reads: 2, writes: 1 }, Rondes: { reads: 2, writes: 0 } });
    // undo of Publish: the copy read once (values, formulas, number formats), put back (formats, values)
    expect(t.undoPublish!.sheets).toEqual({
      Joueurs: { reads: 2, writes: 0 },
      Rondes: { reads: 2, writes: 0 },
      "Arbitre — annulation": { reads: 3, writes: 0 },
      Public: { reads: 0, writes: 2 },
    });
    expect(t.state!.sheets).toEqual({ Joueurs: { reads: 2, writes: 0 }, Rondes: { reads: 2, writes: 0 } });
  });
});

/** Calls per "Service.method" of one call, the tab grown past its rows (insertRowsAfter) apart. */
function calls(ev: Event, f: () => { ok: boolean; error?: string }) {
  ev.b.counter.calls.length = 0;
  const r = f();
  if (!r.ok) throw new Error(r.error);
  const counts = ev.b.counter.counts();
  const grown = counts["Sheet.insertRowsAfter"] ?? 0;
  delete counts["Sheet.insertRowsAfter"];
  return { counts, total: ev.b.counter.count(), grown };
}

describe("Generate and the top cut make a constant number of service calls, whatever the field", () => {
  for (const system of ["confrerie", "dust"] as const) {
    it(`Generate (${system}): the same calls at 9, 200 and 1,024 players, round 1 and round 2`, () => {
      const seen: {
        n: number;
        round: number;
        counts: Record<string, number>;
        total: number;
        grown: number;
      }[] = [];
      for (const n of [9, 200, 1024]) {
        const ev = newEvent({ system, players: n });
        for (const round of [1, 2]) {
          const c = calls(ev, () => ev.call("arbitreGenerateRound", { expectedRound: round }));
          seen.push({ n, round, ...c });
          enterResults(ev);
        }
      }
      for (const s of seen)
        expect({ n: s.n, round: s.round, counts: s.counts }).toEqual({
          n: s.n,
          round: s.round,
          counts: seen[0]!.counts,
        });
      // a tab the field outgrows gets its rows added, once (at 1,024 players: Pairings, Match slips,
      // then Rounds); nothing else depends on the field
      for (const s of seen) expect(s.grown).toBeLessThanOrEqual(3);
      expect(seen.filter((s) => s.n < 1024).every((s) => s.grown === 0)).toBe(true);
      // the validation rules: a few, built once, not 2 per table (4,139 calls at 1,024 players before)
      expect(seen[0]!.counts["SpreadsheetApp.newDataValidation"]).toBe(system === "dust" ? 4 : 3);
      // a ceiling against bloat: the flush before the lock's release, the spreadsheet's time zone,
      // the look-up of the tabs Generate needs but does not read (its guard) and the undo copy of
      // Pairings and Match slips (their sizes, one read of each, two writes and a saved mark:
      // about 20 calls) count in it
      expect(seen[0]!.total).toBeLessThan(100);
    });
  }

  it("Top cut: the same calls for its first stage whatever its size (top 2, 4, 8)", () => {
    const seen: Record<string, number>[] = [];
    for (const size of [2, 4, 8] as const) {
      const ev = newEvent({ system: "confrerie", players: 16, topCut: size });
      const rounds = ev.state().event.rounds;
      for (let round = 1; round <= rounds; round++) {
        const g = ev.call("arbitreGenerateRound", { expectedRound: round });
        if (!g.ok) throw new Error(g.error);
        enterResults(ev);
      }
      seen.push(calls(ev, () => ev.call("arbitreTopCut", { expectedStage: 1 })).counts);
    }
    expect(seen[1]).toEqual(seen[0]);
    expect(seen[2]).toEqual(seen[0]);
  });
});

describe("bad input never corrupts the event: a clear message naming tab, row and column, nothing written", () => {
  function prepared() {
    const ev = newEvent({ system: "confrerie", players: 8 });
    runTo(ev, 1);
    enterResults(ev);
    return ev;
  }
  const cases: [string, (ev: Event) => void, RegExp][] = [
    [
      "a renamed header",
      (ev) => ev.b.standin.write("Joueurs!C1", [["Elo"]]),
      /onglet «\u00a0Joueurs\u00a0», ligne 1, colonne C\u00a0: en-tête «\u00a0Elo\u00a0» trouvé, «\u00a0Classement\u00a0» attendu/,
    ],
    [
      "a deleted header",
      (ev) => ev.b.standin.write("Rondes!D1", [[""]]),
      /onglet «\u00a0Rondes\u00a0», ligne 1, colonne D\u00a0: l'en-tête «\u00a0Joueur B\u00a0» manque/,
    ],
    [
      "a player renamed after round 1",
      (ev) => ev.b.standin.write("Joueurs!A3", [["Joueur 2 bis"]]),
      /onglet «\u00a0Rondes\u00a0», ligne \d+, colonne [CD] \(Joueur [AB]\)\u00a0: «\u00a0Joueur 0002\u00a0» n'est pas \(ou plus\) dans l'onglet des joueurs/,
    ],
    [
      "a result typed in the wrong column",
      (ev) => ev.b.standin.write("Rondes!I2", [["V"]]),
      /onglet «\u00a0Rondes\u00a0», ligne 2, colonne I \(Confirmation du perdant\)\u00a0: «\u00a0V\u00a0» n'est pas accepté ici \(choix\u00a0: Oui, Contesté\)/,
    ],
    [
      "a result typed over a computed cell",
      (ev) => ev.b.standin.write("Rondes!E3", [["V"]]),
      /onglet «\u00a0Rondes\u00a0», ligne 3, colonne E \(Résultat A\)\u00a0: colonne calculée écrasée/,
    ],
    [
      "a formula in a name cell",
      (ev) => ev.b.standin.write("Joueurs!A5", [["=A2"]]),
      /onglet «\u00a0Joueurs\u00a0», ligne 5, colonne A \(Nom\)\u00a0: le nom est une formule \(=A2\)/,
    ],
    [
      "a duplicate name",
      (ev) => ev.b.standin.write("Joueurs!A12", [["  joueur 0004 "]]),
      /onglet «\u00a0Joueurs\u00a0», ligne 12, colonne A \(Nom\)\u00a0: «\u00a0joueur 0004\u00a0» est inscrit deux fois\u00a0: lignes 5 et 12/,
    ],
    [
      "a blank row is fine, a row without name is not",
      (ev) => ev.b.standin.write("Joueurs!B14", [["Club sans joueur"]]),
      /onglet «\u00a0Joueurs\u00a0», ligne 14, colonne A \(Nom\)\u00a0: le nom manque/,
    ],
  ];
  for (const [label, spoil, message] of cases) {
    it(label, () => {
      const ev = prepared();
      spoil(ev);
      const before = snapshot(ev.b);
      const r = ev.call("arbitreGenerateRound", { expectedRound: 2 });
      expect(r.ok).toBe(false);
      expect(r.error).toMatch(message);
      expect(snapshot(ev.b)).toBe(before);
      // the sidebar says why instead of failing
      const st = ev.state();
      expect(st.actions.generateRound.enabled).toBe(false);
      expect(st.actions.generateRound.reason).toMatch(message);
    });
  }
  it("blank rows in the Players tab are skipped", () => {
    const ev = newEvent({ system: "confrerie", players: 4 });
    ev.b.standin.write("Joueurs!A8", [["Tardif"]]);
    const r = ev.call("arbitreGenerateRound", { expectedRound: 1 });
    expect(r.ok, r.error).toBe(true);
    expect(r.state.progress.players.total).toBe(5);
  });
});

describe("concurrency", () => {
  it("a second organiser pressing Generate with the same expected round gets one round only", () => {
    const ev = newEvent({ system: "confrerie", players: 10 });
    const a = ev.call("arbitreGenerateRound", { expectedRound: 1 });
    const before = snapshot(ev.b);
    const b = ev.call("arbitreGenerateRound", { expectedRound: 1 });
    expect(a.ok).toBe(true);
    expect(b.ok).toBe(false);
    expect(b.error).toMatch(/la ronde 1 est déjà générée/);
    expect(snapshot(ev.b)).toBe(before);
    expect(b.state.progress.round).toBe(1);
  });
  it("while another action holds the document lock: a localised 'busy' answer, nothing written", () => {
    const ev = newEvent({ system: "confrerie", players: 10 });
    ev.b.standin.locks.document.holdByOtherUser();
    const before = snapshot(ev.b);
    const r = ev.call("arbitreGenerateRound", { expectedRound: 1 });
    expect(r.ok).toBe(false);
    expect(r.error).toMatch(/Une autre action Arbitre est en cours/);
    expect(snapshot(ev.b)).toBe(before);
  });
});
