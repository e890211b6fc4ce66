/**
 * Top cut (RULES §1): single elimination among the top 2, 4 or 8 after the Swiss rounds, seeded by
 * Swiss rank: 1–8, 4–5, 2–7, 3–6; then 1–4, 2–3 (winners of those brackets); then 1–2.
 * No draw and no double loss: every game needs a winner.
 *
 * Decision (final ranking of the cut): winner 1st, finalist 2nd, semi-final losers 3rd–4th in Swiss
 * order, quarter-final losers 5th–8th in Swiss order; entrants outside the cut keep their Swiss
 * place. The cut takes the first `size` entrants of the given ranking: ties at the cut line
 * (shared ranks, Dust play-off flag) are for the organiser to settle before the cut.
 */
import { ArbitreError } from "../core/errors";
import { cleanName, nameKey } from "../core/names";
import { collectRounds, type GameInput } from "../core/records";
import type { Explanation } from "./pairing";

export interface TopCutGame {
  a: string;
  b: string;
  scoreA: number | string;
  scoreB: number | string;
}

export interface TopCutInput {
  /** 2, 4 or 8. */
  size: number;
  /** Swiss standings, best first (ids as in the event); at least `size` of them. */
  ranking: string[];
  /** Completed stages of the cut, oldest first. */
  stages: TopCutGame[][];
  /** French spreadsheet: `D` means défaite. */
  french?: boolean;
}

export type TopCutStage = "quarter" | "semi" | "final";

export interface TopCutTable {
  /** Better seed. */
  a: string;
  b: string;
  seedA: number;
  seedB: number;
  explanation: Explanation;
}

export interface TopCutPlace {
  id: string;
  place: number;
  /** 1-based position in the Swiss ranking. */
  swiss: number;
}

export interface TopCutState {
  /** Stage to play next, 1-based (stages + 1 when finished). */
  stage: number;
  stageName: TopCutStage | null;
  /** Tables of the next stage, table 1 first; empty when finished. */
  tables: TopCutTable[];
  finished: boolean;
  champion: string | null;
  /** Final ranking (cut first, then the rest in Swiss order); empty until finished. */
  ranking: TopCutPlace[];
}

/** Seeds of the first stage, bracket order. */
export function firstStageSeeds(size: number): [number, number][] {
  if (size === 8) {
    return [
      [1, 8],
      [4, 5],
      [2, 7],
      [3, 6],
    ];
  }
  if (size === 4) {
    return [
      [1, 4],
      [2, 3],
    ];
  }
  if (size === 2) return [[1, 2]];
  throw new ArbitreError("topcut.badSize", { size: String(size) }, { arg: "size" });
}

function stageName(size: number, stage: number): TopCutStage {
  const left = Math.log2(size) - stage + 1; // stages left including this one
  return left === 3 ? "quarter" : left === 2 ? "semi" : "final";
}

/** Pairs the next stage of a top cut from the results so far, or gives the final ranking. */
export function topCut(input: TopCutInput): TopCutState {
  const size = input.size;
  const first = firstStageSeeds(size);
  const totalStages = Math.log2(size);
  if (!Array.isArray(input.ranking) || input.ranking.length < size) {
    throw new ArbitreError(
      "topcut.notEnough",
      { size, count: Array.isArray(input.ranking) ? input.ranking.length : 0 },
      { arg: "ranking" },
    );
  }
  if (input.stages.length > totalStages) {
    throw new ArbitreError("topcut.tooManyStages", { size, stages: totalStages, given: input.stages.length });
  }
  const seedOf = new Map<string, number>();
  input.ranking.forEach((id, i) => {
    if (!seedOf.has(nameKey(id))) seedOf.set(nameKey(id), i + 1);
  });
  const idOfSeed = (s: number): string => input.ranking[s - 1]!;
  const collected = collectRounds(input.stages as GameInput[][], { french: input.french === true });
  // matches in bracket order, as pairs of seeds
  let matches: [number, number][] = first.map(([x, y]) => [x, y]);
  const quarterLosers: number[] = [];
  const semiLosers: number[] = [];
  let finalist = 0;
  let champion = 0;
  for (let s = 1; s <= input.stages.length; s++) {
    const games = collected.games.filter((g) => g.round === s);
    for (const p of collected.pending) {
      if (p.round === s)
        throw new ArbitreError(
          "topcut.missingGame",
          { a: collected.names.get(p.a) ?? p.a, b: collected.names.get(p.b) ?? p.b },
          { round: s, row: p.row },
        );
    }
    const winners: number[] = [];
    for (const [x, y] of matches) {
      const kx = nameKey(idOfSeed(x));
      const ky = nameKey(idOfSeed(y));
      const g = games.find((g) => (g.a === kx && g.b === ky) || (g.a === ky && g.b === kx));
      if (!g) {
        throw new ArbitreError("topcut.missingGame", { a: idOfSeed(x), b: idOfSeed(y) }, { round: s });
      }
      const oa = g.outcomeA;
      const ob = g.outcomeB;
      if (g.doubleLoss || oa === "draw" || ob === "draw" || ob === null) {
        throw new ArbitreError(
          "topcut.noWinner",
          { a: cleanName(idOfSeed(x)), b: cleanName(idOfSeed(y)) },
          {
            round: s,
            row: g.row,
          },
        );
      }
      const aWins = oa === "win";
      const winnerKey = aWins ? g.a : g.b!;
      const w = winnerKey === kx ? x : y;
      const l = w === x ? y : x;
      winners.push(w);
      const name = stageName(size, s);
      if (name === "quarter") quarterLosers.push(l);
      else if (name === "semi") semiLosers.push(l);
      else {
        finalist = l;
        champion = w;
      }
    }
    for (const g of games) {
      const ok = matches.some(([x, y]) => {
        const kx = nameKey(idOfSeed(x));
        const ky = nameKey(idOfSeed(y));
        return (g.a === kx && g.b === ky) || (g.a === ky && g.b === kx);
      });
      if (!ok) {
        const expected = matches
          .map(([x, y]) => `${cleanName(idOfSeed(x))} – ${cleanName(idOfSeed(y))}`)
          .join(", ");
        const a = collected.names.get(g.a) ?? g.a;
        // a bye row: no top-cut table is one (the words are the sheets layer's: i18n)
        if (g.b === null)
          throw new ArbitreError("topcut.wrongBye", { a, expected }, { round: s, row: g.row });
        const b = collected.names.get(g.b) ?? g.b;
        throw new ArbitreError("topcut.wrongGame", { a, b, expected }, { round: s, row: g.row });
      }
    }
    const next: [number, number][] = [];
    for (let i = 0; i + 1 < winners.length; i += 2) {
      const x = winners[i]!;
      const y = winners[i + 1]!;
      next.push(x < y ? [x, y] : [y, x]);
    }
    matches = next;
  }
  const stage = input.stages.length + 1;
  if (stage > totalStages) {
    const order: number[] = [champion, finalist];
    order.push(...semiLosers.sort((a, b) => a - b));
    order.push(...quarterLosers.sort((a, b) => a - b));
    const ranking: TopCutPlace[] = order.map((s, i) => ({ id: idOfSeed(s), place: i + 1, swiss: s }));
    for (let i = size; i < input.ranking.length; i++) {
      ranking.push({ id: input.ranking[i]!, place: i + 1, swiss: i + 1 });
    }
    return { stage, stageName: null, tables: [], finished: true, champion: idOfSeed(champion), ranking };
  }
  const name = stageName(size, stage);
  const tables: TopCutTable[] = matches.map(([x, y]) => {
    const explanation: Explanation = {
      key: `topcut.why.${name}`,
      params: { seedA: x, seedB: y, a: cleanName(idOfSeed(x)), b: cleanName(idOfSeed(y)) },
    };
    return {
      a: idOfSeed(x),
      b: idOfSeed(y),
      seedA: x,
      seedB: y,
      explanation,
    };
  });
  return { stage, stageName: name, tables, finished: false, champion: null, ranking: [] };
}
