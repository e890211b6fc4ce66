/** Top cut (RULES §1): seeding, stages from results, no draw / double loss, final ranking. */
import { describe, expect, it } from "vitest";
import { ArbitreError } from "../../../../src/engine/core/errors";
import { explain, firstStageSeeds, type TopCutGame, topCut } from "../../../../src/lib/index";

const ranking = ["S1", "S2", "S3", "S4", "S5", "S6", "S7", "S8", "S9", "S10"];
const W = (a: string, b: string): TopCutGame => ({ a, b, scoreA: "W", scoreB: "L" });

describe("top cut", () => {
  it("seeds 1–8, 4–5, 2–7, 3–6; 1–4, 2–3; 1–2", () => {
    expect(firstStageSeeds(8)).toEqual([
      [1, 8],
      [4, 5],
      [2, 7],
      [3, 6],
    ]);
    expect(firstStageSeeds(4)).toEqual([
      [1, 4],
      [2, 3],
    ]);
    expect(firstStageSeeds(2)).toEqual([[1, 2]]);
    const s = topCut({ size: 8, ranking, stages: [] });
    expect(s.stageName).toBe("quarter");
    expect(s.tables.map((t) => `${t.a}-${t.b}`)).toEqual(["S1-S8", "S4-S5", "S2-S7", "S3-S6"]);
    expect(s.tables[0]!.why).toBe("Top cut, quarter-final: seed 1 (S1) v seed 8 (S8).");
    expect(explain(s.tables[0]!.explanation, "fr")).toBe(
      "Top cut, quart de finale\u00a0: tête de série 1 (S1) contre tête de série 8 (S8).",
    );
  });

  it("a full top 8 with upsets, and the final ranking", () => {
    const q = [W("S8", "S1"), W("S4", "S5"), { a: "S2", b: "S7", scoreA: 3, scoreB: 1 }, W("S6", "S3")];
    const s2 = topCut({ size: 8, ranking, stages: [q] });
    // semis: winner(1–8) v winner(4–5) = S4 (better seed first) v S8; winner(2–7) v winner(3–6) = S2 v S6
    expect(s2.tables.map((t) => `${t.a}-${t.b}`)).toEqual(["S4-S8", "S2-S6"]);
    const s3 = topCut({ size: 8, ranking, stages: [q, [W("S8", "S4"), W("S6", "S2")]] });
    expect(s3.stageName).toBe("final");
    expect(s3.tables.map((t) => `${t.a}-${t.b}`)).toEqual(["S6-S8"]);
    const done = topCut({ size: 8, ranking, stages: [q, [W("S8", "S4"), W("S6", "S2")], [W("S8", "S6")]] });
    expect(done.finished).toBe(true);
    expect(done.champion).toBe("S8");
    // 1 S8, 2 S6, semi losers S2, S4 by Swiss rank, quarter losers S1, S3, S5, S7, then S9, S10
    expect(done.ranking.map((p) => `${p.place}:${p.id}`)).toEqual([
      "1:S8",
      "2:S6",
      "3:S2",
      "4:S4",
      "5:S1",
      "6:S3",
      "7:S5",
      "8:S7",
      "9:S9",
      "10:S10",
    ]);
  });

  it("top 2 and top 4", () => {
    expect(
      topCut({ size: 2, ranking, stages: [[W("S2", "S1")]] })
        .ranking.slice(0, 3)
        .map((p) => p.id),
    ).toEqual(["S2", "S1", "S3"]);
    const s = topCut({ size: 4, ranking, stages: [[W("S1", "S4"), W("S3", "S2")]] });
    expect(s.tables.map((t) => `${t.a}-${t.b}`)).toEqual(["S1-S3"]);
  });

  it("no draw, no double loss, no wrong table, no missing result", () => {
    const err = (f: () => unknown): string => {
      try {
        f();
      } catch (e) {
        expect(e).toBeInstanceOf(ArbitreError);
        return (e as ArbitreError).key;
      }
      return "none";
    };
    expect(
      err(() => topCut({ size: 2, ranking, stages: [[{ a: "S1", b: "S2", scoreA: 1, scoreB: 1 }]] })),
    ).toBe("topcut.noWinner");
    expect(
      err(() => topCut({ size: 2, ranking, stages: [[{ a: "S1", b: "S2", scoreA: "L", scoreB: "L" }]] })),
    ).toBe("topcut.noWinner");
    expect(
      err(() => topCut({ size: 4, ranking, stages: [[W("S1", "S4"), W("S2", "S3"), W("S5", "S6")]] })),
    ).toBe("topcut.wrongGame");
    expect(err(() => topCut({ size: 4, ranking, stages: [[W("S1", "S4")]] }))).toBe("topcut.missingGame");
    expect(err(() => topCut({ size: 6, ranking, stages: [] }))).toBe("topcut.badSize");
    expect(err(() => topCut({ size: 8, ranking: ranking.slice(0, 5), stages: [] }))).toBe("topcut.notEnough");
  });
});
