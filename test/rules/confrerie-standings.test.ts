/**
 * Audit of RULES §1 standings: record = wins − losses (a bye is a win, a double loss a loss);
 * then fewer double losses; then OMW = mean over opponents (a repeated opponent counts each time,
 * byes are not opponents) of max(0.33, opponent's match-win rate), where a match-win rate is
 * (wins + ½ draws) / rounds played, a bye counting as a round won and a double loss as a round
 * lost; no opponent → 0; still tied → shared rank, listed by name. Expected values by hand.
 */
import { describe, expect, it } from "vitest";
import {
  buildRecords,
  collectRounds,
  computeStandings,
  type PairingGame,
  pairNextRoundDetailed,
} from "../../src/engine/index";
import { runFunction } from "../../src/sheets/functions/index";

const g = (
  a: string,
  b: string | null,
  scoreA: string | number = "",
  scoreB: string | number = "",
): PairingGame => ({
  a,
  b,
  scoreA,
  scoreB,
});

/*
 * Tournament A, 6 players, French spreadsheet, 3 rounds; Fay drops after round 1.
 *   R1: Ana 1–0 Bob; Cid V–D Dom; Eli D–D Fay (double loss).
 *   R2: Eli W Cid; Ana W Dom; Bob bye.
 *   R3: Eli W Ana; Cid W Bob; Dom bye.
 * Records (W incl. byes – L, DL, rounds, match-win rate):
 *   Ana 2–1 DL0 3 → 2/3      Bob 1–2 DL0 3 (bye) → 1/3    Cid 2–1 DL0 3 → 2/3
 *   Dom 1–2 DL0 3 (bye) → 1/3 Eli 2–1 DL1 3 → 2/3         Fay 0–1 DL1 1 → 0
 * OMW (floor 0.33):
 *   Ana: Bob 1/3, Dom 1/3, Eli 2/3 → 4/9 = 0.4444
 *   Cid: Dom 1/3, Eli 2/3, Bob 1/3 → 4/9 (exactly Ana's)
 *   Eli: Fay max(0.33, 0) = 0.33, Cid 2/3, Ana 2/3 → (0.33 + 4/3) / 3 = 0.554444…
 *   Bob: Ana 2/3, Cid 2/3 → 2/3;  Dom: Cid, Ana → 2/3;  Fay: Eli → 2/3
 * Order: +1 and DL0: Ana, Cid (tied: shared rank 1, by name); +1 DL1: Eli 3rd although its OMW is
 * the highest of the three (double losses come before OMW); −1 DL0: Bob, Dom (tied, shared 4th);
 * −1 DL1: Fay 6th. Had the bye not counted as a round won, Bob's rate would be 0 → 0.33 and Ana's
 * OMW 0.4433…, not 4/9.
 */
const tournamentA: PairingGame[][] = [
  [g("Ana", "Bob", 1, 0), g("Cid", "Dom", "V", "D"), g("Eli", "Fay", "D", "D")],
  [g("Eli", "Cid", "V", "D"), g("Ana", "Dom", "V", "D"), g("Bob", null)],
  [g("Eli", "Ana", "V", "D"), g("Cid", "Bob", "V", "D"), g("Dom", null)],
];

describe("§1 standings, tournament A (double losses, byes, a dropped player, shared ranks)", () => {
  const c = collectRounds(tournamentA, { french: true });
  const rows = computeStandings("confrerie", buildRecords(c.games, c.names));

  it("order, ranks and shared ranks", () => {
    expect(rows.map((r) => [r.rank, r.name, r.record, r.doubleLosses, r.tied])).toEqual([
      [1, "Ana", 1, 0, true],
      [1, "Cid", 1, 0, true],
      [3, "Eli", 1, 1, false],
      [4, "Bob", -1, 0, true],
      [4, "Dom", -1, 0, true],
      [6, "Fay", -1, 1, false],
    ]);
  });
  it("OMW values (floor on the dropped Fay; byes as rounds won)", () => {
    const omw = Object.fromEntries(rows.map((r) => [r.name, r.omw]));
    expect(omw.Ana).toBeCloseTo(4 / 9, 12);
    expect(omw.Cid).toBeCloseTo(4 / 9, 12);
    expect(omw.Eli).toBeCloseTo((0.33 + 4 / 3) / 3, 12);
    expect(omw.Bob).toBeCloseTo(2 / 3, 12);
    expect(omw.Dom).toBeCloseTo(2 / 3, 12);
    expect(omw.Fay).toBeCloseTo(2 / 3, 12);
  });
  it("wins include byes; losses include double losses", () => {
    const bob = rows.find((r) => r.name === "Bob")!;
    expect([bob.wins, bob.losses, bob.byes, bob.rounds]).toEqual([1, 2, 1, 3]);
    const eli = rows.find((r) => r.name === "Eli")!;
    expect([eli.wins, eli.losses, eli.doubleLosses]).toEqual([2, 1, 1]);
  });
  it("the STANDINGS custom function gives the same table (flat rows, French)", () => {
    // byes written "BYE" (R3) and as an empty B (R2)
    const flat = tournamentA
      .flat()
      .map((r) => [r.a, r.b ?? (r.a === "Dom" ? "BYE" : ""), r.scoreA, r.scoreB]);
    const out = runFunction("STANDINGS", "fr", [flat, "confrerie"]) as unknown[][];
    expect(out.slice(1).map((r) => r.slice(0, 6))).toEqual([
      [1, "Ana", 2, 1, 0, 1],
      [1, "Cid", 2, 1, 0, 1],
      [3, "Eli", 2, 1, 1, 1],
      [4, "Bob", 1, 2, 0, -1],
      [4, "Dom", 1, 2, 0, -1],
      [6, "Fay", 0, 1, 1, -1],
    ]);
    expect(out[3]![6]).toBeCloseTo(0.554444444, 8);
  });
  it("round 4 with Fay dropped: bye to the lowest-ranked without one (Eli), then top-down", () => {
    // Active, by standings: Ana, Cid, Eli, Bob, Dom. Bob (R2) and Dom (R3) have had a bye, so the
    // lowest-ranked without one is Eli (3rd). Rest: Ana has met Bob, Dom, Eli → Ana–Cid; then Bob–Dom
    // (never met). Fay is not paired.
    const d = pairNextRoundDetailed({
      system: "confrerie",
      seed: 7,
      french: true,
      entrants: ["Ana", "Bob", "Cid", "Dom", "Eli", "Fay"].map((id) => ({ id, dropped: id === "Fay" })),
      rounds: tournamentA,
    });
    expect(d.bye).toBe("Eli");
    expect(d.tables.map((t) => [t.a, t.b])).toEqual([
      ["Ana", "Cid"],
      ["Bob", "Dom"],
    ]);
    expect(d.rematches).toBe(0);
  });
  it("round 4 with a late entry Gil (0–0) and Fay dropped: 6 active, no bye", () => {
    // Gil: record 0, OMW 0 → between the +1s and the −1s: Ana, Cid, Eli, Gil, Bob, Dom.
    // Ana–Cid (nearest unmet; the rest Eli, Gil, Bob, Dom pairs), Eli–Gil, Bob–Dom.
    const d = pairNextRoundDetailed({
      system: "confrerie",
      seed: 7,
      french: true,
      entrants: ["Ana", "Bob", "Cid", "Dom", "Eli", "Fay", "Gil"].map((id) => ({
        id,
        dropped: id === "Fay",
      })),
      rounds: tournamentA,
    });
    const gil = d.standings.find((r) => r.name === "Gil")!;
    expect([gil.rank, gil.record, gil.omw, gil.rounds]).toEqual([4, 0, 0, 0]);
    expect(d.bye).toBeNull();
    expect(d.tables.map((t) => [t.a, t.b])).toEqual([
      ["Ana", "Cid"],
      ["Eli", "Gil"],
      ["Bob", "Dom"],
    ]);
  });
});

/*
 * Results B (flat rows, STANDINGS function, English): a repeated opponent, a bye as a round won.
 *   Ann W Cal; Ann W Cal (again); Dee W Ann; Ben W Eva; Guy W Ben; Eva bye; Ben W Hal.
 * Rates: Ann 2/3, Cal 0/2, Dee 1, Ben 2/3, Eva (bye + loss) 1/2, Guy 1, Hal 0.
 * OMW: Ann = (0.33 + 0.33 + 1) / 3 = 0.55333 (Cal counts twice; once would give 0.665)
 *      Ben = (0.5 + 1 + 0.33) / 3 = 0.61 (without the bye as a win Eva would be 0.33 → 0.5533 = Ann)
 *      Dee = Guy = 2/3 (their only opponent is Ann / Ben), Cal = Eva = Hal = 2/3.
 * Standings: +1: Dee, Guy (2/3, shared 1st, by name), Ben 3rd (0.61), Ann 4th (0.5533);
 *            Eva 0 → 5th; Hal −1 → 6th; Cal −2 → 7th.
 */
describe("§1 OMW: a repeated opponent counts each time, a bye is a round won", () => {
  const rows = [
    ["Ann", "Cal", "W", "L"],
    ["Ann", "Cal", "W", "L"],
    ["Dee", "Ann", "W", "L"],
    ["Ben", "Eva", "W", "L"],
    ["Guy", "Ben", "W", "L"],
    ["Eva", "BYE", "", ""],
    ["Ben", "Hal", "W", "L"],
  ];
  it("STANDINGS order", () => {
    const out = runFunction("STANDINGS", "en", [rows]) as unknown[][];
    expect(out.slice(1).map((r) => [r[0], r[1], r[5]])).toEqual([
      [1, "Dee", 1],
      [1, "Guy", 1],
      [3, "Ben", 1],
      [4, "Ann", 1],
      [5, "Eva", 0],
      [6, "Hal", -1],
      [7, "Cal", -2],
    ]);
  });
  it("OMW values", () => {
    const out = runFunction("OMW", "en", [[["Ann"], ["Ben"], ["Eva"], ["Nobody"]], rows]) as number[][];
    expect(out[0]![0]).toBeCloseTo(1.66 / 3, 12);
    expect(out[1]![0]).toBeCloseTo(1.83 / 3, 12);
    expect(out[2]![0]).toBeCloseTo(2 / 3, 12);
    expect(out[3]![0]).toBe(0); // no opponent → 0
  });
});

/*
 * Results C: the 0.33 floor changes the order.
 *   Ivy 1–0 Kim; Max W Ivy; Jon W Nia; Oto W Jon; Nia W Pat; Oto W Pat; Qui W Oto.
 * Rates: Ivy 1/2, Kim 0, Max 1, Jon 1/2, Nia 1/2, Oto 2/3, Pat 0, Qui 1.
 * OMW: Ivy = (0.33 + 1)/2 = 0.665 (raw 0.5); Jon = (1/2 + 2/3)/2 = 7/12 = 0.5833;
 *      Nia = (0.5 + 0.33)/2 = 0.415; Oto = (0.5 + 0.33 + 1)/3 = 0.61; Qui = 2/3; Max = 0.5;
 *      Kim = 0.5; Pat = (0.5 + 2/3)/2 = 7/12.
 * Standings: +1 Qui (2/3), Oto (0.61), Max (0.5); 0 Ivy (0.665), Jon (0.5833), Nia (0.415);
 *            −1 Kim; −2 Pat. Without the floor Jon (0.5833) would be above Ivy (0.5).
 */
describe("§1 OMW floor 0.33", () => {
  const rows = [
    ["Ivy", "Kim", 1, 0],
    ["Max", "Ivy", "V", "D"],
    ["Jon", "Nia", "V", "D"],
    ["Oto", "Jon", "V", "D"],
    ["Nia", "Pat", "V", "D"],
    ["Oto", "Pat", "V", "D"],
    ["Qui", "Oto", "V", "D"],
  ];
  it("STANDINGS order", () => {
    const out = runFunction("STANDINGS", "fr", [rows, "confrerie"]) as unknown[][];
    expect(out.slice(1).map((r) => [r[0], r[1]])).toEqual([
      [1, "Qui"],
      [2, "Oto"],
      [3, "Max"],
      [4, "Ivy"],
      [5, "Jon"],
      [6, "Nia"],
      [7, "Kim"],
      [8, "Pat"],
    ]);
  });
  it("OMW with the default floor and with floor 0", () => {
    const who = [["Ivy"], ["Jon"], ["Oto"]];
    const dflt = runFunction("OMW", "fr", [who, rows]) as number[][];
    expect(dflt.map((r) => r[0])).toEqual([
      expect.closeTo(0.665, 12),
      expect.closeTo(7 / 12, 12),
      expect.closeTo(0.61, 12),
    ]);
    const none = runFunction("OMW", "fr", [who, rows, 0]) as number[][];
    expect(none.map((r) => r[0])).toEqual([
      expect.closeTo(0.5, 12),
      expect.closeTo(7 / 12, 12),
      expect.closeTo(0.5, 12),
    ]);
  });
});
