/**
 * A federation's season circuit through build/Code.js in the stand-in: 10 seasons of 40 club
 * tournaments a year, 120 players each but 3 absent from every tenth tournament (47,880 result rows,
 * the issue's federation, drawn with a seeded random from 1,200 names; a third of the clubs play pools, the others all-duplicate; a few on the same day), pasted
 * into the Tournaments and Results tabs. Timed: Check and compute of the latest ranking (with the
 * seeds and the ranking history), at a past date, the year-end ranking of the last season; the
 * sidebar's state; Publish; Prepare Masters and Update Masters (120 games typed); Undo last action
 * (of a Check and compute). Each action's service calls are tallied beside those of a small circuit
 * (1 season × 5 tournaments × 20 players): nothing should grow with the circuit's size.
 *
 * The issue's targets are the engine's (in Node): the full ranking history recomputed under 2 s,
 * the ranking at one date under 200 ms; both are measured first, on the same rows.
 */

import { circuitRanking, replayCircuit } from "../src/engine/circuit/ranking";
import type { CircuitInput } from "../src/engine/circuit/types";
import { circuitProblems } from "../src/engine/circuit/validate";
import { ensureBuilt } from "../test/fixtures/build";
import {
  type Federation,
  type FederationSize,
  federationRows,
  mastersGames,
  newFederation,
} from "../test/integration/circuit/federation";
import { type BenchLine, type BenchReport, breakdownNotes, type Phase, phases, timeMs } from "./lib";

/** The issue's federation: 10 seasons × 40 tournaments × 120 players, 3 absent from every tenth (47,880 results). */
const BIG: FederationSize = { seasons: 10, tournaments: 40, players: 120, pool: 1200, absent: 3 };

const ACTIONS = ["latest", "asOf", "final", "state", "publish", "prepare", "update", "undo"] as const;
type Action = (typeof ACTIONS)[number];

interface Run {
  size: FederationSize;
  tournaments: number;
  results: number;
  players: number;
  ms: Record<Action, number>;
  latest: { median: number; max: number };
  state: { median: number; max: number };
  calls: Record<Action, Record<string, number>>;
  /** Where the time of a Check and compute (latest) and of its Undo goes. */
  breakdown: { compute: { total: number; phases: Phase[] }; undo: { total: number; phases: Phase[] } };
}

function ok<T>(r: T): T {
  const x = r as { ok?: boolean; error?: string };
  if (x && x.ok === false) throw new Error(x.error);
  return r;
}

/** Runs one action, timed, its service calls tallied per "Service.method". */
function measured(f: Federation, run: () => unknown): { ms: number; calls: Record<string, number> } {
  f.b.counter.reset();
  const t0 = performance.now();
  ok(run());
  const ms = performance.now() - t0;
  return { ms, calls: f.b.counter.counts() };
}

export function circuit(size: FederationSize): Run {
  const f = newFederation(size);
  const ms = {} as Record<Action, number>;
  const calls = {} as Record<Action, Record<string, number>>;
  const keep = (a: Action, m: { ms: number; calls: Record<string, number> }) => {
    ms[a] = m.ms;
    calls[a] = m.calls;
  };
  keep(
    "latest",
    measured(f, () => f.call("arbitreComputeCircuit", {})),
  );
  const latest = timeMs(() => ok(f.call("arbitreComputeCircuit", {})), 3);
  const computed = phases(f.b.counter, () => ok(f.call("arbitreComputeCircuit", {})), f.tabs);
  const undone = phases(f.b.counter, () => ok(f.call("arbitreUndoLastAction", { confirm: true })), f.tabs);
  ok(f.call("arbitreComputeCircuit", {}));
  const past = `${f.lastYear - Math.floor(size.seasons / 2)}-06-30`;
  keep(
    "asOf",
    measured(f, () => f.call("arbitreComputeCircuit", { asOf: past })),
  );
  keep(
    "final",
    measured(f, () => f.call("arbitreComputeCircuit", { final: true, year: f.lastYear })),
  );
  const st = f.call("arbitreGetState");
  if (st.messages.length > 0) throw new Error(`problems: ${JSON.stringify(st.messages)}`);
  // back to the latest ranking (the one published), and how many players it ranks
  const players = ok(f.call("arbitreComputeCircuit", {})).message as string;
  keep(
    "state",
    measured(f, () => f.call("arbitreGetState")),
  );
  const state = timeMs(() => f.call("arbitreGetState"), 3);
  keep(
    "publish",
    measured(f, () => f.call("arbitrePublish", {})),
  );
  keep(
    "prepare",
    measured(f, () => f.call("arbitrePrepareMasters", { year: f.lastYear })),
  );
  f.b.standin.write(`'${f.tabs.masters}'!L5`, mastersGames());
  const up = measured(f, () => f.call("arbitreUpdateMasters", {}));
  keep("update", up);
  const u = f.call("arbitreGetState");
  if (u.circuit.masters.games.done !== 120) throw new Error("Masters: 120 games not all read");
  ok(f.call("arbitreComputeCircuit", {}));
  keep(
    "undo",
    measured(f, () => f.call("arbitreUndoLastAction", { confirm: true })),
  );
  return {
    size,
    tournaments: f.tournaments,
    results: f.results,
    players: Number(/: (\d+) joueur/.exec(players)?.[1] ?? 0),
    ms,
    latest,
    state,
    calls,
    breakdown: { compute: computed, undo: undone },
  };
}

const total = (c: Record<string, number>) => Object.values(c).reduce((s, n) => s + n, 0);

/** "Service.method" whose count differs between the two tallies: "Sheet.insertRowsAfter 0 → 1". */
function differences(a: Record<string, number>, b: Record<string, number>): string[] {
  const keys = [...new Set([...Object.keys(a), ...Object.keys(b)])].sort();
  return keys.filter((k) => (a[k] ?? 0) !== (b[k] ?? 0)).map((k) => `${k} ${a[k] ?? 0} → ${b[k] ?? 0}`);
}

const LABELS: Record<Action, string> = {
  latest: "check and compute, latest ranking",
  asOf: "check and compute, ranking at a past date",
  final: "check and compute, year-end ranking",
  state: "arbitreGetState",
  publish: "publish",
  prepare: "prepare Masters",
  update: "update Masters (120 games typed)",
  undo: "undo last action (a check and compute)",
};

/** The federation's rows as the engine's input (what the Tournaments and Results tabs hold). */
function federationInput(size: FederationSize, lastYear: number): CircuitInput {
  const rows = federationRows(size, lastYear);
  return {
    tournaments: rows.tournaments.map((r, i) => ({
      id: String(r[0]),
      series: String(r[1]),
      date: String(r[2]),
      format: r[3] === "poules" ? "pool" : "duplicate",
      row: i + 2,
    })),
    results: rows.results.map((r, i) => ({
      tournament: String(r[0]),
      player: String(r[1]),
      place: Number(r[2]),
      duplicatePlace: r[3] === "" ? null : Number(r[3]),
      row: i + 2,
    })),
    today: `${lastYear + 1}-12-01`,
  };
}

/**
 * The issue's two engine figures on the federation (Node, no stand-in): the full ranking history
 * recomputed (every problem looked for, every day replayed with the whole ranking after it, and the
 * latest ranking), and the ranking at one date from the same rows (checked, replayed up to the date
 * only, ranked), at the last tournament day (the worst case) and mid-way.
 */
function engine(size: FederationSize): {
  history: number;
  atLast: number;
  atMid: number;
  fromReplay: number;
} {
  const lastYear = new Date().getUTCFullYear() - 1;
  const input = federationInput(size, lastYear);
  const history = timeMs(() => {
    if (circuitProblems(input).length > 0) throw new Error("problems in the federation");
    circuitRanking(replayCircuit(input, { history: true, checked: true }));
  }, 5).median;
  const at = (asOf: string) =>
    timeMs(() => {
      if (circuitProblems(input).length > 0) throw new Error("problems in the federation");
      circuitRanking(replayCircuit(input, { checked: true, until: asOf }), { asOf });
    }, 5).median;
  const days = replayCircuit(input).days;
  const replayed = replayCircuit(input, { checked: true });
  const mid = `${lastYear - Math.floor(size.seasons / 2)}-06-30`;
  return {
    history,
    atLast: at(days[days.length - 1]!),
    atMid: at(mid),
    fromReplay: timeMs(() => circuitRanking(replayed, { asOf: mid }), 5).median,
  };
}

export async function run(): Promise<BenchReport> {
  ensureBuilt();
  const figures = engine(BIG);
  const small = circuit({ seasons: 1, tournaments: 5, players: 20, pool: 60 });
  const big = circuit(BIG);
  if (big.results !== 47_880) throw new Error(`the federation has ${big.results} results, not 47,880`);
  const lines: BenchLine[] = [
    {
      label:
        "engine: the full ranking history recomputed (check, replay, ranking after each day), median of 5",
      value: figures.history,
      unit: "ms",
      target: 2000,
      digits: 0,
    },
    {
      label: "engine: the ranking at one date (the last day: check, replay up to it, ranking), median of 5",
      value: figures.atLast,
      unit: "ms",
      target: 200,
      digits: 0,
    },
    {
      label: "engine: the ranking at a date mid-way (check, replay up to it, ranking), median of 5",
      value: figures.atMid,
      unit: "ms",
      target: 200,
      digits: 0,
    },
    {
      label: "engine: the ranking at a date from the circuit replayed, median of 5",
      value: figures.fromReplay,
      unit: "ms",
      digits: 1,
    },
    {
      label:
        "check and compute, latest ranking (seeds and history written), through the bundle, median of 3 (engine alone on the same rows: the first line)",
      value: big.latest.median,
      unit: "ms",
      target: 2000,
      digits: 0,
    },
    { label: "check and compute, latest ranking, max of 3", value: big.latest.max, unit: "ms", digits: 0 },
    { label: LABELS.asOf, value: big.ms.asOf, unit: "ms", digits: 0 },
    { label: LABELS.final, value: big.ms.final, unit: "ms", digits: 0 },
    { label: "arbitreGetState, median of 3", value: big.state.median, unit: "ms", digits: 0 },
    { label: LABELS.publish, value: big.ms.publish, unit: "ms", digits: 0 },
    { label: LABELS.prepare, value: big.ms.prepare, unit: "ms", digits: 0 },
    { label: LABELS.update, value: big.ms.update, unit: "ms", digits: 0 },
    { label: LABELS.undo, value: big.ms.undo, unit: "ms", target: 2000, digits: 0 },
  ];
  for (const a of ACTIONS)
    lines.push({
      label: `service calls: ${a} (10 seasons)`,
      value: total(big.calls[a]),
      unit: "calls",
      digits: 0,
    });
  const notes: string[] = [
    `big: ${big.tournaments} tournaments, ${big.results} results, ${big.players} players ranked; small: ${small.tournaments} tournaments, ${small.results} results, ${small.players} players ranked`,
    `arbitreGetState max of 3: ${big.state.max.toFixed(0)} ms; first check and compute (cold): ${big.ms.latest.toFixed(0)} ms`,
    ...breakdownNotes("check and compute, latest ranking", big.breakdown.compute),
    ...breakdownNotes("undo of a check and compute", big.breakdown.undo),
    "service calls per action, small | big:",
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
  notes.push("per Service.method, small | big, by action:");
  for (const k of keys)
    notes.push(
      `  ${k.padEnd(40)} ${ACTIONS.map((a) => `${a} ${small.calls[a][k] ?? 0}|${big.calls[a][k] ?? 0}`).join("  ")}`,
    );
  notes.push(
    grown.length === 0 ? "no tally grows with the circuit's size" : `tallies that grow: ${grown.join(", ")}`,
  );
  return {
    title:
      "Season circuit: 10 seasons × 40 tournaments × 120 players, some absent (47,880 results) through the bundle in the stand-in",
    lines,
    notes,
  };
}
