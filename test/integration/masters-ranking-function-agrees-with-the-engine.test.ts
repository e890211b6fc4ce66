/**
 * MASTERS_RANKING (RULES §5) through the real bundle, in cells of a French and an English
 * spreadsheet: the hand-worked two seasons of test/unit/engine/circuit/fixtures/two-seasons.ts,
 * the columns in order, as_of and final, the same numbers as the engine, and bad input named with
 * its argument, row and column in the spreadsheet's language.
 */
import path from "node:path";
import { describe, expect, it } from "vitest";
import { circuitRanking, replayCircuit } from "../../src/engine/circuit/ranking";
import { loadBundle } from "../../tools/standin/index";
import { BUILD } from "../fixtures/build";
import { RESULTS, TOURNAMENTS, TWO_SEASONS } from "../unit/engine/circuit/fixtures/two-seasons";

const FORMAT: Record<string, Record<string, string>> = {
  fr: { pool: "poules", duplicate: "duplicate" },
  en: { pool: "pool", duplicate: "duplicate" },
};

/** Tournaments (A:D) and results (F:I) side by side in one tab, under a header row. */
function circuitTab(lang: "fr" | "en", edit?: (results: unknown[][]) => void): unknown[][] {
  const t = TOURNAMENTS.map((x) => [x.id, x.series, x.date, FORMAT[lang]![x.format]!]);
  const r: unknown[][] = RESULTS.map((x) => [x.tournament, x.player, x.place, x.duplicatePlace ?? ""]);
  edit?.(r);
  const rows: unknown[][] = [
    ["Id", "Série", "Date", "Formule", "", "Tournoi", "Joueur", "Place", "Place dup."],
  ];
  for (let i = 0; i < Math.max(t.length, r.length); i++)
    rows.push([...(t[i] ?? ["", "", "", ""]), "", ...(r[i] ?? ["", "", "", ""])]);
  return rows;
}

function load(locale: string, rows: unknown[][]) {
  return loadBundle(path.join(BUILD, "Code.js"), {
    locale,
    sheets: [
      { name: "Circuit", rows },
      { name: "Calc", rows: [[""]] },
    ],
  });
}

const RANGES = "Circuit!A2:D8, Circuit!F2:I19";

describe("MASTERS_RANKING in a cell", () => {
  it("fr_FR: a header, then rank, player, tournaments played, total, change, and the points of each counted tournament", () => {
    const b = load("fr_FR", circuitTab("fr"));
    b.standin.write("Calc!A1", [[`=MASTERS_RANKING(${RANGES})`]]);
    const v = b.standin.values("Calc!A1:J7");
    expect(v[0]).toEqual([
      "Rang",
      "Joueur",
      "Tournois joués",
      "Total",
      "Évolution",
      "NIM23",
      "ALB23",
      "CAR24",
      "TOU24",
      "MTP24",
    ]);
    // after the last day (2024-05-12): N = 5, the best 2 count
    expect(v.slice(1)).toEqual([
      [1, "Anne", 2, 1130, 2, "", "", 610, 520, ""],
      [2, "Chloé", 2, 1070, 0, 545, "", 525, "", ""],
      [3, "Émile", 4, 1045, 1, 470, 495, 440, "", 550],
      [4, "David", 2, 1025, -3, "", 580, "", 445, ""],
      [5, "Bruno", 1, 610, 0, "", "", "", 610, ""],
      [6, "Fanny", 1, 465, "nouveau", "", "", "", "", 465],
    ]);
  });

  it("en_US: the year-end ranking of 2024 (final TRUE), and a date in a year with no tournament yet", () => {
    const b = load("en_US", circuitTab("en"));
    b.standin.write("Calc!A1", [[`=MASTERS_RANKING(${RANGES}, "2024-06-01", TRUE)`]]);
    const v = b.standin.values("Calc!A1:H7");
    expect(v[0]).toEqual([
      "Rank",
      "Player",
      "Tournaments played",
      "Total",
      "Change since the year-end ranking 2023",
      "CAR24",
      "TOU24",
      "MTP24",
    ]);
    expect(v.slice(1).map((r) => r.slice(0, 5))).toEqual([
      [1, "Bruno", 1, 610, 1],
      [2, "Anne", 2, 610, 2],
      [3, "Émile", 2, 550, 0],
      [4, "Chloé", 1, 525, 1],
      [5, "Fanny", 1, 465, "new"],
      [6, "David", 1, 445, -5],
    ]);
    b.standin.write("Calc!A10", [[`=MASTERS_RANKING(${RANGES}, "2025-02-01")`]]);
    expect(b.standin.values("Calc!A11:D16")).toEqual(v.slice(1).map((r) => r.slice(0, 4)));
  });

  it("gives the same numbers as the engine, at every tournament day", () => {
    const circuit = replayCircuit(TWO_SEASONS);
    const b = load("en_US", circuitTab("en"));
    for (const day of circuit.days) {
      b.standin.write("Calc!A1", [[`=MASTERS_RANKING(${RANGES}, "${day}")`]]);
      const r = circuitRanking(circuit, { asOf: day });
      const width = 5 + r.tournaments.length;
      const v = b.standin.values(`Calc!A1:${String.fromCharCode(64 + width)}${r.rows.length + 1}`);
      expect(v.slice(1), day).toEqual(
        r.rows.map((x) => [
          x.rank,
          x.player,
          x.played,
          x.total,
          x.change ?? "new",
          ...x.points.map((p) => (p === null ? "" : p.points)),
        ]),
      );
    }
  });

  it("bad input names the argument, row and column, in the spreadsheet's language", () => {
    const probe = (locale: string, lang: "fr" | "en", edit: (r: unknown[][]) => void) => {
      const b = load(locale, circuitTab(lang, edit));
      b.standin.write("Calc!A1", [[`=MASTERS_RANKING(${RANGES})`]]);
      expect(String(b.standin.values("Calc!A1")[0]![0])).toMatch(/#ERROR!/);
      const p = b.standin.probe("Calc!A1");
      return String(p.error ?? p.value);
    };
    // a place given twice (row 3 of results: Chloé given 2nd after Bruno)
    expect(probe("fr_FR", "fr", (r) => (r[2]![2] = 2))).toBe(
      "MASTERS_RANKING\u00a0: argument results, ligne 3, colonne place finale\u00a0: la place 2 du tournoi «\u00a0CAR23\u00a0» est déjà donnée ligne 2",
    );
    // one player spelled two ways ("ANNE" would be Anne: case and spaces do not make another name)
    expect(probe("en_US", "en", (r) => (r[5]![1] = "Anné"))).toBe(
      "MASTERS_RANKING: argument results, row 6, column player: is 'Anné' the same player as 'Anne' (row 1)? Write one player's name one way",
    );
    // a duplicate place for an all-duplicate tournament; a text place
    expect(probe("fr_FR", "fr", (r) => (r[0]![3] = 4))).toMatch(
      /^MASTERS_RANKING\u00a0: argument results, ligne 1, colonne place au duplicate\u00a0: le tournoi «\u00a0CAR23\u00a0» est tout en duplicate/,
    );
    expect(probe("en_US", "en", (r) => (r[0]![2] = "first"))).toBe(
      "MASTERS_RANKING: argument results, row 1, column final place: final place 'first' is not valid (expected a whole number from 1)",
    );
    // an unknown tournament id
    expect(probe("en_US", "en", (r) => (r[17]![0] = "MTP25"))).toBe(
      "MASTERS_RANKING: argument results, row 18, column tournament: unknown tournament 'MTP25': it is not in the tournaments list",
    );
  });

  it("a tournament dated in the future, a bad format and a bad as_of are refused", () => {
    const rows = circuitTab("en");
    rows[7]![2] = "2999-05-12";
    const b = load("en_US", rows);
    b.standin.write("Calc!A1", [[`=MASTERS_RANKING(${RANGES})`]]);
    expect(String(b.standin.probe("Calc!A1").error)).toMatch(
      /^MASTERS_RANKING: argument tournaments, row 7, column date: tournament 'MTP24' is dated 2999-05-12, after today/,
    );
    const c = load("fr_FR", circuitTab("fr"));
    c.standin.write("Calc!A1", [[`=MASTERS_RANKING(${RANGES}, "hier")`]]);
    expect(String(c.standin.probe("Calc!A1").error)).toMatch(
      /^MASTERS_RANKING\u00a0: argument as_of\u00a0: date «\u00a0hier\u00a0» invalide/,
    );
    const rows2 = circuitTab("fr");
    rows2[1]![3] = "suisse";
    const d = load("fr_FR", rows2);
    d.standin.write("Calc!A1", [[`=MASTERS_RANKING(${RANGES})`]]);
    expect(String(d.standin.probe("Calc!A1").error)).toBe(
      "MASTERS_RANKING\u00a0: argument tournaments, ligne 1, colonne formule\u00a0: formule «\u00a0suisse\u00a0» invalide (attendu\u00a0: poules ou duplicate)",
    );
  });
});
