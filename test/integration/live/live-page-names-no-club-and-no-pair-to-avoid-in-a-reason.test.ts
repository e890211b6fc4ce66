/**
 * Club protection and pairs to avoid are the organiser's business (RULES §1 Decision): the live page's
 * « why you were paired » leaves out a reason that names a club or a pair to avoid, which the Rounds tab
 * and the sidebar keep; the other reasons show as the Rounds tab has them.
 */
import vm from "node:vm";
import { describe, expect, it } from "vitest";
import type { LiveAnswer, SwissLive } from "../../../src/contract/index";
import { loadBundle } from "../../../tools/standin/index";
import { enterResults, type Json } from "../event/helpers";

const CLUBS = ["Cercle de Lyon", "Dijon Stratèges", "Les Dés de Nîmes", "Grenoble Jeux"];

function swiss(a: LiveAnswer): SwissLive {
  if (!a.ok || a.data.kind !== "swiss") throw new Error("no Swiss data");
  return a.data;
}

function liveOf(
  locale: string,
  protectClubs: "round1" | "every" | undefined,
  players: number,
  clubs: string[],
) {
  const b = loadBundle("build/Code.js", { locale });
  // the draw's seed fixed: the same pairings, with clubmates met by the nearest rule, every run
  vm.runInContext("Math.random = function () { return 0.25; };", b.context);
  b.standin.webApp.url = "https://script.google.com/macros/s/AKfy-test/exec";
  const call = (name: string, ...args: unknown[]) => b.call(name, ...args) as Json;
  const r = call("arbitreCreateEvent", {
    system: "confrerie",
    name: "Open",
    date: "2025-11-14",
    topCut: 0,
    ...(protectClubs ? { protectClubs } : {}),
  });
  expect(r.ok, r.error).toBe(true);
  const rows = Array.from({ length: players }, (_, i) => [`Joueur ${i + 1}`, clubs[i % clubs.length]!, 1500]);
  b.standin.write(`'${r.state.event.tabs.players}'!A2`, rows);
  const on = call("arbitreLiveLink", { op: "on" });
  const token = new URL(on.url).searchParams.get("t")!;
  const live = () => swiss(b.callFromPage("arbitreLiveData", token) as LiveAnswer);
  return { b, call, live, state: () => call("arbitreGetState") };
}

describe("the live page's reasons", () => {
  it("round 2 with club protection: the Rounds tab names the clubs, the live page names none", () => {
    for (const locale of ["fr_FR", "en_US"]) {
      const ev = liveOf(locale, "every", 16, CLUBS.slice(0, 2));
      expect(ev.call("arbitreGenerateRound", { expectedRound: 1 }).ok).toBe(true);
      enterResults(ev);
      const g = ev.call("arbitreGenerateRound", { expectedRound: 2 });
      expect(g.ok, g.error).toBe(true);
      const reasons: string[] = g.state.progress.tables.map((x: Json) => x.why);
      expect(
        reasons.some((w) => /même club|same club/.test(w)),
        reasons.join("\n"),
      ).toBe(true);
      const pairings = ev.live().pairings;
      expect(pairings).toHaveLength(8);
      for (const [, , , why] of pairings) expect(why).not.toMatch(/club|éviter|avoid/i);
      // the other tables' reasons show
      expect(pairings.filter(([, , , why]) => why !== "").length).toBe(
        reasons.filter((w) => !/club/.test(w)).length,
      );
    }
  });

  it("when clubmates had to meet in round 1, the live page says nothing of it", () => {
    // 2 clubs of 5 and 1: clubmates must meet in round 1
    const { call, live } = liveOf("fr_FR", "round1", 6, ["Cercle de Lyon", "Cercle de Lyon", "Dijon"]);
    const g = call("arbitreGenerateRound", { expectedRound: 1 });
    expect(g.ok, g.error).toBe(true);
    const reasons: string[] = g.state.progress.tables.map((x: Json) => x.why);
    expect(
      reasons.some((w) => w.includes("du même club")),
      reasons.join("\n"),
    ).toBe(true);
    for (const [, , , why] of live().pairings) expect(why).not.toMatch(/club/i);
  });

  it("a pair to avoid that had to meet: the Rounds tab says so, the live page does not", () => {
    const ev = liveOf("fr_FR", undefined, 4, CLUBS);
    const made = ev.call("arbitreUpdateEvent", { eventId: "e1", avoidTab: true });
    expect(made.ok, made.error).toBe(true);
    // Joueur 1 is to avoid by everyone: someone must meet him
    ev.b.standin.write("'Paires à éviter'!A2", [
      ["Joueur 1", "Joueur 2"],
      ["Joueur 1", "Joueur 3"],
      ["Joueur 1", "Joueur 4"],
    ]);
    const ask = ev.call("arbitreGenerateRound", { expectedRound: 1 });
    const g = ask.ok ? ask : ev.call("arbitreGenerateRound", { expectedRound: 1, confirm: true });
    expect(g.ok, g.error).toBe(true);
    const reasons: string[] = g.state.progress.tables.map((x: Json) => x.why);
    expect(
      reasons.some((w) => w.includes("la paire soit à éviter")),
      reasons.join("\n"),
    ).toBe(true);
    for (const [, , , why] of ev.live().pairings) expect(why).not.toMatch(/éviter/);
  });

  it("without protection, each table's reason shows as the Rounds tab has it", () => {
    const { call, live } = liveOf("fr_FR", undefined, 8, CLUBS);
    const g = call("arbitreGenerateRound", { expectedRound: 1 });
    expect(g.ok, g.error).toBe(true);
    const reasons: string[] = g.state.progress.tables.map((x: Json) => x.why);
    expect(reasons.every((w) => w !== "")).toBe(true);
    expect(live().pairings.map(([, , , why]) => why)).toEqual(reasons);
  });
});
