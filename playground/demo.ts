/**
 * The playground's demo league spreadsheet: a small finished Swiss chess event (8 players, 3 rounds), in French
 * (fr_FR) or in English (en_US): tab names, headers and result codes follow the spreadsheet's language.
 *
 * Tabs (fr_FR / en_US):
 *   Joueurs / Players         players: name, club, rating, games played before the event
 *   Résultats / Results       round | player A | player B | score A | score B (codes V/N/D in French, W/D/L in
 *                             English — a lone D is a loss in a French spreadsheet, a draw elsewhere — and a few
 *                             numeric scores)
 *   Elo                       standard formulas (VLOOKUP, COUNTIFS, SUMIFS) next to Arbitre's ELO_K / ELO_DELTA
 *   Variations / Changes      =ELO_DELTA(…) per game
 *   Classement / Standings    =STANDINGS(…) spilling the standings table
 *   Masters                   =MASTERS_POINTS(place, seeds present)
 *
 * Hooks for the custom functions: every formula using one on the standings tab is listed by
 * customFunctionFormulas() below, so a new function only needs a line there (and its cells show its computed
 * value, or #ERROR! with the message). Formulas use Apps Script syntax (English function names, comma
 * separators), as Range.setFormula does; the page shows them with the locale's separators.
 */
import type { SheetSeed, SpreadsheetSeed } from "../tools/standin/index";

/** The spreadsheet locales the playground offers, in the order of its language switch. */
export const DEMO_LOCALES = ["fr_FR", "en_US"] as const;
export type DemoLocale = (typeof DEMO_LOCALES)[number];

export function isDemoLocale(locale: unknown): locale is DemoLocale {
  return (DEMO_LOCALES as readonly unknown[]).includes(locale);
}

interface DemoWords {
  title: string;
  tabs: {
    players: string;
    results: string;
    elo: string;
    changes: string;
    standings: string;
    masters: string;
  };
  players: [string, string, string, string];
  results: [string, string, string, string, string];
  elo: [string, string, string, string, string, string];
  total: string;
  kNote: string;
  changes: [string, string, string, string, string, string, string];
  masters: [string, string, string];
  roundsAdvised: string;
  /** Result codes: win, draw, loss. */
  codes: { win: string; draw: string; loss: string };
}

const WORDS: Record<DemoLocale, DemoWords> = {
  fr_FR: {
    title: "Ligue de démonstration — Open de printemps",
    tabs: {
      players: "Joueurs",
      results: "Résultats",
      elo: "Elo",
      changes: "Variations",
      standings: "Classement",
      masters: "Masters",
    },
    players: ["Nom", "Club", "Elo", "Parties jouées"],
    results: ["Ronde", "Joueur A", "Joueur B", "Score A", "Score B"],
    elo: ["Joueur", "Elo", "Parties", "K (ELO_K)", "Points", "Elo moyen du tournoi"],
    total: "Total",
    kNote: "ELO_K(parties) : 50 avant 10 parties jouées, 40 ensuite.",
    changes: ["Ronde", "Joueur A", "Joueur B", "Elo A", "Elo B", "Score A", "ΔElo A (ELO_DELTA)"],
    masters: ["Place", "Joueur", "Points Masters (4 têtes de série)"],
    roundsAdvised: "Rondes conseillées :",
    codes: { win: "V", draw: "N", loss: "D" },
  },
  en_US: {
    title: "Demo league — Spring Open",
    tabs: {
      players: "Players",
      results: "Results",
      elo: "Elo",
      changes: "Changes",
      standings: "Standings",
      masters: "Masters",
    },
    players: ["Name", "Club", "Rating", "Games played"],
    results: ["Round", "Player A", "Player B", "Score A", "Score B"],
    elo: ["Player", "Rating", "Games", "K (ELO_K)", "Points", "Event average rating"],
    total: "Total",
    kNote: "ELO_K(games): 50 below 10 games played, 40 after.",
    changes: ["Round", "Player A", "Player B", "Rating A", "Rating B", "Score A", "ΔElo A (ELO_DELTA)"],
    masters: ["Place", "Player", "Masters points (4 seeds)"],
    roundsAdvised: "Suggested rounds:",
    codes: { win: "W", draw: "D", loss: "L" },
  },
};

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

/** Ronde, Joueur A, Joueur B, Score A, Score B: codes W(in) / D(raw) / L(oss), written in the locale's codes. */
const RESULTS: [number, string, string, "W" | "D" | "L" | number, "W" | "D" | "L" | number][] = [
  [1, "Alice Martin", "Émile Moreau", "W", "L"],
  [1, "Bruno Petit", "Fanny Garnier", "L", "W"],
  [1, "Chloé Durand", "Gaston Roux", "D", "D"],
  [1, "David Leroy", "Hélène Faure", "W", "L"],
  [2, "Alice Martin", "Fanny Garnier", 1, 0],
  [2, "David Leroy", "Chloé Durand", "W", "L"],
  [2, "Gaston Roux", "Bruno Petit", "L", "W"],
  [2, "Émile Moreau", "Hélène Faure", "D", "D"],
  [3, "Alice Martin", "David Leroy", 0.5, 0.5],
  [3, "Fanny Garnier", "Bruno Petit", "W", "L"],
  [3, "Chloé Durand", "Émile Moreau", "W", "L"],
  [3, "Gaston Roux", "Hélène Faure", "W", "L"],
];

const LAST = RESULTS.length + 1; // last data row of the results tab

function code(w: DemoWords, score: "W" | "D" | "L" | number): string | number {
  if (typeof score === "number") return score;
  return score === "W" ? w.codes.win : score === "D" ? w.codes.draw : w.codes.loss;
}

/** A sheet name as a formula writes it: quoted when it is not a plain identifier (e.g. 'Résultats'). */
function ref(name: string): string {
  return /^[A-Za-z_][A-Za-z0-9_]*$/.test(name) ? name : `'${name.replace(/'/g, "''")}'`;
}

/**
 * Custom-function formulas of the standings tab, by cell. Add a line here to show a new Arbitre function in the
 * playground (e.g. H1: `=OMW(${players}!A2:A9,${results}!B2:E13)`).
 */
export function customFunctionFormulas(locale: DemoLocale = "fr_FR"): Record<string, string> {
  const w = WORDS[locale];
  return {
    A1: `=STANDINGS(${ref(w.tabs.results)}!B2:E${LAST},"chess")`,
    G1: `=SWISS_ROUNDS(${PLAYERS.length})`,
  };
}

function eloSheet(w: DemoWords): SheetSeed {
  const R = (col: string): string => `${ref(w.tabs.results)}!$${col}$2:$${col}$${LAST}`;
  const playerTable = `${ref(w.tabs.players)}!$A$2:$D$${PLAYERS.length + 1}`;
  /** Points of the player named in A{row}: win = 1, draw = ½, plus numeric scores. Standard functions only. */
  const points = (row: number): string => {
    const a = `$A${row}`;
    const { win, draw } = w.codes;
    return (
      `=COUNTIFS(${R("B")},${a},${R("D")},"${win}")+COUNTIFS(${R("C")},${a},${R("E")},"${win}")` +
      `+0.5*(COUNTIFS(${R("B")},${a},${R("D")},"${draw}")+COUNTIFS(${R("C")},${a},${R("E")},"${draw}"))` +
      `+SUMIFS(${R("D")},${R("B")},${a})+SUMIFS(${R("E")},${R("C")},${a})`
    );
  };
  const rows: unknown[][] = [[...w.elo]];
  PLAYERS.forEach(([name], i) => {
    const r = i + 2;
    rows.push([
      name,
      `=VLOOKUP($A${r},${playerTable},3,FALSE)`,
      `=VLOOKUP($A${r},${playerTable},4,FALSE)`,
      `=ELO_K(C${r})`,
      points(r),
      `=ROUND(AVERAGE(B2:B${PLAYERS.length + 1}),0)`,
    ]);
  });
  const total = PLAYERS.length + 2;
  rows.push([w.total, `=SUM(B2:B${total - 1})`, `=SUM(C2:C${total - 1})`, "", `=SUM(E2:E${total - 1})`, ""]);
  return {
    name: w.tabs.elo,
    rows,
    frozenRows: 1,
    bold: ["A1:F1", `A${total}:F${total}`],
    backgrounds: { "A1:F1": "#e8f0fe" },
    numberFormats: { [`E2:E${total}`]: "0.0" },
    columnWidths: { 1: 140, 6: 170 },
    notes: { D1: w.kNote },
  };
}

function changesSheet(w: DemoWords): SheetSeed {
  const playerTable = `${ref(w.tabs.players)}!$A$2:$D$${PLAYERS.length + 1}`;
  const rows: unknown[][] = [[...w.changes]];
  RESULTS.forEach(([round, a, b, sa], i) => {
    const r = i + 2;
    const score = code(w, sa);
    rows.push([
      round,
      a,
      b,
      `=VLOOKUP(B${r},${playerTable},3,FALSE)`,
      `=VLOOKUP(C${r},${playerTable},3,FALSE)`,
      typeof score === "number" ? score : `'${score}`,
      `=ELO_DELTA(D${r},E${r},F${r},ELO_K(VLOOKUP(B${r},${playerTable},4,FALSE)))`,
    ]);
  });
  return {
    name: w.tabs.changes,
    rows,
    frozenRows: 1,
    bold: ["A1:G1"],
    backgrounds: { "A1:G1": "#e8f0fe" },
    columnWidths: { 2: 130, 3: 130, 7: 150 },
  };
}

function mastersSheet(w: DemoWords): SheetSeed {
  const rows: unknown[][] = [[...w.masters]];
  ["Alice Martin", "David Leroy", "Fanny Garnier", "Chloé Durand"].forEach((name, i) => {
    rows.push([i + 1, name, `=MASTERS_POINTS(A${i + 2},4)`]);
  });
  return { name: w.tabs.masters, rows, frozenRows: 1, bold: ["A1:C1"], columnWidths: { 2: 130, 3: 220 } };
}

function standingsSheet(w: DemoWords, locale: DemoLocale): SheetSeed {
  const rows: unknown[][] = [];
  for (const [cell, formula] of Object.entries(customFunctionFormulas(locale))) {
    const m = /^([A-Z])(\d+)$/.exec(cell)!;
    const col = m[1]!.charCodeAt(0) - 65;
    const row = Number(m[2]) - 1;
    while (rows.length <= row) rows.push([]);
    const line = rows[row]!;
    while (line.length < col) line.push("");
    line[col] = formula;
  }
  rows[0]![5] = w.roundsAdvised;
  return { name: w.tabs.standings, rows, bold: ["A1:E1", "F1"], columnWidths: { 2: 130, 4: 130, 6: 150 } };
}

/** A fresh copy of the demo spreadsheet in `locale` (fr_FR by default; time zone Europe/Paris). */
export function demoSpreadsheet(locale: DemoLocale = "fr_FR"): SpreadsheetSeed {
  const w = WORDS[locale];
  return {
    name: w.title,
    locale,
    timeZone: "Europe/Paris",
    sheets: [
      {
        name: w.tabs.players,
        rows: [[...w.players], ...PLAYERS.map((p) => [...p])],
        frozenRows: 1,
        bold: ["A1:D1"],
        backgrounds: { "A1:D1": "#e8f0fe" },
        columnWidths: { 1: 140, 2: 190, 4: 120 },
      },
      {
        name: w.tabs.results,
        rows: [[...w.results], ...RESULTS.map(([r, a, b, sa, sb]) => [r, a, b, code(w, sa), code(w, sb)])],
        frozenRows: 1,
        bold: ["A1:E1"],
        backgrounds: { "A1:E1": "#e8f0fe" },
        columnWidths: { 2: 130, 3: 130 },
      },
      eloSheet(w),
      changesSheet(w),
      standingsSheet(w, locale),
      mastersSheet(w),
    ],
  };
}
