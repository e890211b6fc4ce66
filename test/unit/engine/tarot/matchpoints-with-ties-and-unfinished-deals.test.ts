/**
 * A tournament's matchpoints (RULES §6): 2 per participant beaten (the bot included), 1 per tie,
 * compared on the deal's %; an unfinished deal is 0 % and bulle; the sum ranks, the highest wins
 * (shared on a tie, the bot may win). Values worked by hand in the comments.
 */
import { describe, expect, it } from "vitest";
import { tarotReport } from "../../../../src/engine/tarot/report";
import type { DealRow } from "../../../../src/engine/tarot/types";

const D = "2025-03-02";
const row = (deal: number, participant: string, side: string, differential: number | null): DealRow => ({
  tournament: "T1",
  date: D,
  deal,
  side,
  participant,
  differential,
});

// Deal 1, bot 10: Anne 30 → 120 %, Bruno 10 → 100 % (ties the bot), Chloé unfinished, David −200 → 0 %.
//   Anne beats 4 → 8 (the top, 2 × 4 humans); Bot beats David and Chloé, ties Bruno → 5; Bruno 5;
//   David beats Chloé → 2; Chloé 0.
// Deal 2, bot 0: Anne 0 → 100 % (ties the bot), Bruno −150 → 0 %, Chloé −120 → 0 % (tie at 0 %),
//   David unfinished. Anne beats 3, ties 1 → 7; Bot 7; Bruno beats David, ties Chloé → 3; Chloé 3; David 0.
// Totals: Anne 15, Bot 12, Bruno 8, Chloé 3, David 2.
const T1: DealRow[] = [
  row(1, "Bot", "attaque", 10),
  row(1, "Anne", "attaque", 30),
  row(1, "Bruno", "défense", 10),
  row(1, "Chloé", "défense", null),
  row(1, "David", "attack", -200),
  row(2, "Bot", "défense", 0),
  row(2, "Anne", "Défense", 0),
  row(2, "Bruno", "defence", -150),
  row(2, "Chloé", "DEFENSE", -120),
  row(2, "David", "attaque", null),
];

describe("matchpoints of a tournament", () => {
  it("2 per participant beaten, 1 per tie, the bot a participant; unfinished deals bulle", () => {
    const t = tarotReport(T1).tournaments[0]!;
    expect(t.humans).toBe(4);
    expect(t.deals).toBe(2);
    expect(t.rows.map((r) => [r.rank, r.participant, r.matchpoints, r.attack, r.defence, r.winner])).toEqual([
      [1, "Anne", 15, 8, 7, true],
      [2, "Bot", 12, 5, 7, false],
      [3, "Bruno", 8, 0, 8, false],
      [4, "Chloé", 3, 0, 3, false],
      [5, "David", 2, 2, 0, false],
    ]);
  });

  it("each row's deal % and matchpoints, in the input's order (what the Deals tab shows)", () => {
    const r = tarotReport(T1);
    expect(r.deals.percent).toEqual([100, 120, 100, 0, 0, 100, 100, 0, 0, 0]);
    expect(r.deals.matchpoints).toEqual([5, 8, 5, 0, 2, 7, 7, 3, 3, 0]);
  });

  it("a tie at the top: every tied participant wins, ranks are shared", () => {
    // bot 5; Anne 5 (ties), Bruno 0 (95 %): Anne 2 + 1 = 3, Bot 3, Bruno 0
    const rows: DealRow[] = [
      { tournament: "T2", date: D, deal: 1, side: "attaque", participant: "Bot", differential: 5 },
      { tournament: "T2", date: D, deal: 1, side: "attaque", participant: "Anne", differential: 5 },
      { tournament: "T2", date: D, deal: 1, side: "défense", participant: "Bruno", differential: 0 },
    ];
    const t = tarotReport(rows).tournaments[0]!;
    expect(t.rows.map((r) => [r.rank, r.participant, r.matchpoints, r.winner])).toEqual([
      [1, "Anne", 3, true],
      [1, "Bot", 3, true],
      [3, "Bruno", 0, false],
    ]);
  });

  it("the bot alone on top: no human wins", () => {
    const rows: DealRow[] = [
      { tournament: "T3", date: D, deal: 1, side: "attaque", participant: "Robot", differential: 5 },
      { tournament: "T3", date: D, deal: 1, side: "attaque", participant: "Anne", differential: 4 },
    ];
    const r = tarotReport(rows);
    expect(r.tournaments[0]!.rows.map((x) => [x.participant, x.bot, x.matchpoints, x.winner])).toEqual([
      ["Robot", true, 2, true],
      ["Anne", false, 0, false],
    ]);
    expect(r.players.map((p) => p.player)).toEqual(["Anne"]);
    expect(r.players[0]!.months[0]!.wins).toBe(0);
  });

  it("a single human who beats the bot on every deal gets the top, 2, each time", () => {
    const rows: DealRow[] = [1, 2, 3].flatMap((deal) => [
      { tournament: "T4", date: D, deal, side: "attaque", participant: "x", bot: true, differential: 0 },
      { tournament: "T4", date: D, deal, side: "défense", participant: "Anne", differential: 1 },
    ]);
    const t = tarotReport(rows).tournaments[0]!;
    expect(t.rows.map((r) => [r.participant, r.matchpoints])).toEqual([
      ["Anne", 6],
      ["x", 0],
    ]);
  });
});
