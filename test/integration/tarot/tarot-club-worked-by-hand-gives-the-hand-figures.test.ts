/**
 * A small club worked by hand, end to end through the sidebar: two humans and the bot, one
 * tournament of two deals on mixed sides, one deal not finished in time; the Deals tab's % and
 * matchpoints, the Tournaments tab, the Public tab — each value worked out in the comments, not
 * by the engine. Then the Deals tab's cells as organisers type them: a differential typed as text,
 * a forgotten differential, an unticked box on an empty row, a blank row inserted after a compute.
 */
import { describe, expect, it } from "vitest";
import { loadBundle } from "../../../tools/standin/index";

// biome-ignore lint/suspicious/noExplicitAny: answers are plain JSON from the bundle.
type Json = any;

function club() {
  const b = loadBundle("build/Code.js", { locale: "fr_FR" });
  const call = (name: string, ...args: unknown[]) => b.call(name, ...args) as Json;
  const r = call("arbitreCreateEvent", {
    system: "tarot-duplicate",
    name: "Mardi tarot",
    date: "2026-03-03",
  });
  expect(r.ok, r.error).toBe(true);
  const tabs = r.state.tarot.tabs as Record<string, string>;
  return { b, call, tabs };
}

// Deal 1 (defence for everyone): bot −20 → 100 %; Anne −10 → 110 %; Bruno −35 → 85 %.
//   2 humans: top = 4. Anne beats both → 4; bot beats Bruno → 2; Bruno 0.
// Deal 2: the bot attacks and wins 30 (100 %); Anne defends 30 → 100 % (ties the bot); Bruno
//   attacks, not finished in time → 0 %, bulle. Anne: beats Bruno, ties the bot → 3; bot 3; Bruno 0.
// Totals: Anne 7 (attack 0, defence 7), bot 5, Bruno 0 (attack 0, defence 0). Anne wins.
const ROWS = [
  ["M1", "2026-03-03", 1, "défense", "Bot", -20, false],
  ["M1", "2026-03-03", 1, "défense", "Anne", -10, false],
  ["M1", "2026-03-03", 1, "défense", "Bruno", -35, false],
  ["M1", "2026-03-03", 2, "attaque", "Bot", 30, false],
  ["M1", "2026-03-03", 2, "défense", "Anne", "30", false],
  ["M1", "2026-03-03", 2, "attaque", "Bruno", "", true],
];

describe("a club worked by hand", () => {
  it("the Deals tab's % and matchpoints, the Tournaments and Public tabs", () => {
    const c = club();
    c.b.standin.write(`'${c.tabs.deals}'!A2`, ROWS);
    const r = c.call("arbitreComputeTarot", {});
    expect(r.ok, r.error).toBe(true);
    expect(c.b.standin.values(`'${c.tabs.deals}'!H2:I7`)).toEqual([
      [100, 2],
      [110, 4],
      [85, 0],
      [100, 3],
      [100, 3],
      [0, 0],
    ]);
    expect(c.b.standin.values(`'${c.tabs.tournaments}'!A2:J4`)).toEqual([
      ["M1", "03/03/2026", 1, "Anne", 7, 0, 7, 0, 2, "Victoire"],
      ["M1", "03/03/2026", 2, "Bot", 5, 3, 2, 1, 1, ""],
      ["M1", "03/03/2026", 3, "Bruno", 0, 0, 0, 1, 1, ""],
    ]);
    expect(c.call("arbitrePublish", {}).ok).toBe(true);
    // for a phone: three columns, the winner said on the line under her
    expect(c.b.standin.values(`'${c.tabs.public}'!A4:D9`)).toEqual([
      ["Dernier tournoi\u00a0: M1 du 03/03/2026", "", "", ""],
      ["Rang", "Joueur", "Points de match", ""],
      [1, "Anne", 7, ""],
      ["", "Vainqueur du tournoi", "", ""],
      [2, "Bot", 5, ""],
      [3, "Bruno", 0, ""],
    ]);
  });

  it("a forgotten differential is refused with its row (not taken for a deal not finished)", () => {
    const c = club();
    c.b.standin.write(`'${c.tabs.deals}'!A2`, ROWS);
    c.b.standin.write(`'${c.tabs.deals}'!F4`, [[""]]);
    const r = c.call("arbitreComputeTarot", {});
    expect(r.ok).toBe(false);
    expect(r.error).toContain(
      "onglet «\u00a0Donnes\u00a0», ligne 4, colonne Différentiel\u00a0: le différentiel manque\u00a0: saisissez-le, ou cochez «\u00a0Non terminée\u00a0» pour une donne pas finie dans le temps",
    );
    // the same tournament name a week later
    c.b.standin.write(`'${c.tabs.deals}'!A8`, [["M1", "2026-03-10", 1, "défense", "Bot", 0, false]]);
    expect(c.call("arbitreComputeTarot", {}).error).toContain(
      "ligne 8, colonne Tournoi\u00a0: le tournoi «\u00a0M1\u00a0» a déjà des donnes le 03/03/2026 (ligne 2)\u00a0: donnez un autre nom au tournoi du 10/03/2026",
    );
    // text that is not a number is quoted as typed
    c.b.standin.write(`'${c.tabs.deals}'!F4`, [["x12"]]);
    expect(c.call("arbitreComputeTarot", {}).error).toContain(
      "ligne 4, colonne Différentiel\u00a0: différentiel «\u00a0x12\u00a0» invalide",
    );
  });

  it("an unticked box on an empty row is a blank row; a blank row inserted after a compute does not hold Publish back", () => {
    const c = club();
    c.b.standin.write(`'${c.tabs.deals}'!A2`, ROWS);
    c.b.standin.write(`'${c.tabs.deals}'!G12`, [[false]]);
    expect(c.call("arbitreComputeTarot", {}).ok).toBe(true);
    // the same rows with a blank row between them
    c.b.standin.write(`'${c.tabs.deals}'!A2`, [
      ...ROWS.slice(0, 3),
      ["", "", "", "", "", "", ""],
      ...ROWS.slice(3),
    ]);
    const st = c.call("arbitreGetState");
    expect(st.messages).toEqual([]);
    expect(st.actions.publish.enabled).toBe(true);
  });
});
