/**
 * A differential is at most 3000 either way (RULES §6 Decision: the most one player can score on a
 * deal of four-player Tarot is 2,940). Beyond it (1e12 pasted, a slip of the keyboard) the Deals tab
 * is refused with the cell named, and TAROT_PERCENT is an error naming the argument and its row;
 * ±3000 itself is a deal.
 */
import path from "node:path";
import { describe, expect, it } from "vitest";
import { loadBundle } from "../../../tools/standin/index";
import { BUILD } from "../../fixtures/build";

// biome-ignore lint/suspicious/noExplicitAny: answers are plain JSON from the bundle.
type Json = any;

function club() {
  const b = loadBundle(path.join(BUILD, "Code.js"), { locale: "fr_FR" });
  const call = (name: string, ...args: unknown[]) => b.call(name, ...args) as Json;
  const r = call("arbitreCreateEvent", {
    system: "tarot-duplicate",
    name: "Mardi tarot",
    date: "2026-03-03",
  });
  expect(r.ok, r.error).toBe(true);
  const tabs = r.state.tarot.tabs as Record<string, string>;
  b.standin.write(`'${tabs.deals}'!A2`, [
    ["M1", "2026-03-03", 1, "défense", "Bot", -20, false],
    ["M1", "2026-03-03", 1, "défense", "Anne", -10, false],
    ["M1", "2026-03-03", 1, "défense", "Bruno", -35, false],
  ]);
  return { b, call, tabs };
}

describe("a differential in the Deals tab", () => {
  it.each([[1e12], [-3001], [3000.5]])("%s: refused, the cell named, nothing written", (value) => {
    const c = club();
    c.b.standin.write(`'${c.tabs.deals}'!F3`, [[value]]);
    const before = JSON.stringify(c.b.standin.values(`'${c.tabs.deals}'!A1:I4`));
    const r = c.call("arbitreComputeTarot", {});
    expect(r.ok).toBe(false);
    expect(r.error).toContain(
      `onglet «\u00a0Donnes\u00a0», ligne 3, colonne Différentiel\u00a0: différentiel «\u00a0${value}\u00a0» impossible\u00a0: un joueur marque au plus 3000 points sur une donne (attendu\u00a0: de −3000 à 3000)`,
    );
    expect(JSON.stringify(c.b.standin.values(`'${c.tabs.deals}'!A1:I4`))).toBe(before);
  });
  it("typed as text (the bot's « 5000 »): refused the same way", () => {
    const c = club();
    c.b.standin.write(`'${c.tabs.deals}'!F2`, [["5000"]]);
    expect(c.call("arbitreComputeTarot", {}).error).toContain(
      "ligne 2, colonne Différentiel\u00a0: différentiel «\u00a05000\u00a0» impossible",
    );
  });
  it("±3000 is a deal: computed", () => {
    const c = club();
    c.b.standin.write(`'${c.tabs.deals}'!F2`, [[-3000], [3000]]);
    expect(c.call("arbitreComputeTarot", {}).ok).toBe(true);
    expect(c.b.standin.values(`'${c.tabs.deals}'!H3`)).toEqual([[6100]]);
  });
});

describe("TAROT_PERCENT", () => {
  function load(locale: string) {
    return loadBundle(path.join(BUILD, "Code.js"), {
      locale,
      sheets: [
        {
          name: "Donnes",
          rows: [
            ["Joueur", "Bot"],
            [30, 10],
            [1e12, 10],
            [10, "4000"],
          ],
        },
        { name: "Calc", rows: [[""]] },
      ],
    });
  }
  it("a differential beyond ±3000 is an error naming the argument and its row", () => {
    const fr = load("fr_FR");
    fr.standin.write("Calc!A1", [
      ["=TAROT_PERCENT(Donnes!A2:A3, Donnes!B2:B3)", "=TAROT_PERCENT(3000, -3000)"],
    ]);
    expect(fr.standin.probe("Calc!A1").error).toContain(
      "TAROT_PERCENT\u00a0: ligne 2\u00a0: différentiel du joueur «\u00a01000000000000\u00a0» impossible\u00a0: un joueur marque au plus 3000 points sur une donne (attendu\u00a0: de −3000 à 3000)",
    );
    expect(fr.standin.values("Calc!B1")).toEqual([[6100]]);
    const en = load("en_US");
    en.standin.write("Calc!A1", [["=TAROT_PERCENT(Donnes!A4, Donnes!B4)"]]);
    expect(en.standin.probe("Calc!A1").error).toContain(
      "bot differential '4000' is not possible: a player scores at most 3000 points on a deal (expected −3000 to 3000)",
    );
  });
});
