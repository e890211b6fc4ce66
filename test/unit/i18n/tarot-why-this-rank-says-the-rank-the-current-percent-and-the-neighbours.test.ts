/**
 * « Pourquoi ce rang ? » for a Tarot player, in sentences: the rank on the dashboard, the current %
 * and how it is made (¼ attack + ¾ defence, each average with its cumuls), what separates the players
 * just above and below, and plainly when a player has no cumul or no current % yet.
 */
import { describe, expect, it } from "vitest";
import type { Cumul, PlayerReport } from "../../../src/engine/tarot/types";
import { explainTarotRank } from "../../../src/i18n/render";

const N = "\u00a0";
const cumul = { side: "attack", date: "2026-01-07", percent: 100 } as Cumul;

function player(
  name: string,
  deals: number,
  attack: [number | null, number],
  defence: [number | null, number],
): PlayerReport {
  const current = attack[0] === null || defence[0] === null ? null : attack[0] / 4 + (defence[0] * 3) / 4;
  const side = ([average, counted]: [number | null, number]) => ({ average, counted, provisional: true });
  return {
    player: name,
    deals,
    cumuls: Array.from({ length: attack[1] + defence[1] }, () => cumul),
    attack: side(attack),
    defence: side(defence),
    current,
    provisional: true,
    months: [],
  };
}

// in the dashboard's order: the best current % first, none last
const CLUB = [
  player("Emma", 80, [110, 2], [104, 3]), // 105.5
  player("Anne", 96, [111.6, 2], [100.8, 3]), // 103.5
  player("Alain", 64, [90, 1], [102, 2]), // 99
  player("Bruno", 40, [95, 1], [null, 0]),
  player("Chloé", 12, [null, 0], [null, 0]),
];

describe("Tarot: why this rank", () => {
  it("says the rank, the current % made of ¼ attack + ¾ defence, and the players above and below", () => {
    expect(explainTarotRank(CLUB, "anne", "fr")).toBe(
      `Anne est 2e avec un % actuel de 103,5 après 96 donnes jouées${N}: ¼ de la moyenne en attaque (111,6 sur 2 cumuls) plus ¾ de la moyenne en défense (100,8 sur 3 cumuls). ` +
        `Derrière Emma (1er)${N}: % actuel 103,5 contre 105,5 (attaque 111,6 contre 110, défense 100,8 contre 104). ` +
        `Devant Alain (3e)${N}: % actuel 103,5 contre 99 (attaque 111,6 contre 90, défense 100,8 contre 102).`,
    );
    expect(explainTarotRank(CLUB, "Anne", "en")).toBe(
      "Anne is 2nd with a current % of 103.5 after 96 deals played: ¼ of the attack average (111.6 over 2 cumuls) plus ¾ of the defence average (100.8 over 3 cumuls). " +
        "Behind Emma (1st): current % 103.5 against 105.5 (attack 111.6 against 110, defence 100.8 against 104). " +
        "Ahead of Alain (3rd): current % 103.5 against 99 (attack 111.6 against 90, defence 100.8 against 102).",
    );
  });

  it("one cumul is one cumul; the last ranked is ahead of a player with no current %", () => {
    expect(explainTarotRank(CLUB, "Alain", "fr")).toBe(
      `Alain est 3e avec un % actuel de 99 après 64 donnes jouées${N}: ¼ de la moyenne en attaque (90 sur 1 cumul) plus ¾ de la moyenne en défense (102 sur 2 cumuls). ` +
        `Derrière Anne (2e)${N}: % actuel 99 contre 103,5 (attaque 90 contre 111,6, défense 102 contre 100,8). ` +
        `Devant Bruno, qui n'a pas encore de % actuel (il faut un cumul dans chaque position dans les 45 derniers jours).`,
    );
  });

  it("says plainly when a player has no current % or no cumul yet", () => {
    expect(explainTarotRank(CLUB, "Bruno", "fr")).toBe(
      `Bruno n'a pas encore de % actuel, donc pas de rang${N}: il faut un cumul dans chaque position dans les 45 derniers jours. Attaque${N}: 95 sur 1 cumul${"\u202f"}; défense${N}: aucun cumul${"\u202f"}; 40 donnes jouées.`,
    );
    expect(explainTarotRank(CLUB, "Chloé", "fr")).toBe(
      `Chloé n'a pas encore de cumul (16 donnes de suite dans une position) après 12 donnes jouées${N}: pas encore de % actuel, donc pas de rang.`,
    );
    expect(explainTarotRank(CLUB, "Chloé", "en")).toBe(
      "Chloé has no cumul yet (16 deals in a row on one side) after 12 deals played: no current % yet, so no rank.",
    );
    expect(explainTarotRank(CLUB, "Zoé", "fr")).toBe("");
  });

  it("players with the same current % share the rank and are named together", () => {
    const club = [player("Anne", 96, [100, 2], [100, 3]), player("Émile", 48, [100, 1], [100, 1])];
    expect(explainTarotRank(club, "Émile", "fr")).toBe(
      `Émile est 1er avec un % actuel de 100 après 48 donnes jouées${N}: ¼ de la moyenne en attaque (100 sur 1 cumul) plus ¾ de la moyenne en défense (100 sur 1 cumul). À égalité avec Anne${N}: le même % actuel, 100.`,
    );
    expect(explainTarotRank([club[0]!], "Anne", "en")).toMatch(/No one else has a current % yet\.$/);
  });
});
