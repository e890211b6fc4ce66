/**
 * The custom functions through the real bundle: build/Code.js loaded in the stand-in (node:vm),
 * called from cell formulas evaluated by the stand-in (CUSTOM_FUNCTION auth mode), in a French and
 * an English spreadsheet.
 */
import path from "node:path";
import { describe, expect, it } from "vitest";
import { loadBundle } from "../../tools/standin/index";
import { BUILD } from "../fixtures/build";

const RESULTS = [
  ["A", "B", "Score A", "Score B"],
  ["Alice", "Bob", "V", "D"],
  ["Chloé", "David", "V", "D"],
  ["Emma", "", "", ""],
  ["Alice", "Emma", "V", "D"],
  ["Bob", "Chloé", "F", "V"],
  ["David", "BYE", "", ""],
  ["Alice", "Chloé", "D", "D"],
  ["Emma", "David", "V", "D"],
  ["Chloé", "Alice", "V", "D"],
  ["Emma", "David", "V", "D"],
];

function load(locale: string) {
  return loadBundle(path.join(BUILD, "Code.js"), {
    locale,
    sheets: [
      { name: "Résultats", rows: RESULTS },
      { name: "Calc", rows: [[""]] },
    ],
  });
}

describe("custom functions in build/Code.js (stand-in)", () => {
  it("are top-level functions with @customfunction JSDoc in French and English", () => {
    const b = load("fr_FR");
    const names = b.functions.filter((f) => f.customFunction).map((f) => f.name);
    expect(names).toEqual(
      expect.arrayContaining([
        "ELO_EXPECTED",
        "ELO_DELTA",
        "ELO_K",
        "ELO_RATINGS",
        "MASTERS_POINTS",
        "SONNEBORN",
        "OMW",
        "SOS",
        "SWISS_ROUNDS",
        "MATCHPOINTS",
        "STANDINGS",
        "TAROT_PERCENT",
        "DUPLICATE_INDEX",
        "TAROT_FORM",
      ]),
    );
    const mp = b.functions.find((f) => f.name === "MASTERS_POINTS")!;
    expect(mp.params).toEqual(["final_place", "seeds_present", "duplicate_place"]);
    expect(mp.jsdoc).toContain("Points Masters Grand Sud");
    expect(mp.jsdoc).toContain("Masters Grand Sud points");
    expect(mp.jsdoc).toContain("[duplicate_place]");
  });

  it("compute in cell formulas, scalars and ranges", () => {
    const b = load("fr_FR");
    b.standin.write("Calc!A1", [
      ["=MASTERS_POINTS(14, 9)", '=ELO_DELTA(2000, 1900, "V")', "=ELO_K(12)", "=SWISS_ROUNDS(16)"],
      ["=ELO_EXPECTED(2000, 2000)", '=ELO_DELTA(2000, 1900, "D")', "=MASTERS_POINTS(33, 16)", ""],
    ]);
    expect(b.standin.values("Calc!A1:D2")).toEqual([
      [355, 18, 40, 4],
      [0.5, -32, 0, ""],
    ]);
  });

  it("spill tables: STANDINGS, SOS per entrant, MATCHPOINTS", () => {
    const b = load("fr_FR");
    b.standin.write("Calc!A1", [["=STANDINGS('Résultats'!A2:D11)"]]);
    const v = b.standin.values("Calc!A1:G6");
    expect(v[0]).toEqual(["Rang", "Joueur", "V", "D", "DD", "Bilan", "OMW"]);
    expect(v.slice(1).map((r) => [r[0], r[1], r[5]])).toEqual([
      [1, "Emma", 2],
      [2, "Chloé", 2],
      [3, "Alice", 0],
      [4, "David", -2],
      [5, "Bob", -2],
    ]);
    b.standin.write("Calc!J1", [["Alice"], ["Bob"], ["Chloé"]]);
    b.standin.write("Calc!K1", [["=SOS(J1:J3, 'Résultats'!A2:D11)"]]);
    expect(b.standin.values("Calc!K1:K3")).toEqual([[27], [15], [15]]);
    b.standin.write("Calc!M1", [
      [100, 120, 80],
      [100, "X", 100],
    ]);
    b.standin.write("Calc!Q1", [["=MATCHPOINTS(M1:O2)"]]);
    expect(b.standin.values("Calc!Q1:S2")).toEqual([
      [2, 4, 0],
      [3, 0, 3],
    ]);
  });

  it("show a localised error in the cell", () => {
    const fr = load("fr_FR");
    fr.standin.write("Calc!A1", [["=MASTERS_POINTS(3, -1)"]]);
    expect(fr.standin.probe("Calc!A1").error).toContain(
      "MASTERS_POINTS\u00a0: nombre de têtes de série «\u00a0-1\u00a0» invalide (attendu\u00a0: entier positif ou nul (au-delà de 16, compte pour 16))",
    );
    const en = load("en_US");
    en.standin.write("Calc!A1", [["=MASTERS_POINTS(3, -1)"]]);
    expect(en.standin.probe("Calc!A1").error).toContain(
      "MASTERS_POINTS: number of seeds present '-1' is not valid (expected a whole number, 0 or more (above 16 counts as 16))",
    );
    // D is a draw in an English spreadsheet: V / D is then not a result
    en.standin.write("Calc!B1", [["=STANDINGS('Résultats'!A2:D11)"]]);
    expect(en.standin.probe("Calc!B1").error).toContain("STANDINGS: argument results, row 1:");
  });

  it("can be called directly, with Sheets-shaped arguments", () => {
    const b = load("fr_FR");
    expect(b.call("ELO_DELTA", [[2000], [2000]], [[1900], [2100]], [[1], ["N"]])).toEqual([[18], [7]]);
    expect(() => b.call("ELO_DELTA", [[2000], [2000]], [[1900]], [[1], [0], [1]])).toThrow(
      "ELO_DELTA\u00a0: les plages n'ont pas la même taille (2 × 1 et 3 × 1)",
    );
  });
});

describe("a required argument left out of a formula is an error that names it", () => {
  it("=ELO_DELTA(2000, 1900) says the score is missing, in the spreadsheet's language; optional ones may be left out", () => {
    const fr = load("fr_FR");
    fr.standin.write("Calc!A1", [["=ELO_DELTA(2000, 1900)"]]);
    expect(fr.standin.probe("Calc!A1").error).toContain("ELO_DELTA\u00a0: l'argument score manque");
    const en = load("en_US");
    en.standin.write("Calc!A1", [["=ELO_DELTA(2000, 1900)"]]);
    expect(en.standin.probe("Calc!A1").error).toContain("ELO_DELTA: argument score is missing");
    en.standin.write("Calc!A2", [["=MASTERS_POINTS(3)"]]);
    expect(en.standin.probe("Calc!A2").error).toContain("MASTERS_POINTS: argument seeds_present is missing");
    // the optional k (and curve) left out: a number
    en.standin.write("Calc!A3", [["=ELO_DELTA(2000, 1900, 1)"]]);
    expect(typeof en.standin.probe("Calc!A3").value).toBe("number");
    // a blank cell given on purpose is not "left out" (an empty reference stays a blank result)
    en.standin.write("Calc!A4", [["=ELO_DELTA(2000, 1900, Calc!Z99)"]]);
    expect(en.standin.probe("Calc!A4").error ?? "").not.toContain("missing");
  });
});
