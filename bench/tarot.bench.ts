/**
 * The Tarot duplicate engine alone: 200 players × 2 years of weekly tournaments (104) of
 * 24 deals, every player in every tournament, plus the bot: 501,696 deal rows, drawn with a seeded
 * random (differentials −60…+60 around the bot's, 1 deal in 50 unfinished, a third in attack).
 * Timed: `tarotReport` (validation, every tournament's matchpoints, every player's cumuls, moving
 * averages, current % and monthly indices) at the last day and at a date a year earlier.
 *
 * Issue target: every player's dashboard recomputed in under 2 s in Node. Then a club's two years
 * through build/Code.js in the stand-in (40 players, 104 weekly tournaments of 24 deals: Check and compute,
 * the state, a chart, Publish, Undo), its service calls beside a small club's: none should grow.
 */
import { tarotReport } from "../src/engine/tarot/report";
import type { DealRow } from "../src/engine/tarot/types";
import { ensureBuilt } from "../test/fixtures/build";
import { type Club, type ClubSize, newClub } from "../test/integration/tarot/club";
import { type BenchLine, type BenchReport, breakdownNotes, type Phase, phases, rng, timeMs } from "./lib";

const ACTIONS = ["compute", "state", "chart", "publish", "undo"] as const;
type Action = (typeof ACTIONS)[number];

/** One action through the bundle: its time and its service calls ("Service.method" → count). */
function measured(c: Club, run: () => { ok?: boolean; error?: string }): { ms: number; calls: number } {
  c.b.counter.reset();
  const t0 = performance.now();
  const r = run();
  const ms = performance.now() - t0;
  if (r.ok === false) throw new Error(r.error);
  return { ms, calls: Object.values(c.b.counter.counts()).reduce((a, b) => a + b, 0) };
}

/** A club's year through the sidebar: every action timed once (compute: median of 3), calls tallied. */
function bundle(size: ClubSize): {
  rows: number;
  ms: Record<Action, number>;
  calls: Record<Action, number>;
  breakdown: { total: number; phases: Phase[] };
} {
  const c = newClub(size);
  const ms = {} as Record<Action, number>;
  const calls = {} as Record<Action, number>;
  const keep = (a: Action, m: { ms: number; calls: number }) => {
    ms[a] = m.ms;
    calls[a] = m.calls;
  };
  keep(
    "compute",
    measured(c, () => c.call("arbitreComputeTarot", {})),
  );
  ms.compute = timeMs(() => c.call("arbitreComputeTarot", {}), 3).median;
  const breakdown = phases(c.b.counter, () => c.call("arbitreComputeTarot", {}), c.tabs);
  keep(
    "state",
    measured(c, () => c.call("arbitreGetState")),
  );
  keep(
    "chart",
    measured(c, () => c.call("arbitreTarotChart", { player: "Bruno" })),
  );
  keep(
    "publish",
    measured(c, () => c.call("arbitrePublish", {})),
  );
  keep(
    "undo",
    measured(c, () => c.call("arbitreUndoLastAction", { confirm: true })),
  );
  return { rows: c.rows.length, ms, calls, breakdown };
}

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
  ensureBuilt();
  const small = bundle({ players: 6, tournaments: 4, deals: 24, first: "2025-01-08" });
  const club = bundle({ players: 40, tournaments: 104, deals: 24, first: "2024-01-08" });
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
  const labels: Record<Action, string> = {
    compute: "check and compute (every tab written), median of 3",
    state: "arbitreGetState",
    chart: "the chart of a player picked",
    publish: "publish",
    undo: "undo last action (a publish)",
  };
  for (const a of ACTIONS)
    lines.push({
      label: `a club's two years through the bundle (40 players × 104 tournaments × 24 deals): ${labels[a]}`,
      value: club.ms[a],
      unit: "ms",
      ...(a === "compute" ? { target: 2000 } : {}),
      digits: 0,
    });
  const same = ACTIONS.filter((a) => small.calls[a] === club.calls[a]);
  return {
    title:
      "Tarot duplicate: the engine on 200 players × 104 weekly tournaments × 24 deals (+ the bot); a club's two years through the bundle",
    lines,
    notes: [
      `club: ${club.rows} deal rows; service calls per action, small (${small.rows} rows) | club: ${ACTIONS.map((a) => `${a} ${small.calls[a]}|${club.calls[a]}`).join(", ")} (${same.length === ACTIONS.length ? "none grows" : `grow: ${ACTIONS.filter((a) => !same.includes(a)).join(", ")}`})`,
      `${deals.length} deal rows, ${last.tournaments.length} tournaments, ${last.players.length} players, ${cumuls} cumuls`,
      ...breakdownNotes("check and compute of the club's two years", club.breakdown),
    ],
  };
}
