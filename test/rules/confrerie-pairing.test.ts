/**
 * Audit of RULES §1 pairing: round 1 seeded random draw; later rounds top-down, nearest-ranked not
 * met, never a rematch; when stuck, the lexicographically first valid pairing; fewest rematches
 * when none is rematch-free; the bye to the lowest-ranked entrant without one, the next lowest if
 * that leaves the rest unpairable; drops; round counts. Expected values by hand.
 */
import { describe, expect, it } from "vitest";
import { type PairingGame, pairNextRound, pairNextRoundDetailed, swissRounds } from "../../src/lib/index";
import { runFunction } from "../../src/sheets/functions/index";

const w = (a: string, b: string): PairingGame => ({ a, b, scoreA: "W", scoreB: "L" });
const ids = (...names: string[]) => names.map((id) => ({ id }));

describe("§1 round 1: a full random draw from a seeded generator", () => {
  const entrants = ids("A", "B", "C", "D", "E", "F", "G");
  it("the same seed gives the same draw; the bye is one of the entrants", () => {
    const one = pairNextRound({ system: "confrerie", seed: 42, entrants, rounds: [] });
    const two = pairNextRound({ system: "confrerie", seed: 42, entrants, rounds: [] });
    expect(two).toEqual(one);
    expect(one.tables).toHaveLength(3);
    const seen = [one.bye, ...one.tables.flatMap((t) => [t.a, t.b])].sort();
    expect(seen).toEqual(["A", "B", "C", "D", "E", "F", "G"]);
  });
  it("different seeds give different draws (random, not by list order)", () => {
    const draws = new Set<string>();
    const byes = new Set<string | null>();
    for (let seed = 1; seed <= 30; seed++) {
      const p = pairNextRound({ system: "confrerie", seed, entrants, rounds: [] });
      draws.add(JSON.stringify(p.tables.map((t) => [t.a, t.b])));
      byes.add(p.bye);
    }
    expect(draws.size).toBeGreaterThan(20);
    expect(byes.size).toBeGreaterThan(4);
  });
});

/*
 * Stuck top-down: 8 players, 3 rounds (W = first named wins).
 *   R1: Dan–Eve, Ana–Flo, Cyr–Gus, Hal–Bea     (winners Dan, Ana, Cyr, Hal)
 *   R2: Ana–Eve, Gus–Bea, Flo–Hal, Dan–Cyr
 *   R3: Flo–Gus, Dan–Hal, Bea–Eve, Ana–Cyr
 * Records: Ana 3–0, Dan 3–0, Flo 2–1, Cyr/Hal/Gus/Bea 1–2, Eve 0–3.
 * Rates: Ana, Dan 1; Flo 2/3; Cyr, Hal, Gus, Bea 1/3; Eve 0 (→ 0.33).
 * OMW: Ana (Flo, Eve, Cyr) = (2/3 + 0.33 + 1/3)/3 = 0.4433 > Dan (Eve, Cyr, Hal) = 0.3322.
 *      Cyr (Gus, Dan, Ana) = 0.7778 > Hal (Bea, Flo, Dan) = 0.6667 > Gus (Cyr, Bea, Flo) = 0.4444
 *      > Bea (Hal, Gus, Eve) = 0.3322.
 * Order: Ana, Dan, Flo, Cyr, Hal, Gus, Bea, Eve.
 * Plain top-down: Ana–Dan, Flo–Cyr, Hal–Gus, then Bea–Eve have met: stuck. Repairing only the last
 * table does not help (Hal–Bea met; Hal–Eve leaves Gus–Bea, met), so the fix is at table 2.
 * Lexicographically first: Ana–Dan (rest pairable); Flo: Cyr leaves {Hal, Gus, Bea, Eve} unpairable,
 * Hal and Gus met, Bea next → Flo–Bea; Cyr: Hal (rest Gus–Eve fine) → Cyr–Hal; Gus–Eve.
 */
describe("§1 stuck top-down: the lexicographically first valid pairing", () => {
  const rounds = [
    [w("Dan", "Eve"), w("Ana", "Flo"), w("Cyr", "Gus"), w("Hal", "Bea")],
    [w("Ana", "Eve"), w("Gus", "Bea"), w("Flo", "Hal"), w("Dan", "Cyr")],
    [w("Flo", "Gus"), w("Dan", "Hal"), w("Bea", "Eve"), w("Ana", "Cyr")],
  ];
  const entrants = ids("Ana", "Bea", "Cyr", "Dan", "Eve", "Flo", "Gus", "Hal");
  it("standings order used for pairing", () => {
    const d = pairNextRoundDetailed({ system: "confrerie", seed: 1, entrants, rounds });
    expect(d.standings.map((r) => r.name)).toEqual(["Ana", "Dan", "Flo", "Cyr", "Hal", "Gus", "Bea", "Eve"]);
  });
  it("tables", () => {
    const p = pairNextRound({ system: "confrerie", seed: 1, entrants, rounds });
    expect(p.tables.map((t) => [t.a, t.b])).toEqual([
      ["Ana", "Dan"],
      ["Flo", "Bea"],
      ["Cyr", "Hal"],
      ["Gus", "Eve"],
    ]);
    expect(p.rematches).toBe(0);
    expect(p.bye).toBeNull();
  });
});

/*
 * Not stuck: the result must be exactly the plain top-down one. 6 players after 1 round:
 *   R1: A–B, C–D, E–F (A, C, E win). Order: A, C, E (+1, OMW 0.33 each → by name), B, D, F.
 *   Plain: A takes C (nearest not met), E takes B, D takes F.
 */
describe("§1 not stuck: exactly the plain top-down result", () => {
  it("6 players after one round", () => {
    const p = pairNextRound({
      system: "confrerie",
      seed: 3,
      entrants: ids("A", "B", "C", "D", "E", "F"),
      rounds: [[w("A", "B"), w("C", "D"), w("E", "F")]],
    });
    expect(p.tables.map((t) => [t.a, t.b])).toEqual([
      ["A", "C"],
      ["E", "B"],
      ["D", "F"],
    ]);
  });
});

/*
 * Bye fallback: 6 players, 3 rounds, Ana drops; 5 active, nobody has had a bye.
 *   R1: Cyr W Ana, Flo W Eve, Bea W Dan;  R2: Cyr W Bea, Dan W Flo, Eve W Ana;
 *   R3: Flo W Ana, Bea W Eve, Dan W Cyr.
 * Records: Bea, Cyr, Dan, Flo 2–1; Eve 1–2; Ana 0–3 (dropped, still an opponent).
 * OMW: Dan (Bea, Flo, Cyr) = 2/3; Bea (Dan, Cyr, Eve) = 5/9 = 0.5556;
 *      Cyr (Ana → 0.33, Bea, Dan) = (0.33 + 4/3)/3 = 0.5544 (the floor on the dropped Ana puts Cyr
 *      just below Bea); Flo (Eve 1/3, Dan, Ana → 0.33) = 0.4433.
 * Order: Dan, Bea, Cyr, Flo, Eve (Ana dropped).
 * Bye: Eve (lowest) → Dan has met Bea, Flo, Cyr: unpairable. Flo → Dan–Eve forced, Bea–Cyr met:
 * unpairable. Cyr → Dan–Eve, Bea–Flo: fine. Bye Cyr; tables Dan–Eve, Bea–Flo.
 */
describe("§1 bye: the next lowest when the lowest leaves the rest unpairable; a drop still counts", () => {
  it("bye to Cyr (2 passed over)", () => {
    const d = pairNextRoundDetailed({
      system: "confrerie",
      seed: 1,
      entrants: ["Ana", "Bea", "Cyr", "Dan", "Eve", "Flo"].map((id) => ({ id, dropped: id === "Ana" })),
      rounds: [
        [w("Cyr", "Ana"), w("Flo", "Eve"), w("Bea", "Dan")],
        [w("Cyr", "Bea"), w("Dan", "Flo"), w("Eve", "Ana")],
        [w("Flo", "Ana"), w("Bea", "Eve"), w("Dan", "Cyr")],
      ],
    });
    expect(d.standings.map((r) => r.name)).toEqual(["Dan", "Bea", "Cyr", "Flo", "Eve", "Ana"]);
    expect(d.standings[2]!.omw).toBeCloseTo((0.33 + 4 / 3) / 3, 12);
    expect(d.bye).toBe("Cyr");
    expect(d.byeExplanation!.params.passed).toBe(2);
    expect(d.tables.map((t) => [t.a, t.b])).toEqual([
      ["Dan", "Eve"],
      ["Bea", "Flo"],
    ]);
  });
});

/*
 * No rematch-free pairing: 4 players after 3 rounds have all met.
 *   R1: A W B, C W D; R2: A W C, B W D; R3: A W D, B W C → A +3, B +1, C −1, D −3.
 * Fewest rematches = 2; top-down among rematches: A–B, C–D; the organiser is told (rematches 2).
 */
describe("§1 no rematch-free pairing: say so, fewest rematches", () => {
  it("4 players, round 4", () => {
    const p = pairNextRound({
      system: "confrerie",
      seed: 1,
      entrants: ids("A", "B", "C", "D"),
      rounds: [
        [w("A", "B"), w("C", "D")],
        [w("A", "C"), w("B", "D")],
        [w("A", "D"), w("B", "C")],
      ],
    });
    expect(p.rematches).toBe(2);
    expect(p.tables.map((t) => [t.a, t.b])).toEqual([
      ["A", "B"],
      ["C", "D"],
    ]);
  });
});

/*
 * A double loss (round closed without result) pairs like any loss, and the entrant with more
 * double losses ranks below at equal record.
 *   R1: A W B, C–D double loss (L/L), E W F.
 *   Records: A, E +1 (OMW 0.33 each: B, F 0 → floor) → A, E by name; B, F −1 DL0; C, D −1 DL1.
 *   Order: A, E, B, F, C, D. Top-down: A–E, B–F, C–D have met → stuck.
 *   Lexicographic: A–E leaves {B, F, C, D}: B–F leaves C–D (met) ✗; B–C leaves F–D ✓ → B–C, F–D.
 */
describe("§1 double losses in pairing order", () => {
  it("round 2", () => {
    const d = pairNextRoundDetailed({
      system: "confrerie",
      seed: 1,
      entrants: ids("A", "B", "C", "D", "E", "F"),
      rounds: [[w("A", "B"), { a: "C", b: "D", scoreA: "L", scoreB: "L" }, w("E", "F")]],
    });
    expect(d.standings.map((r) => [r.name, r.record, r.doubleLosses])).toEqual([
      ["A", 1, 0],
      ["E", 1, 0],
      ["B", -1, 0],
      ["F", -1, 0],
      ["C", -1, 1],
      ["D", -1, 1],
    ]);
    expect(d.tables.map((t) => [t.a, t.b])).toEqual([
      ["A", "E"],
      ["B", "C"],
      ["F", "D"],
    ]);
  });
});

describe("§1/§2 number of rounds, 1..200 players", () => {
  // RULES §1: 2 → 1, 3–8 → 3, 9–16 → 4, 17–32 → 5, 33–64 → 6, 65–128 → 7, beyond ceil(log2 n).
  // RULES §2: ≤ 8 → 3, 9–16 → 4, 17–32 → 5, beyond as §1. (0 or 1 player: 0, a Decision of the code.)
  const confrerie = (n: number): number => {
    if (n === 2) return 1;
    if (n <= 8) return 3;
    if (n <= 16) return 4;
    if (n <= 32) return 5;
    if (n <= 64) return 6;
    if (n <= 128) return 7;
    return Math.ceil(Math.log2(n));
  };
  const dust = (n: number): number => (n <= 8 ? 3 : confrerie(n));
  it("engine and SWISS_ROUNDS", () => {
    for (let n = 2; n <= 200; n++) {
      expect(swissRounds(n, "confrerie"), `confrerie ${n}`).toBe(confrerie(n));
      expect(swissRounds(n, "dust"), `dust ${n}`).toBe(dust(n));
    }
    // 1 player: no game can be paired (RULES is silent; the code's Decision is 0 rounds)
    expect(swissRounds(1, "confrerie")).toBe(0);
    expect(swissRounds(1, "dust")).toBe(0);
    expect(swissRounds(129)).toBe(8);
    expect(swissRounds(200)).toBe(8);
    expect(runFunction("SWISS_ROUNDS", "fr", [24])).toBe(5);
    expect(runFunction("SWISS_ROUNDS", "fr", [[[2], [3], [8], [9], [16], [17], [128], [129]]])).toEqual([
      [1],
      [3],
      [3],
      [4],
      [4],
      [5],
      [7],
      [8],
    ]);
    expect(runFunction("SWISS_ROUNDS", "en", [2, "dust"])).toBe(3);
  });
});
