/** Pure parts of the event model (no spreadsheet): the deleted-row check, computed formulas, headers. */
import { describe, expect, it } from "vitest";
import { localise } from "../../../src/i18n/render";
import { type PlayerRow, parseRounds } from "../../../src/sheets/kinds/swiss/read/index";
import {
  roundsHeaders,
  rowFormulas,
  SCORES_LAYOUT,
  WINNER_LAYOUT,
} from "../../../src/sheets/kinds/swiss/schema";

const players = new Map<string, PlayerRow>();
for (const n of ["Ana", "Bea", "Cid", "Dom", "Eve"]) {
  players.set(n.toLowerCase(), {
    row: 2,
    name: n,
    key: n.toLowerCase(),
    club: "",
    rating: null,
    armyPoints: null,
    dropped: false,
    notes: "",
  });
}

function grid(rows: [number, number | "", string, string][]) {
  const values: unknown[][] = [roundsHeaders(WINNER_LAYOUT, "fr")];
  const formulas: unknown[][] = [new Array(10).fill("")];
  rows.forEach(([round, table, a, b], i) => {
    const f = rowFormulas(WINNER_LAYOUT, "fr", i + 2);
    values.push([round, table, a, b, "", "", "En attente", "", "", ""]);
    formulas.push(["", "", "", "", f[0], f[1], f[2], "", "", ""]);
  });
  return { values, formulas };
}

const ctx = {
  tab: "Rondes",
  layout: WINNER_LAYOUT,
  lang: "fr" as const,
  players,
  expectedRows: [{ games: 2, byes: 1 }],
  topCut: false,
};

describe("parseRounds", () => {
  it("reads a round with a bye", () => {
    const g = grid([
      [1, 1, "Ana", "Bea"],
      [1, 2, "Cid", "Dom"],
      [1, "", "Eve", "EXEMPT"],
    ]);
    const rows = parseRounds(ctx, g.values, g.formulas);
    expect(rows.map((r) => r.status)).toEqual(["pending", "pending", "bye"]);
  });
  it("a formula typed over a computed result cell is caught as a value would be; Arbitre's own formulas pass", () => {
    const g = grid([
      [1, 1, "Ana", "Bea"],
      [1, 2, "Cid", "Dom"],
      [1, "", "Eve", "EXEMPT"],
    ]);
    expect(() => parseRounds(ctx, g.values, g.formulas)).not.toThrow();
    for (const typed of ["=1+1", "=E2", `=${String(g.formulas[3]![4]).slice(1)}`]) {
      g.formulas[2]![4] = typed; // row 3's Result A
      try {
        parseRounds(ctx, g.values, g.formulas);
        expect.unreachable(typed);
      } catch (e) {
        expect(localise(e as never, "fr")).toMatch(
          /^onglet «\u00a0Rondes\u00a0», ligne 3, colonne E \(Résultat A\)\u00a0: colonne calculée écrasée \(«\u00a0=/,
        );
      }
    }
  });
  it("names the round and the missing table when a Rounds row was deleted", () => {
    const g = grid([
      [1, 1, "Ana", "Bea"],
      [1, "", "Eve", "EXEMPT"],
    ]);
    try {
      parseRounds(ctx, g.values, g.formulas);
      expect.unreachable();
    } catch (e) {
      expect(localise(e as never, "fr")).toBe(
        "onglet «\u00a0Rondes\u00a0», ligne 3, colonne B (Table)\u00a0: lignes de la ronde 1\u00a0: 2 au lieu de 3\u202f; ligne supprimée à cet endroit (table 2)\u202f? Annulez la suppression (Ctrl+Z)",
      );
    }
  });
  it("the result formulas only give codes for confirmed or decided results", () => {
    const [a, , status] = rowFormulas(WINNER_LAYOUT, "en", 7);
    expect(a).toContain('TRIM($I7)="Yes"');
    expect(a).toContain('TRIM($J7)="Double loss"');
    expect(status).toContain('"Disputed"');
  });
  it("the result formulas write full words, never a bare D (loss in French, draw elsewhere)", () => {
    for (const lang of ["fr", "en"] as const) {
      for (const layout of [WINNER_LAYOUT, SCORES_LAYOUT]) {
        const [a, b] = rowFormulas(layout, lang, 5);
        for (const f of [a!, b!]) {
          expect(f).not.toMatch(/"[VWNDL]"/);
          expect(f).toContain(lang === "fr" ? '"Victoire"' : '"Win"');
          expect(f).toContain(lang === "fr" ? '"Défaite"' : '"Loss"');
        }
      }
    }
  });
});
