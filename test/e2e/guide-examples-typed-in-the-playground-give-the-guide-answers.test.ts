/**
 * The custom-function examples of the guides, typed as written into the playground in the guide's locale:
 * docs/guide/fr/functions.md in fr_FR (`;` between arguments, decimal comma), docs/guide/en/functions.md in en_US.
 * The examples are read from the guides' "Custom functions" table, so a new or changed example is typed too. Each one is typed in
 * a tab whose ranges hold data of the right shape (players, games, places, deal scores); it must compute: no
 * parse error, no #NAME?, no error at all, and the result the guide announces (`→ 0,638`, `→ 355 pour le 14e`).
 */
import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SheetSeed, SpreadsheetSeed } from "../../tools/standin/index";
import { chromiumAvailable, type Harness, selectSheet, startHarness } from "./harness";
import { typeIn } from "./playground-helpers";

interface GuideExample {
  formula: string;
  /** What the guide says it returns, e.g. "0,638", and for which row of a spilled result ("14e" → 14). */
  result?: string;
  nth?: number;
}

/** The examples of the functions guide's table: the formulas in its first column, and "→ value" when given. */
function guideExamples(path: string): GuideExample[] {
  const section = readFileSync(path, "utf8");
  const out: GuideExample[] = [];
  for (const line of section.split("\n")) {
    const first = /^\| (.*?) \|/.exec(line)?.[1];
    if (!first) continue;
    for (const m of first.matchAll(
      /`(=[^`]+)`(?:\s*→\s*([^\s|]+)(?:\s+(?:pour le|for)\s+(\d+)(?:e|th))?)?/g,
    )) {
      out.push({
        formula: m[1]!,
        ...(m[2] ? { result: m[2] } : {}),
        ...(m[3] ? { nth: Number(m[3]) } : {}),
      });
    }
  }
  return out;
}

interface Words {
  locale: string;
  guide: string;
  /** Tab names the guide's formulas refer to. */
  results: string;
  games: string;
  /** Result codes: win, draw, loss. */
  codes: [string, string, string];
  /** A season circuit's Tournaments and Results tabs, named as Arbitre names a second event's. */
  circuit: { tournaments: string; results: string };
}

const GUIDES: Words[] = [
  {
    locale: "fr_FR",
    guide: "docs/guide/fr/functions.md",
    results: "Résultats",
    games: "Parties",
    codes: ["V", "N", "D"],
    circuit: { tournaments: "Tournois — Masters Grand Sud", results: "Résultats — Masters Grand Sud" },
  },
  {
    locale: "en_US",
    guide: "docs/guide/en/functions.md",
    results: "Results",
    games: "Games",
    codes: ["W", "D", "L"],
    circuit: { tournaments: "Tournaments — Masters Grand Sud", results: "Results — Masters Grand Sud" },
  },
];

const NAMES = ["Alice", "Bruno", "Chloé", "David", "Émile", "Fanny", "Gaston", "Hélène"];

/**
 * A workbook whose tabs fit the guide's ranges: "Elo" (B ratings, C opponents' ratings, D scores, E games
 * played), the games tab (round, player, opponent, score), "Masters" (C: places 1–32), "Standings" (A: the
 * players) and the results tab (A/B players, C/D scores, E/F army points left), "Duplicate" (B2:M17 scores),
 * "Tables" (a team league's tables), a season circuit's Tournaments and Results tabs (A:D each),
 * "Tarot" (A:C one player's deals, D monthly results, E:F differentials of a player and the bot).
 */
function guideBook(w: Words): SpreadsheetSeed {
  const [win, draw, loss] = w.codes;
  const scores = [1, 0.5, 0, win, draw, loss, "F", 1];
  const elo: unknown[][] = [["Joueur", "Elo", "Adversaire", "Score", "Parties"]];
  NAMES.forEach((name, i) => {
    elo.push([name, 1500 + 40 * i, 1800 - 30 * i, scores[i], 3 * i]);
  });
  const games: unknown[][] = [["Ronde", "Joueur", "Adversaire", "Score"]];
  for (let round = 1; round <= 3; round++)
    for (let t = 0; t < 4; t++)
      games.push([round, NAMES[t]!, NAMES[(t + round + 3) % 8]!, [1, 0.5, 0, 1][(t + round) % 4]]);
  const places: unknown[][] = [["Joueur", "", "Place"]];
  for (let p = 1; p <= 32; p++) places.push([`Joueur ${p}`, "", p]);
  const standings: unknown[][] = [["Joueur"], ...NAMES.map((n) => [n])];
  const results: unknown[][] = [["Joueur A", "Joueur B", "Score A", "Score B", "PA A", "PA B"]];
  for (let round = 0; round < 3; round++)
    for (let t = 0; t < 4; t++) {
      const a = NAMES[t]!;
      const b = NAMES[(t + 4 + round) % 8]!;
      const [sa, sb] = [
        [win, loss],
        [loss, win],
        [draw, draw],
      ][(t + round) % 3]!;
      results.push([a, b, sa, sb, 100 + 10 * t, 90 - 5 * t]);
    }
  const duplicate: unknown[][] = [["Donne", ...Array.from({ length: 12 }, (_, i) => `P${i + 1}`)]];
  for (let deal = 1; deal <= 16; deal++)
    duplicate.push([deal, ...Array.from({ length: 12 }, (_, i) => ((deal * 7 + i * 13) % 11) * 10)]);
  // team league tables: match, home, away, table, home result, away result (F: no player)
  const tables: unknown[][] = [["Match", "Home", "Away", "Table", "Home result", "Away result"]];
  const legs: [string, string, string[]][] = [
    ["Loups", "Ours", [win, draw, loss, win]],
    ["Ours", "Cerfs", [win, win, loss, "F"]],
    ["Cerfs", "Loups", [loss, loss, win, draw]],
  ];
  legs.forEach(([home, away, codes], m) => {
    codes.forEach((c, i) => {
      const other = c === win ? loss : c === loss ? win : c === draw ? draw : win;
      tables.push([String(m + 1), home, away, i + 1, c, other]);
    });
  });
  // season circuit: tournaments (A:D: id, series, date, format) and results (A:D: tournament, player,
  // final place, duplicate place), two tournaments
  const circuitResults: unknown[][] = [
    ["CAR24", "Alice", 1, ""],
    ["CAR24", "Bruno", 2, ""],
    ["TOU24", "Bruno", 1, 2],
    ["TOU24", "Chloé", 2, 1],
  ];
  const circuitTournaments: unknown[][] = [
    ["CAR24", "Carcassonne", "2024-03-03", "duplicate"],
    ["TOU24", "Toulouse", "2024-05-12", w.locale === "fr_FR" ? "poules" : "pool"],
  ];
  // Tarot duplicate: one player's deals (A:C: date, side, %; 20 attack then 20 defence), monthly
  // results (D), and each deal's differentials, the player's (E, one unfinished) and the bot's (F)
  const tarot: unknown[][] = [["Date", "Position", "%", "Résultat", "Joueur", "Bot"]];
  for (let i = 0; i < 40; i++)
    tarot.push([
      `2025-05-${String(1 + Math.floor(i / 4)).padStart(2, "0")}`,
      i < 20 ? (w.locale === "fr_FR" ? "attaque" : "attack") : w.locale === "fr_FR" ? "défense" : "defence",
      90 + (i % 5) * 5,
      (i * 7) % 23,
      i === 3 ? "abandon" : ((i * 13) % 41) - 20,
      ((i * 5) % 31) - 15,
    ]);
  const sheet = (name: string, rows: unknown[][]): SheetSeed => ({ name, rows, frozenRows: 1 });
  return {
    name: `Guide ${w.locale}`,
    locale: w.locale,
    timeZone: "Europe/Paris",
    sheets: [
      sheet("Elo", elo),
      sheet(w.games, games),
      sheet("Masters", places),
      sheet("Standings", standings),
      sheet(w.results, results),
      sheet("Duplicate", duplicate),
      sheet("Tables", tables),
      sheet(w.circuit.tournaments, [["Id", "Série", "Date", "Formule"], ...circuitTournaments]),
      sheet(w.circuit.results, [["Tournoi", "Joueur", "Place", "Duplicate"], ...circuitResults]),
      sheet("Tarot", tarot),
    ],
  };
}

/** Where each function's example is typed: a tab whose ranges fit it, a cell clear of them and of its spill. */
const HOME: Record<string, { sheet: string; cell: string }> = {
  ELO_EXPECTED: { sheet: "Elo", cell: "H2" },
  ELO_DELTA: { sheet: "Elo", cell: "H2" },
  ELO_K: { sheet: "Elo", cell: "H2" },
  ELO_RATINGS: { sheet: "Elo", cell: "H2" },
  MASTERS_POINTS: { sheet: "Masters", cell: "E2" },
  SONNEBORN: { sheet: "Standings", cell: "C2" },
  OMW: { sheet: "Standings", cell: "C2" },
  SOS: { sheet: "Standings", cell: "C2" },
  SWISS_ROUNDS: { sheet: "Standings", cell: "C2" },
  MATCHPOINTS: { sheet: "Duplicate", cell: "B20" },
  STANDINGS: { sheet: "Standings", cell: "C2" },
  TEAM_STANDINGS: { sheet: "Tables", cell: "H2" },
  MASTERS_RANKING: { sheet: "circuit", cell: "G2" },
  TAROT_PERCENT: { sheet: "Tarot", cell: "H2" },
  DUPLICATE_INDEX: { sheet: "Tarot", cell: "H2" },
  TAROT_FORM: { sheet: "Tarot", cell: "H2" },
};

const ERROR_CODES = /^#(ERROR!|NAME\?|REF!|VALUE!|N\/A|DIV\/0!|NUM!|NULL!|SPILL!|CYCLE!)/;

describe.each(GUIDES)("the examples of $guide typed in the $locale playground", (w) => {
  const examples = guideExamples(w.guide);
  let h: Harness;

  beforeAll(async () => {
    if (!chromiumAvailable()) return;
    h = await startHarness({ demo: guideBook(w) });
    h.page.setDefaultTimeout(8000);
  });

  afterAll(async () => {
    await h?.close();
  });

  it("the guide has its examples", () => {
    expect(examples.length).toBeGreaterThanOrEqual(12);
    const separator = w.locale === "fr_FR" ? ";" : ",";
    expect(examples.some((e) => e.formula.includes(separator))).toBe(true);
    for (const e of examples) expect(HOME, e.formula).toHaveProperty(/^=([A-Z_]+)\(/.exec(e.formula)![1]!);
  });

  it.skipIf(!chromiumAvailable())(
    "each one computes, with the result the guide gives",
    async () => {
      for (const e of examples) {
        const home = HOME[/^=([A-Z_]+)\(/.exec(e.formula)![1]!]!;
        // "circuit": the season circuit's Tournaments tab, named in the guide's language
        await selectSheet(h.page, home.sheet === "circuit" ? w.circuit.tournaments : home.sheet);
        await typeIn(h.page, home.cell, e.formula);
        const col = home.cell.replace(/\d+$/, "");
        const row = Number(home.cell.slice(col.length)) + (e.nth ? e.nth - 1 : 0);
        const td = h.page.locator(`#grid td[data-cell="${col}${row}"]`);
        const shown = (await td.textContent()) ?? "";
        const why = (await h.page.locator(`#grid td[data-cell="${home.cell}"]`).getAttribute("title")) ?? "";
        expect(shown, `${e.formula}: ${why}`).not.toMatch(ERROR_CODES);
        expect(shown, e.formula).not.toBe("");
        if (e.result) expect(shown.startsWith(e.result), `${e.formula} → ${shown}`).toBe(true);
        // shown back as typed (the guide's spacing and separators), stored with commas for Apps Script
        await h.page.locator(`#grid td[data-cell="${home.cell}"]`).click();
        expect(await h.page.locator("#formula-input").inputValue()).toBe(e.formula);
        await typeIn(h.page, home.cell, "");
      }
      expect(h.consoleMessages.filter((m) => m.startsWith("pageerror"))).toEqual([]);
      // about 20 examples, each typed and computed in Chromium: seconds each on a shared 2-core machine
    },
    180_000,
  );
});
