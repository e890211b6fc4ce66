/**
 * Club protection and pairs to avoid through the server (RULES §1 Decision): set at New event and in
 * the settings, the pairs typed in their own tab, a near-duplicate club spelling and a bad row asked
 * or refused before anything is written.
 */
import { describe, expect, it } from "vitest";
import { loadBundle } from "../../../tools/standin/index";
import { type Event, enterResults, type Json, snapshot } from "./helpers";

const CLUBS = ["Cercle de Lyon", "Dijon Stratèges", "Les Dés de Nîmes", "Grenoble Jeux"];

/** 16 players, 4 per club, the club typed in various ways (case, accents, spaces). */
function openWithClubs(protectClubs?: "round1" | "every", clubOf?: (i: number) => string): Event {
  const b = loadBundle("build/Code.js", { locale: "fr_FR" });
  const call = (name: string, ...args: unknown[]) => b.call(name, ...args) as Json;
  const req: Json = { system: "confrerie", name: "Open", date: "2025-11-14", topCut: 0 };
  if (protectClubs) req.protectClubs = protectClubs;
  const r = call("arbitreCreateEvent", req);
  if (!r.ok) throw new Error(r.error);
  const rows: unknown[][] = [];
  for (let i = 0; i < 16; i++) {
    const club = clubOf ? clubOf(i) : CLUBS[i % 4]!;
    rows.push([
      `Joueur ${String(i + 1).padStart(2, "0")}`,
      i % 8 === 0 ? ` ${club.toUpperCase()} ` : club,
      1500,
    ]);
  }
  b.standin.write("'Joueurs'!A2", rows);
  return { b, call, state: () => call("arbitreGetState") };
}

const clubOfPlayer = (name: string): string => CLUBS[(Number(name.slice(-2)) - 1) % 4]!;

describe("club protection", () => {
  it("set at New event: round 1 pairs no two clubmates, and the setting shows in the state", () => {
    const ev = openWithClubs("every");
    expect(ev.state().event.protectClubs).toBe("every");
    const g = ev.call("arbitreGenerateRound", { expectedRound: 1 });
    expect(g.ok, g.error).toBe(true);
    for (const t of g.state.progress.tables) expect(clubOfPlayer(t.a)).not.toBe(clubOfPlayer(t.b));
  });

  it("an event without it answers as before (no protectClubs in the state); the settings switch it on and off", () => {
    const ev = openWithClubs();
    expect("protectClubs" in ev.state().event).toBe(false);
    const on = ev.call("arbitreUpdateEvent", { eventId: "e1", protectClubs: "round1" });
    expect(on.ok, on.error).toBe(true);
    expect(on.state.event.protectClubs).toBe("round1");
    const bad = ev.call("arbitreUpdateEvent", { eventId: "e1", protectClubs: "always" });
    expect(bad.ok).toBe(false);
    expect(bad.error).toContain("protection des clubs «\u00a0always\u00a0» invalide");
    const off = ev.call("arbitreUpdateEvent", { eventId: "e1", protectClubs: "off" });
    expect("protectClubs" in off.state.event).toBe(false);
  });

  it("a near-duplicate club spelling is asked first, nothing written; confirmed, the round is paired", () => {
    const ev = openWithClubs("round1", (i) => (i === 5 ? "Cercle Lyon" : CLUBS[i % 4]!));
    const before = snapshot(ev.b);
    const ask = ev.call("arbitreGenerateRound", { expectedRound: 1 });
    expect(ask.ok).toBe(false);
    expect(ask.confirm.question).toMatch(/^Ces clubs s'écrivent presque pareil/);
    // each club as first spelt in the Players tab (row 2: the capitals)
    expect(ask.confirm.details).toEqual(["«\u00a0CERCLE DE LYON\u00a0» et «\u00a0Cercle Lyon\u00a0»"]);
    expect(snapshot(ev.b)).toBe(before);
    const ok = ev.call("arbitreGenerateRound", { expectedRound: 1, confirm: true });
    expect(ok.ok, ok.error).toBe(true);
  });
});

describe("pairs to avoid", () => {
  it("their tab is made on demand; a bad row is refused with its place; a pair is never paired while another pairing exists", () => {
    const ev = openWithClubs();
    const made = ev.call("arbitreUpdateEvent", { eventId: "e1", avoidTab: true });
    expect(made.ok, made.error).toBe(true);
    expect(made.state.event.avoidTab).toBe("Paires à éviter");
    expect(ev.b.standin.values("'Paires à éviter'!A1:C1")[0]).toEqual([
      "Joueur A",
      "Joueur B",
      "Raison (facultatif)",
    ]);
    ev.b.standin.write("'Paires à éviter'!A2", [["Joueur 01", "Joueur 99", "frères"]]);
    const before = snapshot(ev.b);
    const bad = ev.call("arbitreGenerateRound", { expectedRound: 1 });
    expect(bad.ok).toBe(false);
    expect(bad.error).toContain("Paires à éviter");
    expect(bad.error).toContain("ligne 2");
    expect(bad.error).toContain("«\u00a0Joueur 99\u00a0» n'est pas dans l'onglet des joueurs");
    expect(snapshot(ev.b)).toBe(before);
    // the sidebar's button says it before it is pressed; every other action goes on
    const gen = ev.state().actions.generateRound;
    expect(gen.enabled).toBe(false);
    expect(gen.reason).toContain("«\u00a0Joueur 99\u00a0» n'est pas dans l'onglet des joueurs");
    expect(ev.state().actions.dropPlayer.enabled).toBe(true);
    // the 15 others of Joueur 01 all avoided but one: round after round, Joueur 01 meets Joueur 16
    const rows = [];
    for (let i = 2; i <= 15; i++) rows.push(["joueur 01", `Joueur ${String(i).padStart(2, "0")}`, ""]);
    ev.b.standin.write("'Paires à éviter'!A2", rows);
    const g = ev.call("arbitreGenerateRound", { expectedRound: 1 });
    expect(g.ok, g.error).toBe(true);
    const t = g.state.progress.tables.find((x: Json) => x.a === "Joueur 01" || x.b === "Joueur 01");
    expect([t.a, t.b].sort()).toEqual(["Joueur 01", "Joueur 16"]);
    enterResults(ev);
    // round 2: Joueur 01 has met its only allowed opponent: a pair to avoid must meet, asked first
    const ask = ev.call("arbitreGenerateRound", { expectedRound: 2 });
    expect(ask.ok).toBe(false);
    expect(ask.confirm.question).toMatch(/^Aucun appariement ne sépare toutes les paires à éviter/);
    const ok = ev.call("arbitreGenerateRound", { expectedRound: 2, confirm: true });
    expect(ok.ok, ok.error).toBe(true);
    const forced = ok.state.progress.tables.find((x: Json) => x.a === "Joueur 01" || x.b === "Joueur 01");
    expect(forced.why).toContain("bien que la paire soit à éviter");
  });

  it("a hand swap that seats a pair to avoid together is asked first, as a rematch", () => {
    const ev = openWithClubs();
    ev.call("arbitreUpdateEvent", { eventId: "e1", avoidTab: true });
    ev.b.standin.write("'Paires à éviter'!A2", [["Joueur 01", "Joueur 02", ""]]);
    const g = ev.call("arbitreGenerateRound", { expectedRound: 1 });
    expect(g.ok, g.error).toBe(true);
    const t = g.state.progress.tables.find((x: Json) => x.a === "Joueur 01" || x.b === "Joueur 01");
    const partner = t.a === "Joueur 01" ? t.b : t.a;
    const ask = ev.call("arbitreSwapPlayers", { eventId: "e1", round: 1, a: partner, b: "Joueur 02" });
    expect(ask.ok).toBe(false);
    expect(ask.confirm.details.join(" ")).toMatch(/Joueur 0[12] et Joueur 0[12] sont une paire à éviter/);
    const ok = ev.call("arbitreSwapPlayers", {
      eventId: "e1",
      round: 1,
      a: partner,
      b: "Joueur 02",
      confirm: true,
    });
    expect(ok.ok, ok.error).toBe(true);
    const now = ok.state.progress.tables.find((x: Json) => x.a === "Joueur 01" || x.b === "Joueur 01");
    expect(now.why).toBe("Table modifiée à la main par l'organisateur\u00a0: une paire à éviter.");
  });
});
