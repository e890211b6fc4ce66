/**
 * Army points are checked as they are typed (RULES §2): in the Players tab a list is a number from 1
 * to 300 AP; in the Rounds tab the army points left are a number from 0 to the player's own list,
 * and scores are numbers. "douze", 350 and -5 are refused in the cell (Sheets data validation, as
 * the stand-in applies it to what a person types); the server still checks what got past (pasted,
 * written by a script) and names the tab, row, column, value and list.
 */
import { describe, expect, it } from "vitest";
import { armyLeftRuleFormula, playersLayout, SCORES_LAYOUT } from "../../../src/sheets/kinds/swiss/schema";
import { type Event, newEvent } from "./helpers";

/** Players get lists of 250 + i AP (helpers.newEvent): Joueur 0003 has 253. */
function listOf(name: string): number {
  return 250 + (Number(name.slice(-4)) % 50);
}

function round1(ev: Event) {
  const g = ev.call("arbitreGenerateRound", { expectedRound: 1 });
  expect(g.ok, g.error).toBe(true);
  return g.state.progress.tables.filter((t: { b: string }) => t.b !== "") as {
    a: string;
    b: string;
    row: number;
  }[];
}

describe("Players tab: an army list is a number from 1 to 300 AP, refused in the cell otherwise", () => {
  it("'douze', 0, -5, 350 refused as typed, the cell unchanged; 1 and 300 accepted", () => {
    const ev = newEvent({ system: "dust", players: 4 });
    for (const bad of ["douze", 0, -5, 350, 300.5]) {
      const r = ev.b.standin.type("Joueurs!D2", bad);
      expect(r, String(bad)).toEqual({
        ok: false,
        message: "Points d'armée de la liste\u00a0: un nombre de 1 à 300",
      });
      expect(ev.b.standin.probe("Joueurs!D2").value).toBe(251);
    }
    expect(ev.b.standin.type("Joueurs!D2", 300)).toEqual({ ok: true });
    expect(ev.b.standin.type("Joueurs!D3", 1)).toEqual({ ok: true });
    expect(ev.state().messages).toEqual([]);
  });

  it("what gets past the cell (a paste, a script) is refused by the server: 0 and 350 name the row", () => {
    const ev = newEvent({ system: "dust", players: 4, locale: "en_GB" });
    ev.b.standin.write("Players!D3", [[0]]);
    const zero = ev.call("arbitreGenerateRound", { expectedRound: 1 });
    expect(zero.ok).toBe(false);
    expect(zero.error).toMatch(
      /tab 'Players', row 3, column D \(Army points\).*Joueur 0002's list is 0 AP: a list is worth 1 to 300 AP/,
    );
    ev.b.standin.write("Players!D3", [[350]]);
    const big = ev.call("arbitreGenerateRound", { expectedRound: 1 });
    expect(big.error).toMatch(/row 3, column D \(Army points\).*350 AP: at most 300 AP/);
  });
});

describe("Rounds tab: army points left from 0 to the player's own list, scores as numbers", () => {
  it("'douze', -5, 350 and more than the player's list refused in the cell; the list itself and 0 accepted", () => {
    const ev = newEvent({ system: "dust", players: 6 });
    const tables = round1(ev);
    for (const t of tables) {
      for (const [col, who] of [
        ["G", t.a],
        ["H", t.b],
      ] as const) {
        const cell = `Rondes!${col}${t.row}`;
        const list = listOf(who);
        for (const bad of ["douze", -5, 350, list + 1]) {
          const r = ev.b.standin.type(cell, bad);
          expect(r.ok, `${cell} (${who}, ${list} AP) ${bad}`).toBe(false);
          expect(ev.b.standin.probe(cell).value).toBe("");
        }
        expect(ev.b.standin.type(cell, list), `${cell} ${list}`).toEqual({ ok: true });
        expect(ev.b.standin.type(cell, 0)).toEqual({ ok: true });
        expect(ev.b.standin.type(cell, 120)).toEqual({ ok: true });
      }
    }
    const r = ev.b.standin.type(`Rondes!G${tables[0]!.row}`, "douze");
    expect(r).toEqual({
      ok: false,
      message:
        "PA restants\u00a0: un nombre de 0 à la liste du joueur (onglet des joueurs\u202f; 300 au plus)",
    });
    // scores: numbers ≥ 0
    const row = tables[0]!.row;
    for (const bad of ["douze", -5]) expect(ev.b.standin.type(`Rondes!J${row}`, bad).ok).toBe(false);
    expect(ev.b.standin.type(`Rondes!J${row}`, 3)).toEqual({ ok: true });
    expect(ev.state().messages).toEqual([]);
  });

  it("the rule reads the Players tab as it is now: a list changed or left blank (then up to 300)", () => {
    const ev = newEvent({ system: "dust", players: 4 });
    const t = round1(ev)[0]!;
    const rowA = Number(t.a.slice(-4)) + 1;
    ev.b.standin.write(`Joueurs!D${rowA}`, [[100]]);
    expect(ev.b.standin.type(`Rondes!G${t.row}`, 101).ok).toBe(false);
    expect(ev.b.standin.type(`Rondes!G${t.row}`, 100)).toEqual({ ok: true });
    ev.b.standin.write(`Joueurs!D${rowA}`, [[""]]);
    expect(ev.b.standin.type(`Rondes!G${t.row}`, 300)).toEqual({ ok: true });
    expect(ev.b.standin.type(`Rondes!G${t.row}`, 301).ok).toBe(false);
  });

  it("one rule over the round's army columns: the same calls for 6 and 60 players", () => {
    const calls: Record<string, number>[] = [];
    for (const n of [6, 60]) {
      const ev = newEvent({ system: "dust", players: n });
      ev.b.counter.calls.length = 0;
      round1(ev);
      calls.push({
        formula: ev.b.counter.count("DataValidationBuilder.requireFormulaSatisfied"),
        setDataValidation: ev.b.counter.count("Range.setDataValidation"),
        setDataValidations: ev.b.counter.count("Range.setDataValidations"),
      });
    }
    // one rule per input column block (army left, scores, dispute, decision): the army, the
    // scores (whole numbers) and the decision rules are custom formulas; no per-cell grid of rules
    expect(calls[0]).toEqual({ formula: 3, setDataValidation: 4, setDataValidations: 0 });
    expect(calls[1]).toEqual(calls[0]);
  });

  it("the server refuses army points left above the player's list (pasted past the cell), naming tab, row, column, value and list", () => {
    for (const [locale, tab, head, text] of [
      [
        "fr_FR",
        "Rondes",
        "PA restants A",
        (v: number, name: string, list: number, row: number) =>
          `${v} PA restants pour ${name}\u00a0: plus que sa liste (${list} PA, onglet «\u00a0Joueurs\u00a0», ligne ${row})`,
      ],
      [
        "en_GB",
        "Rounds",
        "AP left A",
        (v: number, name: string, list: number, row: number) =>
          `${v} AP left for ${name}: more than their list (${list} AP, tab 'Players', row ${row})`,
      ],
    ] as const) {
      const ev = newEvent({ system: "dust", players: 6, locale });
      const t = round1(ev)[0]!;
      const list = listOf(t.a);
      ev.b.standin.write(`'${tab}'!G${t.row}`, [[list + 10]]);
      const st = ev.state();
      const message = st.messages.map((m: { text: string }) => m.text).join("\n");
      expect(message).toContain(`${t.row}`);
      expect(message).toContain(`G (${head})`);
      expect(message).toContain(text(list + 10, t.a, list, Number(t.a.slice(-4)) + 1));
      const close = ev.call("arbitreCloseRound", { round: 1, confirm: true });
      expect(close.ok).toBe(false);
      expect(close.error).toContain(text(list + 10, t.a, list, Number(t.a.slice(-4)) + 1));
    }
  });
});

describe("the rule's formula", () => {
  it("reads the same in every locale (no argument separator, no decimal) and quotes the tab's name", () => {
    const players = playersLayout({ system: "dust" });
    const f = armyLeftRuleFormula(SCORES_LAYOUT, players, `Joueurs — L'"Open"`, 12, 300);
    expect(f.startsWith("=ISNUMBER(G12)*(G12>=0)*(G12<=")).toBe(true);
    const outsideStrings = f
      .split('"')
      .filter((_, i) => i % 2 === 0)
      .join("");
    expect(outsideStrings).not.toMatch(/[,;]/);
    expect(outsideStrings).not.toMatch(/\d\.\d/);
    expect(f).toContain(`INDIRECT("'Joueurs — L''""Open""'!A2:A")`);
    expect(f).toContain("TRIM(C12)");
    expect(f).toContain(`INDIRECT("'Joueurs — L''""Open""'!D2:D")`);
  });
});
