/**
 * Custom functions, engine + wrapper time in Node:
 *   ELO_DELTA and MASTERS_POINTS on 10,000-row ranges < 50 ms;
 *   SONNEBORN, OMW, SOS, STANDINGS on 10,000 results and 1,000 entrants < 200 ms;
 *   ELO_RATINGS on 100,000 games and 2,000 players < 2 s;
 *   linearity: 1k / 10k / 100k results;
 *   each function at the largest size the guide documents < 3 s (the stand-in's limit for a call).
 * The calls go through the wrapper layer (runFunction), as a formula would, minus Apps Script.
 */
import { runFunction } from "../src/sheets/functions/index";
import { CALL_LIMIT_MS, functionsAtSize } from "./functions-at-size";
import { type BenchLine, type BenchReport, rng, timeMs } from "./lib";

function players(n: number): string[] {
  return Array.from({ length: n }, (_, i) => `Joueur ${i + 1}`);
}

/** `count` results among `n` entrants, in rounds of n/2 games (a Swiss-like flat list). */
function results(count: number, n: number, seed: number): unknown[][] {
  const r = rng(seed);
  const names = players(n);
  const rows: unknown[][] = [];
  while (rows.length < count) {
    const order = names.slice().sort(() => r() - 0.5);
    for (let i = 0; i + 1 < order.length && rows.length < count; i += 2) {
      const x = r();
      rows.push([
        order[i],
        order[i + 1],
        x < 0.45 ? "V" : x < 0.9 ? "D" : "N",
        x < 0.45 ? "D" : x < 0.9 ? "V" : "N",
      ]);
    }
  }
  return rows;
}

function column(values: unknown[]): unknown[][] {
  return values.map((v) => [v]);
}

export async function run(): Promise<BenchReport> {
  const lines: BenchLine[] = [];
  const r = rng(7);
  const N = 10_000;
  const ratings = column(Array.from({ length: N }, () => 1500 + Math.round(r() * 1000)));
  const opps = column(Array.from({ length: N }, () => 1500 + Math.round(r() * 1000)));
  const scores = column(Array.from({ length: N }, () => [1, 0.5, 0][Math.floor(r() * 3)]));
  lines.push({
    label: "ELO_DELTA, 10,000 rows",
    value: timeMs(() => runFunction("ELO_DELTA", "fr", [ratings, opps, scores])).median,
    unit: "ms",
    target: 50,
  });
  const places = column(Array.from({ length: N }, () => 1 + Math.floor(r() * 40)));
  const seeds = column(Array.from({ length: N }, () => Math.floor(r() * 17)));
  lines.push({
    label: "MASTERS_POINTS, 10,000 rows",
    value: timeMs(() => runFunction("MASTERS_POINTS", "fr", [places, seeds])).median,
    unit: "ms",
    target: 50,
  });

  const res10k = results(10_000, 1_000, 1);
  const entrants = column(players(1_000));
  for (const fn of ["SONNEBORN", "OMW", "SOS"]) {
    lines.push({
      label: `${fn}, 10,000 results, 1,000 entrants`,
      value: timeMs(() => runFunction(fn, "fr", [entrants, res10k])).median,
      unit: "ms",
      target: 200,
    });
  }
  lines.push({
    label: "STANDINGS confrerie, 10,000 results, 1,000 entrants",
    value: timeMs(() => runFunction("STANDINGS", "fr", [res10k])).median,
    unit: "ms",
    target: 200,
  });
  lines.push({
    label: "STANDINGS chess, 10,000 results, 1,000 entrants",
    value: timeMs(() => runFunction("STANDINGS", "fr", [res10k, "chess"])).median,
    unit: "ms",
    target: 200,
  });

  // ELO_RATINGS: 100,000 games, 2,000 players, 100 rounds of 1,000 games.
  const names = players(2_000);
  const games: unknown[][] = [];
  for (let round = 1; games.length < 100_000; round++) {
    const order = names.slice().sort(() => r() - 0.5);
    for (let i = 0; i + 1 < order.length; i += 2)
      games.push([round, order[i], order[i + 1], [1, 0.5, 0][Math.floor(r() * 3)]]);
  }
  lines.push({
    label: "ELO_RATINGS, 100,000 games, 2,000 players",
    value: timeMs(() => runFunction("ELO_RATINGS", "fr", [games]), 3).median,
    unit: "ms",
    target: 2000,
  });

  // Linearity: cost per 1,000 results at 1k / 10k / 100k (entrants = results / 10).
  const notes: string[] = [];
  for (const fn of ["STANDINGS", "SOS"]) {
    const per: number[] = [];
    for (const size of [1_000, 10_000, 100_000]) {
      const res = results(size, size / 10, size);
      const ents = column(players(size / 10));
      const ms = timeMs(() => runFunction(fn, "fr", fn === "STANDINGS" ? [res] : [ents, res]), 3).median;
      per.push((ms / size) * 1000);
      lines.push({ label: `${fn}, ${size.toLocaleString("en")} results`, value: ms, unit: "ms" });
    }
    notes.push(
      `${fn}: ${per.map((x) => x.toFixed(2)).join(" / ")} ms per 1,000 results at 1k / 10k / 100k (linear when flat)`,
    );
  }
  const eloPer: number[] = [];
  for (const size of [1_000, 10_000, 100_000]) {
    const sub = games.slice(0, size);
    const ms = timeMs(() => runFunction("ELO_RATINGS", "fr", [sub]), 3).median;
    eloPer.push((ms / size) * 1000);
    lines.push({ label: `ELO_RATINGS, ${size.toLocaleString("en")} games`, value: ms, unit: "ms" });
  }
  notes.push(
    `ELO_RATINGS: ${eloPer.map((x) => x.toFixed(2)).join(" / ")} ms per 1,000 games at 1k / 10k / 100k`,
  );
  lines.push(...functionsAtSize());
  notes.push(
    `at the largest documented sizes: each call under the stand-in's ${CALL_LIMIT_MS} ms (Apps Script stops one after 30 s)`,
  );
  return { title: "Custom functions (engine + wrappers, Node)", lines, notes };
}
