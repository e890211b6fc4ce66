import { shuffled } from "../../../core/random";
import { MatchOracle } from "../../matching";
import { fewestRematches, roundsByPowerOfTwo } from "../common";
import type { PairingContext, SwissSystem, SystemPairing } from "../types";
import { pairDust } from "./pairing";

/** RULES §2 Dust Tactics: point groups, points then SoS then army points left; early end. */
export const DUST = {
  id: "dust",
  standings: "dust",
  // ≤ 8 → 3, 9–16 → 4, 17–32 → 5, beyond as §1; with 2 players the early end stops after round 1
  defaultRounds: (players: number) => (players <= 1 ? 0 : roundsByPowerOfTwo(players)),
  playoffs: true,
  endsWithOneUndefeated: true,
  // at random among the fewest points without a bye; everyone has had one: the same draw among
  // the fewest points (Decision, mirroring §1)
  byeOrder: (active, h) => {
    const candidates = h.draw(active);
    candidates.sort((x, y) => h.hadBye(x) - h.hadBye(y) || h.points(x) - h.points(y));
    return candidates;
  },
  byeKey: "swiss.bye.dust",
  pair: pairPointGroups,
  entry: "scores",
  // RULES §2: "an army list is worth at most 300 army points"
  armyList: { maxPoints: 300 },
  roundMinutes: 60,
} as const satisfies SwissSystem;

/**
 * Point groups, most points first, each in a seeded random order (./pairing.ts); the
 * fewest-rematch pairing when no rematch-free one exists. Tables in order of their better-ranked
 * entrant, each with its reason.
 */
function pairPointGroups(field: readonly number[], ctx: PairingContext): SystemPairing {
  const { met, points, position } = ctx;
  const groups: number[][] = [];
  for (const i of field) {
    const last = groups[groups.length - 1];
    if (last && points(last[0]!) === points(i)) last.push(i);
    else groups.push([i]);
  }
  const drawnGroups = groups.map((g) => shuffled(g, ctx.rng));
  const flat = drawnGroups.flat();
  const canPair = (a: number, b: number): boolean => !met.met(a, b);
  const oracle = new MatchOracle(flat, canPair, met.maxDegreeWithin(flat), "perfect");
  let pairs: { a: number; b: number; rematch: boolean; float: boolean }[];
  let rematches = 0;
  let exactChecks: number;
  if (oracle.pairable()) {
    const res = pairDust(
      drawnGroups,
      met,
      drawnGroups.map((g) => points(g[0]!)),
    );
    exactChecks = res.exactChecks;
    pairs = res.tables.map((tb) => ({ a: tb.a, b: tb.b, rematch: false, float: tb.float }));
  } else {
    const res = fewestRematches(flat, met);
    rematches = res.rematches;
    exactChecks = res.exactChecks;
    pairs = res.tables.map((tb) => ({
      a: tb.a,
      b: tb.b,
      rematch: tb.rematch,
      float: points(tb.a) !== points(tb.b),
    }));
  }
  // a ranked above b; tables in order of their better-ranked entrant
  for (const pr of pairs) {
    if (position(pr.b) < position(pr.a)) {
      const x = pr.a;
      pr.a = pr.b;
      pr.b = x;
    }
  }
  pairs.sort((x, y) => position(x.a) - position(y.a));
  const tables = pairs.map((pr) => {
    const params = {
      round: ctx.round,
      a: ctx.name(pr.a),
      b: ctx.name(pr.b),
      rankA: ctx.rank(pr.a),
      rankB: ctx.rank(pr.b),
      pointsA: points(pr.a),
      pointsB: points(pr.b),
      rematches,
    };
    let key = pr.float ? "swiss.why.dustFloat" : "swiss.why.dustGroup";
    if (rematches > 0) key = pr.rematch ? "swiss.why.rematch" : "swiss.why.fewestDust";
    return { a: pr.a, b: pr.b, rematch: pr.rematch, explanation: { key, params } };
  });
  return { tables, rematches, exactChecks };
}
