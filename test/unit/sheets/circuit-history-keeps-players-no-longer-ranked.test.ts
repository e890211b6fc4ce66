/**
 * The Ranking history tab lists every player ever ranked: the latest ranking's players first, in
 * its order, then those who left it (their editions gone with the year window), the most recently
 * ranked first, each with their rank after every day.
 */
import { describe, expect, it } from "vitest";
import type { Circuit } from "../../../src/engine/circuit/types";
import { historyRows } from "../../../src/sheets/kinds/circuit/tabs";

const day = (date: string, players: string[]) => ({
  date,
  rows: players.map((player, i) => ({ rank: i + 1, player, total: 100 - i, played: 1 })),
});

describe("the Ranking history", () => {
  it("keeps the players no longer in the latest ranking, below it, the most recently ranked first", () => {
    const circuit: Circuit = {
      tournaments: [],
      days: ["2023-03-05", "2024-04-07", "2025-05-11"],
      seeds: [],
      history: [
        day("2023-03-05", ["Anne", "Bruno", "Chloé"]),
        day("2024-04-07", ["David", "Anne", "Chloé"]),
        day("2025-05-11", ["Émile", "David"]),
      ],
    };
    expect(historyRows(circuit, "fr")).toEqual([
      ["Joueur", "'05/03/2023", "'07/04/2024", "'11/05/2025"],
      ["'Émile", "", "", 1],
      ["'David", "", 1, 2],
      ["'Anne", 1, 2, ""],
      ["'Chloé", 3, 3, ""],
      ["'Bruno", 2, "", ""],
    ]);
  });
});
