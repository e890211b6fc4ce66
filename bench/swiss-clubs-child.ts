/**
 * Club protection's cost (RULES §1 Decision): `tsx bench/swiss-clubs-child.ts <N> <system>` prints
 * one JSON line. N entrants in 30 clubs (one in 15 without a club), log2 N + 1 rounds played with
 * protection every round; then every round 1..R+1 is paired again from its history, with
 * protection off and on alternately (3 repetitions each), and both timed on the same histories.
 */
import { pairNextRoundDetailed, type SwissSystemId as SwissSystem } from "../src/lib/index";
import { simulate } from "../test/properties/simulate";

const n = Number(process.argv[2]);
const system = process.argv[3] as SwissSystem;
const rounds = Math.ceil(Math.log2(n)) + 1;
const club = (i: number): string => (i % 15 === 14 ? "" : `Club ${(i * 7) % 30}`);
const input = simulate({
  n,
  system,
  seed: n,
  rounds,
  dropRate: 0.01,
  doubleLossRate: 0.03,
  protectClubs: "every",
  club,
});
const history = input.rounds;
const cpu = { off: [] as number[], every: [] as number[] };
let sameClub = 0;
pairNextRoundDetailed({ ...input, rounds: history.slice(0, 1) }); // warm-up
for (let r = 0; r <= history.length; r++) {
  for (let k = 0; k < 3; k++) {
    for (const protectClubs of ["off", "every"] as const) {
      const c = process.cpuUsage();
      const out = pairNextRoundDetailed({ ...input, rounds: history.slice(0, r), protectClubs });
      const dc = process.cpuUsage(c);
      cpu[protectClubs].push((dc.user + dc.system) / 1000);
      if (protectClubs === "every" && k === 0) sameClub += out.sameClub;
    }
  }
}
const median = (xs: number[]): number => xs.slice().sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const max = (xs: number[]): number => Math.max(...xs);
const sum = (xs: number[]): number => xs.reduce((s, x) => s + x, 0);
console.log(
  JSON.stringify({
    n,
    system,
    rounds,
    offMedian: median(cpu.off),
    offMax: max(cpu.off),
    onMedian: median(cpu.every),
    onMax: max(cpu.every),
    ratio: sum(cpu.every) / sum(cpu.off),
    sameClub,
  }),
);
