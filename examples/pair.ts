/**
 * Pairing a Swiss round from Node, JSON in and JSON out: `npx tsx examples/pair.ts`.
 * Plays a small Confrérie event (round 1 drawn, two rounds of results), pairs round 3, shows the
 * reasons in English and French, then a Dust Tactics round and a top 4.
 */
import { explain, pairNextRound, pairNextRoundDetailed, swissRounds, topCut } from "../src/lib/index";

const entrants = [
  { id: "Alice" },
  { id: "Bob" },
  { id: "Chloé" },
  { id: "David" },
  { id: "Emma" },
  { id: "Farid", dropped: true }, // left after round 2: no longer paired, results still count
  { id: "Gaëlle" },
];
const rounds = [
  [
    { a: "Alice", b: "Bob", scoreA: "V", scoreB: "D" }, // French spreadsheet: D = défaite
    { a: "Chloé", b: "David", scoreA: "D", scoreB: "V" },
    { a: "Emma", b: "Farid", scoreA: "D", scoreB: "D" }, // double loss
    { a: "Gaëlle", b: null, scoreA: "", scoreB: "" }, // bye
  ],
  [
    { a: "Alice", b: "David", scoreA: 12, scoreB: 7 },
    { a: "Gaëlle", b: "Bob", scoreA: "V", scoreB: "D" },
    { a: "Chloé", b: "Farid", scoreA: "V", scoreB: "F" }, // forfeit
    { a: "Emma", b: null, scoreA: "", scoreB: "" },
  ],
];

console.log(`Default number of rounds for 7 players: ${swissRounds(7, "confrerie")}`);
const out = pairNextRound({ system: "confrerie", seed: 2024, entrants, rounds, french: true });
console.log(JSON.stringify(out, null, 2));

const detailed = pairNextRoundDetailed({ system: "confrerie", seed: 2024, entrants, rounds, french: true });
for (const t of detailed.tables) console.log(`Table ${t.table} — ${explain(t.explanation, "fr")}`);
if (detailed.byeExplanation) console.log(explain(detailed.byeExplanation, "fr"));

const dust = pairNextRound({
  system: "dust",
  seed: 7,
  entrants: ["A", "B", "C", "D", "E", "F"].map((id) => ({ id })),
  rounds: [
    [
      { a: "A", b: "B", scoreA: 5, scoreB: 2, armyA: 120, armyB: 0 },
      { a: "C", b: "D", scoreA: 3, scoreB: 3, armyA: 80, armyB: 95 },
      { a: "E", b: "F", scoreA: "W", scoreB: "L" },
    ],
  ],
});
console.log(JSON.stringify(dust, null, 2));

const cut = topCut({ size: 4, ranking: ["Alice", "Gaëlle", "Chloé", "David", "Emma"], stages: [] });
console.log(cut.tables.map((t) => t.why).join("\n"));
