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
    // (values) plus its validations and the round and table columns' number format; Pairings,
    // Match slips and Standings written once each.
    expect(t.generate!.sheets).toEqual({
      Joueurs: { reads: 2, writes: 0 },
      Rondes: { reads: 2, writes: 3 },
      Appariements: { reads: 0, writes: 1 },
      "Fiches de match": { reads: 0, writes: 1 },
      Classement: { reads: 0, writes: 1 },
    });
    expect(t.close!.sheets).toEqual({ Joueurs: { reads: 2, writes: 0 }, Rondes: { reads: 2, writes: 1 } });
    expect(t.drop!.sheets).toEqual({ Joueurs: { reads: 2, writes: 1 }, Rondes: { reads: 2, writes: 0 } });
    // publish: the previous Public tab is read once and copied to the hidden undo tab in one write;
    // the Public tab gets its values and its bold rows (two writes; widths and frozen rows are layout)
    const publish = {
      Joueurs: { reads: 2, writes: 0 },
      Rondes: { reads: 2, writes: 0 },
      Public: { reads: 1, writes: 2 },
      "Arbitre — annulation": { reads: 0, writes: 1 },
    };
    expect(t.publish!.sheets).toEqual(publish);
    expect(t.republish!.sheets).toEqual(publish);
    // undo last action: the same reads as any action, one write per tab it restores
    expect(t.undoGenerate!.sheets).toEqual({
      Joueurs: { reads: 2, writes: 0 },
      Rondes: { reads: 2, writes: 2 },
      Appariements: { reads: 0, writes: 1 },
      "Fiches de match": { reads: 0, writes: 1 },
      Classement: { reads: 0, writes: 1 },
    });
    expect(t.undoClose!.sheets).toEqual({
      Joueurs: { reads: 2, writes: 0 },
      Rondes: { reads: 2, writes: 1 },
    });
    expect(t.undoDrop!.sheets).toEqual({ Joueurs: { reads: 2, writes: 1 }, Rondes: { reads: 2, writes: 0 } });
    expect(t.undoPublish!.sheets).toEqual({
      Joueurs: { reads: 2, writes: 0 },
      Rondes: { reads: 2, writes: 0 },
      "Arbitre — annulation": { reads: 1, writes: 0 },
      Public: { reads: 0, writes: 1 },
    });
    expect(t.state!.sheets).toEqual({ Joueurs: { reads: 2, writes: 0 }, Rondes: { reads: 2, writes: 0 } });
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
      /onglet « Joueurs », ligne 1, colonne C : en-tête « Elo » trouvé, « Classement » attendu/,
    ],
    [
      "a deleted header",
      (ev) => ev.b.standin.write("Rondes!D1", [[""]]),
      /onglet « Rondes », ligne 1, colonne D : l'en-tête « Joueur B » manque/,
    ],
    [
      "a player renamed after round 1",
      (ev) => ev.b.standin.write("Joueurs!A3", [["Joueur 2 bis"]]),
      /onglet « Rondes », ligne \d+, colonne [CD] \(Joueur [AB]\) : « Joueur 0002 » n'est pas \(ou plus\) dans l'onglet des joueurs/,
    ],
    [
      "a result typed in the wrong column",
      (ev) => ev.b.standin.write("Rondes!I2", [["V"]]),
      /onglet « Rondes », ligne 2, colonne I \(Confirmation du perdant\) : « V » n'est pas accepté ici \(choix : Oui, Contesté\)/,
    ],
    [
      "a result typed over a computed cell",
      (ev) => ev.b.standin.write("Rondes!E3", [["V"]]),
      /onglet « Rondes », ligne 3, colonne E \(Résultat A\) : colonne calculée écrasée/,
    ],
    [
      "a formula in a name cell",
      (ev) => ev.b.standin.write("Joueurs!A5", [["=A2"]]),
      /onglet « Joueurs », ligne 5, colonne A \(Nom\) : le nom est une formule \(=A2\)/,
    ],
    [
      "a duplicate name",
      (ev) => ev.b.standin.write("Joueurs!A12", [["  joueur 0004 "]]),
      /onglet « Joueurs », ligne 12, colonne A \(Nom\) : « joueur 0004 » est inscrit deux fois : lignes 5 et 12/,
    ],
    [
      "a blank row is fine, a row without name is not",
      (ev) => ev.b.standin.write("Joueurs!B14", [["Club sans joueur"]]),
      /onglet « Joueurs », ligne 14, colonne A \(Nom\) : le nom manque/,
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
