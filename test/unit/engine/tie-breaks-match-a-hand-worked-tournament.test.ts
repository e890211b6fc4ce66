import { describe, expect, it } from "vitest";
import {
  buildRecords,
  collectRounds,
  type EntrantRecord,
  type GameInput,
} from "../../../src/engine/core/records";
import { computeStandings } from "../../../src/engine/standings/standings";
import {
  CHESS_POINTS,
  DUST_POINTS,
  omw,
  omwComparer,
  omwExact,
  sonneborn,
  sos,
  totalPoints,
} from "../../../src/engine/standings/tiebreaks";
import { swissRounds } from "../../../src/engine/swiss/rounds";
import { explainRank } from "../../../src/i18n/render";
import { thrown } from "../../fixtures/errors";

const FR = { french: true };
type Row = [string, string, string | number, string | number, number?, number?];
const g = ([a, b, scoreA, scoreB, armyA, armyB]: Row): GameInput => ({ a, b, scoreA, scoreB, armyA, armyB });

function records(rounds: Row[][], extra: string[] = []): Map<string, EntrantRecord> {
  const c = collectRounds(
    rounds.map((r) => r.map(g)),
    FR,
  );
  return buildRecords(c.games, c.names, extra);
}

/**
 * Five entrants, four rounds, with byes (Emma R1, David R2), a forfeit (Bob R2), a double loss
 * (Alice–Chloé R3), a drop (Bob after R2) and repeated opponents (Alice–Chloé, Emma–David).
 */
const TOURNAMENT: Row[][] = [
  [
    ["Alice", "Bob", "V", "D"],
    ["Chloé", "David", "V", "D"],
    ["Emma", "", "", ""],
  ],
  [
    ["Alice", "Emma", "V", "D"],
    ["Bob", "Chloé", "F", "V"],
    ["David", "BYE", "", ""],
  ],
  [
    ["Alice", "Chloé", "D", "D"],
    ["Emma", "David", "V", "D"],
  ],
  [
    ["Chloé", "Alice", "V", "D"],
    ["Emma", "David", "V", "D"],
  ],
];

describe("tie-breaks on a hand-made tournament", () => {
  const recs = records(TOURNAMENT);
  // Match-win rates: Alice 2/4, Bob 0/2, Chloé 3/4, David 1/4 (bye), Emma 3/4 (bye).
  it("OMW: floor 0.33, byes are not opponents, a repeated opponent counts each time", () => {
    expect(omw(recs, "alice")).toBeCloseTo((0.33 + 0.75 + 0.75 + 0.75) / 4, 12); // Bob, Emma, Chloé ×2
    expect(omw(recs, "bob")).toBeCloseTo((0.5 + 0.75) / 2, 12);
    expect(omw(recs, "chloé")).toBeCloseTo((0.33 + 0.33 + 0.5 + 0.5) / 4, 12); // David, Bob, Alice ×2
    expect(omw(recs, "david")).toBeCloseTo(0.75, 12);
    expect(omw(recs, "emma")).toBeCloseTo((0.5 + 0.33 + 0.33) / 3, 12);
    expect(omw(recs, "nobody")).toBe(0);
    expect(omw(recs, "bob", 0)).toBeCloseTo(0.625, 12);
  });

  it("totals: a bye is a win, a forfeit loss scores 0 even when a loss scores 1, a double loss is a loss", () => {
    const kow = { win: 3, draw: 2, loss: 1 };
    expect(totalPoints(recs.get("bob")!, kow)).toBe(1); // loss 1 + forfeit 0
    expect(totalPoints(recs.get("alice")!, kow)).toBe(8); // 2 wins + 2 losses (one double)
    expect(totalPoints(recs.get("david")!, kow)).toBe(6); // bye 3 + 3 losses
    expect(totalPoints(recs.get("emma")!, DUST_POINTS)).toBe(9);
  });

  it("SOS: sum of opponents' totals, a bye adds nothing", () => {
    // Dust totals: Alice 6, Bob 0, Chloé 9, David 3, Emma 9.
    expect(sos(recs, "alice")).toBe(0 + 9 + 9 + 9);
    expect(sos(recs, "bob")).toBe(6 + 9);
    expect(sos(recs, "chloé")).toBe(3 + 0 + 6 + 6);
    expect(sos(recs, "david")).toBe(9 + 9 + 9);
    expect(sos(recs, "emma")).toBe(6 + 3 + 3);
    expect(sos(recs, "chloé", { win: 3, draw: 2, loss: 1 })).toBe(6 + 1 + 8 + 8);
  });

  it("Sonneborn-Berger: beaten opponents' totals, nothing for byes, losses and double losses", () => {
    // Chess totals: Alice 2, Bob 0, Chloé 3, David 1, Emma 3.
    expect(sonneborn(recs, "alice")).toBe(0 + 3); // beat Bob and Emma
    expect(sonneborn(recs, "chloé")).toBe(1 + 0 + 2); // beat David, Bob (forfeit), Alice (R4)
    expect(sonneborn(recs, "emma")).toBe(1 + 1); // beat David twice
    expect(sonneborn(recs, "david")).toBe(0);
    expect(sonneborn(recs, "bob")).toBe(0);
  });

  it("Sonneborn-Berger: half the opponent's total for a draw", () => {
    const r = records([
      [
        ["A", "B", 2, 2],
        ["C", "D", 1, 0],
      ],
      [
        ["A", "C", 0, 0],
        ["B", "D", 3, 1],
      ],
    ]);
    // totals: A 1, B 1.5, C 1.5, D 0
    expect(sonneborn(r, "a", CHESS_POINTS)).toBe(1.5 / 2 + 1.5 / 2);
    expect(sonneborn(r, "b", CHESS_POINTS)).toBe(1 / 2 + 0);
    expect(sonneborn(r, "c", CHESS_POINTS)).toBe(0 + 1 / 2);
  });

  it("Confrérie standings: record, then fewer double losses, then OMW", () => {
    const rows = computeStandings("confrerie", recs);
    expect(rows.map((r) => [r.rank, r.name, r.record, r.doubleLosses])).toEqual([
      [1, "Emma", 2, 0],
      [2, "Chloé", 2, 1],
      [3, "Alice", 0, 1],
      [4, "David", -2, 0],
      [5, "Bob", -2, 0],
    ]);
    expect(rows[0]!.wins).toBe(3); // byes count as wins
    expect(rows[4]!.omw).toBeCloseTo(0.625, 12);
  });

  it("Dust standings: points, strength of schedule", () => {
    const rows = computeStandings("dust", recs);
    expect(rows.map((r) => [r.rank, r.name, r.points, r.sos, r.playoff])).toEqual([
      [1, "Chloé", 9, 15, false],
      [2, "Emma", 9, 12, false],
      [3, "Alice", 6, 27, false],
      [4, "David", 3, 27, false],
      [5, "Bob", 0, 15, false],
    ]);
  });

  it("chess standings: points 1 / ½ / 0, then Sonneborn-Berger", () => {
    const rows = computeStandings("chess", recs);
    expect(rows.map((r) => [r.rank, r.name, r.points, r.sonneborn])).toEqual([
      [1, "Chloé", 3, 3],
      [2, "Emma", 3, 2],
      [3, "Alice", 2, 3],
      [4, "David", 1, 0],
      [5, "Bob", 0, 0],
    ]);
  });

  it("lists registered entrants without games with zeros", () => {
    const rows = computeStandings("confrerie", recs, { extra: ["  Zoé  Martin ", "alice"] });
    expect(rows).toHaveLength(6);
    const z = rows.find((r) => r.key === "zoé martin")!;
    expect(z).toMatchObject({ name: "Zoé Martin", record: 0, omw: 0, rounds: 0, rank: 3 }); // 0 double losses: before Alice
    expect(rows.find((r) => r.key === "alice")).toMatchObject({ rank: 4 });
  });
});

describe("shared ranks and exact ties", () => {
  it("shares ranks (1, 2, 2, 4) and lists the tied by name", () => {
    const r = records([
      [
        ["Zed", "Yan", "V", "D"],
        ["Bea", "Al", "V", "D"],
      ],
    ]);
    const rows = computeStandings("confrerie", r);
    expect(rows.map((x) => [x.rank, x.name, x.tied])).toEqual([
      [1, "Bea", true],
      [1, "Zed", true],
      [3, "Al", true],
      [3, "Yan", true],
    ]);
    expect(explainRank(rows, "Zed", "fr")).toContain("Ex æquo avec Bea après tous les départages");
  });

  it("flags a Dust play-off in the final standings when everything is tied, and uses army points remaining", () => {
    const r = records([
      [
        ["A", "B", "V", "D", 120, 0],
        ["C", "D", "V", "D", 80, 10],
        ["E", "F", "V", "D", 80, 10],
      ],
    ]);
    expect(computeStandings("dust", r).some((x) => x.playoff)).toBe(false);
    const rows = computeStandings("dust", r, { final: true });
    expect(rows.map((x) => [x.rank, x.name, x.armyRemaining, x.playoff])).toEqual([
      [1, "A", 120, false],
      [2, "C", 80, true],
      [2, "E", 80, true],
      [4, "D", 10, true],
      [4, "F", 10, true],
      [6, "B", 0, false],
    ]);
    expect(explainRank(rows, "c", "fr")).toBe(
      "C est 2e. Derrière A (1er)\u00a0: à égalité de points (3), départage par points d'armée restants, 80 contre 120. Ex æquo avec E après tous les départages\u00a0: un match de barrage est nécessaire.",
    );
  });

  it("army points remaining: the last game with an opponent, not recorded = below any number", () => {
    const r = records([[["A", "B", 1, 0, 50, 40]], [["A", "", "", ""]], [["B", "C", 2, 2]]]);
    const rows = computeStandings("dust", r);
    expect(rows.find((x) => x.key === "a")!.armyRemaining).toBe(50);
    expect(rows.find((x) => x.key === "b")!.armyRemaining).toBeUndefined();
  });

  it("equal OMWs summed in different orders compare equal", () => {
    // opponents with match-win rates 0.1, 0.2, 0.3: 0.1 + 0.2 + 0.3 ≠ 0.3 + 0.2 + 0.1 in doubles
    const rec = (key: string, wins: number, rounds: number, opponents: string[]): EntrantRecord => ({
      key,
      name: key,
      wins,
      draws: 0,
      losses: rounds - wins,
      forfeits: 0,
      doubleLosses: 0,
      byes: 0,
      rounds,
      opponents,
      games: [],
    });
    const m = new Map<string, EntrantRecord>();
    m.set("p1", rec("p1", 1, 10, []));
    m.set("p2", rec("p2", 2, 10, []));
    m.set("p3", rec("p3", 3, 10, []));
    m.set("x", rec("x", 0, 3, ["p1", "p2", "p3"]));
    m.set("y", rec("y", 0, 3, ["p3", "p2", "p1"]));
    const ox = omw(m, "x", 0);
    const oy = omw(m, "y", 0);
    expect(ox).not.toBe(oy); // the doubles differ…
    expect(omwComparer(m, 0)("x", ox, "y", oy)).toBe(0); // …the comparison does not
    expect(omwExact(m, "x", 0)).toEqual([1, 5]); // exactly 0.2
    expect(omwExact(m, "y", 0)).toEqual([1, 5]);
    const rows = computeStandings("confrerie", m, { floor: 0 });
    const rx = rows.find((r) => r.key === "x")!;
    const ry = rows.find((r) => r.key === "y")!;
    expect(rx.rank).toBe(ry.rank);
  });
});

describe("explainRank", () => {
  const rows = computeStandings("confrerie", records(TOURNAMENT));
  it("explains in sentences, in French and English, with the figures that decided", () => {
    expect(explainRank(rows, "Chloé", "fr")).toBe(
      "Chloé est 2e. Derrière Emma (1er)\u00a0: à égalité de bilan (+2), départage par doubles défaites, 1 contre 0 (le moins l'emporte). Devant Alice (3e)\u00a0: bilan +2 contre 0.",
    );
    expect(explainRank(rows, "david", "fr")).toBe(
      "David est 4e. Derrière Alice (3e)\u00a0: bilan −2 contre 0. Devant Bob (5e)\u00a0: à égalité de bilan (−2), départage par OMW, 0,750 contre 0,625.",
    );
    expect(explainRank(rows, "bob", "en")).toBe(
      "Bob is 5th. Behind David (4th): level on record (−2), decided by OMW, 0.625 against 0.750.",
    );
    expect(explainRank(rows, "alice", "fr")).toBe(
      "Alice est 3e. Derrière Chloé (2e)\u00a0: bilan 0 contre +2. Devant David (4e)\u00a0: bilan 0 contre −2.",
    );
    expect(explainRank(rows, "nobody", "fr")).toBe("");
  });
});

describe("swissRounds (RULES §1, §2)", () => {
  it("follows the Confrérie table and ceil(log2 n) beyond 128", () => {
    const cases: [number, number][] = [
      [0, 0],
      [1, 0],
      [2, 1],
      [3, 3],
      [8, 3],
      [9, 4],
      [16, 4],
      [17, 5],
      [32, 5],
      [33, 6],
      [64, 6],
      [65, 7],
      [128, 7],
      [129, 8],
      [256, 8],
      [257, 9],
    ];
    for (const [n, r] of cases) expect(swissRounds(n), `${n} players`).toBe(r);
  });
  it("follows the Dust table", () => {
    expect(swissRounds(2, "dust")).toBe(3);
    expect(swissRounds(8, "dust")).toBe(3);
    expect(swissRounds(9, "dust")).toBe(4);
    expect(swissRounds(32, "dust")).toBe(5);
    expect(swissRounds(33, "dust")).toBe(6);
  });
  it("refuses a non-integer or negative number of players", () => {
    expect(thrown(() => swissRounds(2.5))).toMatch(/number of players/);
    expect(thrown(() => swissRounds(-1))).toMatch(/number of players/);
  });
});
