import { clubOf } from "../common";
import type { PairingContext, SwissSystem, SystemPairing } from "../types";
import { CONFRERIE_BASICS } from "./basics";
import { pairTopDown } from "./pairing";

/** RULES §1 "La Confrérie": top-down pairing, record then double losses then OMW. */
export const CONFRERIE = {
  ...CONFRERIE_BASICS,
  standings: "confrerie",
  playoffs: false,
  endsWithOneUndefeated: false,
  // the lowest-ranked entrant who has not had a bye; if everyone has had one, the lowest-ranked
  // (whatever the number of byes: the rule only asks "has had one")
  byeOrder: (active, h) => {
    const candidates = active.slice().reverse();
    candidates.sort((x, y) => h.hadBye(x) - h.hadBye(y));
    return candidates;
  },
  byeKey: "swiss.bye.lowest",
  pair: pairConfrerie,
} as const satisfies SwissSystem;

/** Top-down by rank (./pairing.ts), each table with its reason. */
function pairConfrerie(field: readonly number[], ctx: PairingContext): SystemPairing {
  const clubs = ctx.protect === null ? null : { club: ctx.protect.club, record: ctx.record };
  const res = pairTopDown(field, ctx.met, clubs);
  const { name, rank, record } = ctx;
  return {
    rematches: res.rematches,
    exactChecks: res.exactChecks,
    tables: res.tables.map((tb) => {
      const params: Record<string, string | number> = {
        round: ctx.round,
        a: name(tb.a),
        b: name(tb.b),
        rankA: rank(tb.a),
        rankB: rank(tb.b),
        recordA: record(tb.a),
        recordB: record(tb.b),
        skipped: tb.skipped,
        rematches: res.rematches,
      };
      let key = "swiss.why.nearest";
      if (res.rematches > 0) key = tb.rematch ? "swiss.why.rematch" : "swiss.why.fewest";
      else if (tb.clubmate !== undefined) {
        key = "swiss.why.nearestClub";
        params.mate = name(tb.clubmate);
        params.club = clubOf(ctx, tb.a, tb.clubmate);
      } else if (clubOf(ctx, tb.a, tb.b) !== "") {
        // protection could not hold: no possible opponent of another club has b's record
        key = "swiss.why.sameClub";
        params.club = clubOf(ctx, tb.a, tb.b);
      } else if (tb.skipped > 0) key = "swiss.why.unstuck";
      return { a: tb.a, b: tb.b, rematch: tb.rematch, explanation: { key, params } };
    }),
  };
}
