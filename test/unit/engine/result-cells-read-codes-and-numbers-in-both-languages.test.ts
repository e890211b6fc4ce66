import { describe, expect, it } from "vitest";
import { ArbitreError } from "../../../src/engine/core/errors";
import { buildRecords, collect, collectRounds, matchWinRate } from "../../../src/engine/core/records";
import { parseOutcome, parseRow } from "../../../src/engine/core/results";
import { localise } from "../../../src/i18n/render";
import { thrown } from "../../fixtures/errors";

const FR = { french: true };
const EN = { french: false };

describe("result codes (RULES §0)", () => {
  it("reads codes and words in both languages, case- and accent-insensitive", () => {
    expect(parseOutcome("V", FR)).toBe("win");
    expect(parseOutcome("w", EN)).toBe("win");
    expect(parseOutcome(" Victoire ", EN)).toBe("win");
    expect(parseOutcome("N", FR)).toBe("draw");
    expect(parseOutcome("nul", EN)).toBe("draw");
    expect(parseOutcome("DÉFAITE", EN)).toBe("loss");
    expect(parseOutcome("defaite", FR)).toBe("loss");
    expect(parseOutcome("L", FR)).toBe("loss");
    expect(parseOutcome("forfait", EN)).toBe("forfeit");
    expect(parseOutcome("F", EN)).toBe("forfeit");
    expect(parseOutcome("x", EN)).toBeNull();
  });

  it("reads D as a loss in a French spreadsheet and as a draw otherwise", () => {
    expect(parseOutcome("D", FR)).toBe("loss");
    expect(parseOutcome("d", EN)).toBe("draw");
  });
});

describe("parseRow", () => {
  it("compares two numbers", () => {
    expect(parseRow("Ann", "Bob", 3, 1, EN)).toMatchObject({
      kind: "game",
      outcomeA: "win",
      outcomeB: "loss",
    });
    expect(parseRow("Ann", "Bob", "2", "2", EN)).toMatchObject({ outcomeA: "draw", outcomeB: "draw" });
    expect(parseRow("Ann", "Bob", 0, 10.5, EN)).toMatchObject({ outcomeA: "loss", scoreB: 10.5 });
  });

  it("reads two codes, including double losses and forfeits", () => {
    expect(parseRow("Ann", "Bob", "V", "D", FR)).toMatchObject({
      outcomeA: "win",
      outcomeB: "loss",
      doubleLoss: false,
    });
    expect(parseRow("Ann", "Bob", "D", "D", FR)).toMatchObject({ doubleLoss: true, outcomeA: "loss" });
    expect(parseRow("Ann", "Bob", "D", "D", EN)).toMatchObject({ doubleLoss: false, outcomeA: "draw" });
    expect(parseRow("Ann", "Bob", "L", "L", EN)).toMatchObject({ doubleLoss: true });
    expect(parseRow("Ann", "Bob", "W", "F", EN)).toMatchObject({ outcomeB: "forfeit", doubleLoss: false });
  });

  it("treats an empty B, BYE or EXEMPT as a bye and an empty row as blank", () => {
    expect(parseRow("Ann", "", "", "", EN)).toEqual({ kind: "bye", a: "Ann" });
    expect(parseRow("Ann", "exempt", "", "", FR)).toEqual({ kind: "bye", a: "Ann" });
    expect(parseRow(" Ann  Lee ", "BYE", "", "", FR)).toEqual({ kind: "bye", a: "Ann Lee" });
    expect(parseRow("", "", "", "", FR)).toEqual({ kind: "blank" });
    expect(parseRow("Ann", "Bob", "", "", FR)).toEqual({ kind: "pending", a: "Ann", b: "Bob" });
  });

  it("refuses bad input with the cell it came from", () => {
    const bad = (f: () => unknown) => {
      try {
        f();
      } catch (e) {
        expect(e).toBeInstanceOf(ArbitreError);
        return e as ArbitreError;
      }
      throw new Error("expected an ArbitreError");
    };
    const e1 = bad(() => parseRow("Ann", "Bob", "V", "V", FR, { round: 2, row: 5 }));
    expect(e1.key).toBe("results.inconsistent");
    expect(localise(e1, "fr")).toBe(
      "ronde 2, ligne 5\u00a0: les scores «\u00a0V\u00a0» et «\u00a0V\u00a0» ne font pas un résultat (ex. V et D, N et N, D et D)",
    );
    expect(bad(() => parseRow("Ann", "Bob", "V", "", FR)).key).toBe("results.missingScore");
    expect(bad(() => parseRow("Ann", "Bob", 3, "V", FR)).key).toBe("results.mixedScores");
    expect(bad(() => parseRow("Ann", "Bob", "Z", "V", FR)).at.column).toBe("score A");
    expect(bad(() => parseRow(42, "Bob", "V", "D", FR)).key).toBe("results.badName");
    expect(bad(() => parseRow("Ann", "ann ", "V", "D", FR)).key).toBe("results.sameEntrant");
    expect(bad(() => parseRow("", "Bob", "V", "D", FR)).key).toBe("results.missingA");
    expect(bad(() => parseRow("Ann", "Bob", true, false, FR)).key).toBe("results.badScore");
    expect(bad(() => parseRow("Ann", "Bob", Number.NaN, 1, FR)).key).toBe("results.mixedScores");
  });
});

describe("records", () => {
  it("counts wins, losses, double losses, forfeits, byes and repeated opponents", () => {
    const { games, names } = collectRounds(
      [
        [
          { a: "Ann", b: "Bob", scoreA: "V", scoreB: "D" },
          { a: "Cat", b: null, scoreA: "", scoreB: "" },
        ],
        [
          { a: "ann", b: "Cat", scoreA: "D", scoreB: "D" },
          { a: "Bob", b: "", scoreA: "", scoreB: "" },
        ],
        [
          { a: "Bob", b: "ANN", scoreA: "F", scoreB: "V" },
          { a: "Cat", b: "BYE", scoreA: "", scoreB: "" },
        ],
      ],
      FR,
    );
    const rec = buildRecords(games, names, ["Dan"]);
    const ann = rec.get("ann")!;
    expect(ann).toMatchObject({ name: "Ann", wins: 2, losses: 1, doubleLosses: 1, byes: 0, rounds: 3 });
    expect(ann.opponents).toEqual(["bob", "cat", "bob"]);
    expect(rec.get("bob")).toMatchObject({ wins: 0, losses: 2, forfeits: 1, byes: 1, rounds: 3 });
    expect(rec.get("cat")).toMatchObject({ byes: 2, losses: 1, doubleLosses: 1, rounds: 3 });
    expect(matchWinRate(rec.get("cat")!)).toBeCloseTo(2 / 3, 12);
    expect(rec.get("dan")).toMatchObject({ rounds: 0, name: "dan" });
    expect(matchWinRate(rec.get("dan")!)).toBe(0);
  });

  it("refuses an entrant twice in a round, naming round and row", () => {
    expect(
      thrown(() =>
        collectRounds(
          [
            [
              { a: "Ann", b: "Bob", scoreA: 1, scoreB: 0 },
              { a: "Cat", b: "ann", scoreA: 1, scoreB: 0 },
            ],
          ],
          EN,
        ),
      ),
    ).toMatch(/round 1, row 2: 'ann' appears twice in round 1/);
  });

  it("keeps pending games apart and skips blank rows", () => {
    const c = collect(
      [
        { a: "Ann", b: "Bob", scoreA: "", scoreB: "" },
        { a: "", b: "", scoreA: "", scoreB: "" },
        { a: "Cat", b: "Dan", scoreA: 2, scoreB: 1, armyA: 120, armyB: "45" },
      ],
      EN,
    );
    expect(c.pending).toEqual([{ round: 1, row: 1, a: "ann", b: "bob" }]);
    expect(c.games).toHaveLength(1);
    expect(c.games[0]).toMatchObject({ row: 3, armyA: 120, armyB: 45 });
    expect(() => collect([{ a: "Cat", b: "Dan", scoreA: 2, scoreB: 1, armyA: "beaucoup" }], FR)).toThrowError(
      ArbitreError,
    );
  });
});
