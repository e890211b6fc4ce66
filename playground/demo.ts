/**
 * The playground's demo league spreadsheet: a small finished Swiss chess event (8 players, 3 rounds).
 *
 * Tabs:
 *   Joueurs     players: name, club, rating, games played before the event
 *   Résultats   Ronde | Joueur A | Joueur B | Score A | Score B  (codes V/N/D, and a few numeric scores)
 *   Elo         standard formulas (VLOOKUP, COUNTIFS, SUMIFS) next to Arbitre's ELO_K / ELO_DELTA
 *   Classement  =STANDINGS(…) spilling the standings table
 *   Masters     =MASTERS_POINTS(place, seeds present)
 *
 * Hooks for the custom functions: every formula using one is listed in CUSTOM_FUNCTION_FORMULAS below, so a
 * new function only needs a line there (and its cells show its computed value, or #ERROR! with the message).
 * Formulas use Apps Script syntax (English function names, comma separators), as Range.setFormula does.
 */
import type { SheetSeed, SpreadsheetSeed } from "../tools/standin/index";

const PLAYERS: [string, string, number, number][] = [
  ["Alice Martin", "Échiquier Toulousain", 1850, 42],
  ["Bruno Petit", "Cercle d'Échecs de Lyon", 1720, 8],
  ["Chloé Durand", "Tour Prends Garde", 1680, 25],
  ["David Leroy", "Échiquier Toulousain", 1790, 60],
  ["Émile Moreau", "Les Fous du Roi", 1540, 3],
  ["Fanny Garnier", "Cercle d'Échecs de Lyon", 1610, 14],
  ["Gaston Roux", "Les Fous du Roi", 1495, 9],
  ["Hélène Faure", "Tour Prends Garde", 1450, 0],
];

/** Ronde, Joueur A, Joueur B, Score A, Score B. */
const RESULTS: [number, string, string, string | number, string | number][] = [
  [1, "Alice Martin", "Émile Moreau", "V", "D"],
  [1, "Bruno Petit", "Fanny Garnier", "D", "V"],
  [1, "Chloé Durand", "Gaston Roux", "N", "N"],
  [1, "David Leroy", "Hélène Faure", "V", "D"],
  [2, "Alice Martin", "Fanny Garnier", 1, 0],
  [2, "David Leroy", "Chloé Durand", "V", "D"],
  [2, "Gaston Roux", "Bruno Petit", "D", "V"],
  [2, "Émile Moreau", "Hélène Faure", "N", "N"],
  [3, "Alice Martin", "David Leroy", 0.5, 0.5],
  [3, "Fanny Garnier", "Bruno Petit", "V", "D"],
  [3, "Chloé Durand", "Émile Moreau", "V", "D"],
  [3, "Gaston Roux", "Hélène Faure", "V", "D"],
];

const LAST = RESULTS.length + 1; // last data row of Résultats
const R = (col: string): string => `'Résultats'!$${col}$2:$${col}$${LAST}`;
const PLAYER_TABLE = `Joueurs!$A$2:$D$${PLAYERS.length + 1}`;

/** Points of the player named in A{row}: V = 1, N = ½, plus numeric scores. Standard functions only. */
function pointsFormula(row: number): string {
  const a = `$A${row}`;
  return (
    `=COUNTIFS(${R("B")},${a},${R("D")},"V")+COUNTIFS(${R("C")},${a},${R("E")},"V")` +
    `+0.5*(COUNTIFS(${R("B")},${a},${R("D")},"N")+COUNTIFS(${R("C")},${a},${R("E")},"N"))` +
    `+SUMIFS(${R("D")},${R("B")},${a})+SUMIFS(${R("E")},${R("C")},${a})`
  );
}

/**
 * Custom-function formulas of the demo, by cell. Add a line here to show a new Arbitre function in the
 * playground (e.g. "Classement!H1": '=OMW(Joueurs!A2:A9,\'Résultats\'!B2:E13)').
 */
export const CUSTOM_FUNCTION_FORMULAS: Record<string, string> = {
  "Classement!A1": `=STANDINGS('Résultats'!B2:E${LAST},"chess")`,
  "Classement!G1": `=SWISS_ROUNDS(${PLAYERS.length})`,
};

function eloSheet(): SheetSeed {
  const rows: unknown[][] = [["Joueur", "Elo", "Parties", "K (ELO_K)", "Points", "Elo moyen du tournoi"]];
  PLAYERS.forEach(([name], i) => {
    const r = i + 2;
    rows.push([
      name,
      `=VLOOKUP($A${r},${PLAYER_TABLE},3,FALSE)`,
      `=VLOOKUP($A${r},${PLAYER_TABLE},4,FALSE)`,
      `=ELO_K(C${r})`,
      pointsFormula(r),
      `=ROUND(AVERAGE(B2:B${PLAYERS.length + 1}),0)`,
    ]);
  });
  const total = PLAYERS.length + 2;
  rows.push(["Total", `=SUM(B2:B${total - 1})`, `=SUM(C2:C${total - 1})`, "", `=SUM(E2:E${total - 1})`, ""]);
  return {
    name: "Elo",
    rows,
    frozenRows: 1,
    bold: ["A1:F1", `A${total}:F${total}`],
    backgrounds: { "A1:F1": "#e8f0fe" },
    numberFormats: { [`E2:E${total}`]: "0.0" },
    columnWidths: { 1: 140, 6: 170 },
    notes: { D1: "ELO_K(parties) : 50 avant 10 parties jouées, 40 ensuite." },
  };
}

function deltaSheet(): SheetSeed {
  const rows: unknown[][] = [
    ["Ronde", "Joueur A", "Joueur B", "Elo A", "Elo B", "Score A", "ΔElo A (ELO_DELTA)"],
  ];
  RESULTS.forEach(([round, a, b, sa], i) => {
    const r = i + 2;
    rows.push([
      round,
      a,
      b,
      `=VLOOKUP(B${r},${PLAYER_TABLE},3,FALSE)`,
      `=VLOOKUP(C${r},${PLAYER_TABLE},3,FALSE)`,
      typeof sa === "number" ? sa : `'${sa}`,
      `=ELO_DELTA(D${r},E${r},F${r},ELO_K(VLOOKUP(B${r},${PLAYER_TABLE},4,FALSE)))`,
    ]);
  });
  return {
    name: "Variations",
    rows,
    frozenRows: 1,
    bold: ["A1:G1"],
    backgrounds: { "A1:G1": "#e8f0fe" },
    columnWidths: { 2: 130, 3: 130, 7: 150 },
  };
}

function mastersSheet(): SheetSeed {
  const rows: unknown[][] = [["Place", "Joueur", "Points Masters (4 têtes de série)"]];
  ["Alice Martin", "David Leroy", "Fanny Garnier", "Chloé Durand"].forEach((name, i) => {
    rows.push([i + 1, name, `=MASTERS_POINTS(A${i + 2},4)`]);
  });
  return { name: "Masters", rows, frozenRows: 1, bold: ["A1:C1"], columnWidths: { 2: 130, 3: 220 } };
}

function classementSheet(): SheetSeed {
  const rows: unknown[][] = [];
  for (const [a1, formula] of Object.entries(CUSTOM_FUNCTION_FORMULAS)) {
    const [sheet, cell] = a1.split("!");
    if (sheet !== "Classement") continue;
    const m = /^([A-Z]+)(\d+)$/.exec(cell!)!;
    const col = m[1]!.charCodeAt(0) - 65;
    const row = Number(m[2]) - 1;
    while (rows.length <= row) rows.push([]);
    const line = rows[row]!;
    while (line.length < col) line.push("");
    line[col] = formula;
  }
  rows[0]![5] = "Rondes conseillées :";
  return { name: "Classement", rows, bold: ["A1:E1", "F1"], columnWidths: { 2: 130, 6: 150 } };
}

/** A fresh copy of the demo spreadsheet (fr_FR, Europe/Paris). */
export function demoSpreadsheet(): SpreadsheetSeed {
  return {
    name: "Ligue de démonstration — Open de printemps",
    locale: "fr_FR",
    timeZone: "Europe/Paris",
    sheets: [
      {
        name: "Joueurs",
        rows: [["Nom", "Club", "Elo", "Parties jouées"], ...PLAYERS.map((p) => [...p])],
        frozenRows: 1,
        bold: ["A1:D1"],
        backgrounds: { "A1:D1": "#e8f0fe" },
        columnWidths: { 1: 140, 2: 190, 4: 120 },
      },
      {
        name: "Résultats",
        rows: [["Ronde", "Joueur A", "Joueur B", "Score A", "Score B"], ...RESULTS.map((r) => [...r])],
        frozenRows: 1,
        bold: ["A1:E1"],
        backgrounds: { "A1:E1": "#e8f0fe" },
        columnWidths: { 2: 130, 3: 130 },
      },
      eloSheet(),
      deltaSheet(),
      classementSheet(),
      mastersSheet(),
    ],
  };
}
