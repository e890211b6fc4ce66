/**
 * The check behind `npm run same-pairings` (scripts/same-pairings.mjs): random tournaments of both Swiss
 * systems (2–300 entrants, drops, late entries, double losses), each round paired by today's engine and by
 * the engine built at an earlier commit (`then`, a bundle of its src/lib/index.ts), protection off: the same
 * tables in the same order, the same bye, the same reason's kind, the same rematch count and end of event.
 * Half of the tournaments give every entrant a club (protection off must ignore it).
 */
import type { DetailedPairing, PairingInput } from "../src/engine/index";
import { simulate } from "../test/properties/simulate";

type Then = { pairNextRoundDetailed: (input: PairingInput) => DetailedPairing };

/** What must agree: the tables, the bye, each reason's kind, the rematches, the end. */
function shape(d: DetailedPairing): string {
  return JSON.stringify({
    tables: d.tables.map((x) => [x.a, x.b, x.explanation.key]),
    bye: d.bye,
    byeWhy: d.byeExplanation?.key ?? null,
    rematches: d.rematches,
    ended: d.ended,
  });
}

export function samePairings(then: Then, count: number): { rounds: number; tournaments: number } {
  let rounds = 0;
  for (let k = 0; k < count; k++) {
    const system = k % 2 === 0 ? "confrerie" : "dust";
    const n = 2 + ((k * 37) % (k % 5 === 0 ? 299 : 40));
    const clubs = k % 4 >= 2;
    simulate({
      n,
      system,
      seed: 9000 + k,
      dropRate: 0.05,
      lateRate: 0.3,
      doubleLossRate: 0.05,
      ...(clubs ? { club: (i: number) => `Club ${i % 5}` } : {}),
      onRound: (input, now) => {
        rounds++;
        const before = shape(then.pairNextRoundDetailed(JSON.parse(JSON.stringify(input))));
        if (before !== shape(now))
          throw new Error(
            `${system}, ${n} entrants, seed ${9000 + k}, round ${now.round}: today ${shape(now)}\nthen ${before}`,
          );
      },
    });
  }
  return { rounds, tournaments: count };
}

const [thenPath, count] = process.argv.slice(2);
if (thenPath) {
  const then = (await import(thenPath)) as Then;
  const started = Date.now();
  const r = samePairings(then, Number(count ?? 400));
  console.log(
    `same pairings: ${r.tournaments} tournaments, ${r.rounds} rounds, each paired alike by both engines (${((Date.now() - started) / 1000).toFixed(0)} s)`,
  );
}
