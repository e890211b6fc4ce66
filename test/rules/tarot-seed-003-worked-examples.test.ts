/**
 * The worked examples of seed 003_7bfd40f1573ae276.txt (fixtures/seed-003.ts) hold in the engine:
 * the top is 2 per human (the bot counted as a participant beaten), the bot is at 100 %, the %
 * compares the differential with the bot's.
 */
import { describe, expect, it } from "vitest";
import { tarotDealMatchpoints, topOf } from "../../src/engine/tarot/matchpoints";
import { dealPercent, tarotPercent } from "../../src/engine/tarot/percent";
import { tarotReport } from "../../src/engine/tarot/report";
import type { DealRow } from "../../src/engine/tarot/types";
import { PERCENT_EXAMPLES, TOP_BY_HUMANS } from "./fixtures/seed-003";

describe("seed 003's worked examples", () => {
  it.each(TOP_BY_HUMANS)("%i human(s) and the bot: the top is worth %i", (humans, top) => {
    expect(topOf(humans)).toBe(top);
    // the best human beats every other human and the bot; the others strictly below, bot in the middle
    const entries = [150, 100, ...Array.from({ length: humans - 1 }, (_, i) => 50 - i)];
    const mp = tarotDealMatchpoints(entries);
    expect(mp[0]).toBe(top);
    expect(Math.min(...mp)).toBe(0);
  });

  it.each(PERCENT_EXAMPLES)("differential $player against the bot's $bot: $percent %", (x) => {
    expect(tarotPercent(x.player, x.bot)).toBe(x.percent);
  });

  it("a deal started and not finished counts 0 % and bulle, whatever the reason", () => {
    expect(dealPercent(null, 40)).toBe(0);
    const mp = tarotDealMatchpoints([100, "unfinished", 0]);
    expect(mp).toEqual([4, 0, 2]);
  });

  it("the bot is always at 100 %, and a lone human playing locally against it scores 0, 1 or 2", () => {
    const deal = (n: number, anne: number): DealRow[] => [
      {
        tournament: "local",
        date: "2025-02-01",
        deal: n,
        side: "attaque",
        participant: "Bot",
        differential: 20,
      },
      {
        tournament: "local",
        date: "2025-02-01",
        deal: n,
        side: "défense",
        participant: "Anne",
        differential: anne,
      },
    ];
    const r = tarotReport([...deal(1, 25), ...deal(2, 20), ...deal(3, 0)]);
    const rows = r.tournaments[0]!.rows;
    expect(rows.map((x) => [x.participant, x.matchpoints, x.rank, x.winner])).toEqual([
      ["Anne", 3, 1, true],
      ["Bot", 3, 1, true],
    ]);
    expect(r.tournaments[0]!.humans).toBe(1);
  });
});
