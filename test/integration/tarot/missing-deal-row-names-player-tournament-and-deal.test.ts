/**
 * A player's row deleted for one deal of a Tarot tournament is not scored without her: Check and
 * compute refuses and names the player, the tournament and the deal, and writes nothing. Through
 * the real bundle in the stand-in.
 */
import { describe, expect, it } from "vitest";
import { loadBundle } from "../../../tools/standin/index";
import { clubRows, type Json } from "./club";

function club(keep: (row: unknown[]) => boolean) {
  const b = loadBundle("build/Code.js", { locale: "fr_FR" });
  const call = (n: string, ...a: unknown[]) => b.call(n, ...a) as Json;
  const r = call("arbitreCreateEvent", { system: "tarot-duplicate", name: "Club", date: "2025-10-01" });
  expect(r.ok, r.error).toBe(true);
  const tabs = r.state.tarot.tabs as Record<string, string>;
  const rows = clubRows({ players: 6, tournaments: 2, deals: 8, first: "2025-10-03" }).filter(keep);
  b.standin.write(`'${tabs.deals}'!A2`, rows);
  return { b, call, tabs, rows };
}

describe("a missing deal row", () => {
  it("Chloé's row of deal 5 of T002 deleted: refused, naming Chloé, T002 and deal 5", () => {
    const c = club((x) => !(x[0] === "T002" && x[2] === 5 && x[4] === "Chloé"));
    const before = JSON.stringify(c.b.standin.values(`'${c.tabs.tournaments}'!A1:J40`));
    const r = c.call("arbitreComputeTarot", {});
    expect(r.ok).toBe(false);
    expect(r.error).toMatch(/1 problème/);
    expect(r.error).toContain(
      "Chloé n'a pas de ligne pour la ou les donnes 5 du tournoi «\u00a0T002\u00a0»\u00a0: chaque joueur du tournoi a une ligne par donne",
    );
    expect(JSON.stringify(c.b.standin.values(`'${c.tabs.tournaments}'!A1:J40`))).toBe(before);
  });

  it("two deals missing for one player: one problem naming both", () => {
    const c = club((x) => !(x[0] === "T001" && (x[2] === 2 || x[2] === 7) && x[4] === "Anne"));
    const r = c.call("arbitreComputeTarot", {});
    expect(r.ok).toBe(false);
    expect(r.error).toMatch(/1 problème/);
    expect(r.error).toContain(
      "Anne n'a pas de ligne pour la ou les donnes 2, 7 du tournoi «\u00a0T001\u00a0»",
    );
  });

  it("every row there: computed", () => {
    const c = club(() => true);
    const r = c.call("arbitreComputeTarot", {});
    expect(r.ok, r.error).toBe(true);
  });
});
