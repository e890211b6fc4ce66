/**
 * Audit of RULES §1 top cut: single elimination among the top 2, 4 or 8, seeded by Swiss rank
 * (1–8, 4–5, 2–7, 3–6; 1–4, 2–3; 1–2); no double loss: a winner is required.
 */
import { describe, expect, it } from "vitest";
import { ArbitreError, type TopCutGame, topCut } from "../../src/engine/index";

const ranking = ["S1", "S2", "S3", "S4", "S5", "S6", "S7", "S8", "S9", "S10"];
const win = (a: string, b: string): TopCutGame => ({ a, b, scoreA: "W", scoreB: "L" });

describe("§1 top cut of 8", () => {
  it("quarter-finals 1–8, 4–5, 2–7, 3–6", () => {
    const s = topCut({ size: 8, ranking, stages: [] });
    expect(s.stageName).toBe("quarter");
    expect(s.tables.map((t) => [t.seedA, t.seedB, t.a, t.b])).toEqual([
      [1, 8, "S1", "S8"],
      [4, 5, "S4", "S5"],
      [2, 7, "S2", "S7"],
      [3, 6, "S3", "S6"],
    ]);
  });
  /*
   * Quarters: S1 beats S8, S5 beats S4 (upset), S7 beats S2 (upset), S3 beats S6.
   * Semis: winner(1–8) vs winner(4–5) = S1–S5; winner(2–7) vs winner(3–6) = S3–S7 (better seed first).
   * Then S5 beats S1, S3 beats S7 → final S3–S5; S5 wins.
   * Final ranking: S5, S3, then semi losers in Swiss order S1, S7, then quarter losers S2, S4, S6, S8,
   * then S9, S10 at their Swiss places.
   */
  const quarters = [
    win("S1", "S8"),
    win("S5", "S4"),
    { a: "S2", b: "S7", scoreA: 0, scoreB: 2 },
    win("S3", "S6"),
  ];
  const semis = [win("S5", "S1"), win("S3", "S7")];
  it("semi-finals are bracket winners 1–4, 2–3", () => {
    const s = topCut({ size: 8, ranking, stages: [quarters] });
    expect(s.stageName).toBe("semi");
    expect(s.tables.map((t) => [t.a, t.b])).toEqual([
      ["S1", "S5"],
      ["S3", "S7"],
    ]);
  });
  it("final and final ranking", () => {
    const s = topCut({ size: 8, ranking, stages: [quarters, semis] });
    expect(s.stageName).toBe("final");
    expect(s.tables.map((t) => [t.a, t.b])).toEqual([["S3", "S5"]]);
    const end = topCut({ size: 8, ranking, stages: [quarters, semis, [win("S5", "S3")]] });
    expect(end.finished).toBe(true);
    expect(end.champion).toBe("S5");
    expect(end.ranking.map((p) => p.id)).toEqual([
      "S5",
      "S3",
      "S1",
      "S7",
      "S2",
      "S4",
      "S6",
      "S8",
      "S9",
      "S10",
    ]);
  });
  it("no double loss and no draw: a winner is required", () => {
    const dl = [{ a: "S1", b: "S8", scoreA: "L", scoreB: "L" }, ...quarters.slice(1)];
    expect(() => topCut({ size: 8, ranking, stages: [dl] })).toThrow(ArbitreError);
    const draw = [{ a: "S1", b: "S8", scoreA: 1, scoreB: 1 }, ...quarters.slice(1)];
    expect(() => topCut({ size: 8, ranking, stages: [draw] })).toThrow(ArbitreError);
    const frDl = [{ a: "S1", b: "S8", scoreA: "D", scoreB: "D" }, ...quarters.slice(1)];
    expect(() => topCut({ size: 8, ranking, stages: [frDl], french: true })).toThrow(ArbitreError);
  });
});

describe("§1 top cut of 4 and 2", () => {
  it("1–4, 2–3 then the final; 1–2", () => {
    expect(topCut({ size: 4, ranking, stages: [] }).tables.map((t) => [t.seedA, t.seedB])).toEqual([
      [1, 4],
      [2, 3],
    ]);
    expect(topCut({ size: 2, ranking, stages: [] }).tables.map((t) => [t.seedA, t.seedB])).toEqual([[1, 2]]);
    const s = topCut({ size: 4, ranking, stages: [[win("S4", "S1"), win("S2", "S3")]] });
    expect(s.tables.map((t) => [t.a, t.b])).toEqual([["S2", "S4"]]);
  });
  it("other sizes are refused", () => {
    expect(() => topCut({ size: 6, ranking, stages: [] })).toThrow(ArbitreError);
  });
});
