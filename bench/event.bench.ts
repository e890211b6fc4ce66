/**
 * A 1,024-player Confrérie Swiss event generated round by round through build/Code.js in the
 * stand-in: time and service calls per "generate round" (the sidebar action: lock, read Players
 * and Rounds, validate, pair, write Rounds/Pairings/Match slips/Standings) and per standings
 * refresh (results of a whole round entered, then the Standings tab's STANDINGS formula recomputed
 * and read); then Publish twice and Undo last action (the previous Public tab restored from the
 * hidden undo tab).
 */
import { ensureBuilt } from "../test/fixtures/build";
import { loadBundle } from "../tools/standin/index";
import type { BenchReport } from "./lib";

const PLAYERS = 1024;

export async function run(): Promise<BenchReport> {
  ensureBuilt();
  const b = loadBundle("build/Code.js", { locale: "fr_FR" });
  // biome-ignore lint/suspicious/noExplicitAny: plain JSON answers.
  const call = (name: string, ...args: unknown[]) => b.call(name, ...args) as any;
  const created = call("arbitreCreateEvent", { system: "confrerie", name: "Bench", date: "2025-11-14" });
  if (!created.ok) throw new Error(created.error);
  const rows: unknown[][] = [];
  for (let i = 1; i <= PLAYERS; i++)
    rows.push([`Joueur ${String(i).padStart(4, "0")}`, `Club ${i % 37}`, 1200 + (i % 900)]);
  b.standin.write("Joueurs!A2", rows);
  const generate: number[] = [];
  const calls: number[] = [];
  const refresh: number[] = [];
  let rounds = 0;
  for (let round = 1; ; round++) {
    b.counter.reset();
    const t0 = performance.now();
    const g = call("arbitreGenerateRound", { expectedRound: round });
    generate.push(performance.now() - t0);
    calls.push(b.counter.count());
    if (!g.ok) throw new Error(g.error);
    rounds = g.state.progress.rounds;
    // the players enter every result (winner = lower name, loser confirms)
    const input: unknown[][] = [];
    for (const t of g.state.progress.tables) {
      if (t.b === "") continue;
      // biome-ignore lint/complexity/useMathMinMax: names (strings), not numbers.
      input.push([t.row, t.a < t.b ? t.a : t.b]);
    }
    const first = Math.min(...input.map((x) => x[0] as number));
    const last = Math.max(...input.map((x) => x[0] as number));
    const block: unknown[][] = [];
    const byRow = new Map(input.map((x) => [x[0] as number, x[1]]));
    for (let r = first; r <= last; r++) block.push(byRow.has(r) ? [byRow.get(r), "Oui"] : ["", ""]);
    b.standin.write(`Rondes!H${first}`, block);
    const t1 = performance.now();
    const top = b.standin.values(`Classement!A1:G${PLAYERS + 1}`);
    refresh.push(performance.now() - t1);
    if (top.length < 2 || top[1]![1] === "") throw new Error("standings empty");
    if (round >= rounds) break;
  }
  // Publish (standings of 1,024 players, pairings by table and by name: ≈ 1,030 rows × 19 columns),
  // twice (the second one copies the first into the hidden undo tab), then Undo last action.
  const timed = (f: () => { ok: boolean; error?: string }): number => {
    const t0 = performance.now();
    const r = f();
    if (!r.ok) throw new Error(r.error);
    return performance.now() - t0;
  };
  const publish1 = timed(() => call("arbitrePublish", {}));
  const publish2 = timed(() => call("arbitrePublish", {}));
  const undoPublish = timed(() => call("arbitreUndoLastAction", { confirm: true }));
  const max = (xs: number[]) => Math.max(...xs);
  const mean = (xs: number[]) => xs.reduce((s, x) => s + x, 0) / xs.length;
  return {
    title: `Event: ${PLAYERS}-player Confrérie Swiss event through the bundle in the stand-in (${rounds} rounds)`,
    lines: [
      { label: "generate round, mean", value: mean(generate), unit: "ms", digits: 0 },
      { label: "generate round, worst", value: max(generate), unit: "ms", target: 30000, digits: 0 },
      {
        label: "generate round, service calls (most in a round)",
        value: max(calls),
        unit: "calls",
        digits: 0,
      },
      {
        label: "standings refresh (round of results → STANDINGS recomputed), mean",
        value: mean(refresh),
        unit: "ms",
        digits: 0,
      },
      { label: "standings refresh, worst", value: max(refresh), unit: "ms", target: 30000, digits: 0 },
      { label: "publish (first)", value: publish1, unit: "ms", target: 30000, digits: 0 },
      {
        label: "publish again (previous tab copied for undo)",
        value: publish2,
        unit: "ms",
        target: 30000,
        digits: 0,
      },
      { label: "undo last action (publish)", value: undoPublish, unit: "ms", target: 30000, digits: 0 },
    ],
    notes: [
      `per round generate (ms): ${generate.map((x) => x.toFixed(0)).join(", ")}`,
      `per round generate (service calls): ${calls.join(", ")}`,
      `per round standings refresh (ms): ${refresh.map((x) => x.toFixed(0)).join(", ")}`,
    ],
  };
}
