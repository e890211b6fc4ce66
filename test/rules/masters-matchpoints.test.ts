/**
 * Audit of RULES §5 (Masters Grand Sud points) and §6 (duplicate matchpoints).
 * §5: duplicate = max(0, 45 − 5·place + 10·seeds); final = base(place) + 20·seeds, base = 480, 400,
 * 320, 300, 240, 225, 210, 195, 160, 150, … (−10) …, 80 (17th), 75, … (−5) …, 5 (32nd); only the top
 * 32 of the final ranking score; a duplicate place beyond 32 adds 0; seeds 0–16.
 * (The formulas were also checked against every cell of the seed's two tables, outside this suite.)
 * §6: 2 per participant beaten, 1 per tie; bulle 0, top 2 × humans (the bot is a participant);
 * a deal not finished counts bulle.
 */
import { describe, expect, it } from "vitest";
import { dealMatchpoints, duplicatePoints, finalPoints, mastersPoints } from "../../src/engine/index";
import { runFunction } from "../../src/sheets/functions/index";

describe("§5 Masters points", () => {
  it("the seed's examples: 9 seeds, 14th duplicate → 65, 14th final → 290", () => {
    expect(duplicatePoints(14, 9)).toBe(65);
    expect(finalPoints(14, 9)).toBe(290);
    expect(mastersPoints(14, 9)).toBe(355); // all-duplicate: the final place counts as both
    expect(runFunction("MASTERS_POINTS", "fr", [14, 9])).toBe(355);
  });
  it("hand-picked cells of both tables", () => {
    // duplicate: 1st/0 → 40; 8th/0 → 5; 9th/0 → 0; 10th/1 → 5; 32nd/12 → 5; 32nd/16 → 45; 1st/16 → 200
    expect([
      duplicatePoints(1, 0),
      duplicatePoints(8, 0),
      duplicatePoints(9, 0),
      duplicatePoints(10, 1),
    ]).toEqual([40, 5, 0, 5]);
    expect([duplicatePoints(32, 12), duplicatePoints(32, 16), duplicatePoints(1, 16)]).toEqual([5, 45, 200]);
    // final base: 480, 400, 320, 300, 240, 225, 210, 195, 160 (9th), 150, 90 (16th), 80 (17th), 75, 5 (32nd)
    const base = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 16, 17, 18, 32].map((p) => finalPoints(p, 0));
    expect(base).toEqual([480, 400, 320, 300, 240, 225, 210, 195, 160, 150, 90, 80, 75, 5]);
    expect(finalPoints(1, 16)).toBe(800);
    expect(finalPoints(32, 16)).toBe(325);
  });
  it("pool tournament: duplicate place + final place; beyond 32nd", () => {
    // 3rd in the final, 20th in the duplicate, 5 seeds: (45 − 100 + 50 → 0) + (320 + 100) = 420
    expect(mastersPoints(3, 5, 20)).toBe(420);
    // 5th final, 2nd duplicate, 5 seeds: (45 − 10 + 50 = 85) + (240 + 100 = 340) = 425
    expect(runFunction("MASTERS_POINTS", "fr", [5, 5, 2])).toBe(425);
    // duplicate place beyond 32 adds 0; final place beyond 32 scores nothing at all
    expect(mastersPoints(10, 16, 40)).toBe(150 + 320);
    expect(mastersPoints(33, 16, 1)).toBe(0);
  });
  it("more than 16 seeds present counts as 16 (ties at 16th are all seeds); negative or fractional is refused", () => {
    expect(runFunction("MASTERS_POINTS", "en", [1, 17])).toBe(runFunction("MASTERS_POINTS", "en", [1, 16]));
    expect(mastersPoints(1, 20)).toBe(45 - 5 + 160 + 480 + 320);
    expect(() => mastersPoints(1, -1)).toThrow();
    expect(() => runFunction("MASTERS_POINTS", "en", [1, 1.5])).toThrow();
  });
});

describe("§6 matchpoints", () => {
  it("1 human + the bot: top 2, bulle 0", () => {
    // human 120 vs bot 100 (the bot is always the reference participant)
    expect(dealMatchpoints([120, 100])).toEqual([2, 0]);
  });
  it("3 humans + the bot: top = 2 × 3 = 6, ties 1 each", () => {
    // scores 110, 100 (bot), 100, 90: top 6; the two 100s beat one (2) and tie one (1) → 3; bulle 0
    expect(dealMatchpoints([110, 100, 100, 90])).toEqual([6, 3, 3, 0]);
  });
  it("a deal not finished is bulle (0) and beaten by every finisher", () => {
    // 4 humans + bot: top = 8. Finishers 105, 100 (bot), 95, 95; one unfinished.
    // 105: beats 4 → 8; 100: beats 95, 95, X → 6; 95s: beat X (2) + tie (1) → 3; X → 0.
    expect(dealMatchpoints([105, 100, 95, 95, "unfinished"])).toEqual([8, 6, 3, 3, 0]);
    // the MATCHPOINTS function: text = not finished, blank = not in the deal
    expect(runFunction("MATCHPOINTS", "fr", [[[105, 100, 95, 95, "X", ""]]])).toEqual([[8, 6, 3, 3, 0, ""]]);
  });
});
