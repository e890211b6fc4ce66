/**
 * The % Duplicaté (RULES §6): cumuls of 16 deals per side across tournaments, dated by their 16th
 * deal; the moving average of the last 20 cumuls dated within 45 days (day −45 in, −46 out), the
 * highest and the lowest dropped from 3 on, provisional below 20; current % = ¼ attack + ¾ defence,
 * blank when a side has no cumul in the window. Expected values worked by hand.
 */
import { describe, expect, it } from "vitest";
import { cumulsOf, type FormDeal, formOf, sideWindow } from "../../../../src/engine/tarot/form";
import { tarotReport } from "../../../../src/engine/tarot/report";
import type { DealRow } from "../../../../src/engine/tarot/types";
import { dayNumber } from "../../../../src/engine/tarot/validate";

const day = (iso: string) => dayNumber(iso)!;
const AS_OF = day("2025-06-30");
/** n cumuls all dated `at`, of the values given. */
const cumuls = (values: number[], at = AS_OF) => values.map((percent) => ({ day: at, percent }));
const range = (a: number, b: number) => Array.from({ length: b - a + 1 }, (_, i) => a + i);

describe("the 45-day window", () => {
  it("a cumul dated 45 days before counts, 46 days before does not, after the date does not", () => {
    const w = sideWindow(
      [
        { day: AS_OF - 46, percent: 10 },
        { day: AS_OF - 45, percent: 20 },
        { day: AS_OF + 1, percent: 90 },
      ],
      AS_OF,
    );
    expect(w.inWindow).toEqual([1]);
    expect(w.average).toBe(20);
    expect(w.provisional).toBe(true);
  });
});

describe("the last 20 results, extremes dropped", () => {
  it("19 cumuls 1…19: provisional, 1 and 19 dropped, mean of 2…18 = 10", () => {
    const w = sideWindow(cumuls(range(1, 19)), AS_OF);
    expect([w.counted.length, w.average, w.provisional]).toEqual([19, 10, true]);
  });

  it("20 cumuls 1…20: representative, 1 and 20 dropped, mean of 2…19 = 10.5", () => {
    const w = sideWindow(cumuls(range(1, 20)), AS_OF);
    expect([w.counted.length, w.average, w.provisional]).toEqual([20, 10.5, false]);
    expect(w.dropped).toEqual([0, 19]);
  });

  it("21 cumuls 1…21: the oldest (1) is out, 2 and 21 dropped, mean of 3…20 = 11.5", () => {
    const w = sideWindow(cumuls(range(1, 21)), AS_OF);
    expect([w.counted.length, w.average, w.provisional]).toEqual([20, 11.5, false]);
    expect(w.counted[0]).toBe(1);
  });

  it("2 cumuls are averaged as they are; from 3 the highest and the lowest go", () => {
    expect(sideWindow(cumuls([10, 30]), AS_OF).average).toBe(20);
    expect(sideWindow(cumuls([10, 20, 90]), AS_OF).average).toBe(20);
    expect(sideWindow(cumuls([50, 50, 50]), AS_OF).average).toBe(50);
    expect(sideWindow([], AS_OF).average).toBeNull();
  });
});

describe("cumuls", () => {
  it("16 deals of one side make a cumul, dated by its 16th; the other side's deals interleave", () => {
    const deals: FormDeal[] = [];
    // 20 deals alternating: attack at 80, defence at 120, on successive days from day 0
    for (let i = 0; i < 40; i++)
      deals.push({ day: i, side: i % 2 === 0 ? "attack" : "defence", percent: i % 2 === 0 ? 80 : 120 });
    const c = cumulsOf(deals);
    expect(c.map((x) => [x.side, x.day, x.percent])).toEqual([
      ["attack", 30, 80],
      ["defence", 31, 120],
    ]);
  });

  it("span tournaments, count unfinished deals at 0 %, and give the current % ¼ / ¾", () => {
    // Anne: T1 (2025-05-01) 10 attack deals at 110 %, then T2 (2025-05-08) 6 attack deals, the last
    // unfinished, 5 at 110 % → cumul (15 × 110 + 0) / 16 = 103.125, dated 2025-05-08. Defence:
    // 16 deals at 90 % in T2 → cumul 90, dated 2025-05-08.
    const rows: DealRow[] = [];
    const add = (t: string, date: string, deal: number, side: string, diff: number | null) => {
      rows.push({ tournament: t, date, deal, side, participant: "Bot", differential: 0 });
      rows.push({ tournament: t, date, deal, side, participant: "Anne", differential: diff });
    };
    for (let d = 1; d <= 10; d++) add("T1", "2025-05-01", d, "attaque", 10);
    for (let d = 1; d <= 6; d++) add("T2", "2025-05-08", d, "attaque", d === 6 ? null : 10);
    for (let d = 7; d <= 22; d++) add("T2", "2025-05-08", d, "défense", -10);
    const anne = tarotReport(rows).players[0]!;
    expect(anne.cumuls.map((c) => [c.side, c.date, c.percent, c.counted])).toEqual([
      ["attack", "2025-05-08", 103.125, true],
      ["defence", "2025-05-08", 90, true],
    ]);
    expect(anne.attack).toEqual({ average: 103.125, counted: 1, provisional: true });
    expect(anne.current).toBe(0.25 * 103.125 + 0.75 * 90);
    // 46 days later the window is empty: blank averages and current %
    const later = tarotReport(rows, "2025-06-23").players[0]!;
    expect([later.attack.average, later.defence.average, later.current]).toEqual([null, null, null]);
    expect(later.cumuls.every((c) => !c.inWindow)).toBe(true);
    // 45 days later it still counts
    expect(tarotReport(rows, "2025-06-22").players[0]!.current).toBe(0.25 * 103.125 + 0.75 * 90);
  });

  it("a side with no cumul in the window leaves the current % blank", () => {
    const f = formOf(
      Array.from({ length: 16 }, (_, i) => ({ day: AS_OF, side: "defence" as const, percent: 100 + i })),
      AS_OF,
    );
    expect(f.defence.average).toBe(107.5);
    expect(f.attack.average).toBeNull();
    expect(f.current).toBeNull();
  });

  it("flags the 20th most recent counted cumul and the two dropped", () => {
    // 21 defence cumuls of 16 deals, one tournament a day from 2025-06-01: cumul k at 100 + k %
    const rows: DealRow[] = [];
    for (let k = 0; k < 21; k++) {
      const date = `2025-06-${String(k + 1).padStart(2, "0")}`;
      for (let d = 1; d <= 16; d++) {
        rows.push({
          tournament: `J${k}`,
          date,
          deal: d,
          side: "défense",
          participant: "Bot",
          differential: 0,
        });
        rows.push({
          tournament: `J${k}`,
          date,
          deal: d,
          side: "défense",
          participant: "Anne",
          differential: k,
        });
      }
    }
    const anne = tarotReport(rows).players[0]!;
    expect(anne.cumuls).toHaveLength(21);
    expect(anne.cumuls.filter((c) => c.counted).length).toBe(20);
    expect(anne.cumuls.findIndex((c) => c.twentieth)).toBe(1);
    expect(anne.cumuls.flatMap((c, i) => (c.dropped ? [i] : []))).toEqual([1, 20]);
    // counted 101…120, dropped 101 and 120: mean of 102…119 = 110.5
    expect(anne.defence).toEqual({ average: 110.5, counted: 20, provisional: false });
    expect(anne.provisional).toBe(true); // no attack cumul
  });
});
