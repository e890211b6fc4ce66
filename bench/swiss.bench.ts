/**
 * Swiss pairing (pairNextRound): time to pair one round and peak memory, N = 16 … 4,096 entrants,
 * with realistic histories (log2 N + 1 rounds of random results). Each size runs in a child process
 * (bench/swiss-child.ts) so that its peak RSS is its own. Targets (this 2-core machine):
 * N = 1,024 under 300 ms per round, N = 4,096 under 3 s, memory under 300 MB, and cost growing no
 * faster than about N² (growth exponent between sizes, measured on the median).
 */
import { execFileSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import type { BenchLine, BenchReport } from "./lib";

interface ChildResult {
  n: number;
  system: string;
  rounds: number;
  pairings: number;
  median: number;
  max: number;
  cpuMedian: number;
  cpuMax: number;
  buildMs: number;
  peakHeapMb: number;
  maxRssMb: number;
  exactChecks: number;
}

interface ClubsResult {
  rounds: number;
  offMedian: number;
  offMax: number;
  onMedian: number;
  onMax: number;
  ratio: number;
  sameClub: number;
}

const SIZES = [16, 64, 256, 1024, 4096];
const TIME_TARGET: Record<number, number> = { 1024: 300, 4096: 3000 };

function child(n: number, system: string): ChildResult {
  const file = fileURLToPath(new URL("./swiss-child.ts", import.meta.url));
  const out = execFileSync(process.execPath, ["--import", "tsx", file, String(n), system], {
    encoding: "utf8",
    maxBuffer: 1 << 20,
  });
  return JSON.parse(out.trim().split("\n").pop()!) as ChildResult;
}

export async function run(): Promise<BenchReport> {
  const lines: BenchLine[] = [];
  const notes: string[] = [];
  for (const system of ["confrerie", "dust"]) {
    const results: ChildResult[] = [];
    for (const n of SIZES) {
      const r = child(n, system);
      results.push(r);
      const target = TIME_TARGET[n];
      lines.push({ label: `${system} N=${n} median per round`, value: r.median, unit: "ms", digits: 2 });
      lines.push({
        label: `${system} N=${n} max per round`,
        value: r.max,
        unit: "ms",
        digits: 2,
        ...(target !== undefined ? { target } : {}),
      });
      lines.push({ label: `${system} N=${n} peak RSS`, value: r.maxRssMb, unit: "MB", target: 300 });
      notes.push(
        `${system} N=${n}: ${r.rounds} rounds of history, ${r.pairings} pairings timed, CPU time per ` +
          `round median ${r.cpuMedian.toFixed(1)} ms, max ${r.cpuMax.toFixed(1)} ms, peak heap ` +
          `${r.peakHeapMb.toFixed(1)} MB, ${r.exactChecks} exact checks in all (blossom tests; Dust: also subset-search states), history built in ` +
          `${(r.buildMs / 1000).toFixed(1)} s`,
      );
    }
    // growth: exponent k in time ∝ N^k between consecutive large sizes
    for (let i = 3; i < results.length; i++) {
      const a = results[i - 1]!;
      const b = results[i]!;
      const k = Math.log(b.median / a.median) / Math.log(b.n / a.n);
      lines.push({
        label: `${system} growth exponent N=${a.n}→${b.n} (time ∝ N^k)`,
        value: k,
        unit: "",
        digits: 2,
        target: 2.2,
      });
    }
  }
  // club protection every round, 1,024 entrants in 30 clubs: the same histories paired off and on
  for (const system of ["confrerie", "dust"]) {
    const file = fileURLToPath(new URL("./swiss-clubs-child.ts", import.meta.url));
    const out = execFileSync(process.execPath, ["--import", "tsx", file, "1024", system], {
      encoding: "utf8",
    });
    const c = JSON.parse(out.trim().split("\n").pop()!) as ClubsResult;
    lines.push({
      label: `${system} N=1024, 30 clubs, protection off: CPU median per round`,
      value: c.offMedian,
      unit: "ms",
      digits: 1,
    });
    lines.push({
      label: `${system} N=1024, 30 clubs, protection every round: CPU median per round`,
      value: c.onMedian,
      unit: "ms",
      digits: 1,
    });
    lines.push({
      label: `${system} N=1024, 30 clubs: protection on / off (CPU time, all rounds)`,
      value: c.ratio,
      unit: "×",
      digits: 2,
      target: 2,
    });
    notes.push(
      `${system} N=1024 in 30 clubs, ${c.rounds} rounds of history played with protection every round: CPU per round off ` +
        `median ${c.offMedian.toFixed(1)} ms (max ${c.offMax.toFixed(1)}), on median ${c.onMedian.toFixed(1)} ms (max ` +
        `${c.onMax.toFixed(1)}); tables between clubmates over all rounds with protection: ${c.sameClub}`,
    );
  }
  notes.push("Peak RSS includes Node and the tsx loader (about 60–70 MB on its own).");
  return { title: "Swiss pairing (pairNextRound)", lines, notes };
}
