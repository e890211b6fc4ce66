/** Club protection and pairs to avoid (RULES §1 Decision), hand-checked, with their explanations. */
import { describe, expect, it } from "vitest";
import { ArbitreError } from "../../../../src/engine/core/errors";
import { clubKey, nearDuplicateClubs } from "../../../../src/engine/swiss/clubs";
import {
  explain,
  type PairingGame,
  type PairingInput,
  pairNextRoundDetailed,
} from "../../../../src/lib/index";

const W = (a: string, b: string): PairingGame => ({ a, b, scoreA: "W", scoreB: "L" });
const pairs = (out: { tables: { a: string; b: string }[] }): string[] =>
  out.tables.map((t) => `${t.a}-${t.b}`);

// round 1 played: Anne, Bruno and Carl won; round 2 in standings order Anne, Bruno, Carl (+1, tied
// on OMW: all three n° 1, listed by name), then Denis, Émile, Farid (−1)
const field = (protectClubs: PairingInput["protectClubs"], avoid?: [string, string][]): PairingInput => {
  const input: PairingInput = {
    system: "confrerie",
    seed: 7,
    entrants: [
      { id: "Anne", club: "Cercle de Lyon" },
      { id: "Bruno", club: " CERCLE  de lyon" },
      { id: "Carl", club: "Dijon" },
      { id: "Denis", club: "Dijon" },
      { id: "Émile", club: "" },
      { id: "Farid" },
    ],
    rounds: [[W("Anne", "Denis"), W("Bruno", "Émile"), W("Carl", "Farid")]],
  };
  if (protectClubs !== undefined) input.protectClubs = protectClubs;
  if (avoid !== undefined) input.avoid = avoid;
  return input;
};

describe("Confrérie, later rounds", () => {
  it("off or round 1 only: Anne meets Bruno, the nearest below her, as always", () => {
    expect(pairs(pairNextRoundDetailed(field(undefined)))).toEqual([
      "Anne-Bruno",
      "Carl-Denis",
      "Émile-Farid",
    ]);
    expect(pairs(pairNextRoundDetailed(field("round1")))).toEqual([
      "Anne-Bruno",
      "Carl-Denis",
      "Émile-Farid",
    ]);
  });

  it("every round: Anne meets Carl, who has Bruno's record, and the table says why", () => {
    const out = pairNextRoundDetailed(field("every"));
    expect(pairs(out)).toEqual(["Anne-Carl", "Bruno-Denis", "Émile-Farid"]);
    expect(out.sameClub).toBe(0);
    expect(explain(out.tables[0]!.explanation, "fr")).toBe(
      "Ronde 2\u00a0: Anne (n° 1, bilan +1) rencontre Carl (n° 1, bilan +1)\u00a0: Anne ne rencontre pas Bruno (même club\u00a0: Cercle de Lyon)\u202f; Carl est le plus proche adversaire possible d'un autre club au même bilan que Bruno.",
    );
    expect(explain(out.tables[0]!.explanation, "en")).toContain(
      "Anne does not meet Bruno (same club: Cercle de Lyon)",
    );
  });

  it("when no one of another club has the clubmate's record, they meet, and the table says why", () => {
    const input = field("every");
    input.entrants[2]!.club = "cercle-de-lyon"; // Carl too: the whole +1 group is one club
    const out = pairNextRoundDetailed(input);
    expect(pairs(out)[0]).toBe("Anne-Bruno");
    expect(out.sameClub).toBeGreaterThan(0);
    expect(out.tables[0]!.sameClub).toBe(true);
    expect(explain(out.tables[0]!.explanation, "fr")).toBe(
      "Ronde 2\u00a0: Anne (n° 1, bilan +1) rencontre Bruno (n° 1, bilan +1) malgré le même club (Cercle de Lyon)\u00a0: aucun adversaire possible d'un autre club n'a le même bilan que Bruno.",
    );
  });

  it("a pair to avoid is passed over exactly as a rematch", () => {
    const out = pairNextRoundDetailed(field("off", [["anne", "BRUNO"]]));
    expect(pairs(out)).toEqual(["Anne-Carl", "Bruno-Denis", "Émile-Farid"]);
    expect(out.rematches).toBe(0);
    expect(out.tables[0]!.explanation.key).toBe("swiss.why.nearest");
  });
});

describe("Dust Tactics, later rounds", () => {
  const dust = (clubs: Record<string, string>): PairingInput => ({
    system: "dust",
    seed: 3,
    entrants: Object.entries(clubs).map(([id, club]) => ({ id, club })),
    // Anne, Bruno, Carl and Denis won (3 pts); Émile, Farid, Gilles and Hélène lost (0)
    rounds: [[W("Anne", "Émile"), W("Bruno", "Farid"), W("Carl", "Gilles"), W("Denis", "Hélène")]],
    protectClubs: "every",
  });

  it("within a point group, clubmates are kept apart, and a passed-over clubmate is named", () => {
    let named = 0;
    for (let seed = 0; seed < 20; seed++) {
      const out = pairNextRoundDetailed({
        ...dust({
          Anne: "Lyon",
          Bruno: "Lyon",
          Carl: "Dijon",
          Denis: "Dijon",
          Émile: "",
          Farid: "",
          Gilles: "",
          Hélène: "",
        }),
        seed,
      });
      expect(out.sameClub).toBe(0);
      expect(
        pairs(out)
          .slice(0, 2)
          .every((p) => !/Anne-Bruno|Carl-Denis/.test(p)),
      ).toBe(true);
      for (const t of out.tables.slice(0, 2)) {
        const text = explain(t.explanation, "fr");
        if (t.explanation.key === "swiss.why.dustGroupClub") {
          named++;
          expect(text).toMatch(/ne rencontre pas .* \(même club\u00a0: (Lyon|Dijon)\)\.$/);
        } else expect(t.explanation.key).toBe("swiss.why.dustGroup");
      }
    }
    expect(named).toBeGreaterThan(3);
  });

  it("the point groups first: a group of one club meets itself, and the table says why", () => {
    const out = pairNextRoundDetailed(
      dust({
        Anne: "Lyon",
        Bruno: "Lyon",
        Carl: "lyon",
        Denis: "LYON",
        Émile: "",
        Farid: "",
        Gilles: "",
        Hélène: "",
      }),
    );
    expect(out.sameClub).toBe(2);
    const text = explain(out.tables[0]!.explanation, "fr");
    expect(text).toContain(
      "malgré le même club (Lyon)\u00a0: les séparer aurait fait changer de groupe de points plus de joueurs",
    );
  });
});

describe("pairs to avoid that cannot be kept apart", () => {
  it("two entrants who must not meet, alone: they meet, counted and said as such", () => {
    const out = pairNextRoundDetailed({
      system: "dust",
      seed: 1,
      entrants: [{ id: "Anne" }, { id: "Bruno" }],
      rounds: [],
      avoid: [["Anne", "Bruno"]],
    });
    expect(out.rematches).toBe(1);
    expect(out.avoided).toBe(1);
    expect(out.tables[0]!.avoided).toBe(true);
    expect(explain(out.tables[0]!.explanation, "fr")).toContain("bien que la paire soit à éviter");
  });

  it("two clubmates who must not meet, alone, clubs protected: they meet, said as a pair to avoid", () => {
    const out = pairNextRoundDetailed({
      system: "dust",
      seed: 45,
      entrants: [
        { id: "Anne", club: "Lyon" },
        { id: "Bruno", club: "Lyon" },
      ],
      rounds: [],
      avoid: [["Bruno", "Anne"]],
      protectClubs: "round1",
    });
    expect(out.avoided).toBe(1);
    expect(out.sameClub).toBe(1);
  });

  it("a name that is not an entrant, or the same one twice, is refused with its row", () => {
    const base: PairingInput = {
      system: "confrerie",
      seed: 1,
      entrants: [{ id: "Anne" }, { id: "Bruno" }],
      rounds: [],
    };
    expect(() => pairNextRoundDetailed({ ...base, avoid: [["Anne", "Zoé"]] })).toThrow(ArbitreError);
    try {
      pairNextRoundDetailed({
        ...base,
        avoid: [
          ["Anne", "Bruno"],
          ["Anne", " anne "],
        ],
      });
      expect.unreachable();
    } catch (e) {
      expect((e as ArbitreError).key).toBe("swiss.avoidSelf");
      expect((e as ArbitreError).at.row).toBe(2);
    }
  });
});

describe("round 1", () => {
  const eight = (club: (i: number) => string): PairingInput => ({
    system: "confrerie",
    seed: 11,
    entrants: ["Anne", "Bruno", "Carl", "Denis", "Émile", "Farid", "Gilles", "Hélène"].map((id, i) => ({
      id,
      club: club(i),
    })),
    rounds: [],
    protectClubs: "round1",
  });

  it("two clubs of four: no clubmates meet, whatever the seed, and the draw replays", () => {
    for (let seed = 0; seed < 30; seed++) {
      const input = { ...eight((i) => (i < 4 ? "Cercle de Lyon" : "Dijon")), seed };
      const out = pairNextRoundDetailed(input);
      expect(out.sameClub).toBe(0);
      for (const t of out.tables) expect(t.sameClub).toBe(false);
      expect(pairNextRoundDetailed(input)).toEqual(out);
    }
  });

  it("a club of six among eight: two tables of clubmates, the fewest, said on those tables", () => {
    const out = pairNextRoundDetailed(eight((i) => (i < 6 ? "Cercle de Lyon" : "")));
    expect(out.sameClub).toBe(2);
    const mates = out.tables.filter((t) => t.sameClub);
    expect(mates.length).toBe(2);
    expect(explain(mates[0]!.explanation, "fr")).toContain("du même club (Cercle de Lyon)");
  });

  it("an empty club protects nobody", () => {
    const out = pairNextRoundDetailed(eight(() => " "));
    const plain = pairNextRoundDetailed({ ...eight(() => " "), protectClubs: "off" });
    expect(pairs(out)).toEqual(pairs(plain));
    expect(out.sameClub).toBe(0);
  });
});

describe("club names", () => {
  it("are one club ignoring case, accents and spaces", () => {
    expect(clubKey("Cercle de Lyon")).toBe(clubKey("  cercle DE  lyon "));
    expect(clubKey("Nîmes")).toBe(clubKey("NIMES"));
    expect(clubKey("Cercle de Lyon")).toBe(clubKey("CercledeLyon"));
    expect(clubKey("")).toBe("");
  });

  it("a near-duplicate spelling is found, to be questioned (not silently two clubs)", () => {
    expect(nearDuplicateClubs(["Cercle de Lyon", "Cercle Lyon", "Dijon", "Nîmes", "nimes"])).toEqual([
      ["Cercle de Lyon", "Cercle Lyon"],
    ]);
    expect(nearDuplicateClubs(["Les Dragons de Nîmes", "Les Dragon de Nimes"])).toEqual([
      ["Les Dragons de Nîmes", "Les Dragon de Nimes"],
    ]);
    expect(nearDuplicateClubs(["Dijon", "Lyon", "Paris", "Pau"])).toEqual([]);
    expect(nearDuplicateClubs(["Club 1", "Club 2", "Club 12", "Club 21"])).toEqual([]);
  });
});
