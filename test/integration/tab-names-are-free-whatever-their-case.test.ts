/**
 * Sheets ignores case in tab names: a tab « public » beside « Public » is refused, from the UI and
 * from Apps Script (the stand-in refuses it as well). So every tab Arbitre makes picks a name free
 * whatever its case: two events whose names differ only by case each get their own tabs, an
 * organiser's own « classement » or « arbitre — annulation » tab does not break New event (of any
 * kind), and the self-check's scratch tabs step around a user's tab of the same name in other
 * capitals. Never an uncaught « Sheet with name … already exists ».
 */
import { describe, expect, it } from "vitest";
import type { SelfCheckReport } from "../../src/contract/index";
import { type LoadedBundle, loadBundle } from "../../tools/standin/index";

// biome-ignore lint/suspicious/noExplicitAny: answers are plain JSON from the bundle.
type Json = any;

const SYSTEMS = ["confrerie", "dust", "league-kow", "circuit-masters", "tarot-duplicate"] as const;

function create(b: LoadedBundle, system: string, name: string, another = false): Json {
  return b.call("arbitreCreateEvent", { system, name, date: "2025-11-14", another });
}

function folded(b: LoadedBundle): string[] {
  return b.standin.book.sheets.map((s) => s.name.toLowerCase());
}

describe("New event picks tab names free whatever their case", () => {
  for (const system of SYSTEMS) {
    it(`${system}: «\u00a0Cup\u00a0» then «\u00a0CUP\u00a0», each event with its own tabs`, () => {
      const b = loadBundle("build/Code.js", { locale: "fr_FR" });
      expect(create(b, system, "Open").ok).toBe(true);
      const cup = create(b, system, "Cup", true);
      expect(cup.ok, cup.error).toBe(true);
      const CUP = create(b, system, "CUP", true);
      expect(CUP.ok, CUP.error).toBe(true);
      const names = folded(b);
      expect(new Set(names).size).toBe(names.length);
      expect(b.standin.book.sheets.some((s) => s.name.endsWith("CUP (2)"))).toBe(true);
    });

    it(`${system}: the organiser's own tabs in other capitals («\u00a0classement\u00a0», «\u00a0arbitre — annulation\u00a0») do not break it`, () => {
      const mine = [
        "joueurs",
        "classement",
        "rondes",
        "public",
        "arbitre — annulation",
        "équipes",
        "calendrier",
      ];
      const b = loadBundle("build/Code.js", {
        locale: "fr_FR",
        sheets: mine.map((name) => ({ name, rows: [[`mon onglet ${name}`]] })),
      });
      const r = create(b, system, "Open");
      expect(r.ok, r.error).toBe(true);
      const names = folded(b);
      expect(new Set(names).size).toBe(names.length);
      for (const name of mine) expect(b.standin.values(`'${name}'!A1`)).toEqual([[`mon onglet ${name}`]]);
    });
  }
});

describe("the self-check's scratch tabs are free whatever their case", () => {
  it("a user's « ARBITRE — VÉRIFICATION » tab: the check runs beside it and leaves it as it was", () => {
    const b = loadBundle("build/Code.js", {
      locale: "fr_FR",
      sheets: [{ name: "ARBITRE — VÉRIFICATION", rows: [["à moi"]] }],
    });
    const report = b.call("arbitreSelfCheck", { form: false }) as SelfCheckReport;
    expect(report.steps.filter((s) => !s.ok).map((s) => s.detail)).toEqual([]);
    expect(b.standin.book.sheets.map((s) => s.name)).toEqual(["ARBITRE — VÉRIFICATION"]);
    expect(b.standin.values("'ARBITRE — VÉRIFICATION'!A1")).toEqual([["à moi"]]);
  });
});

describe("a tab Arbitre makes again later (its undo tab, deleted) beside one of the organiser's in other capitals", () => {
  it("Publish is refused before any write, naming both tabs, never an uncaught error", () => {
    const b = loadBundle("build/Code.js", { locale: "fr_FR" });
    expect(create(b, "confrerie", "Open").ok).toBe(true);
    const ss = (b.standin.globals.SpreadsheetApp as GoogleAppsScript.Spreadsheet.SpreadsheetApp).getActive();
    ss.deleteSheet(ss.getSheetByName("Arbitre — annulation")!);
    ss.insertSheet("ARBITRE — ANNULATION");
    const before = JSON.stringify(b.standin.book.sheets.map((s) => [s.name, s.rows]));
    const r = b.call("arbitrePublish", { expectedPublish: 1 }) as Json;
    expect(r.ok).toBe(false);
    expect(r.error).toContain(
      "Arbitre doit créer l'onglet «\u00a0Arbitre — annulation\u00a0», mais l'onglet «\u00a0ARBITRE — ANNULATION\u00a0» porte déjà ce nom",
    );
    expect(JSON.stringify(b.standin.book.sheets.map((s) => [s.name, s.rows]))).toBe(before);
  });
});
