/**
 * Bad input of a season circuit: each case is refused with its list, row and column,
 * and nothing is computed. Rows are the caller's (`row`), or the position in the list.
 */
import { describe, expect, it } from "vitest";
import { replayCircuit } from "../../../../src/engine/circuit/ranking";
import type { CircuitInput, Result } from "../../../../src/engine/circuit/types";
import { circuitProblems, spellingKey } from "../../../../src/engine/circuit/validate";
import type { ArbitreError } from "../../../../src/engine/core/errors";
import { TWO_SEASONS } from "./fixtures/two-seasons";

const withResults = (results: Result[], base: CircuitInput = TWO_SEASONS): CircuitInput => ({
  ...base,
  results,
});
const res = (tournament: string, player: string, place: number, duplicatePlace: number | null = null) => ({
  tournament,
  player,
  place,
  duplicatePlace,
});
const brief = (e: ArbitreError) => ({ key: e.key, params: e.params, at: e.at });

function onlyProblem(input: CircuitInput) {
  const problems = circuitProblems(input);
  expect(problems).toHaveLength(1);
  expect(() => replayCircuit(input)).toThrow(problems[0]!.message);
  return brief(problems[0]!);
}

describe("a circuit with bad input is refused, with the row", () => {
  it("the hand-worked seasons have no problem", () => {
    expect(circuitProblems(TWO_SEASONS)).toEqual([]);
  });

  it("a place given twice in one tournament", () => {
    const input = withResults([res("CAR23", "Anne", 1), res("CAR23", "Bruno", 2), res("CAR23", "Chloé", 2)]);
    expect(onlyProblem(input)).toEqual({
      key: "circuit.placeTwice",
      params: { place: 2, id: "CAR23", row: 2 },
      at: { arg: "results", row: 3, column: "place" },
    });
  });

  it("a gap in the places: said at the place after the gap", () => {
    const input = withResults([res("CAR23", "Anne", 1), res("CAR23", "Bruno", 4), res("CAR23", "Chloé", 2)]);
    expect(onlyProblem(input)).toEqual({
      key: "circuit.placeGap",
      params: { id: "CAR23", missing: 3, place: 4 },
      at: { arg: "results", row: 2, column: "place" },
    });
  });

  it("a gap in the duplicate places of a pool tournament", () => {
    const input = withResults([res("NIM23", "Chloé", 1, 1), res("NIM23", "Émile", 2, 3)]);
    expect(onlyProblem(input).key).toBe("circuit.duplicatePlaceGap");
  });

  it("one player spelled two ways: the other spelling and its row are suggested", () => {
    const input = withResults([
      res("CAR23", "Jean-Luc Martin", 1),
      res("CAR23", "Anne", 2),
      res("TOU23", "Jean Luc MARTIN", 1),
      res("TOU23", "Hélène Durand", 2),
      res("ALB23", "Helene Durand", 1),
      res("ALB23", "jean-luc  martin", 2), // the same spelling (case and spaces): the same player
    ]);
    const problems = circuitProblems(input).map(brief);
    expect(problems).toEqual([
      {
        key: "circuit.spelling",
        params: { name: "Jean Luc MARTIN", other: "Jean-Luc Martin", row: 1 },
        at: { arg: "results", row: 3, column: "player" },
      },
      {
        key: "circuit.spelling",
        params: { name: "Helene Durand", other: "Hélène Durand", row: 4 },
        at: { arg: "results", row: 5, column: "player" },
      },
    ]);
    expect(spellingKey("Jean-Luc  MARTIN")).toBe(spellingKey("jean luc martin"));
  });

  it("a tournament dated after today", () => {
    const input = { ...TWO_SEASONS, today: "2024-05-11" };
    const problems = circuitProblems(input).map(brief);
    expect(problems).toEqual(
      [6, 7].map((row) => ({
        key: "circuit.future",
        params: { id: row === 6 ? "TOU24" : "MTP24", date: "2024-05-12", today: "2024-05-11" },
        at: { arg: "tournaments", row, column: "date" },
      })),
    );
  });

  it("an unknown tournament id", () => {
    const input = withResults([res("CAR23", "Anne", 1), { ...res("CAR25", "Bruno", 1), row: 14 }]);
    expect(onlyProblem(input)).toEqual({
      key: "circuit.unknownTournament",
      params: { id: "CAR25" },
      at: { arg: "results", row: 14, column: "tournament" },
    });
  });

  it("a duplicate place given for an all-duplicate tournament (and missing for a pool tournament)", () => {
    expect(onlyProblem(withResults([res("CAR23", "Anne", 1, 1)]))).toEqual({
      key: "circuit.duplicatePlaceGiven",
      params: { id: "CAR23", value: "1" },
      at: { arg: "results", row: 1, column: "duplicatePlace" },
    });
    expect(onlyProblem(withResults([res("NIM23", "Chloé", 1)])).key).toBe("circuit.duplicatePlaceMissing");
  });

  it("also: a player twice in a tournament, a tournament id twice, a bad date, two editions of a series on one day", () => {
    expect(onlyProblem(withResults([res("CAR23", "Anne", 1), res("CAR23", "anne", 2)])).key).toBe(
      "circuit.playerTwice",
    );
    const tournaments = [
      ...TWO_SEASONS.tournaments,
      { id: "car23", series: "Béziers", date: "2023-05-01", format: "duplicate" as const },
      { id: "BEZ", series: "Béziers", date: "2023-02-30", format: "duplicate" as const },
      { id: "TOU23b", series: "toulouse", date: "2023-04-16", format: "duplicate" as const },
    ];
    expect(circuitProblems({ ...TWO_SEASONS, tournaments }).map((e) => [e.key, e.at.row])).toEqual([
      ["circuit.idTwice", 8],
      ["circuit.badDate", 9],
      ["circuit.seriesSameDay", 10],
    ]);
  });

  it("every problem is listed, tournaments first, each list in row order", () => {
    const input: CircuitInput = {
      tournaments: [{ id: "A", series: "X", date: "2030-01-01", format: "duplicate" }],
      results: [res("A", "P", 1, 1), res("B", "Q", 1), res("A", "R", 3)],
      today: "2025-01-01",
    };
    expect(circuitProblems(input).map((e) => [e.at.arg, e.at.row, e.key])).toEqual([
      ["tournaments", 1, "circuit.future"],
      ["results", 1, "circuit.duplicatePlaceGiven"],
      ["results", 2, "circuit.unknownTournament"],
      ["results", 3, "circuit.placeGap"],
    ]);
  });
});
