/**
 * One size of the Swiss pairing benchmark, run in its own process so that its peak memory is its
 * own: `tsx bench/swiss-child.ts <N> <system>` prints one JSON line.
 * History: log2 N + 1 rounds of random results (drops, double losses, Dust draws), built by
 * pairing every round with the engine itself; then every round 1..R+1 is paired again from its
 * history and timed (5 repetitions each for N ≤ 256, 1 above, after a warm-up).
 */
import { pairNextRound, pairNextRoundDetailed, type SwissSystemId as SwissSystem } from "../src/lib/index";
import { simulate } from "../test/properties/simulate";

const n = Number(process.argv[2]);
const system = process.argv[3] as SwissSystem;
const rounds = Math.ceil(Math.log2(n)) + 1;
let peakHeap = 0;
const sample = (): void => {
  const h = process.memoryUsage().heapUsed;
  if (h > peakHeap) peakHeap = h;
};
const t0 = performance.now();
const input = simulate({ n, system, seed: n, rounds, dropRate: 0.01, doubleLossRate: 0.03 });
const buildMs = performance.now() - t0;
const history = input.rounds;
const times: number[] = [];
/** Process CPU time per pairing (user + system): less sensitive than wall time to a loaded machine. */
const cpuTimes: number[] = [];
let exactChecks = 0;
const reps = n <= 256 ? 5 : 1;
pairNextRound({ ...input, rounds: history.slice(0, 1) }); // warm-up
for (let r = 0; r <= history.length; r++) {
  const at = { ...input, rounds: history.slice(0, r) };
  for (let k = 0; k < reps; k++) {
    const s = performance.now();
    const c = process.cpuUsage();
    const out = pairNextRoundDetailed(at);
    const dc = process.cpuUsage(c);
    times.push(performance.now() - s);
    cpuTimes.push((dc.user + dc.system) / 1000);
    exactChecks += out.exactChecks;
    sample();
  }
}
times.sort((a, b) => a - b);
cpuTimes.sort((a, b) => a - b);
const median = times[Math.floor(times.length / 2)]!;
const max = times[times.length - 1]!;
const cpuMedian = cpuTimes[Math.floor(cpuTimes.length / 2)]!;
const cpuMax = cpuTimes[cpuTimes.length - 1]!;
const maxRssMb = process.resourceUsage().maxRSS / 1024;
console.log(
  JSON.stringify({
    n,
    system,
    rounds,
    pairings: times.length,
    median,
    max,
    cpuMedian,
    cpuMax,
    buildMs,
    peakHeapMb: peakHeap / 1048576,
    maxRssMb,
    exactChecks,
  }),
);
