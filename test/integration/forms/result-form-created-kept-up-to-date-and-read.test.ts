/**
 * The result form's gateway (src/sheets/forms/results-form.ts) against the stand-in's FormApp: the
 * form is created in the event's language and linked to the spreadsheet; the round's choices are
 * set in one call per list question; the two players' responses, as phones send them, are read
 * from the responses tab into reports that the engine reconciles (Dust scores turned into the
 * table's A and B); a deleted form and an edited header are said as such.
 */
import { afterEach, describe, expect, it } from "vitest";
import { type ReportedTable, reconcileReports } from "../../../src/engine/reports/swiss";
import {
  createResultForm,
  readResultReports,
  updateResultChoices,
} from "../../../src/sheets/forms/results-form";
import { createStandin, type Standin } from "../../../tools/standin/index";

const TABLES: ReportedTable[] = [
  { round: 2, table: 1, a: "Anne", b: "Bruno", organiser: false },
  { round: 2, table: 2, a: "Chloé", b: "David", organiser: false },
];

function book(locale = "fr_FR"): Standin {
  const s = createStandin({ locale, timeZone: "Europe/Paris", now: new Date("2026-12-01T14:00:00Z") });
  (globalThis as Record<string, unknown>).FormApp = s.globals.FormApp;
  return s;
}

afterEach(() => {
  delete (globalThis as Record<string, unknown>).FormApp;
});

const ss = (s: Standin) => s.spreadsheet as unknown as GoogleAppsScript.Spreadsheet.Spreadsheet;

describe("the result form", () => {
  it("La Confrérie: created in French, the round's choices, two agreeing responses confirm the table", () => {
    const s = book();
    const form = createResultForm(ss(s), "Confrérie de Rodez", "fr", "winner");
    expect(form.url).toMatch(/^https:\/\/docs\.google\.com\/forms\/d\/e\/.+\/viewform$/);
    s.counter.reset();
    updateResultChoices(form.id, "fr", "winner", { number: 2, tables: TABLES });
    expect(s.counter.counts()["ListItem.setChoiceValues"]).toBe(4);
    const f = s.forms()[0]!;
    expect(f.title).toBe("Confrérie de Rodez — résultats");
    expect(f.items.map((i) => [i.title, i.choices])).toEqual([
      ["Ronde", ["2"]],
      ["Table", ["T1 · Anne / Bruno", "T2 · Chloé / David"]],
      ["Votre nom", ["Anne", "Bruno", "Chloé", "David"]],
      ["Vainqueur", ["Anne", "Bruno", "Chloé", "David"]],
    ]);
    const table1 = "T1 · Anne / Bruno";
    s.submitForm(form.id, { Ronde: "2", Table: table1, "Votre nom": "Anne", Vainqueur: "Anne" });
    s.submitForm(form.id, { Ronde: "2", Table: table1, "Votre nom": "Bruno", Vainqueur: "Anne" });
    const tab = f.destination!.sheet!;
    const { reports, problems } = readResultReports(s.values(`'${tab}'!A1:E3`), tab, "fr", "winner", TABLES);
    expect(problems).toEqual([]);
    const r = reconcileReports(reports, { tables: TABLES, closed: [1], pairedAt: {}, dropped: [] }, "winner");
    expect(r.tables.map((x) => [x.table, x.state])).toEqual([[1, "agreed"]]);
  });

  it("Dust: each player's own score read as the table's A and B", () => {
    const s = book("en_US");
    const form = createResultForm(ss(s), "Dust night", "en", "scores");
    updateResultChoices(form.id, "en", "scores", { number: 2, tables: TABLES });
    const answer = (name: string, mine: string, theirs: string, myArmy: string, theirArmy: string) => ({
      Round: "2",
      Table: "T2 · Chloé / David",
      "Your name": name,
      "Your score": mine,
      "Your opponent's score": theirs,
      "Your army points left": myArmy,
      "Your opponent's army points left": theirArmy,
    });
    s.submitForm(form.id, answer("Chloé", "2", "1", "120", "40"));
    s.submitForm(form.id, answer("David", "1", "2", "40", "120"));
    const tab = s.forms()[0]!.destination!.sheet!;
    const { reports } = readResultReports(s.values(`'${tab}'!A1:H3`), tab, "en", "scores", TABLES);
    expect(reports.map((x) => x.claim)).toEqual([
      { kind: "scores", scoreA: 2, scoreB: 1, armyA: 120, armyB: 40 },
      { kind: "scores", scoreA: 2, scoreB: 1, armyA: 120, armyB: 40 },
    ]);
  });

  it("the table is read from the choice naming the pairing, and from a bare number (an older form)", () => {
    const s = book();
    const form = createResultForm(ss(s), "Confrérie", "fr", "winner");
    const tab = s.forms()[0]!.destination!.sheet!;
    const header = s.values(`'${tab}'!A1:E1`)[0]!;
    const at = new Date("2026-12-01T14:00:00Z");
    const row = (table: unknown, who: string) =>
      header.map((h) => (h === "Horodateur" ? at : h === "Table" ? table : h === "Ronde" ? 2 : who));
    const values = [
      header,
      row("T1 · Anne / Bruno", "Anne"),
      row(1, "Bruno"),
      row("2", "Chloé"),
      row("Table 2 — Chloé contre David", "David"),
      row("Table deux", "David"),
    ];
    const { reports, problems } = readResultReports(values, tab, "fr", "winner", TABLES);
    expect(reports.map((r) => [r.table, r.reporter])).toEqual([
      [1, "Anne"],
      [1, "Bruno"],
      [2, "Chloé"],
      [2, "David"],
    ]);
    expect(problems.map((p) => [p.key, p.params.value, p.at.row])).toEqual([
      ["form.badResponse", "Table deux", 6],
    ]);
    expect(form.id).toBeTruthy();
  });

  it("a deleted form, and a responses tab whose header was edited, are said as such", () => {
    const s = book();
    const form = createResultForm(ss(s), "Confrérie", "fr", "winner");
    const tab = s.forms()[0]!.destination!.sheet!;
    const values = s.values(`'${tab}'!A1:E1`);
    values[0]![2] = "Nom";
    expect(readResultReports(values, tab, "fr", "winner", TABLES).problems.map((e) => e.key)).toEqual([
      "form.missingColumn",
    ]);
    s.deleteForm(form.id);
    expect(() => updateResultChoices(form.id, "fr", "winner", { number: 2, tables: TABLES })).toThrow(
      expect.objectContaining({ key: "form.deleted" }),
    );
  });
});
