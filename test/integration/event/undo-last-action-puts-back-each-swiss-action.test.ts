/**
 * "Undo last action" (arbitreUndoLastAction): every sidebar action that changes the tabs can be
 * taken back — Generate round, Close round, Drop / reinstate, Top cut stage (and final ranking),
 * Publish — from a small record of what it changed.
 */
import { describe, expect, it } from "vitest";
import { type Event, enterResults, type Json, newEvent, snapshot, tabs } from "./helpers";

function undo(ev: Event, req: object = {}): Json {
  return ev.call("arbitreUndoLastAction", req);
}

describe("undo last action", () => {
  it("Generate round: rows, pairings, slips and standings back as before; asks first when results were entered", () => {
    const ev = newEvent({ system: "confrerie", players: 9 });
    expect(ev.state().lastAction).toBeNull();
    ev.call("arbitreGenerateRound", { expectedRound: 1 });
    enterResults(ev);
    const before = tabs(ev);
    const g = ev.call("arbitreGenerateRound", { expectedRound: 2 });
    expect(g.state.lastAction).toMatchObject({
      kind: "generateRound",
      label: "Générer la ronde 2",
      undoLabel: "Annuler\u00a0: Générer la ronde 2",
      enabled: true,
    });
    // results typed in the round: asked first, nothing written
    enterResults(ev, { skipTables: [2, 3, 4] });
    const typed = snapshot(ev.b);
    const ask = undo(ev, { at: g.state.lastAction.at });
    expect(ask.ok).toBe(false);
    expect(ask.confirm.question).toMatch(/1 partie de «\u00a0Ronde 2\u00a0» a déjà des saisies/);
    expect(snapshot(ev.b)).toBe(typed);
    const r = undo(ev, { at: g.state.lastAction.at, confirm: true });
    expect(r.ok, r.error).toBe(true);
    expect(r.message).toBe("Annulé\u00a0: Générer la ronde 2.");
    expect(r.state.progress.round).toBe(1);
    expect(r.state.lastAction).toBeNull();
    expect(r.state.actions.generateRound.enabled).toBe(true);
    expect(tabs(ev)).toBe(before);
    // double click: nothing left to undo, nothing written
    const after = snapshot(ev.b);
    const again = undo(ev, { at: g.state.lastAction.at, confirm: true });
    expect(again.ok).toBe(false);
    expect(again.error).toMatch(/rien à annuler/);
    expect(snapshot(ev.b)).toBe(after);
    // the round can be generated again
    expect(ev.call("arbitreGenerateRound", { expectedRound: 2 }).ok).toBe(true);
  });

  it("a stale request (another action since) is refused and writes nothing", () => {
    const ev = newEvent({ system: "confrerie", players: 6 });
    const g = ev.call("arbitreGenerateRound", { expectedRound: 1 });
    enterResults(ev);
    const p = ev.call("arbitrePublish", {});
    expect(p.state.lastAction.kind).toBe("publish");
    const before = snapshot(ev.b);
    const r = undo(ev, { at: g.state.lastAction.at - 1 });
    expect(r.ok).toBe(false);
    expect(r.error).toMatch(/une autre action a eu lieu depuis/);
    expect(snapshot(ev.b)).toBe(before);
  });

  it("Close round: the double losses go back to 'no result' (statuses as before)", () => {
    const ev = newEvent({ system: "confrerie", players: 8 });
    ev.call("arbitreGenerateRound", { expectedRound: 1 });
    enterResults(ev, { skipTables: [3, 4] });
    const st = ev.state();
    const t4 = st.progress.tables.find((x: Json) => x.table === 4);
    ev.b.standin.write(`Rondes!H${t4.row}`, [[t4.a, "Contesté"]]);
    const before = tabs(ev);
    const close = ev.call("arbitreCloseRound", { round: 1, confirm: true });
    expect(close.ok, close.error).toBe(true);
    expect(close.state.lastAction.label).toBe("Clore la ronde 1 (2 doubles défaites)");
    expect(ev.b.standin.probe(`Rondes!J${t4.row}`).value).toBe("Double défaite");
    const r = undo(ev);
    expect(r.ok, r.error).toBe(true);
    expect(tabs(ev)).toBe(before);
    expect(r.state.progress.missingTables).toEqual([3, 4]);
    expect(r.state.progress.disputedTables).toEqual([4]);
    expect(ev.b.standin.probe(`Rondes!G${t4.row}`).value).toBe("Contesté");
    expect(r.state.actions.closeRound.enabled).toBe(true);
  });

  it("Close round: a double loss changed since is kept (asked first); all changed: refused, nothing written", () => {
    const ev = newEvent({ system: "confrerie", players: 8 });
    ev.call("arbitreGenerateRound", { expectedRound: 1 });
    enterResults(ev, { skipTables: [2, 3] });
    const st = ev.state();
    const [t2, t3] = [2, 3].map((n) => st.progress.tables.find((x: Json) => x.table === n));
    ev.call("arbitreCloseRound", { round: 1, confirm: true });
    // the organiser then decides table 2 by hand
    ev.b.standin.write(`Rondes!J${t2.row}`, [[t2.a]]);
    const edited = snapshot(ev.b);
    const ask = undo(ev);
    expect(ask.ok).toBe(false);
    expect(ask.confirm.question).toMatch(/1 des doubles défaites .* modifiée depuis \(table 2\)/);
    expect(ask.confirm.details[0]).toMatch(/^Table 2\u00a0: /);
    expect(snapshot(ev.b)).toBe(edited);
    const r = undo(ev, { confirm: true });
    expect(r.ok, r.error).toBe(true);
    expect(ev.b.standin.probe(`Rondes!J${t2.row}`).value).toBe(t2.a);
    expect(ev.b.standin.probe(`Rondes!J${t3.row}`).value).toBe("");
    expect(r.state.progress.missingTables).toEqual([3]);
    // every double loss changed since: nothing left to undo
    ev.call("arbitreCloseRound", { round: 1, confirm: true });
    ev.b.standin.write(`Rondes!J${t3.row}`, [[t3.b]]);
    const all = snapshot(ev.b);
    const refused = undo(ev, { confirm: true });
    expect(refused.ok).toBe(false);
    expect(refused.error).toMatch(/toutes les doubles défaites de la ronde 1 ont été modifiées/);
    expect(snapshot(ev.b)).toBe(all);
  });

  it("Drop and reinstate: the Status cell goes back exactly as it was", () => {
    const ev = newEvent({ system: "confrerie", players: 6 });
    ev.call("arbitreGenerateRound", { expectedRound: 1 });
    const before = tabs(ev);
    const d = ev.call("arbitreDropPlayer", { name: "Joueur 0002" });
    expect(d.state.lastAction).toMatchObject({ kind: "dropPlayer", label: "Retirer Joueur 0002" });
    const r = undo(ev);
    expect(r.ok, r.error).toBe(true);
    expect(tabs(ev)).toBe(before);
    expect(r.state.players.find((p: Json) => p.name === "Joueur 0002").dropped).toBe(false);
    ev.b.standin.write("Joueurs!D4", [["Abandon"]]); // Statut: D (no army points in La Confrérie)
    const dropped = tabs(ev);
    const back = ev.call("arbitreDropPlayer", { name: "Joueur 0003", undrop: true });
    expect(back.state.lastAction).toMatchObject({ kind: "reinstatePlayer", label: "Réintégrer Joueur 0003" });
    expect(ev.b.standin.probe("Joueurs!D4").value).toBe("Actif");
    expect(undo(ev).ok).toBe(true);
    expect(tabs(ev)).toBe(dropped);
    // the player edited by hand since: refused, nothing written
    ev.call("arbitreDropPlayer", { name: "Joueur 0004" });
    ev.b.standin.write("Joueurs!D5", [["Actif"]]);
    const hand = snapshot(ev.b);
    const refused = undo(ev);
    expect(refused.ok).toBe(false);
    expect(refused.error).toMatch(/«\u00a0Retirer Joueur 0004\u00a0» ne peut plus être annulé/);
    expect(snapshot(ev.b)).toBe(hand);
  });

  it("Top cut: a stage, then the final ranking, each undone", () => {
    const ev = newEvent({ system: "confrerie", players: 8, topCut: 2, locale: "en_GB" });
    for (let r = 1; r <= 3; r++) {
      ev.call("arbitreGenerateRound", { expectedRound: r });
      enterResults(ev);
    }
    const before = tabs(ev);
    const f = ev.call("arbitreTopCut", { expectedStage: 1 });
    expect(f.ok, f.error).toBe(true);
    expect(f.state.lastAction).toMatchObject({
      kind: "topCut",
      label: "Top cut: Final",
      undoLabel: "Undo: Top cut: Final",
    });
    const r = undo(ev);
    expect(r.ok, r.error).toBe(true);
    expect(r.state.progress.phase).toBe("swiss");
    expect(r.state.progress.topCut.stage).toBe(0);
    expect(tabs(ev)).toBe(before);
    ev.call("arbitreTopCut", { expectedStage: 1 });
    enterResults(ev);
    const played = tabs(ev);
    const fin = ev.call("arbitreTopCut", { expectedStage: 2 });
    expect(fin.state.progress.phase).toBe("finished");
    expect(fin.state.lastAction.label).toBe("Final ranking");
    const back = undo(ev);
    expect(back.ok, back.error).toBe(true);
    expect(back.state.progress.phase).toBe("topcut");
    expect(tabs(ev)).toBe(played);
  });

  it("Publish: the previous Public tab comes back (first publish: the empty tab)", () => {
    const ev = newEvent({ system: "confrerie", players: 6 });
    const empty = tabs(ev, ["Public"]);
    const p1 = ev.call("arbitrePublish", {});
    expect(p1.state.lastAction).toMatchObject({
      kind: "publish",
      label: "Publier l'onglet «\u00a0Public\u00a0»",
    });
    expect(undo(ev).ok).toBe(true);
    expect(tabs(ev, ["Public"])).toBe(empty);
    ev.b.standin.write("Joueurs!A8", [["'=Eve"]]);
    ev.call("arbitreGenerateRound", { expectedRound: 1 });
    ev.call("arbitreTimer", { action: "start" });
    ev.call("arbitrePublish", {});
    const first = tabs(ev, ["Public"]);
    enterResults(ev);
    ev.call("arbitreGenerateRound", { expectedRound: 2 });
    ev.call("arbitrePublish", {});
    expect(tabs(ev, ["Public"])).not.toBe(first);
    const r = undo(ev);
    expect(r.ok, r.error).toBe(true);
    expect(tabs(ev, ["Public"])).toBe(first);
    expect(ev.b.standin.values("Public!A1:T12").flat()).toContain("=Eve");
    // the copy is kept in a hidden tab
    const hidden = ev.b.standin.spreadsheet.getSheetByName("Arbitre — annulation");
    expect(hidden?.isSheetHidden()).toBe(true);
  });

  it("actions that are not undoable keep the record (timer); Undo last round clears it", () => {
    const ev = newEvent({ system: "confrerie", players: 6 });
    ev.call("arbitreGenerateRound", { expectedRound: 1 });
    const t = ev.call("arbitreTimer", { action: "start" });
    expect(t.state.lastAction.kind).toBe("generateRound");
    const u = ev.call("arbitreUndoLastRound", { round: 1, confirm: true });
    expect(u.state.lastAction).toBeNull();
  });
});
