import { roundsByPowerOfTwo } from "./common";
import type { SwissSystem } from "./types";

/** RULES §1 "La Confrérie": top-down pairing, record then double losses then OMW. */
export const CONFRERIE = {
  id: "confrerie",
  standings: "confrerie",
  // 2 → 1, 3–8 → 3, 9–16 → 4, 17–32 → 5, … ceil(log2 n)
  defaultRounds: (players: number) => (players <= 1 ? 0 : players === 2 ? 1 : roundsByPowerOfTwo(players)),
  playoffs: false,
  endsWithOneUndefeated: false,
  // the lowest-ranked entrant who has not had a bye; if everyone has had one, the lowest-ranked
  // (whatever the number of byes: the rule only asks "has had one")
  byeOrder: (active, h) => {
    const candidates = active.slice().reverse();
    candidates.sort((x, y) => h.hadBye(x) - h.hadBye(y));
    return candidates;
  },
  byeKey: "swiss.bye.lowest",
  pairing: "topDown",
  entry: "winner",
  armyList: null,
  roundMinutes: 50,
} as const satisfies SwissSystem;
