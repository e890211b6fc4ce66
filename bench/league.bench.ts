/**
 * A 16-team league season (240 matches, 960 games) through build/Code.js in the stand-in: teams and
 * rosters (5 players each), Generate calendar, Draw scenarios date by date, every lineup accepted
 * (written straight into the Games and Lineups tabs, except the last date's aller matches, checked
 * by a real Check lineups: 8 matches × 2 lineups), every result typed; then Update standings and
 * ladder (League standings, Elo ladder, its history and chart) 5 times, the sidebar's state, Publish
 * and Undo last action. Each action's service calls are tallied, and the same actions on a 4-team
 * league are tallied beside them: nothing should grow with the league's size.
 *
 * Issue target: standings, ladder and history recomputed through the bundle in under 1 s in Node.
 */
import { ensureBuilt } from "../test/fixtures/build";
import { type League, newLeague } from "../test/integration/league/helpers";
import {
  acceptLineups,
  assertLayout,
  ofDate,
  seasonMatches,
  typeLineups,
  typeResults,
} from "../test/integration/league/season";
import { type BenchLine, type BenchReport, timeMs } from "./lib";

const ACTIONS = ["calendar", "draw", "check", "update", "state", "publish", "undo"] as const;
type Action = (typeof ACTIONS)[number];

interface Season {
  teams: number;
  matches: number;
  games: number;
  ms: Record<Action, number>;
  /** Every Draw scenarios of the season (ms), date 1 first. */
  draws: number[];
  update: { median: number; max: number };
  state: { median: number; max: number };
  calls: Record<Action, Record<string, number>>;
}

function ok<T extends { ok: boolean; error?: string }>(r: T): T {
  if (!r.ok) throw new Error(r.error);
  return r;
}

/** Runs one action, timed, its service calls tallied per "Service.method". */
function measured(
  l: League,
  f: () => unknown,
): { ms: number; calls: Record<string, number>; message: string } {
  l.b.counter.reset();
  const t0 = performance.now();
  const r = f() as { ok?: boolean; error?: string; message?: string };
  const ms = performance.now() - t0;
  if (r && r.ok === false) throw new Error(r.error);
  return { ms, calls: l.b.counter.counts(), message: r?.message ?? "" };
}

export function season(teamCount: number): Season {
  const l = newLeague({ teams: teamCount, players: 5 });
  const names = l
    .values(l.tabs.teams!)
    .slice(1)
    .map((r) => String(r[0]))
    .filter((x) => x !== "");
  const ms = {} as Record<Action, number>;
  const calls = {} as Record<Action, Record<string, number>>;
  const keep = (a: Action, m: { ms: number; calls: Record<string, number> }) => {
    ms[a] = m.ms;
    calls[a] = m.calls;
  };
  keep(
    "calendar",
    measured(l, () => l.call("arbitreGenerateCalendar", {})),
  );
  const matches = seasonMatches(l);
  assertLayout(l, matches);
  const dates = Math.max(...matches.map((m) => m.round));
  const draws: number[] = [];
  for (let d = 1; d <= dates; d++) {
    const drawn = measured(l, () => l.call("arbitreDrawScenarios", {}));
    draws.push(drawn.ms);
    const day = ofDate(matches, d);
    if (d < dates) {
      acceptLineups(l, names, day);
      typeResults(l, day, d);
      continue;
    }
    // the last date: its draw, then a real Check lineups of its aller matches (8 × 2 at 16 teams)
    keep("draw", drawn);
    const aller = ofDate(matches, d, "aller");
    typeLineups(l, aller);
    const checked = measured(l, () => l.call("arbitreCheckLineups", {}));
    if (!checked.message.startsWith(`${aller.length * 2} composition`))
      throw new Error(`Check lineups: ${checked.message}`);
    keep("check", checked);
    // every lineup and result of that date
    acceptLineups(l, names, day);
    typeResults(l, day, d);
  }
  const st = l.state();
  if (st.messages.length > 0) throw new Error(`problems in the season: ${JSON.stringify(st.messages)}`);
  keep(
    "update",
    measured(l, () => l.call("arbitreUpdateLeague", {})),
  );
  const update = timeMs(() => ok(l.call("arbitreUpdateLeague", {})), 5);
  const up = ok(l.call("arbitreUpdateLeague", {})) as unknown as {
    state: { league: { standings: unknown[] } };
  };
  if (up.state.league.standings.length !== teamCount) throw new Error("standings incomplete");
  keep(
    "state",
    measured(l, () => l.call("arbitreGetState")),
  );
  const state = timeMs(() => l.call("arbitreGetState"), 5);
  keep(
    "publish",
    measured(l, () => l.call("arbitrePublish", {})),
  );
  keep(
    "undo",
    measured(l, () => l.call("arbitreUndoLastAction", { confirm: true })),
  );
  return {
    teams: teamCount,
    matches: matches.length,
    games: matches.length * 4,
    ms,
    draws,
    update,
    state,
    calls,
  };
}

const total = (c: Record<string, number>) => Object.values(c).reduce((s, n) => s + n, 0);

/** "Service.method" whose count differs between the two tallies: "Sheet.insertRowsAfter 0 → 1". */
function differences(a: Record<string, number>, b: Record<string, number>): string[] {
  const keys = [...new Set([...Object.keys(a), ...Object.keys(b)])].sort();
  return keys.filter((k) => (a[k] ?? 0) !== (b[k] ?? 0)).map((k) => `${k} ${a[k] ?? 0} → ${b[k] ?? 0}`);
}

export async function run(): Promise<BenchReport> {
  ensureBuilt();
  const small = season(4);
  const big = season(16);
  const sorted = big.draws.slice().sort((a, b) => a - b);
  const lines: BenchLine[] = [
    {
      label: "update standings and ladder (League standings, Elo ladder, history + chart), median of 5",
      value: big.update.median,
      unit: "ms",
      target: 1000,
      digits: 0,
    },
    { label: "update standings and ladder, max of 5", value: big.update.max, unit: "ms", digits: 0 },
    {
      label: "arbitreGetState on the full season, median of 5",
      value: big.state.median,
      unit: "ms",
      digits: 0,
    },
    { label: "publish", value: big.ms.publish, unit: "ms", digits: 0 },
    { label: "undo last action (publish)", value: big.ms.undo, unit: "ms", digits: 0 },
    { label: "generate calendar (16 teams)", value: big.ms.calendar, unit: "ms", digits: 0 },
    { label: "draw scenarios, last date (season otherwise full)", value: big.ms.draw, unit: "ms", digits: 0 },
    {
      label: "draw scenarios, median over the 15 dates",
      value: sorted[Math.floor(sorted.length / 2)]!,
      unit: "ms",
      digits: 0,
    },
    { label: "check lineups, last date (8 matches × 2 lineups)", value: big.ms.check, unit: "ms", digits: 0 },
  ];
  for (const a of ACTIONS)
    lines.push({
      label: `service calls: ${a} (16 teams)`,
      value: total(big.calls[a]),
      unit: "calls",
      digits: 0,
    });
  const notes: string[] = [
    `${big.teams} teams: ${big.matches} matches, ${big.games} games; 4 teams: ${small.matches} matches, ${small.games} games`,
    `draw scenarios per date (ms): ${big.draws.map((x) => x.toFixed(0)).join(", ")}`,
    `arbitreGetState max of 5: ${big.state.max.toFixed(0)} ms`,
    "service calls per action, 4 teams | 16 teams:",
  ];
  const grown: string[] = [];
  for (const a of ACTIONS) {
    const d = differences(small.calls[a], big.calls[a]);
    notes.push(
      `  ${a.padEnd(8)} ${String(total(small.calls[a])).padStart(4)} | ${String(total(big.calls[a])).padStart(4)}${d.length > 0 ? `   differs: ${d.join(", ")}` : "   same"}`,
    );
    if (d.length > 0) grown.push(a);
  }
  const keys = [
    ...new Set(ACTIONS.flatMap((a) => [...Object.keys(small.calls[a]), ...Object.keys(big.calls[a])])),
  ].sort();
  notes.push("per Service.method, 4 teams | 16 teams, by action:");
  for (const k of keys)
    notes.push(
      `  ${k.padEnd(40)} ${ACTIONS.map((a) => `${a} ${small.calls[a][k] ?? 0}|${big.calls[a][k] ?? 0}`).join("  ")}`,
    );
  notes.push(
    grown.length === 0 ? "no tally grows with the league's size" : `tallies that grow: ${grown.join(", ")}`,
  );
  return {
    title: "League: a 16-team season (240 matches, 960 games) through the bundle in the stand-in",
    lines,
    notes,
  };
}
