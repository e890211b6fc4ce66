import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { runFunction, WRAPPERS } from "../../../src/sheets/functions/index";

const fr = (name: string, ...args: unknown[]) => runFunction(name, "fr", args);
const en = (name: string, ...args: unknown[]) => runFunction(name, "en", args);

describe("errors name the argument, the value and what is expected, in the spreadsheet's language", () => {
  it("MASTERS_POINTS with 17 seeds counts 16; a negative count is an error that names the argument", () => {
    expect(fr("MASTERS_POINTS", 3, 17)).toBe(fr("MASTERS_POINTS", 3, 16));
    expect(() => fr("MASTERS_POINTS", 3, -2)).toThrow(
      new Error(
        "MASTERS_POINTS\u00a0: nombre de têtes de série «\u00a0-2\u00a0» invalide (attendu\u00a0: entier positif ou nul (au-delà de 16, compte pour 16))",
      ),
    );
    expect(() => en("MASTERS_POINTS", 3, -2)).toThrow(
      new Error(
        "MASTERS_POINTS: number of seeds present '-2' is not valid (expected a whole number, 0 or more (above 16 counts as 16))",
      ),
    );
  });
  it("locates the bad element of a range by its row", () => {
    expect(() => fr("MASTERS_POINTS", [[1], [2], [3]], [[2], [2], ["x"]])).toThrow(
      "MASTERS_POINTS\u00a0: ligne 3\u00a0: nombre de têtes de série «\u00a0x\u00a0» invalide (attendu\u00a0: entier positif ou nul (au-delà de 16, compte pour 16))",
    );
    expect(() => fr("ELO_K", [[1, 2, true]])).toThrow(
      "ELO_K\u00a0: ligne 1, colonne 3\u00a0: nombre de parties «\u00a0true\u00a0» invalide (attendu\u00a0: entier positif ou nul)",
    );
  });
  it("refuses ranges of different shapes", () => {
    expect(() => fr("ELO_DELTA", [[2000], [2100]], [[1900], [1900], [1900]], 1)).toThrow(
      "ELO_DELTA\u00a0: les plages n'ont pas la même taille (2 × 1 et 3 × 1)",
    );
  });
  it("locates a bad results cell", () => {
    expect(() => fr("SOS", "Ann", [["Ann", "Bob", "V", "Z"]])).toThrow(
      "SOS\u00a0: argument results, ligne 1, colonne score B\u00a0: score «\u00a0Z\u00a0» invalide (attendu\u00a0: un nombre ou un code V, N, D, F)",
    );
    expect(() => en("STANDINGS", [["Ann", "Bob", 1]])).toThrow(
      "STANDINGS: argument results: 4 columns expected (entrant A, entrant B, score A, score B), the range has 3",
    );
    expect(() => fr("STANDINGS", [["Ann", "Bob", 1, 0]], "go")).toThrow(
      "STANDINGS\u00a0: système «\u00a0go\u00a0» invalide (attendu\u00a0: «\u00a0confrerie\u00a0», «\u00a0dust\u00a0» ou «\u00a0chess\u00a0»)",
    );
    expect(() => fr("OMW", "Ann", [["Ann", "Bob", 1, 0]], [[0.3, 0.4]])).toThrow(
      "OMW\u00a0: argument floor\u00a0: une seule valeur attendue, pas une plage de 1 × 2",
    );
  });
});

describe("scalar functions and broadcasting", () => {
  it("ELO_EXPECTED / ELO_DELTA / ELO_K", () => {
    expect(fr("ELO_EXPECTED", 2000, 2000)).toBe(0.5);
    expect(fr("ELO_EXPECTED", 2400, 2000, "logistic")).toBeCloseTo(10 / 11, 15);
    expect(fr("ELO_DELTA", 2000, 1900, 1)).toBe(18);
    expect(fr("ELO_DELTA", 2000, 1900, "V")).toBe(18);
    expect(fr("ELO_DELTA", 2000, 1900, "D")).toBe(-32); // French: D = défaite
    expect(en("ELO_DELTA", 2000, 1900, "D")).toBe(-7); // English: D = draw, 50 × (0.5 − 0.638) = −6.9
    expect(fr("ELO_DELTA", 2000, 1900, "0,5", 40)).toBe(-6);
    expect(fr("ELO_DELTA", [[2000], [""], [1900]], 1900, [[1], [1], ["N"]])).toEqual([[18], [""], [0]]);
    expect(fr("ELO_K", [[0, 9, 10, ""]])).toEqual([[50, 50, 40, ""]]);
  });
  it("MASTERS_POINTS: scalar, ranges, a one-cell range as a scalar, blanks", () => {
    expect(fr("MASTERS_POINTS", 14, 9)).toBe(355);
    expect(fr("MASTERS_POINTS", 14, 9, 14)).toBe(355);
    expect(fr("MASTERS_POINTS", [[1], [14], [33], [""]], [[9]], "")).toEqual([[660 + 130], [355], [0], [""]]);
    expect(fr("MASTERS_POINTS", "14", "9")).toBe(355);
    expect(fr("MASTERS_POINTS", 40, 0, 1)).toBe(0);
  });
  it("SWISS_ROUNDS", () => {
    expect(fr("SWISS_ROUNDS", [[2], [8], [9], [200]])).toEqual([[1], [3], [4], [8]]);
    expect(fr("SWISS_ROUNDS", 2, "Dust")).toBe(3);
  });
});

const RESULTS = [
  ["Alice", "Bob", "V", "D"],
  ["Chloé", "David", "V", "D"],
  ["Emma", "", "", ""],
  ["Alice", "Emma", "V", "D"],
  ["Bob", "Chloé", "F", "V"],
  ["David", "BYE", "", ""],
  ["Alice", "Chloé", "D", "D"],
  ["Emma", "David", "V", "D"],
  ["Chloé", "Alice", "V", "D"],
  ["Emma", "David", "V", "D"],
  ["", "", "", ""],
];

describe("table functions", () => {
  const entrants = [["alice"], ["  BOB "], [""], ["Chloé"], ["David"], ["Emma"], ["Zoé"]];
  it("SONNEBORN, SOS, OMW: one value per entrant, names matched loosely, blank → blank", () => {
    expect(fr("SONNEBORN", entrants, RESULTS)).toEqual([[3], [0], [""], [3], [0], [2], [0]]);
    expect(fr("SOS", entrants, RESULTS)).toEqual([[27], [15], [""], [15], [27], [12], [0]]);
    const o = fr("OMW", entrants, RESULTS) as number[][];
    expect(o[1]![0]).toBeCloseTo(0.625, 12);
    expect(o[2]![0]).toBe("");
    expect(o[6]![0]).toBe(0);
    expect(fr("OMW", "Bob", RESULTS, 0)).toBeCloseTo(0.625, 12);
    expect(fr("SOS", "Chloé", RESULTS, 3, 2, 1)).toBe(23);
  });
  it("STANDINGS in the three systems, with a header row", () => {
    expect(fr("STANDINGS", RESULTS)).toEqual([
      ["Rang", "Joueur", "V", "D", "DD", "Bilan", "OMW"],
      [1, "Emma", 3, 1, 0, 2, expect.closeTo((0.5 + 0.33 + 0.33) / 3, 12)],
      [2, "Chloé", 3, 1, 1, 2, expect.closeTo(0.415, 12)],
      [3, "Alice", 2, 2, 1, 0, expect.closeTo(0.645, 12)],
      [4, "David", 1, 3, 0, -2, 0.75],
      [5, "Bob", 0, 2, 0, -2, 0.625],
    ]);
    expect(
      en(
        "STANDINGS",
        RESULTS.map((r) => r.map((c) => (c === "D" ? "L" : c))),
        "chess",
      ),
    ).toEqual([
      ["Rank", "Player", "Points", "Sonneborn-Berger"],
      [1, "Chloé", 3, 3],
      [2, "Emma", 3, 2],
      [3, "Alice", 2, 3],
      [4, "David", 1, 0],
      [5, "Bob", 0, 0],
    ]);
    const dust = RESULTS.map((r) => [...r, r[1] === "" || r[1] === "BYE" ? "" : 100, ""]);
    dust[0]![4] = 150;
    expect(fr("STANDINGS", dust, "dust")).toEqual([
      ["Rang", "Joueur", "Points", "Puissance rencontrée", "Points d'armée restants", "Barrage"],
      // army points remaining: A's column holds 100, B's is blank; the last game counts
      [1, "Chloé", 9, 15, 100, ""],
      [2, "Emma", 9, 12, 100, ""],
      [3, "Alice", 6, 27, "", ""],
      [4, "David", 3, 27, "", ""],
      [5, "Bob", 0, 15, 100, ""],
    ]);
    expect((fr("STANDINGS", RESULTS, "dust") as unknown[][])[1]).toEqual([1, "Chloé", 9, 15, "", ""]);
    expect(() => fr("STANDINGS", [["A", "B", 1, 0, 5]], "dust")).toThrow("6 colonnes attendues");
    expect(fr("STANDINGS", "")).toEqual([["Rang", "Joueur", "V", "D", "DD", "Bilan", "OMW"]]);
  });
  it("ELO_RATINGS", () => {
    const games = [
      [1, "Albert", "Bertrand", 1],
      [1, "Chloé", "David", "N"],
      [2, "Albert", "Chloé", "D"],
      [2, "albert", "David", "V"],
      [3, "Chloé", "Albert", ""],
      ["", "", "", ""],
    ];
    expect(fr("ELO_RATINGS", games)).toEqual([
      ["Joueur", "Classement", "Parties"],
      ["Chloé", 2027, 2],
      ["Albert", 2021, 3],
      ["David", 1977, 2],
      ["Bertrand", 1975, 1],
    ]);
    expect((fr("ELO_RATINGS", games, 1500) as unknown[][])[4]).toEqual(["Bertrand", 1475, 1]);
    expect(() =>
      fr("ELO_RATINGS", [
        [1, "A", "B", 1],
        [1, "B", "A", 0],
      ]),
    ).toThrow(
      "ELO_RATINGS\u00a0: argument games, ligne 2\u00a0: «\u00a0A\u00a0» contre «\u00a0B\u00a0» figure deux fois dans la ronde 1 (chaque partie une seule fois)",
    );
    expect(() => en("ELO_RATINGS", [[1, "A", "", 1]])).toThrow(
      "argument games, row 1: the opponent of 'A' is missing",
    );
  });
  it("MATCHPOINTS: 2 per beaten, 1 per tie, text = unfinished (0, beaten by all), blank stays blank", () => {
    expect(
      fr("MATCHPOINTS", [
        [100, 120, 80],
        [100, "X", 100],
        ["", 90, 95],
      ]),
    ).toEqual([
      [2, 4, 0],
      [3, 0, 3],
      ["", 0, 2],
    ]);
    expect(fr("MATCHPOINTS", 50)).toBe(0);
    expect(() => fr("MATCHPOINTS", [[1, true]])).toThrow(
      "MATCHPOINTS\u00a0: ligne 1, colonne 2\u00a0: score «\u00a0true\u00a0» invalide",
    );
  });
});

describe("a date too far for a Date to name", () => {
  it("TAROT_FORM's as_of at the last instant a Date holds is our error, not a RangeError (a fuzz find)", () => {
    expect(() => runFunction("TAROT_FORM", "fr", [[], new Date(8.64e15)])).toThrow(/^TAROT_FORM\u00a0: /);
  });
});

describe("fuzz: every call returns plain values or throws our error", () => {
  const cellArb = fc.oneof(
    fc.double({ noNaN: false }),
    fc.integer({ min: -5, max: 40 }),
    fc.constantFrom(0, 0.5, 1, 2000, 16, 17, -1),
    fc.string({ maxLength: 6 }),
    fc.constantFrom(
      "",
      " ",
      "V",
      "D",
      "N",
      "F",
      "L",
      "W",
      "BYE",
      "normal",
      "logistic",
      "dust",
      "chess",
      "0,5",
      "Ann",
      "Bob",
      "x",
    ),
    fc.boolean(),
    fc.date({ noInvalidDate: false }),
    fc.constant(undefined),
    fc.constant(null),
  );
  const rangeArb = fc
    .tuple(fc.integer({ min: 0, max: 4 }), fc.integer({ min: 0, max: 7 }))
    .chain(([r, c]) =>
      fc.array(fc.array(cellArb, { minLength: c, maxLength: c }), { minLength: r, maxLength: r }),
    );
  const ragged = fc.array(fc.array(cellArb, { maxLength: 5 }), { maxLength: 4 });
  const argArb = fc.oneof(cellArb, rangeArb, ragged, fc.constant([]), fc.constant([[]]));
  const ours = /^[A-Z_]+\u00a0?: /;
  const isPlain = (v: unknown): boolean =>
    typeof v === "number" ||
    typeof v === "string" ||
    (Array.isArray(v) &&
      v.every(
        (row) =>
          Array.isArray(row) &&
          row.every((x) => typeof x === "number" || typeof x === "string" || typeof x === "boolean"),
      ));

  for (const name of Object.keys(WRAPPERS)) {
    it(name, () => {
      fc.assert(
        fc.property(
          fc.constantFrom("fr" as const, "en" as const),
          fc.array(argArb, { maxLength: 6 }),
          (lang, args) => {
            try {
              const v = runFunction(name, lang, args);
              expect(isPlain(v)).toBe(true);
            } catch (e) {
              expect(e).toBeInstanceOf(Error);
              const msg = (e as Error).message;
              if (!msg.startsWith(`${name}\u00a0:`) && !msg.startsWith(`${name}:`)) throw e;
              expect(msg).toMatch(ours);
              expect(e).not.toBeInstanceOf(TypeError);
            }
          },
        ),
        { numRuns: 400 },
      );
    });
  }
});
