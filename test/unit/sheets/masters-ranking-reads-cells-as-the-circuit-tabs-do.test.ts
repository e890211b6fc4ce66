/**
 * MASTERS_RANKING reads the tournaments' cells with the circuit kind's own cell readers
 * (src/sheets/kinds/circuit/cells.ts, which the Tournaments and Results tabs use): a format or an
 * id the tabs accept, the function accepts, as the same value.
 */
import { describe, expect, it } from "vitest";
import { runFunction } from "../../../src/sheets/functions/index";
import { formatOf, textOf } from "../../../src/sheets/kinds/circuit/cells";

const ranking = (lang: "fr" | "en", tournaments: unknown[][], results: unknown[][]) =>
  runFunction("MASTERS_RANKING", lang, [tournaments, results]) as unknown[][];

const DUPLICATE = [
  ["A1", "Ann", 1, ""],
  ["A1", "Bob", 2, ""],
];
const POOL = [
  ["A1", "Ann", 1, 2],
  ["A1", "Bob", 2, 1],
];

describe("MASTERS_RANKING reads a cell as the circuit's tabs read it", () => {
  it("every spelling of a format the Tournaments tab accepts, the function accepts as the same format", () => {
    const spellings = ["duplicate", "Tout-Duplicate", "tout en duplicate", "ALL  duplicate", "all-duplicate"];
    for (const w of spellings) {
      expect(formatOf(w), w).toBe("duplicate");
      const out = ranking("en", [["A1", "Club A", "2024-03-10", w]], DUPLICATE);
      expect(
        out.slice(1).map((r) => r[1]),
        w,
      ).toEqual(["Ann", "Bob"]);
    }
    for (const w of ["Poules", "poule", "POOLS", "pool"]) {
      expect(formatOf(w), w).toBe("pool");
      const out = ranking("fr", [["A1", "Club A", "2024-03-10", w]], POOL);
      expect(
        out.slice(1).map((r) => r[1]),
        w,
      ).toEqual(["Ann", "Bob"]);
    }
  });

  it("a word that is no format (even one an object has, such as constructor) is refused by both", () => {
    for (const w of ["suisse", "constructor", "toString"]) {
      expect(formatOf(w), w).toBeUndefined();
      expect(() => ranking("fr", [["A1", "Club A", "2024-03-10", w]], DUPLICATE), w).toThrow(
        `MASTERS_RANKING\u00a0: argument tournaments, ligne 1, colonne formule\u00a0: formule «\u00a0${w}\u00a0» invalide (attendu\u00a0: poules ou duplicate)`,
      );
    }
  });

  it("an id typed with runs of spaces is the id the tab reads: one space", () => {
    expect(textOf("  CAR   24 ")).toBe("CAR 24");
    const out = ranking(
      "en",
      [["CAR   24", "Club A", "2024-03-10", "duplicate"]],
      DUPLICATE.map((r) => ["CAR 24", ...r.slice(1)]),
    );
    expect(out[0]!.slice(5)).toEqual(["CAR 24"]);
  });
});
