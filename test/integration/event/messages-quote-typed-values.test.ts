/**
 * Messages quote what the organiser typed as the spreadsheet shows it, and name what is wrong in
 * the organiser's words: settings by their field ("nom de l'événement", "durée de ronde"…), cell
 * values as displayed in the spreadsheet's locale (a date typed in a result cell is «11/03/2025»
 * in fr_FR and «3/11/2025» in en_US, not «Tue Mar 11 2025 …»).
 */

import { describe, expect, it } from "vitest";
import { loadBundle } from "../../../tools/standin/index";
import { newEvent, snapshot } from "./helpers";

describe("settings messages name the field in the organiser's words and say what is expected", () => {
  const cases: [string, RegExp][] = [
    ["fr_FR", /^le nom de l'événement est vide\u00a0: donnez-lui un nom$/],
    ["en_US", /^the event name is empty: give it a name$/],
  ];
  for (const [locale, message] of cases) {
    it(`a blank event name (${locale}): at creation and on update, nothing written`, () => {
      const b = loadBundle("build/Code.js", { locale });
      const created = b.call("arbitreCreateEvent", {
        system: "confrerie",
        name: "   ",
        date: "2025-11-14",
      }) as {
        ok: boolean;
        error: string;
      };
      expect(created.ok).toBe(false);
      expect(created.error).toMatch(message);
      const ev = newEvent({ system: "confrerie", players: 4, locale });
      const before = snapshot(ev.b);
      const r = ev.call("arbitreUpdateEvent", { eventId: ev.state().event.id, name: "" });
      expect(r.ok).toBe(false);
      expect(r.error).toMatch(message);
      expect(snapshot(ev.b)).toBe(before);
    });
  }

  it("every other setting, in English: round length, number of rounds, top cut, date, system", () => {
    const ev = newEvent({ system: "dust", players: 6, locale: "en_US" });
    const id = ev.state().event.id;
    const refused = (change: object) => ev.call("arbitreUpdateEvent", { eventId: id, ...change }).error;
    expect(refused({ roundMinutes: 0 })).toBe(
      "round length '0' is not valid: expected a whole number of minutes, from 1 to 600",
    );
    expect(refused({ rounds: 31 })).toBe(
      "number of rounds '31' is not valid: expected a whole number from 1 to 30, or 0 to set it from the number of players",
    );
    expect(refused({ topCut: 3 })).toBe("top cut '3' is not valid: expected 0 (none), 2, 4 or 8");
    expect(refused({ date: "2025-02-30" })).toBe(
      "date '2025-02-30' is not valid: expected a date that exists, as YYYY-MM-DD (for example 2025-11-14)",
    );
    const other = ev.call("arbitreCreateEvent", { system: "chess", name: "Blitz", another: true });
    expect(other.error).toBe("unknown system 'chess': choose one from the list of the New event dialog");
  });
});

/** An event whose round 1 is generated; `names` registered first (typed as given). */
function started(system: "confrerie" | "dust", locale: string, names: unknown[][] = []) {
  const ev = newEvent({ system, players: 6 - names.length, locale });
  const tab = ev.state().event.tabs.players;
  if (names.length > 0) ev.b.standin.write(`'${tab}'!A${8 - names.length}`, names);
  const g = ev.call("arbitreGenerateRound", { expectedRound: 1 });
  if (!g.ok) throw new Error(g.error);
  return { ev, st: g.state };
}

/** The refusal of Close round (a read of every tab) and the sidebar's error line. */
function refusal(ev: ReturnType<typeof started>["ev"]): string {
  const before = snapshot(ev.b);
  const r = ev.call("arbitreCloseRound", { round: 1, confirm: true });
  expect(r.ok).toBe(false);
  expect(snapshot(ev.b)).toBe(before);
  const errors = ev.state().messages.filter((m: { level: string }) => m.level === "error");
  expect(errors.map((m: { text: string }) => m.text)).toEqual([r.error]);
  return r.error;
}

describe("a date typed where Arbitre expects something else is quoted as the cell shows it", () => {
  it("fr_FR: a date in Vainqueur déclaré is «11/03/2025»", () => {
    const { ev, st } = started("confrerie", "fr_FR");
    const g = st.progress.tables.find((x: { b: string }) => x.b !== "");
    ev.b.standin.write(`Rondes!H${g.row}`, [["11/03/2025"]]);
    expect(ev.b.standin.displayValues(`Rondes!H${g.row}`)).toEqual([["11/03/2025"]]);
    expect(refusal(ev)).toBe(
      `onglet «\u00a0Rondes\u00a0», ligne ${g.row}, colonne H (Vainqueur déclaré)\u00a0: «\u00a011/03/2025\u00a0» n'est pas un choix ` +
        `possible ici (choix\u00a0: ${g.a}, ${g.b})\u00a0: résultat saisi dans la mauvaise colonne\u202f?`,
    );
  });

  it("en_US: the same date is «3/11/2025»", () => {
    const { ev, st } = started("confrerie", "en_US");
    const g = st.progress.tables.find((x: { b: string }) => x.b !== "");
    ev.b.standin.write(`Rounds!H${g.row}`, [["3/11/2025"]]);
    expect(refusal(ev)).toBe(
      `tab 'Rounds', row ${g.row}, column H (Reported winner): '3/11/2025' is not a possible choice here ` +
        `(choices: ${g.a}, ${g.b}): result typed in the wrong column?`,
    );
  });

  it("a date in a score cell (Dust) says the cell holds a date where a number is expected", () => {
    const { ev, st } = started("dust", "fr_FR");
    const g = st.progress.tables.find((x: { b: string }) => x.b !== "");
    ev.b.standin.write(`Rondes!J${g.row}`, [["12/3"]]);
    const shown = ev.b.standin.displayValues(`Rondes!J${g.row}`)[0]![0]!;
    expect(shown).toMatch(/^12\/03\/\d{4}$/);
    expect(refusal(ev)).toBe(
      `onglet «\u00a0Rondes\u00a0», ligne ${g.row}, colonne J (Score A)\u00a0: «\u00a0${shown}\u00a0» est une date (ou une heure) alors ` +
        "qu'un nombre est attendu ici\u00a0: si la cellule doit contenir un nombre, elle est au format date\u202f; " +
        "choisissez Format ▸ Nombre ▸ Automatique et le nombre réapparaît",
    );
  });

  it("a date typed as a name, a time as a status, a logical value as a rating: each as the cell shows it", () => {
    const cases: [string, unknown, RegExp][] = [
      [
        "A",
        "11/03/2025",
        /colonne A \(Nom\)\u00a0: «\u00a011\/03\/2025\u00a0» n'est pas un nom\u00a0: Google Sheets l'a lu comme une date/,
      ],
      [
        "D", // La Confrérie's Players tab: Nom, Club, Classement, Statut, Notes
        "14:30",
        /colonne D \(Statut\)\u00a0: «\u00a014:30(:00)?\u00a0» n'est pas accepté ici \(choix\u00a0: Actif, Abandon\)/,
      ],
      ["C", "VRAI", /colonne C \(Classement\)\u00a0: «\u00a0VRAI\u00a0» n'est pas un nombre/],
    ];
    for (const [column, typed, message] of cases) {
      const ev = newEvent({ system: "confrerie", players: 4 });
      ev.b.standin.write(`Joueurs!${column}3`, [[typed]]);
      const r = ev.call("arbitreGenerateRound", { expectedRound: 1 });
      expect(r.ok).toBe(false);
      expect(r.error).toMatch(message);
      expect(r.error).not.toMatch(/GMT|1899|Dec|true/);
    }
  });
});

describe("a number is quoted in the spreadsheet's notation", () => {
  it("fr_FR: army points typed 310,5 are «310,5», not 310.5", () => {
    const ev = newEvent({ system: "dust", players: 4 });
    ev.b.standin.write("Joueurs!D3", [["310,5"]]);
    expect(ev.b.standin.values("Joueurs!D3")).toEqual([[310.5]]);
    const r = ev.call("arbitreGenerateRound", { expectedRound: 1 });
    expect(r.ok).toBe(false);
    expect(r.error).toBe(
      "onglet «\u00a0Joueurs\u00a0», ligne 3, colonne D (Points d'armée)\u00a0: la liste de Joueur 0002 fait 310,5 PA\u00a0: 300 PA au plus",
    );
  });
});

describe("a name made of digits is the same name, typed as a number or as text", () => {
  it("'1984' registered as text, 1984 picked as the winner (a number): the result counts", () => {
    const { ev, st } = started("confrerie", "fr_FR", [["'1984"]]);
    const g = st.progress.tables.find((x: { a: string; b: string }) => x.a === "1984" || x.b === "1984");
    expect(g).toBeDefined();
    ev.b.standin.write(`Rondes!H${g.row}:I${g.row}`, [[1984, "Oui"]]);
    expect(typeof ev.b.standin.values(`Rondes!H${g.row}`)[0]![0]).toBe("number");
    const after = ev.state();
    expect(after.messages.filter((m: { level: string }) => m.level === "error")).toEqual([]);
    const counted = after.progress.tables.find((x: { row: number }) => x.row === g.row);
    expect(counted.status).toBe("confirmed");
    // the sheet's own formulas agree: Résultat A/B say who won
    const [resA, resB] = ev.b.standin.values(`Rondes!E${g.row}:F${g.row}`)[0]!;
    expect(g.a === "1984" ? [resA, resB] : [resB, resA]).toEqual(["Victoire", "Défaite"]);
  });

  it("1984 typed without an apostrophe in the Players tab is the player '1984' (written as text in Rounds)", () => {
    const { ev, st } = started("confrerie", "fr_FR", [[1984]]);
    expect(st.players.map((p: { name: string }) => p.name)).toContain("1984");
    const names = (ev.b.standin.values("Rondes!C2:D4") as unknown[][]).flat();
    expect(names).toContain("1984");
    expect(names.every((v) => typeof v === "string")).toBe(true);
  });

  it("007 typed as a number is 7: the message quotes 7 and says how to type the name", () => {
    const { ev, st } = started("confrerie", "fr_FR", [["'007"]]);
    const g = st.progress.tables.find((x: { a: string; b: string }) => x.a === "007" || x.b === "007");
    ev.b.standin.write(`Rondes!J${g.row}`, [["007"]]);
    expect(refusal(ev)).toBe(
      `onglet «\u00a0Rondes\u00a0», ligne ${g.row}, colonne J (Décision arbitre)\u00a0: «\u00a07\u00a0» (un nombre) n'est pas un choix ` +
        `possible ici (choix\u00a0: ${g.a}, ${g.b}, Double défaite)\u00a0: pour un nom fait de chiffres, tapez-le ` +
        "exactement, précédé d'une apostrophe (par exemple '007)",
    );
  });
});

describe("what a cell shows is read only to quote a value that is not text", () => {
  it("no getDisplayValues while every cell is text; one for the tab whose value is quoted", () => {
    const { ev, st } = started("confrerie", "fr_FR");
    ev.b.counter.calls.length = 0;
    ev.call("arbitreGetState");
    expect(ev.b.counter.count("Range.getDisplayValues")).toBe(0);
    const g = st.progress.tables.find((x: { b: string }) => x.b !== "");
    ev.b.standin.write(`Rondes!H${g.row}`, [["11/03/2025"]]);
    ev.b.counter.calls.length = 0;
    ev.call("arbitreGetState");
    expect(ev.b.counter.count("Range.getDisplayValues")).toBe(1);
  });
});
