/**
 * pairNextRound: the "Generate round" button of a Swiss event (RULES §1 La Confrérie, §2 Dust
 * Tactics). JSON in, JSON out, deterministic: the same input and seed give the same output, byte
 * for byte (every order is total: ties are broken by standings order, itself ending by name).
 *
 * Steps, common to every system: parse and check the completed rounds (RULES §0 result cells) →
 * records → standings (the same code as the STANDINGS function) → early end (when the system ends
 * with one undefeated) → round 1's seeded draw → the bye (the system's order) → the system's own
 * pairing of the rest, with its explanations (`SwissSystem.pair`, systems/<system>/).
 */

import { ArbitreError } from "../core/errors";
import { cleanName, nameKey } from "../core/names";
import { createRng, mixSeed, shuffled } from "../core/random";
import { buildRecords, collectRounds, type GameInput } from "../core/records";
import { computeStandings, type StandingRow } from "../standings/standings";
import { chooseBye } from "./bye";
import { soleUndefeated } from "./event";
import { MetGraph } from "./matching";
import { isSwissSystem, type SwissSystemId, swissSystem } from "./systems/index";

export interface PairingEntrant {
  /** The entrant's name as the organiser typed it; matched as RULES §0 (trim, spaces, case). */
  id: string;
  /** Accepted for callers that keep ratings; RULES §1–2 do not use it for pairing. */
  rating?: number;
  /** Dropped: no longer paired; past results still count. */
  dropped?: boolean;
}

/** One row of a completed round. `b: null` is a bye for `a`. Scores follow RULES §0. */
export interface PairingGame {
  a: string;
  b: string | null;
  scoreA: number | string;
  scoreB: number | string;
  /** Army points remaining at the end of the game (systems with army lists; tie-break only). */
  armyA?: number | string;
  armyB?: number | string;
}

export interface PairingInput {
  system: SwissSystemId;
  /** Drives every random choice (round 1 draw, the bye and the pairing where the system draws). */
  seed: number;
  entrants: PairingEntrant[];
  /** Completed rounds, oldest first. */
  rounds: PairingGame[][];
  /** Spreadsheet locale is French: the code `D` means défaite (loss) instead of draw. Default false. */
  french?: boolean;
}

import type { Explanation } from "./systems/types";

export type { Explanation };

export interface DetailedTable {
  /** Ranked above `b` (round 1: drawn first). */
  a: string;
  b: string;
  /** 1-based table number. */
  table: number;
  rematch: boolean;
  explanation: Explanation;
}

export interface DetailedPairing {
  system: SwissSystemId;
  /** The round being paired (1-based). */
  round: number;
  tables: DetailedTable[];
  bye: string | null;
  byeExplanation: Explanation | null;
  ended: boolean;
  endedExplanation: Explanation | null;
  rematches: number;
  /** The standings the pairing was made from (dropped entrants included). */
  standings: StandingRow[];
  /** Blossom checks made (0 in the common case); for the benchmark. */
  exactChecks: number;
}

function signed(v: number): string {
  return v > 0 ? `+${v}` : v < 0 ? `−${-v}` : "0";
}

interface Prepared {
  round: number;
  ids: string[];
  keys: string[];
  index: Map<string, number>;
  dropped: boolean[];
  met: MetGraph;
  standings: StandingRow[];
  /** position in the standings of entrant i */
  position: Int32Array;
  played: boolean;
}

function prepare(input: PairingInput): Prepared {
  if (input === null || typeof input !== "object")
    throw new ArbitreError("swiss.badInput", { what: "input" });
  if (!isSwissSystem(input.system)) {
    throw new ArbitreError("swiss.badSystem", { value: String(input.system) }, { arg: "system" });
  }
  if (typeof input.seed !== "number" || !Number.isFinite(input.seed)) {
    throw new ArbitreError("swiss.badSeed", { value: String(input.seed) }, { arg: "seed" });
  }
  if (!Array.isArray(input.entrants)) throw new ArbitreError("swiss.badInput", { what: "entrants" });
  if (!Array.isArray(input.rounds) || input.rounds.some((r) => !Array.isArray(r))) {
    throw new ArbitreError("swiss.badInput", { what: "rounds" });
  }
  const ids: string[] = [];
  const keys: string[] = [];
  const index = new Map<string, number>();
  const dropped: boolean[] = [];
  input.entrants.forEach((e, i) => {
    const id = e && typeof e === "object" ? e.id : undefined;
    if (typeof id !== "string" || nameKey(id) === "") {
      throw new ArbitreError("swiss.badEntrant", { value: String(id) }, { arg: "entrants", row: i + 1 });
    }
    const key = nameKey(id);
    if (index.has(key)) {
      throw new ArbitreError("swiss.duplicateEntrant", { name: id }, { arg: "entrants", row: i + 1 });
    }
    index.set(key, ids.length);
    ids.push(id);
    keys.push(key);
    dropped.push(e.dropped === true);
  });
  const rows: GameInput[][] = input.rounds.map((round) =>
    round.map((g) => {
      if (g === null || typeof g !== "object") return { a: null, b: null, scoreA: null, scoreB: null };
      const row: GameInput = { a: g.a, b: g.b, scoreA: g.scoreA, scoreB: g.scoreB };
      if (g.armyA !== undefined) row.armyA = g.armyA;
      if (g.armyB !== undefined) row.armyB = g.armyB;
      return row;
    }),
  );
  const collected = collectRounds(rows, { french: input.french === true });
  const check = (key: string, round: number, row: number, column: string): number => {
    const i = index.get(key);
    if (i === undefined) {
      throw new ArbitreError(
        "swiss.unknownEntrant",
        { name: collected.names.get(key) ?? key },
        { round, row, column },
      );
    }
    return i;
  };
  for (const g of collected.games) {
    check(g.a, g.round, g.row, "A");
    if (g.b !== null) check(g.b, g.round, g.row, "B");
  }
  for (const p of collected.pending) {
    check(p.a, p.round, p.row, "A");
    check(p.b, p.round, p.row, "B");
    throw new ArbitreError(
      "swiss.noResult",
      { a: ids[index.get(p.a)!]!, b: ids[index.get(p.b)!]! },
      {
        round: p.round,
        row: p.row,
      },
    );
  }
  const names = new Map<string, string>();
  ids.forEach((id, i) => {
    names.set(keys[i]!, cleanName(id));
  });
  const records = buildRecords(collected.games, names, ids);
  const standings = computeStandings(swissSystem(input.system).standings, records);
  const position = new Int32Array(ids.length);
  standings.forEach((row, p) => {
    position[index.get(row.key)!] = p;
  });
  const met = new MetGraph(ids.length);
  for (const g of collected.games) if (g.b !== null) met.add(index.get(g.a)!, index.get(g.b)!);
  return {
    round: input.rounds.length + 1,
    ids,
    keys,
    index,
    dropped,
    met,
    standings,
    position,
    played: collected.games.length > 0,
  };
}

/** The full answer: tables with localisable explanations, bye reason, standings used. */
export function pairNextRoundDetailed(input: PairingInput): DetailedPairing {
  const p = prepare(input);
  const system = swissSystem(input.system);
  const round = p.round;
  const rowOf = (i: number): StandingRow => p.standings[p.position[i]!]!;
  const name = (i: number): string => rowOf(i).name;
  const out: DetailedPairing = {
    system: input.system,
    round,
    tables: [],
    bye: null,
    byeExplanation: null,
    ended: false,
    endedExplanation: null,
    rematches: 0,
    standings: p.standings,
    exactChecks: 0,
  };
  // active entrants in standings order
  const active: number[] = [];
  for (const row of p.standings) {
    const i = p.index.get(row.key)!;
    if (!p.dropped[i]) active.push(i);
  }
  if (system.endsWithOneUndefeated && p.played) {
    const winner = soleUndefeated(p.standings, (key) => p.dropped[p.index.get(key)!] === true);
    if (winner !== null) {
      out.ended = true;
      out.endedExplanation = { key: "swiss.ended", params: { round, name: winner.name } };
      return out;
    }
  }
  const rng = createRng(mixSeed(input.seed, round));
  const seed = input.seed;
  const addTable = (a: number, b: number, rematch: boolean, explanation: Explanation): void => {
    out.tables.push({
      table: out.tables.length + 1,
      a: p.ids[a]!,
      b: p.ids[b]!,
      rematch,
      explanation,
    });
  };
  const setBye = (i: number, explanation: Explanation): void => {
    out.bye = p.ids[i]!;
    out.byeExplanation = explanation;
  };

  if (!p.played) {
    // Round 1 (or nothing played yet): a full seeded random draw; the bye is the last one drawn.
    const drawn = shuffled(active, rng);
    if (drawn.length % 2 === 1) {
      const b = drawn.pop()!;
      setBye(b, { key: "swiss.bye.random", params: { round, name: name(b), seed } });
    }
    for (let k = 0; k + 1 < drawn.length; k += 2) {
      addTable(drawn[k]!, drawn[k + 1]!, false, {
        key: "swiss.why.random",
        params: { round, a: name(drawn[k]!), b: name(drawn[k + 1]!), seed },
      });
    }
    return out;
  }

  const rank = (i: number): number => rowOf(i).rank;
  const points = (i: number): number => rowOf(i).points ?? 0;
  const record = (i: number): string => signed(rowOf(i).record ?? 0);
  const hadBye = (i: number): number => (rowOf(i).byes > 0 ? 1 : 0);

  let field = active;
  if (active.length % 2 === 1) {
    const candidates = system.byeOrder(active, { hadBye, points, draw: (xs) => shuffled(xs, rng) });
    const choice = chooseBye(active, candidates, p.met);
    const b = choice.bye;
    const everyoneHad = rowOf(candidates[0]!).byes > 0;
    let key: string;
    if (!choice.rematchFree) key = "swiss.bye.rematch";
    else if (choice.passedOver > 0) key = "swiss.bye.passedOver";
    else if (everyoneHad) key = "swiss.bye.allHad";
    else key = system.byeKey;
    setBye(b, {
      key,
      params: {
        round,
        name: name(b),
        rank: rank(b),
        points: points(b),
        record: record(b),
        passed: choice.passedOver,
      },
    });
    field = active.filter((i) => i !== b);
  }

  // the system's own pairing (systems/<system>/)
  const res = system.pair(field, {
    round,
    met: p.met,
    rng,
    position: (i) => p.position[i]!,
    name,
    rank,
    points,
    record,
  });
  out.rematches = res.rematches;
  out.exactChecks = res.exactChecks;
  for (const tb of res.tables) addTable(tb.a, tb.b, tb.rematch, tb.explanation);
  return out;
}
