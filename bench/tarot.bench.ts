/**
 * The Tarot duplicate engine alone (issue 12): 200 players × 2 years of weekly tournaments (104) of
 * 24 deals, every player in every tournament, plus the bot: 501,696 deal rows, drawn with a seeded
 * random (differentials −60…+60 around the bot's, 1 deal in 50 unfinished, a third in attack).
 * Timed: `tarotReport` (validation, every tournament's matchpoints, every player's cumuls, moving
 * averages, current % and monthly indices) at the last day and at a date a year earlier.
 *
 * Issue target: every player's dashboard recomputed in under 2 s in Node.
 */
import { tarotReport } from "../src/engine/tarot/report";
import type { DealRow } from "../src/engine/tarot/types";
import { type BenchLine, type BenchReport, rng, timeMs } from "./lib";

export function tarotDeals(players: number, weeks: number, deals: number, seed = 12): DealRow[] {
  const r = rng(seed);
  const out: DealRow[] = [];
  const names = Array.from({ length: players }, (_, i) => `Joueur ${i + 1}`);
  const start = Date.UTC(2023, 0, 7);
  for (let w = 0; w < weeks; w++) {
    const date = new Date(start + w * 7 * 86_400_000).toISOString().slice(0, 10);
    const tournament = `S${w + 1}`;
    for (let d = 1; d <= deals; d++) {
      const bot = Math.round(r() * 200 - 100);
      out.push({
        tournament,
        date,
        deal: d,
        side: "attaque",
        participant: "Bot",
        bot: true,
        differential: bot,
      });
      for (const name of names) {
        const unfinished = r() < 0.02;
        out.push({
          tournament,
          date,
          deal: d,
          side: r() < 1 / 3 ? "attaque" : "défense",
          participant: name,
          differential: unfinished ? null : bot + Math.round(r() * 120 - 60),
        });
      }
    }
  }
  return out;
}

export async function run(): Promise<BenchReport> {
  const deals = tarotDeals(200, 104, 24);
  const last = tarotReport(deals);
  const cumuls = last.players.reduce((n, p) => n + p.cumuls.length, 0);
  const latest = timeMs(() => tarotReport(deals), 3);
  const past = timeMs(() => tarotReport(deals, "2024-01-06"), 3);
  const lines: BenchLine[] = [
    {
      label: "tarotReport at the last day, median of 3",
      value: latest.median,
      unit: "ms",
      target: 2000,
      digits: 0,
    },
    {
      label: "tarotReport at the last day, max of 3",
      value: latest.max,
      unit: "ms",
      target: 2000,
      digits: 0,
    },
    {
      label: "tarotReport a year earlier, median of 3",
      value: past.median,
      unit: "ms",
      target: 2000,
      digits: 0,
    },
  ];
  return {
    title: "Tarot duplicate engine: 200 players × 104 weekly tournaments × 24 deals (+ the bot)",
    lines,
    notes: [
      `${deals.length} deal rows, ${last.tournaments.length} tournaments, ${last.players.length} players, ${cumuls} cumuls`,
    ],
  };
}
