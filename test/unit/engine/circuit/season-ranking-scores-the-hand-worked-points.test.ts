/**
 * The "Masters Grand Sud" ranking (RULES §5): points from the seeds present before each tournament
 * day, editions replacing each other per series, the best ⌊N/2⌋, the tie-breaks, the change of
 * rank, the year-end ranking, and the seeds after each day. The two-season scenario is worked out
 * by hand in fixtures/two-seasons.ts.
 */
import { describe, expect, it } from "vitest";
import { circuitRanking, keepOf, replayCircuit } from "../../../../src/engine/circuit/ranking";
import type { CircuitInput, CircuitRanking, Result, Tournament } from "../../../../src/engine/circuit/types";
import { POINTS, SEEDS_PRESENT, TWO_SEASONS } from "./fixtures/two-seasons";

/** rank, player, played, total, change: one line per player. */
const table = (r: CircuitRanking) => r.rows.map((x) => [x.rank, x.player, x.played, x.total, x.change]);

describe("points per result, from the seeds present before the tournament's day", () => {
  const circuit = replayCircuit(TWO_SEASONS);

  it("every result of the two seasons scores the hand-worked points", () => {
    const got: Record<string, Record<string, number>> = {};
    for (const t of circuit.tournaments)
      got[t.id] = Object.fromEntries(t.results.map((r) => [r.player, r.points]));
    expect(got).toEqual(POINTS);
  });

  it("seeds present: participants ranked 16th or better before the day; same-day tournaments are simultaneous", () => {
    expect(Object.fromEntries(circuit.tournaments.map((t) => [t.id, t.seeds]))).toEqual(SEEDS_PRESENT);
    expect(circuit.days).toEqual(["2023-03-05", "2023-04-16", "2023-09-10", "2024-03-03", "2024-05-12"]);
  });

  it("the seed's examples in a real tournament: 9 seeds present, 14th at the duplicate 65, 14th in the final 290", () => {
    // day 1: 20 players, all-duplicate, places 1..20: the top 16 are S1..S16 (points strictly fall)
    const ts: Tournament[] = [
      { id: "T1", series: "Béziers", date: "2025-01-12", format: "duplicate" },
      { id: "T2", series: "Perpignan", date: "2025-02-09", format: "pool" },
    ];
    const rs: Result[] = [];
    for (let p = 1; p <= 20; p++)
      rs.push({ tournament: "T1", player: `S${p}`, place: p, duplicatePlace: null });
    // day 2, a pool tournament of 14: nine of the top 16 (S1..S9), S17..S20 and a newcomer.
    // "Dup14" is 1st in the final and 14th at the duplicate; "Fin14" 14th in the final, 1st at the duplicate.
    const field = [
      "Dup14",
      "S1",
      "S2",
      "S3",
      "S4",
      "S5",
      "S6",
      "S7",
      "S8",
      "S9",
      "S17",
      "S18",
      "S19",
      "Fin14",
    ];
    const dup = [14, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 1];
    field.forEach((player, i) => {
      rs.push({ tournament: "T2", player, place: i + 1, duplicatePlace: dup[i]! });
    });
    const c = replayCircuit({ tournaments: ts, results: rs, today: "2025-12-31" });
    const t2 = c.tournaments[1]!;
    expect(t2.seeds).toBe(9);
    const pts = Object.fromEntries(t2.results.map((r) => [r.player, r.points]));
    // 14th at the duplicate with 9 seeds: 65; 1st in the final with 9 seeds: 480 + 180 = 660
    expect(pts.Dup14).toBe(65 + 660);
    // 14th in the final with 9 seeds: 290; 1st at the duplicate with 9 seeds: 45 − 5 + 90 = 130
    expect(pts.Fin14).toBe(290 + 130);
  });

  it("ties at 16th are all seeds, and a seed beyond 32nd place still counts as present", () => {
    // one pool tournament of 18 (0 seeds): final 16th with duplicate 17th scores 90 + 0, final 17th
    // with duplicate 7th scores 80 + 10 = 90: they share rank 16; the 15 above all score ≥ 100
    const dupOf = (p: number) => (p <= 6 ? p : p <= 15 ? p + 1 : p === 16 ? 17 : p === 17 ? 7 : 18);
    const rs: Result[] = [];
    for (let p = 1; p <= 18; p++)
      rs.push({ tournament: "A", player: `S${p}`, place: p, duplicatePlace: dupOf(p) });
    // then 34 players: 31 newcomers, S17 32nd, S18 33rd, S16 34th
    for (let p = 1; p <= 31; p++)
      rs.push({ tournament: "B", player: `N${p}`, place: p, duplicatePlace: null });
    rs.push({ tournament: "B", player: "S17", place: 32, duplicatePlace: null });
    rs.push({ tournament: "B", player: "S18", place: 33, duplicatePlace: null });
    rs.push({ tournament: "B", player: "S16", place: 34, duplicatePlace: null });
    const c = replayCircuit({
      tournaments: [
        { id: "A", series: "Rodez", date: "2025-03-01", format: "pool" },
        { id: "B", series: "Cahors", date: "2025-04-01", format: "duplicate" },
      ],
      results: rs,
      today: "2025-12-31",
    });
    const seeds = c.seeds[0]!.players;
    expect(seeds.slice(-2)).toEqual([
      { rank: 16, player: "S16", total: 90 },
      { rank: 16, player: "S17", total: 90 },
    ]);
    expect(seeds).toHaveLength(17);
    expect(c.tournaments[1]!.seeds).toBe(2); // S16 (34th) and S17 (32nd); S18 was 18th
  });
});

describe("the ranking at a date (hand-worked two seasons)", () => {
  const circuit = replayCircuit(TWO_SEASONS);
  const at = (asOf: string, final = false) => circuitRanking(circuit, { asOf, final });

  it("before any tournament: nothing counted, nobody ranked", () => {
    const r = at("2023-01-01");
    expect([r.tournaments.length, r.keep, r.rows.length, r.latestDay]).toEqual([0, 0, 0, null]);
  });

  it("N = 1: the one tournament counts", () => {
    const r = at("2023-03-05");
    expect(r.keep).toBe(1);
    expect(table(r)).toEqual([
      [1, "Anne", 1, 520, null],
      [2, "Bruno", 1, 435, null],
      [3, "Chloé", 1, 350, null],
    ]);
  });

  it("N = 3 (odd): the best 1; a same-day pair of tournaments counts as one update", () => {
    const r = at("2023-04-16");
    expect(r.keep).toBe(1);
    expect(table(r)).toEqual([
      [1, "Bruno", 2, 580, 1],
      [2, "Chloé", 2, 545, 1],
      [3, "Anne", 2, 520, -2],
      [4, "David", 1, 495, null],
      [5, "Émile", 1, 470, null],
    ]);
  });

  it("year-end 2023 (N = 4, best 2), with the points of each tournament flagged counted or dropped", () => {
    const r = at("2023-10-01", true);
    expect(r.asOf).toBe("2023-12-31");
    expect(r.tournaments.map((t) => t.id)).toEqual(["CAR23", "TOU23", "NIM23", "ALB23"]);
    expect(table(r)).toEqual([
      // compared with the year-end ranking of 2022: none, so everybody is new
      [1, "David", 2, 1075, null],
      [2, "Bruno", 2, 1015, null],
      [3, "Émile", 2, 965, null],
      [4, "Anne", 2, 930, null],
      [5, "Chloé", 2, 895, null],
    ]);
    expect(r.rows[0]!.points).toEqual([
      null,
      { points: 495, counted: true },
      null,
      { points: 580, counted: true },
    ]);
  });

  it("a new edition replaces the series' previous one; a player absent from it loses those points", () => {
    const r = at("2024-03-03");
    expect(r.tournaments.map((t) => t.id)).toEqual(["TOU23", "NIM23", "ALB23", "CAR24"]);
    expect(table(r)).toEqual([
      [1, "David", 2, 1075, 0],
      [2, "Chloé", 2, 1070, 3],
      [3, "Anne", 2, 1020, 1],
      [4, "Émile", 3, 965, -1],
      [5, "Bruno", 1, 580, -3],
    ]);
    // Émile played 3 counted tournaments; the best 2 count, the third is dropped
    expect(r.rows[3]!.points).toEqual([
      null,
      { points: 470, counted: true },
      { points: 495, counted: true },
      { points: 440, counted: false },
    ]);
  });

  it("N = 5 (odd) after the second simultaneous day; a series skipped in 2024 still counts during 2024", () => {
    for (const asOf of ["2024-05-12", "2024-12-31"]) {
      const r = at(asOf);
      expect(r.tournaments.map((t) => t.id)).toEqual(["NIM23", "ALB23", "CAR24", "TOU24", "MTP24"]);
      expect(r.keep).toBe(2);
      expect(table(r)).toEqual([
        [1, "Anne", 2, 1130, 2],
        [2, "Chloé", 2, 1070, 0],
        [3, "Émile", 4, 1045, 1],
        [4, "David", 2, 1025, -3],
        [5, "Bruno", 1, 610, 0],
        [6, "Fanny", 1, 465, null],
      ]);
    }
  });

  it("year-end 2024 counts 2024 editions only; equal totals: fewer tournaments played first", () => {
    const r = at("2024-06-01", true);
    expect(r.tournaments.map((t) => t.id)).toEqual(["CAR24", "TOU24", "MTP24"]);
    expect(r.keep).toBe(1);
    // compared with the year-end ranking of 2023: David 1, Bruno 2, Émile 3, Anne 4, Chloé 5
    expect(table(r)).toEqual([
      [1, "Bruno", 1, 610, 1],
      [2, "Anne", 2, 610, 2],
      [3, "Émile", 2, 550, 0],
      [4, "Chloé", 1, 525, 1],
      [5, "Fanny", 1, 465, null],
      [6, "David", 1, 445, -5],
    ]);
  });

  it("a date in a year with no tournament yet: that year's and the previous year's editions", () => {
    const r = at("2025-02-01");
    expect(r.tournaments.map((t) => t.id)).toEqual(["CAR24", "TOU24", "MTP24"]);
    const noChange = (x: CircuitRanking) => table(x).map((row) => row.slice(0, 4));
    expect(noChange(r)).toEqual(noChange(at("2024-06-01", true)));
  });

  it("by default, the ranking after the last tournament", () => {
    expect(circuitRanking(circuit)).toEqual(at("2024-05-12"));
  });

  it("the seeds after each day, dated", () => {
    expect(circuit.seeds.map((s) => [s.date, s.players.map((p) => p.player).join(",")])).toEqual([
      ["2023-03-05", "Anne,Bruno,Chloé"],
      ["2023-04-16", "Bruno,Chloé,Anne,David,Émile"],
      ["2023-09-10", "David,Bruno,Émile,Anne,Chloé"],
      ["2024-03-03", "David,Chloé,Anne,Émile,Bruno"],
      ["2024-05-12", "Anne,Chloé,Émile,David,Bruno,Fanny"],
    ]);
  });

  it("the history after each day equals the ranking at that day", () => {
    const c = replayCircuit(TWO_SEASONS, { history: true });
    for (const h of c.history!) {
      const r = at(h.date);
      expect(h.rows).toEqual(
        r.rows.map((x) => ({ rank: x.rank, player: x.player, total: x.total, played: x.played })),
      );
    }
  });
});

describe("ties", () => {
  // four tournaments on one day (0 seeds): P(1..6) = 520, 435, 350, 325, 260, 240; N = 4, best 2
  const input: CircuitInput = {
    tournaments: ["T1", "T2", "T3", "T4"].map((id, i) => ({
      id,
      series: `Club ${i}`,
      date: "2025-06-01",
      format: "duplicate" as const,
    })),
    results: [
      ...["Xavier", "Yves", "Fabrice", "Wanda", "Gaël", "Zoé"].map((player, i) => ({
        tournament: "T1",
        player,
        place: i + 1,
        duplicatePlace: null,
      })),
      ...["Zoé", "Wanda", "Fabrice", "Yves", "Gaël", "Xavier"].map((player, i) => ({
        tournament: "T2",
        player,
        place: i + 1,
        duplicatePlace: null,
      })),
      ...["Fabrice", "Gaël", "Hugo", "Inès", "Jules", "Zoé"].map((player, i) => ({
        tournament: "T3",
        player,
        place: i + 1,
        duplicatePlace: null,
      })),
      { tournament: "T4", player: "Fabrice", place: 1, duplicatePlace: null },
    ],
    today: "2025-12-31",
  };

  it("equal totals: fewer tournaments, then the best single score, then a shared rank listed by name", () => {
    const r = circuitRanking(replayCircuit(input));
    expect(r.keep).toBe(keepOf(4));
    expect(r.rows.map((x) => [x.rank, x.player, x.played, x.total, x.best])).toEqual([
      [1, "Fabrice", 4, 1040, 520],
      [2, "Xavier", 2, 760, 520], // 520 + 240: best single 520
      [3, "Wanda", 2, 760, 435], // 435 + 325, as Yves: shared rank
      [3, "Yves", 2, 760, 435],
      [5, "Zoé", 3, 760, 520], // 520 + 240 (+ 240 dropped): three tournaments played
      [6, "Gaël", 3, 695, 435], // 435 + 260 (+ 260 dropped)
      [7, "Hugo", 1, 350, 350],
      [8, "Inès", 1, 325, 325],
      [9, "Jules", 1, 260, 260],
    ]);
  });

  it("keeps the best ⌊N/2⌋, at least 1", () => {
    expect([0, 1, 2, 3, 4, 5, 11].map(keepOf)).toEqual([0, 1, 1, 1, 2, 2, 5]);
  });
});

describe("a ranking at a date needs no later tournament", () => {
  it("replayed until the date, the ranking (and the year-end ranking) equals the one from the whole replay", () => {
    const whole = replayCircuit(TWO_SEASONS);
    for (const asOf of ["2023-03-05", "2023-06-30", "2023-12-31", "2024-03-02", "2024-03-03", "2024-05-12"])
      for (const final of [false, true]) {
        const until = final ? `${asOf.slice(0, 4)}-12-31` : asOf;
        const cut = replayCircuit(TWO_SEASONS, { until });
        expect(cut.days.every((d) => d <= until)).toBe(true);
        expect({ asOf, final, rows: circuitRanking(cut, { asOf, final }).rows }).toEqual({
          asOf,
          final,
          rows: circuitRanking(whole, { asOf, final }).rows,
        });
      }
    expect(replayCircuit(TWO_SEASONS, { until: "2023-12-31" }).days).toEqual([
      "2023-03-05",
      "2023-04-16",
      "2023-09-10",
    ]);
  });
});
