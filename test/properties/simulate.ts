/** Random tournaments for the property tests and the benchmark: seeded, so every failure replays. */
import { nameKey } from "../../src/engine/core/names";
import { createRng, type Rng } from "../../src/engine/core/random";
import {
  type DetailedPairing,
  type PairingGame,
  type PairingInput,
  pairNextRoundDetailed,
  type SwissSystemId as SwissSystem,
} from "../../src/engine/index";
import { swissRounds } from "../../src/engine/swiss/rounds";

export interface SimOptions {
  n: number;
  system: SwissSystem;
  seed: number;
  /** Rounds to play; default swissRounds(n). */
  rounds?: number;
  /** Per entrant and round, chance to drop (from round 2). */
  dropRate?: number;
  /** Per round, chance that 1–3 late entrants join (from round 2). */
  lateRate?: number;
  /** Chance a game is a double loss (Confrérie). */
  doubleLossRate?: number;
  /** Club protection and each entrant's club (i: the entrant's number), for the club tests. */
  protectClubs?: PairingInput["protectClubs"];
  club?: (i: number) => string | undefined;
  /** Called after each pairing, before the results are written. */
  onRound?: (input: PairingInput, out: DetailedPairing) => void;
}

const FIRST = ["Alice", "Bérénice", "Chloé", "David", "Émile", "Farid", "Gaëlle", "Hugo", "Inès", "Jules"];

/** A varied, unique entrant name. */
export function entrantName(i: number): string {
  return `${FIRST[i % FIRST.length]} ${String.fromCharCode(65 + ((i * 7) % 26))}${i}`;
}

/** The same name as an organiser might retype it in a result row (case, spaces). */
function retyped(name: string, rng: Rng): string {
  const r = rng();
  if (r < 0.1) return `  ${name.toUpperCase()} `;
  if (r < 0.2) return name.replace(" ", "   ").toLowerCase();
  return name;
}

function result(
  system: SwissSystem,
  french: boolean,
  dl: number,
  rng: Rng,
): Pick<PairingGame, "scoreA" | "scoreB"> & {
  armyA?: number;
  armyB?: number;
} {
  const r = rng();
  if (system === "dust") {
    const x = Math.floor(rng() * 6);
    const armyA = Math.floor(rng() * 301);
    const armyB = Math.floor(rng() * 301);
    if (r < 0.15) return { scoreA: x, scoreB: x, armyA, armyB };
    if (r < 0.2) return { scoreA: "F", scoreB: "W", armyA, armyB };
    return r < 0.6 ? { scoreA: x + 1, scoreB: x, armyA, armyB } : { scoreA: x, scoreB: x + 2, armyA, armyB };
  }
  const W = french ? "V" : "W";
  const L = french ? "D" : "L";
  if (r < dl) return { scoreA: L, scoreB: L };
  if (r < dl + 0.03) return { scoreA: "F", scoreB: W };
  if (r < dl + 0.1) return { scoreA: 3, scoreB: 1 };
  return r < (1 + dl) / 2 ? { scoreA: W, scoreB: L } : { scoreA: L, scoreB: W };
}

/** Plays a whole random tournament through pairNextRound; returns the final input. */
export function simulate(o: SimOptions): PairingInput {
  const rng = createRng(o.seed * 7919 + 17);
  const french = rng() < 0.5;
  const input: PairingInput = {
    system: o.system,
    seed: o.seed,
    entrants: [],
    rounds: [],
    french,
  };
  let next = 0;
  if (o.protectClubs !== undefined) input.protectClubs = o.protectClubs;
  const entrant = (i: number): PairingInput["entrants"][number] => {
    const club = o.club?.(i);
    return club === undefined ? { id: entrantName(i) } : { id: entrantName(i), club };
  };
  for (let i = 0; i < o.n; i++) input.entrants.push(entrant(next++));
  const total = o.rounds ?? swissRounds(o.n, o.system);
  for (let r = 0; r < total; r++) {
    if (r > 0) {
      for (const e of input.entrants) if (!e.dropped && rng() < (o.dropRate ?? 0)) e.dropped = true;
      if (rng() < (o.lateRate ?? 0)) {
        const k = 1 + Math.floor(rng() * 3);
        for (let i = 0; i < k; i++) input.entrants.push(entrant(next++));
      }
    }
    input.seed = (o.seed * 31 + r) >>> 0;
    const out = pairNextRoundDetailed(input);
    o.onRound?.(input, out);
    if (out.ended) break;
    const games: PairingGame[] = out.tables.map((t) => ({
      a: retyped(t.a, rng),
      b: retyped(t.b, rng),
      ...result(o.system, french, o.doubleLossRate ?? 0.05, rng),
    }));
    if (out.bye !== null) games.push({ a: out.bye, b: rng() < 0.5 ? null : "BYE", scoreA: "", scoreB: "" });
    input.rounds = input.rounds.concat([games]);
  }
  return input;
}

/** The have-met relation of an input, by name key, computed directly from the rows. */
export function metOf(input: PairingInput): (a: string, b: string) => boolean {
  const set = new Set<string>();
  const keys = new Map<string, string>();
  const key = (s: string): string => {
    let k = keys.get(s);
    if (k === undefined) {
      k = nameKey(s);
      keys.set(s, k);
    }
    return k;
  };
  for (const round of input.rounds) {
    for (const g of round) {
      if (g.b === null || nameKey(g.b) === "bye" || nameKey(g.b) === "") continue;
      const a = key(g.a);
      const b = key(g.b);
      set.add(`${a}\u0000${b}`);
      set.add(`${b}\u0000${a}`);
    }
  }
  return (a, b) => set.has(`${key(a)}\u0000${key(b)}`);
}
