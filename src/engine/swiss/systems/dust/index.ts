import { shuffled } from "../../../core/random";
import { MatchOracle } from "../../matching";
import { clubOf, fewestRematches } from "../common";
import type { PairingContext, SwissSystem, SystemPairing } from "../types";
import { DUST_BASICS } from "./basics";
import { pairDust } from "./pairing";

/** RULES §2 Dust Tactics: point groups, points then SoS then army points left; early end. */
export const DUST = {
  ...DUST_BASICS,
  standings: "dust",
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
  let pairs: { a: number; b: number; rematch: boolean; float: boolean; clubmate?: number }[];
  let rematches = 0;
  let exactChecks: number;
  if (oracle.pairable()) {
    const protect =
      ctx.protect === null ? {} : { protect: { graph: ctx.protect.graph, club: ctx.protect.club } };
    const res = pairDust(
      drawnGroups,
      met,
      drawnGroups.map((g) => points(g[0]!)),
      protect,
    );
    exactChecks = res.exactChecks;
    pairs = res.tables.map((tb) => {
      const pr: (typeof pairs)[number] = { a: tb.a, b: tb.b, rematch: false, float: tb.float };
      if (tb.clubmate !== undefined) pr.clubmate = tb.clubmate;
      return pr;
    });
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
  const sameClubTables =
    ctx.protect === null ? 0 : pairs.filter((pr) => clubOf(ctx, pr.a, pr.b) !== "").length;
  const tables = pairs.map((pr) => {
    const params: Record<string, string | number> = {
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
    else if (ctx.protect !== null) {
      const club = clubOf(ctx, pr.a, pr.b);
      if (club !== "") {
        // protection could not hold here: any pairing without this table floats more entrants
        key = "swiss.why.dustSameClub";
        params.club = club;
        params.tables = sameClubTables;
      } else if (pr.clubmate !== undefined) {
        key = pr.float ? "swiss.why.dustFloatClub" : "swiss.why.dustGroupClub";
        const who = clubOf(ctx, pr.a, pr.clubmate) !== "" ? pr.a : pr.b;
        params.who = ctx.name(who);
        params.mate = ctx.name(pr.clubmate);
        params.club = clubOf(ctx, who, pr.clubmate);
      }
    }
    return { a: pr.a, b: pr.b, rematch: pr.rematch, explanation: { key, params } };
  });
  return { tables, rematches, exactChecks };
}
