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
import { CLUB_PROTECTIONS, type ClubProtection, clubIndex, ProtectedGraph } from "./clubs";
import { soleUndefeated } from "./event";
import { MetGraph } from "./matching";
import { drawRoundOne } from "./round-one";
import { isSwissSystem, type SwissSystemId, swissSystem } from "./systems/index";

export interface PairingEntrant {
  /** The entrant's name as the organiser typed it; matched as RULES §0 (trim, spaces, case). */
  id: string;
  /** Accepted for callers that keep ratings; RULES §1–2 do not use it for pairing. */
  rating?: number;
  /** Dropped: no longer paired; past results still count. */
  dropped?: boolean;
  /** The entrant's club, for club protection (compared ignoring case, accents and spaces). */
  club?: string;
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
  /** Club protection (RULES §1 Decision): off (the default), round 1 only, or every round. */
  protectClubs?: ClubProtection;
  /** Pairs of entrants who must not meet: each one treated exactly as a rematch. */
  avoid?: [string, string][];
}

/** A message as a catalogue key and its parameters, to be said in either language (see `explain`). */
export interface Explanation {
  key: string;
  params: Record<string, string | number>;
}

export interface DetailedTable {
  /** Ranked above `b` (round 1: drawn first). */
  a: string;
  b: string;
  /** 1-based table number. */
  table: number;
  rematch: boolean;
  /** A pair to avoid that meets (no pairing keeps every such pair apart); counted in `rematches`. */
  avoided: boolean;
  /** Two clubmates meet although clubs are protected this round. */
  sameClub: boolean;
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
  /** Pairs to avoid that meet (included in `rematches`). */
  avoided: number;
  /** Clubs protected this round: tables where two clubmates meet (none protected: 0). */
  sameClub: number;
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
  /** The pairs to avoid alone (a subset of `met`, where they are added). */
  avoid: MetGraph;
  /** Pairs that have played, as a·n + b both ways. */
  games: Set<number>;
  /** Each entrant's club (−1: none) and the clubs' first spellings. */
  clubs: { of: Int32Array; names: string[] };
  standings: StandingRow[];
  /** position in the standings of entrant i */
  position: Int32Array;
  played: boolean;
}

/** The pairs to avoid, checked: two known, different entrants each. */
function avoidGraph(input: PairingInput, index: Map<string, number>): MetGraph {
  const g = new MetGraph(index.size);
  if (input.avoid === undefined) return g;
  if (!Array.isArray(input.avoid)) throw new ArbitreError("swiss.badInput", { what: "avoid" });
  input.avoid.forEach((pair, i) => {
    if (!Array.isArray(pair) || typeof pair[0] !== "string" || typeof pair[1] !== "string") {
      throw new ArbitreError("swiss.badInput", { what: "avoid" }, { arg: "avoid", row: i + 1 });
    }
    const a = index.get(nameKey(pair[0]));
    const b = index.get(nameKey(pair[1]));
    for (const [name, x] of [
      [pair[0], a],
      [pair[1], b],
    ] as const) {
      if (x === undefined)
        throw new ArbitreError("swiss.unknownAvoid", { name }, { arg: "avoid", row: i + 1 });
    }
    if (a === b) throw new ArbitreError("swiss.avoidSelf", { name: pair[0] }, { arg: "avoid", row: i + 1 });
    g.add(a!, b!);
  });
  return g;
}

function prepare(input: PairingInput): Prepared {
  if (input === null || typeof input !== "object")
    throw new ArbitreError("swiss.badInput", { what: "input" });
  if (!isSwissSystem(input.system)) {
    throw new ArbitreError("swiss.badSystem", { value: String(input.system) }, { arg: "system" });
  }
  const protection = input.protectClubs ?? "off";
  if (!CLUB_PROTECTIONS.includes(protection)) {
    throw new ArbitreError("swiss.badInput", { what: "protectClubs" }, { arg: "protectClubs" });
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
  const games = new Set<number>();
  for (const g of collected.games) {
    if (g.b === null) continue;
    const a = index.get(g.a)!;
    const b = index.get(g.b)!;
    games.add(a * ids.length + b);
    games.add(b * ids.length + a);
  }
  const avoid = avoidGraph(input, index);
  for (let a = 0; a < ids.length; a++) for (const b of avoid.opponents(a)) met.add(a, b);
  const clubs = clubIndex(input.entrants.map((e) => e.club));
  return {
    round: input.rounds.length + 1,
    ids,
    keys,
    index,
    dropped,
    met,
    avoid,
    games,
    clubs,
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
    avoided: 0,
    sameClub: 0,
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
  const protection = input.protectClubs ?? "off";
  const protect = protection === "every" || (protection === "round1" && !p.played);
  const addTable = (a: number, b: number, rematch: boolean, explanation: Explanation): void => {
    // a pair to avoid that meets, not met before: said as such, not as a rematch
    const avoided = rematch && p.avoid.met(a, b) && !playedBefore(p, a, b);
    const sameClub = protect && p.clubs.of[a]! >= 0 && p.clubs.of[a] === p.clubs.of[b];
    if (avoided) {
      out.avoided++;
      explanation = {
        key: "swiss.why.avoided",
        params: { ...explanation.params, round, a: name(a), b: name(b), rematches: out.rematches },
      };
    }
    if (sameClub) out.sameClub++;
    out.tables.push({
      table: out.tables.length + 1,
      a: p.ids[a]!,
      b: p.ids[b]!,
      rematch,
      avoided,
      sameClub,
      explanation,
    });
  };
  const setBye = (i: number, explanation: Explanation): void => {
    out.bye = p.ids[i]!;
    out.byeExplanation = explanation;
  };

  if (!p.played) {
    // Round 1 (or nothing played yet): a full seeded random draw; the bye is the last one drawn
    // (pairs to avoid and clubs protected: the first optimal pairing in the drawn order, round-one.ts)
    const draw = drawRoundOne(active, rng, p.avoid, protect ? p.clubs.of : null);
    if (draw.bye !== null)
      setBye(draw.bye, { key: "swiss.bye.random", params: { round, name: name(draw.bye), seed } });
    out.rematches = draw.forced;
    out.exactChecks = draw.exactChecks;
    for (const tb of draw.tables) {
      const params: Record<string, string | number> = { round, a: name(tb.a), b: name(tb.b), seed };
      let key = "swiss.why.random";
      const club = protect ? clubName(p, tb.a, tb.b) : "";
      if (club !== "") {
        key = "swiss.why.randomSameClub";
        params.club = club;
        params.tables = draw.sameClub;
      } else if (tb.clubmate !== undefined) {
        key = "swiss.why.randomClub";
        params.mate = name(tb.clubmate);
        params.club = clubName(p, tb.a, tb.clubmate);
      }
      addTable(tb.a, tb.b, tb.forced, { key, params });
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
    protect: protect
      ? { club: p.clubs.of, names: p.clubs.names, graph: new ProtectedGraph(p.met, p.clubs.of) }
      : null,
  });
  out.rematches = res.rematches;
  out.exactChecks = res.exactChecks;
  for (const tb of res.tables) addTable(tb.a, tb.b, tb.rematch, tb.explanation);
  return out;
}

/** Whether a and b have played each other (the pairs to avoid aside). */
function playedBefore(p: Prepared, a: number, b: number): boolean {
  return p.games.has(a * p.ids.length + b);
}

/** The club a and b share, as first spelt, or "". */
function clubName(p: Prepared, a: number, b: number): string {
  const c = p.clubs.of[a]!;
  return c >= 0 && c === p.clubs.of[b] ? p.clubs.names[c]! : "";
}
