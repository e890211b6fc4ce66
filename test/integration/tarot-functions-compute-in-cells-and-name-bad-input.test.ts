/**
 * TAROT_PERCENT, DUPLICATE_INDEX and TAROT_FORM (RULES §6) through the real bundle, in
 * cells of a French and an English spreadsheet: values worked by hand, the header in the
 * spreadsheet's language, and errors that name the argument, row and column.
 */
import path from "node:path";
import { describe, expect, it } from "vitest";
import { loadBundle } from "../../tools/standin/index";
import { BUILD } from "../fixtures/build";

/** One player's deals (A:C): 16 attack deals at 110 % on 2025-05-01, 16 defence deals at 90 % on 2025-05-02. */
function dealRows(side: (s: "attack" | "defence") => string): unknown[][] {
  const rows: unknown[][] = [["Date", "Position", "%"]];
  for (let i = 0; i < 16; i++) rows.push(["2025-05-01", side("attack"), 110]);
  for (let i = 0; i < 16; i++) rows.push(["2025-05-02", side("defence"), 90]);
  return rows;
}

function load(locale: string, rows: unknown[][]) {
  return loadBundle(path.join(BUILD, "Code.js"), {
    locale,
    sheets: [
      { name: "Donnes", rows },
      { name: "Calc", rows: [[""]] },
    ],
  });
}

const FR = (s: "attack" | "defence") => (s === "attack" ? "attaque" : "Défense");
const EN = (s: "attack" | "defence") => (s === "attack" ? "Attack" : "defence");

describe("TAROT_PERCENT in a cell", () => {
  it("max(0, 100 + player − bot), broadcast over a column; blank or text = unfinished = 0", () => {
    const b = load("fr_FR", [
      ["Joueur", "Bot"],
      [30, 10],
      [-5, 10],
      ["", 10],
      ["abandon", 10],
      [-500, 10],
    ]);
    b.standin.write("Calc!A1", [["=TAROT_PERCENT(Donnes!A2:A6, Donnes!B2:B6)", "=TAROT_PERCENT(12, 12)"]]);
    expect(b.standin.values("Calc!A1:A5")).toEqual([[120], [85], [0], [0], [0]]);
    expect(b.standin.values("Calc!B1")).toEqual([[100]]);
  });

  it("a bot differential that is not a number is an error, in the spreadsheet's language", () => {
    const fr = load("fr_FR", [[""]]);
    fr.standin.write("Calc!A1", [['=TAROT_PERCENT(10, "X")']]);
    expect(fr.standin.probe("Calc!A1").error).toContain(
      "TAROT_PERCENT\u00a0: différentiel du bot «\u00a0X\u00a0» invalide (attendu\u00a0: un nombre\u202f; le bot termine toujours ses donnes)",
    );
    const en = load("en_US", [[""]]);
    en.standin.write("Calc!A1", [['=TAROT_PERCENT(10, "X")']]);
    expect(en.standin.probe("Calc!A1").error).toContain(
      "TAROT_PERCENT: bot differential 'X' is not valid (expected a number; the bot always finishes its deals)",
    );
  });
});

describe("DUPLICATE_INDEX in a cell", () => {
  it("the 10 best ÷ 10 by default, blanks ignored, fewer results still ÷ count", () => {
    // 1…11 with a blank: best 10 = 2…11 = 65 → 6.5; A8:A9 holds 7 and 8: 15 ÷ 5 = 3
    const rows: unknown[][] = [[1], [2], [""], [3], [4], [5], [6], [7], [8], [9], [10], [11]];
    const b = load("en_US", rows);
    b.standin.write("Calc!A1", [["=DUPLICATE_INDEX(Donnes!A1:A12)", "=DUPLICATE_INDEX(Donnes!A8:A9, 5)"]]);
    expect(b.standin.values("Calc!A1:B1")).toEqual([[6.5, 3]]);
  });

  it("text among the results and a count of 0 are errors naming the row or the argument", () => {
    const fr = load("fr_FR", [[4], ["beaucoup"]]);
    fr.standin.write("Calc!A1", [["=DUPLICATE_INDEX(Donnes!A1:A2)", "=DUPLICATE_INDEX(Donnes!A1:A1, 0)"]]);
    expect(fr.standin.probe("Calc!A1").error).toContain("DUPLICATE_INDEX\u00a0: argument scores, ligne 2");
    expect(fr.standin.probe("Calc!A1").error).toContain("résultat «\u00a0beaucoup\u00a0» invalide");
    expect(fr.standin.probe("Calc!B1").error).toContain(
      "nombre de résultats «\u00a00\u00a0» invalide (attendu\u00a0: entier à partir de 1)",
    );
  });
});

describe("TAROT_FORM in a cell", () => {
  it("fr_FR: a header, then attack average, defence average, current %, cumuls counted, provisional", () => {
    const b = load("fr_FR", dealRows(FR));
    b.standin.write("Calc!A1", [["=TAROT_FORM(Donnes!A2:C33)"]]);
    expect(b.standin.values("Calc!A1:F2")).toEqual([
      ["Moyenne attaque", "Moyenne défense", "% actuel", "Cumuls attaque", "Cumuls défense", "Provisoire"],
      // ¼ × 110 + ¾ × 90 = 95
      [110, 90, 95, 1, 1, true],
    ]);
  });

  it("en_US: 45 days after the attack cumul it still counts, 46 days after it is out and the current % is blank", () => {
    const b = load("en_US", dealRows(EN));
    b.standin.write("Calc!A1", [['=TAROT_FORM(Donnes!A2:C33, "2025-06-15")']]);
    b.standin.write("Calc!A4", [['=TAROT_FORM(Donnes!A2:C33, "2025-06-16")']]);
    expect(b.standin.values("Calc!A1:F2")).toEqual([
      ["Attack average", "Defence average", "Current %", "Attack cumuls", "Defence cumuls", "Provisional"],
      [110, 90, 95, 1, 1, true],
    ]);
    expect(b.standin.values("Calc!A5:F5")).toEqual([["", 90, "", 0, 1, true]]);
  });

  it("a bad side and dates out of order are named with their row and column", () => {
    const rows = dealRows(FR);
    rows[3]![1] = "sud";
    const fr = load("fr_FR", rows);
    fr.standin.write("Calc!A1", [["=TAROT_FORM(Donnes!A2:C33)"]]);
    expect(fr.standin.probe("Calc!A1").error).toContain(
      "TAROT_FORM\u00a0: argument deals, ligne 3, colonne position\u00a0: position «\u00a0sud\u00a0» invalide (attendu\u00a0: attaque ou défense)",
    );
    const late = dealRows(EN);
    late[5]![0] = "2025-04-30";
    const en = load("en_US", late);
    en.standin.write("Calc!A1", [["=TAROT_FORM(Donnes!A2:C33)"]]);
    expect(en.standin.probe("Calc!A1").error).toContain("TAROT_FORM: argument deals, row 5, column date:");
    expect(en.standin.probe("Calc!A1").error).toContain("not in date order: 2025-04-30 after 2025-05-01");
  });
});
