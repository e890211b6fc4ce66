/** Hand-checked scenarios for each rule of RULES §1–2 (the reasoning is in the comments). */
import { describe, expect, it } from "vitest";
import { ArbitreError } from "../../../../src/engine/core/errors";
import {
  explain,
  localise,
  type PairingGame,
  type PairingInput,
  pairNextRound,
  pairNextRoundDetailed,
} from "../../../../src/lib/index";

const W = (a: string, b: string): PairingGame => ({ a, b, scoreA: "W", scoreB: "L" });
const DL = (a: string, b: string): PairingGame => ({ a, b, scoreA: "L", scoreB: "L" });
const BYE = (a: string): PairingGame => ({ a, b: null, scoreA: "", scoreB: "" });
const pairs = (out: { tables: { a: string; b: string }[] }): string[] =>
  out.tables.map((t) => `${t.a}-${t.b}`);
const conf = (ids: string[], rounds: PairingGame[][], seed = 1, dropped: string[] = []): PairingInput => ({
  system: "confrerie",
  seed,
  entrants: ids.map((id) => ({ id, dropped: dropped.includes(id) })),
  rounds,
});

describe("Confrérie (RULES §1)", () => {
  it("round 1 is a seeded random draw: replayable, and the seed matters", () => {
    const ids = ["Alice", "Bob", "Chloé", "David", "Emma", "Farid", "Gaëlle", "Hugo"];
    const a = pairNextRound(conf(ids, [], 42));
    expect(pairNextRound(conf(ids, [], 42))).toEqual(a);
    expect(a.tables.length).toBe(4);
    expect(a.bye).toBeNull();
    expect(a.tables[0]!.why).toMatch(/^Round 1: .* v .*, table drawn at random\.$/);
    const draws = new Set<string>();
    for (let s = 0; s < 20; s++) draws.add(pairs(pairNextRound(conf(ids, [], s))).join(","));
    expect(draws.size).toBeGreaterThan(10);
  });

  it("3 players over 3 rounds, then everyone has had a bye", () => {
    const ids = ["Alice", "Bob", "Chloé"];
    // round 1 drawn at random; we fix it: Alice beats Bob, Chloé has the bye
    const r1 = [W("Alice", "Bob"), BYE("Chloé")];
    // round 2: Alice +1, Chloé +1 (bye), Bob −1. Alice/Chloé tied on record and double losses;
    // OMW: Alice max(0.33, Bob 0/1) = 0.33, Chloé no opponent = 0 → Alice 1st, Chloé 2nd.
    // Bye: the lowest-ranked without one = Bob. Alice meets Chloé.
    const o2 = pairNextRound(conf(ids, [r1]));
    expect(o2.bye).toBe("Bob");
    expect(pairs(o2)).toEqual(["Alice-Chloé"]);
    // round 3 after Chloé beats Alice: Chloé +2; Alice 0 (OMW (0.5 + 1)/2 = 0.75); Bob 0 (OMW 0.5).
    // Only Alice has had no bye → Alice; Chloé meets Bob (not met yet).
    const r2 = [W("Chloé", "Alice"), BYE("Bob")];
    const o3 = pairNextRoundDetailed(conf(ids, [r1, r2]));
    expect(o3.bye).toBe("Alice");
    expect(pairs(o3)).toEqual(["Chloé-Bob"]);
    expect(o3.byeExplanation!.key).toBe("swiss.bye.lowest");
    // round 4: everyone has had a bye and everyone has met everyone: no rematch-free pairing;
    // the bye goes to the lowest-ranked, and the two others meet again (1 rematch, reported).
    const r3 = [W("Chloé", "Bob"), BYE("Alice")];
    const o4 = pairNextRoundDetailed(conf(ids, [r1, r2, r3]));
    // Chloé +3; Alice +1 (W, L, bye); Bob −1 (L, bye, L) → Bob lowest
    expect(o4.bye).toBe("Bob");
    expect(pairs(o4)).toEqual(["Chloé-Alice"]);
    expect(o4.rematches).toBe(1);
    expect(o4.tables[0]!.rematch).toBe(true);
    expect(explain(o4.tables[0]!.explanation, "en")).toContain("again: no pairing without rematch exists");
    // round 5 after Chloé beats Alice again, Bob's second bye: Chloé +4; Alice 0 (W, L, bye, L),
    // OMW (Bob 0.5 + Chloé 1 + Chloé 1) / 3 = 0.833; Bob 0 (L, bye, L, bye), OMW (Alice 0.5 +
    // Chloé 1) / 2 = 0.75 → Bob is the lowest-ranked. Everyone has had a bye: RULES §1 gives it to
    // the lowest-ranked, Bob, although he has had two (the rule does not count byes).
    const r4 = [W("Chloé", "Alice"), BYE("Bob")];
    const o5 = pairNextRoundDetailed(conf(ids, [r1, r2, r3, r4]));
    expect(o5.bye).toBe("Bob");
    expect(pairs(o5)).toEqual(["Chloé-Alice"]);
  });

  it("the last two have already met: the lexicographically first valid pairing", () => {
    const ids = ["Alice", "Bob", "Chloé", "David", "Emma", "Farid"];
    // Alice beats Emma, Bob beats Farid, Chloé beats David; Emma and Farid then drop (their
    // results still count). Alice, Bob, Chloé +1 with OMW 0.33 each → by name; David −1.
    // Plain top-down: Alice–Bob, then Chloé–David already met: stuck.
    // Lex-first: Alice–Bob leaves Chloé–David (met) ✗; Alice–Chloé leaves Bob–David ✓.
    const r1 = [W("Alice", "Emma"), W("Bob", "Farid"), W("Chloé", "David")];
    const o = pairNextRoundDetailed(conf(ids, [r1], 1, ["Emma", "Farid"]));
    expect(pairs(o)).toEqual(["Alice-Chloé", "Bob-David"]);
    expect(o.bye).toBeNull();
    expect(o.tables[0]!.explanation.key).toBe("swiss.why.unstuck");
    expect(o.tables[0]!.explanation.params.skipped).toBe(1);
    expect(o.tables[1]!.explanation.key).toBe("swiss.why.nearest");
  });

  it("ranked by record, double losses, OMW; top-down round after round, unstuck at the bottom", () => {
    const ids = ["A1", "A2", "A3", "A4", "A5", "A6", "A7", "A8"];
    const r1 = [W("A1", "A2"), W("A3", "A4"), W("A5", "A6"), DL("A7", "A8")];
    // +1: A1, A3, A5 (OMW 0.33 each → by name); −1: A2, A4, A6 (0 DL, OMW 1), then A7, A8 (1 DL)
    // top-down: A1–A3, A5–A2, A4–A6, A7–A8 already met → stuck … so check the standings first:
    const o = pairNextRoundDetailed(conf(ids, [r1]));
    expect(o.standings.map((r) => r.name)).toEqual(["A1", "A3", "A5", "A2", "A4", "A6", "A7", "A8"]);
    // A1–A3; A5–A2 (A5 never met A2); A4–A6; A7–A8 met → lex-first: A4–A7, A6–A8
    expect(pairs(o)).toEqual(["A1-A3", "A5-A2", "A4-A7", "A6-A8"]);
    const r2 = [W("A1", "A3"), W("A5", "A2"), W("A4", "A7"), W("A6", "A8")];
    // +2: A1, A5; 0: A3 (OMW (.5 + 1)/2 = .75), A6 (1 + .33)/2, A4 (.5 + .33)/2; −2: A2 (no double
    // loss), A7, A8 (one each). A1–A5, A3–A6 (A3 met A4), A4–A2 would leave A7–A8 (met): stuck;
    // lex-first: A4–A8 (A4 met A7), then A2–A7.
    const o3 = pairNextRoundDetailed(conf(ids, [r1, r2]));
    expect(o3.standings.map((r) => r.name)).toEqual(["A1", "A5", "A3", "A6", "A4", "A2", "A7", "A8"]);
    expect(pairs(o3)).toEqual(["A1-A5", "A3-A6", "A4-A8", "A2-A7"]);
    expect(o3.tables.map((t) => t.explanation.key)).toEqual([
      "swiss.why.nearest",
      "swiss.why.nearest",
      "swiss.why.unstuck",
      "swiss.why.nearest",
    ]);
  });

  it("the bye passes to the next lowest when the lowest's bye leaves a rematch", () => {
    const ids = ["Alice", "Bob", "Chloé", "David"];
    // Alice beats Bob, David beats Chloé, David drops. Alice +1; Bob and Chloé −1 with OMW 1 each
    // → by name: Bob, Chloé. Chloé's bye would leave Alice–Bob (met) → Bob has the bye instead.
    const o = pairNextRoundDetailed(conf(ids, [[W("Alice", "Bob"), W("David", "Chloé")]], 1, ["David"]));
    expect(o.bye).toBe("Bob");
    expect(pairs(o)).toEqual(["Alice-Chloé"]);
    expect(o.byeExplanation!.key).toBe("swiss.bye.passedOver");
    expect(o.byeExplanation!.params.passed).toBe(1);
  });

  it("no rematch-free pairing: the fewest-rematch pairing, reported", () => {
    const ids = ["A", "B", "C", "D"];
    // complete round robin: A 3–0, B 2–1, C 1–2, D 0–3. Every pairing has 2 rematches; the
    // lexicographically first: A–B, C–D.
    const rounds = [
      [W("A", "B"), W("C", "D")],
      [W("A", "C"), W("B", "D")],
      [W("A", "D"), W("B", "C")],
    ];
    const o = pairNextRound(conf(ids, rounds));
    expect(pairs(o)).toEqual(["A-B", "C-D"]);
    expect(o.rematches).toBe(2);
  });

  it("a player drops after being paired: re-pairing without them, results kept", () => {
    const ids = ["Alice", "Bob", "Chloé", "David", "Emma"];
    const r1 = [W("Alice", "Bob"), W("Chloé", "David"), BYE("Emma")];
    const o2 = pairNextRound(conf(ids, [r1]));
    const withDavid = o2.tables.some((t) => t.a === "David" || t.b === "David");
    expect(withDavid || o2.bye === "David").toBe(true);
    // David drops before playing: the round is generated again without him (even field, no bye)
    const again = pairNextRound(conf(ids, [r1], 1, ["David"]));
    expect(again.bye).toBeNull();
    expect(again.tables.flatMap((t) => [t.a, t.b]).sort()).toEqual(["Alice", "Bob", "Chloé", "Emma"]);
    // or he was recorded as a forfeit loss and drops for the next round: his game counts for Emma
    const o3 = pairNextRoundDetailed(
      conf(
        ids,
        [r1, [W("Alice", "Chloé"), { a: "David", b: "Emma", scoreA: "F", scoreB: "W" }, BYE("Bob")]],
        1,
        ["David"],
      ),
    );
    expect(o3.tables.flatMap((t) => [t.a, t.b]).concat(o3.bye ?? [])).not.toContain("David");
    const emma = o3.standings.find((r) => r.name === "Emma")!;
    expect(emma.record).toBe(2); // bye + forfeit win
    const david = o3.standings.find((r) => r.name === "David")!;
    expect(david.losses).toBe(2);
  });

  it("a late entry starts at 0–0", () => {
    const ids = ["Alice", "Bob", "Chloé", "David"];
    const r1 = [W("Alice", "Bob"), W("Chloé", "David")];
    const o = pairNextRoundDetailed(conf(ids.concat("Zoé"), [r1]));
    const zoe = o.standings.find((r) => r.name === "Zoé")!;
    expect(zoe.rounds).toBe(0);
    expect(zoe.record).toBe(0);
    // +1 Alice, Chloé; 0 Zoé; −1 Bob, David (OMW 1 both → by name). Bye: David (lowest).
    expect(o.standings.map((r) => r.name)).toEqual(["Alice", "Chloé", "Zoé", "Bob", "David"]);
    expect(o.bye).toBe("David");
    expect(pairs(o)).toEqual(["Alice-Chloé", "Zoé-Bob"]);
  });

  it("names are matched as RULES §0 and returned as the organiser typed them in entrants", () => {
    const o = pairNextRound(
      conf(
        ["Jean Dupont", "Marie Curie", "Ada", "Alan"],
        [[W("  jean   DUPONT ", "marie curie"), W("ADA", "alan")]],
      ),
    );
    // winners Ada, Jean Dupont; losers Alan, Marie Curie (same record and OMW → by name)
    expect(pairs(o)).toEqual(["Ada-Jean Dupont", "Alan-Marie Curie"]);
  });

  it("explanations are localisable", () => {
    const o = pairNextRoundDetailed(conf(["A", "B", "C", "D"], [[W("A", "B"), W("C", "D")]]));
    expect(explain(o.tables[0]!.explanation, "fr")).toBe(
      "Ronde 2\u00a0: A (n° 1, bilan +1) rencontre C (n° 1, bilan +1)\u00a0: c'est l'adversaire pas encore rencontré le plus proche sous A au classement.",
    );
    expect(explain(o.tables[0]!.explanation, "en")).toBe(
      "Round 2: A (#1, +1) meets C (#1, +1), the nearest-ranked entrant below A not met yet.",
    );
  });
});

describe("bad input names the round and the row", () => {
  const catchErr = (input: PairingInput): ArbitreError => {
    try {
      pairNextRound(input);
    } catch (e) {
      return e as ArbitreError;
    }
    throw new Error("no error");
  };
  const ids = ["Alice", "Bob", "Chloé", "David"];
  it("unknown entrant", () => {
    const e = catchErr(
      conf(ids, [
        [W("Alice", "Bob"), W("Chloé", "David")],
        [W("Alice", "Chloé"), W("Bobby", "David")],
      ]),
    );
    expect(e).toBeInstanceOf(ArbitreError);
    expect(e.key).toBe("swiss.unknownEntrant");
    expect(localise(e, "en")).toBe("round 2, row 2, column A: 'Bobby' is not a registered entrant");
  });
  it("an entrant twice in a round", () => {
    const e = catchErr(conf(ids, [[W("Alice", "Bob"), W("Chloé", "alice")]]));
    expect(e.key).toBe("results.twiceInRound");
    expect(e.at).toMatchObject({ round: 1, row: 2 });
  });
  it("a result code that does not parse", () => {
    const e = catchErr(
      conf(ids, [[W("Alice", "Bob"), { a: "Chloé", b: "David", scoreA: "X", scoreB: "L" }]]),
    );
    expect(e.key).toBe("results.badScore");
    expect(localise(e, "en")).toContain("round 1, row 2");
  });
  it("a game without result, a duplicate entrant, a bad system", () => {
    expect(
      catchErr(conf(ids, [[W("Alice", "Bob"), { a: "Chloé", b: "David", scoreA: "", scoreB: "" }]])).key,
    ).toBe("swiss.noResult");
    expect(catchErr(conf(["Alice", " ALICE "], [])).key).toBe("swiss.duplicateEntrant");
    expect(catchErr({ ...conf(ids, []), system: "chess" as "dust" }).key).toBe("swiss.badSystem");
  });
  it("D is a loss in a French spreadsheet, a draw otherwise", () => {
    const rows = [[{ a: "Alice", b: "Bob", scoreA: "V", scoreB: "D" }, W("Chloé", "David")]];
    const fr = pairNextRoundDetailed({ ...conf(ids, rows), french: true });
    expect(fr.standings.find((r) => r.name === "Bob")!.losses).toBe(1);
    expect(() => pairNextRound(conf(ids, rows))).toThrow(ArbitreError); // V and draw: inconsistent
  });
});

describe("Dust Tactics (RULES §2)", () => {
  const dust = (ids: string[], rounds: PairingGame[][], seed = 1, dropped: string[] = []): PairingInput => ({
    ...conf(ids, rounds, seed, dropped),
    system: "dust",
  });
  const D = (a: string, b: string): PairingGame => ({ a, b, scoreA: 2, scoreB: 2 });

  it("pairs within point groups; floats only when a group cannot pair", () => {
    const ids = ["A", "B", "C", "D", "E", "F"];
    // A, C 3 pts; B, D 0 pts; E, F 1 pt (draw) → groups {A, C}, {E, F} met, {B, D}
    const r1 = [W("A", "B"), W("C", "D"), D("E", "F")];
    const o = pairNextRoundDetailed(dust(ids, [r1]));
    const tables = o.tables.map((t) => [t.a, t.b].sort().join("-")).sort();
    // E–F met: E and F each float down to the 0-point group: A–C, E/F–B/D
    expect(tables[0]).toBe("A-C");
    expect(o.tables.filter((t) => t.explanation.key === "swiss.why.dustFloat").length).toBe(2);
    expect(o.rematches).toBe(0);
  });

  it("random within a point group, replayable from the seed", () => {
    const ids = ["A", "B", "C", "D", "E", "F", "G", "H"];
    const r1 = [W("A", "B"), W("C", "D"), W("E", "F"), W("G", "H")];
    const seen = new Set<string>();
    for (let s = 0; s < 30; s++) {
      const o = pairNextRound(dust(ids, [r1], s));
      expect(pairNextRound(dust(ids, [r1], s))).toEqual(o);
      for (const t of o.tables)
        expect(["A", "C", "E", "G"].includes(t.a)).toBe(["A", "C", "E", "G"].includes(t.b));
      seen.add(pairs(o).join(","));
    }
    expect(seen.size).toBeGreaterThan(3);
  });

  it("bye: at random among the fewest points without a bye", () => {
    const ids = ["A", "B", "C", "D", "E", "F", "G"];
    // A, C, E 3 pts; B, D 0; F, G 1 (draw); bye candidates without a bye and fewest points: B, D
    const r1 = [W("A", "B"), W("C", "D"), D("F", "G"), BYE("E")];
    const byes = new Set<string>();
    for (let s = 0; s < 30; s++) byes.add(pairNextRound(dust(ids, [r1], s)).bye!);
    expect([...byes].sort()).toEqual(["B", "D"]);
  });

  it("ends early when exactly one entrant is undefeated at the start of a round", () => {
    const ids = ["A", "B", "C", "D"];
    const r1 = [W("A", "B"), W("C", "D")];
    expect(pairNextRound(dust(ids, [r1])).ended).toBe(false); // A and C undefeated
    const o = pairNextRoundDetailed(dust(ids, [r1, [W("A", "C"), W("B", "D")]]));
    expect(o.ended).toBe(true);
    expect(o.tables).toEqual([]);
    expect(o.bye).toBeNull();
    expect(explain(o.endedExplanation!, "en")).toBe(
      "Round 3: the event is over, A is the only undefeated entrant.",
    );
    // a draw is not a loss: A and C draw → two undefeated, the event goes on
    expect(pairNextRound(dust(ids, [r1, [D("A", "C"), W("B", "D")]])).ended).toBe(false);
  });
});
