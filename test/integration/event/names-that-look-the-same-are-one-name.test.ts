/**
 * Names that look the same are one name (RULES §0): « Zoé » typed with its accent as one character
 * (NFC) or as e + combining accent (NFD), « Bob » with a zero-width space inside, are the same
 * player. Identity compares the NFC form without invisible characters; the name shown is as typed,
 * cleaned of its invisible characters. So two such rows in the Players tab are one player registered
 * twice (never two players paired together), and the custom functions count them as one entrant.
 */
import { describe, expect, it } from "vitest";
import { cleanName, nameKey } from "../../../src/engine/core/names";
import { runFunction } from "../../../src/sheets/functions/index";
import { newEvent } from "./helpers";

const NFC = "Zoé Martin";
const NFD = "Zoe\u0301 Martin";
const ZWSP = "Bo\u200bb";

describe("a name's identity: NFC, without invisible characters", () => {
  it("the two forms of « Zoé » and « Bob » with a zero-width space have one key; the shown name loses the invisible", () => {
    expect(NFC).not.toBe(NFD);
    expect(nameKey(NFD)).toBe(nameKey(NFC));
    expect(nameKey(ZWSP)).toBe(nameKey("Bob"));
    expect(nameKey("\ufeffAnn\u00ad\u2060 Roux\u200e")).toBe(nameKey("Ann Roux"));
    expect(cleanName(ZWSP)).toBe("Bob");
    expect(cleanName(` ${NFD}\u200b `)).toBe(NFD);
  });
});

describe("Players tab: two rows that look the same are one player registered twice", () => {
  for (const [what, first, second] of [
    ["«\u00a0Zoé\u00a0» in its two Unicode forms", NFC, NFD],
    ["«\u00a0Bob\u00a0» and «\u00a0Bob\u00a0» with a zero-width space", "Bob", ZWSP],
  ] as const) {
    it(`${what}: refused, both rows named, nothing paired`, () => {
      const ev = newEvent({ system: "confrerie", players: 0 });
      ev.b.standin.write("Joueurs!A2", [[first], [second], ["Anne"], ["Bea"]]);
      const g = ev.call("arbitreGenerateRound", { expectedRound: 1 });
      expect(g.ok).toBe(false);
      expect(g.error).toMatch(/est inscrit deux fois\u00a0: lignes 2 et 3/);
      expect(ev.b.standin.values("Rondes!A2:D3").flat().join("")).toBe("");
    });
  }
});

describe("custom functions: one entrant whichever way the name was typed", () => {
  it("STANDINGS counts « Zoé » in both forms and « Bob » with a zero-width space as one entrant each", () => {
    const rows = [
      [NFC, "Bob", "V", "D"],
      [NFD, ZWSP, "V", "D"],
    ];
    const table = runFunction("STANDINGS", "fr", [rows]) as unknown[][];
    expect(table.length).toBe(3);
    expect(table[1]!.slice(0, 3)).toEqual([1, NFC, 2]);
    expect(table[2]!.slice(0, 3)).toEqual([2, "Bob", 0]);
  });
});
