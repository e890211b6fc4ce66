/**
 * Audit of RULES §0 (result cells), independent of the engine's own tests.
 * A game is `entrant A | entrant B | score A | score B`; two numbers are compared, two codes are
 * read (V/W win, N draw, L loss, F forfeit, D = défaite in a French spreadsheet, draw otherwise),
 * words in both languages are case- and accent-insensitive, two loss codes are a double loss,
 * an empty B / BYE / EXEMPT is a bye, anything else is bad input reported with its cell.
 */
import { describe, expect, it } from "vitest";
import { ArbitreError, type Cell, parseRow } from "../../src/engine/index";
import { langFromLocale } from "../../src/i18n/index";
import { runFunction } from "../../src/sheets/functions/index";

const FR = { french: true };
const EN = { french: false };

function outcome(a: Cell, b: Cell, opts = FR) {
  const p = parseRow("Ann", "Bob", a, b, opts);
  if (p.kind !== "game") throw new Error(`not a game: ${p.kind}`);
  return [p.outcomeA, p.outcomeB, p.doubleLoss];
}

function badAt(fn: () => unknown): ArbitreError {
  try {
    fn();
  } catch (e) {
    if (e instanceof ArbitreError) return e;
    throw e;
  }
  throw new Error("no error");
}

describe("§0 two numbers are compared; equal numbers are a draw", () => {
  it("3–1, 0–2, 2–2, decimal comma text", () => {
    expect(outcome(3, 1)).toEqual(["win", "loss", false]);
    expect(outcome(0, 2)).toEqual(["loss", "win", false]);
    expect(outcome(2, 2)).toEqual(["draw", "draw", false]);
    // "1,5" (French decimal comma, as text) vs 1 → 1.5 > 1: A wins
    expect(outcome("1,5", 1)).toEqual(["win", "loss", false]);
  });
});

describe("§0 codes", () => {
  it("V / W = win, N = draw, L = loss, F = forfeit loss", () => {
    expect(outcome("V", "L")).toEqual(["win", "loss", false]);
    expect(outcome("W", "F")).toEqual(["win", "forfeit", false]);
    expect(outcome("N", "N")).toEqual(["draw", "draw", false]);
    expect(outcome("F", "W", EN)).toEqual(["forfeit", "win", false]);
  });
  it("D = défaite in a French spreadsheet, draw otherwise (Decision)", () => {
    expect(outcome("V", "D", FR)).toEqual(["win", "loss", false]);
    expect(outcome("D", "D", EN)).toEqual(["draw", "draw", false]);
    expect(outcome("N", "D", EN)).toEqual(["draw", "draw", false]);
    // English: V / D would be win / draw: inconsistent, bad input
    expect(() => outcome("V", "D", EN)).toThrow(ArbitreError);
    // French: N / D would be draw / loss: inconsistent
    expect(() => outcome("N", "D", FR)).toThrow(ArbitreError);
  });
  it("a French locale is any fr_* locale; the custom functions read D by the spreadsheet's locale", () => {
    expect(["fr_FR", "fr_CA", "fr_BE", "fr"].map(langFromLocale)).toEqual(["fr", "fr", "fr", "fr"]);
    expect(["en_US", "de_DE", ""].map(langFromLocale)).toEqual(["en", "en", "en"]);
    // STANDINGS: Ann V, Bob D → French: Ann wins; English: V / D is win / draw → bad input
    const rows = [["Ann", "Bob", "V", "D"]];
    expect((runFunction("STANDINGS", "fr", [rows]) as unknown[][])[1]!.slice(0, 2)).toEqual([1, "Ann"]);
    expect(() => runFunction("STANDINGS", "en", [rows])).toThrow();
    // D / D: a double loss in French (both −1), a draw in English (both 0)
    const dd = [["Ann", "Bob", "D", "D"]];
    expect((runFunction("STANDINGS", "fr", [dd]) as unknown[][]).slice(1).map((r) => [r[4], r[5]])).toEqual([
      [1, -1],
      [1, -1],
    ]);
    expect((runFunction("STANDINGS", "en", [dd]) as unknown[][]).slice(1).map((r) => [r[4], r[5]])).toEqual([
      [0, 0],
      [0, 0],
    ]);
  });
  it("two loss codes are a double loss: D/D in French, L/L in any", () => {
    expect(outcome("D", "D", FR)).toEqual(["loss", "loss", true]);
    expect(outcome("L", "L", FR)).toEqual(["loss", "loss", true]);
    expect(outcome("L", "L", EN)).toEqual(["loss", "loss", true]);
    expect(outcome("défaite", "LOSS", EN)).toEqual(["loss", "loss", true]);
  });
  it("words in both languages, case- and accent-insensitive", () => {
    expect(outcome("Victoire", "DÉFAITE", EN)).toEqual(["win", "loss", false]);
    expect(outcome("  win ", "Defaite", FR)).toEqual(["win", "loss", false]);
    expect(outcome("nul", "Draw", FR)).toEqual(["draw", "draw", false]);
    expect(outcome("forfait", "victoire", EN)).toEqual(["forfeit", "win", false]);
    expect(outcome("Forfeit", "W", FR)).toEqual(["forfeit", "win", false]);
    expect(outcome("v", "d", FR)).toEqual(["win", "loss", false]);
  });
});

describe("§0 byes", () => {
  it("empty B, BYE, EXEMPT (any case) are byes for A", () => {
    for (const b of ["", null, "BYE", "bye", " Exempt ", "EXEMPT"]) {
      expect(parseRow("Ann", b, "", "", FR)).toEqual({ kind: "bye", a: "Ann" });
    }
  });
});

describe("§0 anything else is bad input, reported with its cell", () => {
  it("an unknown code names the score column and the value", () => {
    const e = badAt(() => parseRow("Ann", "Bob", "V", "Z", FR, { round: 2, row: 5 }));
    expect(e.at).toEqual({ round: 2, row: 5, column: "score B" });
    expect(e.params.value).toBe("Z");
  });
  it("a number against a code", () => {
    const e = badAt(() => parseRow("Ann", "Bob", 2, "V", FR, { row: 1 }));
    expect(e.at.column).toBe("score B");
  });
  it("two wins, a win and a draw", () => {
    expect(() => parseRow("Ann", "Bob", "V", "V", FR)).toThrow(ArbitreError);
    expect(() => parseRow("Ann", "Bob", "W", "N", EN)).toThrow(ArbitreError);
  });
  it("one score missing", () => {
    const e = badAt(() => parseRow("Ann", "Bob", "", "V", FR, { row: 3 }));
    expect(e.at.column).toBe("score A");
  });
  it("an entrant against itself, a number as a name, booleans as scores", () => {
    expect(() => parseRow("Ann", " ann ", "V", "D", FR)).toThrow(ArbitreError);
    expect(badAt(() => parseRow(12, "Bob", "V", "D", FR)).at.column).toBe("A");
    expect(() => parseRow("Ann", "Bob", true, false, FR)).toThrow(ArbitreError);
  });
  it("no result yet is not a result (both scores blank)", () => {
    expect(parseRow("Ann", "Bob", "", "", FR)).toEqual({ kind: "pending", a: "Ann", b: "Bob" });
  });
});
