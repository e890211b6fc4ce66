/**
 * A score cell means what the sheet means (RULES §0, §2). In a French sheet « 3.5 » stays text: the
 * row's Statut says « À confirmer » and STANDINGS leaves the table out, so the server must not read
 * 3.5 either; it refuses the text and names its cell. Dust scores are whole numbers, in the sheet as
 * on the form: 2.5 and 1e308 are refused as they are typed, and by the server when they got past
 * the cell (a paste, a script).
 */
import { describe, expect, it } from "vitest";
import { type Event, newEvent } from "./helpers";

function firstTable(ev: Event): { a: string; b: string; row: number } {
  const g = ev.call("arbitreGenerateRound", { expectedRound: 1 });
  expect(g.ok, g.error).toBe(true);
  return g.state.progress.tables.find((t: { b: string }) => t.b !== "");
}

describe("Dust: a score typed as text is refused with its cell, as the sheet does not count it", () => {
  it("« 3.5 » in a French sheet stays text: À confirmer in the sheet, refused by the server naming the cell", () => {
    const ev = newEvent({ system: "dust", players: 4 });
    const t = firstTable(ev);
    // pasted past the cell's rule: the sheet keeps it as text
    ev.b.standin.write(`Rondes!J${t.row}`, [["3.5", 1]]);
    expect(ev.b.standin.probe(`Rondes!J${t.row}`).value).toBe("3.5");
    expect(ev.b.standin.probe(`Rondes!I${t.row}`).value).toBe("À confirmer");
    const state = ev.state();
    expect(state.messages.map((m: { text: string }) => m.text).join("\n")).toMatch(
      new RegExp(
        `onglet «\u00a0Rondes\u00a0», ligne ${t.row}, colonne J \\(Score A\\).*«\u00a03\\.5\u00a0» saisi comme du texte`,
      ),
    );
    const close = ev.call("arbitreCloseRound", { round: 1, confirm: true });
    expect(close.ok).toBe(false);
    expect(close.error).toMatch(/colonne J \(Score A\).*«\u00a03\.5\u00a0» saisi comme du texte/);
  });

  it("« 3 » kept as text (a cell formatted as plain text) is refused the same way", () => {
    const ev = newEvent({ system: "dust", players: 4, locale: "en_GB" });
    const t = firstTable(ev);
    ev.b.standin.write(`Rounds!K${t.row}`, [["'3"]]);
    ev.b.standin.write(`Rounds!J${t.row}`, [[1]]);
    expect(ev.b.standin.probe(`Rounds!K${t.row}`).value).toBe("3");
    const state = ev.state();
    expect(state.messages.map((m: { text: string }) => m.text).join("\n")).toMatch(
      /column K \(Score B\).*'3' typed as text/,
    );
  });
});

describe("Dust: scores are whole numbers in the sheet too", () => {
  it("2.5 and 1e308 are refused as they are typed; 0 and 12 are accepted", () => {
    const ev = newEvent({ system: "dust", players: 4 });
    const t = firstTable(ev);
    for (const bad of [2.5, 1e308, -1, "douze"]) {
      const r = ev.b.standin.type(`Rondes!J${t.row}`, bad);
      expect(r.ok, String(bad)).toBe(false);
      expect(ev.b.standin.probe(`Rondes!J${t.row}`).value).toBe("");
    }
    expect(ev.b.standin.type(`Rondes!J${t.row}`, 0)).toEqual({ ok: true });
    expect(ev.b.standin.type(`Rondes!K${t.row}`, 12)).toEqual({ ok: true });
    expect(ev.state().messages).toEqual([]);
  });

  it("2.5 and 1e308 that got past the cell are refused by the server, naming the cell", () => {
    for (const bad of [2.5, 1e308]) {
      const ev = newEvent({ system: "dust", players: 4 });
      const t = firstTable(ev);
      ev.b.standin.write(`Rondes!J${t.row}`, [[3, bad]]);
      const close = ev.call("arbitreCloseRound", { round: 1, confirm: true });
      expect(close.ok, String(bad)).toBe(false);
      expect(close.error).toMatch(
        new RegExp(`ligne ${t.row}, colonne K \\(Score B\\).*attendu\u00a0: un nombre entier de 0 à 999 999`),
      );
    }
  });
});

describe("Dust: an army list typed as text is refused, as the army-points-left rule does not count it", () => {
  it("« 250 » kept as text in the Players tab: refused with its cell before anything is paired", () => {
    const ev = newEvent({ system: "dust", players: 4 });
    ev.b.standin.write("Joueurs!D3", [["'250"]]);
    expect(ev.b.standin.probe("Joueurs!D3").value).toBe("250");
    const g = ev.call("arbitreGenerateRound", { expectedRound: 1 });
    expect(g.ok).toBe(false);
    expect(g.error).toMatch(/ligne 3, colonne D \(Points d'armée\).*«\u00a0250\u00a0» saisi comme du texte/);
  });
});
