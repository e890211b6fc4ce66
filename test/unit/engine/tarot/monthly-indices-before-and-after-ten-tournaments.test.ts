/**
 * The monthly Indice and Victoire indicators (RULES §6): the 10 best results ÷ 10 (fewer: still
 * ÷ 10), Victoire the 5 best results of the tournaments won ÷ 5; a tournament's result for a side
 * is the matchpoints earned on that side's deals. Expected values worked by hand.
 */
import { describe, expect, it } from "vitest";
import { bestMean, monthlyIndices } from "../../../../src/engine/tarot/indices";
import { tarotReport } from "../../../../src/engine/tarot/report";
import type { DealRow } from "../../../../src/engine/tarot/types";

const played = (month: string, attack: number | null, defence: number | null, won = false) => ({
  month,
  won,
  attack,
  defence,
});

describe("the Indice", () => {
  it("before 10 tournaments every result counts, ÷ 10", () => {
    // 1 + … + 9 = 45
    const m = monthlyIndices(Array.from({ length: 9 }, (_, i) => played("2025-03", i + 1, null)));
    expect(m).toEqual([
      {
        month: "2025-03",
        tournaments: 9,
        wins: 0,
        attack: 4.5,
        defence: 0,
        victoryAttack: 0,
        victoryDefence: 0,
      },
    ]);
  });

  it("at 10, all 10; from the 11th the best 10 (1…11: 2 + … + 11 = 65 → 6.5)", () => {
    expect(
      bestMean(
        Array.from({ length: 10 }, (_, i) => i + 1),
        10,
      ),
    ).toBe(5.5);
    const m = monthlyIndices(Array.from({ length: 11 }, (_, i) => played("2025-03", i + 1, 11 - i)));
    expect([m[0]!.attack, m[0]!.defence]).toEqual([6.5, 6.5]);
  });

  it("months are apart, and a tournament played on one side has no result for the other", () => {
    const m = monthlyIndices([
      played("2025-03", 20, null),
      played("2025-04", null, 30),
      played("2025-03", 10, 5),
    ]);
    expect(m.map((x) => [x.month, x.tournaments, x.attack, x.defence])).toEqual([
      ["2025-03", 2, 3, 0.5],
      ["2025-04", 1, 0, 3],
    ]);
  });
});

describe("the Victoire indicator", () => {
  it("a month with fewer than 5 wins: their results ÷ 5", () => {
    const m = monthlyIndices([
      played("2025-05", 8, 12, true),
      played("2025-05", 6, null, true),
      played("2025-05", 50, 50, false),
    ]);
    // attack 8 + 6 = 14 → 2.8; defence 12 → 2.4
    expect([m[0]!.wins, m[0]!.victoryAttack, m[0]!.victoryDefence]).toEqual([2, 2.8, 2.4]);
  });

  it("more than 5 wins: the 5 best (1…7 → 3 + … + 7 = 25 → 5)", () => {
    const m = monthlyIndices(Array.from({ length: 7 }, (_, i) => played("2025-05", i + 1, null, true)));
    expect(m[0]!.victoryAttack).toBe(5);
  });
});

describe("through tarotReport", () => {
  it("the results are the matchpoints earned on each side; only tournaments up to the date count", () => {
    // Anne and Bruno with the bot (top 4). T1 (March): deal 1 in attack, deal 2 in defence.
    const rows: DealRow[] = [];
    const deal = (t: string, date: string, n: number, side: string, anne: number, bruno: number) => {
      rows.push({ tournament: t, date, deal: n, side, participant: "Bot", differential: 0 });
      rows.push({ tournament: t, date, deal: n, side, participant: "Anne", differential: anne });
      rows.push({ tournament: t, date, deal: n, side, participant: "Bruno", differential: bruno });
    };
    // deal 1: Anne 110 %, Bot 100, Bruno 90 → 4, 2, 0. deal 2: Anne 100, Bot 100, Bruno 90 → 3, 3, 0.
    // Totals Anne 7, Bot 5, Bruno 0: Anne wins; attack 4, defence 3.
    deal("T1", "2025-03-10", 1, "attaque", 10, -10);
    deal("T1", "2025-03-10", 2, "défense", 0, -10);
    // T2 (April): one deal in defence, Bruno best: Bruno 4, Bot 2, Anne 0.
    deal("T2", "2025-04-02", 1, "défense", -5, 5);
    const r = tarotReport(rows);
    const anne = r.players.find((p) => p.player === "Anne")!;
    expect(anne.months).toEqual([
      {
        month: "2025-03",
        tournaments: 1,
        wins: 1,
        attack: 0.4,
        defence: 0.3,
        victoryAttack: 0.8,
        victoryDefence: 0.6,
      },
      {
        month: "2025-04",
        tournaments: 1,
        wins: 0,
        attack: 0,
        defence: 0,
        victoryAttack: 0,
        victoryDefence: 0,
      },
    ]);
    expect(tarotReport(rows, "2025-03-31").players.find((p) => p.player === "Anne")!.months).toHaveLength(1);
  });
});
