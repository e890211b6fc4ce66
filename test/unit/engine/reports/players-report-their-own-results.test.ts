/**
 * Results reported by both players of a table from their phones (RULES §1): one report,
 * two that agree, two that disagree; corrections and repeats; and every report left aside with its
 * reason (closed round, a round undone and paired again, someone not at the table, a player who had
 * dropped, the organiser's own entry). The outcome depends on the reports, not on how often or in
 * which order they are read: each counts exactly once.
 */
import { describe, expect, it } from "vitest";
import {
  type Claim,
  type ReportRounds,
  type ResultReport,
  reconcileReports,
} from "../../../../src/engine/reports/swiss";

const T0 = Date.UTC(2026, 11, 1, 14, 0);
const min = (n: number) => T0 + n * 60_000;

let n = 0;
function report(
  at: number,
  round: number,
  table: number,
  reporter: string,
  claim: Claim | string,
): ResultReport {
  n++;
  return {
    id: `r${n}`,
    row: n + 1,
    at,
    round,
    table,
    reporter,
    claim: typeof claim === "string" ? { kind: "winner", winner: claim } : claim,
  };
}

const ROUND2: ReportRounds = {
  tables: [
    { round: 2, table: 1, a: "Anne", b: "Bruno", organiser: false },
    { round: 2, table: 2, a: "Chloé", b: "David", organiser: false },
    { round: 2, table: 3, a: "Émile", b: "Fanny", organiser: true },
  ],
  closed: [1],
  pairedAt: { 2: min(0) },
  dropped: ["Gilles"],
};

const states = (r: ReturnType<typeof reconcileReports>) =>
  r.tables.map((t) => [t.table, t.state, t.claim.kind === "winner" ? t.claim.winner : t.claim.scoreA]);
const reasons = (r: ReturnType<typeof reconcileReports>) =>
  r.ignored.map((i) => [i.report.reporter, i.reason]);

describe("La Confrérie: who won", () => {
  it("one report waits for the opponent; both agreeing confirm; disagreeing is a dispute", () => {
    const r = reconcileReports(
      [
        report(min(5), 2, 1, "Anne", "Anne"),
        report(min(7), 2, 1, "bruno", "ANNE"),
        report(min(6), 2, 2, "Chloé", "Chloé"),
        report(min(8), 2, 2, "David", "David"),
      ],
      ROUND2,
      "winner",
    );
    expect(states(r)).toEqual([
      [1, "agreed", "Anne"],
      [2, "disputed", "Chloé"],
    ]);
    expect(r.ignored).toEqual([]);
    const one = reconcileReports([report(min(5), 2, 2, "David", "Chloé")], ROUND2, "winner");
    expect(states(one)).toEqual([[2, "one", "Chloé"]]);
  });

  it("a player's later report replaces the earlier one; the same report twice counts once", () => {
    const r = reconcileReports(
      [
        report(min(5), 2, 1, "Anne", "Bruno"),
        report(min(6), 2, 1, "Anne", "Anne"),
        report(min(7), 2, 1, "Bruno", "Anne"),
        report(min(8), 2, 1, "Bruno", "Anne"),
      ],
      ROUND2,
      "winner",
    );
    expect(states(r)).toEqual([[1, "agreed", "Anne"]]);
    expect(reasons(r)).toEqual([
      ["Anne", "replaced"],
      ["Bruno", "repeated"],
    ]);
  });

  it("left aside, each with its reason: a closed round, no such table, sent before the round was paired again, someone not at the table, a dropped player, a winner not at the table, the organiser's table", () => {
    const r = reconcileReports(
      [
        report(min(1), 1, 1, "Anne", "Anne"),
        report(min(2), 2, 9, "Anne", "Anne"),
        report(min(-30), 2, 1, "Anne", "Anne"),
        report(min(3), 2, 1, "Chloé", "Anne"),
        report(min(4), 2, 2, "Gilles", "Chloé"),
        report(min(5), 2, 2, "Chloé", "Hugo"),
        report(min(6), 2, 3, "Émile", "Émile"),
        report(min(7), 3, 1, "Anne", "Anne"),
      ],
      { ...ROUND2, tables: [...ROUND2.tables] },
      "winner",
    );
    expect(r.tables).toEqual([]);
    expect(reasons(r)).toEqual([
      ["Anne", "beforePairing"],
      ["Anne", "roundClosed"],
      ["Anne", "unknownTable"],
      ["Chloé", "notAtTable"],
      ["Gilles", "dropped"],
      ["Chloé", "winnerNotAtTable"],
      ["Émile", "organiser"],
      ["Anne", "unknownTable"],
    ]);
  });

  it("a player who dropped after the pairing still has their game (RULES §1): both reports count; one who dropped before, at no table, is said dropped", () => {
    const rounds: ReportRounds = { ...ROUND2, dropped: ["Bruno", "Gilles"] };
    const r = reconcileReports(
      [
        report(min(5), 2, 1, "Bruno", "Bruno"),
        report(min(6), 2, 1, "Anne", "Bruno"),
        report(min(7), 2, 2, "Gilles", "Chloé"),
      ],
      rounds,
      "winner",
    );
    expect(states(r)).toEqual([[1, "agreed", "Bruno"]]);
    expect(reasons(r)).toEqual([["Gilles", "dropped"]]);
  });

  it("the same reports read again, or in another order, come to the same: each counts exactly once", () => {
    const list = [
      report(min(5), 2, 1, "Anne", "Anne"),
      report(min(7), 2, 1, "Bruno", "Anne"),
      report(min(6), 2, 2, "Chloé", "Chloé"),
      report(min(9), 2, 2, "Chloé", "David"),
      report(min(8), 2, 2, "David", "David"),
    ];
    const once = reconcileReports(list, ROUND2, "winner");
    const twice = reconcileReports([...list, ...list], ROUND2, "winner");
    const shuffled = reconcileReports([list[3]!, list[0]!, list[4]!, list[2]!, list[1]!], ROUND2, "winner");
    expect(states(once)).toEqual([
      [1, "agreed", "Anne"],
      [2, "agreed", "David"],
    ]);
    expect(states(twice)).toEqual(states(once));
    expect(states(shuffled)).toEqual(states(once));
  });
});

describe("Dust Tactics: the scores and army points left", () => {
  const scores = (a: number, b: number, armyA: number | null = null, armyB: number | null = null): Claim => ({
    kind: "scores",
    scoreA: a,
    scoreB: b,
    armyA,
    armyB,
  });

  it("both reports the same scores: agreed; any number different: a dispute; a winner-only report is left aside", () => {
    const r = reconcileReports(
      [
        report(min(5), 2, 1, "Anne", scores(2, 1, 120, 40)),
        report(min(6), 2, 1, "Bruno", scores(2, 1, 120, 40)),
        report(min(5), 2, 2, "Chloé", scores(1, 1, 80, 90)),
        report(min(6), 2, 2, "David", scores(1, 1, 80, 95)),
        report(min(7), 2, 2, "David", "David"),
      ],
      ROUND2,
      "scores",
    );
    expect(states(r)).toEqual([
      [1, "agreed", 2],
      [2, "disputed", 1],
    ]);
    expect(reasons(r)).toEqual([["David", "wrongEntry"]]);
  });
});
