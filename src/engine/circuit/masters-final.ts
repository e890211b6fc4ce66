/**
 * The end-of-season Masters (RULES §5, seed 002 "Règlement Tournoi Masters de fin de saison"):
 * its 16 players, its 15 matches in the seed's order, and its standings.
 */
import { ArbitreError } from "../core/errors";
import { nameKey } from "../core/names";
import type { CircuitRanking } from "./types";

export const MASTERS_PLAYERS = 16;
export const MASTERS_MATCHES = 15;
export const MASTERS_TABLES = 8;
/** Coups per match (seed: "Chaque match se déroule en 12 coups"). */
export const MASTERS_COUPS = 12;

/**
 * The seed's table of the match order, as seed numbers (places in the annual ranking): in match m
 * (1–15) seed s meets seed ((s − 1) XOR (16 − m)) + 1, and table t holds the t-th pair in order of
 * its lower seed. Match 1: 1–16, 2–15, …, 8–9; match 9: 1–8, 2–7, 3–6, 4–5, 9–16, …; match 15:
 * 1–2, 3–4, …, 15–16. The tests compare every cell with the seed's table, transcribed in
 * test/unit/engine/circuit/fixtures/masters-schedule.seed-002.ts.
 */
export function mastersSchedule(): [number, number][][] {
  const matches: [number, number][][] = [];
  for (let m = 1; m <= MASTERS_MATCHES; m++) {
    const tables: [number, number][] = [];
    for (let s = 1; s <= MASTERS_PLAYERS; s++) {
      const other = ((s - 1) ^ (MASTERS_PLAYERS - m)) + 1;
      if (s < other) tables.push([s, other]);
    }
    matches.push(tables);
  }
  return matches;
}

export interface MastersEntrant {
  /** 1–16: the order of the annual ranking, withdrawals skipped. */
  seed: number;
  player: string;
  /** The player's rank in the year-end ranking (shared ranks stay shared). */
  annualRank: number;
}

export interface MastersField {
  players: MastersEntrant[];
  /** Players of the year-end ranking who share the rank of the 16th player taken but are left out. */
  tiedOut: string[];
}

/**
 * The 16 players from the year-end ranking (`ranking.final` expected): in its order, withdrawn
 * players skipped (the 17th, then the 18th… come in). Fewer than 16 available is an error.
 */
export function mastersField(ranking: CircuitRanking, withdrawn: readonly string[] = []): MastersField {
  const out = new Set(withdrawn.map(nameKey));
  const available = ranking.rows.filter((r) => !out.has(nameKey(r.player)));
  if (available.length < MASTERS_PLAYERS)
    throw new ArbitreError("masters.fewPlayers", { count: available.length, needed: MASTERS_PLAYERS });
  const players = available.slice(0, MASTERS_PLAYERS).map((r, i) => ({
    seed: i + 1,
    player: r.player,
    annualRank: r.rank,
  }));
  const lastRank = players[MASTERS_PLAYERS - 1]!.annualRank;
  const tiedOut = available
    .slice(MASTERS_PLAYERS)
    .filter((r) => r.rank === lastRank)
    .map((r) => r.player);
  return { players, tiedOut };
}

export interface MastersPairing {
  match: number;
  table: number;
  seedA: number;
  seedB: number;
  a: string;
  b: string;
}

/** The 120 games of the Masters, match by match, table 1 to 8. */
export function mastersPairings(field: MastersField): MastersPairing[] {
  const bySeed = new Map(field.players.map((p) => [p.seed, p.player]));
  const out: MastersPairing[] = [];
  mastersSchedule().forEach((tables, mi) => {
    tables.forEach(([sa, sb], ti) => {
      out.push({
        match: mi + 1,
        table: ti + 1,
        seedA: sa,
        seedB: sb,
        a: bySeed.get(sa)!,
        b: bySeed.get(sb)!,
      });
    });
  });
  return out;
}

/** One game's result as entered: coups won by each player, tops, and the top-top mark of a draw. */
export interface MastersGame {
  match: number;
  a: string;
  b: string;
  coupsA: number;
  coupsB: number;
  topsA: number;
  topsB: number;
  /** Marked by the organiser on a draw "à top-top": 2 points each. */
  topTop?: boolean;
  /** The caller's row (default: index + 1). */
  row?: number;
}

export interface MastersStanding {
  /** Shared only by players flagged for a play-off (a tie on first place). */
  rank: number;
  seed: number;
  player: string;
  played: number;
  wins: number;
  draws: number;
  losses: number;
  points: number;
  tops: number;
  /** Defence: coups conceded to the opponents (fewer is better). */
  conceded: number;
  /** Attack: coups taken from the opponents. */
  taken: number;
  /** Points in the games between the players tied down to attack (0 when not tied). */
  headToHead: number;
  /** Tied on first place after every tie-break but the annual ranking: a play-off decides. */
  playoff: boolean;
}

const whole = (n: number) => Number.isInteger(n) && n >= 0 && n <= MASTERS_COUPS;

/** Game points of one side: win 2, draw 1, top-top draw 2, loss 0. */
function gamePoints(mine: number, theirs: number, topTop: boolean): number {
  if (mine > theirs) return 2;
  if (mine < theirs) return 0;
  return topTop ? 2 : 1;
}

/**
 * Every problem of the Masters games, in their order: a match number out of the schedule, a player
 * not in the field, a game not scheduled or entered twice, a count out of 0–12, a top-top that is
 * not a draw. Each game is said at its first problem; the others are all said at once.
 */
export function mastersProblems(field: MastersField, games: readonly MastersGame[]): ArbitreError[] {
  const bySeedKey = new Map(field.players.map((p) => [nameKey(p.player), p]));
  const schedule = mastersSchedule();
  const problems: ArbitreError[] = [];
  const seen = new Map<string, number>();
  for (const [i, g] of games.entries()) {
    const row = g.row ?? i + 1;
    const at = (column: string) => ({ arg: "games", row, column });
    const bad = (key: string, params: Record<string, string | number>, column: string): void => {
      problems.push(new ArbitreError(key, params, at(column)));
    };
    if (!Number.isInteger(g.match) || g.match < 1 || g.match > MASTERS_MATCHES) {
      bad("masters.badMatch", { value: String(g.match) }, "match");
      continue;
    }
    const pa = bySeedKey.get(nameKey(g.a));
    if (!pa) {
      bad("masters.notInField", { name: g.a }, "a");
      continue;
    }
    const pb = bySeedKey.get(nameKey(g.b));
    if (!pb) {
      bad("masters.notInField", { name: g.b }, "b");
      continue;
    }
    const [lo, hi] = pa.seed < pb.seed ? [pa.seed, pb.seed] : [pb.seed, pa.seed];
    if (!schedule[g.match - 1]!.some(([x, y]) => x === lo && y === hi)) {
      bad("masters.notScheduled", { match: g.match, a: pa.player, b: pb.player }, "a");
      continue;
    }
    const k = `${lo}-${hi}`;
    const first = seen.get(k);
    if (first !== undefined) {
      bad("masters.gameTwice", { a: pa.player, b: pb.player, row: first }, "a");
      continue;
    }
    seen.set(k, row);
    let counts = true;
    for (const [col, v] of [
      ["coupsA", g.coupsA],
      ["coupsB", g.coupsB],
      ["topsA", g.topsA],
      ["topsB", g.topsB],
    ] as const)
      if (!whole(v)) {
        counts = false;
        bad("masters.badCount", { value: String(v), max: MASTERS_COUPS }, col);
      }
    if (counts && g.topTop === true && g.coupsA !== g.coupsB)
      bad("masters.topTopNotDraw", { a: g.coupsA, b: g.coupsB }, "topTop");
  }
  return problems;
}

/**
 * The Masters standings (RULES §5): points (win 2, draw 1, loss 0, top-top draw 2 each); then
 * tops; defence (fewest coups conceded); attack (most coups taken); the games between the tied
 * players; the annual ranking — except on first place, where the players still tied are flagged
 * for a play-off and share rank 1 once the games that decide it are played (each of them has played
 * all 15 matches and no other player can still reach their points). Games must be those of the schedule; bad input throws an
 * ArbitreError located by row and a column id (`match`, `a`, `b`, `coupsA`, …, `topTop`).
 */
export function mastersStandings(field: MastersField, games: readonly MastersGame[]): MastersStanding[] {
  const bySeedKey = new Map(field.players.map((p) => [nameKey(p.player), p]));
  const stats = new Map<string, MastersStanding>(
    field.players.map((p) => [
      nameKey(p.player),
      {
        rank: 0,
        seed: p.seed,
        player: p.player,
        played: 0,
        wins: 0,
        draws: 0,
        losses: 0,
        points: 0,
        tops: 0,
        conceded: 0,
        taken: 0,
        headToHead: 0,
        playoff: false,
      },
    ]),
  );
  const problems = mastersProblems(field, games);
  if (problems.length > 0) throw problems[0]!;
  const between = new Map<string, number>(); // "ka|kb" → points of ka against kb
  games.forEach((g) => {
    const pa = bySeedKey.get(nameKey(g.a))!;
    const pb = bySeedKey.get(nameKey(g.b))!;
    const topTop = g.topTop === true;
    const sa = stats.get(nameKey(pa.player))!;
    const sb = stats.get(nameKey(pb.player))!;
    const side = (s: MastersStanding, mine: number, theirs: number, tops: number) => {
      s.played++;
      if (mine > theirs) s.wins++;
      else if (mine < theirs) s.losses++;
      else s.draws++;
      s.points += gamePoints(mine, theirs, topTop);
      s.tops += tops;
      s.conceded += theirs;
      s.taken += mine;
    };
    side(sa, g.coupsA, g.coupsB, g.topsA);
    side(sb, g.coupsB, g.coupsA, g.topsB);
    between.set(`${nameKey(pa.player)}|${nameKey(pb.player)}`, gamePoints(g.coupsA, g.coupsB, topTop));
    between.set(`${nameKey(pb.player)}|${nameKey(pa.player)}`, gamePoints(g.coupsB, g.coupsA, topTop));
  });
  const list = Array.from(stats.values());
  const main = (a: MastersStanding, b: MastersStanding) =>
    b.points - a.points || b.tops - a.tops || a.conceded - b.conceded || b.taken - a.taken;
  list.sort((a, b) => main(a, b) || a.seed - b.seed);
  // groups tied down to attack: the games between them (a mini-league), then the annual ranking
  const ordered: MastersStanding[] = [];
  let i = 0;
  while (i < list.length) {
    let j = i + 1;
    while (j < list.length && main(list[i]!, list[j]!) === 0) j++;
    const group = list.slice(i, j);
    if (group.length > 1) {
      for (const s of group) {
        s.headToHead = 0;
        for (const o of group)
          if (o !== s) s.headToHead += between.get(`${nameKey(s.player)}|${nameKey(o.player)}`) ?? 0;
      }
      group.sort((a, b) => b.headToHead - a.headToHead || a.seed - b.seed);
    }
    ordered.push(...group);
    i = j;
  }
  ordered.forEach((s, k) => {
    s.rank = k + 1;
  });
  // first place still tied after the games between them: play-off, shared rank 1 — once the games
  // that decide it are played: the tied players have played all their matches, and no other player
  // can still reach their points (before that, the tie is only the standings of the moment)
  const tiedFirst = ordered.filter(
    (s) => main(s, ordered[0]!) === 0 && s.headToHead === ordered[0]!.headToHead,
  );
  const top = ordered[0]?.points ?? 0;
  const decided =
    tiedFirst.every((s) => s.played === MASTERS_MATCHES) &&
    ordered.every((s) => tiedFirst.includes(s) || s.points + 2 * (MASTERS_MATCHES - s.played) < top);
  if (tiedFirst.length > 1 && decided)
    for (const s of tiedFirst) {
      s.playoff = true;
      s.rank = 1;
    }
  return ordered;
}
