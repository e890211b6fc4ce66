/**
 * What a table's reports come to (engine, RULES §1 "reports from phones"): a report claiming army
 * points above its player's list is left aside as "armyOverList" with the player, the value and the
 * limit, and stands as that player's latest report until their correction; both players' reports
 * sent from one Google address confirm nothing (one report, `sameEmail`).
 */
import { describe, expect, it } from "vitest";
import {
  type Claim,
  type ReportRounds,
  type ResultReport,
  reconcileReports,
} from "../../../../src/engine/reports/swiss";

const T0 = Date.UTC(2026, 11, 1, 14, 0);
let n = 0;
function report(sec: number, reporter: string, claim: Claim, email?: string): ResultReport {
  n++;
  return {
    id: `r${n}`,
    row: n + 1,
    at: T0 + sec * 1000,
    round: 1,
    table: 1,
    reporter,
    claim,
    ...(email ? { email } : {}),
  };
}
const scores = (scoreA: number, scoreB: number, armyA: number | null, armyB: number | null): Claim => ({
  kind: "scores",
  scoreA,
  scoreB,
  armyA,
  armyB,
});
const rounds = (maxArmy?: { a: number | null; b: number | null }): ReportRounds => ({
  tables: [{ round: 1, table: 1, a: "Anne", b: "Bruno", organiser: false, ...(maxArmy ? { maxArmy } : {}) }],
  closed: [],
  pairedAt: { 1: T0 },
  dropped: [],
});

describe("a report breaking the rules, or two from one address, confirm nothing", () => {
  it("army points above the list: set aside with the player, value and limit; the correction counts", () => {
    const bad = [report(1, "Anne", scores(6, 1, 350, 100)), report(2, "Bruno", scores(6, 1, 350, 100))];
    const r = reconcileReports(bad, rounds({ a: 300, b: 300 }), "scores");
    expect(r.tables).toEqual([]);
    expect(r.ignored.map((x) => [x.reason, x.over])).toEqual([
      ["armyOverList", { player: "Anne", value: 350, max: 300 }],
      ["armyOverList", { player: "Anne", value: 350, max: 300 }],
    ]);
    const fixed = [...bad, report(3, "Anne", scores(6, 1, 250, 100))];
    const f = reconcileReports(fixed, rounds({ a: 300, b: 300 }), "scores");
    expect(f.tables.map((t) => t.state)).toEqual(["one"]);
    expect(f.tables[0]!.reports[0]!.reporter).toBe("Anne");
    // no limit given: counted as before
    expect(reconcileReports(bad, rounds(), "scores").tables.map((t) => t.state)).toEqual(["agreed"]);
  });

  it("a bad report after a good one: the player's earlier report does not come back", () => {
    const r = reconcileReports(
      [report(1, "Anne", scores(6, 1, 100, 100)), report(2, "Anne", scores(6, 1, 100, 260))],
      rounds({ a: 300, b: 250 }),
      "scores",
    );
    expect(r.tables).toEqual([]);
    expect(r.ignored.map((x) => x.reason)).toEqual(["replaced", "armyOverList"]);
  });

  it("both reports from one address: one report, the address said; from two addresses: agreed", () => {
    const same = reconcileReports(
      [
        report(1, "Anne", { kind: "winner", winner: "Bruno" }, "x@example.org"),
        report(2, "Bruno", { kind: "winner", winner: "Bruno" }, "X@example.org "),
      ],
      rounds(),
      "winner",
    );
    expect(same.tables.map((t) => [t.state, t.sameEmail, t.reports.length])).toEqual([
      ["one", "x@example.org", 2],
    ]);
    const two = reconcileReports(
      [
        report(1, "Anne", { kind: "winner", winner: "Bruno" }, "a@example.org"),
        report(2, "Bruno", { kind: "winner", winner: "Bruno" }, "b@example.org"),
      ],
      rounds(),
      "winner",
    );
    expect(two.tables.map((t) => [t.state, t.sameEmail])).toEqual([["agreed", undefined]]);
  });
});
